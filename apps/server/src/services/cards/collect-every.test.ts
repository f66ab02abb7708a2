import { describe, expect, it } from "vitest";
import { collectEvery } from "./collect-every";

describe("collectEvery", () => {
  it("collects each time the drawn bytes have grown by the budget since the last collection", () => {
    let drawn = 100;
    let collections = 0;
    const collectIfDue = collectEvery(
      10,
      () => drawn,
      () => collections++,
    );
    collectIfDue();
    expect(collections).toBe(0); // what was drawn before it started does not count
    drawn += 9;
    collectIfDue();
    expect(collections).toBe(0);
    drawn += 1;
    collectIfDue();
    expect(collections).toBe(1);
    drawn += 25; // one big drawing: one collection, and the count starts again from here
    collectIfDue();
    collectIfDue();
    expect(collections).toBe(2);
    drawn += 10;
    collectIfDue();
    expect(collections).toBe(3);
  });
});
