import { describe, expect, it } from "vitest";
import { orderPriceCents } from "./pricing";

describe("orderPriceCents (decision 0120)", () => {
  it("is the Congress bundle's price plus $5 a card to a state legislator", () => {
    expect(orderPriceCents(1, 0)).toBe(500);
    expect(orderPriceCents(3, 0)).toBe(1200);
    expect(orderPriceCents(3, 3)).toBe(2700);
    expect(orderPriceCents(2, 1)).toBe(1500);
    expect(orderPriceCents(0, 2)).toBe(1000);
    expect(orderPriceCents(0, 0)).toBe(0);
  });
});
