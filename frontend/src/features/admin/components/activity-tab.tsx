import {
  Badge,
  Box,
  Button,
  Code,
  HStack,
  Input,
  NativeSelect,
  Spinner,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { Fragment, useState } from 'react';
import { AUDIT_KINDS, type ActivityEntry, type AuditKind } from '@shared/api/audit.schema';
import { InlineAlert } from '@/components/ui/inline-alert';
import { useActivity, type ActivityFilter } from '../api/activity';

/** Each kind of entry as the console names it. */
export const KIND_LABELS = {
  brand: 'Brand',
  catalogue: 'Catalogue',
  prices: 'Prices',
  coupon: 'Coupon',
  admin: 'Admin',
  order: 'Order',
  refund: 'Refund',
  staff: 'Staff tools',
  'two-factor': 'Two-factor',
} as const satisfies Record<AuditKind, string>;

const formatMoment = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A recorded value, short: text as it is, anything else as JSON; '—' when there was none. */
const shown = (value: unknown) =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** What an entry changed: each field as it was and as it is, or the values as a whole. */
function Changes({ entry }: { entry: ActivityEntry }) {
  const { before, after } = entry;
  if (before === undefined && after === undefined)
    return <Text color="fg.muted">Nothing more was recorded.</Text>;
  if ((before === undefined || isRecord(before)) && (after === undefined || isRecord(after))) {
    const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
    return (
      <Stack as="dl" gap="1" fontSize="sm">
        {fields.map((field) => (
          <HStack key={field} gap="2" align="baseline" wrap="wrap">
            <Text as="dt" fontWeight="medium">
              {field}:
            </Text>
            <Text as="dd" wordBreak="break-word">
              {before !== undefined && (
                <>
                  <Code>{shown(before[field])}</Code> →{' '}
                </>
              )}
              <Code>{shown(after?.[field])}</Code>
            </Text>
          </HStack>
        ))}
      </Stack>
    );
  }
  return (
    <Text fontSize="sm" wordBreak="break-word">
      <Code>{shown(before)}</Code> → <Code>{shown(after)}</Code>
    </Text>
  );
}

function EntryRows({ entry }: { entry: ActivityEntry }) {
  const [open, setOpen] = useState(false);
  const hasChanges = entry.before !== undefined || entry.after !== undefined;
  return (
    <Fragment>
      <Table.Row>
        <Table.Cell whiteSpace="nowrap">{formatMoment(entry.at)}</Table.Cell>
        <Table.Cell>{entry.actor.email}</Table.Cell>
        <Table.Cell>
          <Badge>{KIND_LABELS[entry.kind]}</Badge>
        </Table.Cell>
        <Table.Cell>{entry.action}</Table.Cell>
        <Table.Cell wordBreak="break-all">{entry.subject ?? '—'}</Table.Cell>
        <Table.Cell>
          {hasChanges && (
            <Button size="xs" variant="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
              {open ? 'Hide' : 'Before → after'}
            </Button>
          )}
        </Table.Cell>
      </Table.Row>
      {open && (
        <Table.Row>
          <Table.Cell colSpan={6} bg="bg.muted">
            <Changes entry={entry} />
          </Table.Cell>
        </Table.Row>
      )}
    </Fragment>
  );
}

/** Activity: who did what in the console and the staff tools, newest first, by admin and kind. */
export function ActivityTab() {
  const [draft, setDraft] = useState<ActivityFilter>({ admin: '', kind: '' });
  const [filter, setFilter] = useState<ActivityFilter>({ admin: '', kind: '' });
  const activity = useActivity(filter);
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <Stack gap="5">
      <form
        role="search"
        aria-label="Filter activity"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter({ admin: draft.admin.trim(), kind: draft.kind });
        }}
      >
        <HStack gap="2" wrap="wrap">
          <Input
            flex="1"
            minW="60"
            aria-label="Admin e-mail or user id"
            placeholder="Admin e-mail or user id"
            value={draft.admin}
            onChange={(event) => setDraft({ ...draft, admin: event.target.value })}
          />
          <NativeSelect.Root width="44">
            <NativeSelect.Field
              aria-label="Kind"
              value={draft.kind}
              onChange={(event) => setDraft({ ...draft, kind: event.target.value as ActivityFilter['kind'] })}
            >
              <option value="">All kinds</option>
              {AUDIT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_LABELS[kind]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button type="submit" colorPalette="brand">
            Filter
          </Button>
        </HStack>
      </form>
      {activity.isPending && <Spinner aria-label="Loading activity" />}
      {activity.isError && <InlineAlert status="error">{activity.error.message}</InlineAlert>}
      {activity.data &&
        (entries.length === 0 ? (
          <Text>No activity found.</Text>
        ) : (
          <Box>
            <Table.ScrollArea>
              <Table.Root size="sm" aria-label="Activity">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>When</Table.ColumnHeader>
                    <Table.ColumnHeader>Who</Table.ColumnHeader>
                    <Table.ColumnHeader>Kind</Table.ColumnHeader>
                    <Table.ColumnHeader>Action</Table.ColumnHeader>
                    <Table.ColumnHeader>Subject</Table.ColumnHeader>
                    <Table.ColumnHeader>Changes</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {entries.map((entry) => (
                    <EntryRows key={entry.id} entry={entry} />
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Box>
        ))}
      {activity.hasNextPage && (
        <Button
          variant="outline"
          alignSelf="center"
          loading={activity.isFetchingNextPage}
          onClick={() => void activity.fetchNextPage()}
        >
          Load more
        </Button>
      )}
    </Stack>
  );
}
