export { useBrand } from './hooks/use-brand';
export { BrandDocument } from './components/brand-document';
export { BrandLogo } from './components/brand-logo';
