import type * as z from 'zod';
import * as accounts from './accounts.schema';
import * as adminConsole from './admin-console.schema';
import * as admin from './admin.schema';
import * as brand from './brand.schema';
import { catalogueResponseSchema } from './catalogue.schema';
import * as checkout from './checkout.schema';
import * as enterprise from './enterprise.schema';
import * as esim from './esim.schema';
import * as orders from './orders.schema';
import * as support from './support.schema';
import * as topUp from './top-up.schema';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * public: anyone; user: a signed-in Cognito user whose e-mail is verified (the browser sends the ID
 * token); admin: such a user in the own-admin group.
 */
export type RouteAuth = 'public' | 'user' | 'admin';

export interface RouteContract {
  method: HttpMethod;
  /** API Gateway style path, `{name}` for a parameter. */
  path: string;
  auth: RouteAuth;
  /** The path parameters, one schema field per `{name}` of the path. */
  params?: z.ZodType<Record<string, string>>;
  /** The query string parameters (each a string as sent; the schema coerces). */
  query?: z.ZodType;
  request?: z.ZodType;
  response?: z.ZodType;
}

/**
 * Every route of the HTTP API, one contract for the SPA's client, the Lambda handlers, the CDK stack
 * and the local runtime. The route id names the handler file (`lambdas/http/<id>.handler.ts`).
 */
