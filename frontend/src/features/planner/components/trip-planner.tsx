import { Box, Spinner, Stack } from '@chakra-ui/react';
import { Suspense, useEffect, useRef } from 'react';
import type { TripPreselection } from '@shared/bundles/planner-link';
import type { BundleOffer } from '@shared/bundles/search';
import { lazyNamed } from '@/lib/lazy-named';
import { StepIndicator, type IndicatorStep, type StepStatus } from '@/components/ui/step-indicator';
import { usePlanner, type PlannerStep } from '../hooks/use-planner';
import { DestinationsStep } from './destinations-step';

// Step 1 is what the home page paints first; the calendars and results load in their own chunks,
// fetched as soon as a destination is picked so that Continue never waits on the network.
const loadDatesStep = () => import('./dates-step');
const loadResultsStep = () => import('./results-step');
const DatesStep = lazyNamed(loadDatesStep, 'DatesStep');
const ResultsStep = lazyNamed(loadResultsStep, 'ResultsStep');

const ORDER: PlannerStep[] = ['destinations', 'dates', 'results'];

type TripPlannerProps = {
  /** Called with the chosen bundle by 'Start your journey and go to payment'. */
  onChooseBundle: (offer: BundleOffer) => void;
  /** Countries and dates from a link: the planner opens on its results (or dates) step. */
  preselection?: TripPreselection | null;
};

/** The three-step bundle selector: destinations, travel dates, bundle. */
export function TripPlanner({ onChooseBundle, preselection = null }: TripPlannerProps) {
  const planner = usePlanner(preselection);
  const { step, countries } = planner.state;
  const hasCountries = countries.length > 0;
  // Moving between steps replaces the content under the keyboard user's focus; take focus to the new
  // step so that Tab continues from its top rather than from the page start.
  const stepContainer = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepContainer.current?.focus({ preventScroll: true });
  }, [step]);
  useEffect(() => {
    if (!hasCountries) return;
    void loadDatesStep();
    void loadResultsStep();
  }, [hasCountries]);
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
      ...(hasCountries && { onSelect: planner.goToDates }),
    },
    { label: 'Bundle', status: statusOf('results') },
  ];

  return (
    <Stack gap="6" width="full">
      <StepIndicator steps={steps} label="Trip planner steps" />
      <Box ref={stepContainer} tabIndex={-1} outline="none">
        {step === 'destinations' && <DestinationsStep planner={planner} />}
        <Suspense fallback={<Spinner color="brand.solid" aria-label="Loading" />}>
          {step === 'dates' && <DatesStep planner={planner} />}
          {step === 'results' && <ResultsStep planner={planner} onChooseBundle={onChooseBundle} />}
        </Suspense>
      </Box>
    </Stack>
  );
}
