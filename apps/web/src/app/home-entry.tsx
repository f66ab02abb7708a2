import { lazy, type ReactNode, Suspense, useLayoutEffect, useState } from "react";
import { Navigate, useLocation } from "react-router";
import { paths } from "@/config/paths";
import { parseInfoTopic } from "@/lib/info-view-param";

const InfoDialogFromQuery = lazy(() => import("@/features/menu-and-info/info-dialog"));

export function hasSkipOnboardingFlag(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { skipOnboarding?: unknown }).skipOnboarding === true;
}

/**
 * site.md §2, the "/" rule: without the skip-onboarding flag in the navigation state, redirect to
 * /onboarding (replacing history, query kept). With it, enter the wizard once on arrival (its
 * session backup, else the home state; the flag survives a reload and back/forward in history
 * state), then show it, with the information dialog when `?view=` names a topic.
 */
export function HomeEntry({ onEnter, children }: { onEnter: () => void; children: ReactNode }) {
  const { state, search } = useLocation();
  const skip = hasSkipOnboardingFlag(state);
  const [entered, setEntered] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival on "/"
  useLayoutEffect(() => {
    if (!skip) return;
    onEnter();
    setEntered(true);
  }, []);

  if (!skip) return <Navigate to={{ pathname: paths.onboarding, search }} replace />;
  if (!entered) return null;
  return (
    <>
      {children}
      {parseInfoTopic(new URLSearchParams(search).get("view")) ? (
        <Suspense>
          <InfoDialogFromQuery />
        </Suspense>
      ) : null}
    </>
  );
}
