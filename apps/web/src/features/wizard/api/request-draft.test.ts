import { afterEach, describe, expect, it, vi } from "vitest";
import { requestDraft } from "./request-draft";

const data = { concerns: "Parks", personalImpact: "", zipCode: "82001" };

function answer(status: number, body: string) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body, { status, headers: { "content-type": "application/json" } })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the drafting error catalogue (wizard.md §8)", () => {
  it("needs concerns or impact before asking", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    expect(await requestDraft({ concerns: "  ", personalImpact: "" }, "Quill")).toEqual({
      ok: false,
      error: { title: "Missing Information", message: "Please provide your concerns or personal impact." },
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    [
      429,
      JSON.stringify({
        error: { code: "rate_limited", message: "Too many requests. Please wait 60 seconds and try again." },
      }),
      "Failed to Draft Message",
      "Too many requests. Please wait 60 seconds and try again.",
    ],
    [502, "<html>bad gateway</html>", "Failed to Draft Message", "An error occurred while drafting your message."],
    [200, "null", "No Response", "No response from AI service. Please try again."],
    [200, JSON.stringify({ sources: [] }), "Invalid Response", "Invalid response from AI service. Please try again."],
  ])("status %i with %s", async (status, body, title, message) => {
    answer(status, body);
    expect(await requestDraft(data, "Quill")).toEqual({ ok: false, error: { title, message } });
  });

  it("a network failure is an unexpected error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await requestDraft(data, "Quill")).toEqual({
      ok: false,
      error: { title: "Error Occurred", message: "An unexpected error occurred while drafting your message." },
    });
  });

  it("a fallback answer becomes an empty message with the apology as placeholder", async () => {
    answer(200, JSON.stringify({ draftMessage: "anything", draftId: "d1", sources: [], isFallbackPlaceholder: true }));
    expect(await requestDraft(data, "Quill")).toEqual({
      ok: true,
      patch: {
        isFallbackPlaceholder: true,
        draftMessage:
          "Sorry, Quill needs a moment. Please write your message below; it will still reach your representative.",
        finalMessage: "",
        sources: [],
        draftId: "d1",
      },
    });
  });
});
