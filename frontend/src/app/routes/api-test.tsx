import { ApiTestConsole } from '@/features/staff/components/api-test-console';
import { StaffPage } from '@/features/staff/components/staff-page';

/** /api-test: the eSIM provider's endpoints through the admin-only proxy (own-admins only). */
export default function ApiTestRoute() {
  return (
    <StaffPage
      title="API Testing Console"
      lead="Call the eSIM provider's endpoints through the shop's server; the provider token never leaves it."
    >
      <ApiTestConsole />
    </StaffPage>
  );
}
