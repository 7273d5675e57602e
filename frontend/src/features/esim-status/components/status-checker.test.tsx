import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { EsimStatus, EsimStatusResponse } from '@shared/api/esim.schema';
import { toaster } from '@/components/ui/toaster';
import { esimStatus } from '@/testing/esims';
import { addUser, db, lastCodeFor } from '@/testing/mocks/db';
import { renderPage } from '@/testing/render-page';
import { ExpiryCountdown } from '@/components/esim/esim-details';
import { StatusChecker } from './status-checker';

vi.setConfig({ testTimeout: 20_000 });
vi.mock('@/components/ui/toaster', () => ({ toaster: { create: vi.fn() } }));

const ICCID = '8944500000000000001';
const OTHER = '8944500000000000002';
const QR = 'data:image/png;base64,iVBORw0KGgo=';

function esim(over: Partial<EsimStatus> = {}): EsimStatus {
  return esimStatus({ iccid: ICCID, qrCodeDataUrl: QR, ...over });
}

type Answer = { status?: number; json: unknown };

function stubApi(handlers: Record<string, (body: Record<string, unknown>) => Answer>) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      bodies.push(body);
      const handler = handlers[String(input)];
      const { status = 200, json } = handler
        ? handler(body)
        : {
            status: 500,
            json: { error: { code: 'internal_error', message: 'An unexpected error occurred.' } },
          };
      return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return bodies;
}

const statusAnswer = (response: EsimStatusResponse): Answer => ({ json: response });

async function fillAndCheck(user: ReturnType<typeof renderPage>['user'], email: string, iccid: string) {
  if (email) await user.type(screen.getByLabelText('Email Address'), email);
  if (iccid) await user.type(screen.getByLabelText('ICCID'), iccid);
  await user.click(screen.getByRole('button', { name: 'Check Status' }));
}

