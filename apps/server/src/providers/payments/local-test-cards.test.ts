import { describe, expect, it } from "vitest";
import { decideTestCard, isLuhnValid } from "./local-test-cards";

const now = new Date("2026-11-21T12:00:00Z");
const card = (number: string, expiry = "12/34", cvc = "123") => decideTestCard({ number, expiry, cvc }, now);

describe("the local checkout's test cards", () => {
  it("pays with Stripe's success numbers, spaced or not", () => {
    expect(card("4242 4242 4242 4242")).toEqual({ ok: true, brand: "visa", last4: "4242" });
    expect(card("5555555555554444")).toMatchObject({ ok: true, brand: "mastercard" });
    expect(card("378282246310005", "12/34", "1234")).toMatchObject({ ok: true, brand: "amex" });
  });

  it.each([
    ["4000000000000002", "generic_decline", "Your card was declined."],
    ["4000000000009995", "insufficient_funds", "Your card has insufficient funds."],
    ["4000000000009987", "lost_card", "Your card was declined."],
    ["4000000000000069", "expired_card", "Your card has expired."],
    ["4000000000000127", "incorrect_cvc", "Your card's security code is incorrect."],
    ["4242424242424241", "incorrect_number", "Your card number is invalid."],
  ])("declines %s as %s", (number, code, message) => {
    expect(card(number)).toMatchObject({ ok: false, code, message });
  });

  it("checks the expiry and the security code like Stripe's form", () => {
    expect(card("4242424242424242", "10/26")).toMatchObject({ ok: false, code: "invalid_expiry_year" });
    expect(card("4242424242424242", "11/26")).toMatchObject({ ok: true });
    expect(card("4242424242424242", "13/30")).toMatchObject({ ok: false, code: "invalid_expiry_month" });
    expect(card("4242424242424242", "1/2")).toMatchObject({ ok: false, code: "incomplete_expiry" });
    expect(card("4242424242424242", "12/34", "12")).toMatchObject({ ok: false, code: "incomplete_cvc" });
    expect(card("4242")).toMatchObject({ ok: false, code: "incomplete_number" });
  });

  it("refuses a real-looking card in test mode", () => {
    expect(isLuhnValid("4111111111111111")).toBe(true);
    expect(card("4111111111111111")).toMatchObject({ ok: false, code: "live_card_in_test_mode" });
  });
});
