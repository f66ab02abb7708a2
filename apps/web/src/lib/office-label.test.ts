import { fileURLToPath } from "node:url";
import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { officeLabel } from "./office-label";

const config = getConfig({ configPath: fileURLToPath(new URL("../../lingui.config.ts", import.meta.url)) });

/** The sender pages' catalogue in `locale`, as the build gives it to a page. */
async function senderI18n(locale: "en" | "es") {
  const catalogue = (await getCatalogs(config)).find((c) => c.path.endsWith("/sender-{locale}"));
  const read = (await catalogue?.read(locale)) ?? {};
  const messages = Object.fromEntries(
    Object.entries(read).map(([id, m]) => [id, compileMessage(m.translation || m.message || "")]),
  );
  return setupI18n({ locale, messages: { [locale]: messages } });
}

describe("an office as the page's language names it", () => {
  it("in English, as the server says it", async () => {
    const en = await senderI18n("en");
    expect(officeLabel({ kind: "washington", label: "Washington office" }, en)).toBe("Washington office");
    expect(officeLabel({ label: "State Capitol office" }, en)).toBe("State Capitol office");
    expect(officeLabel({ label: "Seattle district office" }, en)).toBe("Seattle district office");
    expect(officeLabel({ kind: "home", label: null }, en)).toBe("District office");
  });

  it("in Spanish, every kind of office, the city kept", async () => {
    const es = await senderI18n("es");
    const said = [
      officeLabel({ kind: "washington", label: "Washington office" }, es),
      officeLabel({ label: "State Capitol office" }, es),
      officeLabel({ label: "Seattle district office" }, es),
      officeLabel({ label: "Spokane state office" }, es),
      officeLabel({ kind: "home", label: null }, es),
    ];
    for (const text of said) expect(text).not.toMatch(/\boffice\b/);
    expect(said[2]).toContain("Seattle");
    expect(said[3]).toContain("Spokane");
  });
});
