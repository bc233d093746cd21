import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Translate } from '@claim/story';
import { EN } from './en';
import { KO } from './ko';
import { NL } from './nl';

/**
 * Every string the client shows goes through i18next. English, Dutch and Korean (the languages of the
 * rule texts) are complete; the story's words come from the shared story module (src/story/messages).
 */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'nl', name: 'Nederlands' },
  { code: 'ko', name: '한국어' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

const STORAGE_KEY = 'claim.language';

function initialLanguage(): Language {
  const known = (code: string | null | undefined): Language | null =>
    LANGUAGES.find((l) => l.code === code?.slice(0, 2).toLowerCase())?.code ?? null;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Private mode: the browser's language decides.
  }
  return known(stored) ?? navigator.languages.map(known).find((l) => l !== null) ?? 'en';
}

void i18next.use(initReactI18next).init({
  resources: { en: { translation: EN }, nl: { translation: NL }, ko: { translation: KO } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  // React escapes what it renders; i18next need not.
  interpolation: { escapeValue: false },
});
document.documentElement.lang = i18next.language;

export function setLanguage(code: Language): void {
  void i18next.changeLanguage(code);
  document.documentElement.lang = code;
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Not kept across reloads in private mode.
  }
}

/** The translate function, re-rendering on a language switch; also the story renderer's `Translate`. */
export function useT(): Translate {
  const { t } = useTranslation();
  return t;
}

export function currentLanguage(): Language {
  return LANGUAGES.find((l) => l.code === i18next.language)?.code ?? 'en';
}
