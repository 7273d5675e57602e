import { Center, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { AccountType } from '@shared/api/accounts.schema';
import { pageHref, paths } from '@/config/paths';
import { useSession } from './use-session';

type RequireAccountProps = {
  /** Account types allowed here; any signed-in user when absent. */
  types?: readonly AccountType[];
  /** The guarded page; the child route (an `<Outlet />`) when used as a layout route. */
  children?: ReactNode;
  /** Shown while a stored session is being restored; a spinner by default. */
  fallback?: ReactNode;
};

/**
 * Guards a page. Without a session the visitor goes to /login, which brings them back here after
 * signing in. A signed-in user of another account type goes to /login as well (SPEC section 2), and
 * without a way back, since coming back would only send them away again.
 */
export function RequireAccount({ types, children, fallback }: RequireAccountProps) {
  const { status, accountType } = useSession();
  const location = useLocation();
  if (status === 'loading') {
    return (
      <Center py="20" aria-busy="true">
        {fallback ?? <Spinner size="lg" color="brand.solid" aria-label="Checking your session" />}
      </Center>
    );
  }
  if (status === 'anonymous' || !accountType) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={pageHref(paths.login, { redirectTo: back })} replace />;
  }
  if (types && !types.includes(accountType)) return <Navigate to={paths.login} replace />;
  return children ?? <Outlet />;
}
