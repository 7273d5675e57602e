import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withCompleteTheme } from '@/config/theme';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound on a component
type AnyComponent = ComponentType<any>;

/**
 * `React.lazy` for a module's named export: the component whose code `load` fetches on first render,
 * with the theme's remaining recipes (`completeTheme`). Calling `load` earlier (when the traveller
 * starts what will show it) fetches it ahead; both share the one module.
 */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => {
    const module = await withCompleteTheme(load());
    return { default: module[name] };
  });
}
