import { type ComponentType, createElement, lazy, useState } from "react";

export type PreloadableComponent<P extends object> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * React.lazy that can start loading early. Once loaded, the component renders directly instead of
 * through the lazy wrapper, so moving to it never flashes a Suspense fallback.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<unknown> | null = null;
  const preload = () => {
    loading ??= load().then(
      (m) => {
        loaded = m.default;
      },
      () => {
        loading = null; // a failed chunk may be retried later
      },
    );
    return loading;
  };
  const Lazy = lazy(load);
  function Preloadable(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded type later would remount the subtree.
    const [Component] = useState(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Preloadable, { preload });
}
