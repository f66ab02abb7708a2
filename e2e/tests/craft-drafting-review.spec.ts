import type { Page } from "@playwright/test";
import { expectAccessible } from "../axe";
import { expect, test } from "../fixtures";

const FALLBACK_PLACEHOLDER =
  "Sorry, Quill needs a moment. Please write your message below; it will still reach your representative.";

const HEADLINES = [
  "Synthesizing your concerns.",
  "Researching trusted local sources.",
  "Polishing your message.",
  "Completing draft — amplifying your voice.",
];

function postcardDraftCalls(page: Page) {
  const calls: { action: string; draftId?: string; humanApprovedMessage?: string }[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/functions/postcard-draft")) calls.push(r.postDataJSON());
  });
  return calls;
}

// The shared server drafts with the embedded composer and has no transcription provider.
test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date("2030-01-01T09:00:00Z") });
});

test("step 2 asks what's on your mind, names the assistant, and needs a concern", async ({ page, wizard }) => {
  await wizard.walkToCraft();
  await expect(page.getByText("Step 2 of 7")).toBeVisible();
  await expect(page.getByLabel("I'm most concerned about:")).toHaveAttribute("placeholder", "Education");
  await expect(page.getByLabel("How it affects my community (optional):")).toBeVisible();
  // No transcription provider here: no voice buttons.
  await expect(page.getByRole("button", { name: /^Speak/ })).toHaveCount(0);
  const draft = page.getByRole("button", { name: "Draft My Postcard With Quill" });
  await expect(draft).toBeDisabled();
  await page.getByLabel("How it affects my community (optional):").fill("   ");
  await expect(draft).toBeEnabled();
  await draft.click();
  await expect(page.getByRole("alert")).toHaveText("Please enter your concerns first");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page.getByText("Step 1 of 7")).toBeVisible();
});

test("the assistant's draft: one request, rotating headlines, 24 s on screen, then review and approval", async ({
  page,
  wizard,
}) => {
  await wizard.walkToCraft();
  await page.getByLabel("I'm most concerned about:").fill("Education");
  await page.getByLabel("How it affects my community (optional):").fill("Our classrooms are overcrowded");
  await wizard.freezeClock();
  let draftRequests = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/functions/draft-postcard-message")) draftRequests++;
  });
  const response = page.waitForResponse("**/api/functions/draft-postcard-message");
  await wizard.startDrafting();
  const headline = page.getByRole("heading", { level: 1 });
  await expect(headline).toHaveText(HEADLINES[0] as string);
  // Header and progress are hidden while drafting.
  await expect(page.getByText(/Step \d of 7/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Civic Postcard/ })).toHaveCount(0);
  await expect(page.locator("svg[data-scene]")).toHaveAttribute("data-scene", "0");
  expect((await response).status()).toBe(200);

  for (const [i, text] of [HEADLINES[1], HEADLINES[2], HEADLINES[3], HEADLINES[0]].entries()) {
    await page.clock.runFor(3_000);
    await expect(headline, `headline after ${(i + 1) * 3} s`).toHaveText(text as string);
  }
  // Five animations, 4.8 s each: at 12 s the third is showing.
  await expect(page.locator("svg[data-scene]")).toHaveAttribute("data-scene", "2");
  await page.clock.runFor(11_900);
  await expect(page.locator("main[data-complete]")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Perfect your postcard" })).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(page.locator("main[data-complete]")).toBeVisible();
  await expect(headline).toHaveText(HEADLINES[3] as string);
  await page.clock.runFor(499);
  await expect(page.getByRole("heading", { name: "Perfect your postcard" })).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(page.getByRole("heading", { name: "Perfect your postcard" })).toBeVisible();
  expect(draftRequests).toBe(1);

  await expect(page.getByText("Step 3 of 7")).toBeVisible();
  const message = page.getByLabel("Your message");
  await expect(message).toHaveValue(/Cheyenne, WY/);
  await expect(message).toHaveValue(/Our classrooms are overcrowded\./);
  const drafted = await message.inputValue();
  expect(drafted.length).toBeLessThanOrEqual(300);
  await expect(page.getByText(`${drafted.length}/300`, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sources" })).toHaveCount(0);
  await page.clock.resume(); // axe needs running timers
  await expectAccessible(page);

  // Nothing is cut; the text stays, the counter turns red and says what to cut.
  await message.fill("x".repeat(320));
  await expect(message).toHaveValue("x".repeat(320));
  await expect(page.getByText("320/300", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Your message is 20 characters over the 300-character limit. Cut them to continue."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Looks Good, Continue" })).toBeDisabled();
  await message.fill("Please fund our schools in Cheyenne.");
  await expect(page.getByText("36/300", { exact: true })).toBeVisible();

  const calls = postcardDraftCalls(page);
  await page.getByRole("button", { name: "Looks Good, Continue" }).click();
  await expect(page.getByText("Step 4 of 7")).toBeVisible();
  expect(calls).toEqual([
    { action: "approve", draftId: expect.any(String), humanApprovedMessage: "Please fund our schools in Cheyenne." },
  ]);
  const backup = await page.evaluate(() => JSON.parse(sessionStorage.getItem("postcardFlowBackup") ?? "{}"));
  expect(backup.postcardData.finalMessage).toBe("Please fund our schools in Cheyenne.");
  // The draft as the assistant wrote it stays beside the edited message (originalMessage is gone: nothing read it).
  expect(backup.postcardData.draftMessage).toBe(drafted);
  expect(backup.postcardData).not.toHaveProperty("originalMessage");
});

