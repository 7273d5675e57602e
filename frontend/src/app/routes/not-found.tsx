import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Any path the app does not know. */
export default function NotFoundRoute() {
  return (
    <Container maxWidth="lg" py="20" textAlign="center">
      <Stack gap="4" align="center">
        <Text fontSize="6xl" fontWeight="bold" color="brand.primary" aria-hidden>
          404
        </Text>
        <Heading as="h1" size="2xl">
          Oops! Page not found
        </Heading>
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.home}>Return to Home</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
