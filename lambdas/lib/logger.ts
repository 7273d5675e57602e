import { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';

/**
 * The one structured logger of every function. Its service name and level come from the function's
 * environment (POWERTOOLS_SERVICE_NAME, POWERTOOLS_LOG_LEVEL), which the stack sets per function.
 */
export const logger = new Logger();

/** Adds the invocation's Lambda context (function name, request id, cold start) to every log line. */
export const logInvocation = () => injectLambdaContext(logger, { resetKeys: true });
