import fs from "node:fs";
import path from "node:path";
import { testCards } from "@civic/test-fixtures";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readIgnitePostWebhook } from "../../src/providers/mailing";
import { adminGet, adminPost, ORIGIN, signIn, signInLinkFor } from "../admin/console-helpers";
import { startTestRuntime, type TestRuntime } from "../harness";
import { mailFilesIn } from "../mail-outbox";
import { orderBody, placeOrder } from "../orders/order-fixtures";
import { campaignInput, claimAndConfirm, emailedClaimToken, organiserCall, signInOrganiser } from "./campaign-helpers";

// Issue 41: what a security review of campaigns, sponsored cards and sessions found, each held here.
const OPERATOR = "review-ops@example.com";
let rt: TestRuntime;
let organiser: string;
beforeAll(async () => {
  rt = await startTestRuntime({
    RATE_LIMIT_ENABLED: "false",
    LOCAL_MAIL_STEP_SECONDS: "3600",
    PORT: "4321",
    ADMIN_EMAILS: OPERATOR,
  });
  organiser = await signInOrganiser(rt, "review-organiser@example.org");
});
afterAll(async () => {
  await rt?.stop();
});

async function liveCampaign(overrides: Parameters<typeof campaignInput>[0] = {}) {
  const input = campaignInput(overrides);
  const { id } = await (await organiserCall(rt, "POST", "/api/organize/campaigns", organiser, input)).json();
  await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/state`, organiser, { state: "live" });
  return { id: id as string, slug: input.slug };
}

/** A live campaign whose organiser prepaid `cards` cards through the local test checkout. */
async function fundedCampaign(cards: number, overrides: Parameters<typeof campaignInput>[0] = {}) {
  const campaign = await liveCampaign(overrides);
  const session = await (
    await organiserCall(rt, "POST", `/api/organize/campaigns/${campaign.id}/budget`, organiser, { cards })
  ).json();
  const paid = await rt.call("local-checkout-pay", {
    clientSecret: session.clientSecret,
    cardNumber: testCards.paid,
    expiry: testCards.expiry,
    cvc: testCards.cvc,
  });
  expect(paid.body).toMatchObject({ status: "complete" });
  return campaign;
}

function claimBody(slug: string, email: string, share = false, cards: 1 | 2 | 3 = 1) {
  const body = orderBody(rt, cards);
  return {
    ...body,
    email,
    postcardData: { ...body.postcardData, email },
    campaign: { slug, shareWithOrganisation: share },
  };
}

const remaining = async (id: string) =>
  (await (await organiserCall(rt, "GET", `/api/organize/campaigns/${id}/budget`, organiser)).json()).remainingCards;

describe("sponsored claims", () => {
  it("wait for the click in the email sent to the address, and only that email carries the status link", async () => {
    const { id, slug } = await fundedCampaign(2);
    const asked = await rt.call("claim-sponsored-cards", claimBody(slug, "made-up@example.com", true));
    expect(asked.body).toEqual({ status: "check_email" });
    // Nothing taken, nothing paid, no supporter listed, until the address's owner clicks.
    expect(await remaining(id)).toBe(2);
    const csv = await (
      await organiserCall(rt, "GET", `/api/organize/campaigns/${id}/supporters.csv`, organiser)
    ).text();
    expect(csv).not.toContain("made-up@example.com");
    expect((await rt.call("confirm-sponsored-claim", { token: `sponsored_${"x".repeat(24)}` })).status).toBe(404);
    const token = await emailedClaimToken(rt, "made-up@example.com");
    const confirmed = await rt.call("confirm-sponsored-claim", { token });
    expect(confirmed.body).toMatchObject({ status: "claimed", organisation: "Friends of Rock Creek" });
    expect((confirmed.body as { statusPath: string }).statusPath).toMatch(/^\/orders\/[A-Za-z0-9_-]{43}$/);
    expect(await remaining(id)).toBe(1);
    // A second click answers as the first, and takes nothing more.
    expect((await rt.call("confirm-sponsored-claim", { token })).body).toMatchObject({ status: "claimed" });
    expect(await remaining(id)).toBe(1);
  });

  it("give 14 spellings of one mailbox one free order", async () => {
    const { id, slug } = await fundedCampaign(20);
    const variants = [
      "jane.doe@gmail.com",
      "janedoe@gmail.com",
      "JaneDoe@Gmail.com",
      " jane.doe@gmail.com ",
      "j.a.n.e.d.o.e@gmail.com",
      "janedoe+sponsored@gmail.com",
      "jane.doe+1@gmail.com",
      "jane.doe+a+b@gmail.com",
      "janedoe@googlemail.com",
      "Jane.Doe+x@GoogleMail.com",
      "janedoe@gmail.com.",
      "ｊａｎｅｄｏｅ@gmail.com",
      "janedoe@ＧＭＡＩＬ.com",
      "JANE.DOE@GMAIL.COM",
    ];
    const outcomes = [];
    for (const email of variants) {
      const answer = await claimAndConfirm(rt, claimBody(slug, email));
      outcomes.push(answer.status === 200 ? answer.body.status : answer.status);
    }
    // One order; every other spelling is the same mailbox, or not an address the form takes at all.
    expect(outcomes).toEqual(["claimed", ...Array(9).fill("used"), 400, 400, 400, "used"]);
    expect(await remaining(id)).toBe(19);
  });

  it("hold the organiser's hourly cap under 50 parallel claims, and the organiser's page and the console say it was hit", async () => {
    const { id, slug } = await fundedCampaign(100);
    const capped = await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/budget/hourly-cap`, organiser, {
      cardsPerHour: 10,
    });
    expect(await capped.json()).toMatchObject({ cardsPerHour: 10, hourlyCapHitAt: null });
    for (let i = 0; i < 50; i++) {
      expect((await rt.call("claim-sponsored-cards", claimBody(slug, `hourly-${i}@example.com`))).status).toBe(200);
    }
    const tokens = await Promise.all(
      Array.from({ length: 50 }, (_, i) => emailedClaimToken(rt, `hourly-${i}@example.com`)),
    );
    const results = await Promise.all(tokens.map((token) => rt.call("confirm-sponsored-claim", { token })));
    const statuses = results.map((r) => (r.body as { status: string }).status);
    expect(statuses.filter((s) => s === "claimed")).toHaveLength(10);
    expect(statuses.filter((s) => s === "hour_full")).toHaveLength(40);
    expect(results.find((r) => (r.body as { status: string }).status === "hour_full")?.body).toEqual({
      status: "hour_full",
      message: "This hour's paid-for postcards have all been claimed. Try again in an hour, or send yours for $5.",
      organisation: "Friends of Rock Creek",
      priceCents: 500,
    });
    const budget = await (await organiserCall(rt, "GET", `/api/organize/campaigns/${id}/budget`, organiser)).json();
    expect(budget).toMatchObject({ remainingCards: 90, cardsPerHour: 10 });
    expect(budget.hourlyCapHitAt).toEqual(expect.any(String));
    const operator = await signIn(rt, OPERATOR);
    const found = await (await adminGet(rt, `/api/admin/campaigns?q=${slug}`, operator)).json();
    expect(found[0].sponsorship).toMatchObject({ cardsPerHour: 10, hourlyCapHitAt: expect.any(String) });
  });
});

