import { pollForIccid } from './pipeline-steps';
import { stepHandler } from './step-handler';

export const handler = stepHandler('poll-for-iccid', pollForIccid);
