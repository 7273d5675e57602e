import { OrderTestPage } from '@/features/staff/components/order-test-page';
import { StaffPage } from '@/features/staff/components/staff-page';

/** /order-test: the order pipeline's parts and a full test order (own-admins only). */
export default function OrderTestRoute() {
  return (
    <StaffPage
      title="Order Test"
      lead="Run each part of the order flow, or a whole free test order, against the real services."
    >
      <OrderTestPage />
    </StaffPage>
  );
}
