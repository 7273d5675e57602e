import { Button, Checkbox, HStack, Input, Link, RadioGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import type { CouponValidateResponse } from '@shared/api/checkout.schema';
import type {
  TopUpCheckoutRequest,
  TopUpCheckoutResponse,
  TopUpOffersResponse,
} from '@shared/api/top-up.schema';
import { formatEur } from '@shared/pricing/money';
import { priceBreakdown } from '@shared/pricing/price-lines';
import { MESSAGES } from '@shared/validation/messages';
import { PriceBreakdownList } from '@/components/pricing/price-breakdown';
import { FormField } from '@/components/ui/form/form-field';
import { InlineAlert } from '@/components/ui/inline-alert';
import { SectionCard } from '@/components/ui/section-card';
import { toaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { isRefusal } from '@/lib/api-error';
import { leaveForPayment } from './leave-for-payment';

const COUPON_DEBOUNCE_MS = 400;

function useSettledValue(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The API behind the form, given by the feature that shows it (`topUpApi` of `@/lib/api/top-up`):
 * a constant, so that every render calls the same hooks.
 */
export type TopUpApi = {
  /** The top-ups of the eSIM's zone, for its e-mail and ICCID. */
  useOffers: (email: string, iccid: string) => UseQueryResult<TopUpOffersResponse, unknown>;
  /** The server's quote for the chosen top-up with a coupon (idle without a code or a top-up). */
  useCoupon: (code: string, bundleId: string | null) => UseQueryResult<CouponValidateResponse, unknown>;
  /** Starts the payment of the chosen top-up (or the order of a free one). */
  useCheckout: () => UseMutationResult<TopUpCheckoutResponse, Error, TopUpCheckoutRequest>;
};

type TopUpActionProps = {
  /** The e-mail the eSIM was checked with (the status checker's) or the signed-in user's. */
  email: string;
  iccid: string;
  api: TopUpApi;
};

/**
 * 'Top up this eSIM': the top-ups of the eSIM's zone with their prices, a coupon, the terms, and
 * off to the hosted payment page (or straight to the order page for a free top-up). The server
 * prices everything; the figures here are its answers.
 */
export function TopUpAction({ email, iccid, api }: TopUpActionProps) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button colorPalette="brand" variant="outline" onClick={() => setOpen(true)}>
        {MESSAGES.topUp.action}
      </Button>
    );
  }
  return <TopUpForm email={email} iccid={iccid} api={api} onClose={() => setOpen(false)} />;
}

function TopUpForm({ email, iccid, api, onClose }: TopUpActionProps & { onClose: () => void }) {
  const { useOffers, useCoupon, useCheckout } = api;
  const offers = useOffers(email, iccid);
  const [bundleId, setBundleId] = useState<string | null>(null);
  const [couponInput, setCouponInput] = useState('');
  const [terms, setTerms] = useState(false);
  const couponCode = useSettledValue(couponInput.trim(), COUPON_DEBOUNCE_MS);
  const checkout = useCheckout();

  const list = offers.data?.offers ?? [];
  // The cheapest is chosen until the traveller picks another.
  const chosen = list.find((offer) => offer.bundleId === bundleId) ?? list[0] ?? null;
  const coupon = useCoupon(couponCode, chosen?.bundleId ?? null);

  const couponSettling = couponInput.trim() !== couponCode || (couponCode !== '' && coupon.isFetching);
  const applied = couponCode !== '' && coupon.data?.valid ? coupon.data : null;
  const processing = checkout.isPending || checkout.isSuccess;
  const free = applied?.quote.free === true;
  const label = processing ? 'Processing...' : free ? 'Get Free Top-up' : 'Proceed to Payment';
  // The chosen top-up's price, or the server's quote for it with the applied coupon.
  const prices = priceBreakdown(
    applied?.quote ?? { priceCents: chosen?.priceCents ?? 0 },
    applied ? couponCode : null,
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    checkout.mutate(
      { email, iccid, bundleId: chosen.bundleId, couponCode: couponCode || null, acceptTerms: true },
      {
        onSuccess: (result) => leaveForPayment(result.checkoutUrl),
        onError: (error) =>
          toaster.create({
            type: 'error',
            title: MESSAGES.checkout.paymentProcessingFailed,
            ...(isRefusal(error) && { description: error.message }),
          }),
      },
    );
  }

  return (
    <SectionCard
      title={MESSAGES.topUp.action}
      subtitle={
        <Text fontSize="sm" color="fg.muted">
          ICCID {iccid}
        </Text>
      }
    >
      {offers.isPending ? (
        <HStack gap="3" color="fg.muted">
          <Spinner size="sm" />
          <Text>Loading top-ups...</Text>
        </HStack>
      ) : offers.isError ? (
        <InlineAlert status="error">
          {isRefusal(offers.error) ? offers.error.message : MESSAGES.status.checkFailed}
        </InlineAlert>
      ) : list.length === 0 ? (
        <InlineAlert status="info">{MESSAGES.topUp.noOffers}</InlineAlert>
      ) : (
        <form onSubmit={submit} noValidate aria-label={MESSAGES.topUp.action}>
          <Stack gap="4">
            <Text color="fg.muted" fontSize="sm">
              Add data to this eSIM in {offers.data.zone}. There is nothing new to install. Prices include 21%
              VAT.
            </Text>
            <RadioGroup.Root
              value={chosen?.bundleId ?? null}
              onValueChange={(details) => setBundleId(details.value)}
              aria-label="Top-up"
              colorPalette="brand"
            >
              <Stack gap="2">
                {list.map((offer) => (
                  <RadioGroup.Item key={offer.bundleId} value={offer.bundleId}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>
                      {`${offer.size} for ${offer.validityDays} ${offer.validityDays === 1 ? 'day' : 'days'} – ${formatEur(offer.priceCents)}`}
                    </RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
            <FormField
              label="Coupon Code"
              optional
              helperText={
                couponInput.trim() === '' ? null : (
                  <Text
                    fontSize="sm"
                    role="status"
                    aria-live="polite"
                    color={applied ? 'success.fg' : 'fg.muted'}
                  >
                    {couponSettling
                      ? 'Checking coupon...'
                      : applied
                        ? `Coupon applied: -${formatEur(applied.quote.discountCents)}`
                        : 'This coupon code is not valid and will not be applied.'}
                  </Text>
                )
              }
            >
              <Input
                value={couponInput}
                onChange={(event) => setCouponInput(event.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
              />
            </FormField>
            <Checkbox.Root checked={terms} onCheckedChange={(details) => setTerms(details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                I accept the{' '}
                <Link
                  href={paths.terms}
                  target="_blank"
                  rel="noopener"
                  colorPalette="brand"
                  textDecoration="underline"
                >
                  terms and conditions
                </Link>
              </Checkbox.Label>
            </Checkbox.Root>
            <PriceBreakdownList breakdown={prices} />
            <HStack gap="3" wrap="wrap">
              <Button
                type="submit"
                colorPalette="brand"
                disabled={processing || !terms || couponSettling || !chosen}
              >
                {label}
              </Button>
              <Button variant="ghost" onClick={onClose} disabled={processing}>
                Cancel
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
    </SectionCard>
  );
}
