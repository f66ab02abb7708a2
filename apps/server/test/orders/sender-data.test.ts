import fs from "node:fs";
import path from "node:path";
import { addDays } from "date-fns/addDays";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToOutbox } from "../../src/services/email/outbox";
import { mailingAddressOf } from "../../src/services/orders";
import { startTestRuntime, type TestRuntime } from "../harness";
import { mailFilesIn } from "../mail-outbox";
import { floridaLegislators, orderBody, placeOrder } from "./order-fixtures";
import { waitFor } from "./wait";

let rt: TestRuntime;
beforeAll(async () => {
  // The print shop's timer is parked: the tests move the cards themselves.
  rt = await startTestRuntime({ LOCAL_MAIL_STEP_SECONDS: "3600" });
});
afterAll(async () => {
  await rt?.stop();
});

/** A paid order whose cards are all written and mailed by the local print shop, with its emails sent. */
async function mailedOrder(email: string, extra = {}) {
  const body = orderBody(rt, 2, { email, ...extra });
  const { created } = await placeOrder(rt, body);
  const verified = await rt.call("verify-payment", { sessionId: created.sessionId });
  const token = (verified.body.statusPath as string).slice("/orders/".length);
  const prints = await rt.ctx.db
    .selectFrom("local_print_orders")
    .select("id")
    .where("order_ref", "=", created.orderId)
    .execute();
  for (const p of prints) {
    await rt.ctx.services.mailing.advanceLocalPrintOrder(p.id); // written: files rendered
    await rt.ctx.services.mailing.advanceLocalPrintOrder(p.id); // mailed
  }
  await waitFor("every email sent", async () => {
    const rows = await rt.ctx.db
      .selectFrom("emails")
      .select("status")
      .where("order_id", "=", created.orderId)
      .execute();
    return rows.length === 3 && rows.every((r) => r.status === "sent");
  });
  return { orderId: created.orderId, token };
}

/** Every row of every table (ours and pg-boss's) as text: what a dump of the database would hold. */
async function databaseText(): Promise<string> {
  const tables = await sql<{ schema: string; name: string }>`
    SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
    WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`.execute(rt.ctx.db);
  const parts: string[] = [];
  for (const t of tables.rows) {
    const rows = await sql<{ row: string }>`SELECT t::text AS row FROM ${sql.id(t.schema, t.name)} t`.execute(
      rt.ctx.db,
    );
    parts.push(...rows.rows.map((r) => r.row));
  }
  return parts.join("\n");
}

function outboxText(): string {
  const root = path.join(rt.dataDir, "outbox");
  const files = fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true }) as string[]) : [];
  return files
    .map((f) => path.join(root, f))
    .filter((f) => fs.statSync(f).isFile())
    .map((f) => `${f}\n${fs.readFileSync(f).toString("latin1")}`)
    .join("\n");
}

