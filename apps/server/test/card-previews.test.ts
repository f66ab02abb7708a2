import { senders } from "@civic/test-fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legislatorList, startTestRuntime, type TestRuntime } from "./harness";

const sender = senders.janePublic.userInfo;

// The first render starts a thread (tsx, satori, fonts): slow on a busy machine.
describe("card previews: drawn in the render pool, cached by content", { timeout: 120_000 }, () => {
  let rt: TestRuntime;
  let recipientId: string;
  beforeAll(async () => {
    rt = await startTestRuntime({ RENDER_THREADS: "1", RENDER_QUEUE: "1" });
    const [rep] = legislatorList((await rt.call("lookup-legislators", { zipCode: "82001" })).body);
    if (!rep) throw new Error("ZIP 82001 has no representative");
    recipientId = rep.id;
  });
  afterAll(async () => {
    await rt?.stop();
  });

  it("answers 503 with a clear message when the render queue is full, and draws the rest", async () => {
    // One thread drawing, one render waiting: of six different cards at once, some must be refused.
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        rt.call("render-card-preview", { message: `Card number ${i}`, sender, recipientId }),
      ),
    );
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const { error } of refused) {
      expect(error).toMatchObject({
        code: "busy",
        message: "We're drawing a lot of postcards right now. Please try again in a few seconds.",
      });
    }
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    expect(answers.every((a) => a.status === 200 || a.status === 503)).toBe(true);
  });

  it("serves a repeated preview from the cache, with a strong ETag and 304 on revalidation", async () => {
    const card = { message: "Please fund rural schools.", sender, recipientId, front: "arches" as const };
    const first = await rt.call("render-card-preview", card);
    expect(first.status).toBe(200);

    // With the render pool stopped, only the cache can answer.
    await rt.ctx.services.cards.stop();
    const again = await rt.call("render-card-preview", card);
    expect(again).toEqual(first);
    const other = await rt.call("render-card-preview", { ...card, message: "Something new." });
    expect(other.status).toBe(503);

    for (const url of [first.body.front, first.body.back]) {
      const res = await rt.app.request(url);
      expect(res.status).toBe(200);
      const etag = res.headers.get("etag");
      expect(etag).toBe(`"${url.split("/").pop()}"`);
      expect(res.headers.get("cache-control")).toContain("private");
      const revalidated = await rt.app.request(url, { headers: { "if-none-match": etag as string } });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe("");
    }
    // A hash nothing was drawn for.
    expect((await rt.app.request(`/api/card-previews/${"0".repeat(64)}`)).status).toBe(404);
  });
});
