export { useBrand } from './hooks/use-brand';
export { useBrandQuery, brandQueryOptions, getBrand } from './api/get-brand';
export { BrandColours } from './components/brand-colours';
export { BrandLogo } from './components/brand-logo';
