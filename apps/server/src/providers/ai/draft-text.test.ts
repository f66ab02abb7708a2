import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanDraft, fitToLimit } from "./draft-text";

describe("fitToLimit", () => {
  it("keeps a message that fits", () => {
    expect(fitToLimit("Short and sweet.")).toBe("Short and sweet.");
  });

  it("cuts at the last sentence that fits", () => {
    const text = `${"a".repeat(150)}. ${"b".repeat(100)}. ${"c".repeat(100)}.`;
    expect(fitToLimit(text)).toBe(`${"a".repeat(150)}. ${"b".repeat(100)}.`);
  });

  it("does not take a decimal point for a sentence end", () => {
    const text = `It rose 3.5 percent ${"word ".repeat(80)}`;
    const fitted = fitToLimit(text);
    expect(fitted.length).toBeLessThanOrEqual(300);
    expect(fitted.endsWith("…")).toBe(true);
  });

  it("never cuts inside a word, for any text", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,30}[.,!?]?$/), { minLength: 1, maxLength: 120 }), (words) => {
        const text = words.join(" ");
        const fitted = fitToLimit(text);
        expect(fitted.length).toBeLessThanOrEqual(300);
        const kept = fitted.replace(/…$/, "").split(" ").filter(Boolean);
        const bare = (w: string | undefined) => w?.replace(/[.,!?]$/, "");
        expect(kept.slice(0, -1)).toEqual(words.slice(0, kept.length - 1));
        expect(bare(kept.at(-1))).toBe(bare(words[kept.length - 1]));
      }),
      { numRuns: 300 },
    );
  });
});

describe("cleanDraft", () => {
  it("keeps only the body: no greeting, signature, markdown, links or placeholders", () => {
    const raw = `Subject: Schools\n\nDear Rep. Smith,\n\n**Our schools** need help. See https://evil.example/x now.\n\nSincerely,\n[Your Name]`;
    expect(cleanDraft(raw)).toBe("Our schools need help. See now.");
  });

  it("drops quotes around the whole message and a trailing sign-off with a name", () => {
    expect(cleanDraft(`"Please fund our libraries. Thank you, Jane Doe"`)).toBe("Please fund our libraries.");
  });
});