beforeEach(() => vi.mocked(toaster.create).mockClear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('status checker input rules', () => {
  it.each([
    ['', '', 'Please enter either an email address or ICCID'],
    ['ada@example.com', '', 'Please provide your ICCID along with your email to verify your account.'],
    ['ada@example', '', 'Please enter a valid email address'],
    ['', '12345', 'ICCID should be 19-20 digits'],
    ['', ICCID, 'Please enter both email and ICCID'],
    ['ada@example', ICCID, 'Please enter a valid email address'],
  ])('e-mail %j and ICCID %j say %j without asking the server', async (email, iccid, message) => {
    const bodies = stubApi({});
    const { user } = renderPage(<StatusChecker />);
    await fillAndCheck(user, email, iccid);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });
});

describe('status checker results', () => {
  it('shows status, coloured remaining data, usage, countdown, top-ups and the QR download', async () => {
    const bodies = stubApi({ '/api/esim/status': () => statusAnswer({ iccids: [ICCID], esim: esim() }) });
    const { user } = renderPage(<StatusChecker />);
    await fillAndCheck(user, 'Ada@Example.com', ICCID);
    const usage = await screen.findByRole('region', { name: 'Bundle Status' });
    expect(bodies[0]).toEqual({ email: 'ada@example.com', iccid: ICCID });
    expect(within(usage).getByText('Active')).toBeInTheDocument();
    expect(within(usage).getByTestId('remaining-data')).toHaveTextContent('250 MB');
    expect(within(usage).getByTestId('remaining-data')).toHaveAttribute('data-colour', 'yellow');
    expect(within(usage).getByText('95%')).toBeInTheDocument();
    expect(within(usage).getByTestId('expiry-countdown')).toHaveTextContent(/^[23]d \d+h \d+m \d+s$/);
    expect(screen.getByRole('cell', { name: 'Europe 1GB' })).toBeInTheDocument();
    expect(screen.queryByText('01032_5')).not.toBeInTheDocument();
    // The bundle's data in the shop's one notation, as its name writes it ('Europe 1GB'), never '1024 MB'.
    expect(screen.getByRole('cell', { name: '1GB' })).toBeInTheDocument();
    expect(screen.getByText('LPA:1$smdp.example.com$ABC-123')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'eSIM activation QR code' })).toHaveAttribute('src', QR);
    expect(screen.getByRole('link', { name: 'Download QR Code' })).toHaveAttribute('download', 'qrcode.png');
    expect(screen.queryByLabelText('Your eSIMs')).not.toBeInTheDocument();
    expect(toaster.create).not.toHaveBeenCalled();
  });

  it('says an eSIM without an expiry is Inactive and not activated', async () => {
    stubApi({
      '/api/esim/status': () =>
        statusAnswer({
          iccids: [ICCID],
          esim: esim({
            bundleState: 'Inactive',
            usageStatus: 'Not Activated',
            bundleExpiry: null,
            remainingMb: 5120,
            percentUsed: 0,
          }),
        }),
    });
    const { user } = renderPage(<StatusChecker />);
    await fillAndCheck(user, 'ada@example.com', ICCID);
    expect(await screen.findByText('eSIM is not activated')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByTestId('remaining-data')).toHaveAttribute('data-colour', 'green');
    expect(screen.queryByTestId('expiry-countdown')).not.toBeInTheDocument();
  });

  it('offers a picker labelled eSIM n - ICCID for several eSIMs and checks the chosen one', async () => {
    const bodies = stubApi({
      '/api/esim/status': (body) =>
        statusAnswer({ iccids: [ICCID, OTHER], esim: esim({ iccid: String(body.iccid), remainingMb: 50 }) }),
    });
    const { user } = renderPage(<StatusChecker />);
    await fillAndCheck(user, 'ada@example.com', ICCID);
    const picker = await screen.findByLabelText('Your eSIMs');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([`eSIM 1 - ${ICCID}`, `eSIM 2 - ${OTHER}`]);
    await user.selectOptions(picker, OTHER);
    await waitFor(() => expect(bodies.at(-1)).toEqual({ email: 'ada@example.com', iccid: OTHER }));
    expect(await screen.findByText(`ICCID ${OTHER}`)).toBeInTheDocument();
    expect(screen.getByTestId('remaining-data')).toHaveAttribute('data-colour', 'red');
  });

  it("shows 'No eSIM found' with Buy eSIM and Contact Support", async () => {
    stubApi({
      '/api/esim/status': () => ({
        status: 404,
        json: { error: { code: 'not_found', message: 'No eSIM found for this email address' } },
      }),
    });
    const { user } = renderPage(<StatusChecker />);
    await fillAndCheck(user, 'ada@example.com', ICCID);
    expect(await screen.findByText('No eSIM found')).toBeInTheDocument();
    expect(screen.getByText('No eSIM found for this email address')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy eSIM' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/support');
  });

  it("shows the server's mismatch message and toasts a failed check", async () => {
    let fail = false;
    stubApi({
      '/api/esim/status': () =>
        fail
          ? {
              status: 500,
              json: { error: { code: 'internal_error', message: 'An unexpected error occurred.' } },
            }
          : {
              status: 400,
              json: {
                error: {
                  code: 'validation_error',
                  message: "The provided ICCID does not match the email's records.",
                  fields: { iccid: "The provided ICCID does not match the email's records." },
                },
              },
            },
    });
    const { user } = renderPage(<StatusChecker />);
    await fillAndCheck(user, 'ada@example.com', ICCID);
    expect(
      await screen.findByText("The provided ICCID does not match the email's records."),
    ).toBeInTheDocument();
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Check Status' }));
    await waitFor(() =>
      expect(toaster.create).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', title: 'Failed to check eSIM status' }),
      ),
    );
  });

  it('opens the FAQ in a new tab', () => {
    stubApi({});
    renderPage(<StatusChecker />);
    const faq = screen.getByRole('link', { name: 'Help me with installation (FAQ)' });
    expect(faq).toHaveAttribute('href', '/faq');
    expect(faq).toHaveAttribute('target', '_blank');
  });
});

