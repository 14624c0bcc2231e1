import { lazy, useState, type ComponentType } from 'react';

export interface LazyPage<P extends object> {
  (props: P): React.JSX.Element;
  /** Starts loading the page's code; a page mounted once it is here renders at once, without a fallback. */
  preload(): Promise<unknown>;
}

/**
 * React.lazy with a preload. A lazy component suspends on its first render even when its code has
 * already arrived, so the first commit would be the Suspense fallback: a page prerendered into the
 * HTML (scripts/prerender.ts) would flash a spinner before being drawn again. A page mounted after
 * preload() has settled (main.tsx waits for it) renders the component itself; one mounted before goes
 * through React.lazy. Each mount keeps its choice, so a later render never swaps one for the other
 * (which would remount the page and lose its state).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page(props: P) {
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload });
}
