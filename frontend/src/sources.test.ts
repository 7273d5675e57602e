import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { paths } from './config/paths';

/** The SPA's own sources (tests aside, whose fixtures may hold any colour). */
const SRC = import.meta.dirname;
const sources = (readdirSync(SRC, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file: relative(SRC, join(SRC, file)), text: readFileSync(join(SRC, file), 'utf8') }));

/** The only module that may name a colour: it derives every token from the brand. */
const THEME = join('config', 'theme.ts');
/** The recipes the theme adds once the first lazy page loads: the theme too. */
const THEME_RECIPES = join('config', 'theme-recipes.ts');

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

/**
 * The one module that writes the SPA's page paths out. Tests and their support (testing/) may: they
 * assert the URLs a user sees.
 */
const PATHS = join('config', 'paths.ts');
const TEST_SUPPORT = join('testing', '');

/**
 * A page path opening a string literal: '/faq', "/terms", `/esim-status?iccid=…`, '/account/…', and
 * home as '/' or '/?…'. API and asset paths ('/api/…', '/flags/…', '/config.json') are not pages, and
 * `startsWith('/')` asks whether a link stays on this site, not for the home page; a quote right
 * after a letter closes a literal (`from`/`to` in a comment) rather than opening one.
 */
const PAGES = Object.values(paths).filter((path) => path !== paths.home);
const PAGE_PATH = new RegExp(
  `(?<!startsWith\\(|\\w)["'\`](?:(?:${PAGES.join('|')})(?=[?#/$"'\`])|/(?=[?#"'\`]))`,
  'g',
);

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
    expect(offences(FIXED_COLOUR, [THEME, THEME_RECIPES])).toEqual([]);
  });

  it('write page paths only through config/paths.ts, so a page is renamed in one place', () => {
    const found = (line: string) => [...line.matchAll(PAGE_PATH)].length > 0;
    expect(
      [
        `navigate('/')`,
        `<RouterLink to="/faq">`,
        'to={`/esim-status?iccid=${iccid}`}',
        `href="/terms"`,
        `'/account/orders'`,
      ].filter((line) => !found(line)),
    ).toEqual([]);
    expect(
      [
        `fetch('/api/admin/users')`,
        `src="/flags/de.svg"`,
        `'/brand-assets/logo.png'`,
        `fetch('/config.json')`,
        `href.startsWith('/')`,
        `!href.startsWith('//')`,
        `'/faqs'`,
        '`from`/`to` in a comment',
      ].filter(found),
    ).toEqual([]);
    expect(offences(PAGE_PATH, [PATHS]).filter((offence) => !offence.startsWith(TEST_SUPPORT))).toEqual([]);
  });

  it('use no emoji, which render as empty boxes where no emoji font is installed', () => {
    expect(offences(EMOJI)).toEqual([]);
  });
});
