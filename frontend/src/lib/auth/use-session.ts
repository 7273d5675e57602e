import { use } from 'react';
import { SessionContext, type Session } from './session-provider';

/** The signed-in state (SPEC section 3: user, isAuthenticated, accountType) and its actions. */
export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider above it');
  return session;
}
