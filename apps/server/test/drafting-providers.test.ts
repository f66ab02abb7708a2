import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/core/config";
import { createDrafter } from "../src/providers";
import type { DraftRequest } from "../src/providers/ai/drafter";
import { type FakeServer, startFakeServer } from "./fakes/fake-vendors";

const request: DraftRequest = {
  concerns: "Wildfire smoke",
  personalImpact: "",
  place: { city: "Cheyenne", state: "WY" },
  zipCode: "82001",
};
const signal = () => AbortSignal.timeout(10_000);
const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: "/tmp/unused", ...env });

describe("choosing the drafter from settings", () => {
  it("uses the embedded composer without settings, and a key picks its provider", () => {
    expect(createDrafter(config({})).name).toBe("local");
    expect(createDrafter(config({ OPENAI_API_KEY: "sk-x" })).name).toBe("openai");
    expect(createDrafter(config({ ANTHROPIC_API_KEY: "sk-ant-x" })).name).toBe("anthropic");
    expect(createDrafter(config({ AI_PROVIDER: "local", OPENAI_API_KEY: "sk-x" })).name).toBe("local");
  });

  it("stops the start when a provider is half configured", () => {
    expect(() => createDrafter(config({ AI_PROVIDER: "anthropic" }))).toThrow(ConfigError);
    expect(() => createDrafter(config({ AI_PROVIDER: "openai-compatible", AI_MODEL: "m" }))).toThrow(
      "AI_PROVIDER=openai-compatible needs AI_BASE_URL and AI_MODEL.",
    );
  });

  it("researches only when AI_WEB_SEARCH is on", () => {
    expect(createDrafter(config({ OPENAI_API_KEY: "sk-x" })).research).toBeUndefined();
    expect(createDrafter(config({ OPENAI_API_KEY: "sk-x", AI_WEB_SEARCH: "true" })).research).toBeTypeOf("function");
  });
});

const researchJson = JSON.stringify({
  sources: [{ url: "https://www.epa.gov/smoke", title: "EPA", fact: "Smoke days are rising." }],
});

describe("the OpenAI adapter (Responses API with web search) against a fake", () => {
  let server: FakeServer;
  beforeAll(async () => {
    server = await startFakeServer(({ path, body }) => {
      if (!path.endsWith("/responses")) return { status: 404 };
      const research = body.includes("research assistant");
      return {
        json: {
          id: "resp_1",
          object: "response",
          created_at: 1_700_000_000,
          model: "gpt-test",
          status: "completed",
          output: [
            {
              type: "message",
              id: "msg_1",
              role: "assistant",
              status: "completed",
              content: [
                {
                  type: "output_text",
                  text: research ? researchJson : "Please fund wildfire prevention.",
                  annotations: research
                    ? [
                        {
                          type: "url_citation",
                          url: "https://apnews.com/smoke",
                          title: "AP",
                          start_index: 0,
                          end_index: 1,
                        },
                      ]
                    : [],
                },
              ],
            },
          ],
          usage: { input_tokens: 10, output_tokens: 10, total_tokens: 20 },
        },
      };
    });
  });
  afterAll(() => server?.close());

  it("asks for web search, reads the listed and the cited sources, and writes", async () => {
    const drafter = createDrafter(
      config({
        OPENAI_API_KEY: "sk-test",
        AI_BASE_URL: `${server.url}/v1`,
        AI_MODEL: "gpt-test",
        AI_WEB_SEARCH: "true",
      }),
    );
    const sources = await drafter.research?.(request, signal());
    expect(sources?.map((s) => s.url)).toEqual(["https://www.epa.gov/smoke", "https://apnews.com/smoke"]);
    expect(server.requests[0]?.body).toContain('"web_search"');
    expect(await drafter.write(request, sources ?? [], signal())).toBe("Please fund wildfire prevention.");
    expect(server.requests[1]?.body).toContain("Smoke days are rising.");
  });
});

describe("the Anthropic adapter (Messages API) against a fake", () => {
  let server: FakeServer;
  beforeAll(async () => {
    server = await startFakeServer(({ path, body }) =>
      path.endsWith("/messages")
        ? {
            json: {
              id: "msg_1",
              type: "message",
              role: "assistant",
              model: "claude-test",
              content: [
                { type: "text", text: body.includes("research assistant") ? researchJson : "Please act on smoke." },
              ],
              stop_reason: "end_turn",
              stop_sequence: null,
              usage: { input_tokens: 10, output_tokens: 10 },
            },
          }
        : { status: 404 },
    );
  });
  afterAll(() => server?.close());

  it("asks with the web search tool and writes", async () => {
    const drafter = createDrafter(
      config({
        ANTHROPIC_API_KEY: "sk-ant-test",
        AI_BASE_URL: `${server.url}/v1`,
        AI_MODEL: "claude-test",
        AI_WEB_SEARCH: "true",
      }),
    );
    const sources = await drafter.research?.(request, signal());
    expect(sources?.map((s) => s.url)).toEqual(["https://www.epa.gov/smoke"]);
    expect(server.requests[0]?.body).toContain("web_search_20250305");
    expect(await drafter.write(request, sources ?? [], signal())).toBe("Please act on smoke.");
  });
});
