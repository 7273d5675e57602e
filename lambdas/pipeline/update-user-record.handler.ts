import { updateUserRecord } from './pipeline-steps';
import { stepHandler } from './step-handler';

export const handler = stepHandler('update-user-record', updateUserRecord);
