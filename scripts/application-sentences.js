/**
 * The lint rule that keeps English sentences out of src/application and src/domain
 * (docs/decisions/0052): those layers say what happened as a code with its values
 * (`{ code: 'reason-too-long', max: 500 }`), and the UI words the code through the catalogues, so a
 * number is written once and every message has its Bangla.
 *
 * A user-visible English literal is a string literal, or the text between a template's `${…}`
 * parts, that reads as a sentence:
 *   1. a capitalised word followed by a space and another word: 'Game not found',
 *      `Keep the reason under ${max} characters`, 'Esports Plan cancelled successfully'; or
 *   2. two words with a space between them, ending in sentence punctuation: ' could not be sent.',
 *      'please try again!'.
 * Not sentences, so never caught: codes, ids and keys ('reason-too-long', 'FIRST-ROUND',
 * 'recentlyPlayed'), API paths and URLs ('/api/games', 'https://…'), single words ('Bearer',
 * 'AbortError'), and a word followed by a space and no word ('Bearer ').
 * A single capitalised word such as 'Failed' can be a player's text too, but cannot be told apart
 * from a name or a header; those are found by the catalogue tests, not by this rule.
 *
 * Text for developers is allowed where it is plainly theirs: the arguments of a log call
 * (`console.*`, `log.warn(…)` and the other level names) and an error's own message
 * (`new Error(…)`, `new RangeError(…)`, `super(…)` in an error class), which go to the error log
 * and are never shown to a player. A constant that names a log line elsewhere says so with an
 * `eslint-disable-next-line no-restricted-syntax -- …` comment.
 */

/**
 * The two shapes of a sentence above, as one regular expression (written for esquery's selector
 * syntax: between slashes, no flags, no slash inside).
 */
const SENTENCE = String.raw`/^[A-Z][a-z']*[ ,]+[A-Za-z]|[A-Za-z] +[A-Za-z][^]*[A-Za-z][.!?]$/`;

/** Where a string is a developer's text: an argument of a log call or of an error's constructor. */
const DEVELOPER_TEXT = [
  'CallExpression[callee.object.name="console"]',
  'CallExpression[callee.property.name=/^(log|debug|info|warn|error)$/]',
  'NewExpression[callee.name=/Error$/]',
  'CallExpression[callee.type="Super"]',
];
const notIn = (child) => `:not(${DEVELOPER_TEXT.map((call) => `${call} > ${child}`).join(', ')})`;

const MESSAGE =
  'The application and domain say what happened as a code with its values; the UI words it through the catalogues (scripts/application-sentences.js).';

/** The selectors of `no-restricted-syntax` for src/application and src/domain. */
export const applicationSentenceSelectors = [
  { selector: `Literal[value=${SENTENCE}]${notIn('Literal')}`, message: MESSAGE },
  { selector: `TemplateElement[value.cooked=${SENTENCE}]${notIn('TemplateLiteral > TemplateElement')}`, message: MESSAGE },
];
