import { httpHandler, type HttpInput } from '../lib/http';
import { resendOrderEmail as resend } from '../use-cases/resend-order-email';
import { wiring } from '../wiring';

export const resendOrderEmail = async ({ params }: HttpInput<'resend-order-email'>) => {
  const w = wiring();
  return resend(
    { orders: w.orders, brands: w.brands, mailer: w.mailer, shopUrl: w.shopUrl },
    params.reference,
  );
};

export const handler = httpHandler('resend-order-email', resendOrderEmail);
