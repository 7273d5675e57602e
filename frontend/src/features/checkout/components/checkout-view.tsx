import {
  Box,
  Button,
  Card,
  Checkbox,
  CloseButton,
  Input,
  InputGroup,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type * as z from '@shared/validation/zod';
import type { CheckoutRequest, checkoutRequestSchema } from '@shared/api/checkout.schema';
import { formatEur } from '@shared/pricing/money';
import { MESSAGES } from '@shared/validation/messages';
import { FormField } from '@/components/ui/form/form-field';
import { toaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { ApiRequestError, isRefusal } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { useCouponValidation } from '../api/validate-coupon';
import { useCreateCheckout } from '../api/create-checkout';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import type { CheckoutItem } from '../types/checkout-item';
import { isMobileViewport, leaveForCheckout } from '../utils/navigation';
import { CheckoutSummary } from './checkout-summary';
import { useSectionHeading } from '@/components/ui/section-level';

const COUPON_DEBOUNCE_MS = 400;
const FIELDS = ['name', 'email', 'couponCode', 'acceptTerms'] as const;

type FormInput = z.input<typeof checkoutRequestSchema>;

/**
 * Notes the order for the success page: its reference marks the buyer's own arrival there (the eSIM
 * card shows even when delivery beat them to the page), and a free order's completion flag makes the
 * app start with an empty cart. A browser without storage still completes the purchase.
 */
function rememberOrder(reference: string, free: boolean) {
  try {
    localStorage.setItem('order_reference', reference);
    if (free) localStorage.setItem('order_completed', 'true');
  } catch {
    // Storage refused (private mode, quota): the success page then shows its generic views.
  }
}

/**
 * The toast of a checkout that did not go through, with the spec's own titles (SPEC section 8): the
 * account step's 'Account Error' when the e-mail was refused ('Please provide an email address' when
 * it was missing), otherwise 'Failed to process payment. Please try again.' with the server's reason
 * when it gave one. 'Payment Failed' belongs to the return from a failed payment only.
 */
export function checkoutFailure(error: unknown): { title: string; description?: string } {
  if (!isRefusal(error)) return { title: MESSAGES.checkout.paymentProcessingFailed };
  const emailProblem = error.fields['email'];
  if (emailProblem) {
    return {
      title: MESSAGES.checkout.accountError,
      description:
        emailProblem === MESSAGES.checkout.emailRequired ? MESSAGES.checkout.emailMissing : emailProblem,
    };
  }
  return { title: MESSAGES.checkout.paymentProcessingFailed, description: error.message };
}

type CheckoutViewProps = {
  items: CheckoutItem[];
};

/** Customer Information form and Order Summary; submitting leaves for the hosted payment page. */
export function CheckoutView({ items }: CheckoutViewProps) {
  const heading = useSectionHeading();
  const item = items[0];
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, CheckoutRequest>({
    resolver: lazyZodResolver(() =>
      import('@shared/api/checkout.schema').then((module) => module.checkoutRequestSchema),
    ),
    defaultValues: { bundleId: item?.bundleId ?? '', name: '', email: '', couponCode: '' },
  });
  const couponInput = useWatch({ control, name: 'couponCode' }) ?? '';
  const termsAccepted = useWatch({ control, name: 'acceptTerms' }) === true;
  const couponCode = useDebouncedValue(couponInput.trim(), COUPON_DEBOUNCE_MS);
  const coupon = useCouponValidation(couponCode, item?.bundleId);
  const checkout = useCreateCheckout();

  const couponSettling = couponInput.trim() !== couponCode || (couponCode !== '' && coupon.isFetching);
  const appliedCoupon = couponCode !== '' && coupon.data?.valid ? coupon.data : null;
  // After a successful call the page is about to be left: stay in 'Processing...'.
  const processing = checkout.isPending || checkout.isSuccess;
  const free = appliedCoupon?.quote.free === true;
  const label = processing ? 'Processing...' : free ? 'Get Free eSIM' : 'Proceed to Payment';

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await checkout.mutateAsync({
        ...values,
        couponCode: values.couponCode || null,
        isMobile: isMobileViewport(),
      });
      rememberOrder(result.orderReference, result.free);
      // No 'Account Created' toast: the server does not say whether the e-mail already had an
      // account, since telling the buyer would tell anyone (README, where the shop differs).
      leaveForCheckout(result.checkoutUrl);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const field of FIELDS) {
          const message = error.fields[field];
          if (message) setError(field, { message });
        }
      }
      toaster.create({ type: 'error', ...checkoutFailure(error) });
    }
  });

  if (!item) return null;

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="start">
      <Card.Root as="section" aria-labelledby="customer-information-title">
        <Card.Header>
          <Card.Title as={heading} id="customer-information-title">
            Customer Information
          </Card.Title>
        </Card.Header>
        <Card.Body>
          <form onSubmit={onSubmit} noValidate aria-labelledby="customer-information-title">
            <Stack gap="4">
              <FormField label="Full Name" required error={errors.name?.message}>
                <Input {...register('name')} autoComplete="name" />
              </FormField>
              <FormField label="Email Address" required error={errors.email?.message}>
                <Input {...register('email')} type="email" autoComplete="email" inputMode="email" />
              </FormField>
              <FormField
                label="Coupon Code"
                optional
                error={errors.couponCode?.message}
                helperText={
                  <CouponStatus
                    code={couponCode}
                    settling={couponSettling}
                    valid={coupon.data ? coupon.data.valid : null}
                    failed={coupon.isError}
                    discountCents={appliedCoupon?.quote.discountCents ?? 0}
                    feeCents={appliedCoupon?.quote.feeCents ?? 0}
                  />
                }
              >
                <InputGroup
                  endElement={
                    couponInput ? (
                      <CloseButton
                        size="xs"
                        aria-label="Clear coupon code"
                        onClick={() => setValue('couponCode', '', { shouldDirty: true })}
                      />
                    ) : undefined
                  }
                >
                  <Input {...register('couponCode')} autoComplete="off" autoCapitalize="characters" />
                </InputGroup>
              </FormField>
              <Controller
                control={control}
                name="acceptTerms"
                render={({ field }) => (
                  <FormField error={errors.acceptTerms?.message}>
                    <Checkbox.Root
                      checked={field.value === true}
                      onCheckedChange={(details) => field.onChange(details.checked === true)}
                      name={field.name}
                    >
                      <Checkbox.HiddenInput onBlur={field.onBlur} />
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
                  </FormField>
                )}
              />
              <Button
                type="submit"
                colorPalette="brand"
                size="lg"
                disabled={processing || !termsAccepted || couponSettling}
              >
                {label}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      <Box position={{ md: 'sticky' }} top={{ md: '4' }}>
        <CheckoutSummary
          items={items}
          quote={appliedCoupon?.quote ?? null}
          couponCode={appliedCoupon ? appliedCoupon.code : null}
        />
      </Box>
    </SimpleGrid>
  );
}

type CouponStatusProps = {
  code: string;
  settling: boolean;
  valid: boolean | null;
  failed: boolean;
  discountCents: number;
  feeCents: number;
};

function CouponStatus({ code, settling, valid, failed, discountCents, feeCents }: CouponStatusProps) {
  if (!code && !settling) return null;
  let text: string;
  let colour = 'fg.muted';
  if (settling) text = 'Checking coupon...';
  else if (failed) text = 'The coupon could not be checked right now. Please try again.';
  else if (valid) {
    const fee = feeCents > 0 ? `, processing fee ${formatEur(feeCents)}` : '';
    text = `Coupon applied: -${formatEur(discountCents)}${fee}`;
    colour = 'success.fg';
  } else {
    text = 'This coupon code is not valid and will not be applied.';
    colour = 'warning.fg';
  }
  return (
    <Text fontSize="sm" color={colour} role="status" aria-live="polite">
      {text}
    </Text>
  );
}
