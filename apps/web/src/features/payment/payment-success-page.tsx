import { titledName } from "@civic/contracts/legislator-name";
import type { VerifyPaymentResponse } from "@civic/contracts/payments";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { SuccessScreen } from "@/components/success-screen";
import { useHeadingOnArrival } from "@/lib/page-arrival";
import { usePublicConfig } from "@/lib/public-config";
import { useVerifiedOrder } from "./api/payments";
import { celebrate } from "./confetti";
import { type SuccessState, statusPathOf } from "./order-navigation";

const MAILING_FALLBACK_DAYS = 5;

/** The server's expected mailing date, else 5 days from today (site.md §9). */
function expectedMailingDate(serverDate: string | null | undefined, locale: string, today = new Date()): string {
  let date: Date;
  const ymd = serverDate?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (ymd) date = new Date(Number(ymd[1]), Number(ymd[2]) - 1, Number(ymd[3]));
  else {
    date = new Date(today);
    date.setDate(date.getDate() + MAILING_FALLBACK_DAYS);
  }
  return date.toLocaleDateString(locale === "es" ? "es-US" : "en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  });
}

function fromVerify(sessionId: string, v: VerifyPaymentResponse): SuccessState {
  return {
    sessionId,
    orderId: v.orderId,
    orderNumber: v.orderNumber,
    results: v.postcardResults?.results ?? [],
    actualMailingDate: v.actualMailingDate,
    postcardData: v.postcardData,
    statusPath: v.statusPath,
  };
}

/** The recipients of the real order: the stored order first, else the per-card results. */
function recipientsOf(order: SuccessState | null, i18n: I18n): string[] {
  const data = order?.postcardData;
  if (data) {
    const list = [...(data.representative ? [data.representative] : []), ...data.senators];
    const state = (data.stateLegislators ?? []).map((l) => titledName(l));
    if (list.length + state.length) return [...list.map((l) => titledName(l)), ...state];
  }
  const fromResults = order?.results.filter((r) => r.status === "success") ?? [];
  return fromResults.length
    ? fromResults.map((r) => titledName({ type: r.type, title: r.title, name: r.recipient }))
    : [i18n._(msg`Your Representative`)];
}

/** /payment-success (site.md §2). */
export function PaymentSuccessPage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get("session_id");
  const [passed] = useState(() => (location.state as SuccessState | null) ?? null);
  // Opened directly (a reload, a bookmarked link): ask the server what was ordered.
  const verified = useVerifiedOrder(sessionId, { enabled: !passed });
  useEffect(() => {
    if (verified.error) console.error("Could not load the order", verified.error);
  }, [verified.error]);
  const order = passed ?? (sessionId && verified.data?.success ? fromVerify(sessionId, verified.data) : null);

  useEffect(() => {
    void celebrate().catch((err) => console.error("Confetti failed", err));
  }, []);
  useHeadingOnArrival(true);
  const { appName } = usePublicConfig();
  const { t, i18n } = useLingui();

  return (
    <>
      <title>{`${t`Order successful!`} — ${appName}`}</title>
      <SuccessScreen
        order={{
          orderId: order?.orderId ?? null,
          recipients: recipientsOf(order, i18n),
          statusPath: statusPathOf(order?.statusPath),
        }}
        place={{
          kind: "page",
          orderNumber: order?.orderNumber ?? null,
          mailingDate: expectedMailingDate(order?.actualMailingDate, i18n.locale),
        }}
      />
    </>
  );
}
