import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { LRUCache } from "lru-cache";
import type { Db } from "../../db/database";
import { DEFAULT_CARD_FRONT, isCardFrontId, PREVIEW_WIDTH } from "./card-fronts";
import type { Card } from "./card-layout";
import { asBuffer, type RenderPool } from "./render-pool";
import type { CardSide } from "./render-tasks";

const PREVIEW_IMAGE_PATH = "/api/card-previews/";
export const PREVIEW_HASH = /^[0-9a-f]{64}$/;
const SIDES = ["front", "back"] as const satisfies CardSide[];

/**
 * Previews by content hash: the same card (text, sender, recipient, front) drawn by the same
 * renderer is the same image, so it is drawn once, stored in PostgreSQL (any web process can then
 * serve its URL) and kept in memory where it was drawn or last served, for at most ten minutes so an
 * erased sender's back does not outlive its row for long. The front depends only on the scene, so
 * every sender shares it.
 */
export function createCardPreviews(deps: { db: Db; pool: RenderPool }) {
  const { db, pool } = deps;
  const version = rendererVersion();
  // The browser asks for a card's images right after its preview: 16 MB holds about 200 backs
  // (75 KB each at 1,050 px), two minutes of a viral campaign's senders; an older one comes from
  // PostgreSQL. 64 MB was a sixth of the server's memory under load.
  const memory = new LRUCache<string, Buffer>({
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: (png) => png.length,
    ttl: 10 * 60 * 1000,
  });
  const drawing = new Map<string, Promise<void>>();

  const hashOf = (card: Card, side: CardSide) => {
    const drawn =
      side === "front"
        ? { front: isCardFrontId(card.front) ? card.front : DEFAULT_CARD_FRONT }
        : { ...card, front: null };
    return createHash("sha256")
      .update(stableJson({ version, side, width: PREVIEW_WIDTH, drawn }))
      .digest("hex");
  };

  async function draw(card: Card, sides: CardSide[], hashes: Record<CardSide, string>) {
    const images = await pool.preview({ kind: "preview", card, sides, width: PREVIEW_WIDTH });
    const rows = sides.map((side) => {
      const png = asBuffer(images[side] as Uint8Array);
      memory.set(hashes[side], png);
      return { hash: hashes[side], png, sender_key: side === "back" ? senderKey(card.sender) : null };
    });
    await db
      .insertInto("card_previews")
      .values(rows)
      .onConflict((oc) => oc.column("hash").doNothing())
      .execute();
  }

  return {
    /** The card's two images as URLs, drawing only what no process has drawn yet. */
    async preview(card: Card): Promise<Record<CardSide, string>> {
      const hashes = { front: hashOf(card, "front"), back: hashOf(card, "back") };
      const unknown = SIDES.filter((side) => !memory.has(hashes[side]));
      const stored = unknown.length
        ? await db
            .selectFrom("card_previews")
            .select("hash")
            .where(
              "hash",
              "in",
              unknown.map((side) => hashes[side]),
            )
            .execute()
        : [];
      const missing = unknown.filter((side) => !stored.some((row) => row.hash === hashes[side]));
      if (missing.length) {
        // Two identical requests at once (a double click, a retry) share one drawing.
        const key = missing.map((side) => hashes[side]).join(":");
        let pending = drawing.get(key);
        if (!pending) {
          pending = draw(card, missing, hashes).finally(() => drawing.delete(key));
          drawing.set(key, pending);
        }
        await pending;
      }
      return { front: PREVIEW_IMAGE_PATH + hashes.front, back: PREVIEW_IMAGE_PATH + hashes.back };
    },

    /** A drawn preview's PNG by its hash, or null when none was drawn (or it expired). */
    async image(hash: string): Promise<Buffer | null> {
      const cached = memory.get(hash);
      if (cached) return cached;
      const row = await db.selectFrom("card_previews").select("png").where("hash", "=", hash).executeTakeFirst();
      if (!row) return null;
      memory.set(hash, row.png);
      return row.png;
    },

    /** Drops previews drawn over a day ago (the wizard draws them again when needed); returns how many. */
    async removeOld(): Promise<number> {
      const result = await db
        .deleteFrom("card_previews")
        .where("created_at", "<", sql<Date>`now() - interval '1 day'`)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/**
 * Names the backs drawn for one return address, so erasing an order can delete them: the same
 * hash from the wizard's sender and from the order's stored one (case and spacing aside).
 */
function senderKey(sender: Card["sender"]): string {
  const parts = [sender.fullName, sender.streetAddress, sender.city, sender.state, sender.zipCode];
  return createHash("sha256")
    .update(JSON.stringify(parts.map((p) => p.trim().replace(/\s+/g, " ").toLowerCase())))
    .digest("hex");
}

/**
 * The renderer's own source files: a change to how cards are drawn (layout, fonts, fronts) gives
 * every card a new hash, so no stale preview outlives a deploy.
 */
function rendererVersion(): string {
  const dir = import.meta.dirname;
  const hash = createHash("sha256");
  for (const file of fs.readdirSync(dir).sort()) {
    if (/\.(ts|tsx|mjs)$/.test(file) && !file.includes(".test.")) hash.update(fs.readFileSync(path.join(dir, file)));
  }
  return hash.digest("hex");
}

/** JSON with object keys sorted, so equal cards hash equal whatever order their fields were set in. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Erasure: the backs drawn with this return address (they expire within a day anyway). */
export async function deletePreviewsOfSender(db: Db, sender: Card["sender"]) {
  await db.deleteFrom("card_previews").where("sender_key", "=", senderKey(sender)).execute();
}
