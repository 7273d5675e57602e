import type { FunctionAccess } from '../config/function-access';
import type { PipelineTaskId } from './pipeline-contract';

// Every step records progress on the order; the provider-facing steps use the provider's
// credentials and token cache (the token lives in DynamoDB); only the mail step sends mail.
const ORDER_PROGRESS: FunctionAccess = { tables: { orders: 'readWrite' } };
const PROVIDER_STEP: FunctionAccess = {
  tables: { orders: 'readWrite', providerTokens: 'readWrite' },
  secrets: ['esimProvider'],
};

/** Least privilege per pipeline task. */
export const PIPELINE_TASK_ACCESS: Record<PipelineTaskId, FunctionAccess> = {
  'load-order': { tables: { orders: 'read' } },
  'retrieve-esim-token': PROVIDER_STEP,
  // Names the allocation callback, with the order's fresh token, in the request.
  'request-iccid-allocation': { ...PROVIDER_STEP, receivesCallbacks: true },
  'poll-for-iccid': PROVIDER_STEP,
  'generate-qr-code': PROVIDER_STEP,
  // Mails the QR code the previous step stored on the order, with links to the shop.
  'send-email': { tables: { orders: 'readWrite', brand: 'read' }, sendsMail: true, linksToShop: true },
  'update-user-record': { tables: { orders: 'readWrite', users: 'readWrite' } },
  'order-completed': ORDER_PROGRESS,
  'record-failure': ORDER_PROGRESS,
  // Reads the eSIM's top-up history first, then tops up once under the order reference.
  'apply-top-up': PROVIDER_STEP,
  'send-top-up-email': { tables: { orders: 'readWrite', brand: 'read' }, sendsMail: true, linksToShop: true },
  'complete-top-up': ORDER_PROGRESS,
};
