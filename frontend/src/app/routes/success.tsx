import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart';
import { NoOrderFound, OrderSuccess } from '@/features/order/components/order-success';

/** /success?reference=…: fulfilment progress and the delivered eSIM, or the way back after a failed payment. */
export default function SuccessRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { clear, openCart } = useCart();
  const reference = params.get('reference');
  // As after a failed payment at checkout: home, with the cart (still holding the bundle) open.
  const backToCart = useCallback(() => {
    openCart();
    navigate(paths.home);
  }, [openCart, navigate]);
  if (!reference) return <NoOrderFound />;
  return <OrderSuccess reference={reference} onCompleted={clear} onBackToCart={backToCart} />;
}
