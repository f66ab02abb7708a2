import type { OfficeKind } from "@civic/contracts/card-text";
import { useLingui } from "@lingui/react/macro";
import { cn } from "@/lib/cn";

/** Where the cards are mailed: Washington (the default) or each member's office nearest the sender. */
export function OfficeOptions({ office, onChange }: { office: OfficeKind; onChange: (office: OfficeKind) => void }) {
  const { t } = useLingui();
  // Each choice with what it means for the card, said where the choice is made.
  const OPTIONS: { kind: OfficeKind; title: string; detail: string }[] = [
    {
      kind: "washington",
      title: t({ message: "Washington office", context: "a choice's title" }),
      detail: t`Chosen for you because every member has one. Mail there is screened for safety, which can add two to three weeks.`,
    },
    {
      kind: "home",
      title: t`Nearest home office`,
      detail: t`The office closest to you, where staff handle constituents' mail. Not screened, so it arrives in days. A member without one gets the card in Washington.`,
    },
  ];
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-lg font-bold">{t`Where should your postcards go?`}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {OPTIONS.map((o) => (
          <label
            key={o.kind}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-2xl border-2 bg-white p-4 shadow-sm",
              office === o.kind ? "border-ink ring-2 ring-ink/15" : "border-ink/10 hover:border-ink/40",
            )}
          >
            <input
              type="radio"
              name="office"
              value={o.kind}
              checked={office === o.kind}
              onChange={() => onChange(o.kind)}
              aria-describedby={`office-${o.kind}-detail`}
              className="mt-0.5 size-5 shrink-0 accent-ink"
            />
            <span className="min-w-0">
              <span className="block font-bold">{o.title}</span>
              <span id={`office-${o.kind}-detail`} className="mt-1 block text-sm text-ink/80">
                {o.detail}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
