import { lazy, type ReactNode, Suspense } from "react";
import { Navigate, useLocation } from "react-router";
import { paths } from "@/config/paths";
import { loadMessages } from "@/i18n/locale";
import { parseInfoTopic } from "@/lib/info-view-param";

// The dialog's words (the menu's catalogue) load with its code, in the page's language.
const InfoDialogFromQuery = lazy(() =>
  Promise.all([import("@/features/menu-and-info/info-dialog"), loadMessages("menu")]).then(([m]) => m),
);

export function hasSkipOnboardingFlag(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { skipOnboarding?: unknown }).skipOnboarding === true;
}

/**
 * site.md §2, the "/" rule: without the skip-onboarding flag in the navigation state, redirect to
 * /onboarding (replacing history, query kept). With it, show the wizard (which, on arrival, comes
 * back from this tab's backup or starts at its home state; the flag is kept in history state, so a
 * reload and back/forward find it), with the information dialog when `?view=` names a topic.
 */
export function HomeEntry({ children }: { children: ReactNode }) {
  const { state, search } = useLocation();
  if (!hasSkipOnboardingFlag(state)) return <Navigate to={{ pathname: paths.onboarding, search }} replace />;
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
