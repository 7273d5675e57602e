import { Button, Dialog, List, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '@/components/ui/toaster';
import { isRefusal } from '@/lib/api-client';

/** A change the server refused as below cost, and how to send it again confirmed. */
type Refused = { message: string; cells: string[]; confirm: () => Promise<unknown> };

/**
 * Sends a change of prices; when the server refuses it because a price is below a bundle's cost
 * (409 `below_cost`, the cells in `fields`), keeps it for `BelowCostDialog` to send again with
 * `confirmBelowCost` once the operator has said so. Other failures are toasted.
 */
export function useBelowCostConfirmation(failureTitle: string) {
  const [refused, setRefused] = useState<Refused | null>(null);
  async function send(change: (confirmBelowCost: boolean) => Promise<unknown>): Promise<boolean> {
    try {
      await change(false);
      return true;
    } catch (error) {
      if (isRefusal(error) && error.status === 409 && error.code === 'below_cost') {
        setRefused({
          message: error.message,
          cells: Object.values(error.fields),
          confirm: () => change(true),
        });
      } else {
        toaster.create({
          type: 'error',
          title: failureTitle,
          description: error instanceof Error ? error.message : undefined,
        });
      }
      return false;
    }
  }
  return { send, refused, dismiss: () => setRefused(null) };
}

/**
 * Asks the operator to confirm prices below cost, naming each cell and the cost it is under; only an
 * explicit 'Sell below cost' sends them.
 */
export function BelowCostDialog({
  refused,
  dismiss,
  onConfirmed,
}: {
  refused: Refused | null;
  dismiss: () => void;
  onConfirmed: () => void;
}) {
  const [pending, setPending] = useState(false);
  async function confirm() {
    if (!refused) return;
    setPending(true);
    try {
      await refused.confirm();
      dismiss();
      onConfirmed();
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Prices not saved',
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setPending(false);
    }
  }
  return (
    <Dialog.Root
      role="alertdialog"
      open={refused !== null}
      onOpenChange={(details) => {
        if (!details.open) dismiss();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Sell below cost?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3">These prices are below what the provider charges the shop:</Text>
              <List.Root gap="1" ps="4">
                {refused?.cells.map((cell) => (
                  <List.Item key={cell}>{cell}</List.Item>
                ))}
              </List.Root>
              <Text mt="3" color="fg.muted">
                Every sale at these prices loses money. Keep them only on purpose (a promotion).
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="danger"
                loading={pending}
                loadingText="Saving..."
                onClick={() => void confirm()}
              >
                Sell below cost
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
