// The simulated provider's product list lives with the shop's demo data in shared/, so that the
// local seed and the tests read the same products the simulator answers.
export { SIMULATED_PRODUCTS, type SimulatedProduct } from '../../../shared/catalogue/demo-provider';
