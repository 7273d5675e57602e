import { Card, Link, Skeleton, Text } from '@chakra-ui/react';
import { useSupportContact } from '../api/get-support-contact';
import { useSectionHeading } from '@/components/ui/section-level';
import { useBrand } from '@/lib/brand-store';

/**
 * The e-mail channel of support, for questions that can wait a day. The address is the brand's own
 * once an admin set one (the brand the page shows, so a save in this tab shows at once), else the
 * address the API answers (the same rule on the server, which also serves pages built before it).
 */
export function EmailSupportCard() {
  const heading = useSectionHeading();
  const contact = useSupportContact();
  const email = useBrand().supportEmail || contact.data?.email;
  return (
    <Card.Root as="section" aria-labelledby="email-support-title">
      <Card.Header>
        <Card.Title as={heading} id="email-support-title">
          Email Support
        </Card.Title>
        <Text color="fg.muted" fontSize="sm">
          Write to us and we will reply within 24 hours.
        </Text>
      </Card.Header>
      <Card.Body>
        {email ? (
          <Link href={`mailto:${email}`} colorPalette="brand" fontWeight="medium" wordBreak="break-all">
            {email}
          </Link>
        ) : contact.isError ? (
          <Text color="fg.muted">Please use the form below to write to us.</Text>
        ) : (
          // One line high, as the address that replaces it: the form below does not move.
          <Skeleton height="1lh" width="60%" aria-label="Loading the support address" />
        )}
      </Card.Body>
    </Card.Root>
  );
}
