import { requestIccidAllocation } from './pipeline-steps';
import { stepHandler } from './step-handler';

export const handler = stepHandler('request-iccid-allocation', requestIccidAllocation);
