import { Link, List, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link as RouterLink } from 'react-router-dom';

/** The only Markdown the assistant's replies may use; anything else is shown as its text. */
const ALLOWED = ['p', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'br'];

/** Links inside the shop open in the app; outside links open in a new tab; anything else is text. */
function ReplyLink({ href, children }: { href?: string; children?: ReactNode }) {
  if (href?.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link asChild colorPalette="brand" fontWeight="medium" textDecoration="underline">
        <RouterLink to={href}>{children}</RouterLink>
      </Link>
    );
  }
  if (href && /^https:\/\//i.test(href)) {
    return (
      <Link
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        colorPalette="brand"
        textDecoration="underline"
      >
        {children}
      </Link>
    );
  }
  return <>{children}</>;
}

const COMPONENTS: Components = {
  p: ({ children }) => <Text my="1">{children}</Text>,
  ul: ({ children }) => (
    <List.Root as="ul" ps="5" my="1" gap="0.5">
      {children}
    </List.Root>
  ),
  ol: ({ children }) => (
    <List.Root as="ol" ps="5" my="1" gap="0.5">
      {children}
    </List.Root>
  ),
  li: ({ children }) => <List.Item>{children}</List.Item>,
  a: ({ href, children }) => <ReplyLink href={href}>{children}</ReplyLink>,
};

/**
 * An assistant reply: links, short lists, bold and italics of a small Markdown subset, rendered as
 * React elements. Raw HTML in a reply is dropped, never injected.
 */
export function ChatReply({ text }: { text: string }) {
  return (
    <Markdown allowedElements={ALLOWED} unwrapDisallowed skipHtml components={COMPONENTS}>
      {text}
    </Markdown>
  );
}
