// Small text helpers shared by the composer's parts (and one cached compromise lookup).
import nlp from 'compromise';

/** FNV-1a: a stable 32-bit hash, so variant choices repeat for the same input. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function pick<T>(items: readonly T[], seed: number): T {
  if (items.length === 0) throw new Error('pick needs at least one item');
  return items[seed % items.length] as T;
}

/** Words as a reader counts them: tokens holding a letter, digit or bracketed blank. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Each day of the week in full, for a pattern: "(?:Monday|...|Sunday)". */
export const WEEKDAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
export const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
/** A month as visitors type it: "nov", "sept", "november". */
export const TYPED_MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*';
/** "8th nov", "18 november": a day of a month, as typed. */
export const TYPED_DAY_MONTH = String.raw`\d{1,2}(?:st|nd|rd|th)?\s+${TYPED_MONTH}`;
/** "£2,340", "$35", "€12.50": an amount of money with its thousands commas, never a comma after it. */
export const MONEY = String.raw`[£$€]\d{1,3}(?:,\d{3})*(?:\.\d{2})?`;
/** A point that ends a title ("Dr.", "St.", "No."), never a sentence: put before `\\.` in a pattern. */
export const NOT_AFTER_TITLE = String.raw`(?<!\b(?:Dr|Mr|Mrs|Ms|Prof|St|Rev|No|Mt))`;

const DAY_OR_MONTH = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december)\b/gi;
const DAY_OR_MONTH_NOT_MARCH = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|april|june|july|august|september|october|november|december)\b/g;

/**
 * "by friday", "the 3rd of june": names of days and months with their capitals. In running text
 * (`inText`) only words typed in lowercase, and not "march", which is also a verb.
 */
export function capitalizeDays(text: string, inText = false): string {
  return text.replace(inText ? DAY_OR_MONTH_NOT_MARCH : DAY_OR_MONTH, (m) => m.charAt(0).toUpperCase() + m.slice(1).toLowerCase());
}

