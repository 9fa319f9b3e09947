/** One named export of a module fetched on first use (a lazy chunk). */
export interface LazyExport<T> {
  /** Starts the fetch, or joins the one under way; once in, resolves at once. */
  load: () => Promise<T>;
  /** The export if it has arrived, else null: lets a render use it without waiting. */
  current: () => T | null;
}

/**
 * A chunk's export, fetched once. The import() must stay a literal at the call site so Vite can
 * split it into its own chunk: `lazyExport(() => import('./help-page.tsx'), 'HelpPage')`.
 */
export function lazyExport<Name extends string, Module extends Record<Name, unknown>>(
  load: () => Promise<Module>,
  name: Name,
): LazyExport<Module[Name]> {
  let loaded: { value: Module[Name] } | null = null;
  let loading: Promise<Module[Name]> | null = null;
  return {
    load: () =>
      (loading ??= load().then(
        (module) => (loaded = { value: module[name] }).value,
        (error: unknown) => {
          // A failed fetch (offline) may be tried again by the next call.
          loading = null;
          throw error;
        },
      )),
    current: () => (loaded ? loaded.value : null),
  };
}
