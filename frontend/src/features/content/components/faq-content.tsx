import { Accordion, Box, Card, Heading, List, Stack, Text } from '@chakra-ui/react';

const INSTALL_STEPS = [
  {
    title: 'Check device compatibility',
    body: 'Make sure your phone supports eSIM and is carrier-unlocked. Most recent iPhone, Google Pixel and Samsung Galaxy models do.',
  },
  {
    title: 'Prepare for installation',
    body: 'Connect to a stable Wi-Fi network and have your QR code ready, on another screen or printed, before you begin.',
  },
  {
    title: 'Install the eSIM',
    body: 'Open Settings > Mobile Data > Add eSIM > Scan QR Code, then scan the QR code from your email or the order page. On some phones the menu is called Cellular or Connections.',
  },
  {
    title: 'Activate the service',
    body: 'Turn on the new eSIM line and data roaming for it when you arrive. If you want all your data to go through the eSIM, set it as your primary mobile data line.',
  },
];

const FAQS = [
  {
    question: 'What is an eSIM?',
    answer:
      'An eSIM is a digital SIM built into your phone. It lets you add a mobile data plan by scanning a QR code, without a physical SIM card.',
  },
  {
    question: 'Can I keep my regular SIM while using the eSIM?',
    answer:
      'Yes. Phones with dual SIM support keep your regular SIM for calls and texts while the eSIM provides mobile data abroad.',
  },
  {
    question: 'How long does activation take?',
    answer:
      'Activation usually takes a few minutes once the eSIM is installed and you are connected to a supported network.',
  },
  {
    question: 'What if I need help?',
    answer:
      'Our support team is available 24/7. Use the chat or the contact form on the support page, or email us.',
  },
];

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
