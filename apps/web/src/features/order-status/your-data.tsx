import type { OrderStatus } from "@civic/contracts/order-status";
import { ERASED_DATA, KEPT_DATA } from "@civic/contracts/personal-data";
import { Download, Trash } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
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
  const [confirming, setConfirming] = useState(false);
  const [erasing, setErasing] = useState(false);

  async function erase() {
    setErasing(true);
    try {
      onErased(await eraseOrderData(token));
      setConfirming(false);
    } catch (err) {
      toast.error("We couldn't erase your data", {
        description: err instanceof Error ? err.message : "Please try again.",
      });
    } finally {
      setErasing(false);
    }
  }

  return (
    <section aria-labelledby="your-data" className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
      <h2 id="your-data" className="text-lg font-bold">
        Your data
      </h2>
      {order.erasedAt ? (
        <div data-testid="erased-notice" className="space-y-3">
          <p>Your personal data was erased on {formatDate(order.erasedAt)}.</p>
          <div>
            <h3 className="font-semibold">What we erased</h3>
            <ul className="mt-1 list-disc pl-5 text-ink/85">
              {ERASED_DATA.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-semibold">What we kept, and why</h3>
            <ul className="mt-1 list-disc pl-5 text-ink/85">
              {KEPT_DATA.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      ) : (
        <p className="text-ink/85">
          Download a copy of everything we hold about this order: your details and message, each card, the emails we
          sent you and every step above.
        </p>
      )}
      <a
        href={`/api/orders/${encodeURIComponent(token)}/data.json`}
        download
        className={cn(buttonVariants({ variant: "secondary" }), "w-full")}
      >
        <Download className="size-4" aria-hidden="true" />
        Download my data
      </a>
      {order.erasedAt ? null : order.settled ? (
        confirming ? (
          <div className="space-y-3 rounded-xl bg-paper p-3">
            <p className="font-semibold">
              Erase your name, address, email, message and the pictures of your cards for good? This can't be undone.
            </p>
            <div className="grid gap-2 sm:grid-cols-2">
              <Button variant="danger" onClick={erase} disabled={erasing}>
                <Trash className="size-4" aria-hidden="true" />
                {erasing ? "Erasing…" : "Yes, erase it"}
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)} disabled={erasing}>
                Keep my data
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="ghost" className="w-full" onClick={() => setConfirming(true)}>
            <Trash className="size-4" aria-hidden="true" />
            Erase my personal data
          </Button>
        )
      ) : (
        <p className="text-sm text-ink/80">
          You can erase your personal data here once every card has been mailed, or failed and been refunded. We erase
          it ourselves {order.retentionDays} days after that.
        </p>
      )}
    </section>
  );
}
