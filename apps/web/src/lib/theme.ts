/** site.md §9: the theme is fixed to light; the preference key exists but cannot change it. */
const THEME_STORAGE_KEY = "civic-postcard-theme";
const DEFAULT_THEME = "light";

/** Applies the light theme and records it under the preference key (the only allowed value). */
export function applyFixedTheme() {
  const root = document.documentElement;
  root.classList.add(DEFAULT_THEME);
  root.style.colorScheme = DEFAULT_THEME;
  try {
    if (localStorage.getItem(THEME_STORAGE_KEY) !== DEFAULT_THEME)
      localStorage.setItem(THEME_STORAGE_KEY, DEFAULT_THEME);
  } catch {
    // Storage can be blocked (private mode, policies); the page stays light either way.
  }
}

/** Theme switching is disabled: any attempt only logs a warning. */
export function setTheme(theme: string) {
  if (theme === DEFAULT_THEME) return;
  console.warn(`Theme switching is disabled: the site always uses the ${DEFAULT_THEME} theme (asked for "${theme}").`);
}
