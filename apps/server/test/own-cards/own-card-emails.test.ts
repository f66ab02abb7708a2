import fs from "node:fs";
import path from "node:path";
import { OWN_CARDS_REMINDER_DAYS } from "@civic/contracts/own-cards";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../../src/services/orders";
import { startTestRuntime, type TestRuntime } from "../harness";
import { orderBody } from "../orders/order-fixtures";
import { waitFor } from "../orders/wait";
import { SNAPSHOT_DAY } from "../snapshot-day";

// Issue 39: "Email me the link and a reminder" (decision 0065).
let rt: TestRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(async () => {
  await rt?.stop();
});
afterEach(() => {
  rt.ctx.clock.set(SNAPSHOT_DAY);
});

const SENDER = "writer@example.org";

/** "I'll write it myself", with the box ticked when `email` is given. */
async function writeItMyself(cards: 1 | 2 | 3, email?: string) {
  const { sendOption, postcardData } = orderBody(rt, cards);
  const created = await rt.call("write-it-myself", { sendOption, postcardData, ...(email ? { email } : {}) });
  expect(created.status).toBe(200);
  const token = (created.body as { path: string }).path.split("/").at(-1) as string;
  const set = await rt.ctx.db
    .selectFrom("own_card_sets")
    .select("id")
    .where("access_token_hash", "=", hashToken(token))
    .executeTakeFirstOrThrow();
  return { token, setId: set.id };
}

async function emailsOf(setId: string) {
  const rows = await rt.ctx.db
    .selectFrom("emails")
    .selectAll()
    .where("own_card_set_id", "=", setId)
    .orderBy("kind")
    .execute();
  const link = rows.find((e) => e.kind === "own_cards_link");
  const reminder = rows.find((e) => e.kind === "own_cards_reminder");
  return { rows, link, reminder };
}

/** The local copy (.eml) of an outbox email, soft line breaks joined; null if there is none. */
function mailFile(emailId: string): string | null {
  const dir = path.join(rt.dataDir, "outbox", "mail");
  const file = (fs.existsSync(dir) ? fs.readdirSync(dir) : []).find((f) => f.includes(emailId));
  return file ? fs.readFileSync(path.join(dir, file), "utf8").replace(/=\r?\n/g, "") : null;
}

const sent = (emailId: string) =>
  waitFor(`email ${emailId} sent`, async () => {
    const row = await rt.ctx.db.selectFrom("emails").select("status").where("id", "=", emailId).executeTakeFirst();
    return row?.status === "sent" ? mailFile(emailId) : null;
  });

const dueTime = () => new Date(rt.ctx.clock.now().getTime() + OWN_CARDS_REMINDER_DAYS * 86_400_000 + 60_000);

describe("write it yourself: the link and reminder emails", () => {
  it("emails nothing unless asked; when asked, the page's link goes out at once and opens the page", async () => {
    const quiet = await writeItMyself(1);
    expect((await emailsOf(quiet.setId)).rows).toHaveLength(0);

    const { token, setId } = await writeItMyself(3, SENDER);
    const { link, reminder } = await emailsOf(setId);
    expect(link).toMatchObject({ to_address: SENDER, order_id: null, send_after: null });
    expect(reminder).toMatchObject({ to_address: SENDER, status: "pending" });
    const eml = await sent(link!.id);
    expect(eml).toContain(`/write-it-yourself/${token}`);
    expect(eml).toMatch(/Subject: Your postcards to write: the link/);
    expect((await rt.call("own-cards", { token })).status).toBe(200);
  });

  it(`sends the reminder with the same link and "I mailed it" only once ${OWN_CARDS_REMINDER_DAYS} days have passed on the clock`, async () => {
    const { token, setId } = await writeItMyself(2, SENDER);
    const { reminder } = await emailsOf(setId);
    expect(new Date(reminder!.send_after!).getTime()).toBeGreaterThan(dueTime().getTime() - 120_000);
    // Before it is due, a job (or reconciliation) finds nothing to send.
    await rt.ctx.services.email.send(reminder!.id);
    expect((await emailsOf(setId)).reminder?.status).toBe("pending");

    rt.ctx.clock.set(dueTime());
    await rt.ctx.services.email.send(reminder!.id);
    const eml = await sent(reminder!.id);
    expect(eml).toContain(`/write-it-yourself/${token}`);
    expect(eml).toContain("I mailed it");
    expect(eml).toMatch(/Subject: A reminder: your postcards to write/);
  });

  it("skips the reminder once every card was reported mailed", async () => {
    const { token, setId } = await writeItMyself(2, SENDER);
    const { cards } = (await rt.call("own-cards", { token })).body as { cards: { id: string }[] };
    for (const card of cards)
      expect((await rt.call("report-card-mailed", { token, cardId: card.id })).status).toBe(200);
    const { reminder } = await emailsOf(setId);
    rt.ctx.clock.set(dueTime());
    await rt.ctx.services.email.send(reminder!.id);
    const after = (await emailsOf(setId)).reminder;
    expect(after).toMatchObject({ status: "skipped", error: "every card reported mailed", sent_at: null });
    expect(mailFile(reminder!.id)).toBeNull();
  });

  it("never sends the reminder of an erased set, and erasure removes the emails' address and local copies", async () => {
    const { token, setId } = await writeItMyself(1, SENDER);
    const { link, reminder } = await emailsOf(setId);
    await sent(link!.id);
    expect((await rt.call("erase-own-cards", { token })).status).toBe(200);
    const erased = await emailsOf(setId);
    expect(erased.rows.map((e) => e.to_address)).toEqual(["", ""]);
    expect(mailFile(link!.id)).toBeNull();

    rt.ctx.clock.set(dueTime());
    await rt.ctx.services.email.send(reminder!.id);
    expect((await emailsOf(setId)).reminder).toMatchObject({ status: "failed", error: "erased", sent_at: null });
    expect(mailFile(reminder!.id)).toBeNull();
  });
});
