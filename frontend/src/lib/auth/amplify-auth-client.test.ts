import { AuthFailure } from './auth-client';
import { amplifyAuthClient } from './amplify-auth-client';

/** The code that drives Amplify, as a browser that lost its connection fails to download it. */
vi.mock('./amplify-auth', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('the Amplify auth client before its code has loaded', () => {
  afterEach(() => localStorage.clear());

  it('tells whether the browser holds a session from storage alone', () => {
    expect(amplifyAuthClient.mayHaveSession()).toBe(false);
    localStorage.setItem('CognitoIdentityServiceProvider.abc123.LastAuthUser', 'someone');
    expect(amplifyAuthClient.mayHaveSession()).toBe(true);
  });

  it('turns a sign-in whose code could not load into an unexpected AuthFailure', async () => {
    const attempt = amplifyAuthClient.signIn('traveller@example.com', 'Secret123!');
    await expect(attempt).rejects.toBeInstanceOf(AuthFailure);
    await expect(attempt).rejects.toMatchObject({ reason: 'unexpected' });
    await expect(amplifyAuthClient.changePassword('a', 'b')).rejects.toMatchObject({ reason: 'unexpected' });
  });
});