describe("a campaign's QR code", () => {
  it("encodes only the canonical site URL, whatever Host a client sends, drawn and stored once", async () => {
    const { id, slug } = await liveCampaign();
    const draws = vi.spyOn(rt.ctx.services.cards, "qrPng");
    try {
      const hosts = ["localhost:31337", "127.1.2.3", "[::1]:8080", "127.0.0.1:4321"];
      const answers = await Promise.all(
        hosts.map((host) => rt.app.request(`http://${host}/api/campaigns/${slug}/qr.png`)),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.headers.get("etag"))).size).toBe(1);
      expect(draws.mock.calls.map((call) => call[0])).toEqual([`http://localhost:4321/c/${slug}`]);
      const stored = await rt.ctx.db
        .selectFrom("campaign_qr_codes")
        .select("key")
        .where("campaign_id", "=", id)
        .execute();
      expect(stored).toHaveLength(1);
    } finally {
      draws.mockRestore();
    }
  });
});

const openFunding = (id: string, as = organiser) =>
  organiserCall(rt, "POST", `/api/organize/campaigns/${id}/budget`, as, { cards: 2 });

describe("the organisers' API", () => {
  it("caps a campaign's prepayments open at the checkout at 5", async () => {
    const { id } = await liveCampaign();
    const opened = [];
    for (let i = 0; i < 6; i++) opened.push(await openFunding(id));
    expect(opened.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 409]);
    expect((await (opened[5] as Response).json()).error.code).toBe("too_many_open_prepayments");
  });

  it("confirms only a checkout session this organiser opened for this campaign, never asking the provider otherwise", async () => {
    const { id } = await liveCampaign();
    const other = await liveCampaign();
    const theirs = (await (await openFunding(other.id)).json()).sessionId as string;
    const asked = vi.spyOn(rt.ctx.services.payments, "sessionCompleted");
    try {
      for (const sessionId of ["cs_test_someone_elses", theirs]) {
        const res = await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/budget/confirm`, organiser, {
          sessionId,
        });
        expect(res.status).toBe(404);
      }
      expect(asked).not.toHaveBeenCalled();
      const mine = (await (await openFunding(id)).json()).sessionId as string;
      const res = await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/budget/confirm`, organiser, {
        sessionId: mine,
      });
      expect(res.status).toBe(200);
      expect(asked).toHaveBeenCalledWith(mine);
    } finally {
      asked.mockRestore();
    }
  });
});

