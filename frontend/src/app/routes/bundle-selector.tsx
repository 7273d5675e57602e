import { Box, Container } from '@chakra-ui/react';
import { LinkedPlannerWithCart } from '../planner-with-cart';

/** /bundleselector: the trip planner on its own. */
export default function BundleSelectorRoute() {
  return (
    <Container maxWidth="4xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Box bg="bg" borderRadius="xl" boxShadow="md" p={{ base: '4', md: '8' }}>
        <LinkedPlannerWithCart />
      </Box>
    </Container>
  );
}
