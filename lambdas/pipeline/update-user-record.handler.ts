import { orderStore } from '../wiring/order-store';
import { userStore } from '../wiring/user-store';
import { updateUserRecord } from './pipeline-steps';
import { stepHandler } from './step-handler';

export const handler = stepHandler('update-user-record', updateUserRecord, () => ({
  orders: orderStore(),
  users: userStore(),
}));
