import type { SecretId } from '../../shared/api/function-access';
import * as z from '../../shared/validation/zod';

const secretField = z.string().check(z.trim(), z.minLength(1));

const schemas = {
  stripe: z.object({ secretKey: secretField, webhookSecret: secretField }),
  esimProvider: z.object({ clientId: secretField, clientSecret: secretField }),
} satisfies Record<SecretId, z.ZodMiniObject>;

export type { SecretId };
export type SecretValue<Id extends SecretId> = z.output<(typeof schemas)[Id]>;

/**
 * The JSON each Secrets Manager secret holds, one zod schema per secret: the functions parse what
 * they read with it, and the stack creates each secret with these fields empty (docs/deploying.md,
 * "Secrets to set", shows how to fill them).
 */
export const SECRET_SCHEMAS: { [Id in SecretId]: z.core.$ZodType<SecretValue<Id>> } = schemas;

/** The fields of a secret, in the schema's order. */
export const secretFields = <Id extends SecretId>(id: Id) =>
  Object.keys(schemas[id].shape) as (keyof SecretValue<Id> & string)[];
