import { DynamoUserStore } from '../adapters/dynamo-user-store';
import type { UserStore } from '../ports/user-store';
import { tableAdapter } from './aws-clients';

export const userStore = tableAdapter('users', (doc, table): UserStore => new DynamoUserStore(doc, table));
