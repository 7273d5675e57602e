import { Box, Button, Code, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { FallbackProps } from 'react-error-boundary';
import { paths } from '@/config/paths';

/** What an error thrown while rendering means for the visitor: its status where it has one, and its text. */
function describe(error: unknown): { status: string | null; text: string } {
  if (error instanceof Response) return { status: String(error.status), text: error.statusText };
  if (error instanceof Error) {
    const status = 'status' in error && typeof error.status === 'number' ? String(error.status) : null;
    return { status, text: error.message };
  }
  return { status: null, text: String(error) };
}

/** The app's fallback page. It stands outside the layout, so it links home with a plain anchor. */
export default function ErrorPage({ error }: Pick<FallbackProps, 'error'>) {
  const { status, text } = describe(error);
  return (
    <Container maxWidth="2xl" py="20">
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          Unexpected Application Error!
        </Heading>
        {status && (
          <Text fontSize="xl" fontWeight="semibold">
            {status}
          </Text>
        )}
        <Box>
          <Code display="block" whiteSpace="pre-wrap" p="3">
            {text}
          </Code>
        </Box>
        <Button asChild alignSelf="flex-start" colorPalette="brand">
          <a href={paths.home}>Return to Home</a>
        </Button>
      </Stack>
    </Container>
  );
}
