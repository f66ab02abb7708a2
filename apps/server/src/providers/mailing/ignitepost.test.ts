import { describe, expect, it } from "vitest";
import { checkIgnitePostSignature, parseIgnitePostEvent, signIgnitePostBody } from "./ignitepost";

describe("IgnitePost webhooks", () => {
  const body = JSON.stringify({
    id: 77,
    uid: "card-1",
    metadata: { recipient_id: "r1" },
    sent_at: "2026-11-23T15:00:00Z",
  });

  it("accepts only the HMAC-SHA256 of the exact body with our secret", () => {
    const valid = (header: string | undefined, text = body) => checkIgnitePostSignature(text, header, "s3cret").valid;
    expect(checkIgnitePostSignature(body, signIgnitePostBody(body, "s3cret"), "s3cret")).toEqual({
      valid: true,
      signedAt: null,
    });
    expect(valid(signIgnitePostBody(body, "s3cret").replace("sha256=", ""))).toBe(true);
    expect(valid(signIgnitePostBody(body, "s3cret"), `${body} `)).toBe(false);
    expect(valid(signIgnitePostBody(body, "other"))).toBe(false);
    expect(valid(undefined)).toBe(false);
    expect(valid("sha256=abc")).toBe(false);
  });

  it("reads the vendor's time from a timed signature, which covers it", () => {
    const at = new Date("2026-11-23T15:00:00Z");
    const header = signIgnitePostBody(body, "s3cret", at);
    expect(checkIgnitePostSignature(body, header, "s3cret")).toEqual({ valid: true, signedAt: at });
    const moved = header.replace(/^t=\d+/, `t=${at.getTime() / 1000 + 600}`);
    expect(checkIgnitePostSignature(body, moved, "s3cret").valid).toBe(false);
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
