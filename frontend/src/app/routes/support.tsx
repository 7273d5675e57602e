import { Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { EmailSupportCard } from '@/features/support/components/email-support-card';
import { SupportChat } from '@/features/support/components/support-chat';
import { SupportForm } from '@/features/support/components/support-form';

/** /support: AI chat around the clock, e-mail, and a message form answered within 24 hours. */
export default function SupportRoute() {
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Support
          </Heading>
          <Text color="fg.muted">
            Chat with our assistant 24/7, or write to us and we will reply by email within 24 hours.
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="start">
          <SupportChat />
          <EmailSupportCard />
        </SimpleGrid>
        <SupportForm />
      </Stack>
    </Container>
  );
}
