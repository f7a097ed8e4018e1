// The quality rubric for the built-in composer: what a recipient would reject in a reply. Pure,
// so it is tested on its own (rubric.test.ts) and shared by the corpus test and the report.

export interface CorpusEntry {
  id: string;
  audience: string;
  request: string;
  /** Details both options must carry; "a|b" accepts either form. */
  mustInclude: string[];
  /** Words that would show a wrong kind of email or an invented fact. */
  mustNotInclude: string[];
  /** The name the greeting line must contain ("a|b" alternatives), when the visitor named one. */
  recipient: string | null;
  greetingMustNot?: string[];
  decline: boolean;
}

export interface ReplyOption {
  tone: string;
  subject: string;
  body: string;
}

export interface Reply {
  message: string;
  emailOptions: ReplyOption[];
}

export interface Failure {
  check: string;
  detail: string;
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whole-word, case-insensitive; "a|b" matches either. */
export function mentions(haystack: string, wanted: string): boolean {
  return wanted.split('|').some((alternative) => {
    const word = alternative.trim();
    if (!word) return false;
    const start = /^\w/.test(word) ? '(?<![\\w])' : '';
    const end = /\w$/.test(word) ? '(?![\\w])' : '';
    return new RegExp(`${start}${escape(word)}${end}`, 'i').test(haystack);
  });
}

/** Word-level overlap of two texts, 0 (nothing shared) to 1 (the same words). */
export function similarity(a: string, b: string): number {
  const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  const left = words(a);
  const right = words(b);
  const counts = new Map<string, number>();
  for (const word of left) counts.set(word, (counts.get(word) ?? 0) + 1);
  let shared = 0;
  for (const word of right) {
    const count = counts.get(word) ?? 0;
    if (count > 0) {
      shared += 1;
      counts.set(word, count - 1);
    }
  }
  return left.length + right.length === 0 ? 1 : (2 * shared) / (left.length + right.length);
}

const DEBRIS: ReadonlyArray<readonly [RegExp, string]> = [
  [/[{}]|\bundefined\b|\bnull\b|\bNaN\b|\[object /, 'template debris'],
  [/(?<![\w-])(\w+) \1\b/i, 'doubled word'],
  [/\s[,.;:!?]/, 'space before punctuation'],
  [/\.\.(?!\.)|,,|,\./, 'doubled punctuation'],
  [/(?:^|[.!?]\s+)[a-z]/m, 'sentence starts in lowercase'],
  [/(?<![\w'])i(?![\w'])/, 'lowercase "i"'],
  [/\b(?:write (?:to|an email to) my|ask (?:him|her|them) (?:to|if)|tell (?:him|her|them) (?:that|i)|let (?:him|her|them) know|can u|pls|plz|tmrw|\bu\b(?! ?\.)|email (?:him|her|them) that)\b/i, "the request's own wording"],
];

// A two-line note ("running late", "out sick", "I'll cover your shift on Sunday") is 20 to 30 words
// with its greeting and sign-off (COMPOSER.md's own sick-note example is 30, a running-late note
// shorter); a higher floor only rewards filler lines such as "Have a wonderful day" after bad news,
// which readers of fresh requests marked as faults. Past 230 words nobody reads it.
export const MIN_BODY_WORDS = 20;
export const MAX_BODY_WORDS = 230;

/** Everything wrong with one option, as a list; empty when a person could send it (after filling blanks). */
export function optionFailures(option: ReplyOption, entry: CorpusEntry): Failure[] {
  const failures: Failure[] = [];
  const all = `${option.subject}\n${option.body}`;
  for (const detail of entry.mustInclude) {
    if (!mentions(all, detail)) failures.push({ check: 'detail missing', detail });
  }
  for (const word of entry.mustNotInclude) {
    if (mentions(all, word)) failures.push({ check: 'off-topic', detail: word });
  }
  const greeting = option.body.split('\n').find((line) => line.trim()) ?? '';
  if (entry.recipient && !mentions(greeting, entry.recipient)) failures.push({ check: 'greeting', detail: `"${greeting}" does not name ${entry.recipient}` });
  for (const name of entry.greetingMustNot ?? []) if (mentions(greeting, name)) failures.push({ check: 'greeting', detail: `"${greeting}" greets ${name}` });
  const subjectWords = countWords(option.subject);
  if (subjectWords < 3 || subjectWords > 8) failures.push({ check: 'subject length', detail: `${subjectWords} words: "${option.subject}"` });
  const bodyWords = countWords(option.body);
  if (bodyWords < MIN_BODY_WORDS || bodyWords > MAX_BODY_WORDS) failures.push({ check: 'body length', detail: `${bodyWords} words` });
  for (const [pattern, name] of DEBRIS) {
    const match = pattern.exec(all);
    if (match) failures.push({ check: 'debris', detail: `${name}: "${match[0].trim()}"` });
  }
  const sentences = option.body.split(/(?<=[.!?])\s+|\n+/).map((sentence) => sentence.trim().toLowerCase()).filter((sentence) => countWords(sentence) >= 4);
  const repeated = sentences.find((sentence, index) => sentences.indexOf(sentence) !== index);
  if (repeated) failures.push({ check: 'repeated sentence', detail: repeated });
  const blanks = all.match(/\[[^\]]+\]/g) ?? [];
  if (blanks.length > 4) failures.push({ check: 'placeholders', detail: `${blanks.length} placeholders` });
  return failures;
}

/** Everything wrong with a whole reply to a first request. */
export function replyFailures(reply: Reply, entry: CorpusEntry): Failure[] {
  if (entry.decline) {
    const failures: Failure[] = [];
    if (reply.emailOptions.length !== 0) failures.push({ check: 'decline', detail: `wrote ${reply.emailOptions.length} options for a request it should decline` });
    if (!reply.message.trim()) failures.push({ check: 'decline', detail: 'no message' });
    return failures;
  }
  if (reply.emailOptions.length !== 2) return [{ check: 'options', detail: `${reply.emailOptions.length} options` }];
  const [first, second] = reply.emailOptions as [ReplyOption, ReplyOption];
  const failures: Failure[] = [];
  if (first.tone.toLowerCase() === second.tone.toLowerCase()) failures.push({ check: 'tones', detail: `both "${first.tone}"` });
  const overlap = similarity(first.body, second.body);
  if (overlap >= 0.9) failures.push({ check: 'tones', detail: `options ${Math.round(overlap * 100)}% the same words` });
  failures.push(...optionFailures(first, entry).map((failure) => ({ ...failure, detail: `option 1: ${failure.detail}` })));
  failures.push(...optionFailures(second, entry).map((failure) => ({ ...failure, detail: `option 2: ${failure.detail}` })));
  return failures;
}
