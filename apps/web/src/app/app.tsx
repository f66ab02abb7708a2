import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { BrowserRouter, useLocation } from "react-router";
import { paths } from "@/config/paths";
import { loadPublicConfig } from "@/lib/public-config";
import { applyFixedTheme } from "@/lib/theme";
import { CrashBoundary } from "./crash-screen";
import { hasSkipOnboardingFlag } from "./home-entry";
import { AppRoutes } from "./routes";

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/**
 * Analytics and error reporting are imported and started after the page has loaded, so they never
 * weigh on the first visit; a render crash is reported through the same module.
 */
function useObservability() {
  useEffect(() => {
    const onCrash = (e: Event) =>
      void import("@/lib/error-reporting").then((m) => m.reportError((e as CustomEvent).detail));
    window.addEventListener("civic:crash", onCrash);
    // Nothing to start on a host without error reporting or analytics: the module is not loaded.
    const start = () =>
      void loadPublicConfig().then(({ sentry, posthog }) =>
        sentry || posthog ? import("@/lib/observability").then((m) => m.startObservability()) : undefined,
      );
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("civic:crash", onCrash);
      window.removeEventListener("load", start);
    };
  }, []);
}

/** No page shows a toast during onboarding: sonner loads once the visitor moves on, then stays. */
function DeferredToaster() {
  const { pathname, state } = useLocation();
  const [needed, setNeeded] = useState(false);
  // A campaign's link shows no toast either: it must stay light.
  const firstVisit =
    pathname.startsWith(paths.onboarding) ||
    pathname.startsWith("/c/") ||
    (pathname === paths.home && !hasSkipOnboardingFlag(state));
  if (!needed && !firstVisit) setNeeded(true);
  return needed ? (
    <Suspense>
      <Toaster position="top-center" richColors closeButton />
    </Suspense>
  ) : null;
}

/** The whole app: in the browser's router, or in a static one when /onboarding is prerendered. */
export function App({ Router = BrowserRouter }: { Router?: ComponentType<{ children: ReactNode }> }) {
  useEffect(applyFixedTheme, []);
  // Marks the page interactive: the prerendered /onboarding is visible before its handlers attach.
  useEffect(() => {
    document.documentElement.dataset.appReady = "";
  }, []);
  useObservability();
  // The language is active before the first render (main.tsx, prerender.tsx); a switch re-renders.
  return (
    <I18nProvider i18n={i18n}>
      <CrashBoundary>
        <Router>
          <AppRoutes />
          <DeferredToaster />
        </Router>
      </CrashBoundary>
    </I18nProvider>
  );
}
