import { useSearchParams } from 'react-router-dom';
import { useCart } from '@/features/cart';
import { NoOrderFound, OrderSuccess } from '@/features/order/components/order-success';

/** /success?reference=…: fulfilment progress and the delivered eSIM. */
export default function SuccessRoute() {
  const [params] = useSearchParams();
  const { clear } = useCart();
  const reference = params.get('reference');
  if (!reference) return <NoOrderFound />;
  return <OrderSuccess reference={reference} onCompleted={clear} />;
}
