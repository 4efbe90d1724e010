// The header's language and theme switches. A signed-in reader's language is kept in the account (its emails follow
// it) and copied to this browser; a visitor's in this browser only; ?lang= on an address holds for that visit.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import { changeLanguage, currentLanguage, t as translate } from '../../lib/i18n';
import { isLanguage, languageInAddress, type Language } from '../../lib/language';
import { notify } from '../../lib/notifications';
import { getSupabase, onFirstSupabaseRequest } from '../../lib/supabase';
import { applyTheme, keptTheme, type Theme } from '../../lib/theme';

const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी' };

function saveToAccount(language: Language): void {
  void getSupabase()
    .then((supabase) => supabase.auth.updateUser({ data: { locale: language } }))
    .then(({ error }) => {
      if (error) notify.error(translate('preferences.languageSaveFailed'));
    });
}

/** A language the reader chose with the switch while signed out, in this visit: their sign-in takes it along. */
let chosenSignedOut: Language | null = null;

/**
 * On sign-in, a language chosen just before it goes to the account; otherwise the account's language wins over the
 * browser's, unless this visit asked for one on its address; an account with none yet takes the one being read, so
 * its emails and its next browser follow the reader.
 */
function useAccountLanguage(): void {
  const { user } = useAuth();
  const signedIn = user !== null;
  const accountLanguage = user?.userMetadata.locale;
  useEffect(() => {
    if (!signedIn) return;
    const chosen = chosenSignedOut;
    chosenSignedOut = null;
    if (chosen !== null && chosen !== accountLanguage) saveToAccount(chosen);
    // ?lang= holds for this visit only: it neither changes the account nor gives way to it.
    else if (languageInAddress()) return;
    // Not urgent: it waits for supabase-js to be loaded for the session, rather than bring it onto the first paint.
    else if (!isLanguage(accountLanguage)) return onFirstSupabaseRequest(() => saveToAccount(currentLanguage()));
    else void changeLanguage(accountLanguage);
    return undefined;
  }, [signedIn, accountLanguage]);
}

export function DisplayPreferences() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const [theme, setTheme] = useState<Theme>(keptTheme);
  const languageId = useId();
  const themeId = useId();
  useAccountLanguage();

  const chooseLanguage = (language: Language) => {
    void changeLanguage(language);
    if (!user) chosenSignedOut = language;
    else if (user.userMetadata.locale !== language) saveToAccount(language);
  };
  const chooseTheme = (next: Theme) => {
    setTheme(next);
    applyTheme(next);
  };

  return (
    <div className="display-preferences" role="group" aria-label={t('preferences.label')}>
      <label className="visually-hidden" htmlFor={languageId}>
        {t('preferences.language')}
      </label>
      <select
        id={languageId}
        className="display-preferences__select"
        value={i18n.language}
        onChange={(event) => isLanguage(event.target.value) && chooseLanguage(event.target.value)}
      >
        {(Object.keys(LANGUAGE_NAMES) as Language[]).map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
      <label className="visually-hidden" htmlFor={themeId}>
        {t('preferences.theme')}
      </label>
      <select
        id={themeId}
        className="display-preferences__select"
        value={theme}
        onChange={(event) => chooseTheme(event.target.value as Theme)}
      >
        <option value="system">{t('preferences.themeSystem')}</option>
        <option value="light">{t('preferences.themeLight')}</option>
        <option value="dark">{t('preferences.themeDark')}</option>
      </select>
    </div>
  );
}
