import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** React.lazy for a named export: `lazyNamed(() => import('./x'), (m) => m.Page)`. */
export function lazyNamed<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: pick(await load()) }));
}
