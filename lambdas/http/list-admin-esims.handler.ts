import { httpHandler } from '../lib/http';
import { listAdminEsims } from '../use-cases/staff-tools';
import { esimProvider } from '../wiring/esim-provider';
import { now } from '../wiring/shop';

export const handler = httpHandler('list-admin-esims', () =>
  listAdminEsims({ provider: esimProvider(), now }),
);
