import { useState } from 'react';
import type { ComponentType } from 'react';
import type { LazyExport } from './lazy-export.ts';
import { useLazyExport } from './use-lazy-export.ts';

export interface LoadWhenWantedProps<Props extends object> {
  source: LazyExport<ComponentType<Props>>;
  /** Once true, the component is fetched and rendered, and stays rendered (to animate out). */
  wanted: boolean;
  props: Props;
}

/**
 * Renders a lazily loaded component from the first time it is wanted (a dialog first opened):
 * until then its code is not fetched at all, so a page that never opens it never pays for it.
 */
export function LoadWhenWanted<Props extends object>({
  source,
  wanted,
  props,
}: LoadWhenWantedProps<Props>) {
  const [wantedOnce, setWantedOnce] = useState(wanted);
  if (wanted && !wantedOnce) setWantedOnce(true);
  return wantedOnce ? <Loaded source={source} props={props} /> : null;
}

function Loaded<Props extends object>({
  source,
  props,
}: Pick<LoadWhenWantedProps<Props>, 'source' | 'props'>) {
  const state = useLazyExport(source);
  if (state.status !== 'ready') return null;
  const Component = state.value;
  return <Component {...props} />;
}
