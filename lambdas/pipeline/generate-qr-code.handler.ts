import { generateQrCode } from './pipeline-steps';
import { stepHandler } from './step-handler';

export const handler = stepHandler('generate-qr-code', generateQrCode);
