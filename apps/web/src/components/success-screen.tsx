import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  BadgeCheck,
  ChevronDown,
  Copy,
  Home,
  Mail,
  MapPinned,
  MessageSquare,
  PartyPopper,
  PenLine,
  Send,
  Share2,
} from "lucide-react";
import { Collapsible } from "radix-ui";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button, buttonVariants } from "@/components/ui/button";
import { paths, skipOnboardingState } from "@/config/paths";
import { cn } from "@/lib/cn";
import { formatPrice } from "@/lib/format";
import { usePublicConfig } from "@/lib/public-config";
import { copyLink, mailtoHref, shareLink, shareOrCopy, shareText, smsHref } from "@/lib/share";

/** A paid order as the success screen shows it. */
interface PaidOrder {
  orderId: string | null;
  /** The recipients' titled names ("Rep. …", "Sen. …"). */
  recipients: string[];
  /** The order's private status page. */
  statusPath: string | null;
  /** The campaign whose link the sender came through: the invite brings others there. */
  campaignSlug?: string | null;
}

/**
 * Where the success screen shows, each worded as its spec says:
 * - `page`: /payment-success after the return page (site.md §2): "Order successful!", the order
 *   card with its number and mailing date, what happens next, one invite button, Home.
 * - `wizard`: the wizard's step 8, when the payment form completes in place (wizard.md §2):
 *   "Congratulations!", the summary with the amount actually charged, the invite link with its
 *   share kit, the account card, "Create New Postcard".
 */
type SuccessPlace =
  | { kind: "page"; orderNumber: number | null; mailingDate: string }
  | {
      kind: "wizard";
      amountCents: number;
      email: string | null;
      /** A sponsored order's organisation: said instead of a charge. */
      paidForBy?: string | null;
      onNewPostcard: () => void;
    };

/** The screen after a paid order: the order, how to follow it, and an invite to others. */
export function SuccessScreen({ order, place }: { order: PaidOrder; place: SuccessPlace }) {
  const { t, i18n } = useLingui();
  const { appName, frontendUrl } = usePublicConfig();
  const invite = {
    title: appName,
    text: shareText(appName),
    url: shareLink(frontendUrl || window.location.origin, "success", order.orderId, order.campaignSlug),
  };
  const follow = order.statusPath ? (
    <Link to={order.statusPath} className={cn(buttonVariants({ variant: "secondary" }), "mt-4 w-full")}>
      <MapPinned className="size-4" aria-hidden="true" />
      {t`Follow your order`}
    </Link>
  ) : null;

  if (place.kind === "page") {
    return (
      <main className="mx-auto max-w-xl space-y-6 px-4 py-8">
        <Heading
          icon={<BadgeCheck className="mx-auto size-14 text-sage" aria-hidden="true" />}
          title={t`Order successful!`}
          lead={t`We're getting to work writing your postcard`}
        />
        <OrderCard order={order} orderNumber={place.orderNumber} mailingDate={place.mailingDate} />
        <section aria-labelledby="next-heading" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
          <h2 id="next-heading" className="text-lg font-bold">
            {t`What happens next`}
          </h2>
          <ul className="mt-3 space-y-3">
            <li className="flex gap-3">
              <Mail className="mt-0.5 size-5 shrink-0 text-ink-soft" aria-hidden="true" />
              <span>{t`A copy of your postcard is already in your inbox.`}</span>
            </li>
            <li className="flex gap-3">
              <PenLine className="mt-0.5 size-5 shrink-0 text-ink-soft" aria-hidden="true" />
              <span>{t`Your postcard will be written and mailed within 3 business days.`}</span>
            </li>
            <li className="flex gap-3">
              <Send className="mt-0.5 size-5 shrink-0 text-ink-soft" aria-hidden="true" />
              <span>{t`We'll email you once it's mailed.`}</span>
            </li>
          </ul>
          {follow}
        </section>
        <section aria-labelledby="friends-heading" className="rounded-2xl bg-ink p-5 text-center text-white">
          <h2 id="friends-heading" className="text-lg font-bold">
            {t`Friends listen to friends`}
          </h2>
          <p className="mt-1 text-white/85">{t`One invite can mean one more voice your representative hears.`}</p>
          <Button variant="secondary" className="mt-4 w-full" onClick={() => shareOrCopy(invite)}>
            {t`Invite Others to Take Action`}
          </Button>
        </section>
        <Link
          to={paths.home}
          state={skipOnboardingState}
          className={cn(buttonVariants({ variant: "ghost" }), "w-full")}
        >
          <Home className="size-4" aria-hidden="true" />
          {t`Home`}
        </Link>
      </main>
    );
  }

  const { recipients } = order;
  return (
    <main className="mx-auto max-w-xl space-y-6 px-4 pt-6">
      <Heading
        icon={<PartyPopper className="mx-auto size-12 text-sage" aria-hidden="true" />}
        title={t`Congratulations!`}
        lead={t`Your postcard is paid for and on its way to being handwritten.`}
      />
      <section aria-labelledby="step8-summary" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
        <h2 id="step8-summary" className="text-lg font-bold">
          {t`Order summary`}
        </h2>
        <dl className="mt-2 space-y-1.5">
          {recipients.length ? (
            <div className="flex justify-between gap-3">
              <dt>{recipients.length === 1 ? t`Recipient` : t`Recipients`}</dt>
              <dd className="text-right font-medium">{recipients.join(", ")}</dd>
            </div>
          ) : null}
          {place.paidForBy ? (
            <div className="flex justify-between gap-3">
              <dt>{t`Paid for by`}</dt>
              <dd className="text-right font-medium" data-testid="paid-for-by">
                {place.paidForBy}
              </dd>
            </div>
          ) : (
            <div className="flex justify-between gap-3">
              <dt>{t`Amount charged`}</dt>
              <dd className="font-medium" data-testid="amount-charged">
                {formatPrice(place.amountCents, i18n)}
              </dd>
            </div>
          )}
          <div className="flex justify-between gap-3">
            {/* Mailed within 3 business days; arrival comes after, later for Washington (decisions/0026). */}
            <dt>{t`Mailing`}</dt>
            <dd className="font-medium">{t`Within 3 business days`}</dd>
          </div>
          {place.email ? (
            <div className="flex justify-between gap-3">
              <dt>{t`Receipt sent to`}</dt>
              <dd className="truncate font-medium">{place.email}</dd>
            </div>
          ) : null}
        </dl>
        {follow}
      </section>
      <InviteKit invite={invite} />
      <AccountOffer />
      <Button size="lg" className="w-full" onClick={place.onNewPostcard}>
        {t`Create New Postcard`}
      </Button>
    </main>
  );
}

