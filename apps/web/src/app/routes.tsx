import { Suspense } from "react";
import { Route, Routes, useLocation } from "react-router";
import { useWizard, wizard } from "@/features/wizard/state/wizard-store";
import { Wizard } from "@/features/wizard/wizard";
import { CrashBoundary } from "./crash-screen";
import { NotFound } from "./not-found";
import { Header } from "./shell/header";

/** The route table of site.md §2. Each page loads on demand so the first visit stays light. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const drafting = useWizard((s) => s.currentStep === 7) && pathname === "/";
  return (
    <>
      {drafting ? null : <Header onLogoAtHome={wizard.resetToHome} />}
      <CrashBoundary>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route path="/" element={<Wizard />} />
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Suspense>
      </CrashBoundary>
    </>
  );
}

export function PageLoading() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50dvh] items-center justify-center">
      <span className="size-8 animate-spin rounded-full border-4 border-ink/20 border-t-ink" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
