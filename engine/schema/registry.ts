/**
 * A named map of renderers, handlers or components (screen kinds, column renderers, filter widgets, action kinds, server operation handlers), like amis's renderer
 * registry: registering a taken name is refused unless the caller says it overrides on purpose.
 */
export interface Registry<T> {
  get(name: string): T | undefined;
  register(name: string, item: T, options?: { override?: boolean }): void;
  names(): string[];
}

export function createRegistry<T>(what: string, initial: Record<string, T> = {}): Registry<T> {
  const items: Record<string, T> = { ...initial };
  return {
    get: (name) => (Object.hasOwn(items, name) ? items[name] : undefined),
    register(name, item, options = {}) {
      if (Object.hasOwn(items, name) && !options.override) {
        throw new Error(`${what} "${name}" is already registered; pass { override: true } to replace it`);
      }
      items[name] = item;
    },
    names: () => Object.keys(items),
  };
}
