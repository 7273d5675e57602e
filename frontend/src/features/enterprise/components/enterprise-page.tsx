import {
  Box,
  Button,
  Card,
  Code,
  Container,
  Flex,
  Heading,
  Icon,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { BsBoxes, BsCodeSlash, BsHeadset, BsPalette } from 'react-icons/bs';
import { Link as RouterLink } from 'react-router-dom';
import type { EnterpriseInterest } from '@shared/api/enterprise.schema';
import { paths } from '@/config/paths';
import { EnterpriseLeadDialog } from './enterprise-lead-dialog';

const FEATURES = [
  {
    icon: BsBoxes,
    title: 'Bulk Management',
    text: 'Order, assign and track eSIMs for whole teams or customer groups from one place.',
  },
  {
    icon: BsCodeSlash,
    title: 'API Integration',
    text: 'Provision eSIMs, top up data and read usage from your own systems.',
  },
  {
    icon: BsPalette,
    title: 'Custom Branding',
    text: 'Sell under your own name, logo and colours with a white-label shop.',
  },
  {
    icon: BsHeadset,
    title: '24/7 Support',
    text: 'Our team and assistant help you and your travellers around the clock.',
  },
] as const;

const API_SAMPLE = `POST /v1/esims
{ "bundleId": "01032_1", "reference": "trip-4711" }

200 OK
{ "iccid": "8944…", "activationCode": "LPA:1$…" }`;

/** The enterprise marketing page: for resellers, white-label partners, affiliates and companies. */
export function EnterprisePage({ brandName }: { brandName: string }) {
  const [open, setOpen] = useState(false);
  const [interest, setInterest] = useState<EnterpriseInterest | null>(null);
  const openWith = (choice: EnterpriseInterest | null) => {
    setInterest(choice);
    setOpen(true);
  };

  return (
    <Box>
      <Box as="section" aria-labelledby="enterprise-hero" bg="brand.subtle" py={{ base: '12', md: '20' }}>
        <Container maxW="5xl" px={{ base: '4', md: '6' }}>
          <Stack gap="5" textAlign="center" align="center">
            <Heading as="h1" id="enterprise-hero" size={{ base: '3xl', md: '4xl' }}>
              {brandName} for Business
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl">
              Global eSIM connectivity for companies, resellers, white-label partners and affiliates: one
              platform, every destination, no roaming surprises.
            </Text>
            <Flex gap="3" wrap="wrap" justify="center">
              <Button colorPalette="brand" size="lg" onClick={() => openWith(null)}>
                Get Demo
              </Button>
              <Button variant="outline" size="lg" onClick={() => openWith('sales')}>
                Contact Sales
              </Button>
              <Button variant="ghost" size="lg" asChild>
                <RouterLink to={paths.login}>Dashboard Login</RouterLink>
              </Button>
            </Flex>
          </Stack>
        </Container>
      </Box>

      <Container maxW="5xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
        <Stack gap={{ base: '10', md: '16' }}>
          <Stack as="section" aria-labelledby="enterprise-features" gap="6">
            <Heading as="h2" id="enterprise-features" size="2xl" textAlign="center">
              Everything your business needs to connect travellers
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
              {FEATURES.map((feature) => (
                <Card.Root key={feature.title} as="article">
                  <Card.Body gap="3">
                    <Icon as={feature.icon} boxSize="7" color="brand.fg" aria-hidden />
                    <Heading as="h3" size="md">
                      {feature.title}
                    </Heading>
                    <Text color="fg.muted" fontSize="sm">
                      {feature.text}
                    </Text>
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
          </Stack>

          <Card.Root as="section" aria-labelledby="enterprise-api">
            <Card.Body>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="center">
                <Stack gap="3">
                  <Heading as="h2" id="enterprise-api" size="xl">
                    API Documentation
                  </Heading>
                  <Text color="fg.muted">
                    A REST API for provisioning, top-ups, usage and QR codes, with sandbox credentials for
                    your developers. Ask us for the full documentation and a test account.
                  </Text>
                  <Button variant="outline" alignSelf="flex-start" onClick={() => openWith('more-info')}>
                    Request API Access
                  </Button>
                </Stack>
                <Code
                  as="pre"
                  display="block"
                  p="4"
                  fontSize="xs"
                  whiteSpace="pre-wrap"
                  aria-label="API example"
                >
                  {API_SAMPLE}
                </Code>
              </SimpleGrid>
            </Card.Body>
          </Card.Root>

          <Box as="section" aria-labelledby="enterprise-partners" textAlign="center">
            <Stack gap="4" align="center">
              <Heading as="h2" id="enterprise-partners" size="2xl">
                Resell, white-label or refer: grow with {brandName}
              </Heading>
              <Text color="fg.muted" maxW="2xl">
                Earn on every eSIM your customers buy, launch your own branded shop, or recommend us to your
                audience. We handle the networks, delivery and support.
              </Text>
              <Button colorPalette="brand" onClick={() => openWith(null)}>
                Get Demo
              </Button>
            </Stack>
          </Box>
        </Stack>
      </Container>
      <EnterpriseLeadDialog open={open} onOpenChange={setOpen} interest={interest} onInterest={setInterest} />
    </Box>
  );
}
