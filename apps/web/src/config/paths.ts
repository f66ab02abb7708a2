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
  /** Organisers' campaigns (docs/decisions/0043); a campaign's public link is /c/{slug}. */
  organize: "/organize",
  campaign: "/c",
} as const;

/** Navigation state that lets "/" show the wizard instead of redirecting to onboarding. */
export const skipOnboardingState = { skipOnboarding: true } as const;
