import { lazy, Suspense } from "react";
import { BrowserRouter } from "react-router";
import { CrashBoundary } from "./crash-screen";
import { AppRoutes } from "./routes";

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

export function App() {
  return (
    <CrashBoundary>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <Suspense>
        <Toaster position="top-center" richColors closeButton />
      </Suspense>
    </CrashBoundary>
  );
}
