/** Proof that whoever is at the keyboard reads the mail of `email`, valid until `expiresAt`. */
export type EmailProof = { email: string; proof: string; expiresAt: string };

/** Whether a held proof is for `email` and still valid for a request or two. */
export function isUsableProof(proof: EmailProof | null | undefined, email: string): proof is EmailProof {
  return Boolean(proof && proof.email === email && Date.parse(proof.expiresAt) > Date.now() + 5_000);
}
