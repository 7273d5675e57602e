import { screen, waitFor, within } from '@testing-library/react';
import { toaster } from '@/components/ui/toaster';
import { renderPage } from '@/testing/render-page';
import { CHAT_APOLOGY, CHAT_EMPTY_REPLY, CHAT_WELCOME, SupportChat } from './support-chat';

vi.setConfig({ testTimeout: 20_000 });
vi.mock('@/components/ui/toaster', () => ({ toaster: { create: vi.fn() } }));

type Answer = { status: number; json: unknown } | Promise<{ status: number; json: unknown }>;

/** Answers POST /api/chat with `answer` and records every body the page sends. */
function stubChat(answer: () => Answer) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      expect(String(input)).toBe('/api/chat');
      bodies.push(JSON.parse(String(init?.body)));
      const { status, json } = await answer();
      return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return bodies;
}

async function openChat() {
  const view = renderPage(<SupportChat />);
  await view.user.click(screen.getByRole('button', { name: 'Start Chat' }));
  return view;
}

const log = () => screen.getByRole('log', { name: 'Chat messages' });

beforeEach(() => vi.mocked(toaster.create).mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('support chat', () => {
  it('opens with a welcome from the assistant in a 500 px panel', async () => {
    stubChat(() => ({ status: 200, json: { text: 'unused' } }));
    await openChat();
    expect(within(log()).getByText(CHAT_WELCOME)).toBeInTheDocument();
    expect(screen.getByTestId('chat-panel')).toHaveStyle({ height: '500px' });
  });

  it('sends nothing for a blank message', async () => {
    const bodies = stubChat(() => ({ status: 200, json: { text: 'unused' } }));
    const { user } = await openChat();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(bodies).toHaveLength(0);
    // Only the welcome is in the conversation.
    expect(log().querySelectorAll('time')).toHaveLength(1);
  });

  it('shows the question, thinks, then shows the reply', async () => {
    let release: () => void = () => undefined;
    const bodies = stubChat(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 200, json: { text: 'Yes, it works in Spain.' } });
        }),
    );
    const { user } = await openChat();
    const input = screen.getByRole('textbox', { name: 'Your message' });
    await user.type(input, '  Does it work in Spain? {Enter}');
    expect(within(log()).getByText('Does it work in Spain?')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(await screen.findByRole('status', { name: 'Assistant status' })).toHaveTextContent('Thinking...');
    expect(screen.getByTestId('chat-panel')).toHaveAttribute('data-state', 'thinking');
    // The request leaves once the client has loaded the route's contract; answered after that.
    await waitFor(() => expect(bodies).toHaveLength(1));
    release();
    expect(await within(log()).findByText('Yes, it works in Spain.')).toBeInTheDocument();
    expect(screen.getByTestId('chat-panel')).toHaveAttribute('data-state', 'idle');
    expect(screen.getByRole('status', { name: 'Assistant status' })).not.toHaveTextContent('Thinking...');
    expect(bodies).toEqual([{ message: 'Does it work in Spain?', history: [] }]);
    expect(toaster.create).not.toHaveBeenCalled();
  });

  it('toasts the failure and apologises in the conversation', async () => {
    stubChat(() => ({ status: 502, json: { error: { code: 'upstream_error', message: 'Bad gateway' } } }));
    const { user } = await openChat();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hello{Enter}');
    expect(await within(log()).findByText(CHAT_APOLOGY)).toBeInTheDocument();
    expect(toaster.create).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', title: 'Failed to get a response from the AI assistant.' }),
    );
  });

  it('answers an empty reply with the fallback apology', async () => {
    stubChat(() => ({ status: 200, json: { text: '  ' } }));
    const { user } = await openChat();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(log()).findByText(CHAT_EMPTY_REPLY)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('chat-panel')).toHaveAttribute('data-state', 'idle'));
    expect(toaster.create).not.toHaveBeenCalled();
  });

  it('sends the conversation so far with each question, without its own welcome and apologies', async () => {
    const replies = [
      { status: 200, json: { text: 'Europe 10GB for 12 days: €30.46' } },
      { status: 500, json: { error: { code: 'internal_error', message: 'Oops' } } },
      { status: 200, json: { text: 'Europe 20GB' } },
    ];
    const bodies = stubChat(() => replies.shift()!);
    const { user } = await openChat();
    const input = screen.getByRole('textbox', { name: 'Your message' });
    await user.type(input, 'Spain for 12 days{Enter}');
    await within(log()).findByText('Europe 10GB for 12 days: €30.46');
    await user.type(input, 'Hello?{Enter}');
    await within(log()).findByText(CHAT_APOLOGY);
    await user.type(input, 'and for 20 days?{Enter}');
    await within(log()).findByText('Europe 20GB');
    expect(bodies[2]).toEqual({
      message: 'and for 20 days?',
      history: [
        { role: 'user', text: 'Spain for 12 days' },
        { role: 'bot', text: 'Europe 10GB for 12 days: €30.46' },
        { role: 'user', text: 'Hello?' },
      ],
    });
  });

  it('shows links and short lists of a reply, and opens shop links in the app', async () => {
    stubChat(() => ({
      status: 200,
      json: {
        text: 'The cheapest bundles:\n\n- **Europe 1GB**: €5.55\n- **Europe 3GB**: €11.08\n\n[Choose your bundle in the planner](/bundleselector?countries=ES&days=5)',
      },
    }));
    const { user } = await openChat();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Spain for 5 days{Enter}');
    const link = await within(log()).findByRole('link', { name: 'Choose your bundle in the planner' });
    const items = within(log()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Europe 1GB: €5.55', 'Europe 3GB: €11.08']);
    expect(within(items[0]!).getByText('Europe 1GB').tagName).toBe('STRONG');
    await user.click(link);
    expect(screen.getByTestId('current-location')).toHaveTextContent('/bundleselector?countries=ES&days=5');
  });

  it('never turns a reply into markup or script', async () => {
    stubChat(() => ({
      status: 200,
      json: {
        text: 'Hi <img src="x" onerror="alert(1)"> <script>alert(2)</script> [click](javascript:alert(3)) [away](http://evil.example)',
      },
    }));
    const { user } = await openChat();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hello{Enter}');
    const reply = await within(log()).findByText(/click/);
    const bubble = reply.closest('div')!;
    expect(bubble.querySelector('img, script')).toBeNull();
    expect(within(bubble).queryByRole('link')).toBeNull();
    expect(bubble).toHaveTextContent('click');
    expect(bubble).toHaveTextContent('away');
  });
});
