import { Heading, Stack, Text } from '@chakra-ui/react';
import { TERMS_LAST_UPDATED, termsSections } from '@shared/content/terms';

/** /terms: the general terms of sale, 11 sections. */
export function TermsContent({ brandName }: { brandName: string }) {
  return (
    <Stack gap="8">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Terms and Conditions
        </Heading>
        <Text color="fg.muted">Last updated: {TERMS_LAST_UPDATED}</Text>
      </Stack>
      <Stack as="ol" gap="6" listStyleType="none" ps="0">
        {termsSections(brandName).map((section, index) => (
          <Stack as="li" key={section.title} gap="2">
            <Heading as="h2" size="md">
              {index + 1}. {section.title}
            </Heading>
            <Text>{section.body}</Text>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
