import { describe, expect, it } from "vitest";
import { titledName } from "./legislator-name";

describe("titledName", () => {
  it("puts the directory's title before the name", () => {
    expect(titledName({ title: "Rep.", type: "representative", name: "Pramila Jayapal" })).toBe("Rep. Pramila Jayapal");
    expect(titledName({ title: "Del.", type: "representative", name: "James C. Moylan" })).toBe("Del. James C. Moylan");
    expect(titledName({ title: "Sen.", type: "senator", name: "Patty Murray" })).toBe("Sen. Patty Murray");
  });

  it("without a title, names the chamber (a card result)", () => {
    expect(titledName({ type: "senator", name: "Maria Cantwell" })).toBe("Sen. Maria Cantwell");
    expect(titledName({ type: "representative", name: "Adam Smith" })).toBe("Rep. Adam Smith");
    expect(titledName({ title: "", type: "senator", name: "Maria Cantwell" })).toBe("Sen. Maria Cantwell");
  });

  it("never doubles a title the name already carries", () => {
    expect(titledName({ type: "senator", name: "Sen. Maria Cantwell" })).toBe("Sen. Maria Cantwell");
  });
});
