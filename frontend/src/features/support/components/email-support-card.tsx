import { Card, Link, Text } from '@chakra-ui/react';

/** The shop's support mailbox, named after the brand so every white-label shop gets its own. */
export function supportAddress(brandName: string): string {
  const local = brandName.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return `support@${local || 'shop'}.example`;
}

/** The e-mail channel of support, for questions that can wait a day. */
export function EmailSupportCard({ brandName }: { brandName: string }) {
  const address = supportAddress(brandName);
  return (
    <Card.Root as="section" aria-labelledby="email-support-title">
      <Card.Header>
        <Card.Title id="email-support-title">Email Support</Card.Title>
        <Text color="fg.muted" fontSize="sm">
          Write to us and we will reply within 24 hours.
        </Text>
      </Card.Header>
      <Card.Body>
        <Link href={`mailto:${address}`} colorPalette="brand" fontWeight="medium" wordBreak="break-all">
          {address}
        </Link>
      </Card.Body>
    </Card.Root>
  );
}
