import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { AccountType } from '../../../shared/api/accounts.schema';
import { ensureUser } from '../../../infra/local/cognito-local';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../../infra/local/dynamo-local';
import type { LocalRuntime } from '../../../infra/local/runtime/start-runtime';

export type TestAccount = { email: string; password: string; name: string; type: AccountType };

/**
 * An account as the server would have made it: a Cognito sign-in with a verified e-mail and a
 * permanent password in the account type's group (the local pool's admin API), and its users row.
 */
export async function createAccount(runtime: LocalRuntime, account: TestAccount): Promise<void> {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: runtime.cognito.endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  const dynamo = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: runtime.dynamodbEndpoint,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    }),
  );
  try {
    await ensureUser(cognito, runtime.cognito.userPoolId, {
      email: account.email,
      password: account.password,
      name: account.name,
      group: account.type,
    });
    await dynamo.send(
      new PutCommand({
        TableName: runtime.tableNames.users,
        Item: {
          id: randomUUID(),
          email: account.email,
          full_name: account.name,
          account_type: account.type,
          iccid: '',
          created_at: new Date().toISOString(),
        },
      }),
    );
  } finally {
    cognito.destroy();
    dynamo.destroy();
  }
}

/**
 * The ID token of a sign-in, as the browser holds it after signing in: what a signed-in buyer's
 * checkout carries, so that the order's eSIM joins the account's list (an order placed without it,
 * by anyone, waits there unclaimed).
 */
export async function idTokenOf(runtime: LocalRuntime, email: string, password: string): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: runtime.cognito.endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    const result = await cognito.send(
      new InitiateAuthCommand({
        ClientId: runtime.cognito.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const token = result.AuthenticationResult?.IdToken;
    if (!token) throw new Error(`No ID token for ${email}`);
    return token;
  } finally {
    cognito.destroy();
  }
}

/** Fills the sign-in form of /login or of the Login tab and submits it. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}
