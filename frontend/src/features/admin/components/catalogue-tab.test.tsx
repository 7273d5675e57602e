import { screen, waitFor, within } from '@testing-library/react';
import { PRICE_MESSAGE } from '@shared/api/catalogue-admin.schema';
import { createFakeAuthClient } from '@/testing/fake-auth-client';
import {
  catalogueAdminHandlers,
  fakeCatalogue,
  type FakeCatalogue,
} from '@/testing/mocks/handlers/catalogue-admin';
import { addUser } from '@/testing/mocks/db';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/render';
import { CatalogueTab } from './catalogue-tab';

vi.setConfig({ testTimeout: 30_000 });

const ADMIN = 'ops@example.com';

function renderCatalogue(state: FakeCatalogue = fakeCatalogue()) {
  server.use(...catalogueAdminHandlers(state));
  addUser({ email: ADMIN, accountType: 'own-admin', password: 'Admin-pass-1' });
  const view = renderWithProviders(<CatalogueTab />, {
    route: '/admin?tab=catalogue',
    auth: createFakeAuthClient({ signedInAs: ADMIN }),
  });
  return { ...view, state };
}

const esimCell = (tier: string) => screen.getByRole('textbox', { name: `eSIM price ${tier}` });

async function typeInto(user: ReturnType<typeof renderCatalogue>['user'], input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

describe('Catalogue & Pricing', () => {
  it("shows a zone's state, its price table, and each bundle's cost, price, margin and state", async () => {
    renderCatalogue();

    expect(await screen.findByRole('checkbox', { name: 'Sell Europe' })).toBeChecked();
    expect(esimCell('1 GB')).toHaveValue('4.59');
    expect(screen.getByRole('textbox', { name: 'Top-up price 1 GB' })).toHaveValue('2.29');
    const bundles = within(screen.getByRole('region', { name: 'Bundles' }));
    const oneGb = bundles.getByText('01032_1').closest('tr')!;
    // Cost 2.00, price 4.59: a margin of 129.5 %.
    expect(within(oneGb as HTMLElement).getByText('€2.00')).toBeInTheDocument();
    expect(within(oneGb as HTMLElement).getByText('€4.59')).toBeInTheDocument();
    expect(within(oneGb as HTMLElement).getByText('129.5 %')).toBeInTheDocument();
    const dropped = bundles.getByText('01032_9').closest('tr') as HTMLElement;
    expect(within(dropped).getByText('Withdrawn')).toBeInTheDocument();
    expect(within(dropped).getByText('Dropped by provider')).toBeInTheDocument();
    expect(within(dropped).getByRole('button', { name: /^Activate/ })).toBeDisabled();
    expect(screen.getByText(/Last sync:/)).toBeInTheDocument();
    expect(screen.getByText('Succeeded')).toBeInTheDocument();
  });

  it('saves a changed cell as a new version, shown in the history old → new', async () => {
    const { user, state } = renderCatalogue();
    await screen.findByRole('checkbox', { name: 'Sell Europe' });

    await typeInto(user, esimCell('1 GB'), '5.99');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));

    await waitFor(() => expect(state.versions.get('Europe')).toHaveLength(2));
    expect((await screen.findAllByText('Prices saved')).length).toBeGreaterThan(0);
    expect(state.pricingRequests).toHaveLength(1);
    expect(state.pricingRequests[0]!.pricing).toMatchObject({
      kind: 'table',
      esim: { '1GB': 599, '3GB': 916 },
    });
    expect(state.pricingRequests[0]!.confirmBelowCost).toBeUndefined();
    const history = await screen.findByRole('list', { name: 'Europe price versions' });
    expect(await within(history).findByText('eSIM 1GB: €4.59 → €5.99')).toBeInTheDocument();
    expect(within(history).getByText(new RegExp(ADMIN))).toBeInTheDocument();
  });

  it('refuses a cell that is not a price with the rule of the route, sending nothing', async () => {
    const { user, state } = renderCatalogue();
    await screen.findByRole('checkbox', { name: 'Sell Europe' });

    await typeInto(user, esimCell('3 GB'), 'abc');
    await typeInto(user, esimCell('5 GB'), '0');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));

    expect(await screen.findAllByText(PRICE_MESSAGE)).toHaveLength(2);
    expect(esimCell('3 GB')).toHaveAttribute('aria-invalid', 'true');
    expect(state.pricingRequests).toHaveLength(0);
  });

  it('asks before selling below cost, and sends the price only when the operator confirms', async () => {
    const { user, state } = renderCatalogue();
    await screen.findByRole('checkbox', { name: 'Sell Europe' });

    await typeInto(user, esimCell('1 GB'), '1.50');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Sell below cost?' });
    expect(within(dialog).getByText('€1.50 is below the cost of 01032_1 (€2.00).')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(state.versions.get('Europe')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sell below cost' }),
    );

    await waitFor(() => expect(state.versions.get('Europe')).toHaveLength(2));
    expect(state.pricingRequests.at(-1)).toMatchObject({
      confirmBelowCost: true,
      pricing: { esim: { '1GB': 150 } },
    });
  });

  it('previews a margin rule on the costs and saves it', async () => {
    const { user, state } = renderCatalogue();
    await screen.findByRole('checkbox', { name: 'Sell Europe' });

    await user.click(screen.getByRole('radio', { name: 'Margin rule' }));
    await typeInto(user, screen.getByRole('textbox', { name: /Margin/ }), '50');
    await user.selectOptions(screen.getByRole('combobox', { name: /Round up to/ }), '.99');

    // 1 GB costs 2.00: × 1.5 = 3.00, up to 3.99; its top-up 3.00 − 2.30 is below the cost, so 2.00, up to 2.99.
    const preview = within(screen.getByRole('table', { name: 'Preview' }));
    const oneGb = preview.getByText('1 GB').closest('tr') as HTMLElement;
    expect(within(oneGb).getByText('€3.99')).toBeInTheDocument();
    expect(within(oneGb).getByText('€2.99')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save rule' }));

    await waitFor(() => expect(state.pricingRequests).toHaveLength(1));
    expect(state.pricingRequests[0]!.pricing).toEqual({ kind: 'rule', marginPercent: 50, ending: 99 });
  });

  it('rolls a zone back to an earlier version', async () => {
    const { user, state } = renderCatalogue();
    await screen.findByRole('checkbox', { name: 'Sell Europe' });
    await typeInto(user, esimCell('1 GB'), '5.99');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    await waitFor(() => expect(state.versions.get('Europe')).toHaveLength(2));

    await user.click(await screen.findByRole('button', { name: 'Roll back Europe to version 1' }));

    expect(await screen.findByText('Rolled back to 1')).toBeInTheDocument();
    expect(state.zones[0]!.pricing).toMatchObject({ esim: { '1GB': 459 } });
    await waitFor(() => expect(esimCell('1 GB')).toHaveValue('4.59'));
  });

  it('withdraws a zone with its switch', async () => {
    const { user, state } = renderCatalogue();

    await user.click(await screen.findByRole('checkbox', { name: 'Sell Europe' }));

    await waitFor(() => expect(state.zones[0]!.state).toBe('withdrawn'));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Sell Europe' })).not.toBeChecked());
    expect(screen.getByText('Europe is withdrawn: not sold.')).toBeInTheDocument();
  });

  it('shows a failed sync and its reason, and a new bundle arrives inactive to be activated', async () => {
    const state = fakeCatalogue();
    state.nextSync = { fails: 'The provider did not answer within 10 seconds.' };
    const { user } = renderCatalogue(state);

    await user.click(await screen.findByRole('button', { name: 'Sync from provider' }));

    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The last sync failed and changed nothing: The provider did not answer within 10 seconds.',
      ),
    ).toBeInTheDocument();

    state.nextSync = {
      adds: [
        {
          id: '01032_20',
          zone: 'Europe',
          dataMb: 20480,
          days: 30,
          costCents: 3500,
          state: 'inactive',
          offeredByProvider: true,
        },
      ],
    };
    await user.click(screen.getByRole('button', { name: 'Sync from provider' }));
    const added = (await screen.findByText('01032_20')).closest('tr') as HTMLElement;
    expect(within(added).getByText('Inactive')).toBeInTheDocument();
    expect(within(added).getByText('New from provider')).toBeInTheDocument();

    await user.click(within(added).getByRole('button', { name: /^Activate/ }));
    await waitFor(() => expect(within(added).getByText('Active')).toBeInTheDocument());
    expect(state.bundles.at(-1)!.state).toBe('active');
  });
});
