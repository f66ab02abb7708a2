import type { Legislator } from "@civic/contracts/legislators";
import type { UserInfo } from "@civic/contracts/payments";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useDistrictCheck } from "../../api/district-check";

/**
 * A ZIP that spans districts, checked against the street address (when the server has a
 * geocoder): says plainly which member the address is in, and changes nothing unless asked.
 */
export function DistrictCheck({
  zipCode,
  representative,
  sender,
  onSwitch,
}: {
  zipCode: string | undefined;
  representative: Legislator | null | undefined;
  sender: UserInfo | undefined;
  onSwitch: (representative: Legislator) => void;
}) {
  const { t } = useLingui();
  const [kept, setKept] = useState<string | null>(null);
  const repId = representative && !representative.vacant ? representative.id : "";
  // Advice only: a failed check shows nothing and leaves the page as it is.
  const check = useDistrictCheck(zipCode, repId, sender);
  const differs = check.data?.status === "differs" ? check.data : null;

  if (!differs || !representative || kept === `${repId}|${differs.representative.id}`) return null;
  const other = differs.representative;
  const otherName = `${other.title} ${other.name}`;
  const keptName = `${representative.title} ${representative.name}`;
  return (
    <aside
      aria-labelledby="district-check"
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-2 ring-ink-soft"
    >
      <p id="district-check" className="font-semibold">
        {t`Your address is in ${differs.district}: ${otherName}. Switch?`}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => onSwitch({ ...other, city: representative.city })}>{t`Switch to ${otherName}`}</Button>
        <Button variant="ghost" className="underline" onClick={() => setKept(`${repId}|${other.id}`)}>
          {t`Keep ${keptName}`}
        </Button>
      </div>
    </aside>
  );
}
