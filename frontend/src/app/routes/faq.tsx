import { Container } from '@chakra-ui/react';
import { FaqContent } from '@/features/content/components/faq-content';

/** /faq: installation guide and FAQ. */
export default function FaqRoute() {
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <FaqContent />
    </Container>
  );
}
