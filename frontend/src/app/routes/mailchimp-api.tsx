import { IccidReminderComposer } from '@/features/staff/components/iccid-reminder-composer';
import { StaffPage } from '@/features/staff/components/staff-page';

/** /mailchimp-api: the ICCID reminder e-mail composer (own-admins only). */
export default function MailchimpApiRoute() {
  return (
    <StaffPage title="ICCID Reminder Email" lead="Send a customer the ICCIDs of their eSIMs.">
      <IccidReminderComposer />
    </StaffPage>
  );
}
