import { BusinessPage } from '@/features/business/components/business-page';
import { RequireAccount } from '@/lib/auth/require-account';

/** /business: business-admins and business-users only (SPEC section 6). */
export default function BusinessRoute() {
  return (
    <RequireAccount types={['business-admin', 'business-user']}>
      <BusinessPage />
    </RequireAccount>
  );
}
