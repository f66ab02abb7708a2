import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMigrationFiles } from "../../src/db/migrate";
import { createTestDatabase } from "../harness";

// Migration 0026 moves each returned card's refund to a row per prepayment. A database that
// refunded returns before it must keep each one's state and the key it was asked with, or a retry
// after the upgrade would refund the organiser a second time.
let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: await createTestDatabase({ empty: true }) });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
});

describe("migration 0026_budget_return_refunds", () => {
  it("keeps every return refunded before, with its state and its key; a return that owed nothing gets no row", async () => {
    const files = await readMigrationFiles();
    const at = files.findIndex((f) => f.name === "0026_budget_return_refunds");
    for (const file of files.slice(0, at)) await client.query(file.text);
    // Only the rows under test: their parents (orders, refunds, campaigns) are not what is moved.
    await client.query("SET session_replication_role = replica");
    const ids = {
      campaign: crypto.randomUUID(),
      funding: crypto.randomUUID(),
      made: crypto.randomUUID(),
      owed: crypto.randomUUID(),
      open: crypto.randomUUID(),
    };
    await client.query(
      `INSERT INTO budget_returns (refund_id, campaign_id, cards, funding_id, refund_cents, refund_status, provider_refund_id)
       VALUES ($1, $4, 1, $5, 500, 'succeeded', 're_1'), ($2, $4, 2, $5, 1000, 'failed', NULL), ($3, $4, 1, NULL, 0, NULL, NULL)`,
      [ids.made, ids.owed, ids.open, ids.campaign, ids.funding],
    );
    await client.query(files[at]?.text ?? "");
    const { rows } = await client.query(
      `SELECT refund_id, funding_id, campaign_id, idempotency_key, refund_cents, refund_status, provider_refund_id
       FROM budget_return_refunds ORDER BY refund_cents`,
    );
    expect(rows).toEqual([
      {
        refund_id: ids.made,
        funding_id: ids.funding,
        campaign_id: ids.campaign,
        idempotency_key: `budget-return-${ids.made}`,
        refund_cents: 500,
        refund_status: "succeeded",
        provider_refund_id: "re_1",
      },
      {
        refund_id: ids.owed,
        funding_id: ids.funding,
        campaign_id: ids.campaign,
        idempotency_key: `budget-return-${ids.owed}`,
        refund_cents: 1000,
        refund_status: "failed",
        provider_refund_id: null,
      },
    ]);
  });
});
