import { Icon, chakra } from '@chakra-ui/react';
import { createElement } from 'react';
import type { IconType } from 'react-icons';
import {
  BsGlobe,
  BsGlobeAmericas,
  BsGlobeAsiaAustralia,
  BsGlobeCentralSouthAsia,
  BsGlobeEuropeAfrica,
} from 'react-icons/bs';
import type { Region } from '@shared/catalogue/destination-mark';
import { plannerDestinationMark, usePlannerCatalogue } from '../catalogue';

const REGION_GLOBES: Record<Region, IconType> = {
  europe: BsGlobeEuropeAfrica,
  africa: BsGlobeEuropeAfrica,
  'middle-east': BsGlobeCentralSouthAsia,
  asia: BsGlobeAsiaAustralia,
  america: BsGlobeAmericas,
  world: BsGlobe,
};

/**
 * A country's flag: one small SVG per country, copied from country-flag-icons into the build's
 * `/flags/` (see vite.config.ts) and fetched by the browser only when the flag is shown, never
 * bundled into the JavaScript.
 */
export function flagUrl(alpha2: string): string {
  return `/flags/${alpha2}.svg`;
}

/**
 * The mark before a destination's name, one text line high: its flag, or a regional globe for zones
 * (Europe, Asia, Africa, America, Middle East, World). Decorative: the name stands beside it. SVG on
 * every platform, unlike flag emoji, which Windows lacks.
 */
export function DestinationIcon({ name }: { name: string }) {
  const mark = plannerDestinationMark(usePlannerCatalogue(), name);
  if (mark.kind === 'region') {
    return (
      <Icon boxSize="1em" color="brand.fg" flexShrink={0}>
        {createElement(REGION_GLOBES[mark.region])}
      </Icon>
    );
  }
  return (
    <chakra.img
      src={flagUrl(mark.alpha2)}
      alt=""
      loading="lazy"
      decoding="async"
      height="1em"
      width="1.5em"
      flexShrink={0}
      display="inline-block"
      verticalAlign="middle"
      borderRadius="1px"
      boxShadow="0 0 0 1px var(--chakra-colors-border)"
    />
  );
}
