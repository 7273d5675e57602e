import {
  Badge,
  Button,
  Card,
  Dialog,
  Fieldset,
  HStack,
  Input,
  NativeSelect,
  Portal,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  useMediaQuery,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  COUPON_MESSAGES,
  createCouponRequestSchema,
  type AdminCoupon,
} from '@shared/api/admin-console.schema';
import { formatEur, centsFromEuros } from '@shared/pricing/money';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { FormField } from '@/components/ui/form/form-field';
import { InlineAlert } from '@/components/ui/inline-alert';
import { SectionCard } from '@/components/ui/section-card';
import { toaster } from '@/components/ui/toaster';
import { isRefusal } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useCoupons, useCreateCoupon, useDeactivateCoupon, useReactivateCoupon } from '../api/coupons';

/** What a coupon takes off: '100 % (free)', '10 %' or '€5.00'. */
export function discountText(coupon: Pick<AdminCoupon, 'discountType' | 'discountValue'>): string {
  if (coupon.discountType === 'free') return 'Free eSIM (100 %)';
  if (coupon.discountType === 'percentage') return `${coupon.discountValue} %`;
  return formatEur(centsFromEuros(coupon.discountValue));
}

function couponState(coupon: AdminCoupon): { label: string; palette: 'success' | 'warning' | 'danger' } {
  if (coupon.usable) return { label: 'Active', palette: 'success' };
  if (coupon.status === 'active') return { label: 'Expired', palette: 'warning' };
  return { label: 'Inactive', palette: 'danger' };
}

/** The form's values as typed: the amount is text until it is read as a number. */
type CouponFormValues = {
  code: string;
  discountType: AdminCoupon['discountType'];
  discountValue: string;
  validUntil: string;
};

/** The request the form sends: a date's coupon ends at that day's end (UTC). */
const toRequest = (values: CouponFormValues) => ({
  code: values.code,
  discountType: values.discountType,
  ...(values.discountType !== 'free' &&
    values.discountValue.trim() !== '' && { discountValue: Number(values.discountValue.replace(',', '.')) }),
  ...(values.validUntil && { validUntil: `${values.validUntil}T23:59:59.999Z` }),
});

/** The server's own rules on the request the form would send, each message on its field. */
const couponResolver: Resolver<CouponFormValues> = async (values) => {
  const parsed = createCouponRequestSchema.safeParse(toRequest(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<CouponFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'code') as keyof CouponFormValues;
    const message =
      field === 'discountValue'
        ? values.discountType === 'percentage'
          ? COUPON_MESSAGES.percentage
          : COUPON_MESSAGES.fixed
        : issue.message;
    errors[field] ??= { type: 'validation', message };
  }
  return { values: {}, errors };
};

function CreateCouponForm() {
  const create = useCreateCoupon();
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors },
  } = useForm<CouponFormValues>({
    resolver: couponResolver,
    defaultValues: { code: '', discountType: 'percentage', discountValue: '', validUntil: '' },
  });
  const type = useWatch({ control, name: 'discountType' });

  const submit = handleSubmit(async (values) => {
    try {
      const coupon = await create.mutateAsync(toRequest(values));
      reset();
      toaster.create({
        type: 'success',
        title: 'Coupon created',
        description: `${coupon.code}: ${discountText(coupon)}`,
      });
    } catch (error) {
      if (isRefusal(error)) {
        const field = Object.keys(error.fields)[0] ?? 'code';
        setError(field as keyof CouponFormValues, { message: error.message });
      } else {
        toaster.create({ type: 'error', title: 'Failed to create coupon' });
      }
    }
  });

  return (
    <form noValidate aria-label="Create coupon" onSubmit={submit}>
      <Fieldset.Root disabled={create.isPending}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField
              label="Code"
              required
              error={errors.code?.message}
              helperText="Letters and digits; case does not matter."
            >
              <Input autoComplete="off" textTransform="uppercase" {...register('code')} />
            </FormField>
            <FormField label="Discount type" required>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('discountType')}>
                  <option value="percentage">Percentage</option>
                  <option value="fixed">Fixed amount (€)</option>
                  <option value="free">Free eSIM</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            {type !== 'free' && (
              <FormField
                label={type === 'percentage' ? 'Percentage off' : 'Amount off (€)'}
                required
                error={errors.discountValue?.message}
              >
                <Input inputMode="decimal" {...register('discountValue')} />
              </FormField>
            )}
            <FormField
              label="Valid until"
              optional
              error={errors.validUntil?.message}
              helperText="Leave empty for no end date."
            >
              <Input type="date" {...register('validUntil')} />
            </FormField>
          </SimpleGrid>
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="start"
            loading={create.isPending}
            loadingText="Creating..."
          >
            Create Coupon
          </Button>
        </Stack>
      </Fieldset.Root>
    </form>
  );
}

