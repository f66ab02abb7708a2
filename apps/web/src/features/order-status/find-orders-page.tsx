import { checkEmail, EMAIL_REQUIRED } from "@civic/contracts/email";
import { useLingui } from "@lingui/react/macro";
import { MailCheck } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { usePublicConfig } from "@/lib/public-config";
import { serverMessage } from "@/lib/server-message";
import { emailOrderLinks } from "./api/order-data";

/** /orders: "Find my orders". The answer is the same whether or not the address has orders. */
export function FindOrdersPage() {
  const { appName } = usePublicConfig();
  const { t, i18n } = useLingui();
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const check = checkEmail(email);
    if (!check.valid) {
      // The contract's check speaks English; its two answers are said in the page's language.
      setError(check.error === EMAIL_REQUIRED ? t`Email is required` : t`Invalid email address`);
      return;
    }
    setSending(true);
    setError(null);
    try {
      await emailOrderLinks(check.email);
      setSentTo(check.email);
    } catch (err) {
      setError(serverMessage(err, i18n, t`Something went wrong. Please try again.`));
    } finally {
      setSending(false);
    }
  }

  return (
    <main className="mx-auto w-full max-w-xl space-y-6 px-5 py-8 md:py-12">
      <title>{`${t`Find my orders`} · ${appName}`}</title>
      <h1 className="text-3xl font-bold md:text-4xl">{t`Find my orders`}</h1>
      {sentTo ? (
        <section role="status" className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10">
          <MailCheck className="size-10 text-sage" aria-hidden="true" />
          <h2 className="text-xl font-bold">{t`Check your inbox`}</h2>
          <p>
            {t`If ${sentTo} has orders from the last 12 months, we've emailed it a link to each one. It can take a few minutes to arrive.`}
          </p>
          <Button variant="ghost" onClick={() => setSentTo(null)}>
            {t`Use another address`}
          </Button>
        </section>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <p className="text-lg text-ink/85">
            {t`Enter the email address you paid with. We'll email you a private link to each of your orders from the last 12 months, where you can follow every card.`}
          </p>
          <div>
            <label htmlFor={inputId} className="block font-semibold">
              {t`Email address`}
            </label>
            <input
              id={inputId}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="mt-1 w-full rounded-xl border-2 border-ink/60 bg-white px-3 py-2.5 text-base"
            />
            {error ? (
              <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-[var(--error-text)]">
                {error}
              </p>
            ) : null}
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={sending}>
            {sending ? t`Sending…` : t`Email me my links`}
          </Button>
        </form>
      )}
    </main>
  );
}
