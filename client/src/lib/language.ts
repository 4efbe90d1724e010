// Which language a visit reads: ?lang= on the address for that visit, else the choice remembered in this browser (the
// account's choice is copied there on sign-in), else the browser's own preference, else English.
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The browser's key for the remembered choice. */
export const LANGUAGE_STORAGE_KEY = 'locale';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The BCP 47 tag for <html lang> and Intl: India's English, and Hindi. */
export function languageTag(language: Language): string {
  return language === 'hi' ? 'hi-IN' : 'en-IN';
}

/** The language asked for on the address (?lang=hi), if it is one of ours. */
export function languageInAddress(search: string = window.location.search): Language | null {
  const asked = new URLSearchParams(search).get('lang');
  return isLanguage(asked) ? asked : null;
}

export function rememberedLanguage(): Language | null {
  try {
    const kept = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(kept) ? kept : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode, full): the choice lasts for this visit only.
  }
}

function browserLanguage(): Language | null {
  const preferred = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return null;
}

export function pickLanguage(): Language {
  return languageInAddress() ?? rememberedLanguage() ?? browserLanguage() ?? 'en';
}
