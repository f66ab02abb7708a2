import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/core/config";

const handwrytten = {
  MAILING_VENDORS: "handwrytten",
  HANDWRYTTEN_API_KEY: "hw_key",
  HANDWRYTTEN_CARD_ID: "1234",
  HANDWRYTTEN_FONT: "Casual David",
  HANDWRYTTEN_CREDIT_CARD_ID: "34124",
};

describe("Handwrytten's settings (docs/decisions/0071, 0074)", () => {
  it("need HANDWRYTTEN_CREDIT_CARD_ID: Handwrytten requires one even for an invoiced account", () => {
    expect(() => loadConfig({ ...handwrytten, HANDWRYTTEN_CREDIT_CARD_ID: "" })).toThrow(/HANDWRYTTEN_CREDIT_CARD_ID/);
    expect(loadConfig(handwrytten).HANDWRYTTEN_API_URL).toBe("https://api.handwrytten.com/v2");
  });

  it("read a card design per front, and refuse a front that does not exist", () => {
    const config = loadConfig({ ...handwrytten, HANDWRYTTEN_CARD_IDS: "yosemite:5678, arches:91" });
    expect(config.HANDWRYTTEN_CARD_IDS).toEqual({ yosemite: 5678, arches: 91 });
    expect(loadConfig(handwrytten).HANDWRYTTEN_CARD_IDS).toEqual({});
    expect(() => loadConfig({ ...handwrytten, HANDWRYTTEN_CARD_IDS: "mount-doom:1" })).toThrow(
      /front that does not exist/,
    );
    expect(() => loadConfig({ ...handwrytten, HANDWRYTTEN_CARD_IDS: "yosemite=1" })).toThrow(/front:card id/);
  });
});
