export { Header } from './components/header';
export { Footer } from './components/footer';
export type { HeaderAccount } from './types';
