import { describe, expect, it } from "vitest";
import { unwritableCharacters, unwritableMessage } from "./writable-text";

describe("the characters a card can be written in", () => {
  it("takes Spanish and the other Latin languages whole, with typographic punctuation", () => {
    for (const text of [
      "¿Por qué…? ¡Sí! niños, pingüino, acción, árbol, él, último.",
      "ÁÉÍÓÚÑÜ «comillas» “quotes” it’s – — • 5 €",
      "Łukasz Dvořák, Őry, François, Straße, São Paulo",
      "Line one\nline two\r\n\tindented",
    ]) {
      expect(unwritableCharacters(text), text).toEqual([]);
    }
  });

  it("counts a letter typed as base + combining accent as the composed letter", () => {
    expect(unwritableCharacters("nin\u0303os")).toEqual([]);
    // No composed letter exists for this one: it would be drawn as a loose accent or a box.
    expect(unwritableCharacters("q\u0301")).toEqual(["q\u0301"]);
  });

  it("names each emoji, symbol and letter of another script once, as the sender sees it", () => {
    expect(unwritableCharacters("Hi 👋🏽 and 👋🏽, 👨‍👩‍👧 ✓ ♥ Привет 谢谢 ſ")).toEqual([
      "👋🏽",
      "👨‍👩‍👧",
      "✓",
      "♥",
      "П",
      "р",
      "и",
      "в",
      "е",
      "т",
      "谢",
      "ſ",
    ]);
    expect(unwritableCharacters("a\u200bb")).toEqual(["\u200b"]);
  });

  it("says which characters and what to do", () => {
    expect(unwritableMessage(["😀"])).toBe("The handwriting on the card can't write 😀. Please remove or replace it.");
    expect(unwritableMessage(["😀", "中"])).toBe(
      "The handwriting on the card can't write 😀 中. Please remove or replace them.",
    );
  });
});
