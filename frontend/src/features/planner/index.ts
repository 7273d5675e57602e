export { TripPlanner } from './components/trip-planner';
export { plannerCatalogue } from './catalogue';