describe("the organisers' API under rate limits", () => {
  let limited: TestRuntime;
  beforeAll(async () => {
    limited = await startTestRuntime({ LOCAL_MAIL_STEP_SECONDS: "3600" });
  });
  afterAll(async () => {
    await limited?.stop();
  });

  it("limits prepayments per organiser and client (10 in 10 minutes), answering 429 with Retry-After", async () => {
    const cookie = await signInOrganiser(limited, "limited-organiser@example.org");
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const input = campaignInput();
      const { id } = await (await organiserCall(limited, "POST", "/api/organize/campaigns", cookie, input)).json();
      await organiserCall(limited, "POST", `/api/organize/campaigns/${id}/state`, cookie, { state: "live" });
      ids.push(id);
    }
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 12; i++) {
      const res = await organiserCall(limited, "POST", `/api/organize/campaigns/${ids[i % 3]}/budget`, cookie, {
        cards: 1,
      });
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
    // Reading the campaign still works: the payment routes have their own, tighter budget.
    expect((await organiserCall(limited, "GET", "/api/organize/campaigns", cookie)).status).toBe(200);
  });

  it("sends one organiser sign-in link per address per 5 minutes, answering every ask the same", async () => {
    const ask = () =>
      limited.app.request("/api/auth/sign-in/magic-link", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost" },
        body: JSON.stringify({ email: "Flooded@Example.org", callbackURL: "/organize" }),
      });
    const answers = [await ask(), await ask(), await ask()];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(await Promise.all(answers.map((a) => a.text()))).size).toBe(1);
    await new Promise((r) => setTimeout(r, 300)); // the email is sent without being awaited
    const sent = mailFilesIn(limited.dataDir).filter((f) =>
      /^To: flooded@example\.org/im.test(fs.readFileSync(f, "utf8")),
    );
    expect(sent).toHaveLength(1);
  });

  it("limits every /api/organize call per client, signed in or not", async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 125; i++) statuses.add((await limited.app.request("/api/organize/session")).status);
    expect([...statuses].sort()).toEqual([401, 429]);
  });
});

