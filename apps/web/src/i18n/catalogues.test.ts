// The catalogue check (issue 38): every message the web app uses has Spanish text, the catalogues
// are current with the code, and no Spanish text is left as its English. What it covers is what is
// translated so far: the parts listed in lingui.config.ts (the shell, onboarding, the 404 and crash
// screens). A screen outside them is still English and is not checked here. The browser tests check
// the rendered Spanish screens for English text (e2e/english-left.ts).
import { fileURLToPath } from "node:url";
import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { describe, expect, it } from "vitest";

const config = getConfig({ configPath: fileURLToPath(new URL("../../lingui.config.ts", import.meta.url)) });

/** Texts that are the same in both languages, on purpose. */
const SAME_IN_BOTH = new Set(["Error"]);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the web app's catalogues", async () => {
  const catalogues = await getCatalogs(config);

  it("are listed, one per part of the app", () => {
    expect(catalogues.map((c) => c.path)).toContain(fileURLToPath(new URL("../locales/app-{locale}", import.meta.url)));
  });

  for (const catalogue of catalogues) {
    const name = catalogue.path.split("/").pop();
    describe(name ?? "", async () => {
      const used = (await catalogue.collect()) ?? {};
      const english = await catalogue.read("en");
      const spanish = await catalogue.read("es");

      it("hold every message the code uses (npm run i18n:extract -w @civic/web writes them)", () => {
        const notExtracted = Object.entries(used)
          .filter(([id]) => !english[id])
          .map(([, m]) => m.message);
        expect(notExtracted).toEqual([]);
      });

      it("give every message Spanish text", () => {
        const untranslated = Object.entries(used)
          .filter(([id]) => !spanish[id]?.translation?.trim())
          .map(([, m]) => m.message);
        expect(untranslated).toEqual([]);
      });

      it("leave no Spanish text as its English, and keep every placeholder", () => {
        const same: string[] = [];
        const placeholdersChanged: string[] = [];
        for (const id of Object.keys(used)) {
          const source = english[id]?.translation || english[id]?.message || "";
          const translation = spanish[id]?.translation ?? "";
          if (source && translation === source && !SAME_IN_BOTH.has(source)) same.push(source);
          if (placeholders(translation).join() !== placeholders(source).join()) placeholdersChanged.push(source);
        }
        expect(same).toEqual([]);
        expect(placeholdersChanged).toEqual([]);
      });
    });
  }
});
