import * as accounts from './accounts.schema';
import * as adminConsole from './admin-console.schema';
import * as admin from './admin.schema';
import * as orders from './orders.schema';
import type { RouteContract } from './route-contract';
import { CREATES_SIGN_INS, CALLS_PROVIDER, mergeAccess } from './function-access';
import { SIGNED_IN } from './rate-limits';

/** The admin console and the staff tools (own-admin only). A handler imports its own area's routes, so it carries only their schemas. */
export const ADMIN_ROUTES = {
  'list-admin-esims': {
    method: 'GET',
    path: '/api/admin/esims',
    auth: 'admin',
    query: adminConsole.adminEsimsQuerySchema,
    response: admin.adminEsimsResponseSchema,
    limits: { unlimited: SIGNED_IN },
    grants: mergeAccess(CALLS_PROVIDER, { tables: { orders: 'read', users: 'read' } }),
  },
  'list-admin-orders': {
    method: 'GET',
    path: '/api/admin/orders',
    auth: 'admin',
    query: adminConsole.adminOrdersQuerySchema,
    response: adminConsole.adminOrdersResponseSchema,
    limits: { unlimited: SIGNED_IN },
    grants: { tables: { orders: 'read' } },
  },
  'retry-admin-order': {
    method: 'POST',
    path: '/api/admin/orders/{reference}/retry',
    auth: 'admin',
    params: orders.orderPathSchema,
    response: orders.orderViewSchema,
    limits: { unlimited: SIGNED_IN },
    grants: { tables: { orders: 'readWrite', auditLog: 'append' }, resumesOrders: true },
  },
  'resend-admin-order-email': {
    method: 'POST',
    path: '/api/admin/orders/{reference}/resend-email',
    auth: 'admin',
    params: orders.orderPathSchema,
    response: orders.resendEmailResponseSchema,
    limits: { unlimited: SIGNED_IN },
    grants: {
      tables: { orders: 'read', brand: 'read', auditLog: 'append' },
      sendsMail: true,
      linksToShop: true,
    },
  },
  'list-admin-users': {
    method: 'GET',
    path: '/api/admin/users',
    auth: 'admin',
    query: adminConsole.adminUsersQuerySchema,
    response: adminConsole.adminUsersResponseSchema,
    limits: { unlimited: SIGNED_IN },
    grants: { tables: { users: 'read' } },
  },
  'list-coupons': {
    method: 'GET',
    path: '/api/admin/coupons',
    auth: 'admin',
    response: adminConsole.adminCouponsResponseSchema,
    limits: { unlimited: SIGNED_IN },
    grants: { tables: { coupons: 'read' } },
  },
  'create-coupon': {
    method: 'POST',
    path: '/api/admin/coupons',
    auth: 'admin',
    request: adminConsole.createCouponRequestSchema,
    response: adminConsole.adminCouponSchema,
    limits: { unlimited: SIGNED_IN },
    grants: { tables: { coupons: 'write', auditLog: 'append' } },
  },
  'deactivate-coupon': {
    method: 'POST',
    path: '/api/admin/coupons/{code}/deactivate',
    auth: 'admin',
    params: adminConsole.couponPathSchema,
    response: adminConsole.adminCouponSchema,
    limits: { unlimited: SIGNED_IN },
    grants: { tables: { coupons: 'readWrite', auditLog: 'append' } },
  },
  // The undo of a deactivation: the coupon applies at checkout again (within its end date).
  'reactivate-coupon': {
    method: 'POST',
    path: '/api/admin/coupons/{code}/reactivate',
    auth: 'admin',
    params: adminConsole.couponPathSchema,
    response: adminConsole.adminCouponSchema,
    limits: { unlimited: SIGNED_IN },
    grants: { tables: { coupons: 'readWrite', auditLog: 'append' } },
  },
  'create-admin': {
    method: 'POST',
    path: '/api/admin/admins',
    auth: 'admin',
    request: accounts.createAdminRequestSchema,
    response: accounts.createAdminResponseSchema,
    limits: { unlimited: SIGNED_IN },
    grants: { tables: { users: 'readWrite', auditLog: 'append' }, cognito: CREATES_SIGN_INS },
  },
  'provider-proxy': {
    method: 'POST',
    path: '/api/admin/provider-proxy',
    auth: 'admin',
    request: admin.providerProxyRequestSchema,
    response: admin.providerProxyResponseSchema,
    limits: { unlimited: SIGNED_IN },
    // Counts each admin's console calls (rateLimits) before the provider is asked.
    grants: mergeAccess(CALLS_PROVIDER, { tables: { rateLimits: 'readWrite', auditLog: 'append' } }),
  },
  'send-test-email': {
    method: 'POST',
    path: '/api/admin/test-email',
    auth: 'admin',
    request: admin.testEmailRequestSchema,
    response: admin.testEmailResponseSchema,
    limits: { unlimited: SIGNED_IN },
    // The staff's mail pages count each admin's mails (rateLimits).
    grants: { tables: { brand: 'read', rateLimits: 'readWrite', auditLog: 'append' }, sendsMail: true },
  },
  'send-iccid-reminder-test': {
    method: 'POST',
    path: '/api/admin/iccid-reminder',
    auth: 'admin',
    request: admin.iccidReminderRequestSchema,
    response: admin.iccidReminderResponseSchema,
    limits: { unlimited: `${SIGNED_IN} Its use-case counts 30 mails an hour per admin.` },
    grants: {
      tables: { users: 'read', brand: 'read', rateLimits: 'readWrite', auditLog: 'append' },
      sendsMail: true,
    },
  },
  'create-test-order': {
    method: 'POST',
    path: '/api/admin/test-orders',
    auth: 'admin',
    request: admin.testOrderRequestSchema,
    response: admin.testOrderResponseSchema,
    limits: { unlimited: `${SIGNED_IN} Its use-case counts 10 test orders an hour per admin.` },
    // A free test order fulfilled by the pipeline, counted per admin.
    grants: {
      tables: {
        orders: 'readWrite',
        users: 'read',
        brand: 'read',
        rateLimits: 'readWrite',
        auditLog: 'append',
        catalogue: 'read',
      },
      startsFulfilment: true,
    },
  },
} as const satisfies Record<string, RouteContract>;
