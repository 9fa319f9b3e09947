import type { ComponentType, ReactNode } from 'react';

/**
 * Loads a lazy chunk's component together with the API layer (tRPC's React hooks and React
 * Query, about 16 KB compressed) and wraps it in the API provider. Public pages that only show
 * content never load that layer; a screen with a form or live data gets it with its own code,
 * in parallel. The import() must stay a literal at the call site so Vite splits the chunk:
 * `loadWithApi(() => import('./help-page.tsx'), 'HelpPage')`.
 */
export async function loadWithApi<
  Name extends string,
  Module extends Record<Name, (props: never) => ReactNode>,
>(load: () => Promise<Module>, name: Name): Promise<Record<Name, Module[Name]>> {
  const [module, { TrpcProvider }] = await Promise.all([load(), import('../trpc.ts')]);
  // The wrapper passes its props through untouched, so it has the wrapped component's type.
  const Component = module[name] as unknown as ComponentType<object>;
  function WithApi(props: object) {
    return (
      <TrpcProvider>
        <Component {...props} />
      </TrpcProvider>
    );
  }
  WithApi.displayName = `WithApi(${name})`;
  return { [name]: WithApi } as unknown as Record<Name, Module[Name]>;
}
