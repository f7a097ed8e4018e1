// Assembles one email option from an intent's writing data, the facts and the option's settings.
import type { DraftOption } from '../../contract/index.ts';
import type { Facts, RecipientGroup } from './facts.ts';
import type { IntentSpec, LineSpec, Pair, SlotName } from './intent-types.ts';
import { fillSlots, isKnown, slotsIn, slotValue } from './slots.ts';
import { capitalize, countWords, hashString, pick } from './text.ts';
import {
  FRIENDLY_OPENERS, TONE_STYLES, adjustedToneName, clampFormality, formalize, friendlify, greetingLine, signoffFor,
} from './tones.ts';

/** How one option departs from its intent's defaults. */
export interface OptionSettings {
  tone: 0 | 1;
  /** Added to the tone's base length: negative is shorter. */
  length: number;
  /** Added to the tone's formality: negative is friendlier. */
  formality: number;
  urgent: boolean;
  /** Sentences the visitor asked to include. */
  extras: string[];
}

export function defaultSettings(tone: 0 | 1): OptionSettings {
  return { tone, length: 0, formality: 0, urgent: false, extras: [] };
}

/** Word ranges per length level, greeting and sign-off included. */
const LENGTH_RANGES: Record<number, readonly [number, number]> = {
  [-2]: [55, 72],
  [-1]: [64, 95],
  0: [92, 135],
  1: [128, 162],
  2: [150, 178],
};
/** How many optional sentences each length level may use, so every step changes the draft. */
const OPTIONAL_LINES: Record<number, number> = { [-2]: 0, [-1]: 1, 0: 3, 1: 5, 2: 8 };
const MAX_WORDS = 180;
/** No draft goes below this many words, whatever its length level. */
const HARD_FLOOR = 60;
const FORMAL_PADS: readonly string[] = [
  'I would be glad to provide any further information you may need.',
  'I appreciate you taking the time to consider this.',
];
const CASUAL_PADS: readonly string[] = [
  'I hope all is well with you.',
  'I really appreciate you taking the time.',
];
export const MIN_LENGTH_LEVEL = -2;
export const MAX_LENGTH_LEVEL = 2;

export function lengthLevel(intent: IntentSpec, settings: OptionSettings): number {
  const base = TONE_STYLES[intent.tones[settings.tone].style].length;
  return Math.max(MIN_LENGTH_LEVEL, Math.min(MAX_LENGTH_LEVEL, base + settings.length));
}

const GROUP_NAMES: Record<RecipientGroup, readonly [string, string]> = {
  team: ['team', 'team'],
  everyone: ['colleagues', 'everyone'],
  customers: ['[First name]', '[First name]'],
  prospects: ['[First name]', '[First name]'],
  neighbors: ['neighbors', 'neighbors'],
  panel: ['members of the hiring panel', 'everyone'],
  parents: ['parents', 'parents'],
  students: ['students', 'everyone'],
  support: ['Support Team', 'Support Team'],
  friends: ['friends', 'friends'],
  family: ['family', 'everyone'],
  clients: ['valued clients', 'there'],
  guests: ['guests', 'everyone'],
  home: ['Mom and Dad', 'Mom and Dad'],
  housemates: ['everyone', 'everyone'],
};

const RELATION_PLACEHOLDERS: Record<string, string> = {
  professor: 'Professor [Last name]',
  doctor: 'Dr. [Last name]',
  teacher: '[Teacher\'s name]',
  'teaching assistant': '[TA\'s name]',
  ta: '[TA\'s name]',
  // Family is greeted the way you would say it: "Hi Mom,".
  mom: 'Mom',
  mother: 'Mom',
  dad: 'Dad',
  father: 'Dad',
  grandma: 'Grandma',
  grandmother: 'Grandma',
  grandpa: 'Grandpa',
  grandfather: 'Grandpa',
  aunt: 'Aunt [Name]',
  uncle: 'Uncle [Name]',
  principal: 'Principal [Last name]',
  ex: '[Name]',
};

