// Advice on an email option, computed locally: no call, no model. The word range fits the kind of
// email (the blog's 100-150 words is cold-email advice; a thank-you note is shorter), shown as
// advice rather than rules.

export const BODY_WORDS_ADVISED = { min: 100, max: 150 } as const;

/** The kinds of email whose length advice differs. */
export type EmailKind = 'cold' | 'note' | 'general';

const KIND_WORDS: Record<EmailKind, { min: number; max: number; label: string }> = {
  cold: { ...BODY_WORDS_ADVISED, label: 'for cold email' },
  note: { min: 25, max: 120, label: 'for a short personal note' },
  general: { min: 50, max: 200, label: 'for an email like this' },
};

/** The kind of email a request asks for, read from its words: a pitch, a short note, or anything else. */
export function emailKindOf(request: string): EmailKind {
  if (/\b(?:cold (?:e-?mail|outreach)|pitch(?:ing)?|prospects?|sales (?:e-?mail|outreach)|outreach|lead(?:s)? who)\b/i.test(request)) return 'cold';
  if (/\b(?:thank|thanks|congrat\w*|condolence|sympathy|sorry|apolog\w*|birthday|get well|speedy recovery|sick|unwell|running late|miss(?:ing)? (?:class|work|the)|wish)\b/i.test(request)) return 'note';
  return 'general';
}
export const SUBJECT_WORDS_ADVISED = { min: 3, max: 5 } as const;

/** Words and phrases that spam filters and wary readers often flag, matched case-insensitively. */
export const SPAM_TRIGGERS: readonly string[] = [
  'free',
  'guarantee',
  'guaranteed',
  'act now',
  'risk-free',
  'risk free',
  'winner',
  'urgent',
  '100%',
  'cash',
  'click here',
  'limited time',
  'no obligation',
  'buy now',
  'order now',
  'special promotion',
  'once in a lifetime',
  'earn money',
  'double your',
  'congratulations',
  'exclusive deal',
  'no cost',
  'lowest price',
  'make money',
];

// Phrases that ask the reader to do something. A sentence counts once however many it holds.
const ASK_PHRASES =
  /\b(?:let me know|please (?:reply|respond|confirm|send|let|call|book|schedule|sign|review|get back)|get back to me|could you|would you|can you|will you|are you (?:free|available|open)|shall we|let's (?:set up|schedule|book|talk|meet|chat)|book a|schedule a|sign up|click (?:here|the link|below)|reply to (?:this|me)|call me|grab a (?:time|slot)|pick a (?:time|slot))\b/i;

export interface Placeholder {
  /** The bracketed text, brackets included: "[Your name]". */
  text: string;
  /** Offsets in the text it was found in, end exclusive. */
  start: number;
  end: number;
}

const PLACEHOLDER = /\[[^[\]\n]{1,80}\]/g;

/** Every `[placeholder]` in `text`, in order, with its offsets. */
export function findPlaceholders(text: string): Placeholder[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** Words as a reader counts them: runs of letters or digits, with inner apostrophes and hyphens. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}

function triggerPattern(phrase: string): RegExp {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[ -]/g, '[\\s-]');
  // A word boundary only where the phrase itself starts or ends with a word character ("100%" does not).
  const before = /^\w/.test(phrase) ? '\\b' : '(?<![\\w])';
  const after = /\w$/.test(phrase) ? '\\b' : '';
  return new RegExp(`${before}${escaped}${after}`, 'i');
}

// Built at the first check, then kept: every option, and every edit of one, is checked.
let triggerPatterns: ReadonlyArray<[string, RegExp]> | null = null;

/** The spam-trigger phrases found in `text`, each once, in the list's order. */
export function findSpamTriggers(text: string): string[] {
  triggerPatterns ??= SPAM_TRIGGERS.map((phrase) => [phrase, triggerPattern(phrase)]);
  const found: string[] = [];
  for (const [phrase, pattern] of triggerPatterns) {
    if (pattern.test(text)) {
      // "risk free" and "risk-free" are one finding; so are "guarantee" and "guaranteed".
      const known = found.some((other) => other.replace(/[ -]/g, '') === phrase.replace(/[ -]/g, '') || phrase.startsWith(other));
      if (!known) found.push(phrase);
    }
  }
  return found;
}

