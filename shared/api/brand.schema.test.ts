import * as z from '../validation/zod';
import { publishedLogoPath } from '../brand/logo';
import { BRAND_MESSAGES, brandUpdateSchema } from './brand.schema';

const UUID = '7d1c2b8e-4c1f-4a8e-9a57-0a5d6c1e2f30';
const PUBLISHED = `/brand-assets/logo-${UUID}.png`;

const logoUrlAnswer = (logoUrl: string) => {
  const parsed = z.safeParse(brandUpdateSchema, { logoUrl });
  return parsed.success ? 'accepted' : parsed.error.issues[0]?.message;
};

describe('the brand’s logo address', () => {
  it('accepts a logo the shop published (a path on its own origin), and empty for none', () => {
    for (const ext of ['png', 'jpg', 'gif', 'webp']) {
      expect(logoUrlAnswer(`/brand-assets/logo-${UUID}.${ext}`)).toBe('accepted');
    }
    expect(logoUrlAnswer('')).toBe('accepted');
  });

  it.each([
    ['another host', 'https://evil.example/logo.png'],
    ['another host with the published path', `https://evil.example${PUBLISHED}`],
    ['a protocol-relative address', `//evil.example${PUBLISHED}`],
    ['the shop’s own host', `https://shop.example${PUBLISHED}`],
    ['an SVG', `/brand-assets/logo-${UUID}.svg`],
    ['a path out of the prefix', `/brand-assets/../admin/logo-${UUID}.png`],
    ['another file of the prefix', '/brand-assets/anything.png'],
    ['a query string', `${PUBLISHED}?x=1`],
    ['a script URL', 'javascript:alert(1)'],
    ['a data URL', 'data:image/png;base64,iVBORw0KGgo='],
  ])('refuses %s with a message saying what to do', (_, logoUrl) => {
    expect(logoUrlAnswer(logoUrl)).toBe(BRAND_MESSAGES.logoUrl);
  });
});

describe('publishedLogoPath', () => {
  it('reads a logo stored with a host (before addresses were paths) as its path on the shop', () => {
    expect(publishedLogoPath(`http://127.0.0.1:41234/esim-shop-local-assets${PUBLISHED}`)).toBe(PUBLISHED);
    expect(publishedLogoPath(`https://shop.example${PUBLISHED}`)).toBe(PUBLISHED);
    expect(publishedLogoPath(PUBLISHED)).toBe(PUBLISHED);
  });

  it('reads anything the shop would refuse today as no logo: an SVG, another address, a script', () => {
    for (const stored of [
      `/brand-assets/logo-${UUID}.svg`,
      `https://shop.example/brand-assets/logo-${UUID}.svg`,
      'https://evil.example/logo.png',
      'javascript:alert(1)',
      '',
    ]) {
      expect(publishedLogoPath(stored)).toBe('');
    }
  });
});
