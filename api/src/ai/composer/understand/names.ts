import nlp from 'compromise';
import { FEMALE_NAMES, MALE_NAMES } from './given-names.ts';
import { remembered, wordTags } from '../text.ts';
// Names typed in lowercase: people ("dave can cover the call"), businesses ("complain to greenleaf
// pharmacy", "the offer from dunmore & co"), course codes ("econ 201"). A word is a name by where
// it stands, checked against what compromise knows about it: its lexicon (first names,
// organisations, places, adjectives, verbs) and its guess for a word it has never seen. Ordinary
// words in the same places ("the big conference room", "a pasta salad") stay as typed.

type Lexicon = Record<string, string | string[]>;
const LEXICON = (nlp as unknown as { model(): { one: { lexicon: Lexicon } } }).model().one.lexicon;

function lexTags(word: string): string {
  const entry = LEXICON[word];
  if (entry === undefined) {
    // compromise knows about a thousand first names; a word it does not know at all that a list of
    // first names holds ("priya", "rhian", "kwame", "aoife") is read as one.
    const gender = givenNameGender(word);
    if (gender) return gender === 'she' ? 'FirstName,FemaleName' : 'FirstName,MaleName';
  }
  return Array.isArray(entry) ? entry.join(',') : (entry ?? '');
}

/**
 * The gender a first name is most often given, for a word that is a first name and no English word
 * ("priya", "kwame"; see given-names.ts); undefined for anything else.
 */
