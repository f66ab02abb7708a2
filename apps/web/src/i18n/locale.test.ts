import { describe, expect, it } from "vitest";
import { resolveLocale } from "./locale";

describe("resolveLocale", () => {
  it("follows a link's ?lang=, then the remembered choice, then the browser's languages", () => {
    expect(resolveLocale("?lang=es", "lang=en", ["en-US"])).toBe("es");
    expect(resolveLocale("?lang=fr", "a=1; lang=es", ["en-US"])).toBe("es");
    expect(resolveLocale("", "", ["fr-FR", "es-MX", "en"])).toBe("es");
    expect(resolveLocale("", "", ["fr-FR"])).toBe("en");
    expect(resolveLocale("", "slang=es", [])).toBe("en");
  });
});
