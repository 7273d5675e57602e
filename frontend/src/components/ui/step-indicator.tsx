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

/** A row of numbered steps; clickable steps are buttons, the current one is marked for assistive tech. */
export function StepIndicator({ steps, label }: { steps: IndicatorStep[]; label: string }) {
  return (
    <Box as="nav" aria-label={label} width="full">
      <Flex as="ol" listStyleType="none" gap={{ base: '2', md: '4' }} align="flex-start">
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
              align="center"
              textAlign="center"
              gap="1"
            >
              {step.onSelect ? (
                <chakra.button
                  type="button"
                  display="flex"
                  flexDirection="column"
                  alignItems="center"
                  gap="1"
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
                  direction="column"
                  align="center"
                  gap="1"
                  p="1"
                  aria-current={step.status === 'current' ? 'step' : undefined}
                >
                  {content}
                </Flex>
              )}
              {step.description && (
                <Text
                  fontSize="xs"
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
