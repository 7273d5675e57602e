import {
  Button,
  Fieldset,
  HStack,
  Input,
  NativeSelect,
  RadioGroup,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { AdminBundle, AdminZone, MarginRule, ZonePricing } from '@shared/api/catalogue-admin.schema';
import { centsFromEuros, formatEur } from '@shared/pricing/money';
import { marginPercentOf, ruledPriceCents, ruledTopUpPriceCents } from '@shared/pricing/margin-rule';
import { FormField } from '@/components/ui/form/form-field';
import { toaster } from '@/components/ui/toaster';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { useSetZonePricing } from '../api/catalogue';
import { BelowCostDialog, useBelowCostConfirmation } from './below-cost-dialog';
import { centsText, eurosText, PRICE_TIERS, tierCosts, type PriceTier } from './catalogue-format';

type Tiers = Record<PriceTier, string>;
/** A price table as typed: euros per cell, read as cents when checked. */
type TableFormValues = { esim: Tiers; topup: Tiers };
/** A rule as typed. */
type RuleFormValues = { marginPercent: string; ending: string };

const ENDINGS = [
  { value: '99', label: '.99' },
  { value: '49', label: '.49' },
  { value: '95', label: '.95' },
  { value: '0', label: '.00' },
  { value: '', label: 'To the cent' },
] as const;

/** Euros as typed → cents; anything else (empty, letters, a fraction of a cent) fails the cell's rule. */
function typedCents(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^\d+(\.\d+)?$/.test(trimmed)) return Number.NaN;
  const euros = Number(trimmed);
  const cents = Number((euros * 100).toPrecision(12));
  return Number.isInteger(cents) ? centsFromEuros(euros) : cents;
}

const tiersFrom = (tiers: Tiers) =>
  Object.fromEntries(PRICE_TIERS.map((tier) => [tier, typedCents(tiers[tier])])) as Record<PriceTier, number>;

const toTable = (values: TableFormValues) => ({
  kind: 'table' as const,
  esim: tiersFrom(values.esim),
  topup: tiersFrom(values.topup),
});

const toRule = (values: RuleFormValues): MarginRule => ({
  kind: 'rule',
  marginPercent:
    values.marginPercent.trim() === '' ? Number.NaN : Number(values.marginPercent.replace(',', '.')),
  ending: values.ending === '' ? null : Number(values.ending),
});

// The route's own schemas, loaded with the form's first check: the server's rules and messages.
const tableResolver = lazyZodResolver(async () => {
  const [z, { priceTablePricingSchema }] = await Promise.all([
    import('@shared/validation/zod'),
    import('@shared/api/catalogue-admin.schema'),
  ]);
  return z.pipe(
    z.transform((values: TableFormValues) => toTable(values)),
    priceTablePricingSchema,
  );
});

const ruleResolver = lazyZodResolver(async () => {
  const [z, { marginRulePricingSchema }] = await Promise.all([
    import('@shared/validation/zod'),
    import('@shared/api/catalogue-admin.schema'),
  ]);
  return z.pipe(
    z.transform((values: RuleFormValues) => toRule(values)),
    marginRulePricingSchema,
  );
});

const tableText = (tiers: Record<PriceTier, number> | undefined): Tiers =>
  Object.fromEntries(PRICE_TIERS.map((tier) => [tier, tiers ? eurosText(tiers[tier]) : ''])) as Tiers;

const TIER_LABEL: Record<PriceTier, string> = Object.fromEntries(
  PRICE_TIERS.map((tier) => [tier, tier.replace('MB', ' MB').replace('GB', ' GB')]),
) as Record<PriceTier, string>;

type PricingProps = { zone: AdminZone; bundles: AdminBundle[]; cacheSeconds: number };

/** Sends a zone's new pricing, through the below-cost confirmation; true once saved. */
function usePricingSave({ zone, cacheSeconds }: PricingProps) {
  const setPricing = useSetZonePricing();
  const confirmation = useBelowCostConfirmation('Prices not saved');
  const saved = () =>
    toaster.create({
      type: 'success',
      title: 'Prices saved',
      description: `${zone.name}: visitors see the new prices within ${cacheSeconds} seconds.`,
    });
  const save = async (pricing: ZonePricing) => {
    const done = await confirmation.send((confirmBelowCost) =>
      setPricing.mutateAsync({ zone: zone.name, pricing, ...(confirmBelowCost && { confirmBelowCost }) }),
    );
    if (done) saved();
  };
  const dialog = (
    <BelowCostDialog refused={confirmation.refused} dismiss={confirmation.dismiss} onConfirmed={saved} />
  );
  return { save, pending: setPricing.isPending, dialog };
}

