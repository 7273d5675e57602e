import { useCart } from '@/features/cart';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';

/** /checkout for the bundle in the cart. */
export default function CheckoutRoute() {
  const { items, openCart, ready } = useCart();
  return <CheckoutPage items={items} openCart={openCart} cartKnown={ready} />;
}
