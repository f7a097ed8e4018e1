// The last check on a subject line: it never stops inside a phrase the email goes on with.
// "Olly has hand foot" (of "hand, foot and mouth"), "Requesting a couple" (of "a couple of days off"),
// "Inquiry about working from home Tuesday" (and Thursday): the phrase is made whole when it fits
// a subject, or the subject goes and the caller takes the kind's own line.
import nlp from 'compromise';
import { gerundOf } from '../understand/voice.ts';
import { countWords, remembered } from '../text.ts';

// What a kind's subject line says before the thing it names.
const LEAD = /^(?:(?:quick\s+|a\s+|one\s+)?(?:question|inquiry|enquiry|note|request|update|reminder|news|heads-up|follow-up)(?:\s+(?:about|regarding|on|for))?:?|asking\s+(?:about|for)|regarding:?|about:?|requesting|request\s+(?:for|regarding|about)|a\s+request\s+about|re:)\s+/i;
const DETERMINER = /^(?:my|your|our|their|his|her|the|a|an|this|these|those)$/i;
// Words a thing goes on with: "size 9", "a couple of days", "hand foot and mouth", "the number 47 bus route".
const JOINS = /^(?:of|and|&|\+)$/i;
const STOP = /^(?:and|or|but|so|because|as|since|while|when|if|which|who|that|to|for|from|in|on|at|by|with|about|after|before|until|till|i|you|he|she|they|we|it|is|are|was|were|will|would|can|could|has|have|had|be|been|not|please|pls|email|e-mail|message|letter)$/i;

type Term = { text: string; tags: string[] };

// The tags of each space-separated word of a short text, from the first term compromise reads in
// it ("CX-004419" is one word, however it is split). Remembered: both options read the same words.
const wordsRead = remembered(500, (text: string): Array<string[] | undefined> => {
  const starts: number[] = [];
  for (const match of text.matchAll(/\S+/g)) starts.push(match.index);
  const out: Array<string[] | undefined> = starts.map(() => undefined);
  for (const term of nlp(text).terms().json({ offset: true }) as Array<{ offset: { start: number }; terms: Array<{ tags: string[] }> }>) {
    let word = starts.length - 1;
    while (word > 0 && starts[word]! > term.offset.start) word -= 1;
    out[word] ??= term.terms[0]?.tags ?? [];
  }
  return out;
});

