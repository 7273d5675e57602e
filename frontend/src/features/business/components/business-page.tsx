import {
  Alert,
  Badge,
  Box,
  Card,
  Container,
  DataList,
  HStack,
  Heading,
  Image,
  Spinner,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import type { BusinessResponse } from '@shared/api/accounts.schema';
import { useBusiness } from '../api/get-business';

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(undefined, { dateStyle: 'medium' });
}

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

function BusinessDetails({ data }: { data: BusinessResponse }) {
  const { business, users } = data;
  return (
    <Stack gap="6">
      <Card.Root as="section" aria-labelledby="business-brand-title">
        <Card.Header>
          <Card.Title id="business-brand-title">Brand</Card.Title>
        </Card.Header>
        <Card.Body>
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
        </Card.Body>
      </Card.Root>
      <Card.Root as="section" aria-labelledby="business-users-title">
        <Card.Header>
          <Card.Title id="business-users-title">Users</Card.Title>
        </Card.Header>
        <Card.Body>
          {users.length === 0 ? (
            <Text color="fg.muted">No users yet.</Text>
          ) : (
            <Table.ScrollArea>
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Name</Table.ColumnHeader>
                    <Table.ColumnHeader>Email</Table.ColumnHeader>
                    <Table.ColumnHeader>Role</Table.ColumnHeader>
                    <Table.ColumnHeader>Since</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {users.map((member) => (
                    <Table.Row key={member.email}>
                      <Table.Cell>{member.fullName || '—'}</Table.Cell>
                      <Table.Cell wordBreak="break-all">{member.email}</Table.Cell>
                      <Table.Cell>
                        <Badge>{member.accountType}</Badge>
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{formatDate(member.createdAt)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Card.Body>
      </Card.Root>
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
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>
              {business.error instanceof Error
                ? business.error.message
                : 'An unexpected error occurred. Please try again later.'}
            </Alert.Description>
          </Alert.Root>
        )}
        {business.data && <BusinessDetails data={business.data} />}
      </Stack>
    </Container>
  );
}
