import { GetSecretValueCommand, type SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from '../../shared/validation/zod';

/**
 * Reads secrets from Secrets Manager, once per container and then from memory for `ttlMs`, so a
 * rotated secret is picked up without a redeploy but a busy Lambda does not call Secrets Manager
 * on every invocation.
 */
export class SecretsManagerSecrets {
  private readonly cache = new Map<string, { value: Promise<string>; expiresAt: number }>();

  constructor(
    private readonly client: SecretsManagerClient,
    private readonly ttlMs = 5 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  async getString(secretId: string): Promise<string> {
    const hit = this.cache.get(secretId);
    if (hit && hit.expiresAt > this.now()) return hit.value;
    const value = this.client.send(new GetSecretValueCommand({ SecretId: secretId })).then((out) => {
      if (typeof out.SecretString !== 'string') throw new Error(`Secret ${secretId} has no string value`);
      return out.SecretString;
    });
    this.cache.set(secretId, { value, expiresAt: this.now() + this.ttlMs });
    // A failed read must not stick: drop it so the next call asks again.
    value.catch(() => this.cache.delete(secretId));
    return value;
  }

  /**
   * The secret as a JSON object checked with its schema (e.g. `{ "clientId": "…", "clientSecret": "…" }`).
   * A refusal names the fields that are wrong, never their values.
   */
  async getJson<T>(secretId: string, schema: z.core.$ZodType<T>): Promise<T> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await this.getString(secretId));
    } catch (error) {
      if (error instanceof SyntaxError) throw new Error(`Secret ${secretId} is not a JSON object`);
      throw error;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new Error(`Secret ${secretId} is not a JSON object`);
    }
    const checked = z.safeParse(schema, parsed);
    if (!checked.success) {
      const fields = [...new Set(checked.error.issues.map((issue) => issue.path.join('.')))];
      throw new Error(`Secret ${secretId} needs a value for ${fields.join(', ')}`);
    }
    return checked.data;
  }
}
