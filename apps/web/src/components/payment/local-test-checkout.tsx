import { useLingui } from "@lingui/react/macro";
import { FlaskConical, Lock } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { formatPrice } from "@/lib/format";
import { serverMessage } from "@/lib/server-message";
import type { LocalCheckoutPay, PaymentFormProps } from "./payment-errors";

type Field = "cardNumber" | "expiry" | "cvc" | "postalCode";

function formatCardNumber(raw: string) {
  return raw
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

function formatExpiry(raw: string, previous: string) {
  const digits = raw.replace(/\D/g, "").slice(0, 4);
  // Deleting the slash should delete the month's last digit, not re-add the slash.
  if (raw.length < previous.length && previous.endsWith("/") && digits.length === 2) return digits.slice(0, 1);
  return digits.length >= 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function invalidFields(v: Record<Field, string>): Field[] {
  const bad: Field[] = [];
  if (!/^\d{12,19}$/.test(v.cardNumber.replace(/\s/g, ""))) bad.push("cardNumber");
  if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(v.expiry)) bad.push("expiry");
  if (!/^\d{3,4}$/.test(v.cvc)) bad.push("cvc");
  if (!/^\d{5}$/.test(v.postalCode)) bad.push("postalCode");
  return bad;
}

/**
 * The local test checkout's embedded card form (no real money moves). Stripe's public test
 * numbers decide the outcome on the server; paying sends the buyer to the session's return URL.
 */
export function LocalTestCheckout({
  session,
  onReady,
  onComplete,
  defaultPostalCode = "",
  payWithLocalCheckout,
}: PaymentFormProps & { defaultPostalCode?: string; payWithLocalCheckout: LocalCheckoutPay }) {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const fieldErrors: Record<Field, string> = {
    cardNumber: t`Enter a valid card number.`,
    expiry: t`Enter the expiry date as MM/YY.`,
    cvc: t`Enter the 3- or 4-digit security code.`,
    postalCode: t`Enter a 5-digit ZIP code.`,
  };
  const amount = formatPrice(session.amountCents, i18n);
  const ids = { cardNumber: useId(), expiry: useId(), cvc: useId(), postalCode: useId(), error: useId() };
  const [values, setValues] = useState<Record<Field, string>>({
    cardNumber: "",
    expiry: "",
    cvc: "",
    postalCode: defaultPostalCode,
  });
  const [invalid, setInvalid] = useState<Field[]>([]);
  const [declined, setDeclined] = useState<string | null>(null);
  // Anything else that stopped the payment (a lost connection, the session gone): nothing to change
  // in the card, so no field is marked.
  const [failed, setFailed] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  useEffect(() => onReady(), [onReady]);

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setInvalid((f) => f.filter((x) => x !== field));
    setDeclined(null);
  };

  async function pay(e: FormEvent) {
    e.preventDefault();
    const bad = invalidFields(values);
    setInvalid(bad);
    if (bad.length) {
      document.getElementById(ids[bad[0]!])?.focus();
      return;
    }
    setPaying(true);
    setDeclined(null);
    setFailed(null);
    try {
      const result = await payWithLocalCheckout({
        clientSecret: session.clientSecret,
        cardNumber: values.cardNumber.replace(/\s/g, ""),
        expiry: values.expiry,
        cvc: values.cvc,
        postalCode: values.postalCode,
      });
      if (result.status === "declined") {
        // The card field is marked and focused, so the next card goes straight in.
        setDeclined(t`Your card was declined. You have not been charged. Try another card.`);
        setPaying(false);
        requestAnimationFrame(() => document.getElementById(ids.cardNumber)?.focus());
        return;
      }
      if (!result.returnUrl) {
        onComplete();
        return;
      }
      const target = new URL(result.returnUrl, window.location.href);
      if (target.origin === window.location.origin) navigate(target.pathname + target.search);
      else window.location.assign(target.href);
    } catch (err) {
      const unreachable = t`We couldn't reach the payment service: check your connection and try again. Your card was not charged.`;
      setFailed(err instanceof ApiError && err.status > 0 ? serverMessage(err, i18n, unreachable) : unreachable);
      setPaying(false);
    }
  }

  // A declined card marks the card number: that is what to change.
  const marked = (field: Field) => invalid.includes(field) || (field === "cardNumber" && declined !== null);
  const input = (field: Field) => ({
    id: ids[field],
    value: values[field],
    "aria-invalid": marked(field) || undefined,
    "aria-describedby":
      [invalid.includes(field) ? `${ids[field]}-error` : null, field === "cardNumber" && declined ? ids.error : null]
        .filter(Boolean)
        .join(" ") || undefined,
    className: cn(
      "w-full min-w-0 rounded-xl border-2 bg-white px-3 py-2.5 text-base tabular-nums placeholder:text-ink/70 focus:outline-none",
      marked(field) ? "border-stamp" : "border-ink/60 focus:border-ink",
    ),
  });
  const fieldError = (field: Field) =>
    invalid.includes(field) ? (
      <p id={`${ids[field]}-error`} className="mt-1 text-sm font-medium text-stamp">
        {fieldErrors[field]}
      </p>
    ) : null;

  return (
    <form onSubmit={pay} noValidate className="space-y-4" aria-label={t`Test card payment`}>
      <div className="flex gap-3 rounded-xl border-2 border-dashed border-amber-700 bg-amber-50 p-3 text-sm text-amber-950">
        <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-bold">{t`Test mode: no real card is charged`}</p>
          <p>
            {t`This is the local test checkout. Pay with`} <span className="font-mono">4242 4242 4242 4242</span>,{" "}
            {t`any future date and any CVC;`} <span className="font-mono">4000 0000 0000 0002</span> {t`is declined.`}
          </p>
        </div>
      </div>

      <div>
        <label htmlFor={ids.cardNumber} className="mb-1 block text-sm font-semibold">
          {t`Card number`}
        </label>
        <input
          {...input("cardNumber")}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          onChange={(e) => set("cardNumber", formatCardNumber(e.target.value))}
        />
        {fieldError("cardNumber")}
      </div>
      {/* Side by side while each field fits what is typed in it; stacked with large text or on a narrow screen. */}
      <div className="grid grid-cols-[repeat(auto-fit,minmax(6rem,1fr))] gap-3">
        <div>
          <label htmlFor={ids.expiry} className="mb-1 block text-sm font-semibold">
            {t`Expiry`}
          </label>
          <input
            {...input("expiry")}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t`MM/YY`}
            onChange={(e) => set("expiry", formatExpiry(e.target.value, values.expiry))}
          />
        </div>
        <div>
          <label htmlFor={ids.cvc} className="mb-1 block text-sm font-semibold">
            CVC
          </label>
          <input
            {...input("cvc")}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            onChange={(e) => set("cvc", e.target.value.replace(/\D/g, "").slice(0, 4))}
          />
        </div>
        <div>
          <label htmlFor={ids.postalCode} className="mb-1 block text-sm font-semibold">
            {t`ZIP`}
          </label>
          <input
            {...input("postalCode")}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="12345"
            onChange={(e) => set("postalCode", e.target.value.replace(/\D/g, "").slice(0, 5))}
          />
        </div>
      </div>
      {fieldError("expiry")}
      {fieldError("cvc")}
      {fieldError("postalCode")}

      {declined || failed ? (
        <p id={ids.error} role="alert" className="rounded-xl bg-stamp/10 p-3 font-medium text-stamp">
          {declined ?? failed}
        </p>
      ) : null}

      <Button type="submit" size="lg" className="w-full" disabled={paying}>
        <Lock className="size-4" aria-hidden="true" />
        {paying ? t`Processing…` : t`Pay ${amount}`}
      </Button>
    </form>
  );
}
