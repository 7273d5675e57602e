import { Box, Button, Card, HStack, Input, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { CHAT_MESSAGE_MAX_CHARS, recentTurns, type ChatTurn } from '@shared/support/chat';
import { MESSAGES } from '@shared/validation/messages';
import { toaster } from '@/components/ui/toaster';
import { lazyNamed } from '@/lib/lazy-named';
import { useSendChatMessage } from '../api/send-chat-message';
import { useSectionHeading } from '@/components/ui/section-level';

/**
 * The Markdown renderer of the assistant's replies (react-markdown and its parser, the largest part of
 * this page's code) loads when a question is sent, not with the page: the messages the page writes
 * itself are plain text.
 */
const loadChatReply = () => import('./chat-reply');
const ChatReply = lazyNamed(loadChatReply, 'ChatReply');

/** SPEC section 9. */
const CHAT_PANEL_HEIGHT = '500px';

export const CHAT_WELCOME =
  "Hi! I'm the AI assistant. Ask me anything about our eSIMs, your order or installation.";
export const CHAT_APOLOGY =
  "Sorry, I couldn't get an answer just now. Please try again, or send us a message with the form below.";
export const CHAT_EMPTY_REPLY = "Sorry, I don't have an answer to that. Could you rephrase your question?";

export type ChatMessage = {
  id: string;
  role: 'user' | 'bot';
  content: string;
  timestamp: Date;
  /** Written by this page (welcome, apologies), not part of the conversation the assistant sees. */
  local?: true;
};

type ChatState = 'idle' | 'thinking';

let lastMessageId = 0;

function makeMessage(role: ChatMessage['role'], content: string, local?: true): ChatMessage {
  lastMessageId += 1;
  return { id: `chat-${lastMessageId}`, role, content, timestamp: new Date(), ...(local && { local }) };
}

/** The conversation so far as the assistant needs it for a follow-up: the last turns, capped. */
function historyOf(messages: readonly ChatMessage[]): ChatTurn[] {
  return recentTurns(messages.filter((m) => !m.local).map((m) => ({ role: m.role, text: m.content })));
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

function ChatBubble({ message }: { message: ChatMessage }) {
  const mine = message.role === 'user';
  return (
    <Stack
      gap="0.5"
      alignSelf={mine ? 'flex-end' : 'flex-start'}
      maxW="85%"
      align={mine ? 'flex-end' : 'flex-start'}
    >
      <Box
        bg={mine ? 'colorPalette.solid' : 'bg.muted'}
        color={mine ? 'colorPalette.contrast' : 'fg'}
        colorPalette="brand"
        px="3"
        py="2"
        borderRadius="lg"
        whiteSpace={mine ? 'pre-wrap' : undefined}
        wordBreak="break-word"
      >
        <VisuallyHidden>{mine ? 'You: ' : 'Assistant: '}</VisuallyHidden>
        {mine ? (
          message.content
        ) : message.local ? (
          <Text my="1">{message.content}</Text>
        ) : (
          // Until the renderer is in, the reply shows as its text.
          <Suspense fallback={<Text my="1">{message.content}</Text>}>
            <ChatReply text={message.content} />
          </Suspense>
        )}
      </Box>
      <Text fontSize="xs" color="fg.muted">
        <time dateTime={message.timestamp.toISOString()}>{timeFormat.format(message.timestamp)}</time>
      </Text>
    </Stack>
  );
}

/** The AI chat: a 500 px panel with the conversation, a thinking indicator and the message input. */
function ChatPanel() {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [makeMessage('bot', CHAT_WELCOME, true)]);
  const [draft, setDraft] = useState('');
  const chat = useSendChatMessage();
  const state: ChatState = chat.isPending ? 'thinking' : 'idle';
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Keep the newest message in view as the conversation grows.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, state]);

  function send(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!text || state === 'thinking') return;
    const history = historyOf(messages);
    void loadChatReply();
    setMessages((current) => [...current, makeMessage('user', text)]);
    setDraft('');
    chat.mutate(
      { message: text, history },
      {
        onSuccess: ({ text: reply }) =>
          setMessages((current) => [
            ...current,
            reply.trim() ? makeMessage('bot', reply.trim()) : makeMessage('bot', CHAT_EMPTY_REPLY, true),
          ]),
        onError: () => {
          toaster.create({ type: 'error', title: MESSAGES.support.chatFailed });
          setMessages((current) => [...current, makeMessage('bot', CHAT_APOLOGY, true)]);
        },
        onSettled: () => inputRef.current?.focus(),
      },
    );
  }

  return (
    <Stack
      height={CHAT_PANEL_HEIGHT}
      borderWidth="1px"
      borderRadius="md"
      gap="0"
      data-testid="chat-panel"
      data-state={state}
    >
      <Stack
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-label="Chat messages"
        flex="1"
        overflowY="auto"
        p="3"
        gap="3"
      >
        {messages.map((message) => (
          <ChatBubble key={message.id} message={message} />
        ))}
      </Stack>
      <Box role="status" aria-live="polite" aria-label="Assistant status" px="3" minH="6">
        {state === 'thinking' && (
          <HStack gap="2" color="fg.muted" fontSize="sm">
            <Spinner size="xs" role="presentation" />
            <Text>Thinking...</Text>
          </HStack>
        )}
      </Box>
      <form onSubmit={send} aria-label="Send a chat message">
        <HStack p="3" borderTopWidth="1px" gap="2">
          <Input
            ref={inputRef}
            aria-label="Your message"
            placeholder="Type your question..."
            autoComplete="off"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={CHAT_MESSAGE_MAX_CHARS}
          />
          <Button type="submit" colorPalette="brand" disabled={state === 'thinking'}>
            Send
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}

/** 'Chat with Us' card: the chat panel opens on 'Start Chat'. */
export function SupportChat() {
  const heading = useSectionHeading();
  const [open, setOpen] = useState(false);
  return (
    <Card.Root as="section" aria-labelledby="support-chat-title">
      <Card.Header>
        <Card.Title as={heading} id="support-chat-title">
          Chat with Us
        </Card.Title>
        <Text color="fg.muted" fontSize="sm">
          Our AI assistant answers your questions 24/7.
        </Text>
      </Card.Header>
      <Card.Body>
        {open ? (
          <ChatPanel />
        ) : (
          <Button colorPalette="brand" alignSelf="flex-start" onClick={() => setOpen(true)}>
            Start Chat
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}
