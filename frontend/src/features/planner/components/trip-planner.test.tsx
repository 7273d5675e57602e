import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MESSAGES } from '@shared/validation/messages';
import { renderWithProviders } from '@/testing/render';
import { TripPlanner } from './trip-planner';

vi.setConfig({ testTimeout: 30_000 });

function renderPlanner() {
  const onChooseBundle = vi.fn();
  const view = renderWithProviders(<TripPlanner onChooseBundle={onChooseBundle} />);
  return { ...view, onChooseBundle };
}

const zoneButton = (zone: string) =>
  screen.getByRole('button', {
    name: new RegExp(`^${zone} (\\d+ countries|All selected|\\d+ of \\d+ selected)$`),
  });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const stepNav = () => screen.getByRole('navigation', { name: 'Trip planner steps' });

/** Picks today as arrival and moves the departure `steps` × `stepDays` later with the stepper. */
async function setDates(user: UserEvent, { stepDays = 1, steps = 1 } = {}) {
  await user.click(await screen.findByRole('button', { name: 'When do you arrive?' }));
  await user.click(screen.getByRole('button', { name: /^Today, / }));
  if (stepDays !== 1) {
    const input = screen.getByRole('spinbutton', { name: 'Days per step' });
    await user.clear(input);
    await user.type(input, String(stepDays));
  }
  for (let i = 0; i < steps; i += 1) {
    await user.click(screen.getByRole('button', { name: /^Extend trip by/ }));
  }
}

async function planEuropeTrip(user: UserEvent, dates?: { stepDays?: number; steps?: number }) {
  await user.click(zoneButton('Europe'));
  await user.click(continueButton());
  await setDates(user, dates);
  await user.click(continueButton());
  await screen.findByRole('heading', { name: 'Your Trip Summary' });
}

