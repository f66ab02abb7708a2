import { useLingui } from "@lingui/react/macro";
import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";
import { Route, Routes, useLocation } from "react-router";
import { paths } from "@/config/paths";
import { loadMessages } from "@/i18n/locale";
import { useFullScreen } from "@/lib/full-screen";
import { CrashBoundary } from "./crash-screen";
import { HomeEntry, hasSkipOnboardingFlag } from "./home-entry";

// Onboarding, the first page of most visits, is a chunk of its own so that the pages that never show it
// (a campaign's link) do not load it: the prerendered page loads it before hydrating (main.tsx) and
// public/boot.js preloads it with the entry. Once loaded it renders directly, as the prerender did.
let loadedOnboarding: ComponentType | undefined;
export const loadOnboarding = () =>
  import("@/features/onboarding/onboarding-page").then((m) => {
    loadedOnboarding = m.OnboardingPage;
    return m;
  });
const LazyOnboarding = lazy(() => loadOnboarding().then((m) => ({ default: m.OnboardingPage })));
function Onboarding() {
  const Page = loadedOnboarding ?? LazyOnboarding;
  return <Page />;
}
// The rest loads on demand.
const NotFound = lazy(() => import("./not-found").then((m) => ({ default: m.NotFound })));
// A part with words of its own loads them, in the page's language, with its code.
const Wizard = lazy(() =>
  Promise.all([import("@/features/wizard/wizard"), loadMessages("wizard")]).then(([m]) => ({ default: m.Wizard })),
);
// The site's header is on no first page (onboarding and a campaign's link have frames of their
// own): it loads with the first page that shows it, in parallel with that page's own chunk.
const Header = lazy(() => import("./shell/header").then((m) => ({ default: m.Header })));
const SiteMenu = lazy(() =>
  Promise.all([import("@/features/menu-and-info/site-menu"), loadMessages("menu")]).then(([m]) => m),
);
/** A sender's page outside the wizard: its code and its words ("sender" catalogue) in the page's language. */
function senderPage<M>(module: Promise<M>, pick: (m: M) => ComponentType) {
  return Promise.all([module, loadMessages("sender")]).then(([m]) => ({ default: pick(m) }));
}
/** An information page: its code and the menu's words in the page's language. */
function menuPage<M>(module: Promise<M>) {
  return Promise.all([module, loadMessages("menu")]).then(([m]) => m);
}
const AboutPage = lazy(() => menuPage(import("@/features/menu-and-info/pages/about-page")));
const FaqPage = lazy(() => menuPage(import("@/features/menu-and-info/pages/faq-page")));
const ContactPage = lazy(() => menuPage(import("@/features/menu-and-info/pages/contact-page")));
const PrivacyTermsPage = lazy(() => menuPage(import("@/features/menu-and-info/pages/privacy-terms-page")));
const ResearchPage = lazy(() => menuPage(import("@/features/menu-and-info/pages/research-page")));
const PaymentReturnPage = lazy(() =>
  senderPage(import("@/features/payment/payment-return-page"), (m) => m.PaymentReturnPage),
);
const PaymentSuccessPage = lazy(() =>
  senderPage(import("@/features/payment/payment-success-page"), (m) => m.PaymentSuccessPage),
);
const PaymentRefundedPage = lazy(() =>
  senderPage(import("@/features/payment/payment-refunded-page"), (m) => m.PaymentRefundedPage),
);
// The operator console is its own chunk: nothing of it reaches a visitor's pages.
const AdminApp = lazy(() => import("@/features/admin/admin-entry"));
// The organisers' pages: a chunk of their own, like the console's.
// Its prepayment shows the sender's payment panel, whose words are in the "sender" catalogue (and
// a production build keeps only their ids in the code): they load with it.
const OrganizeApp = lazy(() =>
  Promise.all([import("@/features/organize/organize-entry"), loadMessages("sender")]).then(([m]) => m),
);
// A campaign's link and its embeddable counter: where most of its senders arrive, on phones, so a
// small chunk of their own.
const CampaignRoutes = lazy(() =>
  Promise.all([import("@/features/campaign/campaign-routes"), loadMessages("campaign")]).then(([m]) => m),
);
const OrderStatusPage = lazy(() =>
  senderPage(import("@/features/order-status/order-status-page"), (m) => m.OrderStatusPage),
);
const FindOrdersPage = lazy(() =>
  senderPage(import("@/features/order-status/find-orders-page"), (m) => m.FindOrdersPage),
);
const OwnCardsPage = lazy(() => senderPage(import("@/features/own-cards/own-cards-page"), (m) => m.OwnCardsPage));
const SharePage = lazy(() => senderPage(import("@/features/share/share-page"), (m) => m.SharePage));

