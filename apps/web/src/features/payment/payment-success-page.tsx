import { titledName } from "@civic/contracts/legislator-name";
import type { VerifyPaymentResponse } from "@civic/contracts/payments";
import { BadgeCheck, ChevronDown, Home, Mail, MapPinned, PenLine, Send } from "lucide-react";
import { Collapsible } from "radix-ui";
import { useEffect, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { Button, buttonVariants } from "@/components/ui/button";
import { paths, skipOnboardingState } from "@/config/paths";
import { cn } from "@/lib/cn";
import { usePublicConfig } from "@/lib/public-config";
import { shareLink, shareOrCopy, shareText } from "@/lib/share";
import { useVerifiedOrder } from "./api/payments";
import { celebrate } from "./confetti";
import { type SuccessState, statusPathOf } from "./order-navigation";

const MAILING_FALLBACK_DAYS = 5;

/** The server's expected mailing date, else 5 days from today (site.md §9). */
export function expectedMailingDate(serverDate: string | null | undefined, today = new Date()): string {
  let date: Date;
  const ymd = serverDate?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (ymd) date = new Date(Number(ymd[1]), Number(ymd[2]) - 1, Number(ymd[3]));
  else {
    date = new Date(today);
    date.setDate(date.getDate() + MAILING_FALLBACK_DAYS);
  }
  return date.toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric" });
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
function recipientsOf(order: SuccessState | null): string[] {
  const data = order?.postcardData;
  if (data) {
    const list = [...(data.representative ? [data.representative] : []), ...data.senators];
    if (list.length) return list.map((l) => titledName(l));
  }
  const fromResults = order?.results.filter((r) => r.status === "success") ?? [];
  return fromResults.length
    ? fromResults.map((r) => titledName({ type: r.type, name: r.recipient }))
    : ["Your Representative"];
}

/** /payment-success (site.md §2). */
export function PaymentSuccessPage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { appName, frontendUrl } = usePublicConfig();
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

  const recipients = recipientsOf(order);
  const count = recipients.length;
  const statusPath = statusPathOf(order?.statusPath);
  const number = order?.orderNumber ?? order?.orderId?.slice(0, 8).toUpperCase() ?? null;
  const invite = () =>
    shareOrCopy({
      title: appName,
      text: shareText(appName),
      url: shareLink(frontendUrl || window.location.origin, "success", order?.orderId),
    });

  return (
    <main className="mx-auto max-w-xl space-y-6 px-4 py-8">
      <section className="text-center">
        <BadgeCheck className="mx-auto size-14 text-sage" aria-hidden="true" />
        <h1 className="mt-2 text-3xl font-extrabold">Order successful!</h1>
        <p className="mt-1 text-lg text-ink/80">We're getting to work writing your postcard</p>
      </section>

      <Collapsible.Root className="rounded-2xl bg-white shadow-sm ring-1 ring-ink/10">
        <Collapsible.Trigger className="group flex w-full items-center gap-3 rounded-2xl p-4 text-left">
          <span className="min-w-0 flex-1">
            <span className="block text-lg font-bold">
              Order{number !== null ? ` #${number}` : ""} – {count} {count === 1 ? "Card" : "Cards"}
            </span>
            <span className="block text-sm text-ink/80">
              Expected mailing date: {expectedMailingDate(order?.actualMailingDate)}
            </span>
          </span>
          <span className="rounded-full bg-sage px-2.5 py-0.5 text-xs font-bold text-white">Confirmed</span>
          <ChevronDown className="size-5 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
          <span className="sr-only">Show recipients</span>
        </Collapsible.Trigger>
        <Collapsible.Content className="border-t border-ink/10 px-4 pt-3 pb-4">
          <h2 className="text-sm font-semibold text-ink/75">Recipients</h2>
          <ul className="mt-1 space-y-1">
            {recipients.map((r) => (
              <li key={r} className="font-medium">
                {r}
              </li>
            ))}
          </ul>
        </Collapsible.Content>
      </Collapsible.Root>

      <section aria-labelledby="next-heading" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
        <h2 id="next-heading" className="text-lg font-bold">
          What happens next
        </h2>
        <ul className="mt-3 space-y-3">
          <li className="flex gap-3">
            <Mail className="mt-0.5 size-5 shrink-0 text-ink-soft" aria-hidden="true" />
            <span>A copy of your postcard is already in your inbox.</span>
          </li>
          <li className="flex gap-3">
            <PenLine className="mt-0.5 size-5 shrink-0 text-ink-soft" aria-hidden="true" />
            <span>Your postcard will be written and mailed within 3 business days.</span>
          </li>
          <li className="flex gap-3">
            <Send className="mt-0.5 size-5 shrink-0 text-ink-soft" aria-hidden="true" />
            <span>We'll email you once it's mailed.</span>
          </li>
        </ul>
        {statusPath ? (
          <Link to={statusPath} className={cn(buttonVariants({ variant: "secondary" }), "mt-4 w-full")}>
            <MapPinned className="size-4" aria-hidden="true" />
            Follow your order
          </Link>
        ) : null}
      </section>

      <section aria-labelledby="friends-heading" className="rounded-2xl bg-ink p-5 text-center text-white">
        <h2 id="friends-heading" className="text-lg font-bold">
          Friends listen to friends
        </h2>
        <p className="mt-1 text-white/85">One invite can mean one more voice your representative hears.</p>
        <Button variant="secondary" className="mt-4 w-full" onClick={invite}>
          Invite Others to Take Action
        </Button>
      </section>

      <Link to={paths.home} state={skipOnboardingState} className={cn(buttonVariants({ variant: "ghost" }), "w-full")}>
        <Home className="size-4" aria-hidden="true" />
        Home
      </Link>
    </main>
  );
}
