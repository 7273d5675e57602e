export { TripPlanner } from './components/trip-planner';
export { usePlannerCatalogue } from './catalogue';
