/** What the API client loads on its first call: the routes' contract and the error shape. */
export { apiErrorSchema, GENERIC_ERROR_MESSAGE } from '@shared/api/common.schema';
export { API_ROUTES, routePath } from '@shared/api/routes';