/** The sentences of `body` that ask the reader for something: questions and ask phrases. */
export function findCallsToAction(body: string): string[] {
  const withoutPlaceholders = body.replace(PLACEHOLDER, 'X');
  const sentences = withoutPlaceholders
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  return sentences.filter((sentence) => sentence.includes('?') || ASK_PHRASES.test(sentence));
}

export type CheckStatus = 'ok' | 'warn';

export interface DraftCheck {
  id: 'words' | 'subject' | 'placeholders' | 'spam' | 'cta';
  status: CheckStatus;
  text: string;
}

export interface DraftReport {
  bodyWords: number;
  subjectWords: number;
  placeholders: { subject: Placeholder[]; body: Placeholder[] };
  /** Each distinct placeholder once, in order of appearance (subject first). */
  distinctPlaceholders: string[];
  spamTriggers: string[];
  callsToAction: string[];
  checks: DraftCheck[];
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function wordsCheck(words: number, kind: EmailKind): DraftCheck {
  const { min, max, label } = KIND_WORDS[kind];
  const range = `${min}-${max}`;
  if (words < min) return { id: 'words', status: 'warn', text: `${plural(words, 'word')}: under the ${range} advised ${label}` };
  if (words > max) return { id: 'words', status: 'warn', text: `${plural(words, 'word')}: over the ${range} advised ${label}` };
  return { id: 'words', status: 'ok', text: `${plural(words, 'word')}: in the ${range} range ${label}` };
}

function subjectCheck(words: number): DraftCheck {
  const { min, max } = SUBJECT_WORDS_ADVISED;
  if (words === 0) return { id: 'subject', status: 'warn', text: 'No subject line yet' };
  const advice = `${min}-${max} words advised`;
  if (words < min) return { id: 'subject', status: 'warn', text: `Subject of ${plural(words, 'word')}: shorter than the ${advice}` };
  if (words > max) return { id: 'subject', status: 'warn', text: `Subject of ${plural(words, 'word')}: longer than the ${advice}` };
  return { id: 'subject', status: 'ok', text: `Subject of ${plural(words, 'word')}: in the ${advice}` };
}

function placeholdersCheck(distinct: string[]): DraftCheck {
  if (distinct.length === 0) return { id: 'placeholders', status: 'ok', text: 'No [placeholders] left to fill' };
  return { id: 'placeholders', status: 'warn', text: `${plural(distinct.length, 'placeholder')} to fill:` };
}

function spamCheck(found: string[]): DraftCheck {
  if (found.length === 0) return { id: 'spam', status: 'ok', text: 'No common spam-trigger words' };
  return { id: 'spam', status: 'warn', text: `Possible spam triggers: ${found.map((word) => `"${word}"`).join(', ')}` };
}

function ctaCheck(asks: string[], kind: EmailKind): DraftCheck {
  // A thank-you or a sympathy note asks for nothing, and is better for it.
  if (asks.length === 0 && kind === 'note') return { id: 'cta', status: 'ok', text: 'No ask needed in a note like this' };
  if (asks.length === 0) return { id: 'cta', status: 'warn', text: 'No clear call to action: end with one ask' };
  if (asks.length === 1) return { id: 'cta', status: 'ok', text: 'One call to action' };
  return { id: 'cta', status: 'warn', text: `${asks.length} calls to action: one clear ask works best` };
}

/** Everything the option card reports about a subject and body, for a kind of email. Pure. */
export function checkDraft(subject: string, body: string, kind: EmailKind = 'cold'): DraftReport {
  const bodyWords = countWords(body);
  const subjectWords = countWords(subject);
  const placeholders = { subject: findPlaceholders(subject), body: findPlaceholders(body) };
  const distinctPlaceholders = [...new Set([...placeholders.subject, ...placeholders.body].map((p) => p.text))];
  const spamTriggers = findSpamTriggers(`${subject}\n${body}`);
  const callsToAction = findCallsToAction(body);
  return {
    bodyWords,
    subjectWords,
    placeholders,
    distinctPlaceholders,
    spamTriggers,
    callsToAction,
    checks: [
      wordsCheck(bodyWords, kind),
      subjectCheck(subjectWords),
      placeholdersCheck(distinctPlaceholders),
      spamCheck(spamTriggers),
      ctaCheck(callsToAction, kind),
    ],
  };
}
