import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../../domain/locale';

/**
 * The catalogues of the active language (docs/decisions/0038). Each language has two, each its own
 * small chunk, and only the active language's are ever downloaded: the shell's (the entry, /home,
 * the shared components), which the first render waits for, and the lazy screens', which arrives
 * with the first lazy screen (`screenWords`), so /home's first load does not carry it.
 * A catalogue that fails to arrive (a dropped request on slow data) is asked for once more.
 */
type Catalogue = Promise<{ messages: Messages }>;
const shellCatalogue = (locale: Locale) => import(`./locales/${locale}.po`) as Catalogue;
const screensCatalogue = (locale: Locale) => import(`../screens/locales/${locale}.po`) as Catalogue;
const once = (load: () => Catalogue) => load().catch(load);

let latest: Locale | null = null;
let chosen: (locale: Locale) => void = () => undefined;
const firstChoice = new Promise<Locale>((resolve) => (chosen = resolve));
let screensWanted = false;
const screensLoaded = new Map<Locale, Promise<void>>();

function loadScreenWords(locale: Locale): Promise<void> {
  let loaded = screensLoaded.get(locale);
  if (!loaded) {
    loaded = once(() => screensCatalogue(locale)).then(({ messages }) => i18n.load(locale, messages));
    loaded.catch(() => screensLoaded.delete(locale));
    screensLoaded.set(locale, loaded);
  }
  return loaded;
}

/**
 * Makes `locale` the active language once its catalogues are here: every component that shows a
 * message re-renders in it, and `<html lang>` follows (screen readers, hyphenation, fonts).
 */
export async function activateLocale(locale: Locale, target: Document = document): Promise<void> {
  latest = locale;
  chosen(locale);
  await Promise.all([
    once(() => shellCatalogue(locale)).then(({ messages }) => i18n.load(locale, messages)),
    screensWanted ? loadScreenWords(locale) : undefined,
  ]);
  if (latest !== locale) return; // a newer choice was made meanwhile
  i18n.activate(locale);
  target.documentElement.lang = locale;
}

/** Resolves once the lazy screens' words of the active language are here; a lazy screen waits for it. */
export function screenWords(): Promise<void> {
  screensWanted = true;
  return (latest ? Promise.resolve(latest) : firstChoice).then(loadScreenWords);
}