// The small words a name keeps in lowercase ("Bank of England"); some readings keep "for" too.
const NAME_SMALL_WORDS = /(?<!['’])\b(?!(?:at|of|and|the|on|in)\b)[a-z]/g;
const NAME_SMALL_WORDS_AND_FOR = /(?<!['’])\b(?!(?:of|and|the|for|on|at|in)\b)[a-z]/g;

/** "bloom florals" -> "Bloom Florals", "rosie's bakery" -> "Rosie's Bakery": each word of a name with its capital. */
export function nameCase(text: string, keepFor = true): string {
  return text.replace(keepFor ? NAME_SMALL_WORDS_AND_FOR : NAME_SMALL_WORDS, (c) => c.toUpperCase());
}

/** "the grand at brighton" -> "The Grand at Brighton": a name in title case, its small words kept small. */
export function titleCase(text: string, keepFor = true): string {
  const cased = nameCase(text, keepFor);
  return cased.charAt(0).toUpperCase() + cased.slice(1);
}

export function capitalize(text: string): string {
  const index = text.search(/[\p{L}\p{N}[]/u);
  if (index < 0) return text;
  const ch = text.charAt(index);
  // "easyJet", "iPhone": a brand keeps its own capitals.
  if (ch === '[' || /^[a-z]+[A-Z]/.test(text.slice(index))) return text;
  return text.slice(0, index) + ch.toUpperCase() + text.slice(index + 1);
}

export function lowerFirst(text: string): string {
  // Keep acronyms and names ("HR", "Sarah") as written.
  if (/^[A-Z][a-z]/.test(text) && !/^I\b/.test(text)) {
    const firstWord = text.split(/\s/)[0] ?? '';
    if (COMMON_SENTENCE_STARTERS.has(firstWord.toLowerCase())) return text.charAt(0).toLowerCase() + text.slice(1);
  }
  return text;
}

const COMMON_SENTENCE_STARTERS = new Set([
  'the', 'a', 'an', 'my', 'our', 'your', 'their', 'his', 'her', 'this', 'that', 'these', 'those',
  'we', 'it', 'there', 'launch', 'next', 'all', 'each', 'every', 'some', 'no', 'please',
]);

/** "a Product Designer", "an Operations Lead", "a [Role]". */
export function withArticle(phrase: string): string {
  if (/^\[/.test(phrase)) return `a ${phrase}`;
  // Acronyms read letter by letter ("an SEO specialist"), so only capitals count as one.
  const article = (/^(?:[aeiou]|hour|honest|honou?r|heir)/i.test(phrase) || /^[AEFHILMNORSX][A-Z0-9]*\b(?![a-z])/.test(phrase)) &&
    !/^(?:uni|use|usu|eu|one\b|once\b|u[bcfhjkqrst][aeiou])/i.test(phrase)
    ? 'an'
    : 'a';
  return `${article} ${phrase}`;
}

/** "10am", "2.30PM" -> "10 am", "2.30 pm": a time of day as the emails write it. */
export function spacedTimes(text: string): string {
  return text.replace(/\b(\d{1,2}(?::\d{2})?)\s*([ap])\.?m\.?\b/gi, (_m, time: string, half: string) => `${time} ${half.toLowerCase()}m`);
}

export function ensureSentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed === '') return trimmed;
  return /[.!?:]$/.test(trimmed) ? capitalize(trimmed) : `${capitalize(trimmed)}.`;
}

export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Illnesses a note says the writer has ("I have a migraine", "I have food poisoning"). */
export const ILLNESSES = 'flu|fever|migraine|cold|covid|stomach bug|tummy bug|bug|food poisoning|chest infection|tonsillitis|bad back|conjunctivitis|norovirus';

// Contractions, in both directions. Expansions keep the first letter's case.
const EXPANSIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bcan['’]t\b/gi, 'cannot'],
  [/\bwon['’]t\b/gi, 'will not'],
  [/\bshan['’]t\b/gi, 'shall not'],
  // ("Let's get lunch to celebrate": a suggestion keeps its "let's" in any register; "Let us get lunch" is stilted.)
  [/\b(do|does|did|is|are|was|were|have|has|had|would|could|should|must|need)n['’]t\b/gi, '$1 not'],
  [/\b(I)['’]m\b/g, 'I am'],
  [/\b(I|you|we|they|he|she|it|that|there|who)['’]ll\b/gi, '$1 will'],
  [/\b(I|you|we|they)['’]ve\b/gi, '$1 have'],
  // "he'd had him 14 years", "she'd already sent it": had, before a past participle.
  [/\b(I|you|we|they|he|she)['’]d(?= (?:(?:just|already|never|always|also|only|recently|not|even) )?(?:had|been|gone|done|seen|sent|made|taken|given|written|told|asked|said|spoken|heard|forgotten|finished|booked|paid|left|lost|got|bought|moved|started|tried|promised|agreed|decided|arrived|planned|hoped|expected|received|ordered)\b)/gi, '$1 had'],
  [/\b(I|you|we|they|he|she)['’]d\b/gi, '$1 would'],
  [/\b(you|we|they)['’]re\b/gi, '$1 are'],
  // "he's lost interest", "it's just been": has; "it's just not workable", "he's lost", "it's already paid": is.
  [/\b(he|she|who)['’]s(?= (?:(?:just|already|never|always|also|really|finally|now|recently|since|not|still|even) )?(?:been|got|gotten|had|agreed|decided|offered|asked|said|told|sent|gone|done|seen|made|taken|given|written|emailed|replied|confirmed|accepted|paid|returned|arrived|started|signed|approved|promised|spoken|heard|forgotten|become|come|left|happened|changed|increased|dropped|stopped|worked|helped|improved|moved|finished|booked|joined|passed|failed|applied|managed|tried|won|bought|brought|caught|missed|played|trained|lived|studied|volunteered|coached|lost(?= (?:interest|his|her|their|its|the|a|an|my|our|your|weight|touch|confidence|motivation|it|them|track|count)))\b)/gi, '$1 has'],
  [/\b(it|that|there|here|what|where)['’]s(?= (?:(?:just|already|never|always|also|really|finally|now|recently|since|not|still|even) )?(?:been|got|gotten|had|gone|happened|changed|increased|dropped|stopped|worked|helped|improved|moved|cost|risen|fallen|grown|doubled|tripled|taken|come|become|arrived|started|left|(?:given|raised|served|fed|hosted|sold|saved|helped|supported|won|handed|delivered|planted|collected|donated|trained|welcomed)(?= (?:out |away |over |more than |around |about |nearly |almost |)(?:[£$€]?\d|hundreds|thousands|millions)))\b)/gi, '$1 has'],
  [/\b(it|that|there|here|what|who|he|she|where)['’]s\b/gi, '$1 is'],
];

export function expandContractions(text: string): string {
  let result = text;
  for (const [pattern, replacement] of EXPANSIONS) {
    result = result.replace(pattern, (match, ...groups: unknown[]) => {
      const first = typeof groups[0] === 'string' ? groups[0] : '';
      const expanded = replacement.replace('$1', first);
      return /^[A-Z]/.test(match) && !/^I\b/.test(match) ? capitalize(expanded) : expanded;
    });
  }
  return result;
}

// Only forms that read naturally mid-sentence: a contraction may not end a clause, nor join "my partner
// and I" to its verb.
const CONTRACTIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?<!\band )\bI am(?= [a-z])/g, "I'm"],
  [/(?<!\band )\bI would(?= [a-z])/g, "I'd"],
  [/\bI will not\b/g, "I won't"],
  [/(?<!\band )\bI will(?= [a-z])/g, "I'll"],
  [/\b([Ww]e|[Yy]ou|[Tt]hey) are(?= [a-z])/g, "$1're"],
  [/\b([Ww]e|[Yy]ou) will not\b/g, "$1 won't"],
  [/\b([Ww]e|[Yy]ou) will(?= [a-z])/g, "$1'll"],
  [/\b([Ii]t|[Tt]hat|[Tt]here) is(?= (?:a|an|the|not|no|still|now|already|so|too|very|always|just|been|my|our|your|time|great|lovely|wonderful|important|been)\b)/g, "$1's"],
  [/\b(do|does|did|is|are|was|were|have|has|would|could|should) not\b/g, "$1n't"],
  [/\bcannot\b/g, "can't"],
  [/\bwill not\b/g, "won't"],
];

export function contract(text: string): string {
  let result = text;
  for (const [pattern, replacement] of CONTRACTIONS) result = result.replace(pattern, replacement);
  return result;
}

export function hasContraction(text: string): boolean {
  return /\b(?:\w+n['’]t|I['’]m|\w+['’](?:ll|ve|re|d)|(?:it|that|there|here|what|let)['’]s)\b/i.test(text);
}

// Turns the visitor's words about the recipient into words spoken to them:
// "her research lab" -> "your research lab".
export function toSecondPerson(text: string): string {
  return text
    .replace(/\b(?:he|she) (?:is|was)\b/gi, (m) => (m.endsWith('was') ? 'you were' : 'you are'))
    .replace(/\b(?:he|she) has\b/gi, 'you have')
    .replace(/\b(?:he|she)['’]s\b/gi, "you're")
    .replace(/\bhis\b(?= [\p{L}\d])/giu, 'your')
    .replace(/\bher\b(?= ([\p{L}\d'’-]+))/giu, (match, next: string) => (OBJECT_FOLLOWERS.has(next.toLowerCase()) ? match : 'your'))
    .replace(/\bhers\b|\bhis\b/gi, 'yours')
    .replace(/\b(?:him|her)self\b/gi, 'yourself')
    .replace(/\b(?:him|her)\b/gi, 'you')
    .replace(/\b(?:he|she)\b/gi, 'you')
    .replace(
      /\byou((?: (?:still|also|always|never|just|already|really|often|usually|now))?) (sends|gives|does|has|goes|makes|says|wants|needs|works|leads|runs|lives|loves|likes|knows|owes|keeps|forgets|takes|gets|comes|brings|plays|seems|is|was)\b/g,
      (_m, adverb: string, verb: string) => `you${adverb} ${AGREEMENT[verb] ?? verb.replace(/s$/, '')}`,
    );
}

// "you has" -> "you have" once "she" has become "you".
const AGREEMENT: Record<string, string> = { has: 'have', does: 'do', goes: 'go', is: 'are', was: 'were' };

// After these words "her" is the object ("thank her for"), not a possessive ("her lab").
const OBJECT_FOLLOWERS = new Set([
  'for', 'about', 'to', 'that', 'how', 'what', 'why', 'when', 'where', 'if', 'whether', 'on', 'in', 'at',
  'with', 'and', 'or', 'a', 'an', 'the', 'know', 'back', 'up', 'out', 'again', 'soon', 'today', 'tomorrow',
  'yesterday', 'this', 'next', 'last', 'so', 'as', 'from', 'by', 'into', 'after', 'before', 'i', 'we', 'my',
  'our', 'some', 'any', 'more', 'well', 'too', 'directly', 'personally', 'once', 'over',
]);

/**
 * A reading of one string, remembered: both options, every later take and every check ask for the
 * same few hundred words and parts. The cache empties whole when it passes `limit` entries.
 */
export function remembered<T>(limit: number, read: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    if (cache.has(key)) return cache.get(key) as T;
    const value = read(key);
    if (cache.size > limit) cache.clear();
    cache.set(key, value);
    return value;
  };
}

/** compromise's tags for one word on its own ("dave" -> FirstName, MaleName, Person, ...). */
export const wordTags = remembered(5000, (word: string): string[] => (nlp(word).terms().json()[0]?.terms?.[0]?.tags as string[] | undefined) ?? []);

/** "all money goes to the school", "the venue is step-free": a whole statement about something. */
export function isStatement(text: string): boolean {
  return /^(?:(?:all|the|our|my|every|each|any|some|no|most|this|that|these|those)\s+)?(?:[\w'£$%-]+\s+){0,3}(?:goes|go|is|are|was|were|will|has|have|can|gets|get|comes|come|starts|ends|runs|opens|closes|includes|costs|stays|needs|keeps?|remains?|applies|apply)\b/i.test(text.trim()) && !/^(?:I|we|you|he|she|they|it)\b/i.test(text.trim()) && !/^(?:that|if|whether|how|what|when|why|who)\b/i.test(text.trim());
}

/** Stand-ins for the visitor's own name blanks ("[client name]", "Mr and Mrs Doyle") while the request is read; put back after. */
export const NAME_TOKENS: readonly string[] = ['Zarvik', 'Quenby', 'Tovarin', 'Belcorr', 'Idrell', 'Marvex', 'Solvane', 'Keddow'];

// --- accents -----------------------------------------------------------------------------------

const FOLDED: Record<string, string> = { ø: 'o', Ø: 'O', æ: 'ae', Æ: 'Ae', œ: 'oe', Œ: 'Oe', ß: 'ss', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ı: 'i' };

/** "Inês Carvalho" -> "Ines Carvalho": the plain letters of a word typed with accents. */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[øØæÆœŒßłŁđĐı]/g, (letter) => FOLDED[letter] ?? letter);
}

/** Each word typed with accents, by its plain letters in lowercase: "ines" -> "Inês". */
export function accentsOf(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const word of text.normalize('NFC').split(/[^\p{L}\p{M}'’-]+/u)) {
    const plain = foldAccents(word);
    if (plain !== word && plain) out.set(plain.toLowerCase(), word);
  }
  return out;
}

/** Puts back the accents of the words `accentsOf` found, in the case they are written in. */
export function restoreAccents(text: string, accents: ReadonlyMap<string, string>): string {
  if (accents.size === 0) return text;
  return text.replace(/[A-Za-z'’-]+/g, (word) => {
    const original = accents.get(word.toLowerCase());
    if (!original) return word;
    if (word === word.toLowerCase()) return original.toLowerCase();
    if (word === word.toUpperCase() && word.length > 1) return original.toUpperCase();
    return original.charAt(0).toUpperCase() + original.slice(1);
  });
}
