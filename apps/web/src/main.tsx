import "@fontsource-variable/inter/wght.css";
import "./styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { hasSkipOnboardingFlag } from "./app/home-entry";
import { loadOnboarding } from "./app/routes";
import { paths } from "./config/paths";
import { activateLocale, browserLocale } from "./i18n/locale";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
// "/" arrives as the prerendered onboarding too (the server sends it there): without the skip flag
// the app would redirect to /onboarding at once, so the address moves first and the page hydrates;
// with the flag (a reload mid-wizard) the wizard replaces the prerendered slide. React Router keeps
// navigation state under history.state.usr.
if (location.pathname === paths.home) {
  if (hasSkipOnboardingFlag(history.state?.usr)) root.replaceChildren();
  else history.replaceState(history.state, "", `${paths.onboarding}${location.search}${location.hash}`);
}
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The page's language (by the server's rule, so it is the one the server prerendered) and its words
// load before the first render.
const language = activateLocale(browserLocale());
// /onboarding arrives prerendered (scripts/prerender.mjs): hydrate it, once its chunk (preloaded by
// boot.js) is loaded, so the first render matches the HTML without suspending. A transition render
// yields to the browser every few milliseconds instead of one long task, which keeps the first
// visit's main thread responsive (Total Blocking Time).
if (root.firstElementChild) {
  void Promise.all([loadOnboarding(), language]).then(() => {
    // From here React replays a tap itself; before, public/boot.js keeps it.
    document.documentElement.dataset.hydrating = "";
    startTransition(() => void hydrateRoot(root, app));
  });
} else {
  void language.then(() => startTransition(() => void createRoot(root).render(app)));
}
