import { Box, Stack } from '@chakra-ui/react';
import type { BundleOffer } from '../../../../../shared/bundles/search';
import { StepIndicator, type IndicatorStep, type StepStatus } from '../../../components/ui/step-indicator';
import { usePlanner, type PlannerStep } from '../hooks/use-planner';
import { DatesStep } from './dates-step';
import { DestinationsStep } from './destinations-step';
import { ResultsStep } from './results-step';

const ORDER: PlannerStep[] = ['destinations', 'dates', 'results'];

type TripPlannerProps = {
  /** Called with the chosen bundle by 'Start your journey and go to payment'. */
  onChooseBundle: (offer: BundleOffer) => void;
};

/** The three-step bundle selector: destinations, travel dates, bundle. */
export function TripPlanner({ onChooseBundle }: TripPlannerProps) {
  const planner = usePlanner();
  const { step, countries } = planner.state;
  const statusOf = (target: PlannerStep): StepStatus => {
    const delta = ORDER.indexOf(target) - ORDER.indexOf(step);
    return delta < 0 ? 'complete' : delta === 0 ? 'current' : 'upcoming';
  };

  // Destinations always leads back to step 1; Travel Dates only once a country is chosen; Bundle never.
  const steps: IndicatorStep[] = [
    { label: 'Destinations', status: statusOf('destinations'), onSelect: planner.goToDestinations },
    {
      label: 'Travel Dates',
      status: statusOf('dates'),
      ...(countries.length > 0 && { onSelect: planner.goToDates }),
    },
    { label: 'Bundle', status: statusOf('results') },
  ];

  return (
    <Stack gap="6" width="full">
      <StepIndicator steps={steps} label="Trip planner steps" />
      <Box>
        {step === 'destinations' && <DestinationsStep planner={planner} />}
        {step === 'dates' && <DatesStep planner={planner} />}
        {step === 'results' && <ResultsStep planner={planner} onChooseBundle={onChooseBundle} />}
      </Box>
    </Stack>
  );
}
