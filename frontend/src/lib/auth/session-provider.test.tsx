import { act, screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { apiRequest } from '@/lib/api-client';
import { createFakeAuthClient } from '@/testing/fake-auth-client';
import { addUser } from '@/testing/mocks/db';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/render';
import { REFRESH_CHECK_INTERVAL_MS } from './session-refresh';
import { useSession } from './use-session';

function SessionProbe() {
  const session = useSession();
  return (
    <dl>
      <dt>status</dt>
      <dd data-testid="status">{session.status}</dd>
      <dt>name</dt>
      <dd data-testid="name">{session.user?.name ?? ''}</dd>
      <dt>type</dt>
      <dd data-testid="type">{session.accountType ?? ''}</dd>
      <button onClick={() => void session.signIn('ada@example.com', 'Secret-pass-1')}>sign in</button>
      <button onClick={() => void session.signOut()}>sign out</button>
    </dl>
  );
}

const status = () => screen.getByTestId('status').textContent;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  setVisibility('visible');
  vi.useRealTimers();
});

describe('session provider', () => {
  it('is anonymous at once when the browser holds no session, without asking the identity provider', () => {
    const auth = createFakeAuthClient();
    const currentTokens = vi.spyOn(auth, 'currentTokens');
    renderWithProviders(<SessionProbe />, { auth });
    expect(status()).toBe('anonymous');
    expect(currentTokens).not.toHaveBeenCalled();
  });

  it('restores a stored session with the session user of GET /api/me', async () => {
    addUser({ email: 'ada@example.com', fullName: 'Ada Lovelace', accountType: 'business-admin' });
    renderWithProviders(<SessionProbe />, { auth: createFakeAuthClient({ signedInAs: 'ada@example.com' }) });
    expect(status()).toBe('loading');
    await waitFor(() => expect(status()).toBe('authenticated'));
    expect(screen.getByTestId('name')).toHaveTextContent('Ada Lovelace');
    expect(screen.getByTestId('type')).toHaveTextContent('business-admin');
  });

  it('signs in and out; signed out, the API client refuses user routes without a request', async () => {
    addUser({ email: 'ada@example.com', password: 'Secret-pass-1' });
    const { user, auth } = renderWithProviders(<SessionProbe />);
    await user.click(screen.getByRole('button', { name: 'sign in' }));
    await waitFor(() => expect(status()).toBe('authenticated'));
    // The fake for GET /api/me answers 401 unless the client sent the session's token.
    await expect(apiRequest('get-me')).resolves.toMatchObject({ email: 'ada@example.com' });

    await user.click(screen.getByRole('button', { name: 'sign out' }));
    await waitFor(() => expect(status()).toBe('anonymous'));
    expect(auth.signOuts).toBe(1);
    await expect(apiRequest('get-me')).rejects.toMatchObject({ status: 401 });
  });

  it("signs in under React's strict mode, whose reader of the session user mounts twice", async () => {
    addUser({ email: 'ada@example.com', password: 'Secret-pass-1', fullName: 'Ada Lovelace' });
    // The user arrives after the reader has mounted (and, in strict mode, unmounted once).
    server.use(http.get('/api/me', () => delay(300)));
    const { user, auth } = renderWithProviders(<SessionProbe />, { reactStrictMode: true });
    await user.click(screen.getByRole('button', { name: 'sign in' }));
    await waitFor(() => expect(status()).toBe('authenticated'));
    expect(screen.getByTestId('name')).toHaveTextContent('Ada Lovelace');
    expect(auth.signOuts).toBe(0);
  });

  it('restores a stored session under strict mode too', async () => {
    addUser({ email: 'ada@example.com', fullName: 'Ada Lovelace' });
    server.use(http.get('/api/me', () => delay(300)));
    const auth = createFakeAuthClient({ signedInAs: 'ada@example.com' });
    renderWithProviders(<SessionProbe />, { auth, reactStrictMode: true });
    await waitFor(() => expect(status()).toBe('authenticated'));
    expect(screen.getByTestId('name')).toHaveTextContent('Ada Lovelace');
    expect(auth.signOuts).toBe(0);
  });

  it('ends a session whose token the API refuses (no users row)', async () => {
    const { auth } = renderWithProviders(<SessionProbe />, {
      auth: createFakeAuthClient({ signedInAs: 'stranger@example.com' }),
    });
    await waitFor(() => expect(status()).toBe('anonymous'));
    expect(auth.signOuts).toBe(1);
  });
});

describe('session refresh', () => {
  async function signedInWithTokenLifetime(seconds: number) {
    // The clock and the 30 s checks are faked; timeouts stay real for the network fakes.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    addUser({ email: 'ada@example.com' });
    const auth = createFakeAuthClient({ signedInAs: 'ada@example.com', tokenLifetimeMs: seconds * 1000 });
    renderWithProviders(<SessionProbe />, { auth });
    await waitFor(() => expect(status()).toBe('authenticated'));
    return auth;
  }
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('checks every 30 s and refreshes only when the token expires within 10 s', async () => {
    const auth = await signedInWithTokenLifetime(50);
    await wait(REFRESH_CHECK_INTERVAL_MS); // 20 s left at the check: nothing to do
    expect(auth.refreshes).toBe(0);
    await wait(REFRESH_CHECK_INTERVAL_MS); // 10 s past expiry at 60 s
    expect(auth.refreshes).toBe(1);
    await wait(REFRESH_CHECK_INTERVAL_MS); // the new token has 20 s left
    expect(auth.refreshes).toBe(1);
    await wait(REFRESH_CHECK_INTERVAL_MS);
    expect(auth.refreshes).toBe(2);
    expect(status()).toBe('authenticated');
  });

  it('refreshes when 10 s or less remain at a check', async () => {
    const auth = await signedInWithTokenLifetime(40);
    await wait(REFRESH_CHECK_INTERVAL_MS); // exactly 10 s left
    expect(auth.refreshes).toBe(1);
  });

  it('pauses while the tab is hidden and checks at once when it shows again', async () => {
    const auth = await signedInWithTokenLifetime(35);
    setVisibility('hidden');
    await wait(4 * REFRESH_CHECK_INTERVAL_MS);
    expect(auth.refreshes).toBe(0);

    setVisibility('visible');
    await wait(0);
    expect(auth.refreshes).toBe(1);
    expect(status()).toBe('authenticated');
  });

  it('ends the session when the refresh is refused', async () => {
    const auth = await signedInWithTokenLifetime(35);
    auth.refreshFails = true;
    await wait(REFRESH_CHECK_INTERVAL_MS);
    expect(status()).toBe('anonymous');
    expect(auth.signOuts).toBe(1);
  });
});
