import { formatDollars, priceCents } from "@civic/contracts/pricing";
import { Copy, Mail, MessageSquare, PartyPopper, Share2 } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { usePublicConfig } from "@/lib/public-config";
import { copyLink, mailtoHref, shareLink, shareOrCopy, shareText, smsHref } from "@/lib/share";
import { completedOrder } from "../../state/completed-order";
import { useWizard, wizard } from "../../state/wizard-store";

/**
 * Step 8 (wizard.md §2), shown when the payment form completes without leaving the page. The
 * summary shows the amount actually charged (the old hard-coded $4.99/$11.99 were wrong).
 */
export function SuccessStep() {
  const { appName, frontendUrl } = usePublicConfig();
  const data = useWizard((s) => s.postcardData);
  const order = completedOrder.get();
  const [accountOffered, setAccountOffered] = useState(true);
  const linkId = useId();

  const amountCents = order?.amountCents ?? priceCents(data.sendOption);
  const recipients = order?.recipients ?? [];
  const link = shareLink(frontendUrl || window.location.origin, "success", order?.orderId);
  const text = shareText(appName);

  return (
    <main className="mx-auto max-w-xl space-y-6 px-4 pt-6">
      <section className="text-center">
        <PartyPopper className="mx-auto size-12 text-sage" aria-hidden="true" />
        <h1 className="mt-2 text-3xl font-extrabold">Congratulations!</h1>
        <p className="mt-1 text-lg text-ink/80">Your postcard is paid for and on its way to being handwritten.</p>
      </section>

      <section aria-labelledby="step8-summary" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
        <h2 id="step8-summary" className="text-lg font-bold">
          Order summary
        </h2>
        <dl className="mt-2 space-y-1.5">
          {recipients.length ? (
            <div className="flex justify-between gap-3">
              <dt>{recipients.length === 1 ? "Recipient" : "Recipients"}</dt>
              <dd className="text-right font-medium">{recipients.join(", ")}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-3">
            <dt>Amount charged</dt>
            <dd className="font-medium" data-testid="amount-charged">
              {formatDollars(amountCents)}
            </dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt>Delivery</dt>
            <dd className="font-medium">Within 3 business days</dd>
          </div>
          {order?.email ? (
            <div className="flex justify-between gap-3">
              <dt>Receipt sent to</dt>
              <dd className="truncate font-medium">{order.email}</dd>
            </div>
          ) : null}
        </dl>
        {order?.statusPath ? (
          <a href={order.statusPath} className={cn(buttonVariants({ variant: "secondary" }), "mt-4 w-full")}>
            Follow your order
          </a>
        ) : null}
      </section>

      <section aria-labelledby="step8-invite" className="rounded-2xl bg-ink p-5 text-white">
        <h2 id="step8-invite" className="text-lg font-bold">
          Invite others to take action
        </h2>
        <p className="mt-1 text-white/85">Friends listen to friends. Send them your link.</p>
        <label htmlFor={linkId} className="mt-3 block text-sm font-semibold">
          Your invite link
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={linkId}
            readOnly
            value={link}
            onFocus={(e) => e.currentTarget.select()}
            className="min-w-0 flex-1 rounded-xl bg-white px-3 py-2 text-sm text-ink"
          />
          <Button variant="secondary" onClick={() => copyLink(link)}>
            <Copy className="size-4" aria-hidden="true" />
            Copy
          </Button>
        </div>
        <div className="mt-3 grid gap-2 sm:grid-cols-3">
          <Button variant="secondary" onClick={() => shareOrCopy({ title: appName, text, url: link })}>
            <Share2 className="size-4" aria-hidden="true" />
            Share
          </Button>
          <a href={smsHref(text, link)} className={cn(buttonVariants({ variant: "secondary" }))}>
            <MessageSquare className="size-4" aria-hidden="true" />
            Text message
          </a>
          <a href={mailtoHref(text, link)} className={cn(buttonVariants({ variant: "secondary" }))}>
            <Mail className="size-4" aria-hidden="true" />
            Email
          </a>
        </div>
      </section>

      {accountOffered ? (
        <section aria-labelledby="step8-account" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
          <h2 id="step8-account" className="text-lg font-bold">
            Keep track of your postcards
          </h2>
          <p className="mt-1 text-ink/80">Create an account to see every card you send.</p>
          <Button
            variant="secondary"
            className="mt-3 w-full"
            onClick={() => {
              toast.success("Account created!");
              setAccountOffered(false);
            }}
          >
            Continue with Google
          </Button>
        </section>
      ) : null}

      <Button
        size="lg"
        className="w-full"
        onClick={() => {
          completedOrder.set(null);
          wizard.resetToHome();
        }}
      >
        Create New Postcard
      </Button>
    </main>
  );
}