describe("text and values PostgreSQL cannot take", () => {
  it("NUL bytes and out-of-range values get a clear 4xx, never a 500 with an error log", async () => {
    const { id } = await liveCampaign();
    const errors = vi.spyOn(rt.ctx.log, "error");
    try {
      for (const route of ["/api/campaigns/a%00b", "/api/campaigns/a%00b/tally", "/api/campaigns/a%00b/qr.png"]) {
        expect((await rt.app.request(route)).status).toBe(404);
      }
      expect((await rt.app.request(`/api/campaigns/${"a".repeat(5000)}`)).status).toBe(404);
      const create = (overrides: Record<string, unknown>) =>
        organiserCall(rt, "POST", "/api/organize/campaigns", organiser, { ...campaignInput(), ...overrides });
      const nul = await create({ name: "Rock\u0000Creek" });
      expect(nul.status).toBe(400);
      expect((await nul.json()).error.message).toMatch(/^name: contains a character that is not allowed/);
      expect((await create({ endsOn: "0000-01-01" })).status).toBe(400);
      expect((await create({ endsOn: "9999-12-31" })).status).toBe(400);
      for (const sessionId of ["cs_\u0000", "x".repeat(300), "cs_test_a b"]) {
        const res = await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/budget/confirm`, organiser, {
          sessionId,
        });
        expect(res.status).toBe(400);
      }
      expect(readIgnitePostWebhook(JSON.stringify({ id: "12\u00003" }))).toBeNull();
      expect(readIgnitePostWebhook(JSON.stringify({ id: "x".repeat(10_000) }))).toBeNull();
      expect(readIgnitePostWebhook(JSON.stringify({ id: 42 }))).toMatchObject({ orderId: "42" });
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});

describe("a suspended campaign", () => {
  it("is frozen: no edits, no prepayments, no tally and no QR code", async () => {
    const input = campaignInput();
    const { id, slug } = await liveCampaign(input);
    expect((await rt.app.request(`/api/campaigns/${slug}/tally`)).status).toBe(200);
    await rt.ctx.services.campaigns.suspend(id);
    const renamed = await organiserCall(rt, "POST", `/api/organize/campaigns/${id}`, organiser, {
      ...input,
      name: "Something else entirely",
    });
    expect(renamed.status).toBe(409);
    expect((await renamed.json()).error.code).toBe("campaign_suspended");
    expect((await openFunding(id)).status).toBe(409);
    expect((await rt.app.request(`/api/campaigns/${slug}/tally`)).status).toBe(404);
    expect((await rt.app.request(`/api/campaigns/${slug}/qr.png`)).status).toBe(404);
    expect(await (await rt.app.request(`/api/campaigns/${slug}`)).json()).toMatchObject({
      status: "suspended",
      name: input.name,
    });
  });
});

describe("a campaign's chamber, end date and the sender's own members", () => {
  it("bind its claims and its paid orders", async () => {
    const house = await fundedCampaign(10, { chamber: "house" });
    const senate = await claimAndConfirm(rt, claimBody(house.slug, "senate-cards@example.com", false, 3));
    expect(senate.status).toBe(409);
    expect(senate.body).toMatchObject({ error: { code: "campaign_chamber" } });
    const paidSenate = await rt.call("create-payment", {
      ...orderBody(rt, 3),
      campaign: { slug: house.slug, shareWithOrganisation: false },
    });
    expect(paidSenate.error?.code).toBe("campaign_chamber");

    // A Wyoming sender naming Florida's members.
    const both = await fundedCampaign(10);
    const wyoming = claimBody(both.slug, "wyoming@example.com", false, 3);
    wyoming.postcardData = {
      ...wyoming.postcardData,
      zipCode: "82001",
      userInfo: { ...wyoming.postcardData.userInfo, zipCode: "82001", state: "WY", city: "Cheyenne" },
    };
    const claimed = await claimAndConfirm(rt, wyoming);
    expect(claimed.body).toMatchObject({ error: { code: "not_your_members" } });
    expect((await rt.call("create-payment", wyoming)).error?.code).toBe("not_your_members");
    expect(await remaining(both.id)).toBe(10);

    // Past its end date: no claims, no orders.
    await rt.ctx.db.updateTable("campaigns").set({ ends_on: "2020-01-02" }).where("id", "=", both.id).execute();
    const late = await claimAndConfirm(rt, claimBody(both.slug, "late@example.com"));
    expect(late.body).toMatchObject({
      error: { code: "campaign_ended", message: "This campaign ended on 2020-01-02." },
    });
  });
});

describe("campaign links", () => {
  it("cannot be squatted: reserved words refused, drafts capped, an erased campaign's link never reused", async () => {
    const squatter = await signInOrganiser(rt, "squatter@example.org");
    const create = (slug: string, as = squatter) =>
      organiserCall(rt, "POST", "/api/organize/campaigns", as, campaignInput({ slug }));
    for (const slug of ["admin", "official", "civic-postcard", "confirm", "the-civic-postcard-team"]) {
      const res = await create(slug);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe("slug: That link's name is reserved: choose another.");
    }
    const drafts = [];
    for (let i = 0; i < 11; i++) drafts.push((await create(`squat-${crypto.randomUUID().slice(0, 8)}`)).status);
    expect(drafts).toEqual([...Array(10).fill(201), 409]);

    const leaving = await signInOrganiser(rt, "leaving@example.org");
    const { slug } = await (async () => {
      const input = campaignInput();
      const { id } = await (await organiserCall(rt, "POST", "/api/organize/campaigns", leaving, input)).json();
      await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/state`, leaving, { state: "live" });
      return input;
    })();
    const erased = await organiserCall(rt, "POST", "/api/organize/erase", leaving, {
      confirm: "erase my account and campaigns",
    });
    expect(erased.status).toBe(200);
    expect((await rt.app.request(`/api/campaigns/${slug}`)).status).toBe(404);
    const taken = await create(slug, organiser);
    expect(taken.status).toBe(409);
    expect((await taken.json()).error.code).toBe("slug_taken");
  });
});

