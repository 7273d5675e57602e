import { Badge, Button, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import type { PriceVersion } from '@shared/api/catalogue-admin.schema';
import { toaster } from '@/components/ui/toaster';
import { InlineAlert } from '@/components/ui/inline-alert';
import { useRollbackZonePricing, useZonePriceVersions } from '../api/catalogue';
import { BelowCostDialog, useBelowCostConfirmation } from './below-cost-dialog';
import { centsText, dateTimeText, pricingText } from './catalogue-format';

const CHANGE_LABELS: Record<PriceVersion['change'], string> = {
  seed: 'Shop default',
  set: 'Changed',
  rollback: 'Rolled back',
};

/** What a version changed: the cells old → new, or the pricing before and after. */
function changeLines(version: PriceVersion): string[] {
  if (version.cells.length > 0) {
    return version.cells.map(
      (cell) =>
        `${cell.kind === 'esim' ? 'eSIM' : 'Top-up'} ${cell.tier}: ${centsText(cell.before)} → ${centsText(cell.after)}`,
    );
  }
  return [`${pricingText(version.before)} → ${pricingText(version.after)}`];
}

/** A zone's price versions, newest first (who, when, old → new), each but the current one restorable. */
export function CatalogueVersions({ zone }: { zone: string }) {
  const versions = useZonePriceVersions(zone);
  const rollback = useRollbackZonePricing();
  const confirmation = useBelowCostConfirmation('Roll back failed');
  const rolledBack = (version: number) => () =>
    toaster.create({
      type: 'success',
      title: 'Prices rolled back',
      description: `${zone}: version ${version}'s prices`,
    });

  if (versions.isPending) return <Spinner size="sm" aria-label="Loading versions" />;
  if (versions.isError) return <InlineAlert status="error">{versions.error.message}</InlineAlert>;
  const { current } = versions.data;
  if (versions.data.versions.length === 0) return <Text color="fg.muted">{zone} was never priced.</Text>;

  return (
    <>
      <List.Root variant="plain" gap="3" aria-label={`${zone} price versions`}>
        {versions.data.versions.map((version) => (
          <List.Item key={version.version} display="block" borderTopWidth="1px" pt="3">
            <HStack justify="space-between" align="start" gap="3" wrap="wrap">
              <Stack gap="1">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="semibold">Version {version.version}</Text>
                  <Badge variant="subtle">
                    {version.change === 'rollback' && version.rolledBackTo !== null
                      ? `Rolled back to ${version.rolledBackTo}`
                      : CHANGE_LABELS[version.change]}
                  </Badge>
                  {version.version === current && <Badge colorPalette="success">Current</Badge>}
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {dateTimeText(version.at)} · {version.by}
                </Text>
                {changeLines(version).map((line) => (
                  <Text key={line} fontSize="sm">
                    {line}
                  </Text>
                ))}
              </Stack>
              {version.version !== current && (
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={`Roll back ${zone} to version ${version.version}`}
                  loading={rollback.isPending && rollback.variables.version === version.version}
                  onClick={() =>
                    void confirmation
                      .send((confirmBelowCost) =>
                        rollback.mutateAsync({
                          zone,
                          version: version.version,
                          ...(confirmBelowCost && { confirmBelowCost }),
                        }),
                      )
                      .then((done) => done && rolledBack(version.version)())
                  }
                >
                  Roll back
                </Button>
              )}
            </HStack>
          </List.Item>
        ))}
      </List.Root>
      <BelowCostDialog
        refused={confirmation.refused}
        dismiss={confirmation.dismiss}
        onConfirmed={() =>
          toaster.create({ type: 'success', title: 'Prices rolled back', description: zone })
        }
      />
    </>
  );
}
