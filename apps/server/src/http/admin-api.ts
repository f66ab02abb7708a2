import {
  type AdminActionRequest,
  type AdminSession,
  adminActionRequestSchema,
  type ConfirmAtVendorRequest,
  confirmAtVendorRequestSchema,
  orderSearchSchema,
} from "@civic/contracts/admin";
import { errorCodes } from "@civic/contracts/errors";
import { type Context, Hono } from "hono";
import type { AppContext } from "../context";
import { AppError } from "../core/app-error";
import type { Operator } from "../services/admin";
import { CLIENT_IP_HEADER, type SessionCheck } from "../services/operators";
import type { AppEnv } from "./app-env";
import { clientAddressOf, requestUrlOf } from "./behind-proxy";
import { parseJson, readBodyText } from "./read-body";
import { assertOurOrigin, uuid, validate } from "./request-checks";

type AdminEnv = AppEnv & {
  Variables: AppEnv["Variables"] & { operator: Operator; session: OperatorSession };
};
type OperatorSession = Extract<SessionCheck, { kind: "operator" }>;

const ACTION_BODY_LIMIT = 4 * 1024;
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The console's server side: better-auth's routes under /api/auth (sign-in link, its verification,
 * session, sign-out) and the console's API under /api/admin. Every /api/admin route answers 401
 * without a valid session and 403 to a signed-in address that is not in ADMIN_EMAILS, before it
 * reads anything. Mutations also need a same-origin JSON request (see `assertSameOrigin`).
 */
export function mountAdminApi(
  app: Hono<AppEnv>,
  ctx: AppContext,
  trustedProxyHops: number,
  apiHeaders: Readonly<Record<string, string>>,
) {
  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    c.set("route", "auth");
    // A Host header is the client's to write: one that is not ours (services/site/site-urls) never
    // reaches better-auth, which would mail an operator a sign-in link to that host. Behind a
    // trusted proxy, the host and scheme it forwarded are the ones asked.
    const url = requestUrlOf(c, trustedProxyHops);
    if (!ctx.services.site.isOurHost(url)) {
      throw new AppError(403, errorCodes.forbidden, "This request was addressed to a host that is not ours.");
    }
    // better-auth reads the client address (rate limits, session record) from a header only we set.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientAddressOf(c, trustedProxyHops));
    const res = await ctx.services.operators.handle(
      new Request(c.req.raw, { headers }),
      ctx.services.site.siteUrl(url),
    );
    // better-auth's JSON answers get the same headers as every other API answer (its own content type kept).
    const answer = new Response(res.body, res);
    for (const [name, value] of Object.entries(apiHeaders)) {
      if (name !== "content-type") answer.headers.set(name, value);
    }
    return answer;
  });

  const admin = new Hono<AdminEnv>();
  admin.use(async (c, next) => {
    c.set("route", `admin:${c.req.method} ${c.req.routePath}`);
    const { session, headers } = await ctx.services.operators.check(c.req.raw.headers);
    if (session.kind === "none") throw new AppError(401, errorCodes.unauthorized, "Sign in to use the console.");
    if (session.kind === "not_operator") {
      throw new AppError(403, errorCodes.forbidden, "This address is not an operator of the console.");
    }
    if (UNSAFE.has(c.req.method)) assertOurOrigin(c, ctx.services.site, trustedProxyHops);
    // ADMIN_REQUIRE_PASSKEY: an email link's session sees who it is (to enrol or sign in with a
    // passkey) and nothing else.
    if (session.access !== "full" && !(c.req.method === "GET" && c.req.path === "/api/admin/session")) {
      throw new AppError(
        403,
        errorCodes.passkeyRequired,
        session.access === "enrol_passkey"
          ? "Add a passkey to use the console: the email link is only for your first sign-in."
          : "Sign in with your passkey to use the console.",
      );
    }
    c.set("operator", { email: session.email });
    c.set("session", session);
    await next();
    // A session used after its refresh age comes back with a fresh cookie: the 12-hour idle clock restarts.
    for (const cookie of headers.getSetCookie()) c.res.headers.append("set-cookie", cookie);
  });

  const json = (c: Context<AdminEnv>, body: unknown, status: 200 | 404 = 200) =>
    c.body(JSON.stringify(body), status, { ...apiHeaders, "x-request-id": c.get("requestId") });
  const body = async (c: Context<AdminEnv>) => {
    if (!c.req.header("content-type")?.startsWith("application/json")) {
      throw AppError.badRequest("Send the action as JSON.");
    }
    return parseJson(await readBodyText(c.req.raw, ACTION_BODY_LIMIT, c.env?.incoming));
  };
  const action = async (c: Context<AdminEnv>): Promise<AdminActionRequest> =>
    validate(adminActionRequestSchema, await body(c));
  const confirmAction = async (c: Context<AdminEnv>): Promise<ConfirmAtVendorRequest> =>
    validate(confirmAtVendorRequestSchema, await body(c));
  const { admin: service } = ctx.services;

  admin.get("/session", (c) => {
    const session = c.get("session");
    const answer: AdminSession = {
      email: session.email,
      passkeyRequired: ctx.config.ADMIN_REQUIRE_PASSKEY,
      signedInWithPasskey: session.signedInWithPasskey,
      passkeys: session.passkeys,
      access: session.access,
    };
    return json(c, answer);
  });
  admin.get("/sessions", async (c) => {
    const { userId, sessionId } = c.get("session");
    return json(c, await ctx.services.operators.listSessions(userId, sessionId));
  });
  admin.post("/sessions/:id/sign-out", async (c) => {
    const id = c.req.param("id");
    const ended = SESSION_ID.test(id) && (await ctx.services.operators.endSession(c.get("session").userId, id));
    if (!ended) throw AppError.notFound("There is no such session.");
    return json(c, { signedOut: true });
  });
  admin.get("/overview", async (c) => json(c, await service.overview()));
  admin.get("/orders", async (c) => json(c, await service.searchOrders(validate(orderSearchSchema, c.req.query()))));
  admin.get("/orders/:id", async (c) => {
    const order = await service.order(uuid(c.req.param("id")));
    if (!order) throw AppError.notFound("There is no such order.");
    return json(c, order);
  });
  admin.get("/attention", async (c) => json(c, await service.needsAttention()));
  admin.get("/audit", async (c) => json(c, await service.audit()));
  admin.post("/cards/:id/retry", async (c) =>
    json(c, await service.retryCard(c.get("operator"), uuid(c.req.param("id")), await action(c))),
  );
  admin.post("/cards/:id/vendor-has-it", async (c) =>
    json(c, await service.confirmAtVendor(c.get("operator"), uuid(c.req.param("id")), await confirmAction(c))),
  );
  admin.post("/cards/:id/send-again", async (c) =>
    json(c, await service.sendAgain(c.get("operator"), uuid(c.req.param("id")), await action(c))),
  );
  admin.post("/vendors/:vendor/pause", async (c) =>
    json(c, await service.pauseVendor(c.get("operator"), vendorParam(c.req.param("vendor")), await action(c))),
  );
  admin.post("/vendors/:vendor/resume", async (c) =>
    json(c, await service.resumeVendor(c.get("operator"), vendorParam(c.req.param("vendor")), await action(c))),
  );
  admin.post("/cards/:id/refund", async (c) =>
    json(c, await service.refundCard(c.get("operator"), uuid(c.req.param("id")), await action(c))),
  );
  admin.post("/orders/:id/refund", async (c) =>
    json(c, await service.refundRest(c.get("operator"), uuid(c.req.param("id")), await action(c))),
  );
  admin.post("/orders/:id/erase", async (c) =>
    json(c, await service.eraseOrder(c.get("operator"), uuid(c.req.param("id")), await action(c))),
  );
  admin.post("/emails/:id/resend", async (c) =>
    json(c, await service.resendEmail(c.get("operator"), uuid(c.req.param("id")), await action(c))),
  );
  admin.get("/campaigns", async (c) =>
    json(c, await service.campaigns(c.req.query("q")?.trim().slice(0, 200) || undefined)),
  );
  admin.post("/campaigns/:id/suspend", async (c) =>
    json(c, await service.suspendCampaign(c.get("operator"), uuid(c.req.param("id")), await action(c))),
  );
  admin.post("/campaigns/:id/sponsorship/pause", async (c) =>
    json(c, await service.setSponsorshipPaused(c.get("operator"), uuid(c.req.param("id")), true, await action(c))),
  );
  admin.post("/campaigns/:id/sponsorship/resume", async (c) =>
    json(c, await service.setSponsorshipPaused(c.get("operator"), uuid(c.req.param("id")), false, await action(c))),
  );
  app.route("/api/admin", admin);
}

