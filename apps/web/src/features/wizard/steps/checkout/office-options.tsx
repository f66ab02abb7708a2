import type { OfficeKind } from "@civic/contracts/card-text";
import { cn } from "@/lib/cn";

const OPTIONS: { kind: OfficeKind; title: string }[] = [
  { kind: "washington", title: "Washington office" },
  { kind: "home", title: "Nearest home office" },
];

/** Where the cards are mailed: Washington (the default) or each member's office nearest the sender. */
export function OfficeOptions({ office, onChange }: { office: OfficeKind; onChange: (office: OfficeKind) => void }) {
  return (
    <fieldset className="space-y-3" aria-describedby="office-explained">
      <legend className="mb-1 text-lg font-bold">Where should your postcards go?</legend>
      <p id="office-explained" className="text-sm text-ink/80">
        Home offices aren't screened and get mail in days; mail to Washington is screened and can take weeks.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {OPTIONS.map((o) => (
          <label
            key={o.kind}
            className={cn(
              "flex cursor-pointer items-center gap-3 rounded-2xl border-2 bg-white p-4 font-bold shadow-sm",
              office === o.kind ? "border-ink ring-2 ring-ink/15" : "border-ink/10 hover:border-ink/40",
            )}
          >
            <input
              type="radio"
              name="office"
              value={o.kind}
              checked={office === o.kind}
              onChange={() => onChange(o.kind)}
              className="size-5 shrink-0 accent-ink"
            />
            {o.title}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
