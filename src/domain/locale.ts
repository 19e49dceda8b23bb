/**
 * The portal's two languages. Bangla when the browser prefers it, otherwise English
 * (docs/decisions/0039); the player's own choice, once made, wins on this device.
 */
export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'bn';

/**
 * The language for a browser whose preferred languages are `languages` (navigator.languages, most
 * preferred first): the first of them that is Bangla or English decides ('bn-BD' and 'bn' are Bangla);
 * a browser that names neither gets English.
 */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** The BCP 47 tag Intl formats with: Bangladesh's conventions for Bangla (৳, lakh grouping). */
export const intlTag = (locale: Locale): string => (locale === 'bn' ? 'bn-BD' : 'en-GB');

/** Each language's name in its own script: what the language switch shows. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', bn: 'বাংলা' };