const bare = (word: string) => word.toLowerCase().replace(/^[^\w£$€#]+|[^\w%]+$/g, '');

// What a count is of: "2 days before", "3 weeks ago", "40 people" count, and name no thing.
const UNIT = /^(?:mins?|minutes?|hours?|hrs?|days?|nights?|weeks?|wks?|months?|years?|yrs?|people|guests|times|am|pm|ago)$/i;

/** A word that goes on naming the same thing: a number, or a noun that is not a time, a verb or a pronoun. */
function continues(term: Term | undefined, dates = false, after?: Term): boolean {
  // ("(Urban Ethnography)": an aside in brackets is no part of the thing before it.)
  if (!term || /^[("“]/.test(term.text)) return false;
  if (/^[£$€#]?\d/.test(term.text)) return !after || !UNIT.test(bare(after.text));
  const tags = term.tags;
  return tags.includes('Noun') && !tags.some((tag) => /^(?:Verb|Pronoun|Possessive|Determiner|Adverb|Preposition)$/.test(tag) || (!dates && tag === 'Date')) && !STOP.test(bare(term.text));
}

/**
 * The subject, made whole where it stops inside a phrase of what the visitor said, or undefined when
 * the whole phrase does not fit a subject. `said` is the content of the email, as written.
 */
export function wholeSubject(subject: string, said: string): string | undefined {
  if (/^(?:Re|Fwd?):/i.test(subject)) return subject;
  const end = /[!?.]+$/.exec(subject)?.[0] ?? '';
  let line = subject.slice(0, subject.length - end.length).trim();
  // "Question about sublet my room": a verb where the thing should be is said as what is done.
  line = line.replace(/^((?:.*\s)?(?:about|regarding)\s+)([a-z]+)(?=\s+(?:my|your|our|their|the|a|an|his|her)\s)/i, (whole, lead: string, verb: string) => {
    if (/ing$/i.test(verb) || DETERMINER.test(verb) || wordsRead(`I ${verb} it`)[1]?.includes('Verb') !== true) return whole;
    return `${lead}${gerundOf(verb.toLowerCase())}`;
  });
  const words = line.split(/\s+/);
  // A dash between clauses ends the phrase before it: "the new expense policy - receipts have to ...".
  const tokens = said.replace(/\s[-–—]\s/g, ' . ').split(/\s+/).filter(Boolean);
  const plain = tokens.map(bare);
  // The longest tail of the subject that the email says word for word.
  for (let start = 0; start < words.length; start += 1) {
    const tail = words.slice(start).map(bare);
    if (tail.some((word) => !word) || (tail.length === 1 && tail[0]!.length < 4)) continue;
    const at = plain.findIndex((_word, index) => tail.every((word, offset) => plain[index + offset] === word));
    if (at < 0) continue;
    let next = at + tail.length;
    // The phrase ended where the email's sentence or clause did, or with the email.
    if (/[,.;:!?)]$/.test(tokens[next - 1] ?? '') || !tokens[next]) break;
    // (Most phrases end before a word that starts something else: no parse is needed for those.)
    if (STOP.test(plain[next] ?? '') && !JOINS.test(plain[next] ?? '')) break;
    // The words around the phrase, read in context; each word typed takes the tags of its first term.
    const first = Math.max(0, at - 3);
    const terms = wordsRead(tokens.slice(first, next + 10).join(' ')).map((tags, index) => (tags ? { text: tokens[first + index]!, tags } : undefined));
    terms.unshift(...Array.from({ length: first }, () => undefined));
    // ("Discussing the job offer" of "would you be able to offer 60k": the word is a verb there.)
    if (plain[next - 2] === 'to' && terms[next - 1]?.tags.includes('Verb')) break;
    // ("Tuesday and Thursday": days listed are one thing; "a couple of days": what it is a couple of.)
    const dated = terms[next - 1]?.tags.includes('Date') ?? false;
    // ("Shower tray has cracked" of "has cracked and water is getting under it": a clause that ends
    // with its verb is whole; "and" starts the next one.)
    const clauseDone = /^(?:has|have|had|is|are|was|were|got|been)$/.test(plain[next - 2] ?? '') && /(?:ed|en|t)$/.test(plain[next - 1] ?? '');
    const listed = !clauseDone && /^(?:and|&|\+)$/.test(plain[next] ?? '') && continues(terms[next + 1], dated, terms[next + 2]);
    // "Taking the 20th and 21st" of "the 20th and 21st off": the particle belongs to the days.
    const off = plain[next] === 'off' && (dated || /^(?:days?|time|weeks?|\d+(?:st|nd|rd|th))$/i.test(plain[next - 1] ?? ''));
    const truncated = off || continues(terms[next], false, terms[next + 1]) || listed || (plain[next] === 'of' && continues(terms[next + 1], true, terms[next + 2]));
    if (!truncated) break;
    const added: string[] = [];
    let joined = false;
    while (terms[next]) {
      const term = terms[next]!;
      const word = plain[next]!;
      const closes = /[,.;:!?)]$/.test(term.text);
      const join = JOINS.test(word) && continues(terms[next + 1], dated || word === 'of', terms[next + 2]);
      // ("goes live 1 October": a day of the month keeps its month.)
      const month = /^\d{1,2}(?:st|nd|rd|th)?$/.test(added.at(-1) ?? plain[next - 1] ?? '') && /^(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?$|^(?:january|february|march|april|may|june|july|august|september|october|november|december)$/i.test(word);
      if (month || continues(term, dated || joined, terms[next + 1]) || join) {
        joined = join;
        added.push(term.text.replace(/[,.;:!?)]+$/, ''));
        next += 1;
        if (closes) break;
        continue;
      }
      // "days off", "time off": the particle belongs to the thing.
      if (/^off$/i.test(word) && (dated || /^(?:days?|time|weeks?|\d+(?:st|nd|rd|th))$/i.test(plain[next - 1] ?? ''))) added.push(term.text.replace(/[,.;:!?)]+$/, ''));
      break;
    }
    const whole = `${line} ${added.join(' ')}`.trim();
    if (countWords(whole) <= 8) return `${whole}${end}`;
    // Too long with its lead: the thing alone, when it is a subject's length.
    const thing = whole.replace(LEAD, '');
    if (thing !== whole && countWords(thing) >= 3 && countWords(thing) <= 8) return `${thing.charAt(0).toUpperCase()}${thing.slice(1)}${end}`;
    // "Black mould on the wall" of "on the wall and window": the first of a list is whole already.
    if (listed) break;
    return undefined;
  }
  return `${line}${end}`;
}
