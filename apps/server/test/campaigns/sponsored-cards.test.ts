import fs from "node:fs";
import { PER_CARD_CENTS } from "@civic/contracts/pricing";
import type { CampaignBudget } from "@civic/contracts/sponsorship";
import { testCards } from "@civic/test-fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  attachClaimOrder,
  campaignMessageHash,
  claimCards,
  closeBudget,
  sponsorEmailHash,
} from "../../src/services/campaigns";
import { createOrder } from "../../src/services/orders";
import { planOrder } from "../../src/services/payments/plan-order";
import { action, adminGet, adminPost, signIn } from "../admin/console-helpers";
import { startTestRuntime, type TestRuntime } from "../harness";
import { mailFilesIn } from "../mail-outbox";
import { orderBody } from "../orders/order-fixtures";
import { waitFor } from "../orders/wait";
import { campaignInput, claimAndConfirm, organiserCall, signInOrganiser } from "./campaign-helpers";

// Sponsored cards (issue 28 item 5) against the real PostgreSQL of the test runtime.
const OPERATOR = "ops@example.com";
let rt: TestRuntime;
let cookie: string;
beforeAll(async () => {
  rt = await startTestRuntime({
    RATE_LIMIT_ENABLED: "false",
    LOCAL_MAIL_STEP_SECONDS: "3600",
    ADMIN_EMAILS: OPERATOR,
  });
  cookie = await signInOrganiser(rt, "sponsor@example.org");
});
afterAll(async () => {
  await rt?.stop();
});

