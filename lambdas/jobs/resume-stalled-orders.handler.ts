import middy from '@middy/core';
import { resource } from '../config/environment';
import { logInvocation } from '../lib/logger';
import { recoverySettings } from '../use-cases/recovery-settings';
import { resumeStalledOrders, type SweepReport } from '../use-cases/resume-stalled-orders';
import { orderStore } from '../wiring/order-store';
import { workflow } from '../wiring/workflow';

/**
 * The stalled-order sweeper, run on a schedule (an EventBridge rule on AWS, a timer locally): every
 * paid order that has not moved for the stall time is checked against its execution and resumed
 * when that execution is no longer running.
 */
export const handler = middy<unknown, SweepReport>()
  .use(logInvocation())
  .handler(() =>
    resumeStalledOrders({
      orders: orderStore(),
      workflow: workflow(),
      settings: recoverySettings(resource('orderRecovery').stallMinutes),
      now: () => new Date(),
    }),
  );