describe("a replaced status link", () => {
  it("is no longer handed out by verify-payment to whoever holds the checkout session id", async () => {
    const { created } = await placeOrder(rt, orderBody(rt, 1));
    const before = await rt.call("verify-payment", { sessionId: created.sessionId });
    const path = (before.body as { statusPath: string }).statusPath;
    expect(path).toMatch(/^\/orders\/[A-Za-z0-9_-]{43}$/);
    const replaced = await rt.call("replace-status-link", { token: path.split("/").pop() as string });
    expect(replaced.status).toBe(200);
    const after = await rt.call("verify-payment", { sessionId: created.sessionId });
    expect(after.body).toMatchObject({ success: true, statusPath: null });
    expect(JSON.stringify(after.body)).not.toMatch(/\/orders\//);
  });
});

describe("small things a review found", () => {
  it("a 413 names its limit in KB, and emailed links are files only their user can read", async () => {
    const big = await organiserCall(rt, "POST", "/api/organize/campaigns", organiser, {
      ...campaignInput(),
      ask: "x".repeat(20_000),
    });
    expect(big.status).toBe(413);
    expect((await big.json()).error.message).toBe("The request is too large. Send at most 16 KB.");
    const dir = path.join(rt.dataDir, "outbox", "mail");
    const files = mailFilesIn(rt.dataDir);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
  });
});

describe("an emailed sign-in link", () => {
  it("is on the canonical site, never on the loopback Host a client sent, when PUBLIC_URL is unset", async () => {
    for (const host of ["localhost:31337", "127.1.2.3", "[::1]:8080"]) {
      for (const callbackURL of ["/admin", "/organize"]) {
        const email = callbackURL === "/admin" ? OPERATOR : `loopback-${host.replace(/\W/g, "")}@example.org`;
        const asked = await rt.app.request(`http://${host}/api/auth/sign-in/magic-link`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: `http://${host}` },
          body: JSON.stringify({ email, callbackURL }),
        });
        expect(asked.status).toBe(200);
        expect(await signInLinkFor(rt, email)).toMatch(/^http:\/\/localhost:4321\/api\/auth\/magic-link\/verify\?/);
      }
    }
  });
});

describe("an /organize sign-in link for an operator's address", () => {
  it("never opens a console session when its callbackURL is edited: the kind is bound to the token", async () => {
    const asked = await rt.app.request("/api/auth/sign-in/magic-link", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ email: OPERATOR, callbackURL: "/organize" }),
    });
    expect(asked.status).toBe(200);
    const link = new URL(await signInLinkFor(rt, OPERATOR));
    const edited = new URL(link);
    edited.searchParams.set("callbackURL", "/admin");
    const opened = await rt.app.request(`${edited.pathname}${edited.search}`);
    expect(opened.status).toBe(403);
    expect(opened.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c))).toBe(false);
    // The link as issued still opens the organiser's session, which the console refuses.
    const verified = await rt.app.request(`${link.pathname}${link.search}`);
    expect(verified.status).toBe(302);
    const cookie = verified.headers
      .getSetCookie()
      .map((c) => c.split(";")[0] as string)
      .find((c) => c.includes("session_token"));
    expect(cookie).toBeTruthy();
    expect((await adminGet(rt, "/api/admin/session", cookie)).status).toBe(403);
    // A console link edited to /organize opens nothing either.
    await rt.app.request("/api/auth/sign-in/magic-link", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ email: OPERATOR, callbackURL: "/admin" }),
    });
    const consoleLink = new URL(await signInLinkFor(rt, OPERATOR));
    consoleLink.searchParams.set("callbackURL", "/organize");
    expect((await rt.app.request(`${consoleLink.pathname}${consoleLink.search}`)).status).toBe(403);
  });
});

