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
  posthog: null,
  sentry: null,
};

let current: PublicConfig = fallbackConfig;
let loading: Promise<PublicConfig> | null = null;
const listeners = new Set<() => void>();

/** The per-host settings the server publishes (no secrets); fetched once per page load. */
export function loadPublicConfig(): Promise<PublicConfig> {
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

export function usePublicConfig(): PublicConfig {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      void loadPublicConfig();
      return () => listeners.delete(l);
    },
    () => current,
  );
}