describe("erasing the sender's personal data", () => {
  it("leaves none of the erased values in the database or the outbox, and keeps the accounts", {
    timeout: 120_000,
  }, async () => {
    const email = "erase.me@example.com";
    // The sender first saw their card in the wizard: its back (with their address) is cached.
    const { postcardData } = orderBody(rt, 1);
    const preview = await rt.call("render-card-preview", {
      message: postcardData.finalMessage,
      sender: { ...postcardData.userInfo, state: "fl" },
      recipientId: floridaLegislators(rt).representative.id,
    });
    expect(preview.status).toBe(200);
    expect((await rt.app.request(preview.body.back)).status).toBe(200);
    const { orderId, token } = await mailedOrder(email);
    // Before: the values are there (so the check below can fail).
    const secrets = [email, "Ana Lopez", "100 Las Olas Blvd", "protect the Everglades"];
    const before = `${await databaseText()}\n${outboxText()}`;
    for (const s of secrets) expect(before).toContain(s);
    // The print shop wrote each card's PDF; the status page's proofs are drawn when first opened and
    // kept beside it, so open them: the erasure must take them too.
    const status = await rt.call("order-status", { token });
    for (const card of status.body?.cards ?? []) {
      for (const image of [card.images?.front, card.images?.back]) {
        expect((await rt.app.request(image ?? "/missing")).status).toBe(200);
      }
    }
    expect(fs.readdirSync(path.join(rt.dataDir, "outbox", "postcards", orderId))).toHaveLength(6);

    // Not while a card is still on its way: here every card is mailed, so the sender may.
    const erased = await rt.call("erase-order-data", { token });
    expect(erased.status).toBe(200);
    expect(erased.body.erasedAt).not.toBeNull();
    // No address is left to send a new link to: the link stays as it is.
    expect((await rt.call("replace-status-link", { token })).status).toBe(409);
    expect((await rt.call("order-status", { token })).status).toBe(200);
    expect(
      erased.body.cards.every((c: { text: unknown; images: unknown }) => c.text === null && c.images === null),
    ).toBe(true);

    const after = `${await databaseText()}\n${outboxText()}`;
    for (const s of secrets) expect(after).not.toContain(s);
    expect(after).not.toContain("Fort Lauderdale, FL 33301"); // the sender's city line
    expect(fs.existsSync(path.join(rt.dataDir, "outbox", "postcards", orderId))).toBe(false);
    // The back preview is gone from the database; the front (the same for every sender) stays.
    const previews = await rt.ctx.db.selectFrom("card_previews").select("hash").execute();
    expect(previews.map((p) => `/api/card-previews/${p.hash}`)).toEqual([preview.body.front]);
    const order = await rt.ctx.db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ amount_cents: 1000, sender_zip: "33301", sender_state: "FL", zip_code: "33301" });
    expect(order.erasure_reason).toBe("sender");

    // The page, the files and the data download now reveal nothing personal.
    const page = JSON.stringify((await rt.call("order-status", { token })).body);
    const data = await (await rt.app.request(`/api/orders/${token}/data.json`)).text();
    for (const s of secrets) {
      expect(page).not.toContain(s);
      expect(data).not.toContain(s);
    }
  });

  it("is refused while a card is still on its way", async () => {
    const body = orderBody(rt, 1);
    const { created } = await placeOrder(rt, body);
    const verified = await rt.call("verify-payment", { sessionId: created.sessionId });
    const token = (verified.body.statusPath as string).slice("/orders/".length);
    const res = await rt.call("erase-order-data", { token });
    expect(res.status).toBe(409);
    const order = await rt.ctx.db
      .selectFrom("orders")
      .select("email")
      .where("id", "=", created.orderId)
      .executeTakeFirst();
    expect(order?.email).toBe("ana@example.com");
  });

  it(`happens by itself RETENTION_DAYS after the last card settles (controlled clock)`, {
    timeout: 120_000,
  }, async () => {
    const { orderId } = await mailedOrder("retain.me@example.com");
    const service = rt.ctx.services.orderStatus;
    const days = rt.ctx.config.RETENTION_DAYS;
    expect(days).toBe(90);
    expect(await service.eraseExpiredOrders(addDays(new Date(), days - 1))).not.toContain(orderId);
    const kept = await rt.ctx.db
      .selectFrom("orders")
      .select(["email", "erased_at"])
      .where("id", "=", orderId)
      .executeTakeFirst();
    expect(kept).toEqual({ email: "retain.me@example.com", erased_at: null });

    expect(await service.eraseExpiredOrders(addDays(new Date(), days + 1))).toContain(orderId);
    const gone = await rt.ctx.db
      .selectFrom("orders")
      .select(["email", "sender_full_name", "message", "erasure_reason"])
      .where("id", "=", orderId)
      .executeTakeFirst();
    expect(gone).toEqual({ email: "", sender_full_name: "", message: "", erasure_reason: "retention" });
    // Once is enough.
    expect(await service.eraseExpiredOrders(addDays(new Date(), days + 2))).not.toContain(orderId);
  });
});

describe("emails, exactly once", () => {
  const emlFiles = () => mailFilesIn(rt.dataDir);

  it("one email when the job runs twice and when two workers race", { timeout: 120_000 }, async () => {
    const { orderId } = await mailedOrder("once@example.com");
    for (const run of ["twice in a row", "two at once"] as const) {
      const id = await addToOutbox(rt.ctx.db, {
        kind: "order_confirmation",
        dedupeKey: `test-resend:${orderId}:${run}`,
        orderId,
        to: "once@example.com",
      });
      expect(id).not.toBeNull();
      const files = emlFiles().length;
      if (run === "twice in a row") {
        await rt.ctx.services.email.send(id!);
        await rt.ctx.services.email.send(id!);
      } else {
        await Promise.all([rt.ctx.services.email.send(id!), rt.ctx.services.email.send(id!)]);
      }
      expect(emlFiles().length - files).toBe(1);
      expect(emlFiles().filter((f) => f.includes(id!))).toHaveLength(1);
      const row = await rt.ctx.db.selectFrom("emails").selectAll().where("id", "=", id!).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: "sent", attempts: 1 });
      expect(row.message_id).toBe(`<${id}@civicpostcard.org>`);
    }
    // The same key twice is one row: a repeated event records nothing new.
    expect(
      await addToOutbox(rt.ctx.db, {
        kind: "order_confirmation",
        dedupeKey: `test-resend:${orderId}:two at once`,
        orderId,
        to: "once@example.com",
      }),
    ).toBeNull();
  });

  it("the confirmation and the in-the-mail emails link to the status page", { timeout: 120_000 }, async () => {
    const { orderId, token } = await mailedOrder("links@example.com");
    const mails = emlFiles()
      .map((f) => fs.readFileSync(f, "utf8"))
      .filter((m) => m.includes("links@example.com"));
    expect(mails).toHaveLength(3); // one confirmation, one per card mailed
    for (const m of mails) expect(m.replace(/=\r?\n/g, "")).toContain(`/orders/${token}`);
    const subjects = await rt.ctx.db.selectFrom("emails").select("kind").where("order_id", "=", orderId).execute();
    expect(subjects.map((s) => s.kind).sort()).toEqual(["card_mailed", "card_mailed", "order_confirmation"]);
    // Each card's own email names its recipient and the office it went to, every card, not only the first.
    const cards = await rt.ctx.db.selectFrom("order_recipients").selectAll().where("order_id", "=", orderId).execute();
    const plain = mails.map((m) => m.replace(/=\r?\n/g, "").replace(/\s+/g, " "));
    for (const card of cards) {
      const own = plain.filter((m) => m.includes(`Your postcard to ${card.title} ${card.name} is in the mail`));
      expect(own).toHaveLength(1);
      expect(own[0]).toContain(`It is addressed to the ${card.office_label}: ${mailingAddressOf(card)}.`);
    }
  });
});

