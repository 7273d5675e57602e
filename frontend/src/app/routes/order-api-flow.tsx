import { OrderTestPage } from '@/features/staff/components/order-test-page';
import { StaffPage } from '@/features/staff/components/staff-page';

/** /order-api-flow: the order test page opened on its Full Order Flow (own-admins only). */
export default function OrderApiFlowRoute() {
  return (
    <StaffPage title="Order API Flow" lead="A free test order through the real order pipeline, step by step.">
      <OrderTestPage defaultTab="full-flow" />
    </StaffPage>
  );
}
