/** Every route of the site (site.md §2), in one place. */
export const paths = {
  home: "/",
  onboarding: "/onboarding",
  about: "/about",
  faq: "/faq",
  contact: "/contact",
  privacy: "/privacy",
  terms: "/terms",
  share: "/share",
  research: "/research",
  paymentReturn: "/payment-return",
  paymentSuccess: "/payment-success",
  paymentRefunded: "/payment-refunded",
  /** The operator console (docs/decisions/0023): not in the site's menus. */
  admin: "/admin",
  /** "Find my orders"; an order's private status page is /orders/{token}. */
  orders: "/orders",
  /** Cards a sender writes themselves: /write-it-yourself/{token} (docs/decisions/0065). */
  ownCards: "/write-it-yourself",
  // Organisers' pages are /organize (docs/decisions/0043), a campaign's link /c/{slug}: written out
  // where they are routed (app/routes.tsx), which keeps them out of every page's entry chunk.
} as const;

/** Navigation state that lets "/" show the wizard instead of redirecting to onboarding. */
export const skipOnboardingState = { skipOnboarding: true } as const;
