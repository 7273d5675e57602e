import { Logger } from '@aws-lambda-powertools/logger';

/** One structured logger per Lambda module instance. */
export const logger = new Logger({ serviceName: 'esim-shop-api' });
