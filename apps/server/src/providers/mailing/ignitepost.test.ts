import { describe, expect, it } from "vitest";
import { parseIgnitePostEvent, signIgnitePostBody, verifyIgnitePostSignature } from "./ignitepost";

describe("IgnitePost webhooks", () => {
  const body = JSON.stringify({
    id: 77,
    uid: "card-1",
    metadata: { recipient_id: "r1" },
    sent_at: "2026-11-23T15:00:00Z",
  });

  it("accepts only the HMAC-SHA256 of the exact body with our secret", () => {
    expect(verifyIgnitePostSignature(body, signIgnitePostBody(body, "s3cret"), "s3cret")).toBe(true);
    expect(verifyIgnitePostSignature(body, signIgnitePostBody(body, "s3cret").replace("sha256=", ""), "s3cret")).toBe(
      true,
    );
    expect(verifyIgnitePostSignature(`${body} `, signIgnitePostBody(body, "s3cret"), "s3cret")).toBe(false);
    expect(verifyIgnitePostSignature(body, signIgnitePostBody(body, "other"), "s3cret")).toBe(false);
    expect(verifyIgnitePostSignature(body, undefined, "s3cret")).toBe(false);
    expect(verifyIgnitePostSignature(body, "sha256=abc", "s3cret")).toBe(false);
  });

  it("turns sent_at into a mailed event and delivered_at into a delivered one", () => {
    expect(parseIgnitePostEvent(body)).toMatchObject({
      vendor: "ignitepost",
      eventId: "77:mailed",
      vendorOrderId: "77",
      recipientId: "r1",
      status: "mailed",
      occurredAt: new Date("2026-11-23T15:00:00Z"),
    });
    expect(parseIgnitePostEvent(JSON.stringify({ id: 77, delivered_at: "2026-11-25T10:00:00Z" }))).toMatchObject({
      status: "delivered",
      eventId: "77:delivered",
    });
    expect(parseIgnitePostEvent(JSON.stringify({ id: 77 }))).toBeNull();
    expect(() => parseIgnitePostEvent(JSON.stringify({ uid: "x" }))).toThrow();
  });
});