export const API_ROUTES = {
  'get-catalogue': {
    method: 'GET',
    path: '/api/catalogue',
    auth: 'public',
    response: catalogueResponseSchema,
  },
  'get-brand': { method: 'GET', path: '/api/brand', auth: 'public', response: brand.brandSchema },
  'validate-coupon': {
    method: 'POST',
    path: '/api/coupons/validate',
    auth: 'public',
    request: checkout.couponValidateRequestSchema,
    response: checkout.couponValidateResponseSchema,
  },
  'create-checkout': {
    method: 'POST',
    path: '/api/checkout',
    auth: 'public',
    request: checkout.checkoutRequestSchema,
    response: checkout.checkoutResponseSchema,
  },
  'payment-webhook': { method: 'POST', path: '/api/payments/webhook', auth: 'public' },
  'get-order': {
    method: 'GET',
    path: '/api/orders/{reference}',
    auth: 'public',
    params: orders.orderPathSchema,
    response: orders.orderViewSchema,
  },
  'retry-order': {
    method: 'POST',
    path: '/api/orders/{reference}/retry',
    auth: 'public',
    params: orders.orderPathSchema,
    response: orders.orderViewSchema,
  },
  'resend-order-email': {
    method: 'POST',
    path: '/api/orders/{reference}/resend-email',
    auth: 'public',
    params: orders.orderPathSchema,
    response: orders.resendEmailResponseSchema,
  },
  'refresh-order-qr': {
    method: 'POST',
    path: '/api/orders/{reference}/refresh-qr',
    auth: 'public',
    params: orders.orderPathSchema,
    response: orders.refreshQrResponseSchema,
  },
  'get-order-invoice': {
    method: 'GET',
    path: '/api/orders/{reference}/invoice',
    auth: 'public',
    params: orders.orderPathSchema,
    response: orders.invoiceResponseSchema,
  },
  'check-esim-status': {
    method: 'POST',
    path: '/api/esim/status',
    auth: 'public',
    request: esim.esimStatusRequestSchema,
    response: esim.esimStatusResponseSchema,
  },
  'list-top-up-offers': {
    method: 'POST',
    path: '/api/top-ups/offers',
    auth: 'public',
    request: topUp.topUpOffersRequestSchema,
    response: topUp.topUpOffersResponseSchema,
  },
  'create-top-up-checkout': {
    method: 'POST',
    path: '/api/top-ups/checkout',
    auth: 'public',
    request: topUp.topUpCheckoutRequestSchema,
    response: topUp.topUpCheckoutResponseSchema,
  },
  'record-esim-allocation': {
    method: 'POST',
    path: '/api/esim/allocations/{reference}',
    auth: 'public',
    params: orders.orderPathSchema,
    query: esim.allocationCallbackQuerySchema,
    request: esim.allocationCallbackRequestSchema,
    response: esim.allocationCallbackResponseSchema,
  },
  'send-iccid-reminder': {
    method: 'POST',
    path: '/api/esim/reminder',
    auth: 'public',
    request: esim.reminderRequestSchema,
    response: esim.reminderResponseSchema,
  },
  'send-email-code': {
    method: 'POST',
    path: '/api/email-codes',
    auth: 'public',
    request: accounts.emailCodeRequestSchema,
    response: accounts.emailCodeResponseSchema,
  },
  'verify-email-code': {
    method: 'POST',
    path: '/api/email-codes/verify',
    auth: 'public',
    request: accounts.emailCodeVerifyRequestSchema,
    response: accounts.emailCodeVerifyResponseSchema,
  },
  'check-account': {
    method: 'POST',
    path: '/api/accounts/check',
    auth: 'public',
    request: accounts.accountCheckRequestSchema,
    response: accounts.accountCheckResponseSchema,
  },
  'verify-account': {
    method: 'POST',
    path: '/api/accounts/verify',
    auth: 'public',
    request: accounts.accountVerifyRequestSchema,
    response: accounts.accountVerifyResponseSchema,
  },
  'set-account-password': {
    method: 'POST',
    path: '/api/accounts/password',
    auth: 'public',
    request: accounts.accountPasswordRequestSchema,
    response: accounts.accountPasswordResponseSchema,
  },
  'register-account': {
    method: 'POST',
    path: '/api/accounts/register',
    auth: 'public',
    request: accounts.accountRegisterRequestSchema,
    response: accounts.accountRegisterResponseSchema,
  },
  'create-support-ticket': {
    method: 'POST',
    path: '/api/support/tickets',
    auth: 'public',
    request: support.supportTicketRequestSchema,
    response: support.supportTicketResponseSchema,
  },
  'get-support-contact': {
    method: 'GET',
    path: '/api/support/contact',
    auth: 'public',
    response: support.supportContactResponseSchema,
  },
  chat: {
    method: 'POST',
    path: '/api/chat',
    auth: 'public',
    request: support.chatRequestSchema,
    response: support.chatResponseSchema,
  },
  'create-enterprise-lead': {
    method: 'POST',
    path: '/api/enterprise/leads',
    auth: 'public',
    request: enterprise.enterpriseLeadRequestSchema,
    response: enterprise.enterpriseLeadResponseSchema,
  },
  'get-me': { method: 'GET', path: '/api/me', auth: 'user', response: accounts.meResponseSchema },
  'update-me': {
    method: 'PATCH',
    path: '/api/me',
    auth: 'user',
    request: accounts.meUpdateRequestSchema,
    response: accounts.meResponseSchema,
  },
  'list-my-esims': {
    method: 'GET',
    path: '/api/me/esims',
    auth: 'user',
    response: accounts.myEsimsResponseSchema,
  },
  'list-my-orders': {
    method: 'GET',
    path: '/api/me/orders',
    auth: 'user',
    response: accounts.myOrdersResponseSchema,
  },
  'get-business': {
    method: 'GET',
    path: '/api/business',
    auth: 'user',
    response: accounts.businessResponseSchema,
  },
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
  'update-brand': {
    method: 'PUT',
    path: '/api/admin/brand',
    auth: 'admin',
    request: brand.brandUpdateSchema,
    response: brand.brandSchema,
  },
  'create-logo-upload': {
    method: 'POST',
    path: '/api/admin/brand/logo',
    auth: 'admin',
    request: brand.logoUploadRequestSchema,
    response: brand.logoUploadResponseSchema,
  },
  'publish-logo': {
    method: 'POST',
    path: '/api/admin/brand/logo/publish',
    auth: 'admin',
    request: brand.logoPublishRequestSchema,
    response: brand.logoPublishResponseSchema,
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

export type RouteId = keyof typeof API_ROUTES;

type Schema<T, K extends 'request' | 'response'> = T extends Record<K, infer S extends z.ZodType> ? S : never;
/** Body a client sends to route R (the schema's input type). */
export type RequestOf<R extends RouteId> = z.input<Schema<(typeof API_ROUTES)[R], 'request'>>;
/** Body the API answers for route R. */
export type ResponseOf<R extends RouteId> = z.output<Schema<(typeof API_ROUTES)[R], 'response'>>;

/** Fill `{name}` parameters of a route path, URL-encoding each value. */
export function routePath(route: RouteId, params: Record<string, string> = {}): string {
  return API_ROUTES[route].path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${route}`);
    return encodeURIComponent(value);
  });
}