export function givenNameGender(word: string): 'he' | 'she' | undefined {
  const lower = word.toLowerCase();
  if (lower.length < 3 || !/^[a-z][a-z'-]+$/.test(lower) || FUNCTION_WORDS.has(lower) || LEXICON[lower] !== undefined || ordinaryStem(lower)) return undefined;
  return GIVEN_NAMES.get(lower);
}

/**
 * The gender a word already known to be someone's first name is most often given ("Grace", "Mark",
 * "Sinéad", "Ollie"), English word or not; undefined when it is not listed.
 */
export function nameGender(name: string): 'he' | 'she' | undefined {
  const lower = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return GIVEN_NAMES.get(lower) ?? NICKNAMES.get(lower);
}

// Short forms and names the lists above leave out, as British and Irish visitors write them.
const NICKNAMES = new Map<string, 'he' | 'she'>([
  ...'ollie alfie seb dougie kev nige gaz baz del rob robbie ruairi iwan gethin wojtek tunde hamid jonty olly woj fergal mark will bill jack frank dean grant miles ray nick guy lou leo oli ols jez jonno tom tommy benji'.split(' ').map((name) => [name, 'he'] as const),
  ...'tash bex soph mags viv deepa ffion steph jo nic kat hels becs gem grace rose hazel holly ruby daisy iris ivy jade pearl amber faith joy june heather olive poppy maya nova gail'.split(' ').map((name) => [name, 'she'] as const),
]);

const GIVEN_NAMES = new Map<string, 'he' | 'she'>([
  ...MALE_NAMES.split(' ').map((name) => [name, 'he'] as const),
  ...FEMALE_NAMES.split(' ').map((name) => [name, 'she'] as const),
]);

/** A regular form of a word the lexicon knows ("invoices", "booked"). */
function ordinaryStem(word: string): boolean {
  return [...stemsOf(word), word.replace(/ly$/, '')].some((stem) => stem !== word && stem.length > 1 && LEXICON[stem] !== undefined);
}

const NAME_TAG = /\b(?:FirstName|MaleName|FemaleName|LastName|Person|Organization|Place|City|Country|Region|ProperNoun)\b/;
const FIRST_NAME_TAG = /\b(?:FirstName|MaleName|FemaleName)\b/;

/** compromise's reading of a word on its own: its tags and how sure it is (0.1: no clue at all). */
const guess = remembered(4000, (word: string): { tags: string; confidence: number } => {
  const term = (nlp(word).json() as Array<{ terms?: Array<{ tags?: string[]; confidence?: number }> }>)[0]?.terms?.[0];
  return { tags: (term?.tags ?? []).join(','), confidence: term?.confidence ?? 1 };
});

/** Known to the lexicon as an ordinary word (not a name), directly or by a regular ending. */
// Everyday words made of two words that the lexicon lacks: "asking for feedback" is no company.
const COMMON_COMPOUNDS = new Set(['pickup', 'dropoff', 'drop-off', 'takeaway', 'takeout', 'handout', 'printout', 'breakdown', 'walkthrough', 'turnaround', 'feedback', 'playback', 'setback', 'cashback', 'payback', 'rollback', 'pushback', 'callback', 'fallback', 'backup', 'checkup', 'checkout', 'checkin', 'signup', 'setup', 'login', 'logout', 'rollout', 'handover', 'handoff', 'workload', 'workflow', 'workshop', 'worksheet', 'workspace', 'timeline', 'timesheet', 'paperwork', 'teamwork', 'homework', 'housework', 'coursework', 'groundwork', 'network', 'software', 'hardware', 'firmware', 'password', 'username', 'website', 'webinar', 'inbox', 'outbox', 'payslip', 'payroll', 'paycheck', 'paycheque', 'layout', 'lineup', 'followup', 'walkthrough', 'breakthrough', 'turnaround', 'takeaway', 'takeout', 'giveaway', 'getaway', 'handout', 'printout', 'readout', 'sellout', 'shutdown', 'lockdown', 'breakdown', 'countdown', 'rundown', 'markdown', 'slowdown', 'shortlist', 'checklist', 'wishlist', 'playlist', 'headcount', 'overtime', 'downtime', 'uptime', 'lifetime', 'bedtime', 'daytime', 'lunchtime', 'weekday', 'weekend', 'birthday', 'holiday', 'babysitter', 'childcare', 'healthcare', 'skincare', 'aftercare']);

/** The word without a regular ending: "invoices" -> "invoice", "booked" -> "book". */
function stemsOf(word: string): string[] {
  return [word.replace(/ies$/, 'y'), word.replace(/es$/, ''), word.replace(/s$/, ''), word.replace(/ed$/, ''), word.replace(/ed$/, 'e'), word.replace(/ing$/, ''), word.replace(/ing$/, 'e')];
}

function ordinary(word: string): boolean {
  return [word, ...stemsOf(word)].some((stem) => stem.length > 1 && LEXICON[stem] !== undefined && !NAME_TAG.test(lexTags(stem)));
}

/** A word compromise has no reading for at all: not in its lexicon, no telling ending. */
export function unknownWord(word: string): boolean {
  if (!/^[a-z][a-z'-]{1,}$/.test(word) || ordinary(word) || NAME_TAG.test(lexTags(word))) return false;
  const reading = guess(word);
  return reading.confidence <= 0.1 && /^(?:Noun|Singular)(?:,(?:Noun|Singular))*$/.test(reading.tags);
}

/** The lexicon (or compromise's guess) reads the word as a name of a person, organisation or place. */
export function nameLike(word: string): boolean {
  if (NAME_TAG.test(lexTags(word))) return true;
  if (ordinary(word)) return false;
  const reading = guess(word);
  return reading.confidence > 0.1 && NAME_TAG.test(reading.tags);
}

/** A word that can be a child's name where one is expected: a name, an unknown word, or a bare noun ("leo"). */
export function babyName(word: string): boolean {
  if (FUNCTION_WORDS.has(word) || /^(?:today|yesterday|tomorrow|clothes|stuff|gifts?|shower|photos?|pics?|news)$/.test(word)) return false;
  const tags = lexTags(word);
  return !tags || /^(?:Noun|Singular)$/.test(tags) || NAME_TAG.test(tags);
}

/** "goes", "really", "sick": a verb, adverb or adjective to compromise, and no first name. */
export function notAName(word: string): boolean {
  const lower = word.toLowerCase();
  if (firstNameWord(lower)) return false;
  return /\b(?:Verb|Adverb|Adjective|Comparative|Superlative|Gerund|PastTense|PresentTense|Infinitive|Modal|Copula|Preposition|Determiner|Pronoun|Conjunction)\b/.test(lexTags(lower) || guess(lower).tags);
}

/** A first name to compromise ("dave") or to the list of given names ("priya"). */
export function isFirstName(word: string): boolean {
  const tags = wordTags(word);
  return Boolean(tags?.includes('FirstName') || tags?.includes('Person')) || Boolean(givenNameGender(word));
}

export function firstNameWord(word: string): boolean {
  return FIRST_NAME_TAG.test(lexTags(word));
}

const FUNCTION_WORDS = new Set(
  ('a an the my our your their his her its this that these those some any no every each all both either neither another other ' +
    'i me we us you he him she they them it who whom whose which what where when why how ' +
    'and or but so nor yet if because as than then though although while whether ' +
    'to at from with for by via of in on into onto about over under after before since until till during without within between among through across near off up down out ' +
    'is are was were be been being am do does did has have had will would can could should may might must shall ' +
    'not just also only very really too still even again please thanks there here now today tomorrow tonight yesterday ' +
    'email e-mail write message contact call ring text tell ask thank invite remind let say said complain cancel reschedule book booked join joined joining leaving left visit visiting use using switch ' +
    'new old local nearby big small little large main same whole entire independent usual regular favourite favorite').split(' '),
);

const DETERMINERS = new Set('a an my our your their his her its this that these those some any no every each another'.split(' '));

// Kinds of business: after a name, they close it ("greenleaf pharmacy", "seaview cottages").
// A singular one said without an article can only be a name ("complain to greenleaf pharmacy").
const COUNT_KINDS = new Set(
  ('pharmacy chemist chemists bakery cafe café restaurant bistro diner pizzeria pub brewery deli hotel hostel inn lodge resort garage clinic salon spa studio gym ' +
    'agency bank academy nursery florist bookshop bookstore theatre theater cinema gallery boutique dealership kennels cattery shelter sanctuary hospice centre center stadium arena museum library venue').split(' '),
);
// Plural or mass kinds read as a name only where a business is named: "write to novatech solutions".
const GROUP_KINDS = new Set(
  ('labs logistics solutions systems technologies industries enterprises ventures holdings partners associates consultants consulting cottages apartments ' +
    'properties homes estates motors builders removals lettings foods supplies services studios opticians barbers vets florists events tours airlines airways ' +
    'interiors insurance fitness dental medical healthcare energy telecom media digital marketing design designs creative realty travel catering cleaning printing coffee').split(' '),
);
// Bodies named after a place or a person: "the riverside park committee", "the friends of x society".
const BODY_KINDS = new Set('committee association society council trust foundation federation union league institute alliance club fund'.split(' '));
// Always the end of a business name.
const COMPANY_SUFFIX: Record<string, string> = { co: 'Co', ltd: 'Ltd', inc: 'Inc', llc: 'LLC', plc: 'PLC', gmbh: 'GmbH', corp: 'Corp', llp: 'LLP' };
// Words before which a business is named: "at", "from", "email", "complain to".
const NAMING = new Set('at from with to for by via email emailing emailed contact contacting contacted message call called ring text join joined joining leaving left visit visiting visited complain thank recommend using use booked book switch switching'.split(' '));

// Abbreviations that take a number without being course codes: "apt 201", "rm 101".
const NUMBERED_ABBREVIATIONS = new Set('apt rm no nos ref ext tel ph hwy rte pg pp vol ch sec ste fl bldg blk km kg mm cm ml lb lbs mph kph oz ft yd mi hrs min mins sec secs pt pts yr yrs mo mos wk wks'.split(' '));

// School subjects, cased as course names before a course number.
const SUBJECTS_TAUGHT = new Set('math maths mathematics chemistry biology physics history english economics psychology sociology philosophy calculus statistics accounting marketing finance spanish french german italian chinese japanese art music anatomy geography literature algebra geometry computing law politics writing design nursing engineering'.split(' '));

interface Token {
  text: string;
  start: number;
  end: number;
}

function capitalized(word: string): string {
  return word.replace(/(^|-)([a-z])/g, (_m, lead: string, ch: string) => `${lead}${ch.toUpperCase()}`);
}

/** Lowercase names in the visitor's message, cased as names. Everything else is kept as typed. */
export function caseNames(text: string): string {
  if (!/[a-z]/.test(text)) return text;
  // Words only; [blanks], {{fields}}, addresses and links are left alone.
  const tokens: Token[] = [];
  const skip = /\[[^\]]*\]|\{\{[^}]*\}\}|\S+@\S+|https?:\/\/\S+|www\.\S+/g;
  const spans: Array<[number, number]> = [...text.matchAll(skip)].map((m) => [m.index, m.index + m[0].length]);
  for (const match of text.matchAll(/\p{L}[\p{L}'’-]*|&|\d[\w:.-]*|[^\s\p{L}\d]/gu)) {
    if (spans.some(([a, b]) => match.index >= a && match.index < b)) continue;
    tokens.push({ text: match[0], start: match.index, end: match.index + match[0].length });
  }
  const out = new Map<number, string>();
  const lower = tokens.map((token) => token.text.toLowerCase());
  const isWord = (i: number): boolean => /^[a-z]/i.test(tokens[i]?.text ?? '');
  const lowercaseWord = (i: number): boolean => /^[a-z][a-z'-]*$/.test(tokens[i]?.text ?? '');

  // Courses: "chemistry 101" -> "Chemistry 101" (a subject by its name and number).
  tokens.forEach((token, i) => {
    if (/^\d{3}[a-z]?$/.test(tokens[i + 1]?.text ?? '') && SUBJECTS_TAUGHT.has(token.text)) out.set(i, capitalized(token.text));
  });
  // "pitching postwise, our scheduling tool": a word no dictionary knows, named by what follows.
  for (const match of text.matchAll(/(?<!\b(?:the|a|an|my|our|your|their|his|her|this|that|of)\s)\b([a-z][a-z-]{3,}),\s+(?:our|my|their|the)\s+(?:new\s+)?(?:[a-z-]+\s+){0,3}(?:app|tool|product|platform|service|company|business|startup|brand|shop|store|software|agency|client|customer|partner|supplier|vendor|firm|school|charity)\b(?!\s+(?:works?|is|was|has|had|will|won't|can|can't|says|said|wants|needs|lives|travels|does|did|isn't|wasn't)\b)/g)) {
    const i = tokens.findIndex((token) => token.start === match.index);
    if (i >= 0 && !ordinary(match[1]!) && !FUNCTION_WORDS.has(match[1]!)) out.set(i, capitalized(match[1]!));
  }
  // "the psych 210 essay": a word and a course number before coursework is a course.
  tokens.forEach((token, i) => {
    if (out.has(i) || !/^[a-z]{2,12}$/.test(token.text) || !/^\d{3}[a-z]?$/.test(tokens[i + 1]?.text ?? '') || NUMBERED_ABBREVIATIONS.has(token.text)) return;
    if (!/^(?:essays?|papers?|exams?|class(?:es)?|lectures?|assignments?|midterms?|finals?|labs?|seminars?|course(?:work)?|homework|projects?|quiz(?:zes)?|tests?|modules?|grades?|tutorials?|reading|problem|syllabus|group)$/.test(lower[i + 2] ?? '')) return;
    out.set(i, unknownWord(token.text) && token.text.length <= 5 ? token.text.toUpperCase() : capitalized(token.text));
  });
  // "a subscription to fitbox", "a payment of 49.99 to streamz": the business an account is with.
  tokens.forEach((token, i) => {
    if (out.has(i) || !lowercaseWord(i) || !/^(?:to|with|at|from)$/.test(lower[i - 1] ?? '')) return;
    const owner = lower[i - 2] === 'of' || /^\d/.test(lower[i - 2] ?? '') ? lower.slice(Math.max(0, i - 6), i - 1).reverse().find((w) => /^[a-z]/.test(w) && w !== 'of') : lower[i - 2];
    if (!/^(?:subscription|membership|account|payment|charge|transfer|contract|plan|policy|order|booking|debit|direct|renewal|trial)s?$/.test(owner ?? '')) return;
    const word = lower[i]!;
    if (nameLike(word) || (!ordinary(word) && !FUNCTION_WORDS.has(word) && word.length >= 4 && (unknownWord(word) || compound(word) || !/(?:tion|ment|ness|ity|ing|ed|ly|al|ous|ive|ics|ism|ist)$/.test(word)))) out.set(i, capitalized(token.text));
  });
  // "our shop harbour books is moving": the words between what a business is and its verb name it.
  for (const match of text.matchAll(/\b(?:(?:my|our)\s+(?:little\s+|small\s+|family\s+|new\s+)?(?:shop|business|company|cafe|café|bakery|store|restaurant|salon|band|brand|podcast|app|startup|studio|charity|firm|agency|practice|clinic|gym|bar|pub|boutique)\s+((?:[a-z][a-z'&-]*\s+){0,2}[a-z][a-z'-]*)\s+(?=(?:is|are|was|were|will|has|have|opens|opened|closes|closed|turns|moves|moved|needs|won|launches|launched)\b)|the\s+(?:wedding\s+|party\s+|event\s+)?(?:venue|hotel|restaurant|caterers?|florist|photographer|band|dj)\s+((?:[a-z][a-z'&-]*\s+){1,2}[a-z][a-z'-]*)\s*(?=(?:to|that|about|asking|and|,)\b|,))/g)) {
    if (match[1] === undefined && match[2] !== undefined) match[1] = match[2];
    const words = match[1]!.split(/\s+/);
    if (words.some((w) => FUNCTION_WORDS.has(w) || /\b(?:Adjective|Gerund|PastTense|Adverb)\b/.test(lexTags(w)))) continue;
    // "my business partner", "our shop window": one known word, or a part of the place, is no name.
    if ((words.length === 1 && ordinary(words[0]!) && !nameLike(words[0]!)) || /^(?:partner|owner|manager|staff|team|door|window|floor|front|sign|name|website|site|account|page|hours|rent|lease|van|car|phone|email|number|address|kitchen|menu|prices?|members?|customers?|space|building|unit|premises|license|licence|insurance|park|parking|room|rooms|hall|garden|bar|menu|deposit|contract|booking|fee|fees|team|coordinator|owner)$/.test(words[words.length - 1]!)) continue;
    const offset = match.index + match[0].trimEnd().length - match[1]!.length;
    tokens.forEach((token, i) => {
      if (token.start >= offset && token.end <= offset + match[1]!.length && lowercaseWord(i)) out.set(i, capitalized(token.text));
    });
  }
  // "his name is leo", "my name is claire dunn": a name, said as one.
  for (const match of text.matchAll(/\b(?:his|her|their|my|our|your|\w+'s)\s+(?:first\s+|full\s+|last\s+)?name(?:'s|\s+is|\s+will\s+be)\s+([a-z][a-z'-]+)(?:\s+([a-z][a-z'-]+))?/g)) {
    const first = match[1]!;
    if (FUNCTION_WORDS.has(first) || /\b(?:Adjective|Adverb|PastTense|Gerund)\b/.test(lexTags(first)) || new RegExp(`^(?:${NAME_IS_NOT})$`).test(first)) continue;
    const i = tokens.findIndex((token) => token.start === match.index + match[0].indexOf(first, match[0].length - first.length - (match[2] ? match[2].length + 1 : 0)));
    if (i < 0) continue;
    out.set(i, capitalized(first));
    const last = match[2];
    if (last && !FUNCTION_WORDS.has(last) && (unknownWord(last) || /LastName/.test(lexTags(last))) && /^(?:[,.;:!?)]|and|but|so)?$/.test(lower[i + 2] ?? '')) out.set(i + 1, capitalized(last));
  }
  // Course codes: "econ 201" -> "ECON 201"; "room 201", "order 201" are ordinary.
  tokens.forEach((token, i) => {
    if (!/^[a-z]{2,5}$/.test(token.text) || !/^\d{3}[a-z]?$/.test(tokens[i + 1]?.text ?? '')) return;
    if (out.has(i) || NUMBERED_ABBREVIATIONS.has(token.text) || !unknownWord(token.text)) return;
    out.set(i, token.text.toUpperCase());
  });

  // Codes: "flight ba2284", "booking sv-3381", "invoice inv-2041" -> "BA2284", "SV-3381", "INV-2041".
  for (const match of text.matchAll(/(?<![\w@./-])([a-z]{1,3})(-?)(\d{2,}[a-z]?)(?![\w@])/g)) {
    if (spans.some(([a, b]) => match.index >= a && match.index < b) || NUMBERED_ABBREVIATIONS.has(match[1]!) || /^(?:am|pm|st|nd|rd|th|x)$/.test(match[1]!)) continue;
    const i = tokens.findIndex((token) => token.start === match.index);
    if (i < 0) continue;
    out.set(i, tokens[i]!.text.toUpperCase());
  }
  // A chain of name words ending at `end` (exclusive), at most `max` long, stopping at function words.
  const chainBefore = (end: number, max: number, allow: (i: number) => boolean): number => {
    let start = end;
    while (start > 0 && end - start < max) {
      const i = start - 1;
      if (lower[i] === '&') {
        if (!lowercaseWord(i - 1) && !/^[A-Z]/.test(tokens[i - 1]?.text ?? '')) break;
        start = i;
        continue;
      }
      if (!isWord(i) || FUNCTION_WORDS.has(lower[i]!) || !allow(i)) break;
      start = i;
    }
    while (lower[start] === '&') start += 1;
    return start;
  };
  const nounish = (i: number): boolean => {
    const word = lower[i]!;
    if (/^[A-Z]/.test(tokens[i]!.text)) return true;
    const tags = lexTags(word);
    if (/\b(?:Adjective|Comparative|Superlative|PastTense|PresentTense|Infinitive|PhrasalVerb|Gerund|Adverb|Participle|Modal|Copula|Determiner|Preposition|Pronoun|Conjunction|QuestionWord|Cardinal|Ordinal|Expression)\b/.test(tags)) return false;
    return !/^\d/.test(word);
  };
  const setCase = (from: number, to: number): void => {
    for (let i = from; i < to; i += 1) {
      if (!lowercaseWord(i)) continue;
      out.set(i, COMPANY_SUFFIX[lower[i]!] ?? capitalized(tokens[i]!.text));
    }
  };

  tokens.forEach((token, i) => {
    const word = lower[i]!;
    // "dunmore & co", "harbour coffee co", "acme ltd": the suffix closes a name.
    if (COMPANY_SUFFIX[word] && lowercaseWord(i) && !/^[-'/]/.test(text.charAt(token.end)) && !/^(?:workers?|founders?|hosts?|parents?|pilots?|owners?|op|chair)$/.test(lower[i + 1] ?? '')) {
      const start = chainBefore(i, 4, nounish);
      if (start < i && start < i - (lower[i - 1] === '&' ? 1 : 0)) setCase(start, i + 1);
      return;
    }
    if (BODY_KINDS.has(word) && lowercaseWord(i)) {
      let start = i;
      while (start > 0 && i - start < 6) {
        const w = lower[start - 1]!;
        if (!lowercaseWord(start - 1) && !/^[A-Z]/.test(tokens[start - 1]!.text)) break;
        if (w === 'of' && start - 2 >= 0 && lower[start - 2] !== 'the' && !FUNCTION_WORDS.has(lower[start - 2]!)) { start -= 1; continue; }
        if (FUNCTION_WORDS.has(w) || /\b(?:Adjective|Comparative|Superlative|PastTense|Gerund|Adverb)\b/.test(lexTags(w))) break;
        start -= 1;
      }
      while (lower[start] === 'of') start += 1;
      const inside = Array.from({ length: i - start }, (_v, k) => start + k);
      if (inside.some((k) => lower[k] !== 'of' && nameLike(lower[k]!))) setCase(start, i + 1);
      for (const k of inside) if (lower[k] === 'of') out.delete(k);
      return;
    }
    const count = COUNT_KINDS.has(word);
    const group = GROUP_KINDS.has(word);
    if (!(count || group) || !lowercaseWord(i)) return;
    // The kind heads its phrase: "studio time", "coffee machine" are something else.
    const next = tokens[i + 1];
    if (next && lowercaseWord(i + 1) && !FUNCTION_WORDS.has(lower[i + 1]!) && !/^(?:team|staff|customers?|support|office|branch|manager|owner)$/.test(lower[i + 1]!) && !/(?:ed|ing|s)$/.test(lower[i + 1]!)) return;
    const start = chainBefore(i, 3, nounish);
    if (start === i) return;
    const before = lower[start - 1];
    const words = Array.from({ length: i - start }, (_v, k) => start + k).filter((k) => /^[a-z]/i.test(tokens[k]!.text));
    const named = words.some((k) => nameLike(lower[k]!));
    const coined = words.every((k) => unknownWord(lower[k]!) || nameLike(lower[k]!) || /^[A-Z]/.test(tokens[k]!.text));
    if (before !== undefined && DETERMINERS.has(before)) return;
    if (before === 'the') {
      // "the seaview cottages": a name only if the word before the kind reads as one.
      if (nameLike(lower[i - 1]!) || nameLike(lower[start]!)) setCase(start, i + 1);
      return;
    }
    const anchored = before === undefined || NAMING.has(before) || /^[,;:.!?(]$/.test(before);
    if (count || (anchored && (coined || named))) setCase(start, i + 1);
  });

  // "our bakery (crumb and crust)", "my band (the late shift)": a name in brackets after what it names.
  for (const match of text.matchAll(/\b(?:my|our|the|his|her|their)\s+(?:[a-z]+\s+)?([a-z]+)\s+\(([a-z][a-z' &-]{1,40})\)/g)) {
    const kind = match[1]!;
    if (!(COUNT_KINDS.has(kind) || GROUP_KINDS.has(kind) || /^(?:business|company|shop|store|firm|band|charity|startup|app|podcast|channel|brand|club|team|venue|label|practice|restaurant|cafe|salon)$/.test(kind))) continue;
    const inner = match[2]!;
    if (inner.split(/\s+/).length > 5 || /\b(?:is|are|was|were|will|has|have|which|who|that|closed|open)\b/.test(inner)) continue;
    const offset = match.index + match[0].lastIndexOf('(') + 1;
    tokens.forEach((token, i) => {
      if (token.start >= offset && token.end <= offset + inner.length && lowercaseWord(i) && (!FUNCTION_WORDS.has(lower[i]!) || token.start === offset)) out.set(i, COMPANY_SUFFIX[lower[i]!] ?? capitalized(token.text));
    });
  }

  // "from unilever", "at fitzone": a bare word in a business's place that is no ordinary word.
  tokens.forEach((token, i) => {
    if (out.has(i) || !lowercaseWord(i) || !/^(?:at|from|with|for|joining|joined|leaving|left)$/.test(lower[i - 1] ?? '')) return;
    const next = lower[i + 1];
    if (next !== undefined && !/^[,.;:!?)]$/.test(next) && !/^(?:and|where|who|which|for|on|in|since|until|last|next|this|about|because|but|so|as|to|today|tomorrow|yesterday|i|we|is|was|has|had|and)$/.test(next)) return;
    const word = lower[i]!;
    if (/Organization/.test(lexTags(word)) || (word.length >= 5 && unknownWord(word) && !COMMON_COMPOUNDS.has(word) && /^(?:from|joining|joined|leaving|left)$/.test(lower[i - 1] ?? '') && !/(?:tion|ment|ness|ity|ing|ed|ly|al|ous|ive|ics|ism|ist)$/.test(word)) || (word.length >= 6 && unknownWord(word) && compound(word) && !COMMON_COMPOUNDS.has(word))) out.set(i, capitalized(token.text));
  });

  // "swap my late shift with jade's early": a first name with its possessive, after no article, is a name.
  tokens.forEach((token, i) => {
    const own = /^([a-z][a-z-]+)'s$/.exec(token.text);
    if (!own?.[1] || out.has(i) || (!isFirstName(own[1]) && !NICKNAMES.has(own[1])) || DETERMINERS.has(lower[i - 1] ?? '') || /^(?:the|this|that|my|your|our|their|his|her)$/.test(lower[i - 1] ?? '')) return;
    out.set(i, capitalized(token.text));
  });
  // People: compromise reads the sentence and tags first names in their place ("dave can cover").
  if (tokens.some((token, i) => lowercaseWord(i) && (firstNameWord(lower[i]!) || NICKNAMES.has(lower[i]!))) || /\b[A-Z][a-z]+ (?:and|&) [a-z]/.test(text)) {
    caseFirstNames(text, tokens, lower, out);
  }

  if (out.size === 0) return text;
  let result = '';
  let last = 0;
  tokens.forEach((token, i) => {
    const replacement = out.get(i);
    if (replacement === undefined || replacement === token.text) return;
    result += text.slice(last, token.start) + replacement;
    last = token.end;
  });
  return result + text.slice(last);
}

/** "fitzone", "greenleaf", "brightside": two ordinary words run together, as brand names are. */
function compound(word: string): boolean {
  for (let cut = 3; cut <= word.length - 3; cut += 1) {
    const head = word.slice(0, cut);
    const tail = word.slice(cut);
    if (/^(?:up|out|off|over|down|in|on|time|times|day|days|way|ways|where|ever|self|body|thing|one|stairs|night|side|work|end|ward|wards|less|ness|ful|ship|hood)$/.test(tail)) continue;
    if (LEXICON[head] !== undefined && LEXICON[tail] !== undefined && !NAME_TAG.test(lexTags(head))) return true;
  }
  return false;
}

const NOT_AFTER_NAME = /\b(?:Noun)\b/;

/** "my name is misspelt on my booking": words after "name is" that say how it is written, not what it is. */
export const NAME_IS_NOT = 'misspelt|misspelled|spelt|spelled|wrong|wrongly|incorrect|incorrectly|missing|not|still|showing|listed|printed|down|different|on|in';

/** "chase", "mark", "sue": a first name that also reads as a verb ("we chase it"). */
const verbReading = remembered(2000, (word: string): boolean => {
  // A name from the list of first names is no word compromise knows: it has no verb reading.
  if (LEXICON[word] === undefined && givenNameGender(word)) return false;
  const term = (nlp(`we ${word} it`) as unknown as { docs: Array<Array<{ tags: Set<string> }>> }).docs[0]?.[1];
  return Boolean(term?.tags.has('Verb'));
});

function caseFirstNames(text: string, tokens: Token[], lower: string[], out: Map<number, string>): void {
  // The tagger reads a few words either side of each candidate: enough for its context rules, and
  // far cheaper than the whole message.
  const tagsAt = new Map<number, string[]>();
  // One reading per run of nearby candidates.
  const ranges: Array<[number, number]> = [];
  // A first name with no other reading ("dave", "jess") needs no tagger; one that is also a verb
  // ("mark", "chase", "bob") is read in its sentence.
  tokens.forEach((token, i) => {
    if (out.has(i) || !/^[a-z][a-z'-]*$/.test(token.text) || !firstNameWord(lower[i]!)) return;
    if (!verbReading(lower[i]!)) {
      const nextWord = lower[i + 1] ?? '';
      const nounNext = /^[a-z]/.test(nextWord) && !FUNCTION_WORDS.has(nextWord) && ordinary(nextWord) && /\b(?:Singular|Plural|Noun|Uncountable|Adjective)\b/.test(lexTags(nextWord)) && !/LastName/.test(lexTags(nextWord));
      tagsAt.set(i, ['Person', 'FirstName', ...(nounNext ? [] : [])]);
      // "olivia park, ...", "sarah green about ...": a one-word noun closing the name is a surname.
      const surname = /^[a-z]/.test(nextWord) && !FUNCTION_WORDS.has(nextWord) && /^(?:Singular|Noun|Infinitive|Adjective|Uncountable)$/.test(lexTags(nextWord)) && /^(?:[,.;:!?)]|about|to|from|at|who|and|is|was|has|will|for|on)$/.test(lower[i + 2] ?? '.');
      if (/^[a-z]/.test(nextWord)) tagsAt.set(i + 1, surname ? ['Person', 'ProperNoun'] : nounNext ? ['Other'] : unknownWord(nextWord) || /LastName/.test(lexTags(nextWord)) ? ['Person'] : ordinary(nextWord) ? ['Verb'] : []);
      return;
    }
    const from = Math.max(0, i - 5);
    const to = Math.min(tokens.length - 1, i + 4);
    const last = ranges[ranges.length - 1];
    if (last && from <= last[1] + 1) last[1] = to;
    else ranges.push([from, to]);
  });
  for (const [from, to] of ranges) {
    const i = from;
    const doc = nlp(text.slice(tokens[from]!.start, tokens[to]!.end)) as unknown as { docs: Array<Array<{ normal?: string; text: string; tags: Set<string> }>> };
    const terms = doc.docs.flat();
    let t = 0;
    for (let j = from; j <= to; j += 1) {
      if (!/^[a-z]/i.test(tokens[j]!.text)) continue;
      for (let k = t; k < Math.min(terms.length, t + 4); k += 1) {
        if (terms[k]!.text.toLowerCase() === lower[j]) {
          if (!tagsAt.has(j) || j >= i) tagsAt.set(j, [...terms[k]!.tags]);
          t = k + 1;
          break;
        }
      }
    }
  }
  // "Tom and priya" when Tom came capitalized already.
  tokens.forEach((token, i) => {
    if (!/^[A-Z][a-z]+$/.test(token.text) || !firstNameWord(lower[i]!) || !/^(?:and|&)$/.test(lower[i + 1] ?? '')) return;
    const next = tokens[i + 2];
    if (next && /^[a-z][a-z'-]+$/.test(next.text) && unknownWord(lower[i + 2]!) && (FUNCTION_WORDS.has(lower[i + 3] ?? 'and') || /^[,.;:!?)]$/.test(lower[i + 3] ?? ''))) out.set(i + 2, capitalized(next.text));
  });
  tokens.forEach((token, i) => {
    // ("maya has a nut allergy": a name the lexicon reads only as a word may still open a clause as a name.)
    if (out.has(i) || !/^[a-z][a-z'-]*$/.test(token.text) || (!firstNameWord(lower[i]!) && !NICKNAMES.has(lower[i]!))) return;
    // ("email oli from my group project": a nickname right after the verb that names whom to write to.)
    if (NICKNAMES.has(lower[i]!) && /^(?:email|e-mail|message|text|ask|tell|thank|remind|invite|congratulate|reply|write)$/.test(lower[i - 1] ?? '') && /^(?:from|at|in|on|,|\.|;|:|about|that|if|to|for|and|saying|asking|telling)?$/.test(lower[i + 1] ?? '')) {
      out.set(i, capitalized(token.text));
      return;
    }
    const tags = tagsAt.get(i) ?? [];
    // "..., jack has been coming home upset": a first name opening a clause, before its verb, is the name
    // even when the word has another reading.
    const opensClause = i === 0 || /^[,.;:!?(]$/.test(lower[i - 1] ?? '') || /^(?:and|but|because|so|that|saying|since|when|while|if|yes|yeah|yep|no|nope|ok|okay|sure|sadly|unfortunately)$/.test(lower[i - 1] ?? '');
    if (opensClause && /^(?:has|had|is|was|keeps|kept|will|won't|can|can't|could|couldn't|would|would've|says|said|loves|hates|started|starts|came|comes|went|told|asked|wants|needs|didn't|doesn't|isn't|wasn't|hasn't|wont|cant|couldnt|didnt|doesnt|isnt|wasnt|hasnt|aint)$/.test(lower[i + 1] ?? '')) {
      out.set(i, capitalized(token.text));
      return;
    }
    if (!tags.includes('FirstName') && !tags.includes('Person') && !tags.includes('ProperNoun')) return;
    if (tags.some((tag) => /^(?:Verb|Adjective|Adverb|Date|Month|Modal)$/.test(tag))) return;
    const before = lower[i - 1] ?? '';
    // "the grace period", "a mark": an article or an adjective before it makes it a word.
    // ... but "that sarah chen is joining" is the conjunction, with the news after it.
    const thatNews = before === 'that' && [lower[i + 1], lower[i + 2]].some((word) => /^(?:is|was|has|had|will|won't|can't|can|just|got|started|starts|joins|joined|left|leaves|passed|won|'s)$/.test(word ?? ''));
    if (!thatNews && (DETERMINERS.has(before) || before === 'the' || /\b(?:Adjective)\b/.test(lexTags(before)))) return;
    // "a bleach mark", "the price mark", "my essay mark": a noun after an article or a possessive, then the word, is a compound noun.
    if (/^(?:a|an|the|this|that|any|no|each|every|my|your|our|his|her|their)$/.test(lower[i - 2] ?? '') && /^[a-z]{3,}$/.test(before) && !FUNCTION_WORDS.has(before) && !firstNameWord(before) && !/^(?:friend|mate|colleague|coworker|boss|manager|brother|sister|cousin|neighbou?r|client|customer|tenant|landlord|teacher|tutor|coach|guy|lad|girl|woman|man|chap|bloke|kid|boy|son|daughter|dad|mum|uncle|aunt|nephew|niece|partner|husband|wife)$/.test(before) && verbReading(lower[i]!)) return;
    const next = i + 1 < tokens.length && /^[a-z]/i.test(tokens[i + 1]!.text) ? (tagsAt.get(i + 1) ?? []) : [];
    const nextWord = lower[i + 1] ?? '';
    if (next.some((tag) => NOT_AFTER_NAME.test(tag)) && !next.some((tag) => /^(?:Person|LastName|FirstName|ProperNoun|Place)$/.test(tag)) && !unknownWord(nextWord)) return;
    // "and chase the missing ones": a name that is also a verb, used as one.
    if (/^(?:the|a|an|my|your|our|their|his|her|its|this|that|these|those|up|down|it|them|him|me|us)$/.test(nextWord) && /^(?:and|to|can|could|will|would|please|i|we|you|they|then|also|must|should|,)?$/.test(before) && verbReading(lower[i]!)) return;
    // "tom and priya": a word no dictionary knows, joined to a first name, is another.
    if (/^(?:and|&)$/.test(nextWord) && /^[a-z][a-z'-]+$/.test(tokens[i + 2]?.text ?? '') && unknownWord(lower[i + 2]!) && (FUNCTION_WORDS.has(lower[i + 3] ?? 'and') || /^[,.;:!?)]$/.test(lower[i + 3] ?? ''))) out.set(i + 2, capitalized(tokens[i + 2]!.text));
    // "with grace and patience": joined to an ordinary word, it is one.
    if (/^(?:and|or)$/.test(nextWord) && /^[a-z]/.test(tokens[i + 2]?.text ?? '') && ordinary(lower[i + 2] ?? '') && !FUNCTION_WORDS.has(lower[i + 2] ?? '') && !firstNameWord(lower[i + 2] ?? '')) return;
    if (/^(?:me|him|her|them|us|it|you|myself|yourself|himself|herself|themselves|ourselves|up|down|off|out|away)$/.test(nextWord)) return;
    if (/^(?:along|around|about|over|back)$/.test(nextWord) && verbReading(lower[i]!)) return;
    // "an 8 yard skip", "a mini skip": a size before it makes it a thing.
    if (/^(?:yard|yd|metre|meter|foot|ft|tonne|ton|litre|liter|mini|midi|maxi|builders|builder's)$/.test(before.replace(/^.*-/, ''))) return;
    out.set(i, capitalized(token.text));
    // "jess okafor": an unknown word right after a first name is the surname.
    const surname = tokens[i + 1];
    // ("can priya cover": after a modal the word after the name is what she does, not her surname.)
    const doing = /^(?:can|could|will|would|should|might|may|must|does|did|to)$/.test(before) && verbReading(nextWord);
    if (surname && !doing && /^[a-z][a-z'-]+$/.test(surname.text) && (unknownWord(nextWord) || /LastName/.test(lexTags(nextWord)) || (tagsAt.get(i + 1) ?? []).some((tag) => /^(?:Person|LastName|ProperNoun|Place)$/.test(tag))) && !FUNCTION_WORDS.has(nextWord)) {
      const after = lower[i + 2];
      if (after === undefined || FUNCTION_WORDS.has(after) || /^[,.;:!?)]$/.test(after) || /\bVerb\b/.test((tagsAt.get(i + 2) ?? []).join(','))) out.set(i + 1, capitalized(surname.text));
    }
  });
}
