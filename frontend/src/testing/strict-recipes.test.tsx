import { Badge, ChakraProvider, Text, createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { render } from '@testing-library/react';
import { recordMissingRecipes } from './strict-recipes';

describe('recordMissingRecipes', () => {
  it("names a component's recipe that the theme lacks, and nothing when it has it", () => {
    const bare = createSystem(defaultBaseConfig);
    const missing = recordMissingRecipes(bare);
    render(
      <ChakraProvider value={bare}>
        <Badge>New</Badge>
        <Text>A text asks for a recipe no theme has</Text>
      </ChakraProvider>,
    );
    expect(missing).toEqual(['recipe "badge"']);

    const withBadge = createSystem(
      defaultBaseConfig,
      defineConfig({ theme: { recipes: { badge: badgeRecipe } } }),
    );
    const none = recordMissingRecipes(withBadge);
    render(
      <ChakraProvider value={withBadge}>
        <Badge>New</Badge>
      </ChakraProvider>,
    );
    expect(none).toEqual([]);
  });
});
