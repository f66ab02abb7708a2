import http from "node:http";
import type { AddressInfo } from "node:net";
import { senders } from "@civic/test-fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legislatorList, startTestRuntime, type TestRuntime } from "./harness";

describe("address-autocomplete, embedded provider", () => {
  let rt: TestRuntime;
  beforeAll(async () => {
    rt = await startTestRuntime();
  });
  afterAll(async () => {
    await rt?.stop();
  });

  it("completes the typed street in the city and state of the sender's ZIP", async () => {
    const { status, body } = await rt.call("address-autocomplete", {
      input: "123 main",
      types: "address",
      componentRestrictions: { country: "us" },
      zipCode: "82001",
    });
    expect(status).toBe(200);
    expect(body.status).toBe("OK");
    expect(body.predictions.map((p: { description: string }) => p.description)).toEqual([
      "123 Main St, Cheyenne, WY 82001, USA",
      "123 Main Ave, Cheyenne, WY 82001, USA",
      "123 Main Rd, Cheyenne, WY 82001, USA",
      "123 Main Dr, Cheyenne, WY 82001, USA",
    ]);
    expect(body.predictions[0]?.structured_formatting.main_text).toBe("123 Main St");
  });

  it("keeps a typed suffix and unit", async () => {
    const { body } = await rt.call("address-autocomplete", { input: "9 oak avenue apt 4", zipCode: "82001" });
    expect(body.predictions).toHaveLength(1);
    expect(body.predictions[0]?.description).toBe("9 Oak Ave Apt 4, Cheyenne, WY 82001, USA");
  });

  it("answers ZERO_RESULTS for a line with no house number", async () => {
    const { status, body } = await rt.call("address-autocomplete", { input: "main street", zipCode: "82001" });
    expect(status).toBe(200);
    expect(body).toEqual({ status: "ZERO_RESULTS", predictions: [] });
  });

  it("refuses fewer than 3 characters", async () => {
    const { status, error } = await rt.call("address-autocomplete", { input: "12" });
    expect(status).toBe(400);
    expect(error?.code).toBe("invalid_body");
  });
});

describe("address-autocomplete, Google Places (New) against a fake on 127.0.0.1", () => {
  let rt: TestRuntime;
  let server: http.Server;
  const requests: { url?: string; headers: http.IncomingHttpHeaders; body: any }[] = [];
  let reply: { status: number; body: unknown } = { status: 200, body: {} };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (c) => {
        raw += c;
      });
      req.on("end", () => {
        requests.push({ url: req.url, headers: req.headers, body: JSON.parse(raw) });
        res.writeHead(reply.status, { "content-type": "application/json" });
        res.end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    rt = await startTestRuntime({ GOOGLE_MAPS_API_KEY: "test-key", GOOGLE_PLACES_URL: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await rt?.stop();
    await new Promise((resolve) => server.close(resolve));
  });

  it("sends the documented request and maps the suggestions to the contract", async () => {
    reply = {
      status: 200,
      body: {
        suggestions: [
          {
            placePrediction: {
              place: "places/abc",
              placeId: "abc",
              text: { text: "123 Main St, Cheyenne, WY, USA", matches: [{ endOffset: 8 }] },
              structuredFormat: { mainText: { text: "123 Main St" }, secondaryText: { text: "Cheyenne, WY, USA" } },
              types: ["street_address"],
            },
          },
          { queryPrediction: { text: { text: "123 main" } } },
        ],
      },
    };
    const { status, body } = await rt.call("address-autocomplete", {
      input: "123 Main",
      zipCode: "82001",
      sessionToken: "3f0c9d2e-1111-4222-8333-444455556666",
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      status: "OK",
      predictions: [
        {
          description: "123 Main St, Cheyenne, WY, USA",
          place_id: "abc",
          structured_formatting: { main_text: "123 Main St" },
        },
      ],
    });
    const sent = requests.at(-1)!;
    expect(sent.url).toBe("/v1/places:autocomplete");
    expect(sent.headers["x-goog-api-key"]).toBe("test-key");
    expect(sent.body).toMatchObject({
      input: "123 Main",
      includedRegionCodes: ["us"],
      sessionToken: "3f0c9d2e-1111-4222-8333-444455556666",
    });
    // Biased to Cheyenne (82001), not restricted to it.
    expect(sent.body.locationBias.circle.center.latitude).toBeCloseTo(41.1, 0);
    expect(sent.body.locationBias.circle.center.longitude).toBeCloseTo(-104.8, 0);
    expect(sent.body.locationBias.circle.radius).toBeLessThanOrEqual(50_000);
  });

  it("turns a vendor failure into empty predictions", async () => {
    reply = { status: 500, body: { error: { code: 500, message: "boom" } } };
    const { status, body } = await rt.call("address-autocomplete", { input: "123 Main", zipCode: "82001" });
    expect(status).toBe(200);
    expect(body).toEqual({ status: "ZERO_RESULTS", predictions: [] });
  });

  it("turns a malformed vendor reply into empty predictions", async () => {
    reply = { status: 200, body: { suggestions: [{ placePrediction: { placeId: 5 } }] } };
    const { body } = await rt.call("address-autocomplete", { input: "123 Main", zipCode: "82001" });
    expect(body).toEqual({ status: "ZERO_RESULTS", predictions: [] });
  });
});

describe("render-card-preview", () => {
  let rt: TestRuntime;
  beforeAll(async () => {
    rt = await startTestRuntime();
  });
  afterAll(async () => {
    await rt?.stop();
  });

  const sender = senders.janePublic.userInfo;

  it("renders both sides for a legislator from the directory", async () => {
    const [rep] = legislatorList((await rt.call("lookup-legislators", { zipCode: "82001" })).body);
    if (!rep) throw new Error("ZIP 82001 has no representative");
    const { status, body } = await rt.call("render-card-preview", {
      message: "Hello from [Your City]!",
      sender,
      recipientId: rep.id,
    });
    expect(status).toBe(200);
    for (const side of [body.front, body.back]) {
      expect(side).toMatch(/^\/api\/card-previews\/[0-9a-f]{64}$/);
      const res = await rt.app.request(side);
      expect(res.headers.get("content-type")).toBe("image/png");
      const png = Buffer.from(await res.arrayBuffer());
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1050, 750]);
    }
  }, 120_000); // the first render starts a render thread: slow on a busy machine

  it("refuses an unknown recipient with a message a person can act on", async () => {
    const { status, error } = await rt.call("render-card-preview", { message: "Hi", sender, recipientId: "X000000" });
    expect(status).toBe(400);
    expect(error?.message).toMatch(/choose who to write to/);
  });

  it("refuses a message over 300 characters", async () => {
    const { status } = await rt.call("render-card-preview", { message: "x".repeat(301), sender, recipientId: "X" });
    expect(status).toBe(400);
  });
});