test("at 60 s without an answer the review opens with the apology as placeholder", async ({ page, wizard }) => {
  await wizard.walkToCraft();
  await page.getByLabel("I'm most concerned about:").fill("Housing");
  await page.route("**/api/functions/draft-postcard-message", () => {}); // never answers
  await wizard.freezeClock();
  await wizard.startDrafting();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADLINES[0] as string);
  await page.clock.runFor(59_999);
  await expect(page.getByRole("heading", { name: "Perfect your postcard" })).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(page.getByRole("heading", { name: "Perfect your postcard" })).toBeVisible();
  const message = page.getByLabel("Your message");
  await expect(message).toHaveValue("");
  await expect(message).toHaveAttribute("placeholder", FALLBACK_PLACEHOLDER);
  await expect(page.getByText("0/300", { exact: true })).toBeVisible();
  const cont = page.getByRole("button", { name: "Looks Good, Continue" });
  await expect(cont).toBeDisabled();

  // No draft id yet: Continue creates the draft, then approves it.
  await message.fill("Rents doubled on my street. Please act on housing.");
  const calls = postcardDraftCalls(page);
  await cont.click();
  await expect(page.getByText("Step 4 of 7")).toBeVisible();
  expect(calls.map((c) => c.action)).toEqual(["create", "approve"]);
  expect(calls[1]?.humanApprovedMessage).toBe("Rents doubled on my street. Please act on housing.");
});

test("the drafting screen is accessible while it works", async ({ page, wizard }) => {
  await wizard.walkToCraft();
  await page.getByLabel("I'm most concerned about:").fill("Libraries");
  await page.route("**/api/functions/draft-postcard-message", () => {}); // still drafting
  await wizard.freezeClock(); // the first scene stays while we look at it
  await wizard.startDrafting();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADLINES[0] as string);
  await expect(page.locator("svg[data-scene]")).toHaveAttribute("data-scene", "0");
  // The first scene moves, unless the person asked for less motion.
  const animation = () =>
    page
      .locator(".draft-bubble")
      .first()
      .evaluate((el) => getComputedStyle(el).animationName);
  expect(await animation()).toBe("draft-bob");
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await animation()).toBe("none");
  await page.clock.resume(); // axe needs running timers
  await expectAccessible(page);
});

