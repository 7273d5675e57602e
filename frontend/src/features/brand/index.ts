export { useBrand } from '@/lib/brand-store';
export { BrandDocument } from './components/brand-document';
export { BrandLogo } from './components/brand-logo';
