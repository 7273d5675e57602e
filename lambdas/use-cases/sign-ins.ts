import type { IdentityProvider, NewIdentity } from '../ports/identity-provider';

/**
 * Creates a sign-in with a permanent password, then runs `andThen` (the users row that goes with
 * it). When the password or `andThen` fails, the sign-in is removed again: either both halves
 * exist or neither does. A ConflictError from the directory (the sign-in exists) removes nothing.
 */
export async function createSignIn(
  identity: IdentityProvider,
  signIn: NewIdentity & { password: string },
  andThen: () => Promise<unknown> = async () => undefined,
): Promise<void> {
  await identity.create({ email: signIn.email, name: signIn.name, group: signIn.group });
  try {
    await identity.setPassword(signIn.email, signIn.password);
    await andThen();
  } catch (error) {
    await identity.remove(signIn.email);
    throw error;
  }
}
