import { retrieveEsimToken } from './pipeline-steps';
import { stepHandler } from './step-handler';

export const handler = stepHandler('retrieve-esim-token', retrieveEsimToken);
