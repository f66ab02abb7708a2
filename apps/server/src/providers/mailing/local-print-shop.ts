import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { cardFrontIds } from "@civic/contracts/card-fronts";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import type { CardOrder, MailingVendor, MailStatus, MailStatusEvent } from "./mailing-vendor";

export interface LocalPrintShopDeps {
  db: Db;
  /** `$DATA_DIR/outbox/postcards`: one folder per order, `<recipient>.pdf` and `.png` in it. */
  outboxDir: string;
  /** Renders a card's PDF and PNG into a folder (the card renderer). */
  writeCardFiles(card: CardOrder, dir: string, name: string): Promise<{ pdfPath: string; pngPath: string }>;
  /** Schedules `advance(printOrderId)` after `delaySeconds` (a pg-boss delayed job). */
  scheduleStep(printOrderId: string, fromStatus: string, delaySeconds: number): Promise<void>;
  /** The same internal status event a vendor webhook fires. */
  onStatus(event: MailStatusEvent): Promise<void>;
  stepSeconds: number;
}

const NEXT: Record<string, MailStatus | undefined> = { received: "written", written: "mailed", mailed: "delivered" };

/**
 * The embedded default mailing vendor: keeps its own order book in PostgreSQL (one order per
 * idempotency key), renders each card to PDF and PNG, then moves it written → mailed →
 * delivered, a step every `stepSeconds`, firing the status events a real vendor's webhook would.
 */
export function createLocalPrintShop(deps: LocalPrintShopDeps): MailingVendor & {
  advance(printOrderId: string): Promise<void>;
} {
  const { db } = deps;
  return {
    name: "local",
    reports: { written: true, delivered: true },
    testMode: true,
    idempotent: true,
    fronts: cardFrontIds,

    async submit(card: CardOrder) {
      // One round trip whether the key is new or repeated: the no-op update returns the existing row.
      const row = await db
        .insertInto("local_print_orders")
        .values({
          id: `lps_${randomBytes(10).toString("hex")}`,
          idempotency_key: card.idempotencyKey,
          order_ref: card.orderId,
          recipient_ref: card.recipientId,
          card: JSON.stringify(card),
          status: "received",
          pdf_path: null,
          png_path: null,
        })
        .onConflict((oc) =>
          oc.column("idempotency_key").doUpdateSet((eb) => ({ idempotency_key: eb.ref("excluded.idempotency_key") })),
        )
        .returning(["id", "status"])
        .executeTakeFirstOrThrow();
      // Writing takes a step too. A repeated submit re-schedules it: harmless, each step runs once.
      if (row.status === "received") await deps.scheduleStep(row.id, "received", deps.stepSeconds);
      return { vendorOrderId: row.id };
    },

    async advance(printOrderId: string) {
      const row = await db
        .selectFrom("local_print_orders")
        .selectAll()
        .where("id", "=", printOrderId)
        .executeTakeFirst();
      const next = row && NEXT[row.status];
      // An erased card's copy holds nothing to write or mail: it goes no further.
      if (!row || !next || isErased(row.card)) return;
      let files: { pdfPath: string; pngPath: string } | null = null;
      if (next === "written") {
        const card = row.card as unknown as CardOrder;
        files = await deps.writeCardFiles(card, path.join(deps.outboxDir, card.orderId), card.recipientId);
        // Erased while it was drawn: no step, no file.
        if (await cardErased(db, row.id)) return discard(files);
      }
      // The event first (recorded once by its id), then the step: a crash in between repeats
      // an event that is ignored, never skips one.
      await deps.onStatus({
        vendor: "local",
        eventId: `${row.id}:${next}`,
        vendorOrderId: row.id,
        recipientId: row.recipient_ref,
        orderId: row.order_ref,
        status: next,
        occurredAt: new Date(),
        payload: { id: row.id, status: next },
      });
      const moved = await db
        .updateTable("local_print_orders")
        .set({
          status: next,
          updated_at: new Date(),
          ...(files ? { pdf_path: files.pdfPath, png_path: files.pngPath } : {}),
        })
        .where("id", "=", row.id)
        .where("status", "=", row.status)
        // Never the paths of a card erased while it was drawn: erasure has removed the order's
        // files, and these would be the sender's name and address on disk again.
        .where(sql<boolean>`not (card ? 'erased')`)
        .returning("id")
        .executeTakeFirst();
      if (!moved && files && (await cardErased(db, row.id))) return discard(files);
      if (moved && NEXT[next]) await deps.scheduleStep(row.id, next, deps.stepSeconds);
    },
  };
}

export type LocalPrintShop = ReturnType<typeof createLocalPrintShop>;

/** A card whose copy erasure blanked (`eraseLocalPrintOrders`). */
const isErased = (card: unknown) => typeof card === "object" && card !== null && "erased" in card;

/** The files of a card erased while they were written: removed, and the order's folder if now empty. */
async function discard(files: { pdfPath: string; pngPath: string }) {
  await Promise.all([files.pdfPath, files.pngPath].map((f) => fs.rm(f, { force: true })));
  await fs.rmdir(path.dirname(files.pdfPath)).catch(() => {});
}

async function cardErased(db: Db, printOrderId: string) {
  const row = await db
    .selectFrom("local_print_orders")
    .select("card")
    .where("id", "=", printOrderId)
    .executeTakeFirst();
  return !row || isErased(row.card);
}

/**
 * Erasure (the sender's personal data): the print shop's files of an order, its folder under
 * `outboxDir` and wherever its cards were written.
 */
export async function removeLocalPrintFiles(db: Db, outboxDir: string, orderId: string) {
  const printed = await db
    .selectFrom("local_print_orders")
    .select(["pdf_path", "png_path"])
    .where("order_ref", "=", orderId)
    .execute();
  const dirs = new Set([path.join(outboxDir, orderId)]);
  for (const p of printed) {
    for (const file of [p.pdf_path, p.png_path]) if (file) dirs.add(path.dirname(file));
  }
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
}

/** Erasure: the print shop's copy of each card of the order (its text and address) and its file paths. */
export async function eraseLocalPrintOrders(db: Db, orderId: string) {
  await db
    .updateTable("local_print_orders")
    .set({ card: JSON.stringify({ erased: true }), pdf_path: null, png_path: null, updated_at: new Date() })
    .where("order_ref", "=", orderId)
    .execute();
}
