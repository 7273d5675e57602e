import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { system } from '@/config/theme';
import ErrorPage from './error-page';
import NotFoundRoute from './not-found';

function renderAt(path: string, routes: Parameters<typeof createMemoryRouter>[0]) {
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </ChakraProvider>,
  );
}

describe('fallback pages', () => {
  it('shows the 404 page with a way home for an unknown path', () => {
    renderAt('/nowhere', [{ path: '*', element: <NotFoundRoute /> }]);
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the status and text of a thrown response', () => {
    render(
      <ChakraProvider value={system}>
        <ErrorPage error={new Response('gone', { status: 503, statusText: 'Service Unavailable' })} />
      </ChakraProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('503')).toBeInTheDocument();
    expect(screen.getByText('Service Unavailable')).toBeInTheDocument();
  });

  it('shows the message of a thrown error, without a status it does not have', () => {
    render(
      <ChakraProvider value={system}>
        <ErrorPage error={new Error('Cannot read the bundle list')} />
      </ChakraProvider>,
    );
    expect(screen.getByText('Cannot read the bundle list')).toBeInTheDocument();
    expect(screen.queryByText(/^\d{3}$/)).not.toBeInTheDocument();
  });
});