test("the drafting screen offers to write it myself while it works: the review opens on what was typed, the draft is dropped", async ({
  page,
  wizard,
}) => {
  await wizard.walkToCraft();
  await page.getByLabel("I'm most concerned about:").fill("Libraries");
  await page.route("**/api/functions/draft-postcard-message", () => {}); // still drafting
  await wizard.freezeClock();
  await wizard.startDrafting();
  await page.getByRole("button", { name: "Write it myself instead" }).click();
  await expect(page.getByRole("heading", { name: "Perfect your postcard" })).toBeVisible();
  await expect(page.getByLabel("Your message")).toHaveValue("Libraries");
  // The 24 s and 60 s timers are gone with the screen: nothing moves the person on later.
  await page.clock.runFor(61_000);
  await expect(page.getByRole("heading", { name: "Perfect your postcard" })).toBeVisible();
  await expect(page.getByLabel("Your message")).toHaveValue("Libraries");
});

const draftingErrors: {
  name: string;
  reply: Parameters<import("@playwright/test").Route["fulfill"]>[0] | "abort";
  text: string;
}[] = [
  {
    name: "a server error with a message",
    reply: { status: 503, json: { error: { code: "upstream_unavailable", message: "The assistant is resting." } } },
    text: "Failed to Draft Message: The assistant is resting.",
  },
  {
    name: "a server error without one",
    reply: { status: 502, body: "Bad gateway" },
    text: "Failed to Draft Message: An error occurred while drafting your message.",
  },
  {
    name: "no data",
    reply: { status: 200, body: "null" },
    text: "No Response: No response from AI service. Please try again.",
  },
  {
    name: "neither draft nor id",
    reply: { status: 200, json: { sources: [] } },
    text: "Invalid Response: Invalid response from AI service. Please try again.",
  },
  {
    name: "an exception",
    reply: "abort",
    text: "Error Occurred: An unexpected error occurred while drafting your message.",
  },
];

test("every drafting error shows Something went wrong, and Try Again goes back to step 2", async ({ page, wizard }) => {
  await wizard.walkToCraft();
  await page.getByLabel("I'm most concerned about:").fill("Transit");
  for (const [i, { name, reply, text }] of draftingErrors.entries()) {
    await page.unroute("**/api/functions/draft-postcard-message");
    await page.route("**/api/functions/draft-postcard-message", (route) =>
      reply === "abort" ? route.abort("failed") : route.fulfill(reply),
    );
    await page.getByRole("button", { name: "Draft My Postcard With Quill" }).click();
    await expect(page.getByRole("heading", { name: "Something went wrong" }), name).toBeVisible();
    await expect(page.getByText("We couldn't draft your postcard. Please try again.")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(text);
    if (i === 0) await expectAccessible(page);
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByLabel("I'm most concerned about:")).toHaveValue("Transit");
  }
});

test("a draft over the limit turns the counter red and blocks Continue", async ({ page, wizard }) => {
  await wizard.walkToCraft();
  await page.getByLabel("I'm most concerned about:").fill("Parks");
  const long = `${"Parks matter. ".repeat(22)}`.trim().padEnd(310, "!");
  await page.route("**/api/functions/draft-postcard-message", (r) =>
    r.fulfill({
      json: {
        draftMessage: long,
        draftId: "6f1c1a8e-4c1e-4d55-9a5e-0d6f4b1b2c3d",
        sources: [],
        isFallbackPlaceholder: false,
      },
    }),
  );
  await wizard.draftWithQuill();
  const counter = page.getByText("310/300", { exact: true });
  await expect(counter).toBeVisible();
  await expect(counter).toHaveCSS("color", "rgb(193, 18, 31)");
  await expect(page.getByRole("button", { name: "Looks Good, Continue" })).toBeDisabled();
  await page.getByLabel("Your message").press("End");
  await page.getByLabel("Your message").press("Backspace");
  await page.getByLabel("Your message").press("Backspace");
  await expect(page.getByText("308/300", { exact: true })).toBeVisible();
});

