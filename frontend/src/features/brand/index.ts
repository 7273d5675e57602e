export { useBrand } from './hooks/use-brand';
export { useBrandQuery, brandQueryOptions, getBrand } from './api/get-brand';
export { BrandDocument } from './components/brand-document';
export { BrandLogo } from './components/brand-logo';