const SPOKEN_RELATIONS = new Set([
  'manager', 'boss', 'supervisor', 'mentor', 'landlord', 'landlady', 'property manager', 'friend', 'best friend',
  'colleague', 'coworker', 'co-worker', 'client', 'customer', 'roommate', 'neighbor', 'neighbour', 'recruiter',
  'advisor', 'adviser', 'academic advisor', 'coach', 'team lead', 'aunt', 'uncle', 'cousin', 'sister', 'brother',
  'classmate', 'teammate', 'tutor', 'partner', 'hiring manager', 'son', 'daughter', 'nephew', 'niece', 'wife', 'husband',
  'counselor', 'counsellor', 'housemate', 'flatmate', 'boyfriend', 'girlfriend', 'fiancé', 'fiance', 'fiancée', 'fiancee', 'instructor', 'trainer',
]);

function relationPlaceholder(relation: string | undefined): string | undefined {
  if (!relation) return undefined;
  const special = RELATION_PLACEHOLDERS[relation.toLowerCase()];
  if (special) return special;
  if (!SPOKEN_RELATIONS.has(relation.toLowerCase())) return undefined;
  return `[${capitalize(relation)}'s name]`;
}

function greetingFor(intent: IntentSpec, facts: Facts, formality: number): string {
  if (facts.recipient) return greetingLine(formality, facts.recipient, ['', '']);
  if (facts.group) return greetingLine(formality, undefined, GROUP_NAMES[facts.group]);
  for (const [formal, casual] of intent.to ?? []) {
    const needed = [...slotsIn(formal), ...slotsIn(casual)];
    if (needed.length > 0 && needed.every((slot) => isKnown(slot, facts))) {
      return greetingLine(formality, undefined, [fillSlots(formal, facts, intent), fillSlots(casual, facts, intent)]);
    }
  }
  const relation = relationPlaceholder(facts.relation);
  if (relation) return greetingLine(formality, { full: relation, short: relation }, ['', '']);
  const plain = (intent.to ?? []).find(([formal, casual]) => slotsIn(formal).length === 0 && slotsIn(casual).length === 0);
  return greetingLine(formality, undefined, plain ?? ['[Recipient name]', '[Recipient name]']);
}

function textFor(pair: Pair, tone: 0 | 1): string {
  return typeof pair === 'string' ? pair : pair[tone];
}

function applies(line: LineSpec, facts: Facts): boolean {
  if (line.when && !line.when.every((slot) => isKnown(slot, facts))) return false;
  if (line.unless && line.unless.some((slot) => isKnown(slot, facts))) return false;
  return true;
}

interface Chosen { part: LineSpec['part']; text: string; rank: number; order: number; words: number }

// Facts a reader would miss if a draft dropped them; each gets a plain sentence, per tone, when no
// line used it. An intent's own `safety` sentences come first.
const SAFETY_LINES: ReadonlyArray<readonly [SlotName, Pair]> = [
  ['reference', ['For reference, this concerns {reference}.', 'This is about {reference}.']],
  ['company', ['This relates to our work with {company}.', 'This is about our work with {company}.']],
  ['date', ['I wanted to mention the timing as well: this concerns {date}.', 'Just flagging the timing: this is for {date}.']],
  ['deadline', ['I would appreciate a reply {by:deadline}.', "It'd be great to hear back {by:deadline}."]],
  ['amount', ['The amount in question is {amount}.', 'The amount is {amount}.']],
  ['course', ['This is for {course}.', "This is for {course}."]],
  ['code', ['You can use the code {code} at checkout.', 'Just use the code {code} at checkout.']],
  ['platform', ['For context, this is about {platform}.', 'This is about {platform}.']],
];

// An ask's stock time frame gives way to the visitor's own deadline: "within seven days" -> "by Friday".
const STOCK_TIME_FRAME = /\b(?:ideally )?(?:within|in) the next (?:\[[^\]]+\]|[\w-]+|couple of|few) (?:days|weeks)\b|\bwithin (?:\[[^\]]+\]|[\w-]+) (?:business |working )?days\b/;

const URGENCY_LINES: readonly [string, string] = [
  'This is time-sensitive, so I need to have it settled {by:deadline}.',
  'This is time-sensitive, so a quick resolution would make a real difference.',
];