/**
 * site.md §2 "While a payment is loading": on at /payment-return with a session_id, off on any
 * other path (and it stays on if the page drops the query while it verifies). A payment coming
 * back means the wizard's backup is being paid for: it is forgotten, so it never resumes.
 */
function usePaymentLoading() {
  const { pathname, search } = useLocation();
  const [on, setOn] = useState(false);
  const starts = pathname === paths.paymentReturn && new URLSearchParams(search).has("session_id");
  const active = pathname === paths.paymentReturn && (on || starts);
  if (active !== on) setOn(active);
  useEffect(() => {
    if (active) void import("@/features/wizard/state/wizard-store").then((m) => m.wizard.forgetPaidFlow());
  }, [active]);
  return active;
}

/** The route table of site.md §2. */
export function AppRoutes() {
  const { pathname, state } = useLocation();
  const paymentLoading = usePaymentLoading();
  const drafting = useFullScreen() && pathname === paths.home;
  // While a payment is loading, its status screen replaces the whole router (header included).
  if (paymentLoading) {
    return (
      <CrashBoundary>
        <Suspense fallback={<PageLoading fullScreen />}>
          <PaymentReturnPage />
        </Suspense>
      </CrashBoundary>
    );
  }
  // Onboarding is a full-screen slideshow and "/" without the flag is about to redirect there (no
  // header, so the menu's code never loads on a first visit); the drafting step owns the screen too.
  const redirecting = pathname === paths.home && !hasSkipOnboardingFlag(state);
  const chrome = !(
    drafting ||
    redirecting ||
    pathname.startsWith(paths.onboarding) ||
    // The console, the organisers' pages and a campaign's (which must stay light: no site menu)
    // have frames of their own.
    /^\/(admin|organize|c)(\/|$)/.test(pathname)
  );
  return (
    <>
      {chrome ? (
        <Suspense fallback={<div className="h-14 border-b border-ink/10" />}>
          <Header
            onLogoAtHome={() => void import("@/features/wizard/state/reset-with-undo").then((m) => m.resetWithUndo())}
            menu={
              <Suspense fallback={<span className="size-11" />}>
                <SiteMenu />
              </Suspense>
            }
          />
        </Suspense>
      ) : null}
      <CrashBoundary>
        <Suspense fallback={<PageLoading fullScreen={!chrome} />}>
          <Routes>
            <Route
              path={paths.home}
              element={
                <HomeEntry>
                  <Wizard />
                </HomeEntry>
              }
            />
            <Route path={paths.onboarding} element={<Onboarding />} />
            <Route path={paths.about} element={<AboutPage />} />
            <Route path={paths.faq} element={<FaqPage />} />
            <Route path={paths.contact} element={<ContactPage />} />
            <Route path={paths.privacy} element={<PrivacyTermsPage />} />
            <Route path={paths.terms} element={<PrivacyTermsPage />} />
            <Route path={paths.research} element={<ResearchPage />} />
            <Route path={paths.paymentReturn} element={<PaymentReturnPage />} />
            <Route path={paths.paymentSuccess} element={<PaymentSuccessPage />} />
            <Route path={paths.paymentRefunded} element={<PaymentRefundedPage />} />
            <Route path={paths.orders} element={<FindOrdersPage />} />
            <Route path={`${paths.orders}/:token`} element={<OrderStatusPage />} />
            <Route path={`${paths.ownCards}/:token`} element={<OwnCardsPage />} />
            <Route path={paths.share} element={<SharePage />} />
            <Route path={`${paths.share}/:orderId`} element={<SharePage />} />
            <Route path={`${paths.admin}/*`} element={<AdminApp />} />
            <Route path="/organize/*" element={<OrganizeApp />} />
            <Route path="/c/*" element={<CampaignRoutes />} />
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Suspense>
      </CrashBoundary>
    </>
  );
}

function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useLingui();
  // A campaign's link shows the server's first paint above the app (http/web-app.ts) until its page
  // loads: a spinner under it would move up when that first paint goes (a 0.36 layout shift).
  if (typeof document !== "undefined" && document.getElementById("campaign-first-paint")) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex items-center justify-center ${fullScreen ? "min-h-dvh" : "min-h-[50dvh]"}`}
    >
      <span className="size-8 animate-spin rounded-full border-4 border-ink/20 border-t-ink" />
      <span className="sr-only">{t`Loading…`}</span>
    </div>
  );
}