function Heading({ icon, title, lead }: { icon: ReactNode; title: string; lead: string }) {
  return (
    <section className="text-center">
      {icon}
      <h1 className="mt-2 text-3xl font-extrabold">{title}</h1>
      <p className="mt-1 text-lg text-ink/80">{lead}</p>
    </section>
  );
}

/** site.md §2: 'Order #{number} – {n} Card(s)', the mailing date and 'Confirmed'; open, the recipients. */
function OrderCard({
  order,
  orderNumber,
  mailingDate,
}: {
  order: PaidOrder;
  orderNumber: number | null;
  mailingDate: string;
}) {
  const { t } = useLingui();
  const number = orderNumber ?? order.orderId?.slice(0, 8).toUpperCase() ?? null;
  const count = order.recipients.length;
  // Counted apart: inside a plural, "#" is the count, and "Order #1042" needs its own.
  const cards = t({ message: plural(count, { one: "# Card", other: "# Cards" }) });
  return (
    <Collapsible.Root className="rounded-2xl bg-white shadow-sm ring-1 ring-ink/10">
      <Collapsible.Trigger className="group flex w-full flex-wrap items-center gap-3 rounded-2xl p-4 text-left">
        <span className="min-w-0 flex-1 basis-[10rem]">
          <span className="block text-lg font-bold">
            {number !== null ? t`Order #${number} – ${cards}` : t`Order – ${cards}`}
          </span>
          <span className="block text-sm text-ink/80">{t`Expected mailing date: ${mailingDate}`}</span>
        </span>
        <span className="rounded-full bg-sage px-2.5 py-0.5 text-xs font-bold text-white">{t`Confirmed`}</span>
        <ChevronDown className="size-5 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
        <span className="sr-only">{t`Show recipients`}</span>
      </Collapsible.Trigger>
      <Collapsible.Content className="border-t border-ink/10 px-4 pt-3 pb-4">
        <h2 className="text-sm font-semibold text-ink/75">{t`Recipients`}</h2>
        <ul className="mt-1 space-y-1">
          {order.recipients.map((r) => (
            <li key={r} className="font-medium">
              {r}
            </li>
          ))}
        </ul>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** wizard.md §2 step 8: the invite link with copy, a share button, and text-message and email share. */
function InviteKit({ invite }: { invite: { title: string; text: string; url: string } }) {
  const { t } = useLingui();
  const linkId = useId();
  return (
    <section aria-labelledby="step8-invite" className="rounded-2xl bg-ink p-5 text-white">
      <h2 id="step8-invite" className="text-lg font-bold">
        {t`Invite others to take action`}
      </h2>
      <p className="mt-1 text-white/85">{t`Friends listen to friends. Send them your link.`}</p>
      <label htmlFor={linkId} className="mt-3 block text-sm font-semibold">
        {t`Your invite link`}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={linkId}
          readOnly
          value={invite.url}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-xl bg-white px-3 py-2 text-sm text-ink"
        />
        <Button variant="secondary" onClick={() => copyLink(invite.url)}>
          <Copy className="size-4" aria-hidden="true" />
          {t`Copy`}
        </Button>
      </div>
      <div className="mt-3 grid gap-2 sm:grid-cols-3">
        <Button variant="secondary" onClick={() => shareOrCopy(invite)}>
          <Share2 className="size-4" aria-hidden="true" />
          {t`Share`}
        </Button>
        <a href={smsHref(invite.text, invite.url)} className={cn(buttonVariants({ variant: "secondary" }))}>
          <MessageSquare className="size-4" aria-hidden="true" />
          {t`Text message`}
        </a>
        <a href={mailtoHref(invite.text, invite.url)} className={cn(buttonVariants({ variant: "secondary" }))}>
          <Mail className="size-4" aria-hidden="true" />
          {t`Email`}
        </a>
      </div>
    </section>
  );
}

/** wizard.md §2 step 8: account creation is offered; it only says 'Account created!' and hides the card. */
function AccountOffer() {
  const { t } = useLingui();
  const [offered, setOffered] = useState(true);
  if (!offered) return null;
  return (
    <section aria-labelledby="step8-account" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
      <h2 id="step8-account" className="text-lg font-bold">
        {t`Keep track of your postcards`}
      </h2>
      <p className="mt-1 text-ink/80">{t`Create an account to see every card you send.`}</p>
      <Button
        variant="secondary"
        className="mt-3 w-full"
        onClick={() => {
          toast.success(t`Account created!`);
          setOffered(false);
        }}
      >
        {t`Continue with Google`}
      </Button>
    </section>
  );
}
