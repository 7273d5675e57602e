import { logger } from '../lib/logger';
import { resumeOrder, type ResumeDeps } from './resume-order';

export interface SweepReport {
  checked: number;
  restarted: number;
  left: number;
  gaveUp: number;
}

/** The scheduled sweep: every stalled paid order, oldest first, at most `limit` per run. */
export async function resumeStalledOrders(deps: ResumeDeps, limit = 100): Promise<SweepReport> {
  const before = new Date(deps.now().getTime() - deps.settings.stallMs).toISOString();
  const stalled = await deps.orders.listStalled(before, limit);
  const report: SweepReport = { checked: stalled.length, restarted: 0, left: 0, gaveUp: 0 };
  for (const order of stalled) {
    try {
      const outcome = await resumeOrder(deps, order, true);
      if (outcome === 'restarted') report.restarted += 1;
      else if (outcome === 'gave-up') report.gaveUp += 1;
      else report.left += 1;
    } catch (error) {
      // One order's trouble (a throttled describe, say) must not stop the others; the next run retries it.
      logger.error('Could not check a stalled order', { orderId: order.order_id, error: error as Error });
      report.left += 1;
    }
  }
  if (report.checked > 0) logger.info('Stalled-order sweep', { ...report });
  return report;
}
