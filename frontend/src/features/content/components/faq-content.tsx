import { Accordion, Box, Card, Heading, List, Stack, Text } from '@chakra-ui/react';
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
        <Accordion.Root collapsible variant="enclosed">
          {FAQS.map((faq) => (
            <Accordion.Item key={faq.question} value={faq.question}>
              <Accordion.ItemTrigger>
                <Text as="span" flex="1" textAlign="start" fontWeight="medium">
                  {faq.question}
                </Text>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>{faq.answer}</Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Stack>
    </Stack>
  );
}
