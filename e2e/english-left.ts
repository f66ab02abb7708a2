import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

const locales = path.join(import.meta.dirname, "../apps/web/src/locales");

/** A .po file's messages, msgid → msgstr (one line each, as Lingui writes them). */
function readPo(file: string): Map<string, string> {
  const text = fs.readFileSync(path.join(locales, file), "utf8");
  const unquote = (s: string) => JSON.parse(`"${s}"`) as string;
  return new Map(
    [...text.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)].map((m) => [unquote(m[1] ?? ""), unquote(m[2] ?? "")]),
  );
}

let englishFragmentsRead: string[] | undefined;

/**
 * The English catalogue's texts that Spanish says otherwise, cut at their placeholders: a Spanish
 * screen must show none of them. Fragments under 4 letters ("of", "Oops") would match Spanish words.
 * Read once per worker: the catalogues do not change during a run (0.1–0.3 s of CPU a reading).
 */
function englishFragments(): string[] {
  englishFragmentsRead ??= readEnglishFragments();
  return englishFragmentsRead;
}

function readEnglishFragments(): string[] {
  const fragments = new Set<string>();
  const files = fs.readdirSync(locales);
  // A fragment Spanish writes too ("total", "Stripe") cannot tell the two apart.
  const spanishText = files
    .filter((f) => f.endsWith("-es.po"))
    .flatMap((f) => [...readPo(f).values()])
    .join("\n");
  // Most fragments are nowhere in the Spanish text: a plain search first, the word-bounded
  // pattern only for those it finds (a pattern per fragment over all of it took most of the reading).
  const inSpanish = (fragment: string) =>
    spanishText.includes(fragment) &&
    new RegExp(`(^|[^\\p{L}])${fragment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u").test(spanishText);
  for (const file of files.filter((f) => f.endsWith("-en.po"))) {
    const spanish = readPo(file.replace("-en.po", "-es.po"));
    for (const [id, english] of readPo(file)) {
      const text = english || id;
      if (spanish.get(id) === text) continue;
      for (const part of text.split(/\{\w+\}/)) {
        const fragment = part
          .trim()
          .replace(/^[.,:;!?…]+|[.,:;!?…]+$/g, "")
          .trim();
        if (fragment.replace(/[^A-Za-z]/g, "").length >= 4 && !inSpanish(fragment)) fragments.add(fragment);
      }
    }
  }
  return [...fragments];
}

/**
 * Fails when the page, as a person or a screen reader meets it (its text and its accessible names),
 * shows a text of the English catalogue. What is marked `lang="en"` (the "English" switch, a
 * citation) is English on purpose and left out.
 */
export async function expectNoEnglish(page: Page) {
  const shown = await page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const el of body.querySelectorAll('[lang]:not([lang^="es"]), script, style')) el.remove();
    const names = [...body.querySelectorAll("[aria-label], [title], [placeholder], [alt]")].flatMap((el) =>
      ["aria-label", "title", "placeholder", "alt"].map((a) => el.getAttribute(a) ?? ""),
    );
    return [body.textContent ?? "", ...names].join("\n");
  });
  const found = englishFragments().filter(
    (fragment) =>
      shown.includes(fragment) && new RegExp(`\\b${fragment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(shown),
  );
  expect(found, "English on a Spanish screen").toEqual([]);
}
