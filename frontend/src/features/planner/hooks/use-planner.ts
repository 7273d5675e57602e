import { useCallback, useMemo, useReducer } from 'react';
import type { TripPreselection } from '@shared/bundles/planner-link';
import type { Zone } from '@shared/catalogue/catalogue';
import { toggleCountry, toggleZone } from '@shared/bundles/destinations';
import { PLANNER_MESSAGES } from '@shared/validation/planner-messages';
import {
  DEFAULT_DURATION_STEP,
  NO_TRIP_DATES,
  nextDatesOnArrival,
  stepDeparture,
  type TripDates,
} from '@shared/validation/trip-dates';
import { toaster } from '@/components/ui/toaster';

export type PlannerStep = 'destinations' | 'dates' | 'results';

export type PlannerState = TripDates & {
  step: PlannerStep;
  /** Selected country names. */
  countries: string[];
  /** Days the stepper moves the departure by. */
  durationStep: number;
};

type PlannerAction =
  | { type: 'go'; step: PlannerStep }
  | { type: 'countries'; countries: string[] }
  | { type: 'arrival'; date: Date }
  | { type: 'departure'; date: Date }
  | { type: 'step-departure'; days: number }
  | { type: 'reset-dates' }
  | { type: 'duration-step'; days: number };

const INITIAL: PlannerState = {
  step: 'destinations',
  countries: [],
  ...NO_TRIP_DATES,
  durationStep: DEFAULT_DURATION_STEP,
};

/** A link's preselection opens the planner on the furthest step it fills: results, or dates. */
function initialState(preselection: TripPreselection | null): PlannerState {
  if (!preselection) return INITIAL;
  const { countries, arrival, departure } = preselection;
  return { ...INITIAL, countries, arrival, departure, step: arrival && departure ? 'results' : 'dates' };
}

function plannerReducer(state: PlannerState, action: PlannerAction): PlannerState {
  switch (action.type) {
    case 'go':
      return { ...state, step: action.step };
    case 'countries':
      return { ...state, countries: action.countries };
    case 'arrival':
      return { ...state, ...nextDatesOnArrival(action.date, state.departure) };
    case 'departure':
      return { ...state, departure: action.date };
    case 'step-departure':
      return state.arrival
        ? { ...state, departure: stepDeparture(state.arrival, state.departure, action.days) }
        : state;
    case 'reset-dates':
      return { ...state, ...NO_TRIP_DATES };
    case 'duration-step':
      return { ...state, durationStep: action.days };
  }
}

/**
 * The three-step trip planner's state and its moves (SPEC section 4, Planner and Dates), starting
 * from a link's preselection when there is one.
 */
export function usePlanner(preselection: TripPreselection | null = null) {
  const [state, dispatch] = useReducer(plannerReducer, preselection, initialState);

  const goToDestinations = useCallback(() => dispatch({ type: 'go', step: 'destinations' }), []);

  const goToDates = useCallback(() => {
    if (state.countries.length === 0) {
      toaster.create({ type: 'error', ...PLANNER_MESSAGES.noDestinations });
      return;
    }
    dispatch({ type: 'go', step: 'dates' });
  }, [state.countries.length]);

  const goToResults = useCallback(() => {
    if (!state.arrival || !state.departure) {
      toaster.create({ type: 'error', ...PLANNER_MESSAGES.datesNotSet });
      return;
    }
    dispatch({ type: 'go', step: 'results' });
  }, [state.arrival, state.departure]);

  const actions = useMemo(
    () => ({
      toggleZone: (zone: Zone) =>
        dispatch({ type: 'countries', countries: toggleZone(state.countries, zone) }),
      toggleCountry: (name: string) =>
        dispatch({ type: 'countries', countries: toggleCountry(state.countries, name) }),
      clearCountries: () => dispatch({ type: 'countries', countries: [] }),
      setArrival: (date: Date) => dispatch({ type: 'arrival', date }),
      setDeparture: (date: Date) => dispatch({ type: 'departure', date }),
      extendTrip: () => dispatch({ type: 'step-departure', days: state.durationStep }),
      shortenTrip: () => dispatch({ type: 'step-departure', days: -state.durationStep }),
      resetDates: () => dispatch({ type: 'reset-dates' }),
      setDurationStep: (days: number) => dispatch({ type: 'duration-step', days }),
    }),
    [state.countries, state.durationStep],
  );

  return { state, goToDestinations, goToDates, goToResults, ...actions };
}

export type Planner = ReturnType<typeof usePlanner>;
