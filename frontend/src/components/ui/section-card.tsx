import { Card } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { Subsections, useSectionHeading } from './section-level';

type SectionCardProps = {
  title: ReactNode;
  /** Under the title, e.g. the ICCID a card is about. */
  subtitle?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
};

/**
 * A card that is a page section named by its title (a region for assistive tech); the title is a
 * heading one level below the section around it, and cards inside it are one level deeper again.
 */
export function SectionCard({ title, subtitle, footer, children }: SectionCardProps) {
  const titleId = useId();
  const heading = useSectionHeading();
  return (
    <Card.Root as="section" aria-labelledby={titleId}>
      <Card.Header>
        <Card.Title as={heading} id={titleId}>
          {title}
        </Card.Title>
        {subtitle}
      </Card.Header>
      <Subsections>
        <Card.Body>{children}</Card.Body>
        {footer && <Card.Footer>{footer}</Card.Footer>}
      </Subsections>
    </Card.Root>
  );
}