/** A live campaign of this organiser: its id and slug. */
async function liveCampaign(as = cookie) {
  const input = campaignInput();
  const { id } = await (await organiserCall(rt, "POST", "/api/organize/campaigns", as, input)).json();
  await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/state`, as, { state: "live" });
  return { id: id as string, slug: input.slug };
}

/** The organiser opens a prepayment of `cards` cards: its checkout session, not paid yet. */
async function openFunding(campaignId: string, cards: number, as = cookie) {
  const res = await organiserCall(rt, "POST", `/api/organize/campaigns/${campaignId}/budget`, as, { cards });
  expect(res.status).toBe(201);
  return (await res.json()) as { sessionId: string; clientSecret: string; amountCents: number };
}

/** Pays a prepayment's session in the local test checkout, as the browser does. */
async function payFunding(session: { clientSecret: string }) {
  const paid = await rt.call("local-checkout-pay", {
    clientSecret: session.clientSecret,
    cardNumber: testCards.paid,
    expiry: testCards.expiry,
    cvc: testCards.cvc,
  });
  expect(paid.body).toMatchObject({ status: "complete" });
}

/** The organiser prepays `cards` cards through the local test checkout. */
async function fund(campaignId: string, cards: number, as = cookie) {
  const session = await openFunding(campaignId, cards, as);
  await payFunding(session);
  return session;
}

const budget = async (campaignId: string): Promise<CampaignBudget> =>
  (await organiserCall(rt, "GET", `/api/organize/campaigns/${campaignId}/budget`, cookie)).json();

function claimBody(slug: string, email: string, cards: 1 | 2 | 3 = 1, extra = {}) {
  const body = orderBody(rt, cards, extra);
  return {
    ...body,
    email,
    postcardData: { ...body.postcardData, email },
    campaign: { slug, shareWithOrganisation: false },
  };
}

/** The local test checkout's refunds of these prepayments, each as [session, cents], by amount. */
async function refundsOf(...sessions: { sessionId: string }[]): Promise<[string, number][]> {
  const rows = await rt.ctx.db
    .selectFrom("local_refunds as r")
    .innerJoin("local_checkout_sessions as s", "s.payment_intent_id", "r.payment_intent_id")
    .select(["s.id as session", "r.amount"])
    .where(
      "s.id",
      "in",
      sessions.map((x) => x.sessionId),
    )
    .orderBy("r.amount")
    .orderBy("s.id")
    .execute();
  return rows.map((r) => [r.session, r.amount]);
}

/**
 * A sponsored order of `cards` whose last `failed` cards fail while the print shop is held (so its
 * good cards wait), and the campaign closed before the order settles; the print shop is released.
 * Returns the order, and the budget as closing left it.
 */
async function failAfterClosing(campaign: { id: string; slug: string }, email: string, cards: 2 | 3, failed: number) {
  const operator = { email: OPERATOR };
  const req = () => ({ reason: "Held for the test", idempotencyKey: crypto.randomUUID() });
  await rt.ctx.services.admin.pauseVendor(operator, "local", req());
  try {
    const claimed = await claimAndConfirm(
      rt,
      claimBody(campaign.slug, email, cards, { simulateFailure: true, simulatedFailed: failed }),
    );
    expect(claimed.body).toMatchObject({ status: "claimed" });
    const orderId = (claimed.body as { orderId: string }).orderId;
    await waitFor(`${failed} card(s) failed, the others waiting for the print shop`, async () => {
      const rows = await rt.ctx.db
        .selectFrom("order_recipients")
        .select("status")
        .where("order_id", "=", orderId)
        .execute();
      return (
        rows.filter((r) => r.status === "failed").length === failed &&
        rows.every((r) => r.status === "failed" || r.status === "pending")
      );
    });
    await organiserCall(rt, "POST", `/api/organize/campaigns/${campaign.id}/state`, cookie, { state: "closed" });
    return { orderId, closed: await budget(campaign.id) };
  } finally {
    await rt.ctx.services.admin.resumeVendor(operator, "local", req());
  }
}

describe("sponsored cards", () => {
  it("the organiser prepays cards at the single-card price through the checkout; paying twice credits once", async () => {
    const { id, slug } = await liveCampaign();
    expect((await (await rt.app.request(`/api/campaigns/${slug}`)).json()).sponsoredBy).toBeNull();
    const session = await fund(id, 4);
    expect(session.amountCents).toBe(2000);
    // The return page asks again: still 4 cards.
    await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/budget/confirm`, cookie, {
      sessionId: session.sessionId,
    });
    expect(await budget(id)).toMatchObject({ remainingCards: 4, fundedCards: 4, paidCents: 2000 });
    // A top-up adds to it.
    await fund(id, 2);
    expect(await budget(id)).toMatchObject({ remainingCards: 6, fundedCards: 6, paidCents: 3000 });
    expect((await (await rt.app.request(`/api/campaigns/${slug}`)).json()).sponsoredBy).toBe("Friends of Rock Creek");
  });

  it("200 simultaneous claims against a budget of 10 single cards give exactly 10; the rest are offered the paid path", async () => {
    const { id, slug } = await liveCampaign();
    await fund(id, 10);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => claimAndConfirm(rt, claimBody(slug, `sender-${i}@example.com`))),
    );
    const statuses = results.map((r) => (r.body as { status: string }).status);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(statuses.filter((s) => s === "claimed")).toHaveLength(10);
    expect(statuses.filter((s) => s === "exhausted")).toHaveLength(190);
    // The claim's own refusal or the click's, which carries its facts too (below).
    expect(results.find((r) => (r.body as { status: string }).status === "exhausted")?.body).toMatchObject({
      status: "exhausted",
      message: "This campaign's paid-for postcards have all been claimed. You can still send yours for $5.",
    });
    const sponsored = await rt.ctx.db
      .selectFrom("orders")
      .select(["status", "payment_session_id"])
      .where("campaign_id", "=", id)
      .where("sponsored", "=", true)
      .execute();
    // Every sender's order was stored and emailed; only the 10 whose click found cards were paid.
    expect(sponsored).toHaveLength(200);
    expect(sponsored.filter((o) => o.status !== "pending_payment")).toHaveLength(10);
    expect(await budget(id)).toMatchObject({ remainingCards: 0, spent: { orders: 10, cards: 10 } });
    expect((await (await rt.app.request(`/api/campaigns/${slug}`)).json()).sponsoredBy).toBeNull();
  }, 90_000);

  it("emails a Spanish sender's link in Spanish, opening the page in Spanish; an English sender's as before", async () => {
    const { id, slug } = await liveCampaign();
    await fund(id, 2);
    const mailTo = async (email: string) =>
      waitFor(`the claim email to ${email}`, async () => {
        return (
          mailFilesIn(rt.dataDir)
            // Quoted-printable: its soft line breaks, and "=" as the link's query writes it.
            .map((f) =>
              fs
                .readFileSync(f, "utf8")
                .replace(/=\r?\n/g, "")
                .replaceAll("=3D", "="),
            )
            .find((m) => m.includes(`To: ${email}`) && m.includes("/c/confirm"))
        );
      });
    const asked = await rt.app.request("/api/functions/claim-sponsored-cards", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: "lang=es" },
      body: JSON.stringify(claimBody(slug, "sofia@example.com")),
    });
    expect(await asked.json()).toEqual({ status: "check_email" });
    const spanish = await mailTo("sofia@example.com");
    expect(spanish).toMatch(/\/c\/confirm\?lang=es#sponsored_/);
    // The subject is encoded (it has accents elsewhere); its body says it in Spanish, in `usted`.
    expect(spanish).toContain("Abra este enlace para enviarlas");
    expect(spanish).toContain("Si usted no escribi");
    expect(spanish).not.toContain("Open this link");

    expect((await rt.call("claim-sponsored-cards", claimBody(slug, "sam@example.com"))).body).toEqual({
      status: "check_email",
    });
    const english = await mailTo("sam@example.com");
    expect(english).toMatch(/\/c\/confirm#sponsored_/);
    expect(english).toContain("is paying for your postcards. Open this link to send them:");
    expect(english).toContain("Subject: Confirm your postcards, paid for by Friends of Rock Creek");
  });

  it("gives one order per address per campaign (case and spaces aside), of up to 3 cards", async () => {
    const { id, slug } = await liveCampaign();
    await fund(id, 10);
    const first = await claimAndConfirm(rt, claimBody(slug, "Ana.Sender@Example.com", 3));
    expect(first.body).toMatchObject({ status: "claimed", organisation: "Friends of Rock Creek" });
    expect((first.body as { statusPath: string }).statusPath).toMatch(/^\/orders\//);
    const again = await claimAndConfirm(rt, claimBody(slug, "  ana.sender@example.COM ", 1));
    expect(again.body).toEqual({
      status: "used",
      message:
        "Friends of Rock Creek has already paid for postcards sent with this email address. You can still send yours for $5.",
      // Its facts apart, for a page that says it in Spanish.
      organisation: "Friends of Rock Creek",
      priceCents: 500,
    });
    expect(await budget(id)).toMatchObject({ remainingCards: 7, spent: { orders: 1, cards: 3, house: 1, senate: 2 } });
    // Fulfilled like a paid order, and the confirmation email says who paid.
    const orderId = (first.body as { orderId: string }).orderId;
    await waitFor("the sponsored order to be fulfilled", async () => {
      const o = await rt.ctx.db.selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirst();
      return o?.status === "completed";
    });
    const confirmation = await waitFor("the confirmation email", async () => {
      const mails = mailFilesIn(rt.dataDir).map((f) => fs.readFileSync(f, "utf8"));
      const found = mails
        .map((m) => m.replace(/=\r?\n/g, ""))
        .find((m) => /^To: Ana\.Sender@example\.com/im.test(m) && !m.includes("/c/confirm#"));
      return found;
    });
    expect(confirmation).toContain("paid for by Friends of Rock Creek: you were not charged.");
    expect(confirmation).not.toContain("Refund issued");
    // The same status page, saying who paid instead of an amount charged.
    const token = (first.body as { statusPath: string }).statusPath.split("/").pop() ?? "";
    const status = await rt.call("order-status", { token });
    expect(status.body).toMatchObject({ status: "completed", sponsoredBy: "Friends of Rock Creek" });
    const data = await (await rt.app.request(`/api/orders/${token}/data.json`)).json();
    expect(data.campaign).toMatchObject({ organisation: "Friends of Rock Creek", paidForByOrganisation: true });
  });

  it("a card that fails at the vendor goes back to the budget, once", async () => {
    const { id, slug } = await liveCampaign();
    await fund(id, 3);
    const claimed = await claimAndConfirm(
      rt,
      claimBody(slug, "fails@example.com", 2, { simulateFailure: true, simulatedFailed: 1 }),
    );
    expect(claimed.body).toMatchObject({ status: "claimed" });
    // Both cards taken (1 left), or already the failed one back: the job worker may have tried
    // the order before this reads the budget (it did once in CI, a flaky retry).
    expect([1, 2]).toContain((await budget(id)).remainingCards);
    const { sessionId } = claimed.body as { sessionId: string };
    await waitFor("the failed card to return to the budget", async () => (await budget(id)).remainingCards === 2);
    // The card returns just before its order completes (the refund, then the settling transaction).
    await waitFor("the order to complete", async () => {
      const o = await rt.ctx.db
        .selectFrom("orders")
        .select("status")
        .where("payment_session_id", "=", sessionId)
        .executeTakeFirst();
      return o?.status === "completed";
    });
    // The return page asks for the refund too; a retry returns nothing twice.
    const refund = await rt.call("refund-payment", { sessionId });
    expect(refund.status).toBe(200);
    await rt.call("refund-payment", { sessionId: sessionId as string });
    expect(await budget(id)).toMatchObject({ remainingCards: 2, spent: { returned: 1 } });
    // No money moved: the refund is the budget's.
    const refunds = await rt.ctx.db
      .selectFrom("refunds")
      .innerJoin("orders", "orders.id", "refunds.order_id")
      .select(["refunds.provider_refund_id", "refunds.status", "refunds.failed_count"])
      .where("orders.payment_session_id", "=", sessionId)
      .execute();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ status: "succeeded", failed_count: 1 });
    expect(refunds[0]?.provider_refund_id).toMatch(/^budget_/);
  });

  it("on closing, the unused budget is refunded once through the provider, however often and from wherever it is asked", async () => {
    const { id, slug } = await liveCampaign();
    const first = await fund(id, 3);
    const second = await fund(id, 2);
    await claimAndConfirm(rt, claimBody(slug, "one@example.com", 1));
    // Two clicks at once, then a third.
    const close = () => organiserCall(rt, "POST", `/api/organize/campaigns/${id}/state`, cookie, { state: "closed" });
    const [a, b] = await Promise.all([close(), close(), rt.ctx.services.payments.refundUnusedBudget(id)]);
    // The click that lost the race to move the state may be told to reload (409); none refunds twice.
    expect([a.status, b.status]).toContain(200);
    expect((await close()).status).toBe(200);
    // 4 cards unused: the newest prepayment's 2 (1000) and 2 of the first (1000).
    expect((await refundsOf(first, second)).sort()).toEqual(
      [
        [first.sessionId, 1000],
        [second.sessionId, 1000],
      ].sort(),
    );
    expect(await budget(id)).toMatchObject({ remainingCards: 0, unusedCards: 4, refundedCents: 2000 });
    const claim = await claimAndConfirm(rt, claimBody(slug, "late@example.com", 1));
    expect(claim.status).toBe(409);
  });

  it("a card that fails after the campaign closed goes back to the organiser through the provider, once", async () => {
    const { id, slug } = await liveCampaign();
    const prepaid = await fund(id, 3);
    const { orderId, closed } = await failAfterClosing({ id, slug }, "late-fail@example.com", 2, 1);
    // Closed: the 1 card left is refunded; the failed card is not settled yet.
    expect(closed).toMatchObject({ unusedCards: 1, refundedCents: 500, spent: { returned: 0 } });
    // The other card goes to the print shop (here, or in the job's next try if it holds the order);
    // the order settles, and the failed card's price goes back.
    await rt.ctx.services.fulfilment.fulfil(orderId);
    const refunds = async () => (await refundsOf(prepaid)).map(([, cents]) => cents);
    await waitFor("the failed card's refund", async () => (await refunds()).length === 2);
    expect(await refunds()).toEqual([500, 500]);
    // Reported again (fulfilment, the return page, the job): nothing more.
    const { sessionId } = await rt.ctx.db
      .selectFrom("orders")
      .select("payment_session_id as sessionId")
      .where("id", "=", orderId)
      .executeTakeFirstOrThrow();
    await waitFor("the order to complete", async () => {
      const o = await rt.ctx.db.selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirst();
      return o?.status === "completed";
    });
    await rt.ctx.services.fulfilment.fulfil(orderId);
    await rt.call("refund-payment", { sessionId: sessionId as string });
    await rt.call("refund-payment", { sessionId: sessionId as string });
    expect(await rt.ctx.services.payments.issueBudgetRefunds(id)).toBe(0);
    expect(await refunds()).toEqual([500, 500]);
    expect(await budget(id)).toMatchObject({
      remainingCards: 0,
      spent: { returned: 1 },
      fundings: [{ refundedCents: 1000, refundingCents: 0 }],
    });
  });

  it("a closed campaign's failed cards whose price spans one-card prepayments are refunded through each of them, once", async () => {
    const { id, slug } = await liveCampaign();
    const [oldest, middle, newest] = [await fund(id, 1), await fund(id, 1), await fund(id, 1)];
    const { orderId, closed } = await failAfterClosing({ id, slug }, "spans@example.com", 3, 2);
    expect(closed).toMatchObject({ unusedCards: 0, refundedCents: 0 });
    await rt.ctx.services.fulfilment.fulfil(orderId);
    const refunds = () => refundsOf(oldest, middle, newest);
    await waitFor("the two failed cards' refunds", async () => (await refunds()).length === 2);
    // 1,000 cents, no one prepayment's to give: 500 back through each of the two newest.
    expect((await refunds()).sort()).toEqual(
      [
        [newest.sessionId, 500],
        [middle.sessionId, 500],
      ].sort(),
    );
    // Asked again (the job, the order's refund reported again): nothing more.
    expect(await rt.ctx.services.payments.issueBudgetRefunds(id)).toBe(0);
    const { sessionId } = await rt.ctx.db
      .selectFrom("orders")
      .select("payment_session_id as sessionId")
      .where("id", "=", orderId)
      .executeTakeFirstOrThrow();
    await rt.call("refund-payment", { sessionId: sessionId as string });
    expect(await refunds()).toHaveLength(2);
    expect((await budget(id)).fundings.map((f) => [f.refundedCents, f.refundingCents])).toEqual([
      [0, 0],
      [500, 0],
      [500, 0],
    ]);
  });

  it("a close whose process stopped before asking the provider is refunded by reconciliation, once", async () => {
    const { id } = await liveCampaign();
    const prepaid = await fund(id, 2);
    // What the close records in its transaction, without the call to the provider that follows it.
    await closeBudget(rt.ctx.db, id, PER_CARD_CENTS);
    const refunds = () => refundsOf(prepaid);
    expect(await refunds()).toEqual([]);
    const swept = await rt.ctx.services.fulfilment.reconcile({ olderThanSeconds: 0 });
    expect(swept.budgetRefunds).toBeGreaterThanOrEqual(1);
    await waitFor("the refund-budget job's refund", async () => (await refunds()).length === 1);
    await waitFor("the refund recorded", async () => (await budget(id)).refundedCents === 1000);
    await rt.ctx.services.fulfilment.reconcile({ olderThanSeconds: 0 });
    expect(await rt.ctx.services.payments.issueBudgetRefunds(id)).toBe(0);
    expect(await refunds()).toEqual([[prepaid.sessionId, 1000]]);
  });

  it("a prepayment paid after its campaign closed is refunded in full, even when it was the campaign's first", async () => {
    const { id } = await liveCampaign();
    const session = await openFunding(id, 2);
    // The checkout stays open while the organiser closes the campaign, then is paid.
    await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/state`, cookie, { state: "closed" });
    await payFunding(session);
    await waitFor("the whole payment refunded", async () => (await refundsOf(session)).length === 1);
    expect(await refundsOf(session)).toEqual([[session.sessionId, 1000]]);
    expect(await budget(id)).toMatchObject({
      remainingCards: 0,
      fundings: [{ refundedCents: 1000, refundingCents: 0 }],
    });
  });

  it("a campaign closed by a process that stopped before closing its budget is closed and refunded by reconciliation", async () => {
    const { id } = await liveCampaign();
    const prepaid = await fund(id, 2);
    // The state change committed; the budget's close that follows it never ran.
    await rt.ctx.db.updateTable("campaigns").set({ state: "closed" }).where("id", "=", id).execute();
    expect(await budget(id)).toMatchObject({ remainingCards: 2, closedAt: null });
    await rt.ctx.services.fulfilment.reconcile({ olderThanSeconds: 0 });
    expect(await budget(id)).toMatchObject({ remainingCards: 0, unusedCards: 2, refundedCents: 1000 });
    expect(await refundsOf(prepaid)).toEqual([[prepaid.sessionId, 1000]]);
    await rt.ctx.services.fulfilment.reconcile({ olderThanSeconds: 0 });
    expect(await refundsOf(prepaid)).toHaveLength(1);
  });

  it("a claim whose process stopped before paying its order is paid by reconciliation; one with no order gives its cards back", async () => {
    const { id, slug } = await liveCampaign();
    await fund(id, 3);
    // What claimSponsoredCards commits before the order is paid: the cards taken, the order stored
    // and attached to its claim.
    const body = claimBody(slug, "stopped@example.com", 1);
    const plan = planOrder(rt.ctx.services.legislators, rt.ctx.services.stateLegislators, body, false);
    const claimed = await claimCards(rt.ctx.db, { campaignId: id, emailHash: sponsorEmailHash(body.email), cards: 1 });
    if (claimed.outcome !== "claimed") throw new Error(claimed.outcome);
    const order = await createOrder(rt.ctx.db, {
      campaign: { id, sharesWithOrganisation: false, messageHash: campaignMessageHash(body.postcardData.finalMessage) },
      sponsored: true,
      front: null,
      sendOption: plan.sendOption,
      amountCents: plan.amountCents,
      recipients: plan.recipients,
      email: body.email,
      postcardData: body.postcardData,
      simulatedFailures: 0,
      paymentProvider: "local",
    });
    await attachClaimOrder(rt.ctx.db, claimed.claimId, order.id);
    // And one stopped right after taking the cards.
    await claimCards(rt.ctx.db, { campaignId: id, emailHash: sponsorEmailHash("stopped-early@example.com"), cards: 1 });
    expect(await budget(id)).toMatchObject({ remainingCards: 1 });

    const swept = await rt.ctx.services.fulfilment.reconcile({ olderThanSeconds: 0 });
    expect(swept.claims).toBe(2);
    const paid = await rt.ctx.db
      .selectFrom("orders")
      .select("status")
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    // Paid, and perhaps already fulfilled by the runtime's worker.
    expect(["paid", "completed"]).toContain(paid.status);
    await waitFor("the order's card at the print shop", async () => {
      const cards = await rt.ctx.db
        .selectFrom("order_recipients")
        .select("status")
        .where("order_id", "=", order.id)
        .execute();
      return cards.every((c) => c.status === "ordered");
    });
    // The stopped-early address's card is back, and that address may claim again.
    expect(await budget(id)).toMatchObject({ remainingCards: 2, spent: { orders: 1, cards: 1 } });
    const again = await claimAndConfirm(rt, claimBody(slug, "stopped-early@example.com", 1));
    expect(again.body).toMatchObject({ status: "claimed" });
    expect((await rt.ctx.services.fulfilment.reconcile({ olderThanSeconds: 0 })).claims).toBe(0);
  });

  it("an operator's pause from the console (audited) sends senders to the paid path; the console's search shows it", async () => {
    const { id, slug } = await liveCampaign();
    await fund(id, 5);
    const operator = await signIn(rt, OPERATOR);
    // An organiser cannot pause.
    expect((await adminPost(rt, `/api/admin/campaigns/${id}/sponsorship/pause`, action(), cookie)).status).toBe(403);
    const paused = await adminPost(
      rt,
      `/api/admin/campaigns/${id}/sponsorship/pause`,
      action("A script is claiming the cards"),
      operator,
    );
    expect(await paused.json()).toMatchObject({ result: "succeeded" });
    const audit = await (await adminGet(rt, "/api/admin/audit", operator)).json();
    expect(audit[0]).toMatchObject({
      action: "pause_sponsorship",
      targetType: "campaign",
      targetId: id,
      operator: OPERATOR,
      reason: "A script is claiming the cards",
    });
    const found = await (await adminGet(rt, `/api/admin/campaigns?q=${slug}`, operator)).json();
    expect(found).toEqual([
      expect.objectContaining({
        id,
        sponsorship: { remainingCards: 5, paused: true, cardsPerHour: null, hourlyCapHitAt: null },
      }),
    ]);
    expect((await (await rt.app.request(`/api/campaigns/${slug}`)).json()).sponsoredBy).toBeNull();
    const claim = await claimAndConfirm(rt, claimBody(slug, "paused@example.com", 1));
    expect(claim.body).toMatchObject({ status: "exhausted" });
    const again = await adminPost(rt, `/api/admin/campaigns/${id}/sponsorship/pause`, action(), operator);
    expect(await again.json()).toMatchObject({ result: "no_change" });
    const resumed = await adminPost(rt, `/api/admin/campaigns/${id}/sponsorship/resume`, action(), operator);
    expect(await resumed.json()).toMatchObject({ result: "succeeded" });
    const after = await claimAndConfirm(rt, claimBody(slug, "paused@example.com", 1));
    expect(after.body).toMatchObject({ status: "claimed" });
  });

  it("limits claims per address and per client, so a script cannot drain a budget", async () => {
    const limited = await startTestRuntime({ LOCAL_MAIL_STEP_SECONDS: "3600" });
    try {
      const organiser = await signInOrganiser(limited, "limits@example.org");
      const input = campaignInput();
      const { id } = await (await organiserCall(limited, "POST", "/api/organize/campaigns", organiser, input)).json();
      await organiserCall(limited, "POST", `/api/organize/campaigns/${id}/state`, organiser, { state: "live" });
      const session = await (
        await organiserCall(limited, "POST", `/api/organize/campaigns/${id}/budget`, organiser, { cards: 20 })
      ).json();
      await limited.call("local-checkout-pay", {
        clientSecret: session.clientSecret,
        cardNumber: testCards.paid,
        expiry: testCards.expiry,
        cvc: testCards.cvc,
      });
      const claim = (email: string) => {
        const body = claimBody(input.slug, email);
        return claimAndConfirm(limited, body);
      };
      // One address, written five ways: one order, four refusals, then the limits (5 an hour per
      // address, and per client).
      const sameAddress = [];
      for (let i = 0; i < 6; i++) sameAddress.push(await claim(i % 2 ? " SAME+x@example.com" : "same@example.com"));
      expect(sameAddress.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429]);
      expect(sameAddress.map((r) => (r.body as { status?: string }).status).slice(0, 5)).toEqual([
        "claimed",
        "used",
        "used",
        "used",
        "used",
      ]);
      // A new address from the same client: its limit (5 claims an hour) holds.
      expect((await claim("other@example.com")).status).toBe(429);
    } finally {
      await limited.stop();
    }
  });

  it("the organiser's data download holds each budget; erasing the account refunds what is left first", async () => {
    // An organiser of their own: erasure is of everything an organiser has.
    const cookie = await signInOrganiser(rt, "erase-me@example.org");
    const { id, slug } = await liveCampaign(cookie);
    const session = await fund(id, 3, cookie);
    await claimAndConfirm(rt, claimBody(slug, "erase@example.com", 1));
    const data = await (await organiserCall(rt, "GET", "/api/organize/data", cookie)).json();
    const mine = data.campaigns.find((c: { id: string }) => c.id === id);
    expect(mine.sponsoredCards).toMatchObject({ remainingCards: 2, fundedCards: 3, spent: { orders: 1, cards: 1 } });
    expect(JSON.stringify(mine.sponsoredCards)).not.toMatch(/@/);
    const erase = () =>
      organiserCall(rt, "POST", "/api/organize/erase", cookie, { confirm: "erase my account and campaigns" });
    // The sponsored card is still at the print shop: should it fail, its price is owed back.
    const waits = await erase();
    expect(waits.status).toBe(409);
    expect(await waits.json()).toMatchObject({
      error: {
        message:
          "Your account can be erased once every postcard your campaigns paid for is mailed or refunded. Please try again when they are.",
      },
    });
    const { orderId } = (await rt.ctx.db
      .selectFrom("sponsored_claims")
      .select("order_id as orderId")
      .where("campaign_id", "=", id)
      .executeTakeFirstOrThrow()) as { orderId: string };
    const card = await waitFor("the card at the print shop", () =>
      rt.ctx.db.selectFrom("local_print_orders").select("id").where("order_ref", "=", orderId).executeTakeFirst(),
    );
    await rt.ctx.services.mailing.advanceLocalPrintOrder(card.id); // written
    await rt.ctx.services.mailing.advanceLocalPrintOrder(card.id); // mailed
    await waitFor("the card mailed", async () => {
      const r = await rt.ctx.db
        .selectFrom("order_recipients")
        .select("mail_status")
        .where("order_id", "=", orderId)
        .executeTakeFirst();
      return r?.mail_status === "mailed";
    });
    // And a prepayment left open at the checkout waits too.
    await openFunding(id, 1, cookie);
    const open = await erase();
    expect(open.status).toBe(409);
    expect(await open.json()).toMatchObject({
      error: {
        message:
          "A prepayment of yours is still open at the checkout. Your account can be erased once it is paid, or 48 hours after you opened it.",
      },
    });
    await rt.ctx.db
      .updateTable("budget_fundings")
      .set({ created_at: new Date(Date.now() - 49 * 3600_000) })
      .where("campaign_id", "=", id)
      .where("status", "=", "pending")
      .execute();
    const erased = await erase();
    expect(erased.status).toBe(200);
    expect(await refundsOf(session)).toEqual([[session.sessionId, 1000]]);
    for (const table of ["campaign_budgets", "budget_fundings", "sponsored_claims"] as const) {
      const left = await rt.ctx.db.selectFrom(table).select("campaign_id").where("campaign_id", "=", id).execute();
      expect(left, table).toEqual([]);
    }
  });
});
