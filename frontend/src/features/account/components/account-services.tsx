import { Button, Card, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSectionHeading } from '@/components/ui/section-level';

const SERVICES = [
  {
    title: 'Buy another eSIM',
    text: 'Plan your next trip and get a data bundle for your destinations.',
    action: 'Find a bundle',
    to: paths.home,
  },
  {
    title: 'Check eSIM status',
    text: 'See whether an eSIM is active, its data left, top-ups and its QR code.',
    action: 'Check status',
    to: paths.esimStatus,
  },
  {
    title: 'Installation guide',
    text: 'Step by step: check your phone, install the eSIM and activate it.',
    action: 'Open the guide',
    to: paths.faq,
  },
  {
    title: 'Support',
    text: 'Chat with our assistant around the clock, or send us a message.',
    action: 'Contact Support',
    to: paths.support,
  },
] as const;

/** Services: what a traveller can do next, one card each. */
export function AccountServices() {
  const heading = useSectionHeading();
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      {SERVICES.map((service) => (
        <Card.Root key={service.title} as="section" aria-label={service.title}>
          <Card.Body gap="2">
            <Card.Title as={heading}>{service.title}</Card.Title>
            <Text color="fg.muted">{service.text}</Text>
          </Card.Body>
          <Card.Footer>
            <Button asChild variant="outline" colorPalette="brand" size="sm">
              <RouterLink to={service.to}>{service.action}</RouterLink>
            </Button>
          </Card.Footer>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
