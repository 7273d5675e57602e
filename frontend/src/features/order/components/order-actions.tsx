import { Button, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { toaster } from '@/components/ui/toaster';
import { pageHref, paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { useOrderInvoice } from '../api/get-order-invoice';
import { useResendOrderEmail } from '../api/resend-order-email';
import { useRetryOrder } from '../api/retry-order';
import { MESSAGES } from '@shared/validation/messages';

/** 'Resend Email': sends the eSIM details again; failures toast 'Resend Email Error'. */
export function ResendEmailButton({ reference }: { reference: string }) {
  const resend = useResendOrderEmail(reference);
  return (
    <Button
      variant="outline"
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: () =>
            toaster.create({
              type: 'success',
              title: 'Email Sent',
              description: 'The eSIM details were sent to your email again.',
            }),
          onError: (error) =>
            toaster.create({ type: 'error', title: MESSAGES.resend.errorTitle, description: error.message }),
        })
      }
    >
      Resend Email
    </Button>
  );
}

export function ContactSupportButton() {
  return (
    <Button asChild variant="outline">
      <RouterLink to={paths.support}>Contact Support</RouterLink>
    </Button>
  );
}

type OrderActionsProps = {
  reference: string;
  completed: boolean;
  failed: boolean;
  iccid: string | null;
  /** Offer 'Resend Email' once completed (the eSIM details; a top-up has none to resend). */
  resend?: boolean;
};

/** The buttons under the success page's cards. */
export function OrderActions({ reference, completed, failed, iccid, resend = true }: OrderActionsProps) {
  const invoice = useOrderInvoice(reference);
  const retry = useRetryOrder(reference);

  async function openInvoice() {
    // The tab is opened inside the click so that pop-up blockers allow it; it is pointed at the
    // invoice once the address is known.
    const tab = window.open('', '_blank');
    try {
      const { invoicePdfUrl, invoiceUrl } = await invoice.mutateAsync();
      const url = invoicePdfUrl ?? invoiceUrl;
      if (!url) {
        tab?.close();
        toaster.create({ type: 'warning', ...MESSAGES.invoice.notAvailable });
        return;
      }
      if (!tab) {
        toaster.create({
          type: 'error',
          title: MESSAGES.invoice.downloadFailed,
          description: 'Please allow pop-ups to open the invoice.',
        });
        return;
      }
      tab.opener = null;
      tab.location.href = url;
    } catch (error) {
      tab?.close();
      // The server answers 404 while the payment provider has no invoice for the order yet.
      if (error instanceof ApiRequestError && error.status === 404)
        toaster.create({ type: 'warning', ...MESSAGES.invoice.notAvailable });
      else toaster.create({ type: 'error', ...MESSAGES.invoice.error });
    }
  }

  return (
    <Wrap gap="3" justify="center">
      {failed && (
        <Button
          colorPalette="danger"
          loading={retry.isPending}
          onClick={() =>
            retry.mutate(undefined, {
              onError: (error) =>
                toaster.create({ type: 'error', title: 'Retry Failed', description: error.message }),
            })
          }
        >
          Retry Flow
        </Button>
      )}
      <Button
        variant="outline"
        disabled={!completed}
        loading={invoice.isPending}
        onClick={() => void openInvoice()}
      >
        Invoice
      </Button>
      {completed && resend && <ResendEmailButton reference={reference} />}
      <Button asChild variant="outline">
        <RouterLink to={pageHref(paths.esimStatus, { iccid })}>Check eSIM Status</RouterLink>
      </Button>
      <Button asChild variant="outline">
        <RouterLink to={paths.faq}>Installation Guide</RouterLink>
      </Button>
      <ContactSupportButton />
    </Wrap>
  );
}
