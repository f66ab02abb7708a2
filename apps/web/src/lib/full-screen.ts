import { useSyncExternalStore } from "react";

/**
 * Whether a page owns the whole screen (the wizard's drafting step): the app's shell then draws no
 * header. A flag of its own, so the shell in the entry chunk needs nothing of the wizard's state.
 */
let fullScreen = false;
const listeners = new Set<() => void>();

export function setFullScreen(next: boolean) {
  if (next === fullScreen) return;
  fullScreen = next;
  for (const l of listeners) l();
}

export function useFullScreen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => fullScreen,
    () => false,
  );
}
