import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { PLANNER_MESSAGES } from '@shared/validation/planner-messages';
import { toaster } from '@/components/ui/toaster';
import { takeEmptyCheckoutNote } from '@/features/checkout/utils/empty-cart-notice';
import { useBrand } from '@/lib/brand-store';
import { LinkedPlannerWithCart } from '../planner-with-cart';

/** Home: the brand's hero (name, tagline, the spec's strapline, hero text) and the trip planner. */
export default function HomeRoute() {
  const brand = useBrand();
  useEffect(() => {
    // Sent here by the built /checkout page with an empty cart (main.tsx).
    if (takeEmptyCheckoutNote()) toaster.create({ type: 'warning', ...PLANNER_MESSAGES.cartEmpty });
  }, []);
  return (
    <>
      <Box
        as="section"
        aria-labelledby="hero-title"
        bgGradient="to-br"
        gradientFrom="brand.primaryDark"
        gradientTo="brand.secondary"
        color="brand.contrast"
        py={{ base: '10', md: '16' }}
      >
        <Container maxWidth="6xl" px={{ base: '4', md: '6' }} textAlign="center">
          <Heading as="h1" id="hero-title" size={{ base: '3xl', md: '5xl' }} fontWeight="bold">
            {brand.name}
          </Heading>
          {brand.tagline && (
            <Text
              mt="2"
              fontSize={{ base: 'xl', md: '2xl' }}
              fontWeight="semibold"
              data-testid="brand-tagline"
            >
              {brand.tagline}
            </Text>
          )}
          <Text mt="2" fontSize={{ base: 'sm', md: 'md' }} letterSpacing="widest" fontWeight="semibold">
            DANCE. MUSIC. LIFESTYLE. CONNECTION
          </Text>
          <Text mt="4" fontSize={{ base: 'lg', md: 'xl' }} opacity={0.9}>
            {brand.heroText}
          </Text>
        </Container>
      </Box>
      <Container maxWidth="4xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
        <Box bg="bg" borderRadius="xl" boxShadow="md" p={{ base: '4', md: '8' }}>
          <LinkedPlannerWithCart />
        </Box>
      </Container>
    </>
  );
}
