import { defaultConfig } from '@chakra-ui/react';
import { contrastRatio } from '@shared/brand/brand';
import { lightOnly, system } from './theme';
import { slotRecipes } from './theme-recipes';

describe('the theme', () => {
  it('has no dark-mode variables: the shop has no dark mode', () => {
    expect([...system.tokens.cssVarMap.keys()]).not.toContain('_dark');
    expect(JSON.stringify(system._config.theme?.semanticTokens)).not.toContain('_dark');
  });

  it("keeps each of Chakra's semantic colours at its light value, on the page's root", () => {
    type PairedColour = { value: { _light: string; _dark: string } };
    const chakraColours = defaultConfig.theme?.semanticTokens?.colors as Record<
      string,
      Record<string, PairedColour>
    >;
    expect(chakraColours['fg']!['DEFAULT']!.value._light).toBe('{colors.black}');
    expect(chakraColours['bg']!['DEFAULT']!.value._light).toBe('{colors.white}');
    const rootVariables = system.getTokenCss()['@layer tokens']['&:where(html, .chakra-theme)'];
    expect(rootVariables).toMatchObject({
      '--chakra-colors-fg': 'var(--chakra-colors-black)',
      '--chakra-colors-bg': 'var(--chakra-colors-white)',
      '--chakra-colors-border': 'var(--chakra-colors-gray-200)',
    });
  });

  it('gives every coloured toast white text at WCAG AA contrast (4.5:1)', () => {
    const root = slotRecipes.toast.base.root as unknown as Record<string, { bg: string; color: string }>;
    for (const type of ['warning', 'success', 'error']) {
      const { bg, color } = root[`&[data-type=${type}]`]!;
      // Chakra's `<palette>.contrast` is white in the light theme, and `<palette>.solid` its 600.
      expect(color).toMatch(/\.contrast$/);
      const background = system.token(`colors.${bg.replace(/\.solid$/, '.600')}`);
      expect(contrastRatio(background, '#ffffff'), `${type} toast on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('leaves plain values and nested groups as they are', () => {
    expect(
      lightOnly({ a: { value: 'x' }, b: { c: { value: { _light: 'l', _dark: 'd' }, description: 'kept' } } }),
    ).toEqual({ a: { value: 'x' }, b: { c: { value: 'l', description: 'kept' } } });
  });
});
