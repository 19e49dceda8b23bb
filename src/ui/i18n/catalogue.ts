import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../../domain/locale';

/**
 * The catalogues of the active language (docs/decisions/0038, 0044). Each language has three, each
 * its own small chunk, and only the active language's are ever downloaded: the shell's (the entry,
 * /home, the shared components), which the first render waits for; the lazy screens', which
 * arrives with the first lazy screen (`screenWords`); and the help and legal pages' long texts,
 * which arrive only when one of those pages opens (`pageWords`). /home's first load carries only
 * the shell's.
 * A catalogue that fails to arrive (a dropped request on slow data) is asked for once more.
 */
type Catalogue = Promise<{ messages: Messages }>;
const shellCatalogue = (locale: Locale) => import(`./locales/${locale}.po`) as Catalogue;
const screensCatalogue = (locale: Locale) => import(`../screens/locales/${locale}.po`) as Catalogue;
const pagesCatalogue = (locale: Locale) => import(`../screens/static-pages/locales/${locale}.po`) as Catalogue;
const once = (load: () => Catalogue) => load().catch(load);

let latest: Locale | null = null;
let chosen: (locale: Locale) => void = () => undefined;
const firstChoice = new Promise<Locale>((resolve) => (chosen = resolve));

/**
 * A catalogue downloaded on demand: nothing is fetched until something first asks for its words;
 * from then on a change of language fetches it with the shell's, so the switch shows no gap.
 */
function onDemand(catalogue: (locale: Locale) => Catalogue) {
  let wanted = false;
  const loaded = new Map<Locale, Promise<void>>();
  const load = (locale: Locale): Promise<void> => {
    let loading = loaded.get(locale);
    if (!loading) {
      loading = once(() => catalogue(locale)).then(({ messages }) => i18n.load(locale, messages));
      loading.catch(() => loaded.delete(locale));
      loaded.set(locale, loading);
    }
    return loading;
  };
  return {
    /** With the language being activated, when the words were asked for before. */
    withLocale: (locale: Locale) => (wanted ? load(locale) : undefined),
    /** Resolves once the words of the active language are here. */
    words: (): Promise<void> => {
      wanted = true;
      return (latest ? Promise.resolve(latest) : firstChoice).then(load);
    },
  };
}

const screens = onDemand(screensCatalogue);
const pages = onDemand(pagesCatalogue);

/**
 * Makes `locale` the active language once its catalogues are here: every component that shows a
 * message re-renders in it, and `<html lang>` follows (screen readers, hyphenation, fonts).
 */
export async function activateLocale(locale: Locale, target: Document = document): Promise<void> {
  latest = locale;
  chosen(locale);
  await Promise.all([
    once(() => shellCatalogue(locale)).then(({ messages }) => i18n.load(locale, messages)),
    screens.withLocale(locale),
    pages.withLocale(locale),
  ]);
  if (latest !== locale) return; // a newer choice was made meanwhile
  i18n.activate(locale);
  target.documentElement.lang = locale;
}

/** Resolves once the lazy screens' words of the active language are here; a lazy screen waits for it. */
export const screenWords = (): Promise<void> => screens.words();

/** Resolves once the help and legal pages' words of the active language are here; those pages wait for it. */
export const pageWords = (): Promise<void> => pages.words();
