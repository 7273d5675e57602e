import { SALES_ROUTES } from '../../shared/api/sales.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { getSales } from '../use-cases/get-sales';
import { salesLedger } from '../wiring/sales-ledger';
import { now } from '../wiring/shop';

export const handler = httpHandler(
  SALES_ROUTES,
  'get-sales',
  ({ query }) => getSales({ sales: salesLedger(), now }, query),
  { verifyToken },
);
