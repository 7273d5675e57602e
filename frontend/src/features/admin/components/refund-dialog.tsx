import { Button, Dialog, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import type { AdminOrder } from '@shared/api/admin-console.schema';
import { REFUND_MESSAGES } from '@shared/api/refunds.schema';
import { centsFromEuros, formatEur } from '@shared/pricing/money';
import { FormField } from '@/components/ui/form/form-field';
import { InlineAlert } from '@/components/ui/inline-alert';
import { toaster } from '@/components/ui/toaster';
import { useRefundOrder } from '../api/refunds';

/** The reason a failed order's one-click refund gives. */
export const FAILED_ORDER_REASON = 'The order failed: refunded in full.';

const euros = (cents: number) => (cents / 100).toFixed(2);

const AMOUNT_FORMAT = 'Please enter an amount in euros above 0, e.g. 12.50.';

/** The amount typed, in cents, or the message saying what is wrong with it. */
export function parseRefundAmount(text: string, paidCents: number): number | string {
  const value = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return AMOUNT_FORMAT;
  const cents = centsFromEuros(Number(value));
  if (cents <= 0) return AMOUNT_FORMAT;
  if (cents > paidCents) return REFUND_MESSAGES.aboveConfirmed(paidCents);
  return cents;
}

type Mode = 'choose' | 'full';

/**
 * Refund an order: the amount (what was paid, or less) and a reason, then a confirmation naming what
 * goes back to whom. `full` is a failed order's one click: straight to the confirmation of a full
 * refund, with its reason given.
 */
export function RefundDialog({ order, mode = 'choose' }: { order: AdminOrder; mode?: Mode }) {
  const refund = useRefundOrder();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<'form' | 'confirm'>(mode === 'full' ? 'confirm' : 'form');
  const [amount, setAmount] = useState(euros(order.totalCents));
  const [reason, setReason] = useState(mode === 'full' ? FAILED_ORDER_REASON : '');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const parsed = parseRefundAmount(amount, order.totalCents);
  const amountCents = typeof parsed === 'number' ? parsed : order.totalCents;
  const partial = amountCents < order.totalCents;

  const reset = () => {
    setStep(mode === 'full' ? 'confirm' : 'form');
    setAmount(euros(order.totalCents));
    setReason(mode === 'full' ? FAILED_ORDER_REASON : '');
    setErrors({});
    refund.reset();
  };
  const review = () => {
    const found = {
      ...(typeof parsed === 'string' && { amount: parsed }),
      ...(!reason.trim() && { reason: REFUND_MESSAGES.reasonRequired }),
    };
    setErrors(found);
    if (Object.keys(found).length === 0) setStep('confirm');
  };
  const confirm = () =>
    refund.mutate(
      { reference: order.reference, reason: reason.trim(), ...(partial && { amountCents }) },
      {
        onSuccess: (answer) => {
          toaster.create({
            type: 'success',
            title: 'Order refunded',
            description: `${formatEur(answer.refund.amountCents)} goes back to ${order.email}.`,
          });
          setOpen(false);
        },
      },
    );
  const label = mode === 'full' ? 'Refund in full' : 'Refund';

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (details.open) reset();
      }}
      placement="center"
    >
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" colorPalette="danger">
          {label}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Refund {order.reference}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {step === 'form' ? (
                <Stack gap="4">
                  <FormField
                    label="Amount (€)"
                    required
                    error={errors.amount}
                    helperText={`Paid: ${formatEur(order.totalCents)}. Keep it for a full refund, or lower it for a partial one.`}
                  >
                    <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
                  </FormField>
                  <FormField label="Reason" required error={errors.reason}>
                    <Textarea
                      rows={3}
                      maxLength={500}
                      value={reason}
                      onChange={(e) => setReason(e.target.value)}
                    />
                  </FormField>
                </Stack>
              ) : (
                <Stack gap="3">
                  <Text>
                    {partial
                      ? `Refund ${formatEur(amountCents)} of the ${formatEur(order.totalCents)} paid`
                      : `Refund all ${formatEur(order.totalCents)} paid`}{' '}
                    to {order.email}? An order is refunded once, and this cannot be undone.
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    Reason: {reason.trim()}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    An eSIM that was never installed is deactivated at the provider first. The customer is
                    told by e-mail.
                  </Text>
                  {refund.isError && <InlineAlert status="error">{refund.error.message}</InlineAlert>}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {step === 'confirm' && mode === 'choose' ? (
                <Button variant="outline" onClick={() => setStep('form')} disabled={refund.isPending}>
                  Back
                </Button>
              ) : (
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
              )}
              {step === 'form' ? (
                <Button colorPalette="danger" onClick={review}>
                  Continue
                </Button>
              ) : (
                <Button
                  colorPalette="danger"
                  loading={refund.isPending}
                  loadingText="Refunding..."
                  onClick={confirm}
                >
                  Refund {formatEur(partial ? amountCents : order.totalCents)}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** What the order shows once refunded: how much, when, by whom (or Stripe's dashboard) and why. */
export function RefundSummary({ order }: { order: AdminOrder }) {
  const refund = order.refund;
  if (!refund) return null;
  if (refund.state === 'pending')
    return (
      <InlineAlert status="info">A refund of {formatEur(refund.amountCents)} is in progress.</InlineAlert>
    );
  const when = refund.refundedAt
    ? new Date(refund.refundedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
    : '';
  return (
    <InlineAlert status="warning">
      Refunded {formatEur(refund.amountCents)}
      {refund.amountCents < order.totalCents ? ` of ${formatEur(order.totalCents)}` : ''}
      {when && ` on ${when}`} by {refund.by ?? "Stripe's dashboard"}. Reason: {refund.reason}
      {refund.profileReleased && ' The eSIM had not been installed and was released at the provider.'}
    </InlineAlert>
  );
}
