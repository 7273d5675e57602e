import { Card, Link, Skeleton, Text } from '@chakra-ui/react';
import { useSupportContact } from '../api/get-support-contact';

/** The e-mail channel of support, for questions that can wait a day; the address is the shop's configured mailbox. */
export function EmailSupportCard() {
  const contact = useSupportContact();
  return (
    <Card.Root as="section" aria-labelledby="email-support-title">
      <Card.Header>
        <Card.Title id="email-support-title">Email Support</Card.Title>
        <Text color="fg.muted" fontSize="sm">
          Write to us and we will reply within 24 hours.
        </Text>
      </Card.Header>
      <Card.Body>
        {contact.data ? (
          <Link
            href={`mailto:${contact.data.email}`}
            colorPalette="brand"
            fontWeight="medium"
            wordBreak="break-all"
          >
            {contact.data.email}
          </Link>
        ) : contact.isError ? (
          <Text color="fg.muted">Please use the form below to write to us.</Text>
        ) : (
          <Skeleton height="5" width="60%" aria-label="Loading the support address" />
        )}
      </Card.Body>
    </Card.Root>
  );
}
