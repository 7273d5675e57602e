import type { EmailProof } from '@/components/email-proof/email-proof';

/**
 * The e-mail proof of this visit, held by /auth for all its tabs: a proof from Check Account serves
 * Set Password too, until a password or a registration uses it up.
 */
export type ProofHolder = {
  proof: EmailProof | null;
  onProof: (proof: EmailProof | null) => void;
};
