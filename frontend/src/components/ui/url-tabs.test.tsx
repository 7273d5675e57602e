import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { UrlTabs, useUrlTab, type UrlTabsProps } from './url-tabs';

type Fruit = 'apples' | 'pears' | 'plums';
const FRUITS = ['apples', 'pears', 'plums'] as const;

function Page(props: Partial<UrlTabsProps<Fruit>>) {
  const open = useUrlTab(FRUITS);
  return (
    <>
      <p>Open: {open}</p>
      <UrlTabs
        tabs={[
          { value: 'apples', label: 'Apples', content: <p>Apples in stock</p> },
          { value: 'pears', label: 'Pears', content: <input aria-label="Pear note" /> },
          { value: 'plums', label: 'Plums', content: <p>Plums in stock</p> },
        ]}
        {...props}
      />
    </>
  );
}

/** Where the router is, and a Back button, as the browser's. */
function Browser() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{location.pathname + location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

/** The page at `url`, reached from /home. */
function renderTabs(url: string, props: Partial<UrlTabsProps<Fruit>> = {}) {
  const user = userEvent.setup();
  render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter initialEntries={['/home', url]} initialIndex={1}>
        <Routes>
          <Route path="/fruit" element={<Page {...props} />} />
          <Route path="/home" element={<p>Home page</p>} />
        </Routes>
        <Browser />
      </MemoryRouter>
    </ChakraProvider>,
  );
  return user;
}

const location = () => screen.getByTestId('location').textContent;
const selected = () => screen.getByRole('tab', { selected: true }).textContent;

describe('UrlTabs', () => {
  it('opens the tab the URL names, and shows only its content', () => {
    renderTabs('/fruit?tab=plums');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Apples', 'Pears', 'Plums']);
    expect(selected()).toBe('Plums');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Plums in stock');
    expect(screen.queryByText('Apples in stock')).not.toBeInTheDocument();
    expect(screen.getByText('Open: plums')).toBeInTheDocument();
  });

  it.each(['/fruit', '/fruit?tab=cherries'])('opens the first tab at %s', (url) => {
    renderTabs(url);
    expect(selected()).toBe('Apples');
    expect(screen.getByText('Open: apples')).toBeInTheDocument();
  });

  it('puts the chosen tab into the URL in place of the current entry, so Back leaves the page', async () => {
    const user = renderTabs('/fruit?tab=apples&q=1');
    await user.click(screen.getByRole('tab', { name: 'Plums' }));
    await waitFor(() => expect(location()).toBe('/fruit?tab=plums'));
    expect(selected()).toBe('Plums');
    expect(screen.getByText('Plums in stock')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('gives the tabs their roles: a tab list, the open tab selected, its panel labelled by it', () => {
    renderTabs('/fruit?tab=pears');
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    const pears = screen.getByRole('tab', { name: 'Pears' });
    expect(pears).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Apples' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Pears' })).toHaveAttribute(
      'id',
      pears.getAttribute('aria-controls'),
    );
  });

  it('goes where `href` says, one history entry per tab when asked to', async () => {
    const user = renderTabs('/fruit?tab=apples&basket=1', {
      href: (value) => `/fruit?tab=${value}&basket=1`,
      history: 'push',
    });
    await user.click(screen.getByRole('tab', { name: 'Pears' }));
    await waitFor(() => expect(location()).toBe('/fruit?tab=pears&basket=1'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/fruit?tab=apples&basket=1');
    expect(selected()).toBe('Apples');
  });

  it('keeps a left tab as it was, unless asked to drop it', async () => {
    const user = renderTabs('/fruit?tab=pears');
    await user.type(screen.getByRole('textbox', { name: 'Pear note' }), 'ripe');
    await user.click(screen.getByRole('tab', { name: 'Apples' }));
    await waitFor(() => expect(selected()).toBe('Apples'));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Pear note', hidden: true })).not.toBeVisible(),
    );
    await user.click(screen.getByRole('tab', { name: 'Pears' }));
    await waitFor(() => expect(selected()).toBe('Pears'));
    expect(screen.getByRole('textbox', { name: 'Pear note' })).toHaveValue('ripe');
  });

  it('drops a left tab with `unmountOnExit`, so its form is fresh when it opens again', async () => {
    const user = renderTabs('/fruit?tab=pears', { unmountOnExit: true });
    await user.type(screen.getByRole('textbox', { name: 'Pear note' }), 'ripe');
    await user.click(screen.getByRole('tab', { name: 'Apples' }));
    await waitFor(() => expect(selected()).toBe('Apples'));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Pear note', hidden: true })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('tab', { name: 'Pears' }));
    expect(await screen.findByRole('textbox', { name: 'Pear note' })).toHaveValue('');
  });
});
