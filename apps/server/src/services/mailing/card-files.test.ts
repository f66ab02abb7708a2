import { describe, expect, it } from "vitest";
import { fillPlaceholders } from "./card-files";

const sender = {
  fullName: "Ana Maria Lopez",
  streetAddress: "1 Main St",
  city: "Miami",
  state: "FL",
  zipCode: "33101",
};

describe("fillPlaceholders", () => {
  it("fills the preview's placeholders with the sender's details", () => {
    expect(
      fillPlaceholders("Hi, I'm [name] from [Your City], [Your State]. — [Your Full Name] / [Your Name]", sender),
    ).toBe("Hi, I'm Ana from Miami, FL. — Ana Maria Lopez / Ana Maria Lopez");
  });
  it("leaves other brackets alone", () => {
    expect(fillPlaceholders("Vote [yes] on H.R. 1", sender)).toBe("Vote [yes] on H.R. 1");
  });
});
