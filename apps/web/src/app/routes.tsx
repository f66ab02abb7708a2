import { lazy, Suspense, useEffect } from "react";
import { Route, Routes, useLocation } from "react-router";
import { paths } from "@/config/paths";
import { useWizard, wizard } from "@/features/wizard/state/wizard-store";
import { Wizard } from "@/features/wizard/wizard";
import { CrashBoundary } from "./crash-screen";
import { NotFound } from "./not-found";
import { Header } from "./shell/header";

const PaymentReturnPage = lazy(() =>
  import("@/features/payment/payment-return-page").then((m) => ({ default: m.PaymentReturnPage })),
);
const PaymentSuccessPage = lazy(() =>
  import("@/features/payment/payment-success-page").then((m) => ({ default: m.PaymentSuccessPage })),
);
const PaymentRefundedPage = lazy(() =>
  import("@/features/payment/payment-refunded-page").then((m) => ({ default: m.PaymentRefundedPage })),
);
const SharePage = lazy(() => import("@/features/share/share-page").then((m) => ({ default: m.SharePage })));

/** site.md §2: a payment is loading while the path is /payment-return with a session_id. */
function usePaymentLoading(): boolean {
  const { pathname, search } = useLocation();
  const loading = pathname === paths.paymentReturn && new URLSearchParams(search).has("session_id");
  useEffect(() => wizard.setPaymentLoading(loading), [loading]);
  return loading;
}

/** The route table of site.md §2. Each page loads on demand so the first visit stays light. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const drafting = useWizard((s) => s.currentStep === 7) && pathname === "/";
  // While a payment is loading, its status screen replaces the whole router (header included).
  if (usePaymentLoading()) {
    return (
      <CrashBoundary>
        <Suspense fallback={<PageLoading />}>
          <PaymentReturnPage />
        </Suspense>
      </CrashBoundary>
    );
  }
  return (
    <>
      {drafting ? null : <Header onLogoAtHome={wizard.resetToHome} />}
      <CrashBoundary>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route path="/" element={<Wizard />} />
            <Route path={paths.paymentReturn} element={<PaymentReturnPage />} />
            <Route path={paths.paymentSuccess} element={<PaymentSuccessPage />} />
            <Route path={paths.paymentRefunded} element={<PaymentRefundedPage />} />
            <Route path={paths.share} element={<SharePage />} />
            <Route path={`${paths.share}/:orderId`} element={<SharePage />} />
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