test("Write it myself saves a draft, shows Saving..., and opens the review on what was typed", async ({
  page,
  wizard,
}) => {
  await wizard.walkToCraft();
  await page.getByLabel("I'm most concerned about:").fill("Veterans' care");
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route("**/api/functions/postcard-draft", async (route) => {
    await held;
    await route.continue();
  });
  const calls = postcardDraftCalls(page);
  await page.getByRole("button", { name: "Write it myself" }).click();
  await expect(page.getByRole("button", { name: "Saving..." })).toBeDisabled();
  release();
  await expect(page.getByRole("heading", { name: "Perfect your postcard" })).toBeVisible();
  expect(calls).toEqual([{ action: "create", zipCode: "82001", concerns: "Veterans' care", personalImpact: "" }]);
  // Nothing typed is dropped: the message starts from it, to be made into the person's own.
  const message = page.getByLabel("Your message");
  await expect(message).toHaveValue("Veterans' care");
  await expect(message).toHaveAttribute("placeholder", /^Write your message to /);
  await message.fill("The VA clinic in Cheyenne needs more staff.");
  await page.getByRole("button", { name: "Looks Good, Continue" }).click();
  await expect(page.getByText("Step 4 of 7")).toBeVisible();
  expect(calls.map((c) => c.action)).toEqual(["create", "approve"]);
});

test("save failures show the spec's toasts: craft continues, review stays", async ({ page, wizard }) => {
  await wizard.walkToCraft();
  await page.getByLabel("I'm most concerned about:").fill("Wildfires");
  let createFails = true;
  let approveFails = true;
  await page.route("**/api/functions/postcard-draft", async (route) => {
    const body = route.request().postDataJSON();
    if (body.action === "create" && createFails) return route.fulfill({ status: 500, json: {} });
    if (body.action === "approve" && approveFails) {
      return route.fulfill({
        json: { success: false, error: "nope", humanApprovedMessage: null, draftId: body.draftId },
      });
    }
    return route.continue();
  });
  await page.getByRole("button", { name: "Write it myself" }).click();
  await expect(page.getByText("Error creating draft", { exact: true })).toBeVisible();
  await expect(page.getByText("Please try again or continue without saving.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Perfect your postcard" })).toBeVisible();

  await page.getByLabel("Your message").fill("Please fund wildfire prevention.");
  await page.getByRole("button", { name: "Looks Good, Continue" }).click();
  await expect(page.getByText("Please try again.", { exact: true })).toBeVisible();
  await expect(page.getByText("Step 3 of 7")).toBeVisible();

  createFails = false;
  await page.getByRole("button", { name: "Looks Good, Continue" }).click();
  await expect(page.getByText("Failed to save your changes. Please try again.")).toBeVisible();
  await expect(page.getByText("Step 3 of 7")).toBeVisible();
  await expect(page.getByLabel("Your message")).toHaveValue("Please fund wildfire prevention.");

  approveFails = false;
  await page.getByRole("button", { name: "Looks Good, Continue" }).click();
  await expect(page.getByText("Step 4 of 7")).toBeVisible();
});

test("editing the concerns clears the drafted message and sources", async ({ page, wizard }) => {
  await wizard.walkToCraft();
  await page.getByLabel("I'm most concerned about:").fill("Roads");
  await wizard.draftWithQuill();
  await expect(page.getByLabel("Your message")).not.toHaveValue("");
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page.getByLabel("I'm most concerned about:")).toHaveValue("Roads");
  const stored = () =>
    page.evaluate(() => JSON.parse(sessionStorage.getItem("postcardFlowBackup") ?? "{}").postcardData);
  expect((await stored()).finalMessage).toBeTruthy();
  await page.getByLabel("I'm most concerned about:").fill("Roads and bridges");
  const after = await stored();
  for (const key of ["draftMessage", "finalMessage", "sources"]) expect(after[key], key).toBeUndefined();
  // The old draft is gone: the message starts from what is typed now.
  await page.getByRole("button", { name: "Write it myself" }).click();
  await expect(page.getByLabel("Your message")).toHaveValue("Roads and bridges");
});
