// Build-time prerender of /onboarding, the page every first visit lands on, once per language: its
// first slide is in the HTML, so it paints before any JavaScript runs (a Spanish visitor never sees
// English first), and main.tsx hydrates it. The names are placeholders the server fills in per
// host, next to the config it embeds for hydration.
import { i18n, type Messages } from "@lingui/core";
import { type ReactNode, StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { App } from "./app/app";
import { loadOnboarding } from "./app/routes";
import { paths } from "./config/paths";
import type { Locale } from "./i18n/locale";
import { fallbackConfig, setInitialPublicConfig } from "./lib/public-config";

const APP_NAME_PLACEHOLDER = "__APP_NAME__";
const ASSISTANT_NAME_PLACEHOLDER = "__ASSISTANT_NAME__";

function OnboardingRouter({ children }: { children: ReactNode }) {
  return <StaticRouter location={paths.onboarding}>{children}</StaticRouter>;
}

const catalogues = { en: () => import("./locales/app-en.po"), es: () => import("./locales/app-es.po") };
const campaignCatalogues = {
  en: () => import("./locales/campaign-en.po"),
  es: () => import("./locales/campaign-es.po"),
};

/**
 * A campaign's link's words in `locale`: the shell's and the campaign page's, carried in the page
 * like onboarding's, so its first load fetches no catalogue (its 90 KB budget).
 */
export async function campaignWords(locale: Locale): Promise<Messages> {
  const [app, campaign] = await Promise.all([catalogues[locale](), campaignCatalogues[locale]()]);
  return { ...app.messages, ...campaign.messages };
}

/** The page in `locale`, and its words, which travel in the page (main.tsx reads them). */
export async function renderOnboarding(locale: Locale): Promise<{ html: string; messages: Messages }> {
  // Loaded first, as main.tsx does before hydrating: rendered directly, never suspended.
  await loadOnboarding();
  const { messages } = await catalogues[locale]();
  i18n.loadAndActivate({ locale, messages });
  setInitialPublicConfig({
    ...fallbackConfig,
    appName: APP_NAME_PLACEHOLDER,
    assistantName: ASSISTANT_NAME_PLACEHOLDER,
  });
  const html = renderToString(
    <StrictMode>
      <App Router={OnboardingRouter} />
    </StrictMode>,
  );
  return { html, messages };
}
