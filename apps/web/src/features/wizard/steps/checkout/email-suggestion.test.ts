import { describe, expect, it } from "vitest";
import { editDistance, suggestEmail } from "./email-suggestion";

describe("suggestEmail (wizard.md §5)", () => {
  it("corrects the fixed list of common misspellings", () => {
    expect(suggestEmail("ana@gmial.com")).toBe("ana@gmail.com");
    expect(suggestEmail("ana@gmail.con")).toBe("ana@gmail.com");
    expect(suggestEmail("ana@yahooo.com")).toBe("ana@yahoo.com");
    expect(suggestEmail("ana@hotmial.com")).toBe("ana@hotmail.com");
    expect(suggestEmail("Ana.Garcia@GMAIL.CO")).toBe("Ana.Garcia@gmail.com");
  });

  it("offers the popular domain within 2 edits", () => {
    expect(suggestEmail("ana@gmaik.com")).toBe("ana@gmail.com");
    expect(suggestEmail("ana@outlool.cmo")).toBe("ana@outlook.com");
    expect(suggestEmail("ana@iclouf.com")).toBe("ana@icloud.com");
    expect(suggestEmail("ana@comcast.nte")).toBe("ana@comcast.net");
  });

  it("says nothing for correct, distant or unusable addresses", () => {
    expect(suggestEmail("ana@gmail.com")).toBeNull();
    expect(suggestEmail("ana@mac.com")).toBeNull();
    expect(suggestEmail("ana@example.org")).toBeNull();
    expect(suggestEmail("ana@house.gov")).toBeNull();
    expect(suggestEmail("ana@gxxxxil.com")).toBeNull();
    expect(suggestEmail("ana")).toBeNull();
    expect(suggestEmail("ana@")).toBeNull();
    expect(suggestEmail("")).toBeNull();
  });
});

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and swaps as one edit each", () => {
    expect(editDistance("gmail.com", "gmail.com")).toBe(0);
    expect(editDistance("gmai.com", "gmail.com")).toBe(1);
    expect(editDistance("gmaill.com", "gmail.com")).toBe(1);
    expect(editDistance("gmakl.com", "gmail.com")).toBe(1);
    expect(editDistance("gmial.com", "gmail.com")).toBe(1);
    expect(editDistance("gmxxl.cm", "gmail.com")).toBe(3);
  });
});
