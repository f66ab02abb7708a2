import type { CheckDistrictResponse, Legislator } from "@civic/contracts/legislators";
import type { UserInfo } from "@civic/contracts/payments";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { invoke } from "@/lib/api-client";

type Differs = Extract<CheckDistrictResponse, { status: "differs" }>;

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
  const [differs, setDiffers] = useState<Differs | null>(null);
  const [kept, setKept] = useState<string | null>(null);
  const repId = representative && !representative.vacant ? representative.id : null;
  useEffect(() => {
    setDiffers(null);
    if (!zipCode || !repId || !sender) return;
    const controller = new AbortController();
    const { streetAddress, city, state, zipCode: zip } = sender;
    invoke(
      "check-district",
      { zipCode, representativeId: repId, address: { streetAddress, city, state, zipCode: zip } },
      { signal: controller.signal },
    )
      .then((r) => setDiffers(r.status === "differs" ? r : null))
      // Advice only: a failed check leaves the page as it is.
      .catch(() => {});
    return () => controller.abort();
  }, [zipCode, repId, sender]);

  if (!differs || !representative || kept === `${repId}|${differs.representative.id}`) return null;
  const other = differs.representative;
  const otherName = `${other.title} ${other.name}`;
  return (
    <aside
      aria-labelledby="district-check"
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-2 ring-ink-soft"
    >
      <p id="district-check" className="font-semibold">
        Your address is in {differs.district}: {otherName}. Switch?
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => onSwitch({ ...other, city: representative.city })}>Switch to {otherName}</Button>
        <Button variant="ghost" className="underline" onClick={() => setKept(`${repId}|${other.id}`)}>
          Keep {representative.title} {representative.name}
        </Button>
      </div>
    </aside>
  );
}
