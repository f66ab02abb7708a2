import { describe, expect, it } from "vitest";
import { shareLink } from "./share";

describe("shareLink", () => {
  it("is the front page with its ref and order", () => {
    expect(shareLink("https://civic.example", "success", "o1")).toBe("https://civic.example/?ref=success&order=o1");
  });

  it("after a card written through a campaign, is that campaign's link", () => {
    expect(shareLink("https://civic.example", "success", "o1", "fund-the-library")).toBe(
      "https://civic.example/c/fund-the-library?ref=success&order=o1",
    );
  });
});
