import {
  Badge,
  Box,
  Container,
  DataList,
  HStack,
  Heading,
  Image,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { BusinessResponse } from '@shared/api/accounts.schema';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { SectionCard } from '@/components/ui/section-card';
import { useBusiness } from '../api/get-business';
import { formatDate } from '@/lib/format-date';
import { InlineAlert } from '@/components/ui/inline-alert';

/** A colour of the brand: its swatch and value. */
function Swatch({ label, colour }: { label: string; colour: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>
        <HStack gap="2">
          <Box boxSize="5" borderRadius="sm" borderWidth="1px" style={{ background: colour }} aria-hidden />
          <Text fontFamily="mono">{colour}</Text>
        </HStack>
      </DataList.ItemValue>
    </DataList.Item>
  );
}

const USER_COLUMNS: readonly DataColumn<BusinessResponse['users'][number]>[] = [
  { header: 'Name', cell: (member) => member.fullName || '—' },
  { header: 'Email', cell: (member) => member.email, style: { wordBreak: 'break-all' } },
  { header: 'Role', cell: (member) => <Badge>{member.accountType}</Badge> },
  { header: 'Since', cell: (member) => formatDate(member.createdAt), style: { whiteSpace: 'nowrap' } },
];

function BusinessDetails({ data }: { data: BusinessResponse }) {
  const { business, users } = data;
  return (
    <Stack gap="6">
      <SectionCard title="Brand">
        <Stack gap="4" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }}>
          {business.logoUrl && (
            <Image
              src={business.logoUrl}
              alt={`${business.name} logo`}
              maxH="16"
              maxW="40"
              objectFit="contain"
            />
          )}
          <DataList.Root orientation="horizontal" gap="3">
            <DataList.Item>
              <DataList.ItemLabel>Name</DataList.ItemLabel>
              <DataList.ItemValue>{business.name}</DataList.ItemValue>
            </DataList.Item>
            <Swatch label="Primary colour" colour={business.primaryColor} />
            <Swatch label="Secondary colour" colour={business.secondaryColor} />
          </DataList.Root>
        </Stack>
      </SectionCard>
      <SectionCard title="Users">
        {users.length === 0 ? (
          <Text color="fg.muted">No users yet.</Text>
        ) : (
          <DataTable columns={USER_COLUMNS} rows={users} rowKey={(member) => member.email} />
        )}
      </SectionCard>
    </Stack>
  );
}

/** /business: the business of a business-admin or business-user, its brand and its users. */
export function BusinessPage() {
  const business = useBusiness();
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {business.data?.business.name ?? 'Business'}
        </Heading>
        {business.isPending && (
          <HStack gap="3" color="fg.muted">
            <Spinner size="sm" />
            <Text>Loading business...</Text>
          </HStack>
        )}
        {business.isError && (
          <InlineAlert status="error">
            {business.error instanceof Error
              ? business.error.message
              : 'An unexpected error occurred. Please try again later.'}
          </InlineAlert>
        )}
        {business.data && <BusinessDetails data={business.data} />}
      </Stack>
    </Container>
  );
}
