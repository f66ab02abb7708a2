import { describe, expect, it } from "vitest";
import { fillPlaceholders } from "./placeholders";

const sender = { fullName: "Ana María López", city: "Cheyenne", state: "WY" };

describe("fillPlaceholders", () => {
  it("replaces every placeholder the spec names, wherever and however often it appears", () => {
    const message =
      "Dear Rep., I am [name] from [Your City], [Your State]. [Your Name] cares. Signed, [Your Full Name] ([name])";
    expect(fillPlaceholders(message, sender)).toBe(
      "Dear Rep., I am Ana from Cheyenne, WY. Ana María López cares. Signed, Ana María López (Ana)",
    );
  });

  it("matches placeholders regardless of case", () => {
    expect(fillPlaceholders("[your city] [NAME] [YOUR STATE]", sender)).toBe("Cheyenne Ana WY");
  });

  it("keeps a placeholder whose detail is blank, and leaves other brackets alone", () => {
    expect(fillPlaceholders("[Your City] [Your Street] [name]", { fullName: "  ", city: "Laramie" })).toBe(
      "Laramie [Your Street] [name]",
    );
  });

  it("does not treat a replacement value as a pattern", () => {
    expect(fillPlaceholders("[Your Name]", { fullName: "$& Smith" })).toBe("$& Smith");
  });
});
