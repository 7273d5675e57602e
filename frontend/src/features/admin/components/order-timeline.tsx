import { Box, HStack, List, Text } from '@chakra-ui/react';
import { BsCheckCircleFill, BsCircle, BsExclamationCircleFill, BsArrowRepeat } from 'react-icons/bs';
import type { AdminOrder } from '@shared/api/admin-console.schema';
import { orderSteps, type OrderStepName, type TopUpStepName } from '@shared/order/order';

const STEP_LABELS: Record<OrderStepName | TopUpStepName, string> = {
  retrieve_esim_token: 'Get the eSIM API token',
  request_iccid_allocation: 'Request an ICCID allocation',
  poll_for_iccid: 'Wait for the ICCID',
  generate_qr_code: 'Generate the QR code',
  apply_top_up: 'Add the data to the eSIM',
  send_email: 'Send the e-mail',
  update_user_record: 'Update the user record',
  order_completed: 'Complete the order',
};

export type TimelineState = 'done' | 'running' | 'failed' | 'waiting';

/**
 * Where each fulfilment step of the order's kind (an eSIM's seven, a top-up's three) stands for its
 * recorded status and step.
 */
export function stepStates(
  order: Pick<AdminOrder, 'status' | 'step' | 'stepNumber'> & Partial<Pick<AdminOrder, 'kind'>>,
): TimelineState[] {
  const phase = /^(started|completed|error)_/.exec(order.step)?.[1];
  return orderSteps(order.kind).map((_, index) => {
    if (order.status === 'completed') return 'done';
    if (order.stepNumber < 0 || index > order.stepNumber) return 'waiting';
    if (index < order.stepNumber) return 'done';
    if (phase === 'error' || order.status === 'error') return 'failed';
    return phase === 'completed' ? 'done' : 'running';
  });
}

const MARKS: Record<TimelineState, { icon: typeof BsCircle; color: string; text: string }> = {
  done: { icon: BsCheckCircleFill, color: 'success.fg', text: 'done' },
  running: { icon: BsArrowRepeat, color: 'brand.fg', text: 'running' },
  failed: { icon: BsExclamationCircleFill, color: 'danger.fg', text: 'failed' },
  waiting: { icon: BsCircle, color: 'fg.muted', text: 'not started' },
};

/** The order's fulfilment steps (0-6 for an eSIM, 0-2 for a top-up), each marked done, running, failed or not started. */
export function OrderTimeline({ order }: { order: AdminOrder }) {
  const states = stepStates(order);
  return (
    <List.Root as="ol" listStyleType="none" gap="1" aria-label={`Steps of ${order.reference}`}>
      {orderSteps(order.kind).map((step, index) => {
        const mark = MARKS[states[index] ?? 'waiting'];
        const Icon = mark.icon;
        return (
          <List.Item key={step} data-state={states[index]}>
            <HStack gap="2">
              <Box as="span" color={mark.color} aria-hidden>
                <Icon />
              </Box>
              <Text fontSize="sm">
                {index}. {STEP_LABELS[step as OrderStepName | TopUpStepName] ?? step}
                <Text as="span" color="fg.muted">
                  {' '}
                  ({mark.text})
                </Text>
              </Text>
            </HStack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
