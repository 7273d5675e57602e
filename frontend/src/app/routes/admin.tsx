import { AdminPage } from '@/features/admin/components/admin-page';
import { RequireAccount } from '@/lib/auth/require-account';

/** /admin: own-admins only; everyone else goes to /login (SPEC section 2). */
export default function AdminRoute() {
  return (
    <RequireAccount types={['own-admin']}>
      <AdminPage />
    </RequireAccount>
  );
}
