import "@fontsource-variable/inter/wght.css";
import "./styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// /onboarding arrives prerendered (scripts/prerender.mjs): hydrate it. A transition render yields to
// the browser every few milliseconds instead of one long task, which keeps the first visit's main
// thread responsive (Total Blocking Time).
startTransition(() => {
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
