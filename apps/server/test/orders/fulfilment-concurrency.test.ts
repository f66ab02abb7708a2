import { afterAll, beforeAll, expect, it } from "vitest";
import { fulfilOrderJob } from "../../src/services/orders/jobs";
import { startTestRuntime, type TestRuntime } from "../harness";
import { orderBody, placeOrder } from "./order-fixtures";
import { waitFor } from "./wait";

let rt: TestRuntime;
beforeAll(async () => {
  // No job workers: the orders wait, paid, until the test fulfils them all at once.
  rt = await startTestRuntime({ ROLE: "web", LOCAL_MAIL_STEP_SECONDS: "3600", RATE_LIMIT_ENABLED: "false" });
});
afterAll(async () => {
  await rt?.stop();
});

it("fulfils as many orders at once as a worker takes", { timeout: 60_000 }, async () => {
  // Each order holds a connection for its lock while the vendor's own queries need another: with no
  // more connections than orders in flight, every order would wait for a connection forever.
  const count = fulfilOrderJob.concurrency ?? 1;
  const orders: string[] = [];
  for (let i = 0; i < count; i++) orders.push((await placeOrder(rt, orderBody(rt, 2))).created.orderId);
  const outcomes = await Promise.all(orders.map((id) => rt.ctx.services.fulfilment.fulfil(id)));
  expect(outcomes.every((o) => o === "completed" || o === "busy")).toBe(true);
  await waitFor("every order completed", async () => {
    const rows = await rt.ctx.db.selectFrom("orders").select("status").where("id", "in", orders).execute();
    return rows.every((r) => r.status === "completed");
  });
});
