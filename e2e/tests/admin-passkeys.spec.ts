import type { Page } from "@playwright/test";
import { signInPathFor } from "../../apps/server/test/admin/sign-in-link";
import { type AppServer, startAppServer } from "../app-server";
import { expectAccessible } from "../axe";
import { pageOfItsOwn } from "../console";
import { expect, test } from "../fixtures";
import { shot } from "../shots";

const OPERATOR = "keys@example.com";

let server: AppServer;
/** A passkey's site is a host name: WebAuthn refuses an IP address, so this spec uses localhost. */
let site: string;

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startAppServer({ ADMIN_EMAILS: OPERATOR, ADMIN_REQUIRE_PASSKEY: "true" });
  site = server.baseURL.replace("127.0.0.1", "localhost");
});
test.afterAll(async () => {
  await server?.stop();
});

async function signInByEmail(page: Page) {
  await page.goto(`${site}/admin`);
  await expect(page.getByRole("heading", { name: "Console sign-in" })).toBeVisible();
  await page.getByLabel("Email").fill(OPERATOR);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText("Check your inbox.");
  await page.goto(`${site}${await signInPathFor(server, OPERATOR)}`);
}

/** Chromium's virtual authenticator on this page: a platform authenticator that says yes by itself. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  };
}

test("an operator enrols a passkey through the email link, then signs in with it; the link alone no longer opens the console", async ({
  page,
  browser,
}, info) => {
  const authenticator = await addVirtualAuthenticator(page);

  // First sign-in by email link: the console asks for a passkey, and nothing else is open.
  await signInByEmail(page);
  await expect(page.getByRole("heading", { name: "Add a passkey" })).toBeVisible();
  await expect(
    page.getByText(
      `This console asks for a passkey. Your email link lets ${OPERATOR} add one, once; after that you sign in with it.`,
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await shot(page, "admin/passkey-enrol");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);

  // Its passkey and its session, opened (then upgraded) by the passkey ceremony.
  await page.getByRole("link", { name: "Passkeys and sessions" }).click();
  await expect(page.getByRole("heading", { name: "Passkeys and sessions" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Remove Passkey added / })).toBeVisible();
  await expect(page.getByTestId("operator-session")).toHaveCount(1);
  await expect(page.getByTestId("operator-session")).toContainText("(this session)");
  await expect(page.getByTestId("operator-session")).toContainText("Passkey");

  // Signed out, then in again with the passkey alone.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Console sign-in" })).toBeVisible();
  await shot(page, "admin/sign-in-with-passkey");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();

  // Another browser with only the email link: it must sign in with the passkey, which it hasn't.
  const elsewhere = await pageOfItsOwn(browser, info, site);
  await signInByEmail(elsewhere);
  await expect(elsewhere.getByRole("heading", { name: "Sign in with your passkey" })).toBeVisible();
  await expect(
    elsewhere.getByText(
      `This console asks for a passkey. ${OPERATOR} has one, so the email link can't open the console any more.`,
    ),
  ).toBeVisible();
  await expectAccessible(elsewhere);
  await shot(elsewhere, "admin/passkey-required");
  const refused = await elsewhere.request.get(`${site}/api/admin/overview`);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.message).toBe("Sign in with your passkey to use the console.");

  // The operator sees that session, and signs it out from here; their own goes on.
  await page.goto(`${site}/admin/security`);
  const sessions = page.getByTestId("operator-session");
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: "Email link" })).toHaveCount(1);
  await expectAccessible(page);
  await shot(page, "admin/sessions");
  await sessions
    .filter({ hasText: "Email link" })
    .getByRole("button", { name: /^Sign out / })
    .click();
  await expect(page.getByRole("status").filter({ hasText: /^Signed out / })).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await elsewhere.reload();
  await expect(elsewhere.getByRole("heading", { name: "Console sign-in" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Passkeys and sessions" })).toBeVisible();
  await elsewhere.context().close();
});
