import { cardFrontIds } from "@civic/contracts/card-fronts";
import type { PublicConfig } from "@civic/contracts/config";
import { useSyncExternalStore } from "react";

/** Used until /api/config answers (and if it never does): local, everything optional off. */
export const fallbackConfig: PublicConfig = {
  appName: "Civic Postcard",
  assistantName: "Quill",
  supportEmail: "support@civicpostcard.org",
  frontendUrl: typeof window === "undefined" ? "" : window.location.origin,
  isProduction: false,
  environment: "staging",
  payments: { provider: "local", publishableKey: null, testMode: true },
  features: { voice: false },
  cardFronts: [...cardFrontIds],
  retentionDays: 90,
  posthog: null,
  sentry: null,
};

/**
 * The server writes this host's config into the page (a JSON data block, which CSP allows), so the
 * first render already has it; /api/config is the fallback for a page served without it.
 */
function embeddedConfig(): PublicConfig | null {
  if (typeof document === "undefined") return null;
  const text = document.getElementById("public-config")?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PublicConfig;
  } catch {
    return null;
  }
}

const embedded = embeddedConfig();
let current: PublicConfig = embedded ?? fallbackConfig;
let loading: Promise<PublicConfig> | null = null;
const listeners = new Set<() => void>();

/** The per-host settings the server publishes (no secrets); fetched once per page load. */
export function loadPublicConfig(): Promise<PublicConfig> {
  if (embedded) return Promise.resolve(embedded);
  loading ??= fetch("/api/config")
    .then((r) => (r.ok ? (r.json() as Promise<PublicConfig>) : fallbackConfig))
    .catch(() => fallbackConfig)
    .then((config) => {
      current = config;
      for (const l of listeners) l();
      return config;
    });
  return loading;
}

/** The prerender renders with placeholders the server fills in per host (see prerender.tsx). */
export function setInitialPublicConfig(config: PublicConfig) {
  current = config;
}

export function usePublicConfig(): PublicConfig {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      void loadPublicConfig();
      return () => listeners.delete(l);
    },
    () => current,
    () => current,
  );
}