/** Renders the option: tone, subject, body and notes. Deterministic for the same arguments. */
export function renderOption(intent: IntentSpec, facts: Facts, settings: OptionSettings, seedText: string): DraftOption {
  const tone = intent.tones[settings.tone];
  const style = TONE_STYLES[tone.style];
  const seed = hashString(`${intent.id}|${settings.tone}|${seedText}`);
  const formality = clampFormality(style.formality + settings.formality);
  const level = lengthLevel(intent, settings);
  const [low, high] = LENGTH_RANGES[level] ?? [92, 135];

  const chosen: Chosen[] = [];
  let askTaken = false;
  intent.lines.forEach((line, order) => {
    if (!applies(line, facts)) return;
    if (line.part === 'ask') {
      // Exactly one ask: the first that applies.
      if (askTaken) return;
      askTaken = true;
    }
    const text = fillSlots(textFor(line.text, settings.tone), facts, intent);
    chosen.push({ part: line.part, text, rank: line.part === 'body' ? line.rank : 0, order, words: countWords(text) });
  });
  // A deadline the draft has not used yet replaces the ask's stock time frame; one already stated
  // ("was due on May 10") is a date in the past, not a new deadline.
  const ask = chosen.find((line) => line.part === 'ask');
  const deadline = facts.deadline;
  if (ask && deadline && STOCK_TIME_FRAME.test(ask.text) && !chosen.some((line) => line.text.includes(deadline.text))) {
    ask.text = ask.text.replace(STOCK_TIME_FRAME, deadline.phrase);
    ask.words = countWords(ask.text);
  }
  if (!chosen.some((line) => line.part === 'close')) {
    chosen.push({ part: 'close', text: pick(style.closers, seed), rank: 0, order: intent.lines.length, words: 0 });
  }

  const askOrder = chosen.find((line) => line.part === 'ask')?.order ?? intent.lines.length;
  const beforeAsk = askOrder - 0.5;
  for (const extra of settings.extras) chosen.push({ part: 'body', text: extra, rank: 0, order: beforeAsk - 0.1, words: 0 });
  // Friendlier drafts drop two greeting steps, so "Dear Sarah Chen," becomes "Hello Sarah,".
  const greetingLevel = style.greeting + (settings.formality < 0 ? 2 * settings.formality : settings.formality);
  const greeting = greetingFor(intent, facts, greetingLevel);
  const bodyText = [greeting, ...chosen.map((line) => line.text)].join(' ');
  for (const [slot, fallback] of SAFETY_LINES) {
    const value = slotValue(slot, facts);
    if (value && !bodyText.includes(value) && !(slot === 'company' && facts.group)) {
      const template = textFor(intent.safety?.[slot] ?? fallback, settings.tone);
      chosen.push({ part: 'body', text: fillSlots(template, facts, intent), rank: 0, order: beforeAsk - 0.2, words: 0 });
    }
  }
  if (settings.urgent) {
    const urgency = facts.deadline ? URGENCY_LINES[0] : URGENCY_LINES[1];
    chosen.push({ part: 'body', text: fillSlots(urgency, facts, intent), rank: 0, order: beforeAsk, words: 0 });
  }
  for (const line of chosen) line.words = countWords(line.text);

  const sender = facts.sender?.full ?? '[Your name]';
  let signoff = settings.formality === 0 && intent.signoffs ? textFor(intent.signoffs, settings.tone) : settings.formality === 0 ? pick(style.signoffs, seed >>> 3) : signoffFor(formality, seed >>> 3);
  const closing = chosen.find((line) => line.part === 'close')?.text ?? '';
  // "Thank you." then "Thanks," thanks the reader twice in a row.
  if (/^Thank/.test(signoff) && /\bthank/i.test(closing)) signoff = formality >= 2 ? 'Kind regards' : 'Best';
  const frameWords = countWords(`${greeting} ${signoff} ${sender}`);

  const fixed = chosen.filter((line) => line.rank === 0);
  const optional = chosen.filter((line) => line.rank > 0).sort((a, b) => a.rank - b.rank || a.order - b.order);
  const selected = new Set<Chosen>(fixed);
  let total = frameWords + fixed.reduce((sum, line) => sum + line.words, 0);
  let added = 0;
  const allowance = OPTIONAL_LINES[level] ?? 3;
  for (const line of optional) {
    const fits = added < allowance && total + line.words <= high;
    if (fits || (total < low && total + line.words <= MAX_WORDS)) {
      selected.add(line);
      total += line.words;
      added += 1;
    }
  }
  // Never past the ceiling: optional sentences go first, longest-ranked first.
  for (const line of [...selected].filter((candidate) => candidate.rank > 0).sort((a, b) => b.rank - a.rank)) {
    if (total <= MAX_WORDS) break;
    selected.delete(line);
    total -= line.words;
    added -= 1;
  }
  // A visitor who asked for more may outrun the intent's sentences; courteous elaboration fills the gap.
  if (level >= 1 && settings.length > 0) {
    for (const pad of formality >= 2 ? FORMAL_PADS : CASUAL_PADS) {
      if (added >= allowance || total + countWords(pad) > high) break;
      selected.add({ part: 'body', text: pad, rank: 9, order: beforeAsk - 0.05, words: countWords(pad) });
      total += countWords(pad);
      added += 1;
    }
  }
  // The shortest drafts lose the courtesy line first.
  const close = [...selected].find((line) => line.part === 'close');
  if (level <= MIN_LENGTH_LEVEL && close && total - close.words >= low - 6) {
    selected.delete(close);
    total -= close.words;
  }
  const friendlier = settings.formality < 0;
  let opener: string | undefined;
  if ((friendlier || total < HARD_FLOOR) && formality <= 1 && intent.smallTalk !== false) {
    opener = pick(FRIENDLY_OPENERS, seed);
    total += countWords(opener);
  }
  // Last resort for very lean intents: a courteous line, never a second closing.
  for (const pad of formality >= 2 ? FORMAL_PADS : CASUAL_PADS) {
    if (total >= HARD_FLOOR) break;
    // One "I hope you're well" per email, and no pad that echoes a sentence already there.
    if (opener && /^I hope\b/.test(pad)) continue;
    const start = pad.split(' ').slice(0, 3).join(' ');
    if ([...selected].some((line) => line.text.includes(start))) continue;
    selected.add({ part: 'body', text: pad, rank: 0, order: beforeAsk - 0.05, words: countWords(pad) });
    total += countWords(pad);
  }

  const ordered = withoutRepeats([...selected].sort((a, b) => a.order - b.order), facts);
  const paragraphs = toParagraphs(ordered, opener);
  let body = [greeting, ...paragraphs].join('\n\n');
  if (friendlier) body = friendlify(body);
  else if (formality >= 2 || settings.formality > 0) body = formalize(body);
  body = tidy(body);
  body = `${body}\n\n${signoff},\n${sender}`;

  return {
    tone: adjustedToneName(tone.name, { formality: settings.formality, urgent: settings.urgent }),
    subject: subjectFor(intent, facts, settings, formality),
    body,
    notes: tone.notes,
  };
}

