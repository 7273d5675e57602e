import { pageHref, paths } from './paths';

describe('pageHref', () => {
  it('adds the query string, its values encoded', () => {
    expect(pageHref(paths.login, { email: 'a+b@example.com', redirectTo: '/account?tab=profile' })).toBe(
      '/login?email=a%2Bb%40example.com&redirectTo=%2Faccount%3Ftab%3Dprofile',
    );
  });

  it('leaves out empty and missing values, and the ? when none is left', () => {
    expect(pageHref(paths.auth, { tab: 'login', email: '', redirectTo: null })).toBe('/auth?tab=login');
    expect(pageHref(paths.esimStatus, { iccid: undefined })).toBe('/esim-status');
  });
});
