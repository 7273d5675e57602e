import { httpHandler, type HttpInput } from '../lib/http';
import { validateCoupon as validate } from '../use-cases/validate-coupon';
import { wiring } from '../wiring';

export const validateCoupon = async ({ body }: HttpInput<'validate-coupon'>) => validate(wiring(), body);

export const handler = httpHandler('validate-coupon', validateCoupon);
