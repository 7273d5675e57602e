import { EmailTestForm } from '@/features/staff/components/email-test-form';
import { StaffPage } from '@/features/staff/components/staff-page';

/** /emailtest: one test message through the shop's mailer (own-admins only). */
export default function EmailTestRoute() {
  return (
    <StaffPage title="Email Test" lead="Send a test message through the shop's mailer.">
      <EmailTestForm />
    </StaffPage>
  );
}
