// TEMPORARY (issue 7): stands in for steps 4–5 in browser tests until they are on main; removed
// then. Test mode only, so it can never put a made-up return address on a real order.
import { lazy, useEffect, useState } from "react";
import { wizard } from "@/features/wizard/state/wizard-store";
import { loadPublicConfig } from "@/lib/public-config";
import { NotFound } from "./not-found";

const Wizard = lazy(() => import("@/features/wizard/wizard").then((m) => ({ default: m.Wizard })));

export function TestCheckoutSeed() {
  const [allowed, setAllowed] = useState<boolean | null>(null);
  useEffect(() => {
    void loadPublicConfig().then(({ payments }) => {
      if (payments.testMode) {
        const backup = JSON.parse(sessionStorage.getItem("postcardFlowBackup") ?? "{}");
        wizard.updatePostcardData({
          ...backup.postcardData,
          userInfo: {
            fullName: "Ana Garcia",
            streetAddress: "100 Main St",
            city: "Cheyenne",
            state: "WY",
            zipCode: "82001",
          },
        });
        wizard.setStep(6);
      }
      setAllowed(payments.testMode);
    });
  }, []);
  if (allowed === null) return null;
  return allowed ? <Wizard /> : <NotFound />;
}
