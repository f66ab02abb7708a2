import { Suspense } from "react";
import { Route, Routes } from "react-router";
import { CrashBoundary } from "./crash-screen";
import { NotFound } from "./not-found";
import { Header } from "./shell/header";

/** The route table of site.md §2. Each page loads on demand so the first visit stays light. */
export function AppRoutes() {
  return (
    <>
      <Header />
      <CrashBoundary>
        <Suspense fallback={<PageLoading />}>
          <Routes>
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
