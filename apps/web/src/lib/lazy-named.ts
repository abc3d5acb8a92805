import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** React.lazy for a named export: `lazyNamed(() => import('./x'), (m) => m.Page)`; props pass through. */
export function lazyNamed<Module, Props extends object = object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: pick(await load()) }));
}
