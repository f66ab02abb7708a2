/**
 * Stripe's public test card numbers (docs.stripe.com/testing) and what each one does, so the
 * local checkout behaves like Stripe in test mode.
 */
export type CardOutcome =
  | { ok: true; brand: string; last4: string }
  | { ok: false; code: string; message: string; last4: string | null };

const DECLINED = "Your card was declined.";

const successes: Record<string, string> = {
  "4242424242424242": "visa",
  "4000056655665556": "visa",
  "5555555555554444": "mastercard",
  "2223003122003222": "mastercard",
  "5200828282828210": "mastercard",
  "5105105105105100": "mastercard",
  "378282246310005": "amex",
  "371449635398431": "amex",
  "6011111111111117": "discover",
  "6011000990139424": "discover",
  "6011981111111113": "discover",
  "3056930009020004": "diners",
  "36227206271667": "diners",
  "6555900000604105": "discover",
  "3566002020360505": "jcb",
  "6200000000000005": "unionpay",
  // Cards that need 3D Secure on Stripe: the local checkout has no challenge, so they pay.
  "4000002500003155": "visa",
  "4000002760003184": "visa",
  "4000000000003220": "visa",
};

const declines: Record<string, { code: string; message: string }> = {
  "4000000000000002": { code: "generic_decline", message: DECLINED },
  "4000000000009995": { code: "insufficient_funds", message: "Your card has insufficient funds." },
  "4000000000009987": { code: "lost_card", message: DECLINED },
  "4000000000009979": { code: "stolen_card", message: DECLINED },
  "4000000000000069": { code: "expired_card", message: "Your card has expired." },
  "4000000000000127": { code: "incorrect_cvc", message: "Your card's security code is incorrect." },
  "4000000000000119": {
    code: "processing_error",
    message: "An error occurred while processing your card. Try again in a little bit.",
  },
  "4000000000006975": { code: "card_velocity_exceeded", message: DECLINED },
  "4100000000000019": { code: "fraudulent", message: DECLINED },
  "4000000000000259": { code: "generic_decline", message: DECLINED },
  "4000008400001629": { code: "card_declined", message: DECLINED },
};

export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Decides a local payment the way Stripe test mode would. `now` is injectable for tests. */
export function decideTestCard(card: { number: string; expiry: string; cvc: string }, now = new Date()): CardOutcome {
  const digits = card.number.replace(/[\s-]/g, "");
  if (!/^\d{13,19}$/.test(digits)) {
    return { ok: false, code: "incomplete_number", message: "Your card number is incomplete.", last4: null };
  }
  const last4 = digits.slice(-4);
  if (!isLuhnValid(digits)) {
    return { ok: false, code: "incorrect_number", message: "Your card number is invalid.", last4 };
  }
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  if (!expiry)
    return { ok: false, code: "incomplete_expiry", message: "Your card's expiration date is incomplete.", last4 };
  const month = Number(expiry[1]);
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  if (month < 1 || month > 12) {
    return { ok: false, code: "invalid_expiry_month", message: "Your card's expiration month is invalid.", last4 };
  }
  // A card is valid through the last day of its expiry month.
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return { ok: false, code: "invalid_expiry_year", message: "Your card's expiration year is in the past.", last4 };
  }
  const brand = successes[digits];
  const cvcLength = digits.startsWith("34") || digits.startsWith("37") ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) {
    return { ok: false, code: "incomplete_cvc", message: "Your card's security code is incomplete.", last4 };
  }
  const decline = declines[digits];
  if (decline) return { ok: false, ...decline, last4 };
  if (brand) return { ok: true, brand, last4 };
  return {
    ok: false,
    code: "live_card_in_test_mode",
    message: "Your card was declined. This is a test checkout: use a test card such as 4242 4242 4242 4242.",
    last4,
  };
}
