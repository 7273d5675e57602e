import { completeOrder } from './pipeline-steps';
import { stepHandler } from './step-handler';

export const handler = stepHandler('order-completed', completeOrder);
