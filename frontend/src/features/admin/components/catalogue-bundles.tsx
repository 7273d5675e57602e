import { Badge, Button, Stack, Text, Wrap } from '@chakra-ui/react';
import type { AdminBundle } from '@shared/api/catalogue-admin.schema';
import { formatDataAmount } from '@shared/bundles/data-amount';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { toaster } from '@/components/ui/toaster';
import { useSetBundleState } from '../api/catalogue';
import { centsText, FLAG_LABELS, STATE_LABELS } from './catalogue-format';

/** Activates or withdraws one bundle; a bundle the provider dropped cannot be activated. */
function BundleStateButton({ bundle }: { bundle: AdminBundle }) {
  const setState = useSetBundleState();
  const next = bundle.state === 'active' ? 'withdrawn' : 'active';
  const verb = next === 'active' ? 'Activate' : 'Withdraw';
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette={next === 'active' ? 'brand' : 'danger'}
      disabled={next === 'active' && !bundle.offeredByProvider}
      loading={setState.isPending}
      aria-label={`${verb} ${bundle.name} (${bundle.id})`}
      onClick={() =>
        setState.mutate(
          { bundleId: bundle.id, state: next },
          {
            onSuccess: () =>
              toaster.create({
                type: 'success',
                title: next === 'active' ? 'Bundle activated' : 'Bundle withdrawn',
                description: bundle.name,
              }),
            onError: (error) =>
              toaster.create({
                type: 'error',
                title: `Failed to ${verb.toLowerCase()} bundle`,
                description: error.message,
              }),
          },
        )
      }
    >
      {verb}
    </Button>
  );
}

const COLUMNS: DataColumn<AdminBundle>[] = [
  {
    header: 'Bundle',
    cell: (bundle) => (
      <Stack gap="0">
        <Text fontWeight="medium">{bundle.name}</Text>
        <Text fontSize="xs" color="fg.muted">
          {bundle.id}
        </Text>
      </Stack>
    ),
  },
  { header: 'Data', cell: (bundle) => formatDataAmount(bundle.dataMb) },
  { header: 'Days', cell: (bundle) => bundle.days, style: { textAlign: 'end' } },
  { header: 'Cost', cell: (bundle) => centsText(bundle.costCents), style: { textAlign: 'end' } },
  { header: 'Price', cell: (bundle) => centsText(bundle.priceCents), style: { textAlign: 'end' } },
  {
    header: 'Margin',
    cell: (bundle) => (
      <Text
        as="span"
        color={bundle.marginPercent !== null && bundle.marginPercent < 0 ? 'danger.fg' : undefined}
      >
        {bundle.marginPercent === null ? '—' : `${bundle.marginPercent} %`}
      </Text>
    ),
    style: { textAlign: 'end' },
  },
  {
    header: 'State',
    cell: (bundle) => (
      <Wrap gap="1">
        <Badge colorPalette={STATE_LABELS[bundle.state].palette}>{STATE_LABELS[bundle.state].label}</Badge>
        {bundle.flags.map((flag) => (
          <Badge key={flag} variant="outline" colorPalette="warning">
            {FLAG_LABELS[flag]}
          </Badge>
        ))}
      </Wrap>
    ),
  },
  { header: 'Action', cell: (bundle) => <BundleStateButton bundle={bundle} /> },
];

/** A zone's bundles from the provider: cost, price, margin and state, each activated or withdrawn. */
export function CatalogueBundles({ bundles }: { bundles: AdminBundle[] }) {
  if (bundles.length === 0) return <Text color="fg.muted">The provider offers no bundle in this zone.</Text>;
  return <DataTable columns={COLUMNS} rows={bundles} rowKey={(bundle) => bundle.id} />;
}
