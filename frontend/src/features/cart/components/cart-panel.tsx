import { Box, Button, CloseButton, Dialog, Flex, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatEur } from '@shared/pricing/money';
import { priceBreakdown } from '@shared/pricing/price-lines';
import { MESSAGES } from '@shared/validation/messages';
import { PriceBreakdownList } from '@/components/pricing/price-breakdown';
import { paths } from '@/config/paths';
import { useCart } from '../hooks/use-cart';

type CartPanelProps = {
  /** Shown under the empty-cart texts: the trip planner. */
  emptyContent?: ReactNode;
};

/** The 'Shopping Cart' modal: the bundle, its total and the VAT in it, and the way to checkout. */
export function CartPanel({ emptyContent }: CartPanelProps) {
  const { items, total, isOpen, closeCart, removeItem } = useCart();
  const navigate = useNavigate();

  function proceedToCheckout() {
    closeCart();
    navigate(paths.checkout, { state: { bundles: items } });
  }

  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(details) => {
        if (!details.open) closeCart();
      }}
      // A modal keeps focus inside itself; focus seen outside comes only from the opening (the header
      // button, or a trap restoring focus while the lazily loaded panel mounts), never from the user.
      onFocusOutside={(event) => event.preventDefault()}
      size={{ base: 'full', md: items.length === 0 ? 'xl' : 'md' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* 'full' on a phone sets a full-screen height, margin and square corners that the wider
              sizes do not undo: from md on the panel is as tall as what it holds. */}
          <Dialog.Content
            minH={{ base: '100dvh', md: 'auto' }}
            borderRadius={{ base: '0', md: 'l3' }}
            css={{ md: { '--dialog-margin': 'var(--dialog-base-margin)' } }}
          >
            <Dialog.Header>
              <Dialog.Title>Shopping Cart</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {items.length === 0 ? (
                <Stack gap="4">
                  <Box textAlign="center" py="2">
                    <Text fontWeight="semibold">{MESSAGES.cart.emptyTitle}</Text>
                    <Text color="fg.muted">{MESSAGES.cart.emptyDescription}</Text>
                  </Box>
                  {emptyContent}
                </Stack>
              ) : (
                <Stack gap="4">
                  <Stack as="ul" gap="3" listStyleType="none">
                    {items.map((item, index) => (
                      <Flex
                        as="li"
                        key={`${item.bundleId}-${index}`}
                        gap="3"
                        align="flex-start"
                        borderWidth="1px"
                        borderRadius="md"
                        p="3"
                      >
                        <Box flex="1" minWidth="0">
                          <Heading as="h3" size="sm">
                            {item.name}
                          </Heading>
                          <Text fontSize="sm" color="fg.muted">
                            {item.size} · {item.validityDays} {item.validityDays === 1 ? 'day' : 'days'}
                          </Text>
                          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                            {item.countries.join(', ')}
                          </Text>
                        </Box>
                        <Stack align="flex-end" gap="1">
                          <Text fontWeight="semibold">{formatEur(item.price)}</Text>
                          <Button
                            size="xs"
                            variant="ghost"
                            colorPalette="danger"
                            onClick={() => removeItem(index)}
                            aria-label={`Remove ${item.name}`}
                          >
                            Remove
                          </Button>
                        </Stack>
                      </Flex>
                    ))}
                  </Stack>
                  <PriceBreakdownList breakdown={priceBreakdown({ priceCents: total })} priceShownAbove />
                </Stack>
              )}
            </Dialog.Body>
            {items.length > 0 && (
              <Dialog.Footer>
                <Button colorPalette="brand" width="full" onClick={proceedToCheckout}>
                  Proceed to Checkout
                </Button>
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close cart" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
