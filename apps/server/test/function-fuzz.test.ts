import type { FunctionName, FunctionRequest } from "@civic/contracts/functions";
import { UNSAFE_TEXT_MESSAGE } from "@civic/contracts/text";
import { senders, testCards } from "@civic/test-fixtures";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { functions } from "../src/functions/registry";
import { startTestRuntime, type TestRuntime } from "./harness";
import { serveOnLoopback } from "./loopback";

// Every function, fuzzed on loopback: a NUL or a lone surrogate in any text field is a 400 that
// names the field, and no JSON body whatever answers a 500.
const { userInfo: sender, email } = senders.florida;
/** One body per function with every text field it has; the type insists on every function. */
const samples: { [N in FunctionName]: FunctionRequest<N> } = {
  "lookup-legislators": { zipCode: "33301", includeSenatorsAndReps: true },
  "lookup-senators": { zipCode: "33301" },
  "lookup-state-legislators": { zipCode: "33301" },
  "check-state-districts": {
    zipCode: "33301",
    address: { streetAddress: "100 Las Olas Blvd", city: "Fort Lauderdale", state: "FL", zipCode: "33301" },
  },
  "address-autocomplete": {
    input: "100 Las Olas",
    types: "address",
    componentRestrictions: { country: "us" },
    zipCode: "33301",
    sessionToken: "token-1",
  },
  "transcribe-audio": { audio: "AAAA", mimeType: "audio/webm" },
  "postcard-draft": { action: "approve", draftId: "draft-1", humanApprovedMessage: "Please act." },
  "draft-postcard-message": {
    concerns: "Bridges are crumbling.",
    personalImpact: "My commute doubled.",
    representative: { id: "W000000", name: "Rep. Someone", title: "Rep." },
    zipCode: "33301",
  },
  "fetch-link-preview": { url: "https://example.com/news" },
  "create-payment": {
    sendOption: "single",
    email,
    fullName: sender.fullName,
    postcardData: {
      userInfo: sender,
      representative: { id: "W000000", name: "Rep. Someone" },
      senators: [],
      finalMessage: "Please protect the Everglades.",
      draftId: "draft-1",
      zipCode: "33301",
    },
  },
  "verify-payment": { sessionId: "cs_test_local_x" },
  "refund-payment": { sessionId: "cs_test_local_x" },
  "local-checkout-pay": {
    clientSecret: "cs_secret",
    cardNumber: testCards.paid,
    expiry: testCards.expiry,
    cvc: testCards.cvc,
    postalCode: "33301",
  },
  "render-card-preview": { message: "Please act.", sender, recipientId: "W000000", front: undefined },
  "preview-cards": { message: "Please act.", sender, recipientIds: ["W000000"], office: "home" },
  "check-district": {
    zipCode: "33301",
    representativeId: "W000000",
    address: { streetAddress: "100 Las Olas Blvd", city: "Fort Lauderdale", state: "FL", zipCode: "33301" },
  },
  "order-status": { token: "A".repeat(43) },
  "erase-order-data": { token: "A".repeat(43) },
  "find-my-orders": { email: "ana@example.com" },
  "check-campaign-message": { slug: "rock-creek", message: "Please fund the trails." },
  "replace-status-link": { token: "A".repeat(43) },
  "choose-held-card": {
    token: "A".repeat(43),
    cardId: "00000000-0000-4000-8000-000000000000",
    choice: "new_holder",
    newHolderId: "Z000120",
  },
  "confirm-sponsored-claim": { token: `sponsored_${"A".repeat(24)}` },
  "claim-sponsored-cards": {
    sendOption: "single",
    email,
    fullName: sender.fullName,
    campaign: { slug: "rock-creek", shareWithOrganisation: false },
    postcardData: {
      userInfo: sender,
      representative: { id: "W000000", name: "Rep. Someone" },
      senators: [],
      finalMessage: "Please protect the Everglades.",
      zipCode: "33301",
    },
  },
  "write-it-myself": {
    sendOption: "single",
    postcardData: {
      userInfo: sender,
      representative: { id: "W000000", name: "Rep. Someone" },
      senators: [],
      finalMessage: "Please protect the Everglades.",
      zipCode: "33301",
    },
  },
  "own-cards": { token: "A".repeat(43) },
  "report-card-mailed": { token: "A".repeat(43), cardId: "00000000-0000-4000-8000-000000000000" },
  "erase-own-cards": { token: "A".repeat(43) },
};

/** The path of every string in a body. */
function textPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => textPaths(v, [...path, i]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => textPaths(v, [...path, k]));
  return [];
}

function withText(body: unknown, path: (string | number)[], text: string): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1) as string | number] = text;
  return copy;
}

/** Ordinary text with a NUL or half a surrogate pair put somewhere in it. */
const unsafeText = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom("\u0000", "\ud800", "\udbff", "\udc00", "\udfff"), fc.nat())
  .map(([text, bad, at]) => {
    const i = text.length ? at % (text.length + 1) : 0;
    return text.slice(0, i) + bad + text.slice(i);
  })
  // Independent of the code under test: UTF-8 cannot carry a lone surrogate through a round trip.
  .filter((t) => t.includes("\u0000") || Buffer.from(t, "utf8").toString("utf8") !== t);

let rt: TestRuntime;
let http: Awaited<ReturnType<typeof serveOnLoopback>>;
beforeAll(async () => {
  rt = await startTestRuntime({ RATE_LIMIT_ENABLED: "false" });
  http = await serveOnLoopback(rt);
});
afterAll(async () => {
  await http?.close();
  await rt?.stop();
});

describe.each([...functions.keys()] as FunctionName[])("%s", (name) => {
  const paths = textPaths(samples[name]);

  it("has a sample with text to fuzz", () => {
    expect(paths.length).toBeGreaterThan(0);
  });

  it("answers unsafe text in any text field with a 400 naming that field", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), unsafeText, async (path, text) => {
        const res = await http.call(name, withText(samples[name], path, text));
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe("invalid_body");
        expect(res.body.error.message).toBe(`${path.join(".")}: ${UNSAFE_TEXT_MESSAGE}`);
      }),
      { numRuns: 30 },
    );
  });

  it("never answers a 500, whatever JSON arrives", async () => {
    const anyText = fc.string({ unit: "binary", maxLength: 30 });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom(...new Set(paths.map((p) => String(p[0])))), anyText)),
        async (body) => {
          const res = await http.call(name, body);
          // A 5xx may only be a known state (voice not configured here), never an unexpected error.
          expect(res.status).not.toBe(500);
          expect(res.body.error?.code).not.toBe("internal");
        },
      ),
      { numRuns: 25 },
    );
  });
});
