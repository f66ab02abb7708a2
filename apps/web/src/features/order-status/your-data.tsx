import type { OrderStatus } from "@civic/contracts/order-status";
import { useLingui } from "@lingui/react/macro";
import { Download, Trash } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { serverMessage } from "@/lib/server-message";
import { eraseOrderData } from "./api/order-data";
import { formatDate } from "./step-copy";

/** "Your data": download everything we hold about the order, or erase the personal part of it. */
export function YourData({
  token,
  order,
  onErased,
}: {
  token: string;
  order: OrderStatus;
  onErased: (order: OrderStatus) => void;
}) {
  const { t, i18n } = useLingui();
  // The contract's ERASED_DATA and KEPT_DATA (personal-data.ts), in the page's language.
  const ERASED_DATA = [
    t`your name`,
    t`your street address and city`,
    t`your email address`,
    t`your message and the text of each card`,
    t`the pictures of your cards`,
  ];
  const KEPT_DATA = [
    t`the amounts paid and refunded, and the number of cards (for our accounts and tax records)`,
    t`the ZIP code and state, which place the order in a congressional district (for de-identified counts)`,
    t`which legislators were written to, and the dates of each step`,
  ];
  const erasedOn = order.erasedAt ? formatDate(order.erasedAt, i18n) : "";
  const { retentionDays } = order;
  const [confirming, setConfirming] = useState(false);
  const [erasing, setErasing] = useState(false);

  async function erase() {
    setErasing(true);
    try {
      onErased(await eraseOrderData(token));
      setConfirming(false);
    } catch (err) {
      toast.error(t`We couldn't erase your data`, { description: serverMessage(err, i18n, t`Please try again.`) });
    } finally {
      setErasing(false);
    }
  }

  return (
    <section aria-labelledby="your-data" className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
      <h2 id="your-data" className="text-lg font-bold">
        {t`Your data`}
      </h2>
      {order.erasedAt ? (
        <div data-testid="erased-notice" className="space-y-3">
          <p>{t`Your personal data was erased on ${erasedOn}.`}</p>
          <div>
            <h3 className="font-semibold">{t`What we erased`}</h3>
            <ul className="mt-1 list-disc pl-5 text-ink/85">
              {ERASED_DATA.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-semibold">{t`What we kept, and why`}</h3>
            <ul className="mt-1 list-disc pl-5 text-ink/85">
              {KEPT_DATA.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      ) : (
        <p className="text-ink/85">
          {t`Download a copy of everything we hold about this order: your details and message, each card, the emails we sent you and every step above.`}
        </p>
      )}
      <a
        href={`/api/orders/${encodeURIComponent(token)}/data.json`}
        download
        className={cn(buttonVariants({ variant: "secondary" }), "w-full")}
      >
        <Download className="size-4" aria-hidden="true" />
        {t`Download my data`}
      </a>
      {order.erasedAt ? null : order.settled ? (
        confirming ? (
          <div className="space-y-3 rounded-xl bg-paper p-3">
            <p className="font-semibold">
              {t`Erase your name, address, email, message and the pictures of your cards for good? This can't be undone.`}
            </p>
            <div className="grid gap-2 sm:grid-cols-2">
              <Button variant="danger" onClick={erase} disabled={erasing}>
                <Trash className="size-4" aria-hidden="true" />
                {erasing ? t`Erasing…` : t`Yes, erase it`}
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)} disabled={erasing}>
                {t`Keep my data`}
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="ghost" className="w-full" onClick={() => setConfirming(true)}>
            <Trash className="size-4" aria-hidden="true" />
            {t`Erase my personal data`}
          </Button>
        )
      ) : (
        <p className="text-sm text-ink/80">
          {t`You can erase your personal data here once every card has been mailed, or failed and been refunded. We erase it ourselves ${retentionDays} days after that.`}
        </p>
      )}
    </section>
  );
}
