import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The SPA's own sources (tests aside, whose fixtures may hold any colour). */
const SRC = import.meta.dirname;
const sources = (readdirSync(SRC, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file: relative(SRC, join(SRC, file)), text: readFileSync(join(SRC, file), 'utf8') }));

/** The only module that may name a colour: it derives every token from the brand. */
const THEME = join('config', 'theme.ts');

const PALETTES = 'gray|red|orange|yellow|green|teal|blue|cyan|purple|pink|white|black|whiteAlpha|blackAlpha';
const FIXED_COLOUR = new RegExp(
  [
    `(["'\`])(?:${PALETTES})(?:\\.[\\w.]+)?\\1`, // 'blue', "blue.500", 'red.solid', "white"
    '#[0-9a-f]{3,8}\\b', // hex values
    '\\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\\(', // colour functions
  ].join('|'),
  'gi',
);

/** Characters that only an emoji font draws: pictographs shown as emoji and regional-indicator flags. */
const EMOJI = /\p{Emoji_Presentation}|\p{Regional_Indicator}|\uFE0F/gu;

function offences(pattern: RegExp, except: string[] = []) {
  return sources
    .filter(({ file }) => !except.includes(file))
    .flatMap(({ file, text }) =>
      text
        .split('\n')
        .flatMap((line, index) =>
          [...line.matchAll(pattern)].map((match) => `${file}:${index + 1}: ${match[0]}`),
        ),
    );
}

describe('SPA sources', () => {
  it('are read from frontend/src, the theme among them', () => {
    expect(sources.map(({ file }) => file)).toContain(THEME);
    expect(sources.length).toBeGreaterThan(50);
  });

  it('name no fixed colour outside the theme, so every page follows the brand', () => {
    expect(offences(FIXED_COLOUR, [THEME])).toEqual([]);
  });

  it('use no emoji, which render as empty boxes where no emoji font is installed', () => {
    expect(offences(EMOJI)).toEqual([]);
  });
});
