import { Card } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

type SectionCardProps = {
  title: ReactNode;
  /** Under the title, e.g. the ICCID a card is about. */
  subtitle?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
};

/** A card that is a page section named by its title (a region for assistive tech). */
export function SectionCard({ title, subtitle, footer, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card.Root as="section" aria-labelledby={titleId}>
      <Card.Header>
        <Card.Title id={titleId}>{title}</Card.Title>
        {subtitle}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
      {footer && <Card.Footer>{footer}</Card.Footer>}
    </Card.Root>
  );
}
