import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * One catalogue per language and per part of the app that loads on its own, so a page loads only
 * its own words in its own language (decision 0100). English is the source: the components keep
 * their English text, word for word as the spec has it, and `lingui extract` writes it to the
 * English catalogue. The console and the organisers' pages stay English: nothing of theirs is here.
 */
const SENDER = [
  // The wizard's steps after the review: their words load with their code, not with the landing.
  "<rootDir>/src/features/wizard/steps/return-address",
  "<rootDir>/src/features/wizard/steps/preview",
  "<rootDir>/src/features/wizard/steps/checkout",
  "<rootDir>/src/features/wizard/steps/success",
  "<rootDir>/src/features/wizard/components/card-text.tsx",
  "<rootDir>/src/lib/office-label.ts",
  "<rootDir>/src/components/payment",
  "<rootDir>/src/components/success-screen.tsx",
  "<rootDir>/src/lib/server-message.ts",
  "<rootDir>/src/features/payment",
  "<rootDir>/src/features/order-status",
  "<rootDir>/src/features/own-cards",
  "<rootDir>/src/features/share",
];

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
      // Lingui's exclude takes globs: a folder's files by "/**".
      exclude: SENDER.filter((p) => /^<rootDir>\/src\/(components|lib)\//.test(p)).map((p) =>
        /\.tsx?$/.test(p) ? p : `${p}/**`,
      ),
    },
    // The wizard's chunk: its steps, loaded with it (app/routes.tsx).
    {
      path: "<rootDir>/src/locales/wizard-{locale}",
      include: ["<rootDir>/src/features/wizard"],
      exclude: SENDER.filter((p) => p.includes("/features/wizard/")).map((p) => (/\.tsx?$/.test(p) ? p : `${p}/**`)),
    },
    // The sender's pages after the wizard's steps: payment, success and sharing, the status page,
    // "find my orders", the sender's own cards, and the server's errors as a sender reads them.
    // Loaded by the wizard and by those pages' routes, never with the entry.
    { path: "<rootDir>/src/locales/sender-{locale}", include: SENDER },
    // A campaign's link and its embed (their own small chunk, app/routes.tsx): loaded with it.
    { path: "<rootDir>/src/locales/campaign-{locale}", include: ["<rootDir>/src/features/campaign"] },
    // The site menu's sheet and the information pages (About, FAQ, Research, Contact, Privacy & Terms).
    { path: "<rootDir>/src/locales/menu-{locale}", include: ["<rootDir>/src/features/menu-and-info"] },
  ],
  // Files without line numbers, so an edit elsewhere in a component leaves the catalogues alone.
  format: formatter({ lineNumbers: false }),
  orderBy: "message",
});
