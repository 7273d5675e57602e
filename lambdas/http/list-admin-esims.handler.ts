import { httpHandler } from '../lib/http';
import { listAdminEsims as list } from '../use-cases/staff-tools';
import { wiring } from '../wiring';

export const listAdminEsims = async () => list(wiring());

export const handler = httpHandler('list-admin-esims', listAdminEsims);
