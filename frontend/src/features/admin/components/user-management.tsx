import { Badge, Button, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { AdminUsersResponse } from '@shared/api/admin-console.schema';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { InlineAlert } from '@/components/ui/inline-alert';
import { formatDate } from '@/lib/format-date';
import { useAdminUsers } from '../api/users';

type User = AdminUsersResponse['users'][number];

const COLUMNS: DataColumn<User>[] = [
  { header: 'Email', cell: (user) => user.email },
  { header: 'Name', cell: (user) => user.name || '—' },
  { header: 'Account type', cell: (user) => <Badge>{user.accountType}</Badge> },
  { header: 'Created', cell: (user) => formatDate(user.createdAt) },
];

/** User Management: every account with its e-mail, name, type and creation date, searched. */
export function UserManagement() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const users = useAdminUsers(search);
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];

  return (
    <Stack gap="5">
      <form
        role="search"
        aria-label="Search users"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(draft.trim());
        }}
      >
        <HStack gap="2" maxW="xl">
          <Input
            aria-label="Search by email or name"
            placeholder="Search by email or name"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" colorPalette="brand">
            Search
          </Button>
        </HStack>
      </form>
      {users.isPending && <Spinner aria-label="Loading users" />}
      {users.isError && <InlineAlert status="error">{users.error.message}</InlineAlert>}
      {users.data &&
        (rows.length === 0 ? (
          <Text>No users found.</Text>
        ) : (
          <DataTable columns={COLUMNS} rows={rows} rowKey={(user) => user.id} />
        ))}
      {users.hasNextPage && (
        <Button
          variant="outline"
          alignSelf="center"
          loading={users.isFetchingNextPage}
          onClick={() => void users.fetchNextPage()}
        >
          Load more
        </Button>
      )}
    </Stack>
  );
}