describe("find my orders", () => {
  const sentTo = (address: string) =>
    rt.ctx.db
      .selectFrom("emails")
      .selectAll()
      .where("kind", "=", "order_links")
      .where("to_address", "=", address)
      .execute();

  it("emails a known address one link per order, and sends nothing for an unknown one; the answer is the same", {
    timeout: 120_000,
  }, async () => {
    const known = "finder@example.com";
    const first = await mailedOrder(known);
    const second = await mailedOrder(known);
    const a = await rt.call("find-my-orders", { email: known });
    const b = await rt.call("find-my-orders", { email: "nobody@example.com" });
    expect(a).toEqual({ status: 200, body: { sent: true } });
    expect(b).toEqual(a);
    await rt.ctx.services.orderStatus.findMyOrdersIdle();
    expect(await sentTo("nobody@example.com")).toEqual([]);
    const [row] = await waitFor("the links email sent", async () => {
      const rows = await sentTo(known);
      return rows.length === 1 && rows[0]!.status === "sent" ? rows : null;
    });
    const mail = mailFilesIn(rt.dataDir)
      .filter((f) => path.basename(f).includes(row!.id))
      .map((f) => fs.readFileSync(f, "utf8").replace(/=\r?\n/g, ""))[0]!;
    for (const { token } of [first, second]) expect(mail).toContain(`/orders/${token}`);
  });

  it("answers before any lookup: the answer and its time are the same whether the address has orders or not", {
    timeout: 60_000,
  }, async () => {
    const known = "timing@example.com";
    await mailedOrder(known);
    // The orders table locked: a lookup would wait for it, so an answer now was made without one.
    const locker = new pg.Client({ connectionString: rt.ctx.config.DATABASE_URL });
    await locker.connect();
    try {
      await locker.query("BEGIN");
      await locker.query("LOCK TABLE orders IN ACCESS EXCLUSIVE MODE");
      const timeout = new Promise<"waited">((resolve) => setTimeout(() => resolve("waited"), 5_000));
      for (const email of [known, "nobody.at.all@example.com"]) {
        const answer = await Promise.race([rt.call("find-my-orders", { email }), timeout]);
        expect(answer, email).toEqual({ status: 200, body: { sent: true } });
      }
    } finally {
      await locker.query("ROLLBACK");
      await locker.end();
    }
    await rt.ctx.services.orderStatus.findMyOrdersIdle();
    expect(await sentTo(known)).toHaveLength(1);
    expect(await sentTo("nobody.at.all@example.com")).toEqual([]);
  });

  it("limits each client, and never lets a stranger's requests lock the owner out: an address gets one email per 10 minutes", {
    timeout: 120_000,
  }, async () => {
    const limited = await startTestRuntime({
      RATE_LIMIT_ENABLED: "true",
      TRUST_PROXY: "true",
      LOCAL_MAIL_STEP_SECONDS: "3600",
    });
    const ask = async (email: string, client: string) =>
      (
        await limited.app.request("/api/functions/find-my-orders", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": client },
          body: JSON.stringify({ email }),
        })
      ).status;
    try {
      const owner = "owner@example.com";
      const body = orderBody(limited, 1, { email: owner });
      await placeOrder(limited, body);
      expect(await ask("not an address", "203.0.113.50")).toBe(400);
      // A stranger asks for the owner's address, however it is spelled, until their own budget ends.
      const stranger: number[] = [];
      for (const email of [owner, "Owner@Example.com", `${owner} `, "OWNER@example.com", owner, owner]) {
        stranger.push(await ask(email, "203.0.113.66"));
      }
      expect(stranger).toEqual([200, 200, 200, 200, 200, 429]);
      // The owner is answered as ever (three requests used to lock them out for an hour).
      expect(await ask(owner, "198.51.100.7")).toBe(200);
      await limited.ctx.services.orderStatus.findMyOrdersIdle();
      // One email with the links reached the owner's inbox, not one per request.
      const sent = await limited.ctx.db
        .selectFrom("emails")
        .select("to_address")
        .where("kind", "=", "order_links")
        .execute();
      expect(sent.map((e) => e.to_address.trim().toLowerCase())).toEqual([owner]);
    } finally {
      await limited.stop();
    }
  });
});
