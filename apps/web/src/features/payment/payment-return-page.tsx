import {
  ERROR_REDIRECT_DELAY_MS,
  PAYMENT_RETURN_MIN_DISPLAY_MS,
  PAYMENT_VERIFY_MAX_RETRIES,
} from "@civic/contracts/limits";
import type { VerifyPaymentResponse } from "@civic/contracts/payments";
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { CircleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { paths } from "@/config/paths";
import { useRefundPayment, useVerifyPayment } from "./api/payments";
import { FinalizingScreen } from "./finalizing-screen";
import type { RefundState, SuccessState } from "./order-navigation";

type View =
  | { status: "loading" }
  | { status: "ordering" }
  /** The payment went through but finishing the order failed: the finalizing screen's error. */
  | { status: "error"; detail?: string }
  /** Nothing to finish here: say why, then go back to the start. */
  | { status: "leaving"; title: string; text: string };

const wait = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

function report(what: string, err: unknown, sessionId: string, data?: VerifyPaymentResponse | null) {
  console.error(what, err, {
    sessionId,
    email: data?.postcardData?.email,
    zip: data?.postcardData?.zipCode,
    representative: data?.postcardData?.representative?.name,
    sendOption: data?.postcardData?.sendOption,
    step: "payment-return",
    amountCents: data?.amountCents,
  });
}

/**
 * /payment-return (site.md §4): verifies the payment, then goes to the success page (after at
 * least 4 s on screen) or, when cards failed, asks for their refund and shows the refund page.
 */
export function PaymentReturnPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get("session_id");
  const navigate = useNavigate();
  const [view, setView] = useState<View>({ status: "loading" });
  const [retries, setRetries] = useState(0);
  const startedAt = useRef(Date.now());
  const verifyPayment = useVerifyPayment();
  const refundPayment = useRefundPayment();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `retries` re-runs the verification on Try Again.
  useEffect(() => {
    let cancelled = false;
    let redirect: ReturnType<typeof setTimeout> | undefined;
    const leave = (title: string, text: string) => {
      toast.error(title, { description: text });
      setView({ status: "leaving", title, text });
      redirect = setTimeout(() => navigate(paths.onboarding, { replace: true }), ERROR_REDIRECT_DELAY_MS);
    };

    async function run(id: string) {
      setView({ status: "loading" });
      let data: VerifyPaymentResponse;
      try {
        data = await verifyPayment({ sessionId: id });
      } catch (err) {
        if (cancelled) return;
        report("Payment verification failed", err, id);
        // The page's language, read when it happens (not an effect dependency: a switch must not rerun it).
        toast.error(i18n._(msg`Payment verification failed`), {
          description: i18n._(msg`Unable to verify payment. Please try again or contact support.`),
        });
        setView({ status: "error", detail: i18n._(msg`We couldn't confirm your order just now.`) });
        return;
      }
      if (cancelled) return;
      if (!data.success)
        return leave(
          i18n._(msg`Payment verification failed`),
          i18n._(msg`Unable to confirm payment. Please contact support.`),
        );
      if (!data.postcardData)
        return leave(
          i18n._(msg`Session data missing`),
          i18n._(msg`Unable to find your postcard data. Please start over.`),
        );

      setView({ status: "ordering" });
      const toSuccess = async (state: SuccessState) => {
        await wait(startedAt.current + PAYMENT_RETURN_MIN_DISPLAY_MS - Date.now());
        if (!cancelled)
          navigate(`${paths.paymentSuccess}?session_id=${encodeURIComponent(id)}`, { replace: true, state });
      };
      const success: SuccessState = {
        sessionId: id,
        orderId: data.orderId,
        orderNumber: data.orderNumber,
        results: data.postcardResults?.results ?? [],
        actualMailingDate: data.actualMailingDate,
        postcardData: data.postcardData,
        statusPath: data.statusPath,
      };
      // Still being ordered: the cards are paid for and queued; the emails report how it ends.
      if (!data.postcardResults) return toSuccess(success);

      const { results } = data.postcardResults;
      if (results.length === 0) {
        toast.error(i18n._(msg`No postcard results`), { description: i18n._(msg`Please contact support.`) });
        setView({ status: "error" });
        return;
      }
      const failed = results.filter((r) => r.status === "error");
      if (failed.length === 0) return toSuccess(success);

      const total = results.length;
      let refund: Awaited<ReturnType<typeof refundPayment>>;
      try {
        // The server decides what to refund from the failed cards; the page shows its answer.
        refund = await refundPayment({ sessionId: id });
      } catch (err) {
        if (cancelled) return;
        report("Refund failed", err, id, data);
        const count = failed.length;
        toast.error(i18n._(msg`Some postcards failed`), {
          description: i18n._(msg`${count} of ${total} postcards failed. Please contact support.`),
        });
        setView({ status: "error" });
        return;
      }
      if (cancelled) return;
      const state: RefundState = {
        failedCount: failed.length,
        totalCount: total,
        refundAmountCents: refund.amount_cents,
        refundId: refund.refund_id,
        orderId: data.orderId,
        orderNumber: data.orderNumber,
        results,
        errors: failed.map((r) => r.error).filter((e): e is string => Boolean(e)),
        statusPath: data.statusPath,
      };
      navigate(paths.paymentRefunded, { replace: true, state });
    }

    if (!sessionId) leave(i18n._(msg`No session found`), i18n._(msg`Please start the postcard process again.`));
    else void run(sessionId);
    return () => {
      cancelled = true;
      clearTimeout(redirect);
    };
  }, [sessionId, retries, navigate, verifyPayment, refundPayment]);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-paper px-6 py-10">
      {view.status === "loading" ? (
        <div role="status" aria-live="polite" className="flex flex-col items-center gap-4 text-center">
          <span className="size-12 animate-spin rounded-full border-4 border-ink/20 border-t-ink" aria-hidden="true" />
          <h1 className="text-2xl font-bold">{t`Confirming your payment…`}</h1>
          <p className="max-w-sm text-lg text-ink/80">{t`This only takes a moment. Please keep this page open.`}</p>
        </div>
      ) : view.status === "ordering" ? (
        <FinalizingScreen state="loading" />
      ) : view.status === "error" ? (
        <FinalizingScreen
          state="error"
          detail={
            retries < PAYMENT_VERIFY_MAX_RETRIES
              ? view.detail
              : t`Please contact support and mention the email address you paid with.`
          }
          onRetry={retries < PAYMENT_VERIFY_MAX_RETRIES ? () => setRetries((n) => n + 1) : undefined}
        />
      ) : (
        <div role="alert" className="flex flex-col items-center gap-4 text-center">
          <CircleAlert className="size-12 text-stamp" aria-hidden="true" />
          <h1 className="text-2xl font-bold">{view.title}</h1>
          <p className="max-w-sm text-lg text-ink/80">{view.text}</p>
          <p className="text-ink/70">{t`Taking you back to the start…`}</p>
        </div>
      )}
    </main>
  );
}
