import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Translate } from '@claim/story';
import { EN } from './en';

/**
 * Every string the client shows goes through i18next. English, Dutch and Korean (the languages of the
 * rule texts) are complete; the story's words come from the shared story module (src/story/messages).
 * English is part of the first download; Dutch and Korean are chunks of their own, fetched only when
 * chosen (each is ~40 KB before gzip: the JS a player downloads to open the table stays under budget,
 * docs/web-client.md "Speed and weight").
 */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'nl', name: 'Nederlands' },
  { code: 'ko', name: '한국어' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

const STORAGE_KEY = 'claim.language';

/** The dictionaries other than English, by dynamic import (a separate chunk each). */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<object>> = {
  nl: () => import('./nl').then((m) => m.NL),
  ko: () => import('./ko').then((m) => m.KO),
};

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

/** Makes `code`'s dictionary available (fetching its chunk the first time); English always is. */
async function load(code: Language): Promise<void> {
  if (code === 'en' || i18next.hasResourceBundle(code, 'translation')) return;
  i18next.addResourceBundle(code, 'translation', await LOADERS[code]());
}

void i18next.use(initReactI18next).init({
  resources: { en: { translation: EN } },
  lng: 'en',
  fallbackLng: 'en',
  // React escapes what it renders; i18next need not.
  interpolation: { escapeValue: false },
});

/**
 * Resolves once the first language is ready: main.tsx renders after it, so a Dutch or Korean player never
 * sees English flash first. Should the chunk not load (offline before it was kept), English stands in.
 */
export const i18nReady: Promise<void> = (async () => {
  const first = initialLanguage();
  try {
    await load(first);
    await i18next.changeLanguage(first);
  } catch {
    await i18next.changeLanguage('en');
  }
  document.documentElement.lang = currentLanguage();
})();

export function setLanguage(code: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Not kept across reloads in private mode.
  }
  void load(code)
    .then(() => i18next.changeLanguage(code))
    .then(() => {
      document.documentElement.lang = code;
    })
    // Offline and never fetched: the page stays in the language it shows.
    .catch(() => undefined);
}

/** The translate function, re-rendering on a language switch; also the story renderer's `Translate`. */
export function useT(): Translate {
  const { t } = useTranslation();
  return t;
}

export function currentLanguage(): Language {
  return LANGUAGES.find((l) => l.code === i18next.language)?.code ?? 'en';
}
