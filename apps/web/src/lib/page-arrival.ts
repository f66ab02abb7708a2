import { useEffect } from "react";

/**
 * A screen change in a one-page app is silent unless it says so: focus moves to the new screen's
 * heading (a screen reader reads it, and Tab continues from there), without scrolling. Answers the
 * heading's text, or null when the screen has none yet.
 */
export function focusHeading(root: ParentNode | null = document): string | null {
  const heading = root?.querySelector<HTMLElement>("h1");
  if (!heading) return null;
  if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return heading.textContent?.trim() ?? "";
}

/** Focuses the page's heading once `ready` (its content is on screen), and again when `key` changes. */
export function useHeadingOnArrival(ready: boolean, key: unknown = null) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: key says when it is a new arrival.
  useEffect(() => {
    if (ready) focusHeading(document.querySelector("main"));
  }, [ready, key]);
}
