import { sendEsimEmail } from './pipeline-steps';
import { stepHandler } from './step-handler';

export const handler = stepHandler('send-email', sendEsimEmail);
