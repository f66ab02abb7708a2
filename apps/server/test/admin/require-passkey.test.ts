import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestRuntime, type TestRuntime } from "../harness";
import { adminGet, ORIGIN, signIn } from "./console-helpers";

const OPERATOR = "ops@example.com";
const ENROLLED = "enrolled@example.com";

let rt: TestRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({
    RATE_LIMIT_ENABLED: "false",
    ADMIN_EMAILS: `${OPERATOR}, ${ENROLLED}`,
    ADMIN_REQUIRE_PASSKEY: "true",
  });
});
afterAll(async () => {
  await rt?.stop();
});

const registerOptions = (cookie: string) =>
  rt.app.request("/api/auth/passkey/generate-register-options", { headers: { cookie, origin: ORIGIN } });

// The passkey ceremonies themselves run in a browser (e2e/tests/admin-passkeys.spec.ts).
describe("ADMIN_REQUIRE_PASSKEY", () => {
  it("lets an email link's session only enrol the operator's first passkey", async () => {
    const cookie = await signIn(rt, OPERATOR);
    const session = await adminGet(rt, "/api/admin/session", cookie);
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({
      email: OPERATOR,
      passkeyRequired: true,
      signedInWithPasskey: false,
      passkeys: 0,
      access: "enrol_passkey",
    });
    for (const route of ["/api/admin/overview", "/api/admin/orders", "/api/admin/sessions"]) {
      const res = await adminGet(rt, route, cookie);
      expect({ route, status: res.status }).toEqual({ route, status: 403 });
      expect((await res.json()).error).toMatchObject({
        code: "passkey_required",
        message: "Add a passkey to use the console: the email link is only for your first sign-in.",
      });
    }
    const options = await registerOptions(cookie);
    expect(options.status).toBe(200);
    expect((await options.json()).rp).toEqual({ id: "localhost", name: rt.ctx.config.APP_NAME });
  });

  it("asks an operator who has a passkey to sign in with it: an email link adds no passkey", async () => {
    const cookie = await signIn(rt, ENROLLED);
    const user = await rt.ctx.db
      .selectFrom("auth_users")
      .select("id")
      .where("email", "=", ENROLLED)
      .executeTakeFirstOrThrow();
    await rt.ctx.db
      .insertInto("auth_passkeys")
      .values({
        id: "passkey-1",
        name: "Laptop",
        public_key: "AAAA",
        user_id: user.id,
        credential_id: "credential-1",
        counter: 0,
        device_type: "singleDevice",
        backed_up: false,
        transports: "internal",
        created_at: new Date(),
        aaguid: null,
      })
      .execute();
    expect(await (await adminGet(rt, "/api/admin/session", cookie)).json()).toMatchObject({
      access: "sign_in_with_passkey",
      passkeys: 1,
    });
    const overview = await adminGet(rt, "/api/admin/overview", cookie);
    expect(overview.status).toBe(403);
    expect((await overview.json()).error.message).toBe("Sign in with your passkey to use the console.");
    for (const res of [
      await registerOptions(cookie),
      await rt.app.request("/api/auth/passkey/list-user-passkeys", { headers: { cookie, origin: ORIGIN } }),
      await rt.app.request("/api/auth/passkey/delete-passkey", {
        method: "POST",
        headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
        body: JSON.stringify({ id: "passkey-1" }),
      }),
    ]) {
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe("passkey_required");
    }
    expect(await rt.ctx.db.selectFrom("auth_passkeys").select("id").execute()).toHaveLength(1);
    // Signing in with the passkey needs no session, and is open to it.
    const signInOptions = await rt.app.request("/api/auth/passkey/generate-authenticate-options", {
      headers: { origin: ORIGIN },
    });
    expect(signInOptions.status).toBe(200);
  });

  it("refuses passkey management without a session", async () => {
    const res = await rt.app.request("/api/auth/passkey/generate-register-options", { headers: { origin: ORIGIN } });
    expect(res.status).toBe(401);
  });
});
