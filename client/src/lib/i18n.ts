// The app's languages: English (India) and Hindi through i18next. Each page's catalogues are JSON files per language
// and namespace (src/locales/<language>/<namespace>.json), fetched only for the language being read, beside the page's
// code, so the landing page downloads one language's common words and nothing else.
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { resources } from './i18n-resources';
import type { Language } from './language';
import { LANGUAGES, languageTag, pickLanguage, rememberLanguage } from './language';

export type Namespace = keyof typeof resources;

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

function loadCatalogue(language: string, namespace: string) {
  const load = catalogues[`../locales/${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`No catalogue ${language}/${namespace}`));
  return load().then((module) => module.default);
}

export const i18n = i18next.createInstance();

const ready = i18n
  .use(resourcesToBackend(loadCatalogue))
  .use(initReactI18next)
  .init({
    lng: pickLanguage(),
    supportedLngs: [...LANGUAGES],
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    // React escapes what it renders; the texts are never put into HTML as markup.
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  })
  .then(() => undefined);

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = languageTag(language as Language);
});
document.documentElement.lang = languageTag(i18n.language as Language);

/** Resolves once the current language's catalogues for these namespaces are in memory. */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return ready.then(() => i18n.loadNamespaces([...namespaces]));
}

/** The language being read now. */
export function currentLanguage(): Language {
  return i18n.language === 'hi' ? 'hi' : 'en';
}

/** A translation outside React (toasts raised in handlers, texts built by plain functions). */
export const t = i18n.t.bind(i18n);

/** Switches the language for this visit and remembers it in this browser. */
export function changeLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  return i18n.changeLanguage(language).then(() => undefined);
}
