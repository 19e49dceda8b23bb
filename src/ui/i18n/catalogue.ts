import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../../domain/locale';

/**
 * The catalogues of the active language (docs/decisions/0038, 0044). Each language has three, each
 * its own small chunk, and only the active language's are ever downloaded: the shell's (the entry,
 * /home, the shared components), which the first render waits for; the lazy screens', which
 * arrives with the first lazy screen (`screenWords`); and the help and legal pages' long texts,
 * which arrive only when one of those pages opens (`pageWords`). /home's first load carries only
 * the shell's. Once a catalogue has been asked for, a change of language fetches it with the
 * shell's, so the switch shows no gap.
 * A catalogue that fails to arrive (a dropped request on slow data) is asked for once more.
 */
type Catalogue = (locale: Locale) => Promise<{ messages: Messages }>;
// Each language's file named in full rather than as `${locale}.po`: the build's helper for a
// computed import path costs /home's first load more bytes than these lines.
const shellCatalogue: Catalogue = (locale) => (locale === 'bn' ? import('./locales/bn.po') : import('./locales/en.po'));
const screensCatalogue: Catalogue = (locale) =>
  locale === 'bn' ? import('./lazy-screen-locales/bn.po') : import('./lazy-screen-locales/en.po');
const pagesCatalogue: Catalogue = (locale) =>
  locale === 'bn' ? import('../screens/static-pages/locales/bn.po') : import('../screens/static-pages/locales/en.po');

/** The catalogues a change of language loads: the shell's, and those asked for since. */
const wanted: Catalogue[] = [shellCatalogue];
const loaded = new Map<string, Promise<void>>();

let latest: Locale | null = null;
let chosen: (locale: Locale) => void = () => undefined;
const firstChoice = new Promise<Locale>((resolve) => (chosen = resolve));

function load(catalogue: Catalogue, locale: Locale): Promise<void> {
  const key = wanted.indexOf(catalogue) + locale;
  let loading = loaded.get(key);
  if (!loading) {
    loading = catalogue(locale)
      .catch(() => catalogue(locale))
      .then(({ messages }) => i18n.load(locale, messages));
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/** Resolves once `catalogue`'s words of the active language are here. */
function words(catalogue: Catalogue): Promise<void> {
  if (!wanted.includes(catalogue)) wanted.push(catalogue);
  return (latest ? Promise.resolve(latest) : firstChoice).then((locale) => load(catalogue, locale));
}

/**
 * Makes `locale` the active language once its catalogues are here: every component that shows a
 * message re-renders in it, and `<html lang>` follows (screen readers, hyphenation, fonts).
 */
export async function activateLocale(locale: Locale, target: Document = document): Promise<void> {
  latest = locale;
  chosen(locale);
  await Promise.all(wanted.map((catalogue) => load(catalogue, locale)));
  if (latest !== locale) return; // a newer choice was made meanwhile
  i18n.activate(locale);
  target.documentElement.lang = locale;
}

/** Resolves once the lazy screens' words of the active language are here; a lazy screen waits for it. */
export const screenWords = (): Promise<void> => words(screensCatalogue);

/** Resolves once the help and legal pages' words of the active language are here; those pages wait for it. */
export const pageWords = (): Promise<void> => words(pagesCatalogue);
