import { SALES_ROUTES } from '../../shared/api/sales.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { exportSalesOrders } from '../use-cases/export-sales-orders';
import { orderStore } from '../wiring/order-store';

export const handler = httpHandler(
  SALES_ROUTES,
  'export-sales-orders',
  ({ query }) => exportSalesOrders({ orders: orderStore() }, query),
  { verifyToken },
);
