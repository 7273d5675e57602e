import { Text } from '@chakra-ui/react';
import { ACCOUNT_LOADING, AccountPage } from '@/features/account/components/account-page';
import { RequireAccount } from '@/lib/auth/require-account';

/** /account: any signed-in user; others go to /login and come back after signing in. */
export default function AccountRoute() {
  return (
    <RequireAccount fallback={<Text>{ACCOUNT_LOADING}</Text>}>
      <AccountPage />
    </RequireAccount>
  );
}
