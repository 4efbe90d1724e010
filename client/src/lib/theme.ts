// Light or dark: the device's preference (prefers-color-scheme) unless the reader chose one, remembered in this
// browser. The choice is an attribute on <html> that the colour tokens in base.css follow; index.html applies a kept
// choice before the first paint, so a dark reader never sees a light flash.
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_STORAGE_KEY = 'theme';

function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function keptTheme(): Theme {
  try {
    const kept = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(kept) ? kept : 'system';
  } catch {
    return 'system';
  }
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
  try {
    if (theme === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused: the choice lasts for this page.
  }
}
