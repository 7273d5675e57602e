import { Box, Container, Flex, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Footer with the help and legal pages. */
export function Footer({ brandName }: { brandName: string }) {
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg" mt="auto">
      <Container maxWidth="6xl" py="6" px={{ base: '4', md: '6' }}>
        <Flex justify="space-between" gap="4" wrap="wrap" fontSize="sm" color="fg.muted">
          {/* The year the page was built may have passed by the time it is read: the browser's wins. */}
          <Text suppressHydrationWarning>
            © {new Date().getFullYear()} {brandName}
          </Text>
          <Flex as="nav" aria-label="Footer" gap="4">
            <Link asChild>
              <RouterLink to={paths.faq}>FAQ</RouterLink>
            </Link>
            <Link asChild>
              <RouterLink to={paths.terms}>Terms</RouterLink>
            </Link>
            <Link asChild>
              <RouterLink to={paths.esimStatus}>eSIM Status</RouterLink>
            </Link>
            <Link asChild>
              <RouterLink to={paths.support}>Support</RouterLink>
            </Link>
            <Link asChild>
              <RouterLink to={paths.enterprise}>Enterprise</RouterLink>
            </Link>
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}
