import { Badge, HStack, NativeSelect, Spinner, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { AdminCatalogue, AdminZone } from '@shared/api/catalogue-admin.schema';
import { FormField } from '@/components/ui/form/form-field';
import { InlineAlert } from '@/components/ui/inline-alert';
import { SectionCard } from '@/components/ui/section-card';
import { toaster } from '@/components/ui/toaster';
import { useAdminCatalogue, useSetZoneState } from '../api/catalogue';
import { CatalogueBundles } from './catalogue-bundles';
import { STATE_LABELS } from './catalogue-format';
import { ZonePricingEditor } from './catalogue-pricing';
import { CatalogueSyncPanel } from './catalogue-sync';
import { CatalogueVersions } from './catalogue-versions';

/** Sells a zone (active) or withdraws it; its bundles and prices stay as they are. */
function ZoneStateSwitch({ zone }: { zone: AdminZone }) {
  const setState = useSetZoneState();
  return (
    <Switch.Root
      colorPalette="brand"
      checked={zone.state === 'active'}
      disabled={setState.isPending}
      onCheckedChange={({ checked }) =>
        setState.mutate(
          { zone: zone.name, state: checked ? 'active' : 'withdrawn' },
          {
            onSuccess: () =>
              toaster.create({
                type: 'success',
                title: checked ? 'Zone active' : 'Zone withdrawn',
                description: checked ? `${zone.name} is offered again.` : `${zone.name} is no longer sold.`,
              }),
            onError: (error) =>
              toaster.create({ type: 'error', title: 'Zone not changed', description: error.message }),
          },
        )
      }
    >
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>Sell {zone.name}</Switch.Label>
    </Switch.Root>
  );
}

/** Why a zone is not sold, when it is not. */
function unsoldReason(zone: AdminZone): string | null {
  if (zone.sellable) return null;
  if (zone.state !== 'active')
    return `${zone.name} is ${STATE_LABELS[zone.state].label.toLowerCase()}: not sold.`;
  if (!zone.pricing) return `${zone.name} has no prices yet: not sold until you set them.`;
  return `${zone.name} has no active bundle with a price: not sold.`;
}

function ZonePanel({ catalogue, zone }: { catalogue: AdminCatalogue; zone: AdminZone }) {
  const bundles = catalogue.bundles.filter((bundle) => bundle.zone === zone.name);
  const reason = unsoldReason(zone);
  return (
    <Stack gap="6">
      <SectionCard
        title={zone.name}
        subtitle={`${zone.countries.length} ${zone.countries.length === 1 ? 'country' : 'countries'} · price version ${zone.priceVersion}`}
      >
        <Stack gap="3">
          <HStack gap="3" wrap="wrap">
            <ZoneStateSwitch zone={zone} />
            <Badge colorPalette={STATE_LABELS[zone.state].palette}>{STATE_LABELS[zone.state].label}</Badge>
          </HStack>
          {reason && <InlineAlert status="warning">{reason}</InlineAlert>}
        </Stack>
      </SectionCard>
      <SectionCard title="Prices" subtitle="Net of VAT; VAT is added at checkout.">
        <ZonePricingEditor zone={zone} bundles={bundles} cacheSeconds={catalogue.cacheSeconds} />
      </SectionCard>
      <SectionCard title="Bundles">
        <CatalogueBundles bundles={bundles} />
      </SectionCard>
      <SectionCard title="Price history">
        <CatalogueVersions zone={zone.name} />
      </SectionCard>
    </Stack>
  );
}

/**
 * Catalogue & Pricing: the provider's bundles and the shop's prices in the operator's hands. Each
 * change is published at once and reaches every visitor within the catalogue's cache time.
 */
export function CatalogueTab() {
  const catalogue = useAdminCatalogue();
  const [chosen, setChosen] = useState<string | null>(null);
  if (catalogue.isPending) return <Spinner aria-label="Loading catalogue" />;
  if (catalogue.isError) return <InlineAlert status="error">{catalogue.error.message}</InlineAlert>;
  const { zones } = catalogue.data;
  const zone = zones.find((candidate) => candidate.name === chosen) ?? zones[0];
  const flagged = catalogue.data.bundles.filter((bundle) => bundle.flags.includes('dropped-by-provider'));

  return (
    <Stack gap="6">
      <SectionCard
        title="Provider catalogue"
        subtitle={`Changes reach visitors within ${catalogue.data.cacheSeconds} seconds.`}
      >
        <Stack gap="3">
          <CatalogueSyncPanel lastSync={catalogue.data.lastSync} />
          {flagged.length > 0 && (
            <InlineAlert status="warning">
              The provider no longer offers {flagged.map((bundle) => bundle.name).join(', ')}: withdrawn.
            </InlineAlert>
          )}
        </Stack>
      </SectionCard>
      {zone ? (
        <>
          <FormField label="Zone" maxW="sm">
            <NativeSelect.Root>
              <NativeSelect.Field
                value={zone.name}
                onChange={(event) => setChosen(event.currentTarget.value)}
              >
                {zones.map((candidate) => (
                  <option key={candidate.name} value={candidate.name}>
                    {candidate.name} ({STATE_LABELS[candidate.state].label.toLowerCase()})
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <ZonePanel key={zone.name} catalogue={catalogue.data} zone={zone} />
        </>
      ) : (
        <Text color="fg.muted">No zone yet: sync from the provider.</Text>
      )}
    </Stack>
  );
}
