import { Box, Button, Code, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';

/** What a thrown error inside the router means for the visitor: status and text, or the message. */
function describe(error: unknown): { status: string | null; text: string } {
  if (isRouteErrorResponse(error))
    return { status: String(error.status), text: error.statusText || String(error.data) };
  if (error instanceof Error) return { status: null, text: error.message };
  return { status: null, text: String(error) };
}

/** The router's fallback page. It stands outside the layout, so it links home with a plain anchor. */
export default function ErrorPage() {
  const { status, text } = describe(useRouteError());
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
