import { US_STATES } from "@civic/contracts/address-parsing";
import { STATEHOUSE_STATES } from "@civic/contracts/campaigns";
import { useId } from "react";
import { inputClass } from "./organize-shell";

/**
 * A statehouse campaign's legislature (decision 0125): one state's, or each sender's own. "" is
 * each sender's own state.
 */
export function StatehouseTarget({ value, onChange }: { value: string; onChange: (state: string) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 pl-8">
      <label htmlFor={id} className="font-semibold">
        Which legislature
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
        <option value="">Each sender's own state</option>
        {STATEHOUSE_STATES.map((code) => (
          <option key={code} value={code}>
            {US_STATES[code]} only
          </option>
        ))}
      </select>
      <p className="text-sm text-ink/80">
        {value
          ? `Senders in ${US_STATES[value]} write to their own state legislators; senders elsewhere are told the campaign is for ${US_STATES[value]}.`
          : "Each sender writes to their own state senator and representatives."}
      </p>
    </div>
  );
}
