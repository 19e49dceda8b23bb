/**
 * The settings of the lint rule that keeps user-visible text in the catalogues
 * (eslint-plugin-lingui's no-unlocalized-strings, docs/decisions/0038).
 *
 * A string literal counts as user-visible text unless it is one of the technical kinds below:
 * class names, routes and URLs, HTML attribute values that are not read aloud, keys and tokens.
 */
export const unlocalizedStringsOptions = {
  // (The rule builds these without the u flag, so no \p{…} classes.)
  // Strings with no letters, single words in kebab/camel case or with dots and slashes (keys,
  // routes, CSS classes, MIME types), and CSS custom properties are not text for people.
  ignore: [
    '^[^A-Za-z\\u0980-\\u09FF]*$',
    '^[a-z0-9_./:#?&=%@-]+$',
    '^[a-z][a-zA-Z0-9]*$',
    '^(https?:|mailto:|tel:|/)',
    '^--',
    '^[A-Z_][A-Z0-9_]*$',
  ],
  ignoreNames: [
    {
      regex: {
        pattern:
          '^(className|class|key|id|to|href|src|srcSet|sizes|type|role|name|rel|target|method|lang|dir|htmlFor|form|accept|autoComplete|inputMode|enterKeyHint|pattern|loading|decoding|fetchPriority|referrerPolicy|sandbox|allow|as|variant|kind|size|tone|testId|data-.*|aria-controls|aria-describedby|aria-labelledby|aria-live|aria-current|aria-hidden|aria-haspopup|aria-expanded|aria-invalid|aria-modal|aria-relevant|aria-busy|aria-orientation|aria-sort|aria-atomic|viewBox|fill|stroke.*|d|xmlns|path|element|mode|status|reason|area|chunk|icon|state|display|style|transform|width|height|crossOrigin)$',
      },
    },
    { regex: { pattern: '^[A-Z0-9_]+$' } },
    { regex: { pattern: '(Class|ClassName|Path|Url|Key|Id|Route|Kind|Status|Mode|Token)$' } },
  ],
  ignoreFunctions: [
    'Error',
    'TypeError',
    'console.*',
    'useStore',
    'useService',
    'token',
    'Symbol.for',
    'document.querySelector',
    'querySelector',
    'querySelectorAll',
    'closest',
    'matches',
    'import.meta.glob',
    'document.getElementById',
    'addEventListener',
    'removeEventListener',
    'dispatchEvent',
    'CustomEvent',
    'performance.mark',
    'performance.measure',
    'matchMedia',
    'setAttribute',
    'getAttribute',
    'classList.*',
    'createElement',
    'new URL',
    'URLSearchParams',
    'navigate',
    'startsWith',
    'endsWith',
    'includes',
    'split',
    'join',
    'replace',
    'padStart',
    'Intl.*',
    'localeCompare',
  ],
  useTsTypes: true,
};
