import { type FakeServer, startFakeAiServer, startFakeSttServer } from "../../apps/server/test/fakes/fake-vendors";
import { type AppServer, startAppServer } from "../app-server";
import { expectAccessible } from "../axe";
import { expect, test } from "../fixtures";
import { WizardDriver } from "../wizard-driver";

// This spec runs its own app server against a fake OpenAI-compatible model server (with research)
// and a fake transcription server, all on 127.0.0.1. One extra server is enough: desktop only.
test.describe.configure({ mode: "serial" });

let app: AppServer;
let ai: FakeServer;
let stt: FakeServer;
let sttText = "";
let localNews = "";

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // A little latency, as a real service has, so "Transcribing your voice..." can be seen.
  stt = await startFakeSttServer(() => sttText, 600);
  ai = await startFakeAiServer({
    draft:
      "Dear Rep. Hageman,\n\nWildfire smoke sent my son to the ER twice last summer. The EPA says smoke days are rising. Please fund wildfire prevention.\n\nSincerely,\nJane",
    // Unranked on purpose; the fourth points at loopback, which the app's preview fetcher must refuse.
    sources: [
      { url: "https://www.nytimes.com/2025/07/smoke.html", title: "NYT", fact: "Smoke days rose." },
      { url: stt.url.replace(/\/?$/, "/local-news"), title: "Local", fact: "Local." },
      { url: "https://apnews.com/article/wildfire-smoke", title: "AP", fact: "Smoke reached Wyoming." },
      { url: "https://www.epa.gov/wildfire-smoke", title: "EPA", fact: "Smoke days are rising." },
    ],
  });
  localNews = stt.url.replace(/\/?$/, "/local-news");
  app = await startAppServer({
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: `${ai.url}/v1`,
    AI_MODEL: "fake-model",
    AI_WEB_SEARCH: "true",
    STT_BASE_URL: `${stt.url}/v1`,
  });
});

test.afterAll(async () => {
  await app?.stop();
  await ai?.close();
  await stt?.close();
});

const previews: Record<string, object> = {
  "https://www.epa.gov/wildfire-smoke": {
    title: "Wildfire Smoke and Your Health",
    description: "How smoke affects health.",
    siteName: "US EPA",
    error: null,
  },
  "https://apnews.com/article/wildfire-smoke": {
    title: "Smoke blankets the Mountain West",
    description: "Air quality alerts across Wyoming.",
    siteName: "AP News",
    error: null,
  },
  "https://www.nytimes.com/2025/07/smoke.html": {
    title: null,
    description: null,
    siteName: null,
    error: "The page answered 404.",
  },
};

test("a model with research drafts the body only, and the review lists ranked sources with previews", async ({
  page,
}) => {
  await page.clock.install({ time: new Date("2030-01-01T09:00:00Z") });
  const previewCalls: string[] = [];
  // Public sites are faked in the browser; the loopback source goes to the real server, which refuses it.
  await page.route("**/api/functions/fetch-link-preview", (route) => {
    const { url } = route.request().postDataJSON() as { url: string };
    previewCalls.push(url);
    const fake = previews[url];
    return fake ? route.fulfill({ json: fake }) : route.continue();
  });
  const wizard = new WizardDriver(page, app.baseURL);
  await wizard.walkToCraft();
  await wizard.craft({ concerns: "Wildfire smoke", impact: "My son's asthma gets worse every summer" });
  const draft = await wizard.draftWithQuill();
  expect(draft.isFallbackPlaceholder).toBe(false);

  await expect(page.getByLabel("Your message")).toHaveValue(
    "Wildfire smoke sent my son to the ER twice last summer. The EPA says smoke days are rising. Please fund wildfire prevention.",
  );
  await expect(page.getByRole("heading", { name: "Sources" })).toBeVisible();
  const items = page.getByTestId("source");
  await expect(items).toHaveCount(4);
  await expect(items.nth(0)).toContainText("Wildfire Smoke and Your Health");
  await expect(items.nth(0)).toContainText("US EPA");
  await expect(items.nth(0)).toHaveAttribute("href", "https://www.epa.gov/wildfire-smoke");
  await expect(items.nth(1)).toContainText("Smoke blankets the Mountain West");
  await expect(items.nth(2)).toHaveText(/^nytimes\.com/);
  await expect(items.nth(3)).toHaveText(/^127\.0\.0\.1/);
  const refused = await page.request.post(`${app.baseURL}/api/functions/fetch-link-preview`, {
    data: { url: localNews },
  });
  expect((await refused.json()).error).toBe("This address is not allowed.");
  await page.clock.resume();
  await expectAccessible(page);

  // Previews that worked are cached for 24 h in local storage; failures are asked again.
  const cached = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("linkPreview:")));
  expect(cached.sort()).toEqual([
    "linkPreview:https://apnews.com/article/wildfire-smoke",
    "linkPreview:https://www.epa.gov/wildfire-smoke",
  ]);
  previewCalls.length = 0;
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await page.getByRole("button", { name: "Write it myself" }).click();
  await expect(page.getByTestId("source")).toHaveCount(4);
  await expect(page.getByTestId("source").nth(0)).toContainText("Wildfire Smoke and Your Health");
  await expect(page.getByTestId("source").nth(3)).toHaveText(/^127\.0\.0\.1/);
  expect(previewCalls.sort()).toEqual([localNews, "https://www.nytimes.com/2025/07/smoke.html"].sort());
});

