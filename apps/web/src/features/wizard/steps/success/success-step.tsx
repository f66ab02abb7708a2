import { priceCents } from "@civic/contracts/pricing";
import { SuccessScreen } from "@/components/success-screen";
import { completedOrder } from "../../state/completed-order";
import { useWizard, wizard } from "../../state/wizard-store";

/**
 * Step 8 (wizard.md §2), shown when the payment form completes without leaving the page. The
 * summary shows the amount actually charged (the spec's hard-coded $4.99/$11.99 were wrong).
 */
export function SuccessStep() {
  const sendOption = useWizard((s) => s.postcardData.sendOption);
  const campaignSlug = useWizard((s) => s.postcardData.campaign?.slug ?? null);
  const order = completedOrder.get();
  return (
    <SuccessScreen
      order={{
        orderId: order?.orderId ?? null,
        recipients: order?.recipients ?? [],
        statusPath: order?.statusPath ?? null,
        campaignSlug,
      }}
      place={{
        kind: "wizard",
        amountCents: order?.amountCents ?? priceCents(sendOption),
        email: order?.email || null,
        paidForBy: order?.paidForBy ?? null,
        onNewPostcard: () => {
          completedOrder.set(null);
          wizard.resetToHome();
        },
      }}
    />
  );
}