/** The zone's eSIM and top-up tables, a cell per tier, beside each tier's cost and the eSIM's margin. */
function TablePricingForm(props: PricingProps) {
  const { zone, bundles } = props;
  const current = zone.pricing?.kind === 'table' ? zone.pricing : (zone.prices ?? undefined);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<TableFormValues, unknown, ReturnType<typeof toTable>>({
    resolver: tableResolver,
    defaultValues: { esim: tableText(current?.esim), topup: tableText(current?.topup) },
  });
  const typed = useWatch({ control }) as TableFormValues;
  const costs = tierCosts(bundles);
  const { save, pending, dialog } = usePricingSave(props);

  return (
    <form
      noValidate
      aria-label={`${zone.name} price table`}
      onSubmit={handleSubmit((pricing) => save(pricing))}
    >
      <Fieldset.Root disabled={pending}>
        <Stack gap="4">
          <Table.ScrollArea>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Tier</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Cost</Table.ColumnHeader>
                  <Table.ColumnHeader>eSIM (€, net)</Table.ColumnHeader>
                  <Table.ColumnHeader>Top-up (€, net)</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">eSIM margin</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {PRICE_TIERS.map((tier) => {
                  const price = typedCents(typed.esim?.[tier] ?? '');
                  const margin = Number.isInteger(price) ? marginPercentOf(price, costs[tier] ?? null) : null;
                  return (
                    <Table.Row key={tier}>
                      <Table.Cell>{TIER_LABEL[tier]}</Table.Cell>
                      <Table.Cell textAlign="end">{centsText(costs[tier] ?? null)}</Table.Cell>
                      {(['esim', 'topup'] as const).map((kind) => (
                        <Table.Cell key={kind} minW="32">
                          <FormField error={errors[kind]?.[tier]?.message}>
                            <Input
                              size="sm"
                              inputMode="decimal"
                              aria-label={`${kind === 'esim' ? 'eSIM' : 'Top-up'} price ${TIER_LABEL[tier]}`}
                              {...register(`${kind}.${tier}`)}
                            />
                          </FormField>
                        </Table.Cell>
                      ))}
                      <Table.Cell
                        textAlign="end"
                        color={margin !== null && margin < 0 ? 'danger.fg' : undefined}
                      >
                        {margin === null ? '—' : `${margin} %`}
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="start"
            loading={pending}
            loadingText="Saving..."
          >
            Save prices
          </Button>
        </Stack>
      </Fieldset.Root>
      {dialog}
    </form>
  );
}

/** A margin over the wholesale cost, rounded up to an ending, with the prices it makes today. */
function RulePricingForm(props: PricingProps) {
  const { zone, bundles } = props;
  const rule = zone.pricing?.kind === 'rule' ? zone.pricing : null;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<RuleFormValues, unknown, MarginRule>({
    resolver: ruleResolver,
    defaultValues: {
      marginPercent: rule ? String(rule.marginPercent) : '',
      ending: rule ? (rule.ending === null ? '' : String(rule.ending)) : '99',
    },
  });
  const typed = toRule(useWatch({ control }) as RuleFormValues);
  const usable = typed.marginPercent > 0 && Number.isFinite(typed.marginPercent);
  const costs = tierCosts(bundles);
  const { save, pending, dialog } = usePricingSave(props);

  return (
    <form
      noValidate
      aria-label={`${zone.name} pricing rule`}
      onSubmit={handleSubmit((pricing) => save(pricing))}
    >
      <Fieldset.Root disabled={pending}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField
              label="Margin (%)"
              required
              error={errors.marginPercent?.message}
              helperText="Price = wholesale cost × (1 + margin)."
            >
              <Input inputMode="decimal" {...register('marginPercent')} />
            </FormField>
            <FormField label="Round up to" required error={errors.ending?.message}>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('ending')}>
                  {ENDINGS.map((ending) => (
                    <option key={ending.value} value={ending.value}>
                      {ending.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </SimpleGrid>
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label="Preview">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Tier</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Cost</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">eSIM</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Top-up</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {PRICE_TIERS.map((tier) => {
                  const cost = costs[tier];
                  const priced = usable && cost !== undefined;
                  return (
                    <Table.Row key={tier}>
                      <Table.Cell>{TIER_LABEL[tier]}</Table.Cell>
                      <Table.Cell textAlign="end">{centsText(cost ?? null)}</Table.Cell>
                      <Table.Cell textAlign="end">
                        {priced ? formatEur(ruledPriceCents(cost, typed)) : '—'}
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        {priced ? formatEur(ruledTopUpPriceCents(cost, typed)) : '—'}
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Text fontSize="sm" color="fg.muted">
            A tier without an active bundle with a cost is not sold. Prices follow the provider&apos;s costs
            at each sync.
          </Text>
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="start"
            loading={pending}
            loadingText="Saving..."
          >
            Save rule
          </Button>
        </Stack>
      </Fieldset.Root>
      {dialog}
    </form>
  );
}

/** A zone's prices: a table set cell by cell, or a margin rule over the provider's costs. */
export function ZonePricingEditor(props: PricingProps) {
  const { zone } = props;
  const [mode, setMode] = useState<ZonePricing['kind']>(zone.pricing?.kind ?? 'table');
  // A saved version starts the forms again from what the server holds.
  const key = `${zone.name}-${zone.priceVersion}`;
  return (
    <Stack gap="4">
      <RadioGroup.Root
        value={mode}
        onValueChange={(details) => setMode(details.value === 'rule' ? 'rule' : 'table')}
        aria-label="How prices are set"
      >
        <HStack gap="6">
          {(
            [
              ['table', 'Price table'],
              ['rule', 'Margin rule'],
            ] as const
          ).map(([value, label]) => (
            <RadioGroup.Item key={value} value={value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
      {mode === 'table' ? (
        <TablePricingForm key={key} {...props} />
      ) : (
        <RulePricingForm key={key} {...props} />
      )}
    </Stack>
  );
}
