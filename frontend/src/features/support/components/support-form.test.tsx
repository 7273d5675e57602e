import { screen, waitFor } from '@testing-library/react';
import { toaster } from '@/components/ui/toaster';
import { renderPage } from '@/testing/render-page';
import { SupportForm } from './support-form';

vi.setConfig({ testTimeout: 20_000 });
vi.mock('@/components/ui/toaster', () => ({ toaster: { create: vi.fn() } }));

/** Answers POST /api/support/tickets with `status` and records every body the form sends. */
function stubTickets(status: number) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      expect(String(input)).toBe('/api/support/tickets');
      bodies.push(JSON.parse(String(init?.body)));
      const json =
        status === 201 || status === 200
          ? { id: 'ticket-1' }
          : { error: { code: 'internal_error', message: 'An unexpected error occurred.' } };
      return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return bodies;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fill(user: ReturnType<typeof renderPage>['user']) {
  await user.type(field('Name'), 'Ada Lovelace');
  await user.type(field('Email'), 'Ada@Example.com');
  await user.type(field('Subject'), 'No data in Lisbon');
  await user.type(field('Message'), 'My eSIM shows no signal.');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

beforeEach(() => vi.mocked(toaster.create).mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('Send Us a Message', () => {
  it('refuses empty fields with the schema message and sends nothing', async () => {
    const bodies = stubTickets(201);
    const { user } = renderPage(<SupportForm />);
    await user.type(field('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findAllByText('Please fill in all fields')).toHaveLength(3);
    expect(field('Name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(field('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);
  });

  it('posts the four fields, confirms and empties the form', async () => {
    const bodies = stubTickets(201);
    const { user } = renderPage(<SupportForm />);
    await fill(user);
    await waitFor(() => expect(field('Message')).toHaveValue(''));
    expect(bodies).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        subject: 'No data in Lisbon',
        message: 'My eSIM shows no signal.',
      },
    ]);
    expect(field('Name')).toHaveValue('');
    expect(field('Email')).toHaveValue('');
    expect(toaster.create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success' }));
  });

  it('keeps what was typed and says the spec text when sending fails', async () => {
    stubTickets(500);
    const { user } = renderPage(<SupportForm />);
    await fill(user);
    await waitFor(() =>
      expect(toaster.create).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'error',
          title: 'There was a problem sending your message. Please try again.',
        }),
      ),
    );
    expect(field('Subject')).toHaveValue('No data in Lisbon');
  });
});
