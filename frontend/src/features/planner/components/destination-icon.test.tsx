import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { DestinationIcon } from './destination-icon';

const renderIcon = (name: string) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <DestinationIcon name={name} />
    </ChakraProvider>,
  ).container;

describe('DestinationIcon', () => {
  it.each([
    ['France', '/flags/FR.svg'],
    ['South Africa', '/flags/ZA.svg'],
    ['United States', '/flags/US.svg'],
  ])('shows %s as the flag image %s, loaded only when it scrolls into view', (name, src) => {
    const container = renderIcon(name);
    const flag = container.querySelector('img');
    expect(flag).toHaveAttribute('src', src);
    expect(flag).toHaveAttribute('loading', 'lazy');
    expect(flag).toHaveAttribute('alt', '');
    expect(container).toHaveTextContent('');
  });

  it.each(['Europe', 'Asia Pacific', 'Africa2', 'North America', 'Middle East', 'World1'])(
    'shows the zone %s as a regional globe drawn in SVG, not a country flag',
    (zone) => {
      const container = renderIcon(zone);
      expect(container.querySelector('img')).toBeNull();
      const globe = container.querySelector('svg');
      expect(globe).toHaveAttribute('aria-hidden', 'true');
      expect(globe?.querySelector('path')).not.toBeNull();
    },
  );
});