/**
 * A draft states each fact once: a second mention of "order #88213" becomes "the order", and a
 * sentence that repeats an earlier one word for word is dropped.
 */
function withoutRepeats(lines: readonly Chosen[], facts: Facts): Chosen[] {
  const reference = facts.reference;
  const seen = new Set<string>();
  let referenced = false;
  const result: Chosen[] = [];
  for (const line of lines) {
    let text = line.text;
    if (reference) {
      const at = text.indexOf(reference.text);
      if (referenced) text = mentionAgain(text, reference.text, reference.kind);
      else if (at >= 0) {
        const head = text.slice(0, at + reference.text.length);
        text = head + mentionAgain(text.slice(head.length), reference.text, reference.kind);
        referenced = true;
      }
    }
    const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z[])/).filter((sentence) => {
      const key = sentence.toLowerCase().replace(/[^a-z0-9[\] ]/g, '').trim();
      if (key.split(' ').length < 4) return true;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (sentences.length === 0) continue;
    result.push({ ...line, text: sentences.join(' ') });
  }
  return result;
}

function mentionAgain(text: string, reference: string, kind: string): string {
  const escaped = reference.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`(?:\\b(my|the|our|your|this) )?${escaped}(?![\\w-])`, 'gi'), (_match, determiner: string | undefined) =>
    `${determiner ?? 'the'} ${kind}`);
}

