import {
  Badge,
  Button,
  Card,
  HStack,
  Input,
  Progress,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import type { AdminEsimsResponse } from '@shared/api/admin.schema';
import { remainingColour } from '@shared/esim/usage';
import { InlineAlert } from '@/components/ui/inline-alert';
import { formatDate } from '@/lib/format-date';
import { useAdminEsims } from '../api/esims';

const PAGE_SIZE = 24;

/** Remaining data above 300 MB reads as fine, above 100 MB as a warning, else as an error (SPEC 4). */
const REMAINING_TOKENS = { green: 'success.fg', yellow: 'warning.fg', red: 'danger.fg' } as const;
const STATUS_PALETTES = {
  Active: 'success',
  'Not Activated': 'brand',
  Depleted: 'danger',
  Expired: 'warning',
} as const;

type Sim = AdminEsimsResponse['sims'][number];

function SimCard({ sim }: { sim: Sim }) {
  const used =
    sim.totalMb && sim.remainingMb !== null
      ? Math.min(100, Math.max(0, Math.round(((sim.totalMb - sim.remainingMb) / sim.totalMb) * 100)))
      : null;
  return (
    <Card.Root as="article" aria-label={`eSIM ${sim.iccid}`} size="sm">
      <Card.Header>
        <HStack justify="space-between" align="start" gap="2">
          <Text fontFamily="mono" fontSize="sm" wordBreak="break-all">
            {sim.iccid}
          </Text>
          <Badge colorPalette={STATUS_PALETTES[sim.usageStatus]} flexShrink="0">
            {sim.usageStatus}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="2" fontSize="sm">
          {sim.remainingMb === null ? (
            <Text color="fg.muted">Remaining data unknown</Text>
          ) : (
            <Text
              fontWeight="semibold"
              color={REMAINING_TOKENS[remainingColour(sim.remainingMb)]}
              data-colour={remainingColour(sim.remainingMb)}
            >
              {sim.remainingMb} MB remaining{sim.totalMb ? ` of ${sim.totalMb} MB` : ''}
            </Text>
          )}
          {used !== null && (
            <Progress.Root value={used} size="xs" colorPalette="brand" aria-label="Data used">
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
          <Text color="fg.muted">
            {sim.bundleExpiry ? `Expires ${formatDate(sim.bundleExpiry)}` : 'eSIM is not activated'}
          </Text>
          {sim.bundleId && <Text color="fg.muted">Bundle {sim.bundleId}</Text>}
          {sim.customReference && (
            <Text color="fg.muted" wordBreak="break-all">
              Order {sim.customReference}
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** eSIM Management: the SIM overview grid of bundle status cards, searched and paged. */
export function EsimManagement() {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState({ q: '', page: 1, pageSize: PAGE_SIZE });
  const esims = useAdminEsims(query);
  const pages = esims.data ? Math.max(1, Math.ceil(esims.data.total / esims.data.pageSize)) : 1;

  return (
    <Stack gap="5">
      <form
        role="search"
        aria-label="Search eSIMs"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ q: draft.trim(), page: 1, pageSize: PAGE_SIZE });
        }}
      >
        <HStack gap="2" maxW="xl">
          <Input
            aria-label="Search by ICCID or email"
            placeholder="Search by ICCID or email"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" colorPalette="brand">
            Search
          </Button>
        </HStack>
      </form>
      {esims.isPending && <Spinner aria-label="Loading eSIMs" />}
      {esims.isError && <InlineAlert status="error">{esims.error.message}</InlineAlert>}
      {esims.data && (
        <>
          <Text color="fg.muted" aria-live="polite">
            {esims.data.total === 1 ? '1 eSIM' : `${esims.data.total} eSIMs`}
            {query.q && ` matching '${query.q}'`}
          </Text>
          {esims.data.sims.length === 0 ? (
            <Text>No eSIMs found.</Text>
          ) : (
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
              {esims.data.sims.map((sim) => (
                <SimCard key={sim.iccid} sim={sim} />
              ))}
            </SimpleGrid>
          )}
          {pages > 1 && (
            <HStack justify="center" gap="3">
              <Button
                variant="outline"
                disabled={query.page <= 1}
                onClick={() => setQuery({ ...query, page: query.page - 1 })}
              >
                Previous
              </Button>
              <Text>
                Page {query.page} of {pages}
              </Text>
              <Button
                variant="outline"
                disabled={query.page >= pages}
                onClick={() => setQuery({ ...query, page: query.page + 1 })}
              >
                Next
              </Button>
            </HStack>
          )}
        </>
      )}
    </Stack>
  );
}