/** Every /api/admin route, for the authorization test: each must refuse without an operator's session. */
export const adminRoutes = [
  ["GET", "/api/admin/session"],
  ["GET", "/api/admin/overview"],
  ["GET", "/api/admin/orders"],
  ["GET", "/api/admin/orders/:id"],
  ["GET", "/api/admin/attention"],
  ["GET", "/api/admin/audit"],
  ["POST", "/api/admin/cards/:id/retry"],
  ["POST", "/api/admin/cards/:id/vendor-has-it"],
  ["POST", "/api/admin/cards/:id/send-again"],
  ["POST", "/api/admin/vendors/:vendor/pause"],
  ["POST", "/api/admin/vendors/:vendor/resume"],
  ["POST", "/api/admin/cards/:id/refund"],
  ["POST", "/api/admin/orders/:id/refund"],
  ["POST", "/api/admin/orders/:id/erase"],
  ["POST", "/api/admin/emails/:id/resend"],
  ["GET", "/api/admin/campaigns"],
  ["POST", "/api/admin/campaigns/:id/suspend"],
  ["POST", "/api/admin/campaigns/:id/sponsorship/pause"],
  ["POST", "/api/admin/campaigns/:id/sponsorship/resume"],
  ["GET", "/api/admin/sessions"],
  ["POST", "/api/admin/sessions/:id/sign-out"],
] as const;

/** A mailing vendor named in MAILING_VENDORS' words. */
function vendorParam(value: string): string {
  if (!/^(ignitepost|handwrytten|local)$/.test(value)) throw AppError.notFound("There is no such mailing vendor.");
  return value;
}

/** better-auth's session ids: random letters and digits. */
const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;
