import type { Legislator } from "@civic/contracts/legislators";
import { OWN_CARDS_REMINDER_DAYS } from "@civic/contracts/own-cards";
import { sendOptionForCount } from "@civic/contracts/pricing";
import type { StateLegislator } from "@civic/contracts/state-legislators";
import { useLingui } from "@lingui/react/macro";
import { PenLine } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { serverMessage } from "@/lib/server-message";
import { useWriteItMyself } from "../../api/own-cards";
import { useWizard } from "../../state/wizard-store";

/**
 * Checkout's free choice beside paying (issue 39): the same recipients, written and mailed by the
 * sender from a printable PDF: to Congress and to the statehouse alike (decision 0128). No payment
 * form, no vendor; checkout's email address only if the sender ticks "Email me the link and a reminder".
 */
export function WriteItMyself({
  recipients,
  stateMembers,
  disabled,
  canContinue,
  checkedEmail,
}: {
  recipients: Legislator[];
  /** The state legislators chosen at checkout: each card to the office a paid card would go to. */
  stateMembers: StateLegislator[];
  disabled: boolean;
  /** Checkout's own checks (a recipient chosen, "send as written" decided); false stops here. */
  canContinue(): boolean;
  /** Checkout's email address, checked as for paying; null (the field says why) stops here. */
  checkedEmail(): string | null;
}) {
  const { t, i18n } = useLingui();
  const data = useWizard((s) => s.postcardData);
  const writeItMyself = useWriteItMyself();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [emailMe, setEmailMe] = useState(false);

  async function onWrite() {
    setError(null);
    if (!canContinue()) return;
    const { userInfo, finalMessage } = data;
    if (!userInfo || !finalMessage) {
      setError(t`Your message or return address is missing. Go back a few steps to fill it in.`);
      return;
    }
    const email = emailMe ? checkedEmail() : null;
    if (emailMe && !email) return;
    const sendOption = sendOptionForCount(recipients.length);
    setBusy(true);
    try {
      const { path } = await writeItMyself({
        sendOption,
        postcardData: {
          userInfo,
          representative: recipients.find((r) => r.type === "representative") ?? null,
          senators: recipients.filter((r) => r.type === "senator"),
          stateLegislators: stateMembers.map((m) => ({ id: m.id })),
          finalMessage,
          zipCode: data.zipCode,
          office: "home",
        },
        ...(data.campaign ? { campaign: { slug: data.campaign.slug, shareWithOrganisation: false } } : {}),
        ...(email ? { email } : {}),
      });
      navigate(path);
    } catch (err) {
      setBusy(false);
      const fallback = t`We couldn't make your printable cards. Please try again in a moment.`;
      setError(err instanceof ApiError && err.status < 500 ? serverMessage(err, i18n, fallback) : fallback);
    }
  }

  return (
    <section
      aria-labelledby="write-it-myself-title"
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10"
      data-testid="write-it-myself"
    >
      <h2 id="write-it-myself-title" className="text-lg font-bold">
        {t`Or write it yourself, free`}
      </h2>
      <p className="text-ink/80">
        {stateMembers.length > 0
          ? t`Get a printable card for each recipient above, with the address of the office it goes to, your message to copy in your own handwriting, and which stamp to use. You mail it; nothing to pay.`
          : t`Get a printable card for each recipient above, with their home office address, your message to copy in your own handwriting, and which stamp to use. You mail it; nothing to pay.`}
      </p>
      <div>
        <label className="flex min-h-11 items-start gap-3">
          <input
            type="checkbox"
            checked={emailMe}
            onChange={(e) => setEmailMe(e.target.checked)}
            aria-describedby="write-it-myself-email-hint"
            className="mt-0.5 size-5 shrink-0"
          />
          <span>{t`Email me the link and a reminder`}</span>
        </label>
        <p id="write-it-myself-email-hint" className="pl-8 text-sm text-ink/80">
          {t`To the email address above: the link now, and a reminder in ${OWN_CARDS_REMINDER_DAYS} days unless you've told us every card is mailed.`}
        </p>
      </div>
      {error ? (
        <p role="alert" className="rounded-xl bg-stamp/10 p-3 font-medium text-stamp">
          {error}
        </p>
      ) : null}
      <Button
        variant="secondary"
        size="lg"
        className="w-full px-4"
        onClick={() => void onWrite()}
        disabled={disabled || busy}
      >
        <PenLine className="size-4" aria-hidden="true" />
        {busy ? t`Making your cards…` : t`I'll write it myself`}
      </Button>
    </section>
  );
}
