import { Box, Flex, Text, chakra } from '@chakra-ui/react';
import { BsCheckLg, BsExclamationLg } from 'react-icons/bs';

export type StepStatus = 'complete' | 'current' | 'upcoming' | 'error';

export type IndicatorStep = {
  label: string;
  status: StepStatus;
  /** Present only when the step may be clicked; a step without it is plain text. */
  onSelect?: () => void;
  /** Shown under the label, e.g. the error hint of a failed step. */
  description?: string;
};

const circleColours: Record<StepStatus, { bg: string; color: string; borderColor: string }> = {
  complete: { bg: 'brand.solid', color: 'brand.contrast', borderColor: 'brand.solid' },
  current: { bg: 'bg', color: 'brand.fg', borderColor: 'brand.solid' },
  upcoming: { bg: 'bg', color: 'fg.muted', borderColor: 'border' },
  error: { bg: 'danger.solid', color: 'danger.contrast', borderColor: 'danger.solid' },
};

type StepIndicatorProps = {
  steps: IndicatorStep[];
  label: string;
  /**
   * A list down the page below the md breakpoint, a row from it: more steps than a phone's width
   * holds (the order's seven) would otherwise be cut off at the right.
   */
  stackOnPhones?: boolean;
};

/** A row of numbered steps; clickable steps are buttons, the current one is marked for assistive tech. */
export function StepIndicator({ steps, label, stackOnPhones = false }: StepIndicatorProps) {
  // The phone's value, then the row's from md up; the row's everywhere without stackOnPhones.
  const phoneOr = <T,>(phone: T, row: T) => (stackOnPhones ? { base: phone, md: row } : row);
  const stepDirection = phoneOr<'row' | 'column'>('row', 'column');
  return (
    <Box as="nav" aria-label={label} width="full">
      <Flex
        as="ol"
        listStyleType="none"
        direction={phoneOr<'row' | 'column'>('column', 'row')}
        gap={stackOnPhones ? { base: '1', md: '4' } : { base: '2', md: '4' }}
        align="flex-start"
      >
        {steps.map((step, index) => {
          const colours = circleColours[step.status];
          const content = (
            <>
              <Flex
                aria-hidden
                flexShrink={0}
                boxSize="8"
                borderRadius="full"
                borderWidth="2px"
                align="center"
                justify="center"
                fontWeight="semibold"
                fontSize="sm"
                {...colours}
              >
                {step.status === 'complete' ? (
                  <BsCheckLg />
                ) : step.status === 'error' ? (
                  <BsExclamationLg />
                ) : (
                  index + 1
                )}
              </Flex>
              <Text
                as="span"
                fontSize={{ base: 'xs', md: 'sm' }}
                fontWeight={step.status === 'current' ? 'semibold' : 'normal'}
                color={step.status === 'upcoming' ? 'fg.muted' : 'fg'}
              >
                {step.label}
              </Text>
            </>
          );
          return (
            <Flex
              as="li"
              key={step.label}
              flex="1"
              direction="column"
              align={phoneOr('flex-start', 'center')}
              textAlign={phoneOr<'start' | 'center'>('start', 'center')}
              gap="1"
            >
              {step.onSelect ? (
                <chakra.button
                  type="button"
                  display="flex"
                  flexDirection={stepDirection}
                  alignItems="center"
                  gap={phoneOr('2', '1')}
                  cursor="pointer"
                  borderRadius="md"
                  p="1"
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
                  onClick={step.onSelect}
                  aria-current={step.status === 'current' ? 'step' : undefined}
                >
                  {content}
                </chakra.button>
              ) : (
                <Flex
                  direction={stepDirection}
                  align="center"
                  gap={phoneOr('2', '1')}
                  p="1"
                  aria-current={step.status === 'current' ? 'step' : undefined}
                >
                  {content}
                </Flex>
              )}
              {step.description && (
                <Text
                  fontSize="xs"
                  // Under the label, past the circle, when the steps run down the page.
                  ps={phoneOr('11', '0')}
                  color={step.status === 'error' ? 'danger.fg' : 'fg.muted'}
                  role={step.status === 'error' ? 'alert' : undefined}
                >
                  {step.description}
                </Text>
              )}
            </Flex>
          );
        })}
      </Flex>
    </Box>
  );
}
