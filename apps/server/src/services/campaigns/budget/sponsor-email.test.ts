import { describe, expect, it } from "vitest";
import { normaliseSponsorEmail, sponsorEmailHash } from "./sponsor-email";

describe("one sponsored order per mailbox", () => {
  it("counts 14 spellings of one Gmail mailbox as one address", () => {
    const variants = [
      "jane.doe@gmail.com",
      "janedoe@gmail.com",
      "JaneDoe@Gmail.com",
      " jane.doe@gmail.com ",
      "j.a.n.e.d.o.e@gmail.com",
      "janedoe+sponsored@gmail.com",
      "jane.doe+1@gmail.com",
      "jane.doe+a+b@gmail.com",
      "janedoe@googlemail.com",
      "Jane.Doe+x@GoogleMail.com",
      "janedoe@gmail.com.",
      "ｊａｎｅｄｏｅ@gmail.com",
      "janedoe@ＧＭＡＩＬ.com",
      "JANE.DOE@GMAIL.COM",
    ];
    expect(new Set(variants.map(sponsorEmailHash)).size).toBe(1);
    expect(normaliseSponsorEmail(variants[9] as string)).toBe("janedoe@gmail.com");
  });

  it("folds an international domain to its ASCII form, and keeps other providers' dots", () => {
    expect(normaliseSponsorEmail("Ana@Bücher.Example")).toBe("ana@xn--bcher-kva.example");
    expect(sponsorEmailHash("ana@bücher.example")).toBe(sponsorEmailHash("ana+news@xn--bcher-kva.example"));
    expect(sponsorEmailHash("a.na@example.org")).not.toBe(sponsorEmailHash("ana@example.org"));
  });
});
