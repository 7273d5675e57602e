import { Box } from '@chakra-ui/react';

/** Pretty JSON (or text) in a scrollable, labelled block. */
export function JsonView({ label, value }: { label: string; value: unknown }) {
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return (
    <Box
      as="pre"
      aria-label={label}
      role="region"
      fontSize="xs"
      bg="bg.muted"
      borderRadius="md"
      p="3"
      maxH="72"
      overflow="auto"
      whiteSpace="pre-wrap"
      wordBreak="break-all"
    >
      {text}
    </Box>
  );
}
