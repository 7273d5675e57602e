import * as accounts from './accounts.schema';
import * as adminConsole from './admin-console.schema';
import * as admin from './admin.schema';
import * as orders from './orders.schema';
import type { RouteContract } from './route-contract';

/** The admin console and the staff tools (own-admin only). A handler imports its own area's routes, so it carries only their schemas. */
export const ADMIN_ROUTES = {
  'list-admin-esims': {
    method: 'GET',
    path: '/api/admin/esims',
    auth: 'admin',
    query: adminConsole.adminEsimsQuerySchema,
    response: admin.adminEsimsResponseSchema,
  },
  'list-admin-orders': {
    method: 'GET',
    path: '/api/admin/orders',
    auth: 'admin',
    query: adminConsole.adminOrdersQuerySchema,
    response: adminConsole.adminOrdersResponseSchema,
  },
  'retry-admin-order': {
    method: 'POST',
    path: '/api/admin/orders/{reference}/retry',
    auth: 'admin',
    params: orders.orderPathSchema,
    response: orders.orderViewSchema,
  },
  'resend-admin-order-email': {
    method: 'POST',
    path: '/api/admin/orders/{reference}/resend-email',
    auth: 'admin',
    params: orders.orderPathSchema,
    response: orders.resendEmailResponseSchema,
  },
  'list-admin-users': {
    method: 'GET',
    path: '/api/admin/users',
    auth: 'admin',
    query: adminConsole.adminUsersQuerySchema,
    response: adminConsole.adminUsersResponseSchema,
  },
  'list-coupons': {
    method: 'GET',
    path: '/api/admin/coupons',
    auth: 'admin',
    response: adminConsole.adminCouponsResponseSchema,
  },
  'create-coupon': {
    method: 'POST',
    path: '/api/admin/coupons',
    auth: 'admin',
    request: adminConsole.createCouponRequestSchema,
    response: adminConsole.adminCouponSchema,
  },
  'deactivate-coupon': {
    method: 'POST',
    path: '/api/admin/coupons/{code}/deactivate',
    auth: 'admin',
    params: adminConsole.couponPathSchema,
    response: adminConsole.adminCouponSchema,
  },
  // The undo of a deactivation: the coupon applies at checkout again (within its end date).
  'reactivate-coupon': {
    method: 'POST',
    path: '/api/admin/coupons/{code}/reactivate',
    auth: 'admin',
    params: adminConsole.couponPathSchema,
    response: adminConsole.adminCouponSchema,
  },
  'create-admin': {
    method: 'POST',
    path: '/api/admin/admins',
    auth: 'admin',
    request: accounts.createAdminRequestSchema,
    response: accounts.createAdminResponseSchema,
  },
  'provider-proxy': {
    method: 'POST',
    path: '/api/admin/provider-proxy',
    auth: 'admin',
    request: admin.providerProxyRequestSchema,
    response: admin.providerProxyResponseSchema,
  },
  'send-test-email': {
    method: 'POST',
    path: '/api/admin/test-email',
    auth: 'admin',
    request: admin.testEmailRequestSchema,
    response: admin.testEmailResponseSchema,
  },
  'send-iccid-reminder-test': {
    method: 'POST',
    path: '/api/admin/iccid-reminder',
    auth: 'admin',
    request: admin.iccidReminderRequestSchema,
    response: admin.iccidReminderResponseSchema,
  },
  'create-test-order': {
    method: 'POST',
    path: '/api/admin/test-orders',
    auth: 'admin',
    request: admin.testOrderRequestSchema,
    response: admin.testOrderResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