describe('status checker with an e-mail and its one-time code', () => {
  async function proveEmail(user: ReturnType<typeof renderPage>['user'], email: string) {
    await fillAndCheck(user, email, '');
    expect(
      await screen.findByText('Please provide your ICCID along with your email to verify your account.'),
    ).toBeInTheDocument();
    const offer = screen.getByRole('region', { name: 'Check without ICCID' });
    await user.click(within(offer).getByRole('button', { name: 'Email me a code' }));
    await user.click(await screen.findByRole('button', { name: 'Email me a code' }));
    await user.type(await screen.findByLabelText(/Verification code/), lastCodeFor(email));
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
  }

  it('lists every eSIM of the proven address in the eSIM n - ICCID picker and checks the chosen one', async () => {
    addUser({ email: 'ada@example.com', iccids: [ICCID, OTHER] });
    db.esims.set(ICCID, esim());
    db.esims.set(OTHER, esim({ iccid: OTHER, remainingMb: 50 }));
    const { user } = renderPage(<StatusChecker />);
    await proveEmail(user, 'ada@example.com');

    const picker = await screen.findByLabelText('Your eSIMs');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([`eSIM 1 - ${ICCID}`, `eSIM 2 - ${OTHER}`]);
    expect(await screen.findByText(`ICCID ${ICCID}`)).toBeInTheDocument();

    await user.selectOptions(picker, OTHER);
    expect(await screen.findByText(`ICCID ${OTHER}`)).toBeInTheDocument();
    expect(screen.getByTestId('remaining-data')).toHaveAttribute('data-colour', 'red');
    // The choice went with the proof: the answer still lists both eSIMs.
    expect(screen.getByLabelText('Your eSIMs')).toHaveValue(OTHER);
    expect(within(screen.getByLabelText('Your eSIMs')).getAllByRole('option')).toHaveLength(2);
  });

  it("tells the proven owner of an address without eSIMs 'No eSIM found'", async () => {
    addUser({ email: 'ada@example.com' });
    const { user } = renderPage(<StatusChecker />);
    await proveEmail(user, 'ada@example.com');
    expect(await screen.findByText('No eSIM found for this email address')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy eSIM' })).toHaveAttribute('href', '/');
    expect(screen.queryByLabelText('Your eSIMs')).not.toBeInTheDocument();
  });
});

describe('expiry countdown', () => {
  it('ticks every second and reads Expired once the expiry passes', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T00:00:00.000Z'));
    render(
      <ChakraProvider value={defaultSystem}>
        <ExpiryCountdown expiry="2026-11-23T01:01:02.000Z" />
      </ChakraProvider>,
    );
    const countdown = screen.getByTestId('expiry-countdown');
    expect(countdown).toHaveTextContent('1d 1h 1m 2s');
    act(() => vi.advanceTimersByTime(1000));
    expect(countdown).toHaveTextContent('1d 1h 1m 1s');
    act(() => vi.advanceTimersByTime(90_062_000));
    expect(countdown).toHaveTextContent('Expired');
  });
});

describe('forgot ICCID dialog', () => {
  it('sends the reminder, confirms, and closes itself after 3 s', async () => {
    const bodies = stubApi({ '/api/esim/reminder': () => ({ json: { sent: true } }) });
    const { user } = renderPage(<StatusChecker />);
    await user.click(screen.getByRole('button', { name: 'Forgot ICCID?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot ICCID?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Reminder' }));
    expect(await within(dialog).findByText('Please enter your email address')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Email Address/), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reminder' }));
    expect(
      await within(dialog).findByText('We have sent your ICCID to your email address.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'ada@example.com' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
  });

  it("shows 'No eSIM found' with Buy eSIM inside the dialog for an unknown address", async () => {
    stubApi({
      '/api/esim/reminder': () => ({
        status: 404,
        json: { error: { code: 'not_found', message: 'No eSIM found for this email address' } },
      }),
    });
    const { user } = renderPage(<StatusChecker />);
    await user.click(screen.getByRole('button', { name: 'Forgot ICCID?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot ICCID?' });
    await user.type(within(dialog).getByLabelText(/Email Address/), 'nobody@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reminder' }));
    expect(await within(dialog).findByText('No eSIM found')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Buy eSIM' })).toBeInTheDocument();
  });
});
