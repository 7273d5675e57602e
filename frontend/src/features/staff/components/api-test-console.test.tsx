import { screen, within } from '@testing-library/react';
import { PROVIDER_ENDPOINTS, SAMPLE_ICCID } from '@shared/api/provider-endpoints';
import { createFakeAuthClient } from '@/testing/fake-auth-client';
import { apiError, fakeRoute } from '@/testing/mocks/contract';
import { addUser, db } from '@/testing/mocks/db';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/render';
import { ApiTestConsole } from './api-test-console';

vi.setConfig({ testTimeout: 20_000 });

function renderConsole() {
  addUser({ email: 'ops@example.com', accountType: 'own-admin' });
  return renderWithProviders(<ApiTestConsole />, {
    auth: createFakeAuthClient({ signedInAs: 'ops@example.com' }),
  });
}

const card = (name: string) => screen.getByRole('article', { name: new RegExp(`^${name}$`) });

describe('/api-test', () => {
  it("lists the spec's 17 endpoints and 9 tab cards over Main, Usage, Search and Advanced Features", async () => {
    const { user } = renderConsole();
    let cards = 0;
    for (const tab of ['Main', 'Usage', 'Search', 'Advanced Features']) {
      await user.click(screen.getByRole('tab', { name: tab }));
      cards += within(screen.getByRole('tabpanel', { name: tab })).getAllByRole('article').length;
    }
    expect(cards).toBe(26);
    expect(PROVIDER_ENDPOINTS).toHaveLength(26);
  });

  it('prefills the bodies with the test defaults', async () => {
    const { user } = renderConsole();
    await user.click(screen.getByRole('tab', { name: 'Advanced Features' }));
    const sms = within(card('Send SMS')).getByRole('textbox', { name: /Request body/ });
    expect(JSON.parse((sms as HTMLTextAreaElement).value)).toMatchObject({ message_timeout: 2880 });
    const roaming = within(card('Set Roaming Profile')).getByRole('textbox', { name: /Request body/ });
    expect(JSON.parse((roaming as HTMLTextAreaElement).value)).toMatchObject({ profile: 3 });
    await user.click(screen.getByRole('tab', { name: 'Usage' }));
    expect(within(card('Top-up History')).getByRole('textbox', { name: 'maxHistoryInDays' })).toHaveValue(
      '30',
    );
  });

  it('calls the endpoint through the proxy with the sample ICCID and shows status, body, headers and time', async () => {
    const { user } = renderConsole();
    await user.click(screen.getByRole('button', { name: 'Use Sample ICCID' }));
    expect(screen.getByRole('textbox', { name: 'ICCID' })).toHaveValue(SAMPLE_ICCID);
    await user.click(within(card('Get Bundle')).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('API call successful')).toBeInTheDocument();
    expect(db.providerCalls).toEqual([
      { method: 'GET', path: `/network/things/iccids/${SAMPLE_ICCID}/bundle` },
    ]);
    const result = within(card('Get Bundle')).getByRole('group', { name: 'Result' });
    expect(within(result).getByTestId('result-status')).toHaveTextContent('200');
    expect(within(result).getByText('Time: 42 ms')).toBeInTheDocument();
    expect(within(result).getByRole('region', { name: 'Response headers' })).toHaveTextContent(
      'content-type',
    );
    expect(within(result).getByRole('region', { name: 'Response body' })).toHaveTextContent('"ok": true');
  });

  it('sends nothing without a valid ICCID, or with a body that is not JSON or an alias number off 1-4', async () => {
    const { user } = renderConsole();
    await user.click(within(card('Get SIM Details')).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Please enter a valid ICCID (19-20 digits)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use Sample ICCID' }));
    await user.click(screen.getByRole('tab', { name: 'Advanced Features' }));
    const alias = within(card('Add Alias')).getByRole('textbox', { name: /Request body/ });
    await user.clear(alias);
    await user.type(alias, '{{"alias":"x","aliasNo":5}');
    await user.click(within(card('Add Alias')).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('aliasNo must be 1, 2, 3 or 4')).toBeInTheDocument();
    await user.clear(alias);
    await user.type(alias, 'not json');
    await user.click(within(card('Add Alias')).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('The request body is not valid JSON')).toBeInTheDocument();
    expect(db.providerCalls).toHaveLength(0);
  });

  it("says 'API call failed' for a provider error status", async () => {
    server.use(
      fakeRoute('provider-proxy', () => ({
        json: { status: 404, headers: {}, body: { message: 'No eSIM' }, durationMs: 3 },
      })),
    );
    const { user } = renderConsole();
    await user.click(within(card('List Products')).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('API call failed')).toBeInTheDocument();
    expect(screen.getByTestId('result-status')).toHaveTextContent('404');
  });

  it("says 'API token not available' when the server has no provider token", async () => {
    server.use(
      fakeRoute('provider-proxy', () => apiError(503, 'token_unavailable', 'API token not available')),
    );
    const { user } = renderConsole();
    await user.click(within(card('List Products')).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('API token not available')).toBeInTheDocument();
    expect(screen.getByText('Please check API token configuration')).toBeInTheDocument();
  });

  it('shows the refusal of a signed-in user who is not an own-admin', async () => {
    addUser({ email: 'ada@example.com' });
    const { user } = renderWithProviders(<ApiTestConsole />, {
      auth: createFakeAuthClient({ signedInAs: 'ada@example.com' }),
    });
    await user.click(within(card('List Products')).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('API call failed')).toBeInTheDocument();
    expect(screen.getByText('You do not have access to this page.')).toBeInTheDocument();
    expect(db.providerCalls).toHaveLength(0);
  });
});
