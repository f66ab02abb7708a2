import type { AdminActionResponse, AuditEntry } from "@civic/contracts/admin";
import type { Db } from "../../db/database";
import type { AuditResult } from "../../db/schema";

export interface AuditedAction {
  operator: string;
  action: "retry_card" | "refund_card" | "refund_rest" | "resend_email" | "erase_order" | "suspend_campaign";
  targetType: "card" | "order" | "email" | "campaign";
  targetId: string;
  orderId: string | null;
  reason: string;
  idempotencyKey: string;
}

export interface ActionOutcome {
  result: AuditResult;
  message: string;
  detail?: Record<string, unknown>;
}

/**
 * Runs an operator's action once per idempotency key and appends what happened to the audit log
 * (operator, action, target, reason, time, result). A repeated key answers with the first
 * outcome without acting again; an action that throws is recorded as failed, then rethrown.
 * The actions themselves are idempotent too, so two keys for the same intent change nothing twice.
 */
export async function runAudited(
  db: Db,
  action: AuditedAction,
  run: () => Promise<ActionOutcome>,
): Promise<AdminActionResponse> {
  const earlier = await findByKey(db, action.idempotencyKey);
  if (earlier) return { result: earlier.result, message: messageOf(earlier.detail), replayed: true };
  let outcome: ActionOutcome;
  try {
    outcome = await run();
  } catch (err) {
    await append(db, action, {
      result: "failed",
      message: err instanceof Error ? err.message.slice(0, 300) : "The action failed.",
    });
    throw err;
  }
  const inserted = await append(db, action, outcome);
  if (!inserted) {
    // A concurrent request with the same key finished first: its record is the answer.
    const first = await findByKey(db, action.idempotencyKey);
    if (first) return { result: first.result, message: messageOf(first.detail), replayed: true };
  }
  return { result: outcome.result, message: outcome.message, replayed: false };
}

async function append(db: Db, action: AuditedAction, outcome: ActionOutcome) {
  const row = await db
    .insertInto("audit_log")
    .values({
      operator_email: action.operator,
      action: action.action,
      target_type: action.targetType,
      target_id: action.targetId,
      order_id: action.orderId,
      reason: action.reason,
      result: outcome.result,
      detail: JSON.stringify({ message: outcome.message, ...outcome.detail }),
      idempotency_key: action.idempotencyKey,
    })
    .onConflict((oc) => oc.column("idempotency_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

function findByKey(db: Db, key: string) {
  return db.selectFrom("audit_log").select(["result", "detail"]).where("idempotency_key", "=", key).executeTakeFirst();
}

function messageOf(detail: Record<string, unknown>): string {
  return typeof detail.message === "string" ? detail.message : "Done.";
}

const at = (d: Date | string) => new Date(d).toISOString();

/** The audit trail, newest first: of one order, or of every action. */
export async function loadAudit(db: Db, orderId: string | null, limit = 200): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom("audit_log")
    .selectAll()
    .$if(orderId !== null, (q) => q.where("order_id", "=", orderId as string))
    .orderBy("occurred_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    at: at(r.occurred_at),
    operator: r.operator_email,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    reason: r.reason,
    result: r.result,
  }));
}
