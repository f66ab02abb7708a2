import type { AdminActionResponse, AuditEntry } from "@civic/contracts/admin";
import type { Db } from "../../db/database";
import type { AuditResult } from "../../db/schema";
import { orderNumbersOf } from "../orders";

export interface AuditedAction {
  operator: string;
  action:
    | "retry_card"
    | "refund_card"
    | "refund_rest"
    | "resend_email"
    | "erase_order"
    | "confirm_at_vendor"
    | "send_again"
    | "pause_vendor"
    | "resume_vendor"
    | "suspend_campaign"
    | "pause_sponsorship"
    | "resume_sponsorship";
  targetType: "card" | "order" | "email" | "vendor" | "campaign";
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
 * (operator, action, target, reason, time, result). A key is bound to the operator, the action and
 * its target: repeated with all three, it answers with the first outcome without acting again;
 * sent with another action or target, it is another action (never the first one's answer). An
 * action that throws is recorded as failed, then rethrown. The actions themselves are idempotent
 * too, so two keys for the same intent change nothing twice.
 */
export async function runAudited(
  db: Db,
  action: AuditedAction,
  run: () => Promise<ActionOutcome>,
): Promise<AdminActionResponse> {
  const earlier = await findByKey(db, action);
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
    const first = await findByKey(db, action);
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
    .onConflict((oc) => oc.columns(["operator_email", "action", "target_id", "idempotency_key"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/** The earlier record of this very action: the same key, from the same operator, for the same action and target. */
function findByKey(db: Db, action: AuditedAction) {
  return db
    .selectFrom("audit_log")
    .select(["result", "detail"])
    .where("operator_email", "=", action.operator)
    .where("action", "=", action.action)
    .where("target_id", "=", action.targetId)
    .where("idempotency_key", "=", action.idempotencyKey)
    .executeTakeFirst();
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
  // Operators know an order by its number, not its id.
  const numbers = await orderNumbersOf(
    db,
    rows.flatMap((r) => (r.order_id ? [r.order_id] : [])),
  );
  return rows.map((r) => ({
    id: r.id,
    at: at(r.occurred_at),
    operator: r.operator_email,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    orderId: r.order_id,
    orderNumber: r.order_id ? (numbers.get(r.order_id) ?? null) : null,
    reason: r.reason,
    result: r.result,
  }));
}
