import type { Source } from "@civic/contracts/drafting";
import { draftFallbackPlaceholder, rankSources } from "@civic/contracts/drafting-rules";
import { DRAFT_SERVER_TIMEOUT_MS, MESSAGE_MAX_LENGTH, SOURCES_MAX } from "@civic/contracts/limits";
import { sql } from "kysely";
import zipcodes from "zipcodes";
import { AppError } from "../../core/app-error";
import type { Logger } from "../../core/logger";
import type { Db } from "../../db/database";
import type { Drafter, DraftRequest, ResearchedSource } from "../../providers/ai";
import { cleanDraft, fitToLimit } from "../../providers/ai";
import type { LegislatorDirectory } from "../legislators";
import { withoutMemberNames } from "../legislators";

export interface DraftingDeps {
  db: Db;
  log: Logger;
  drafter: Drafter;
  legislators: Pick<LegislatorDirectory, "index">;
  assistantName: string;
  timeoutMs?: number;
}

export interface DraftInput {
  concerns: string;
  personalImpact: string;
  zipCode: string;
  representative?: { id?: string; name: string; title?: string };
  /** The sender's language (the request's): the draft is written in it. */
  language?: "en" | "es";
}

export interface DraftResult {
  draftMessage: string;
  draftId: string;
  sources: Source[];
  isFallbackPlaceholder: boolean;
}

class DraftTimeout extends Error {}

/** Drafting (wizard.md steps 7 and 3): the assistant's draft, manual drafts, and the human's approval. */
export function createDrafting({
  db,
  log,
  drafter,
  legislators,
  assistantName,
  timeoutMs = DRAFT_SERVER_TIMEOUT_MS,
}: DraftingDeps) {
  /**
   * The body goes on every card, each with its own greeting: a model that names a member anyway
   * ("Rep. Jayapal, please act") has the name taken out, or the sentence when it can't be.
   */
  function withoutMembers(text: string): string {
    const { mentions } = legislators.index;
    if (mentions.find(text).length === 0) return text;
    log.warn({ provider: drafter.name }, "the draft named a member of Congress; removed");
    return withoutMemberNames(text, mentions);
  }

  /** Research, write, then hold the card's limit: shorten with the model, then cut at a sentence. */
  async function run(request: DraftRequest, signal: AbortSignal) {
    const researched: ResearchedSource[] = drafter.research ? await drafter.research(request, signal) : [];
    const sources = rankSources(researched).slice(0, SOURCES_MAX);
    let message = withoutMembers(cleanDraft(await drafter.write(request, sources, signal)));
    // Cleaning may leave nothing (every sentence named someone): one more try from the model.
    if (!message) message = withoutMembers(cleanDraft(await drafter.write(request, sources, signal)));
    if (message.length > MESSAGE_MAX_LENGTH && drafter.shorten) {
      message = withoutMembers(cleanDraft(await drafter.shorten(message, signal)));
    }
    message = fitToLimit(message);
    if (!message) throw new Error("the drafter returned no usable text");
    return { message, sources: sources.map(({ url, title, rank }) => ({ url, title, rank })) };
  }

  async function draft(input: DraftInput): Promise<DraftResult> {
    const place = zipcodes.lookup(input.zipCode);
    const request: DraftRequest = {
      concerns: input.concerns.trim(),
      personalImpact: input.personalImpact.trim(),
      place: place ? { city: place.city, state: place.state } : null,
      zipCode: input.zipCode,
      ...(input.language === "es" ? { language: "es" as const } : {}),
    };
    const startedAt = new Date();
    const row = await db
      .insertInto("drafts")
      .values({
        zip_code: input.zipCode,
        concerns: request.concerns,
        personal_impact: request.personalImpact,
        representative: JSON.stringify(
          input.representative ? { id: input.representative.id, name: input.representative.name } : null,
        ),
        origin: "assistant",
        status: "drafting",
        sources: "[]",
        provider: drafter.name,
        model: drafter.model,
        started_at: startedAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DraftTimeout(`no draft within ${timeoutMs} ms`)), timeoutMs);
    try {
      const result = await Promise.race([
        run(request, controller.signal),
        new Promise<never>((_, reject) =>
          controller.signal.addEventListener("abort", () => reject(controller.signal.reason), { once: true }),
        ),
      ]);
      const finishedAt = new Date();
      await db
        .updateTable("drafts")
        .set({
          status: "drafted",
          draft_message: result.message,
          sources: JSON.stringify(result.sources),
          finished_at: finishedAt,
          duration_ms: finishedAt.getTime() - startedAt.getTime(),
        })
        .where("id", "=", row.id)
        .execute();
      return { draftMessage: result.message, draftId: row.id, sources: result.sources, isFallbackPlaceholder: false };
    } catch (err) {
      // The person still gets a way forward: the fallback placeholder, recorded as such.
      const reason =
        err instanceof DraftTimeout ? err.message : `${(err as Error).name}: ${(err as Error).message}`.slice(0, 500);
      log.warn({ draftId: row.id, provider: drafter.name, reason }, "drafting fell back to the placeholder");
      const placeholder = draftFallbackPlaceholder(assistantName);
      const finishedAt = new Date();
      await db
        .updateTable("drafts")
        .set({
          status: "fallback",
          is_fallback_placeholder: true,
          draft_message: placeholder,
          failure_reason: reason,
          finished_at: finishedAt,
          duration_ms: finishedAt.getTime() - startedAt.getTime(),
        })
        .where("id", "=", row.id)
        .execute();
      return { draftMessage: placeholder, draftId: row.id, sources: [], isFallbackPlaceholder: true };
    } finally {
      clearTimeout(timer);
    }
  }

  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

  return {
    drafter,
    draft,
    /** 'Write it myself': an empty draft row the approval will fill. */
    async createManual(input: { zipCode: string; concerns: string; personalImpact: string }) {
      const row = await db
        .insertInto("drafts")
        .values({
          zip_code: input.zipCode,
          concerns: input.concerns.trim(),
          personal_impact: input.personalImpact.trim(),
          representative: JSON.stringify(null),
          origin: "manual",
          status: "created",
          sources: "[]",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { draftId: row.id };
    },
    /** The sender's final words; may be approved again after going back to edit. */
    async approve(draftId: string, message: string) {
      const found = UUID.test(draftId)
        ? await db.selectFrom("drafts").select("id").where("id", "=", draftId).executeTakeFirst()
        : undefined;
      if (!found) throw AppError.notFound("We couldn't find that draft. Please go back and try again.");
      await db
        .updateTable("drafts")
        .set({ status: "approved", human_approved_message: message, approved_at: new Date() })
        .where("id", "=", draftId)
        .execute();
      return { success: true, error: null, humanApprovedMessage: message, draftId };
    },
  };
}

/** Erasure: the draft an order was written from (the sender's concerns and words). */
export async function deleteDraft(db: Db, draftId: string) {
  await db.deleteFrom("drafts").where("id", "=", draftId).execute();
}

/**
 * Retention: drafts made before `before` that no order was made from (a wizard left before
 * paying). A draft an order was made from goes with the order's erasure. Returns how many went.
 */
export async function pruneDrafts(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom("drafts")
    .where("created_at", "<", before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom("orders").select("orders.id").whereRef("orders.draft_id", "=", sql<string>`drafts.id::text`)),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
