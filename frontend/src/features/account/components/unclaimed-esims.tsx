import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import * as z from '@shared/validation/zod';
import { requiredEmail } from '@shared/api/fields';
import { MESSAGES } from '@shared/validation/messages';
import { EmailProofStep } from '@/components/email-proof/email-proof-step';
import { emailCodes } from '@/lib/api/email-codes';
import { SectionCard } from '@/components/ui/section-card';
import { toaster } from '@/components/ui/toaster';
import { useClaimMyEsims } from '../api/claim-my-esims';

const claimSchema = z.object({ email: requiredEmail(MESSAGES.email.required) });

const esims = (count: number) => (count === 1 ? 'an eSIM' : `${count} eSIMs`);

/**
 * eSIMs bought with the account's e-mail by someone who was not signed in: anyone may type any
 * address at checkout, so they join the account only when its owner asks, proving the address with
 * a code mailed to it (the same one-time-code step as everywhere else).
 */
export function UnclaimedEsims({ count, email }: { count: number; email: string }) {
  const [open, setOpen] = useState(false);
  const claim = useClaimMyEsims();

  async function add(proof: string) {
    const { claimed } = await claim.mutateAsync(proof);
    setOpen(false);
    toaster.create({
      type: 'success',
      title: 'eSIMs added',
      description: `${claimed.length === 1 ? '1 eSIM' : `${claimed.length} eSIMs`} added to your account.`,
    });
  }

  return (
    <SectionCard title="Bought with your email, not in your account">
      <Stack gap="4" align="start">
        <Text>
          {`Someone bought ${esims(count)} with ${email} without signing in, so we keep ${
            count === 1 ? 'it' : 'them'
          } out of your account until you confirm. If you bought ${
            count === 1 ? 'it' : 'them'
          }, confirm your email with a code and ${count === 1 ? 'it joins' : 'they join'} your eSIMs.`}
        </Text>
        {open ? (
          <EmailProofStep
            schema={claimSchema}
            codes={emailCodes}
            defaultValues={{ email }}
            submitLabel="Send code"
            onVerified={(_, proof) => add(proof.proof)}
          />
        ) : (
          <Button colorPalette="brand" onClick={() => setOpen(true)}>
            Add to my account
          </Button>
        )}
      </Stack>
    </SectionCard>
  );
}
