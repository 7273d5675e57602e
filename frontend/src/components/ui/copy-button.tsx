import { Button, type ButtonProps } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { toaster } from './toaster';

/** How long the button says 'Copied' before it reads 'Copy' again (SPEC section 9). */
export const COPIED_RESET_MS = 2000;

type CopyButtonProps = Omit<ButtonProps, 'onClick' | 'children' | 'value'> & {
  /** The text put on the clipboard. */
  value: string;
  /** What is copied, for the accessible name: 'Copy {label}'. */
  label: string;
};

/** Copies a value to the clipboard, confirms with 'Copied' for 2 s, or toasts 'Copy Failed'. */
export function CopyButton({ value, label, ...buttonProps }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      toaster.create({
        type: 'error',
        title: 'Copy Failed',
        description: 'Please select the text and copy it manually.',
      });
    }
  }

  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={`Copy ${label}`}
      onClick={() => void copy()}
      {...buttonProps}
    >
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
