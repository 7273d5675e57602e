import { Button, Card, Code, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import * as z from '@shared/validation/zod';
import type { AccountCheckResponse } from '@shared/api/accounts.schema';
import { requiredEmail } from '@shared/api/fields';
import { MESSAGES } from '@shared/validation/messages';
import { EmailProofStep, type EmailProof } from '@/components/email-proof/email-proof-step';
import { emailCodes } from '@/lib/api/email-codes';
import { CopyButton } from '@/components/ui/copy-button';
import { ApiRequestError, isRefusal } from '@/lib/api-client';
import { checkAccount } from '../api/check-account';
import type { AuthTab } from '../utils/auth-links';
import type { ProofHolder } from '../types';
import { NoAccountAlert } from './no-account-alert';
import { formatDate } from '@/lib/format-date';

const checkSchema = z.object({ email: requiredEmail(MESSAGES.email.required) });

type Checked = { email: string; answer: AccountCheckResponse };

type CheckAccountTabProps = ProofHolder & {
  email: string;
  onEmail: (email: string) => void;
  openTab: (tab: AuthTab, email: string) => void;
};

/** Check Account: after the e-mailed code, whether an account exists for the address and what it holds. */
export function CheckAccountTab({ email, onEmail, openTab, proof, onProof }: CheckAccountTabProps) {
  const [checked, setChecked] = useState<Checked | null>(null);

  async function check(values: { email: string }, held: EmailProof) {
    try {
      const answer = await checkAccount({ email: values.email, proof: held.proof });
      onEmail(values.email);
      setChecked({ email: values.email, answer });
    } catch (error) {
      if (isRefusal(error)) throw error;
      throw new ApiRequestError(0, 'check_failed', MESSAGES.account.checkFailed);
    }
  }

  if (!checked) {
    return (
      <Stack gap="4">
        <Text color="fg.muted">
          Enter your email address to see whether it has an account. We email you a code first, so only the
          owner of the address sees the answer.
        </Text>
        <EmailProofStep
          schema={checkSchema}
          codes={emailCodes}
          defaultValues={{ email }}
          submitLabel="Check Account"
          knownProof={proof}
          onProof={onProof}
          onVerified={check}
        />
      </Stack>
    );
  }

  const { account } = checked.answer;
  return (
    <Stack gap="4">
      {account ? (
        <Card.Root variant="subtle" as="section" aria-label="Account found">
          <Card.Body>
            <Stack gap="4">
              <Text fontWeight="semibold">An account exists for this email.</Text>
              <DataList.Root orientation="horizontal" gap="3">
                <DataList.Item>
                  <DataList.ItemLabel>Full name</DataList.ItemLabel>
                  <DataList.ItemValue>{account.fullName || '—'}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Email</DataList.ItemLabel>
                  <DataList.ItemValue>
                    <HStack gap="2" wrap="wrap">
                      <Text wordBreak="break-all">{account.email}</Text>
                      <CopyButton value={account.email} label="email" size="xs" />
                    </HStack>
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>ICCID</DataList.ItemLabel>
                  <DataList.ItemValue>
                    {account.iccids.length === 0 ? (
                      'No eSIM yet'
                    ) : (
                      <Stack gap="2">
                        {account.iccids.map((iccid) => (
                          <HStack key={iccid} gap="2" wrap="wrap">
                            <Code wordBreak="break-all">{iccid}</Code>
                            <CopyButton value={iccid} label={`ICCID ${iccid}`} size="xs" />
                          </HStack>
                        ))}
                      </Stack>
                    )}
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Account type</DataList.ItemLabel>
                  <DataList.ItemValue>{account.accountType}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Created</DataList.ItemLabel>
                  <DataList.ItemValue>{formatDate(account.createdAt, 'long')}</DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
              {!account.canSignIn && (
                <Text fontSize="sm" color="fg.muted">
                  This account has no password yet. Set one to sign in and see your eSIMs in your account.
                </Text>
              )}
              <Button
                colorPalette="brand"
                alignSelf="start"
                onClick={() => openTab('password', checked.email)}
              >
                Use this email for password setup
              </Button>
            </Stack>
          </Card.Body>
        </Card.Root>
      ) : (
        <NoAccountAlert
          message={MESSAGES.account.noAccountFound}
          onCreateAccount={() => openTab('register', checked.email)}
        />
      )}
      <Button variant="ghost" alignSelf="start" onClick={() => setChecked(null)}>
        Check another email
      </Button>
    </Stack>
  );
}