test("voice: the fake microphone records, the fake service transcribes, the text is appended", async ({ page }) => {
  await page.clock.install({ time: new Date("2030-01-01T09:00:00Z") });
  await new WizardDriver(page, app.baseURL).walkToCraft();
  const speakConcerns = page.getByRole("button", { name: "Speak your concerns" });
  const speakImpact = page.getByRole("button", { name: "Speak how it affects your community" });
  await expect(speakConcerns).toHaveAttribute("data-hint", "true");
  await expect(speakImpact).not.toHaveAttribute("data-hint", "true");
  await page.clock.runFor(3_000);
  await expect(speakConcerns).not.toHaveAttribute("data-hint", "true");
  await expectAccessible(page);

  const concerns = page.getByLabel("I'm most concerned about:");
  const impact = page.getByLabel("How it affects my community (optional):");
  await concerns.fill("Clean air.");
  sttText = "Wildfire smoke is everywhere.";
  await speakConcerns.click();
  await expect(page.getByRole("button", { name: "Stop your concerns" })).toHaveAttribute("aria-pressed", "true");
  await page.waitForTimeout(400); // a moment of the fake microphone's tone
  await page.getByRole("button", { name: "Stop your concerns" }).click();
  await expect(page.getByText("Transcribing your voice...")).toBeVisible();
  await expect(concerns).toHaveValue("Clean air. Wildfire smoke is everywhere.");
  await expect(page.getByText("Transcribing your voice...")).toHaveCount(0);
  const sent = stt.requests.at(-1);
  expect(sent?.path).toBe("/v1/audio/transcriptions");
  expect(sent?.contentType).toMatch(/^multipart\/form-data/);
  expect(sent?.body).toMatch(/filename="voice\.(webm|ogg|m4a)"/);

  // Starting the second field stops the first, which is transcribed into its own field.
  sttText = "The kids stay inside.";
  await speakConcerns.click();
  await page.waitForTimeout(300);
  await speakImpact.click();
  await expect(page.getByRole("button", { name: "Stop how it affects your community" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Speak your concerns" })).toBeVisible();
  await expect(concerns).toHaveValue("Clean air. Wildfire smoke is everywhere. The kids stay inside.");
  sttText = "Our clinic is full.";
  await page.waitForTimeout(300);
  await page.getByRole("button", { name: "Stop how it affects your community" }).click();
  await expect(impact).toHaveValue("Our clinic is full.");

  // Nothing heard: the spec's toast.
  sttText = "   ";
  await speakImpact.click();
  await page.waitForTimeout(300);
  await page.getByRole("button", { name: "Stop how it affects your community" }).click();
  await expect(page.getByText("Transcription failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Please try recording again or use the text input instead.")).toBeVisible();
  await expect(impact).toHaveValue("Our clinic is full.");

  // Permission refused.
  await page.evaluate(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
  });
  await speakConcerns.click();
  await expect(page.getByText("Microphone access denied", { exact: true })).toBeVisible();
  await expect(page.getByText("Please allow microphone permissions and try again.")).toBeVisible();
  await expect(speakConcerns).toHaveAttribute("aria-pressed", "false");
});
