import type { OrderStatus } from "@civic/contracts/order-status";
import { useLingui } from "@lingui/react/macro";
import { Link2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { serverMessage } from "@/lib/server-message";
import { replaceStatusLink } from "./api/order-data";

/**
 * "Replace my link", for a sender whose link reached someone it shouldn't: once confirmed, this
 * page's address stops working and a new one goes to the order's email address. Nothing new is
 * shown here, so whoever holds the old link learns nothing from pressing it.
 */
export function ReplaceLink({
  token,
  order,
  onReplaced,
}: {
  token: string;
  order: OrderStatus;
  onReplaced: () => void;
}) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [replacing, setReplacing] = useState(false);
  // Erased: no address is left to send a new link to.
  if (order.erasedAt) return null;

  async function replace() {
    setReplacing(true);
    try {
      await replaceStatusLink(token);
      onReplaced();
    } catch (err) {
      toast.error(t`We couldn't replace your link`, { description: serverMessage(err, i18n, t`Please try again.`) });
    } finally {
      setReplacing(false);
    }
  }

  return (
    <section aria-labelledby="your-link" className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
      <h2 id="your-link" className="text-lg font-bold">
        {t`Your link`}
      </h2>
      {confirming ? (
        <div className="space-y-3 rounded-xl bg-paper p-3">
          <p className="font-semibold">
            {t`Replace your link? This page's address stops working at once, for you and anyone you shared it with. We'll email a new link to the address you ordered with.`}
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            <Button onClick={replace} disabled={replacing}>
              {replacing ? t`Replacing…` : t`Yes, replace my link`}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={replacing}>
              {t`Keep this link`}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <p className="text-ink/85">
            {t`If someone else has this page's link, replace it: the old one stops working and we email you a new one.`}
          </p>
          <Button variant="ghost" className="w-full" onClick={() => setConfirming(true)}>
            <Link2 className="size-4" aria-hidden="true" />
            {t`Replace my link`}
          </Button>
        </>
      )}
    </section>
  );
}
