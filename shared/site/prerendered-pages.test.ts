import {
  APP_SHELL_FILE,
  isPrerendered,
  normalisePath,
  pageFileFor,
  PRERENDERED_PAGES,
} from './prerendered-pages';

describe('which file answers a path', () => {
  it('answers each prerendered page with its own file, with or without a trailing slash', () => {
    for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
      expect(pageFileFor(path)).toBe(`/${file}`);
      expect(pageFileFor(`${path}/`)).toBe(`/${file}`);
    }
    expect(pageFileFor('/')).toBe('/index.html');
  });

  it('answers every other client-side route with the app shell, never the prerendered home', () => {
    for (const path of ['/success', '/account', '/admin', '/admin/brand', '/no-such-page']) {
      expect(pageFileFor(path)).toBe(`/${APP_SHELL_FILE}`);
    }
  });

  it('leaves a file alone', () => {
    expect(pageFileFor('/assets/boot-abc123.js')).toBe('/assets/boot-abc123.js');
    expect(pageFileFor('/flags/FR.svg')).toBe('/flags/FR.svg');
    expect(pageFileFor('/robots.txt')).toBe('/robots.txt');
  });

  it('normalises trailing slashes only', () => {
    expect(normalisePath('/faq///')).toBe('/faq');
    expect(normalisePath('/')).toBe('/');
    expect(isPrerendered('/faq/')).toBe(true);
    expect(isPrerendered('/faqs')).toBe(false);
    expect(isPrerendered('/toString')).toBe(false);
  });
});
