import { describe, expect, it } from "vitest";
import { checkEmail, EMAIL_INVALID, EMAIL_REQUIRED, isValidEmail } from "./email";
import { createPaymentRequest } from "./payments";

describe("checkEmail (wizard.md §5)", () => {
  it("requires a value", () => {
    expect(checkEmail("")).toEqual({ valid: false, error: EMAIL_REQUIRED });
    expect(checkEmail("   ")).toEqual({ valid: false, error: EMAIL_REQUIRED });
    expect(EMAIL_REQUIRED).toBe("Email is required");
  });

  it("accepts ordinary addresses and trims them", () => {
    expect(checkEmail("  ana.garcia+civic@example.co.uk ")).toEqual({
      valid: true,
      email: "ana.garcia+civic@example.co.uk",
    });
    for (const ok of ["a@b.co", "o'brien@mail.example.org", "x_y-z@sub-domain.example.museum", "USER@GMAIL.COM"]) {
      expect(isValidEmail(ok), ok).toBe(true);
    }
  });

  it("rejects malformed addresses with 'Invalid email address'", () => {
    expect(EMAIL_INVALID).toBe("Invalid email address");
    const bad = [
      "plainaddress",
      "@example.com",
      "ana@",
      "ana@@example.com",
      "ana@bob@example.com",
      "ana@localhost",
      "ana@.example.com",
      "ana@example.com.",
      "ana@-example.com",
      "ana@example.com-",
      "ana@exa_mple.com",
      "ana@example..com",
      "ana@example.c",
      "ana@example.c0m",
      "ana@example.123",
      ".ana@example.com",
      "ana.@example.com",
      "an..a@example.com",
      "an a@example.com",
      "ana@ex ample.com",
      "ana@sub.-example.com",
    ];
    for (const b of bad) expect(checkEmail(b), b).toEqual({ valid: false, error: EMAIL_INVALID });
  });

  it("enforces the length limits: total 320, local 64, domain 253", () => {
    expect(isValidEmail(`${"a".repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${"a".repeat(65)}@example.com`)).toBe(false);
    const label = "b".repeat(63);
    const domain253 = `${label}.${label}.${label}.${"c".repeat(57)}.com`;
    expect(domain253.length).toBe(253);
    expect(isValidEmail(`ana@${domain253}`)).toBe(true);
    expect(isValidEmail(`ana@d${domain253}`)).toBe(false);
    expect(isValidEmail(`${"a".repeat(64)}@${domain253}`)).toBe(true);
    expect(`${"a".repeat(64)}@${domain253}`.length).toBe(318);
  });
});

describe("create-payment's email uses the same rules", () => {
  const body = (email: string) => ({
    sendOption: "single",
    email,
    fullName: "Ana Garcia",
    postcardData: {
      userInfo: { fullName: "Ana Garcia", streetAddress: "1 Main St", city: "Cheyenne", state: "WY", zipCode: "82001" },
      representative: { id: "H001096" },
      finalMessage: "Hello",
      sendOption: "single",
    },
  });

  it("accepts a valid address, trimmed, and refuses what the form refuses", () => {
    expect(createPaymentRequest.parse(body(" ana@example.com ")).email).toBe("ana@example.com");
    for (const bad of ["", "ana@example", "ana@example.c", `${"a".repeat(65)}@example.com`]) {
      const result = createPaymentRequest.safeParse(body(bad));
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Please enter a valid email address");
    }
  });
});