describe('Destinations step', () => {
  it('keeps Continue disabled until a country is chosen, and again after Clear All', async () => {
    const { user } = renderPlanner();
    expect(screen.getByRole('heading', { name: 'Choose Your Travel eSIM' })).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'Search and select destinations' }));
    await user.keyboard('germ');
    const countries = screen.getByRole('group', { name: 'Countries' });
    await user.click(within(countries).getByRole('option', { name: /Germany/ }));

    expect(within(countries).getByRole('option', { name: /Germany/ })).toHaveTextContent('Selected');
    expect(screen.getByText('Selected Destinations:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Germany' })).toBeInTheDocument();
    expect(continueButton()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.queryByRole('button', { name: 'Remove Germany' })).not.toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
  });

  it('lists every zone and no countries while the search is empty', async () => {
    const { user } = renderPlanner();
    await user.click(screen.getByRole('combobox', { name: 'Search and select destinations' }));
    const zones = screen.getByRole('group', { name: 'Zones' });
    expect(within(zones).getByRole('option', { name: /Europe/ })).toBeInTheDocument();
    expect(within(zones).queryByRole('option', { name: /Europe2/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Countries' })).not.toBeInTheDocument();

    await user.click(within(zones).getByRole('option', { name: /^.*Africa/ }));
    expect(within(zones).getByRole('option', { name: /Africa/ })).toHaveTextContent('All selected');
  });

  it('works from the keyboard: arrows move through the list, Enter picks, Escape closes', async () => {
    const { user } = renderPlanner();
    const search = screen.getByRole('combobox', { name: 'Search and select destinations' });
    await user.click(search);
    await user.keyboard('ital');
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');

    expect(screen.getByRole('button', { name: 'Remove Italy' })).toBeInTheDocument();
    expect(search).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('finds a country by its code, short name or accented spelling, the exact match first', async () => {
    const { user } = renderPlanner();
    const search = screen.getByRole('combobox', { name: 'Search and select destinations' });
    for (const [query, first] of [
      ['USA', 'United States'],
      ['holland', 'Netherlands'],
      ['México', 'Mexico'],
      ['fr', 'France'],
    ] as const) {
      await user.click(search);
      await user.clear(search);
      await user.type(search, query);
      const countries = within(screen.getByRole('group', { name: 'Countries' })).getAllByRole('option');
      expect(countries[0]).toHaveTextContent(first);
    }
  });

  it('toggles a whole zone from its card, shows partial selection and the Selected Zones count', async () => {
    const { user } = renderPlanner();
    const card = () => screen.getByTestId('zone-card-Middle East');

    await user.click(zoneButton('Middle East'));
    expect(card()).toHaveAttribute('data-state', 'all');
    expect(within(card()).getByText('All selected')).toBeInTheDocument();
    expect(zoneButton('Middle East')).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(card()).getByRole('button', { name: 'Show countries in Middle East' }));
    const list = within(within(card()).getByRole('list')).getAllByRole('button', { pressed: true });
    const first = list[0];
    if (!first) throw new Error('the zone lists no country');
    const total = list.length;
    await user.click(first);

    expect(card()).toHaveAttribute('data-state', 'partial');
    expect(zoneButton('Middle East')).toHaveAttribute('aria-pressed', 'mixed');
    expect(within(card()).getByText(`${total - 1} of ${total} selected`)).toBeInTheDocument();
    const summary = screen.getByRole('heading', { name: 'Selected Zones' }).parentElement;
    expect(summary).toHaveTextContent(`Middle East${total - 1} countries`);

    await user.click(within(card()).getByRole('button', { name: 'Hide countries in Middle East' }));
    expect(within(card()).queryByRole('button', { pressed: true })).not.toBeInTheDocument();

    await user.click(zoneButton('Middle East'));
    expect(card()).toHaveAttribute('data-state', 'all');
    await user.click(zoneButton('Middle East'));
    expect(card()).toHaveAttribute('data-state', 'none');
    expect(continueButton()).toBeDisabled();
  });
});

describe('Step indicator', () => {
  it('lets Travel Dates be clicked only with a country chosen, never Bundle, and Destinations always', async () => {
    const { user } = renderPlanner();
    expect(within(stepNav()).queryByRole('button', { name: /Travel Dates/ })).not.toBeInTheDocument();
    expect(within(stepNav()).queryByRole('button', { name: /Bundle/ })).not.toBeInTheDocument();

    await user.click(zoneButton('Africa'));
    await user.click(within(stepNav()).getByRole('button', { name: /Travel Dates/ }));
    const datesHeading = await screen.findByRole('heading', { name: 'When are you traveling?' });
    expect(datesHeading.closest('[tabindex="-1"]')).toHaveFocus();
    expect(within(stepNav()).queryByRole('button', { name: /Bundle/ })).not.toBeInTheDocument();

    await user.click(within(stepNav()).getByRole('button', { name: /Destinations/ }));
    expect(screen.getByRole('heading', { name: 'Choose Your Travel eSIM' })).toBeInTheDocument();
  });
});

describe('Dates step', () => {
  it('needs both dates to continue; the stepper never goes before arrival; Reset dates clears both', async () => {
    const { user } = renderPlanner();
    await user.click(zoneButton('Europe'));
    await user.click(continueButton());
    expect(screen.getByRole('button', { name: 'When do you arrive?' })).toHaveTextContent(
      'Select arrival date',
    );
    expect(continueButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'When do you arrive?' }));
    expect(screen.getByRole('button', { name: /^Today, / })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: /^Today, / }));
    expect(screen.getByRole('heading', { name: 'How long is your trip?' })).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Shorten trip/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Extend trip by 1 day' }));
    expect(screen.getByText('2 days')).toBeInTheDocument();
    expect(continueButton()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Shorten trip by 1 day' }));
    expect(screen.getByText('1 day')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Shorten trip/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Reset dates' }));
    expect(screen.getByRole('button', { name: 'When do you arrive?' })).toHaveTextContent(
      'Select arrival date',
    );
    expect(continueButton()).toBeDisabled();
  });

  it('ignores a step size outside 1 to 30', async () => {
    const { user } = renderPlanner();
    await user.click(zoneButton('Europe'));
    await user.click(continueButton());
    await setDates(user, { stepDays: 5, steps: 1 });
    expect(screen.getByText('6 days')).toBeInTheDocument();

    const input = screen.getByRole('spinbutton', { name: 'Days per step' });
    await user.clear(input);
    await user.type(input, '31');
    await user.click(screen.getByRole('button', { name: /^Extend trip by/ }));
    expect(screen.getByRole('button', { name: /^Extend trip by/ })).toHaveAccessibleName(
      'Extend trip by 3 days',
    );
    expect(screen.getByText('9 days')).toBeInTheDocument();
  });
});

