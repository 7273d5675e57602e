import { Button, Stack, Text } from '@chakra-ui/react';
import * as z from '@shared/validation/zod';
import { requiredEmail } from '@shared/api/fields';
import { MESSAGES } from '@shared/validation/messages';
import { EmailProofStep, type EmailProof } from '@/components/email-proof/email-proof-step';
import { emailCodes } from '@/lib/api/email-codes';

const emailOnly = z.object({ email: requiredEmail(MESSAGES.email.required) });

type OwnEsimsProofProps = {
  /** The e-mail typed in the status checker. */
  email: string;
  /** Checks the eSIMs of the proven address; throws to show a refusal here. */
  onProof: (email: string, proof: EmailProof) => Promise<void>;
  onCancel: () => void;
};

/**
 * The owner's way to the status of every eSIM of an address without an ICCID: the e-mail, proved
 * by the one-time code mailed to it. Knowing an address proves nothing, so the list of its eSIMs
 * (the spec's 'eSIM n - ICCID' picker) needs the code.
 */
export function OwnEsimsProof({ email, onProof, onCancel }: OwnEsimsProofProps) {
  return (
    <Stack gap="4">
      <Text color="fg.muted">
        We email you a 6-digit code. With it you see every eSIM bought with this email address.
      </Text>
      <EmailProofStep
        schema={emailOnly}
        codes={emailCodes}
        defaultValues={{ email }}
        submitLabel="Email me a code"
        onVerified={(values, proof) => onProof(values.email, proof)}
      />
      <Button variant="ghost" alignSelf="start" onClick={onCancel}>
        Back to the ICCID check
      </Button>
    </Stack>
  );
}