function toParagraphs(lines: readonly Chosen[], opener: string | undefined): string[] {
  const paragraphs: string[] = [];
  const group = (part: Chosen['part']) => lines.filter((line) => line.part === part).map((line) => capitalize(line.text));
  const open = group('open');
  if (opener) open.unshift(opener);
  if (open.length > 0) paragraphs.push(open.join(' '));
  let current: string[] = [];
  for (const text of group('body')) {
    // A line that carries a list stands as its own paragraph.
    if (text.includes('\n- ')) {
      if (current.length > 0) paragraphs.push(current.join(' '));
      paragraphs.push(text);
      current = [];
      continue;
    }
    current.push(text);
    if (current.length === 3) {
      paragraphs.push(current.join(' '));
      current = [];
    }
  }
  if (current.length > 0) paragraphs.push(current.join(' '));
  const ask = group('ask');
  if (ask.length > 0) {
    // A lone short body sentence reads better joined to the ask than stranded.
    paragraphs.push(ask.join(' '));
  }
  const close = group('close');
  if (close.length > 0) paragraphs.push(close.join(' '));
  return paragraphs;
}

function tidy(text: string): string {
  return text
    .replace(/[ \t]+/g, ' ')
    .replace(/ ([,.;:!?])/g, '$1')
    .replace(/([.!?])\.(?=\s|$)/g, '$1')
    .replace(/,\./g, '.')
    .replace(/,,+/g, ',')
    .replace(/\b([Aa]) ([aeiouAEIOU][\w'-]*)/g, (match, article: string, word: string) =>
      /^(?:one|once|uni|use|usu|eu|ewe|u[bcfhjkqrst][aeiou])/i.test(word) ? match : `${article}n ${word}`)
    .trim();
}

function subjectFor(intent: IntentSpec, facts: Facts, settings: OptionSettings, formality: number): string {
  const candidates = intent.subjects[settings.tone];
  const maxWords = settings.urgent ? 7 : 8;
  let subject = candidates[candidates.length - 1] ?? 'Quick note';
  for (const candidate of candidates) {
    const slots = slotsIn(candidate);
    if (!slots.every((slot) => isKnown(slot, facts))) continue;
    const filled = fillSlots(candidate, facts, intent);
    const words = countWords(filled);
    if (words >= 3 && words <= maxWords) {
      subject = candidate;
      break;
    }
  }
  let filled = fillSlots(subject, facts, intent).replace(/\s+/g, ' ').trim();
  if (countWords(filled) > maxWords) filled = filled.split(' ').slice(0, maxWords).join(' ');
  if (settings.formality >= 0 && (formality >= 2 || settings.formality > 0)) filled = formalize(filled);
  filled = titleCase(filled).replace(/: ([a-z])/g, (_m, letter: string) => `: ${letter.toUpperCase()}`);
  if (settings.urgent) filled = filled.includes(':') ? `Urgent – ${filled}` : `Urgent: ${filled}`;
  return filled;
}

const SMALL_WORDS = new Set(['a', 'an', 'the', 'and', 'or', 'but', 'of', 'for', 'to', 'in', 'on', 'at', 'by', 'with', 'from', 'as', 'vs']);

/** Subject lines read in title case, including the visitor's words dropped into them. */
function titleCase(subject: string): string {
  let inBlank = false;
  return subject
    .split(' ')
    .map((word, index) => {
      const wasInBlank = inBlank || word.startsWith('[');
      inBlank = wasInBlank && !word.endsWith(']');
      if (wasInBlank || !/^[a-z]/.test(word)) return word;
      if (index > 0 && SMALL_WORDS.has(word)) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}
