import { Container } from '@chakra-ui/react';
import { useBrand } from '@/features/brand';
import { TermsContent } from '@/features/content/components/terms-content';

/** /terms: general terms of sale under the current brand's name. */
export default function TermsRoute() {
  const brand = useBrand();
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <TermsContent brandName={brand.fullName || brand.name} />
    </Container>
  );
}
