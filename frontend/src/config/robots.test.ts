import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from './paths';
import { STAFF_PAGES } from './staff-pages';

/** The rules of the shop's robots.txt, as [directive, value] pairs. */
const rules = readFileSync(join(import.meta.dirname, '..', '..', 'public', 'robots.txt'), 'utf8')
  .split('\n')
  .map((line) => line.replace(/#.*/, '').trim())
  .filter(Boolean)
  .map((line) => line.split(/:\s*/, 2) as [string, string]);

describe('robots.txt', () => {
  it('keeps crawlers out of the API and of every signed-in, admin and staff page', () => {
    const disallowed = rules.filter(([directive]) => directive === 'Disallow').map(([, value]) => value);
    const privatePages = [paths.account, paths.admin, paths.business, paths.orderApiFlow];
    for (const path of ['/api/', ...privatePages, ...STAFF_PAGES.map((page) => page.path)]) {
      expect(disallowed).toContain(path);
    }
  });

  it('lets them index the public pages', () => {
    expect(rules).toContainEqual(['User-agent', '*']);
    expect(rules).toContainEqual(['Allow', '/']);
    const disallowed = rules.filter(([directive]) => directive === 'Disallow').map(([, value]) => value);
    for (const path of [
      paths.home,
      paths.checkout,
      paths.esimStatus,
      paths.faq,
      paths.support,
      paths.enterprise,
    ]) {
      expect(disallowed.some((rule) => path.startsWith(rule) && rule !== '/')).toBe(false);
    }
  });
});
