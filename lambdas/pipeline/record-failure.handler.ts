import { recordFailure } from './pipeline-steps';
import { stepHandler } from './step-handler';

export const handler = stepHandler('record-failure', recordFailure);