/** Asks before a coupon stops applying at checkout, and says how to undo it. */
function DeactivateButton({ coupon }: { coupon: AdminCoupon }) {
  const deactivate = useDeactivateCoupon();
  const [open, setOpen] = useState(false);
  const confirm = () =>
    deactivate.mutate(coupon.code, {
      onSuccess: () => {
        setOpen(false);
        toaster.create({
          type: 'success',
          title: 'Coupon deactivated',
          description: `${coupon.code} no longer applies at checkout. Reactivate it to undo.`,
        });
      },
      onError: (error) =>
        toaster.create({ type: 'error', title: 'Failed to deactivate coupon', description: error.message }),
    });
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="center"
    >
      <Dialog.Trigger asChild>
        <Button size="xs" variant="outline" colorPalette="danger" aria-label={`Deactivate ${coupon.code}`}>
          Deactivate
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Deactivate {coupon.code}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                Travellers can no longer use {coupon.code} ({discountText(coupon)}) at checkout. You can
                reactivate it later from this list.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="danger"
                loading={deactivate.isPending}
                loadingText="Deactivating..."
                onClick={confirm}
              >
                Deactivate
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Undoes a deactivation: the coupon applies again (within its end date). */
function ReactivateButton({ coupon }: { coupon: AdminCoupon }) {
  const reactivate = useReactivateCoupon();
  return (
    <Button
      size="xs"
      variant="outline"
      loading={reactivate.isPending}
      aria-label={`Reactivate ${coupon.code}`}
      onClick={() =>
        reactivate.mutate(coupon.code, {
          onSuccess: () =>
            toaster.create({ type: 'success', title: 'Coupon reactivated', description: coupon.code }),
          onError: (error) =>
            toaster.create({
              type: 'error',
              title: 'Failed to reactivate coupon',
              description: error.message,
            }),
        })
      }
    >
      Reactivate
    </Button>
  );
}

function CouponAction({ coupon }: { coupon: AdminCoupon }) {
  return coupon.status === 'active' ? (
    <DeactivateButton coupon={coupon} />
  ) : (
    <ReactivateButton coupon={coupon} />
  );
}

const validUntilText = (coupon: AdminCoupon) =>
  coupon.validUntil ? formatDate(coupon.validUntil) : 'No end date';

function CouponBadge({ coupon }: { coupon: AdminCoupon }) {
  const state = couponState(coupon);
  return <Badge colorPalette={state.palette}>{state.label}</Badge>;
}

const COLUMNS: DataColumn<AdminCoupon>[] = [
  { header: 'Code', cell: (coupon) => <Text fontFamily="mono">{coupon.code}</Text> },
  { header: 'Discount', cell: discountText },
  { header: 'Valid until', cell: validUntilText },
  { header: 'Status', cell: (coupon) => <CouponBadge coupon={coupon} /> },
  { header: <Text srOnly>Actions</Text>, cell: (coupon) => <CouponAction coupon={coupon} /> },
];

/** On a phone, one card per coupon: a table of five columns would push the page sideways. */
function CouponCards({ coupons }: { coupons: readonly AdminCoupon[] }) {
  return (
    <Stack as="ul" aria-label="Coupons" gap="3" listStyleType="none">
      {coupons.map((coupon) => (
        <Card.Root as="li" key={coupon.code} size="sm" aria-label={coupon.code}>
          <Card.Body gap="2">
            <HStack justify="space-between" gap="2" wrap="wrap">
              <Text fontFamily="mono" fontWeight="semibold" wordBreak="break-all">
                {coupon.code}
              </Text>
              <CouponBadge coupon={coupon} />
            </HStack>
            <Text>{discountText(coupon)}</Text>
            <Text fontSize="sm" color="fg.muted">
              Valid until: {validUntilText(coupon)}
            </Text>
            <HStack>
              <CouponAction coupon={coupon} />
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

/** Narrower than the `md` breakpoint (768 px): a phone. */
const PHONE_QUERY = '(max-width: 767.98px)';

/**
 * Coupons: create free, percentage or fixed coupons with an optional end, list them (cards on a phone),
 * deactivate one after a confirmation and reactivate it.
 */
export function CouponsTab() {
  const coupons = useCoupons();
  // Read at once (no server render here), so a phone never shows the table first.
  const [phone] = useMediaQuery([PHONE_QUERY], { ssr: false });
  return (
    <Stack gap="6">
      <SectionCard title="Create Coupon">
        <CreateCouponForm />
      </SectionCard>
      <SectionCard title="Coupons">
        {coupons.isPending && <Spinner aria-label="Loading coupons" />}
        {coupons.isError && <InlineAlert status="error">{coupons.error.message}</InlineAlert>}
        {coupons.data &&
          (coupons.data.coupons.length === 0 ? (
            <Text>No coupons yet.</Text>
          ) : phone ? (
            <CouponCards coupons={coupons.data.coupons} />
          ) : (
            <DataTable columns={COLUMNS} rows={coupons.data.coupons} rowKey={(coupon) => coupon.code} />
          ))}
      </SectionCard>
    </Stack>
  );
}
