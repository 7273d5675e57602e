import { Box, Card, chakra, Heading, List, Stack, Text, useSlotRecipe } from '@chakra-ui/react';
import { BsChevronDown } from 'react-icons/bs';
import { FAQS, INSTALL_STEPS } from '@shared/content/faq';

/** /faq: the installation guide and the frequent questions. */
export function FaqContent() {
  return (
    <Stack gap="10">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Installation Guide &amp; FAQ
        </Heading>
        <Text color="fg.muted">Everything you need to get your travel eSIM up and running.</Text>
      </Stack>

      <Stack as="section" gap="4" aria-labelledby="installation-guide-title">
        <Heading as="h2" size="lg" id="installation-guide-title">
          Installation Guide
        </Heading>
        <List.Root as="ol" variant="plain" gap="4">
          {INSTALL_STEPS.map((step, index) => (
            <List.Item key={step.title}>
              <Card.Root width="full" variant="outline">
                <Card.Body>
                  <Stack direction="row" gap="4" align="start">
                    <Box
                      aria-hidden="true"
                      flexShrink={0}
                      boxSize="8"
                      borderRadius="full"
                      bg="brand.solid"
                      color="brand.contrast"
                      display="flex"
                      alignItems="center"
                      justifyContent="center"
                      fontWeight="bold"
                    >
                      {index + 1}
                    </Box>
                    <Stack gap="1">
                      <Heading as="h3" size="md">
                        {step.title}
                      </Heading>
                      <Text color="fg.muted">{step.body}</Text>
                    </Stack>
                  </Stack>
                </Card.Body>
              </Card.Root>
            </List.Item>
          ))}
        </List.Root>
      </Stack>

      <Stack as="section" gap="4" aria-labelledby="faq-title">
        <Heading as="h2" size="lg" id="faq-title">
          Frequently Asked Questions
        </Heading>
        <FaqList />
      </Stack>
    </Stack>
  );
}

/**
 * The questions as native disclosures, styled as Chakra's enclosed accordion: they open before the
 * page's code has loaded (and without it), one at a time (`name`), need no state machine per question
 * while the page hydrates, and keep every answer in the page for search engines.
 */
function FaqList() {
  const styles = useSlotRecipe({ key: 'accordion' })({ variant: 'enclosed' });
  return (
    <Box css={styles.root}>
      {FAQS.map((faq) => (
        <chakra.details key={faq.question} name="faq" css={styles.item}>
          <chakra.summary
            cursor="pointer"
            listStyle="none"
            // The browser's own triangle (Safari draws it with its own pseudo-element): the chevron replaces it.
            css={{ ...styles.itemTrigger, '&::marker, &::-webkit-details-marker': { display: 'none' } }}
          >
            <Text as="span" flex="1" textAlign="start" fontWeight="medium">
              {faq.question}
            </Text>
            <chakra.span
              aria-hidden="true"
              display="inline-flex"
              css={{ ...styles.itemIndicator, 'details[open] > summary > &': { rotate: '180deg' } }}
            >
              <BsChevronDown />
            </chakra.span>
          </chakra.summary>
          <Box css={styles.itemContent}>
            <Box css={styles.itemBody}>{faq.answer}</Box>
          </Box>
        </chakra.details>
      ))}
    </Box>
  );
}
