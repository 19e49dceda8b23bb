import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../../domain/locale';

/**
 * Loads the catalogue of `locale` (its own small chunk: only the active language is ever
 * downloaded) and makes it the active one; every component that shows a message re-renders in it,
 * and `<html lang>` follows so that screen readers, hyphenation and fonts use the right language.
 * A catalogue that fails to arrive (a dropped request on slow data) is asked for once more.
 */
export async function activateLocale(locale: Locale, target: Document = document): Promise<void> {
  const { messages } = await importCatalogue(locale).catch(() => importCatalogue(locale));
  i18n.loadAndActivate({ locale, messages });
  target.documentElement.lang = locale;
}

const importCatalogue = (locale: Locale) => import(`./locales/${locale}.po`) as Promise<{ messages: Messages }>;