describe('Results step', () => {
  it('preselects the cheapest bundle, shows 3 cards, then all, then scrolls back on Show less', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user, onChooseBundle } = renderPlanner();
    await planEuropeTrip(user);

    expect(screen.getByRole('heading', { name: 'Your Trip Summary' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Your Trip Summary' });
    expect(within(summary).getByText('2 days')).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: /^\d+ destinations$/ })).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: 'Recommended Bundles' });
    let cards = within(group).getAllByRole('radio');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveAttribute('aria-checked', 'true');
    expect(cards[0]).toHaveAccessibleName(/€4\.17$/);
    expect(cards[1]).toHaveAttribute('aria-checked', 'false');

    await user.click(screen.getByRole('button', { name: 'Show 3 more options' }));
    cards = within(group).getAllByRole('radio');
    expect(cards).toHaveLength(6);
    expect(cards[2]).toHaveAccessibleName('Europe 5GB, 10 days, €16.61');
    expect(cards[5]).toHaveAccessibleName(/^Europe 50GB/);

    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(scrollIntoView).toHaveBeenCalled();

    const second = within(group).getAllByRole('radio')[1];
    if (!second) throw new Error('missing card');
    await user.click(second);
    expect(second).toHaveAttribute('aria-checked', 'true');
    expect(within(group).getAllByRole('radio')[0]).toHaveAttribute('aria-checked', 'false');

    await user.click(screen.getByRole('button', { name: 'Start your journey and go to payment' }));
    expect(onChooseBundle).toHaveBeenCalledWith(
      expect.objectContaining({ bundleId: '01032_5', size: '1GB' }),
    );
    expect(screen.getByText('Bundle Features')).toBeInTheDocument();
    expect(screen.getByText('High-speed Data')).toBeInTheDocument();
  });

  it('opens coverage details on one card at a time', async () => {
    const { user } = renderPlanner();
    await planEuropeTrip(user);
    expect(screen.queryByText('Liechtenstein')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^\d+ destinations$/ }));
    expect(await screen.findByText('Liechtenstein')).toBeInTheDocument();
    await user.unhover(screen.getByRole('button', { name: /^\d+ destinations$/ }));
    await waitFor(() => expect(screen.queryByText('Liechtenstein')).not.toBeInTheDocument());

    const [first, second] = screen.getAllByRole('button', { name: 'Coverage details' });
    if (!first || !second) throw new Error('missing cards');

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region', { name: /^Coverage of/ })).toHaveLength(1);

    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region', { name: /^Coverage of/ })).toHaveLength(1);
  });

  it('warns in amber and still offers bundles when the trip is longer than every bundle', async () => {
    const { user } = renderPlanner();
    await planEuropeTrip(user, { stepDays: 30, steps: 3 });

    const alert = screen.getByText(MESSAGES.search.tripTooLong).closest('[data-level]');
    expect(alert).toHaveAttribute('data-level', 'warning');
    expect(screen.getAllByRole('radio').length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: MESSAGES.search.noSuitableTitle })).not.toBeInTheDocument();
  });

  it('shows the no-match heading with the lookup error when no single bundle covers the countries', async () => {
    const { user } = renderPlanner();
    const search = screen.getByRole('combobox', { name: 'Search and select destinations' });
    for (const [query, country] of [
      ['germ', /Germany/],
      ['japa', /Japan/],
    ] as const) {
      await user.click(search);
      await user.clear(search);
      await user.type(search, query);
      await user.click(
        within(screen.getByRole('group', { name: 'Countries' })).getByRole('option', { name: country }),
      );
    }
    await user.click(continueButton());
    await setDates(user);
    await user.click(continueButton());

    expect(await screen.findByRole('heading', { name: 'No Suitable Bundles Found' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.search.noCoverage).closest('[data-level]')).toHaveAttribute(
      'data-level',
      'error',
    );
    expect(screen.getByText(MESSAGES.search.notSingleBundle).closest('[data-level]')).toHaveAttribute(
      'data-level',
      'warning',
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Start your journey and go to payment' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Destinations' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Japan' })).toBeInTheDocument());
  });
});
