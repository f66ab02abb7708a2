import { useLingui } from "@lingui/react/macro";
import { Button } from "@/components/ui/button";

/**
 * A sponsored campaign's cards are claimed by the click in the email sent to the address given,
 * not at checkout (decision 0075): what the sender sees once that email is on its way.
 */
export function ClaimEmailedNotice({
  email,
  sponsor,
  onOtherEmail,
}: {
  email: string;
  sponsor: string;
  onOtherEmail: () => void;
}) {
  const { t } = useLingui();
  return (
    <section role="status" className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10">
      <h1 className="text-3xl font-extrabold">{t`Check your inbox`}</h1>
      <p className="text-lg">
        {t`We sent a link to`} <strong>{email}</strong>.{" "}
        {t`Open it to send your postcards, paid for by ${sponsor}. It works for 24 hours.`}
      </p>
      <Button variant="secondary" onClick={onOtherEmail}>
        {t`Use another email address`}
      </Button>
    </section>
  );
}

/** A campaign's sender chooses whether its organiser may see who they are. */
export function CampaignShareConsent({
  organisation,
  checked,
  onChange,
}: {
  organisation: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <label className="flex min-h-11 items-start gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-5 shrink-0"
      />
      <span>{t`Share my name, email and ZIP code with ${organisation}`}</span>
    </label>
  );
}
