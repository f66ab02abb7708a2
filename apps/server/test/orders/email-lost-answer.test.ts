import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, startTestRuntime, type TestRuntime } from "../harness";
import { mailFilesIn } from "../mail-outbox";
import { startTcpProxy } from "../tcp-proxy";
import { orderBody, placeOrder } from "./order-fixtures";
import { waitFor } from "./wait";

/**
 * The database drops its connection between an email's claim and the claim's answer: the claim
 * was made, the worker cannot know it. The email must still go out once, soon, not wait for the
 * claim to go stale (EMAIL_CLAIM_SECONDS, five minutes): the chaos test's outage once timed out
 * on such an email.
 */
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let rt: TestRuntime;
beforeAll(async () => {
  proxy = await startTcpProxy(await createTestDatabase());
  rt = await startTestRuntime({ DATABASE_URL: proxy.url, LOCAL_MAIL_STEP_SECONDS: "3600" });
});
afterAll(async () => {
  await rt?.stop();
  await proxy?.close();
});

it("an email whose claim's answer was lost is released by its worker and goes out once", {
  timeout: 60_000,
}, async () => {
  // The claim: the one UPDATE that counts an attempt (services/email/send-email.tsx).
  const claimLost = proxy.loseAnswerTo(/update "emails" set [^\0]*attempts \+ 1/);
  const { created } = await placeOrder(rt, orderBody(rt, 1));
  await rt.call("verify-payment", { sessionId: created.sessionId });
  // Reconciliation only once the claim was made and its answer lost: before that, its job for
  // the pending email would race the queue's, and the lost claim could be the one that found the
  // row already claimed (and changed nothing).
  await claimLost;
  const emails = await waitFor(
    "the order's emails sent",
    async () => {
      const rows = await rt.ctx.db
        .selectFrom("emails")
        .select(["status", "attempts"])
        .where("order_id", "=", created.orderId)
        .execute();
      if (rows.length > 0 && rows.every((r) => r.status === "sent")) return rows;
      // Reconciliation (every minute in production) re-queues a released email at once; a claim
      // left behind would hold it back for five minutes.
      await rt.ctx.services.fulfilment.reconcile({ olderThanSeconds: 0 });
    },
    30_000,
  );
  // One of them was claimed twice: once with its answer lost, once to send it.
  expect(emails.some((e) => e.attempts === 2)).toBe(true);
  expect(mailFilesIn(rt.dataDir)).toHaveLength(emails.length);
});
