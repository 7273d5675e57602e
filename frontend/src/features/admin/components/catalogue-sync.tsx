import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { CatalogueSync } from '@shared/api/catalogue-admin.schema';
import { InlineAlert } from '@/components/ui/inline-alert';
import { toaster } from '@/components/ui/toaster';
import { useSyncCatalogue } from '../api/catalogue';
import { dateTimeText } from './catalogue-format';

/** What a sync brought, in words: '2 new bundles (inactive), 1 dropped, 3 cost changes'. */
function syncSummary(sync: CatalogueSync): string {
  const parts = [
    `${sync.added.length} new ${sync.added.length === 1 ? 'bundle' : 'bundles'} (inactive)`,
    `${sync.dropped.length} dropped`,
    `${sync.costChanges} cost ${sync.costChanges === 1 ? 'change' : 'changes'}`,
  ];
  return parts.join(', ');
}

/** 'Sync from provider', with the last import's time, trigger and outcome (a failure says why). */
export function CatalogueSyncPanel({ lastSync }: { lastSync: CatalogueSync | null }) {
  const sync = useSyncCatalogue();
  const run = () =>
    sync.mutate(undefined, {
      onSuccess: (catalogue) => {
        const outcome = catalogue.lastSync;
        if (outcome?.outcome === 'failed') {
          toaster.create({ type: 'error', title: 'Sync failed', description: outcome.error ?? undefined });
        } else if (outcome) {
          toaster.create({ type: 'success', title: 'Catalogue synced', description: syncSummary(outcome) });
        }
      },
      onError: (error) => toaster.create({ type: 'error', title: 'Sync failed', description: error.message }),
    });
  return (
    <Stack gap="3">
      <HStack justify="space-between" gap="4" wrap="wrap">
        <Stack gap="1" aria-live="polite">
          {lastSync ? (
            <>
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="medium">Last sync: {dateTimeText(lastSync.at)}</Text>
                <Badge colorPalette={lastSync.outcome === 'succeeded' ? 'success' : 'danger'}>
                  {lastSync.outcome === 'succeeded' ? 'Succeeded' : 'Failed'}
                </Badge>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {lastSync.trigger === 'schedule' ? 'Daily import' : `Asked by ${lastSync.by ?? 'an admin'}`}
                {lastSync.outcome === 'succeeded' && ` · ${syncSummary(lastSync)}`}
              </Text>
            </>
          ) : (
            <Text color="fg.muted">Never synced from the provider.</Text>
          )}
        </Stack>
        <Button
          colorPalette="brand"
          variant="outline"
          loading={sync.isPending}
          loadingText="Syncing..."
          onClick={run}
        >
          Sync from provider
        </Button>
      </HStack>
      {lastSync?.outcome === 'failed' && (
        <InlineAlert status="error">
          The last sync failed and changed nothing: {lastSync.error ?? 'no reason given'}
        </InlineAlert>
      )}
    </Stack>
  );
}
