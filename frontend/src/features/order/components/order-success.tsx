import { Button, Container, Heading, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { useOrder } from '../api/get-order';
import { ContactSupportButton, ResendEmailButton } from './order-actions';
import { OrderProgress } from './order-progress';
import { MESSAGES } from '@shared/validation/messages';

/** Set by checkout before leaving for payment; marks the buyer's own first arrival here. */
export const ORDER_REFERENCE_KEY = 'order_reference';
/** Read by the cart on start: a completed order empties it. */
export const ORDER_COMPLETED_KEY = 'order_completed';

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode); the page works without it.
  }
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <Container maxW="lg" py="16">
      <Stack gap="4" align="center" textAlign="center">
        {children}
      </Stack>
    </Container>
  );
}

/** /success without a reference. */
export function NoOrderFound() {
  return (
    <Centered>
      <Heading as="h1" size="xl">
        {MESSAGES.success.noOrder}
      </Heading>
      <Text color="fg.muted">
        We could not find an order to show. Choose a bundle to get your travel eSIM.
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.bundleSelector}>Go to Bundle Selection</RouterLink>
      </Button>
    </Centered>
  );
}

function OrderUnavailable({ message }: { message: string }) {
  return (
    <Centered>
      <Heading as="h1" size="xl">
        Order not available
      </Heading>
      <Text role="alert">{message}</Text>
      <Wrap gap="3" justify="center">
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.home}>Go to Homepage</RouterLink>
        </Button>
        <ContactSupportButton />
      </Wrap>
    </Centered>
  );
}

function OrderDelivered({ reference }: { reference: string }) {
  return (
    <Centered>
      <Heading as="h1" size="xl">
        {MESSAGES.success.delivered}
      </Heading>
      <Text color="fg.muted">{MESSAGES.success.deliveredDetail}</Text>
      <Wrap gap="3" justify="center">
        <ResendEmailButton reference={reference} />
        <ContactSupportButton />
      </Wrap>
    </Centered>
  );
}

/** The payment was declined or the checkout expired: nothing to deliver; the cart still holds the bundle. */
function PaymentFailed({ onBackToCart }: { onBackToCart?: () => void }) {
  return (
    <Centered>
      <Heading as="h1" size="xl">
        {MESSAGES.checkout.paymentFailed.title}
      </Heading>
      <Text role="alert">{MESSAGES.checkout.paymentFailed.description}</Text>
      <Wrap gap="3" justify="center">
        {onBackToCart ? (
          <Button colorPalette="brand" onClick={onBackToCart}>
            {MESSAGES.success.backToCart}
          </Button>
        ) : (
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.home}>{MESSAGES.success.backToCart}</RouterLink>
          </Button>
        )}
        <ContactSupportButton />
      </Wrap>
    </Centered>
  );
}

/** The payment did not match the order (amount, currency or checkout): held for a person to check. */
function PaymentUnderReview() {
  return (
    <Centered>
      <Heading as="h1" size="xl">
        {MESSAGES.success.reviewTitle}
      </Heading>
      <Text role="status">{MESSAGES.success.review}</Text>
      <ContactSupportButton />
    </Centered>
  );
}

type OrderSuccessProps = {
  reference: string;
  /** Called once when this visit sees the order complete (the page empties the cart). */
  onCompleted?: () => void;
  /** The way back to the cart after a failed or expired payment (the page opens the cart). */
  onBackToCart?: () => void;
};

/**
 * The success page for one order. It only reads the order's progress; fulfilment runs on the server.
 * An order that is already delivered when a later visit opens the page shows the short 'delivered'
 * view; the buyer arriving from checkout sees the eSIM card even if delivery beat them to the page.
 */
export function OrderSuccess({ reference, onCompleted, onBackToCart }: OrderSuccessProps) {
  const { data: order, error } = useOrder(reference);
  const [freshArrival] = useState(() => readStorage(ORDER_REFERENCE_KEY) === reference);
  const [view, setView] = useState<'progress' | 'delivered' | null>(null);
  const completedSeen = useRef(false);

  if (order && view === null) setView(order.delivered && !freshArrival ? 'delivered' : 'progress');

  useEffect(() => {
    // A top-up is bought from the status page, not the cart: completing it leaves the cart alone.
    if (order?.kind === 'topup') return;
    if (view !== 'progress' || order?.status !== 'completed' || completedSeen.current) return;
    completedSeen.current = true;
    writeStorage(ORDER_COMPLETED_KEY, 'true');
    writeStorage(ORDER_REFERENCE_KEY, null);
    onCompleted?.();
  }, [view, order?.status, order?.kind, onCompleted]);

  if (!order) {
    if (error) {
      const notFound = error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
      return (
        <OrderUnavailable message={notFound ? MESSAGES.success.notExist : MESSAGES.success.loadFailed} />
      );
    }
    return (
      <Centered>
        <Spinner size="lg" color="brand.solid" />
        <Text role="status">Loading your order...</Text>
      </Centered>
    );
  }
  // Declined, or a checkout that ended unpaid (cancelled or lapsed): back to the cart either way.
  if (order.status === 'payment_failed' || order.status === 'cancelled')
    return <PaymentFailed onBackToCart={onBackToCart} />;
  if (order.status === 'review') return <PaymentUnderReview />;
  // A top-up's page always shows its progress: the eSIM it added data to is the traveller's already.
  if (order.kind !== 'topup' && view === 'delivered') return <OrderDelivered reference={reference} />;
  return <OrderProgress order={order} />;
}
