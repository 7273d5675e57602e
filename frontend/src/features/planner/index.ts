export { TripPlanner } from './components/trip-planner';
