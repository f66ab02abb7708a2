import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * One catalogue per language and per part of the app that loads on its own, so a page loads only
 * its own words in its own language (decision 0100). English is the source: the components keep
 * their English text, word for word as the spec has it, and `lingui extract` writes it to the
 * English catalogue. The console and the organisers' pages stay English: nothing of theirs is here.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es"],
  fallbackLocales: { default: "en" },
  catalogs: [
    // Loaded with the entry: the shell, onboarding, the 404 and crash screens, the language switch.
    {
      path: "<rootDir>/src/locales/app-{locale}",
      include: [
        "<rootDir>/src/app",
        "<rootDir>/src/lib",
        "<rootDir>/src/components",
        "<rootDir>/src/features/onboarding",
      ],
    },
    // The wizard's chunk: its steps, loaded with it (app/routes.tsx).
    { path: "<rootDir>/src/locales/wizard-{locale}", include: ["<rootDir>/src/features/wizard"] },
    // The menu's button, on every page with the header. Its sheet and pages are still English.
    { path: "<rootDir>/src/locales/menu-{locale}", include: ["<rootDir>/src/features/menu-and-info/site-menu.tsx"] },
  ],
  // Files without line numbers, so an edit elsewhere in a component leaves the catalogues alone.
  format: formatter({ lineNumbers: false }),
  orderBy: "message",
});
