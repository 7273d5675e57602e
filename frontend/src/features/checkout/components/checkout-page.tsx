import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { toaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import type { CheckoutItem } from '../types/checkout-item';
import { CheckoutView } from './checkout-view';
import { paymentReturn } from '@shared/order/payment-return';
import { MESSAGES } from '@shared/validation/messages';

type CheckoutPageProps = {
  items: CheckoutItem[];
  /** Opens the cart panel (a failed payment returns the buyer to it). */
  openCart: () => void;
  /** False while the page rendered at build time is hydrated: the stored cart is not known yet. */
  cartKnown?: boolean;
};

/**
 * /checkout: customer details and order summary. An empty cart goes home saying 'Cart is empty'; a
 * return from a failed or a cancelled payment says which and goes home with the cart open, so the
 * buyer can try again.
 */
export function CheckoutPage({ items, openCart, cartKnown = true }: CheckoutPageProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returned = paymentReturn(params);
  const empty = items.length === 0;
  const handled = useRef(false);

  useEffect(() => {
    if (!cartKnown || handled.current || !(returned || empty)) return;
    handled.current = true;
    if (returned === 'failed') toaster.create({ type: 'error', ...MESSAGES.checkout.paymentFailed });
    else if (returned === 'cancelled')
      toaster.create({ type: 'info', ...MESSAGES.checkout.paymentCancelled });
    else toaster.create({ type: 'warning', ...MESSAGES.planner.cartEmpty });
    if (returned) openCart();
    navigate(paths.home, { replace: true });
  }, [cartKnown, returned, empty, openCart, navigate]);

  // Until the stored cart is known, and while an empty cart goes home, the page fills the screen as
  // what follows does (home; the checkout on a phone): the footer waits below the fold instead of
  // jumping down from the bottom of the screen, which is a layout shift.
  if (!cartKnown) {
    return <Container maxW="6xl" minHeight="100dvh" py={{ base: '6', md: '10' }} aria-busy="true" />;
  }

  if (empty || returned) {
    return (
      <Container maxW="md" py="16" minHeight="100dvh">
        <Stack gap="4" align="center" textAlign="center">
          <Heading as="h1" size="lg">
            {MESSAGES.cart.emptyTitle}
          </Heading>
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.home}>Continue Shopping</RouterLink>
          </Button>
        </Stack>
      </Container>
    );
  }

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Checkout
          </Heading>
          <Text color="fg.muted">Complete your details to receive your travel eSIM.</Text>
        </Stack>
        <CheckoutView items={items} />
      </Stack>
    </Container>
  );
}
