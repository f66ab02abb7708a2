import { describe, expect, it } from "vitest";
import { z } from "zod";
import { findUnsafeText, isUnsafeText, rejectUnsafeText } from "./text";

describe("unsafe text", () => {
  it("lets every well-formed string through, emoji (surrogate pairs) and accents included", () => {
    for (const text of ["", "Bridges", "café ñ", "I 🌉 my town 🇺🇸", "𝄞 music", "tab\tand\nlines"]) {
      expect(isUnsafeText(text), text).toBe(false);
    }
  });

  it("catches a NUL and either half of a surrogate pair alone, wherever it is", () => {
    for (const text of ["\u0000", "a\u0000b", "\ud83c", "x\udf09", "\udf09\ud83c", "🌉\ud83c"]) {
      expect(isUnsafeText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it("names the path of each unsafe value or key, in arrays and objects", () => {
    const body = { a: "ok", b: [{ c: "x\u0000" }, "fine"], d: { "k\ud800": "v" }, n: 1, t: true, z: null };
    expect(findUnsafeText(body)).toEqual([
      ["b", 0, "c"],
      ["d", "k\ud800"],
    ]);
  });

  it("reports the unsafe field before anything else wrong with the body", () => {
    const schema = rejectUnsafeText(z.object({ zip: z.string().regex(/^\d{5}$/), name: z.string() }));
    const result = schema.safeParse({ zip: "nope", name: "A\u0000" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toEqual([["name"]]);
    expect(schema.safeParse({ zip: "33301", name: "Ana 🌴" }).success).toBe(true);
  });
});
