// Starts the app on a page whose first paint is in its HTML (the prerendered /onboarding, a
// campaign's link) once the page has painted, or loaded in a tab that never paints: on a slow
// connection the app's JavaScript no longer competes with that paint. scripts/prerender.mjs names
// the modules to load.
(() => {
  const script = document.currentScript;
  const modules = (script?.dataset.modules ?? "").split(" ").filter(Boolean);
  const entry = script?.dataset.entry;
  let started = false;
  const start = () => {
    if (started || !entry) return;
    started = true;
    for (const href of modules) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const app = document.createElement("script");
    app.type = "module";
    app.src = entry;
    document.head.append(app);
  };
  try {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) start();
    }).observe({ type: "paint", buffered: true });
  } catch {
    start();
  }
  addEventListener("load", start, { once: true });
  // Until React takes the page over, a tap on a control marked data-early would do nothing: keep the
  // last one for the page to act on (onboarding-page.tsx). Once hydration starts (main.tsx marks
  // it), React replays such taps itself.
  addEventListener(
    "click",
    (e) => {
      const html = document.documentElement;
      if (html.hasAttribute("data-hydrating") || html.hasAttribute("data-app-ready")) return;
      const control = e.target instanceof Element ? e.target.closest("[data-early]") : null;
      if (control) window.earlyTap = control.getAttribute("data-early");
    },
    true,
  );
})();