describe("better-auth's session routes", () => {
  it("are refused to every session, the console's own included, and the console's sign-out of a session works", async () => {
    const organiserSession = await signIn(rt, OPERATOR, "/organize");
    const consoleSession = await signIn(rt, OPERATOR);
    const other = await signIn(rt, OPERATOR);
    for (const cookie of [organiserSession, consoleSession]) {
      expect((await adminGet(rt, "/api/auth/list-sessions", cookie)).status).toBe(404);
      for (const route of ["revoke-sessions", "revoke-other-sessions", "revoke-session", "update-user"]) {
        expect((await adminPost(rt, `/api/auth/${route}`, { token: "x" }, cookie)).status).toBe(404);
      }
    }
    // Every session is still open.
    expect((await adminGet(rt, "/api/admin/session", consoleSession)).status).toBe(200);
    expect((await adminGet(rt, "/api/admin/session", other)).status).toBe(200);
    expect((await organiserCall(rt, "GET", "/api/organize/campaigns", organiserSession)).status).toBe(200);
    // The console's own sessions API ends another session, and only that one.
    const sessions = (await (await adminGet(rt, "/api/admin/sessions", other)).json()) as {
      id: string;
      current: boolean;
    }[];
    const current = sessions.find((x) => x.current);
    expect(current).toBeTruthy();
    const ended = await adminPost(rt, `/api/admin/sessions/${current?.id}/sign-out`, {}, consoleSession);
    expect(ended.status).toBe(200);
    expect((await adminGet(rt, "/api/admin/session", other)).status).toBe(401);
    expect((await adminGet(rt, "/api/admin/session", consoleSession)).status).toBe(200);
  });
});

describe("better-auth's logs", () => {
  it("warn or inform, never error, about requests that are not signed in", async () => {
    const errors = vi.spyOn(rt.ctx.log, "error");
    const consoleErrors = vi.spyOn(console, "error");
    const infos = vi.spyOn(rt.ctx.log, "info");
    try {
      const probes = [
        rt.app.request("/api/auth/passkey/list-user-passkeys"),
        rt.app.request("/api/auth/magic-link/verify?token=guessed&callbackURL=/admin&kind=guessed"),
        adminPost(rt, "/api/auth/passkey/verify-authentication", { response: { id: "x" } }),
      ];
      for (const answer of await Promise.all(probes)) expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(errors).not.toHaveBeenCalled();
      expect(consoleErrors).not.toHaveBeenCalled();
      expect(infos.mock.calls.map((call) => call.at(-1))).toContain("better-auth refused a request");
    } finally {
      errors.mockRestore();
      consoleErrors.mockRestore();
      infos.mockRestore();
    }
  });
});

describe("check-campaign-message", () => {
  it("never confirms a text as one sender's: only words at least 5 paid orders carry get the note", async () => {
    const { slug } = await liveCampaign();
    const message = "Fund the trails. I am Jo from Cheyenne and I walk there with my dog.";
    const check = async (text = message) => (await rt.call("check-campaign-message", { slug, message: text })).body;
    const send = async () => {
      const body = orderBody(rt, 1, { campaign: { slug, shareWithOrganisation: false } });
      body.postcardData.finalMessage = message;
      await placeOrder(rt, body);
    };
    await send();
    expect(await check()).toEqual({ identical: false });
    for (let i = 0; i < 3; i++) await send();
    expect(await check()).toEqual({ identical: false });
    await send();
    expect(await check(message.toUpperCase())).toEqual({ identical: true });
  });
});

describe("the public tally and the organiser's dashboard", () => {
  it("never reveal a state with fewer than 5 cards by subtraction from the total: small states are folded, unnamed", async () => {
    const { id, slug } = await liveCampaign();
    const send = async (cards: 1 | 3, state: string) => {
      const body = orderBody(rt, cards, { campaign: { slug, shareWithOrganisation: false } });
      body.postcardData.userInfo.state = state;
      await placeOrder(rt, body);
    };
    await send(3, "WY");
    await send(3, "WY");
    await send(1, "VT");
    const tally = await (await rt.app.request(`/api/campaigns/${slug}/tally`)).json();
    expect(tally.total).toBe(7);
    expect(tally.byState).toEqual([
      { state: "WY", cards: 6 },
      { state: "other", cards: null },
    ]);
    const dashboard = await (
      await organiserCall(rt, "GET", `/api/organize/campaigns/${id}/dashboard`, organiser)
    ).json();
    expect(dashboard.perState).toEqual([
      { key: "WY", label: "WY", cards: 6 },
      { key: "other", label: "Other states (each fewer than 5)", cards: null },
    ]);
    expect(JSON.stringify([tally, dashboard])).not.toContain("VT");
  });
});
