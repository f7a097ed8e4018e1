// The gist of a question for its subject line, read from the thing each question names: "Question
// about our own caterer and corkage", "Question about freezing my membership". It stands in for a
// subject that names nothing ("A quick question", "Getting in touch", "An update for you") or only
// whom it goes to ("Regarding the school office"). Only questions are read for their things: the object of a request
// is too often the wrong noun ("ask for a 15 min coffee chat about product management"). A question or request
// that asks a favour and names no thing is its own subject ("Swapping shifts on Saturday 21st").
import nlp from 'compromise';
import type { Plan } from '../plan/plan.ts';
import { referenceOf } from '../plan/plan.ts';
import type { Act, Segment } from '../understand/frame.ts';
import { capitalize, countWords, remembered } from '../text.ts';
import { gerundOf } from '../understand/voice.ts';

// Words a subject may hold and still name nothing.
const EMPTY_WORDS = new Set(['a', 'an', 'the', 'just', 'quick', 'short', 'brief', 'little', 'small', 'note', 'question', 'request', 'ask', 'update', 'hello', 'hi', 'getting', 'in', 'touch', 'for', 'you', 'everyone', 'all', 'complaint', 'to', 'resolve', 'problem', 'that', 'needs', 'fixing', 'announcement', 'heads-up', 'news', 'favour', 'favor', 'message', 'something', 'regarding', 'about', 're', 'your', 'my', 'our', 'from', 'me', 'us', 'follow-up', 'following', 'up', 'matter', 'issue', 'enquiry', 'inquiry', 'some', 'thing', 'idea', 'one']);

/**
 * A subject that names nothing: "A quick question", "Getting in touch", "An update for you", or
 * only whom it goes to ("Regarding the school office", "A note about Barclays").
 */
export function namesNothing(subject: string, recipient = ''): boolean {
  const theirs = new Set(recipient.toLowerCase().replace(/[^a-z\s'-]/g, ' ').split(/\s+/).filter(Boolean));
  const words = subject.toLowerCase().replace(/^(?:re|fwd?):\s*/, '').replace(/[^a-z\s'-]/g, ' ').split(/\s+/).filter((word) => /[a-z]/.test(word));
  return words.length > 0 && words.every((word) => EMPTY_WORDS.has(word) || theirs.has(word));
}

// Nouns that are no topic: times, amounts of time, vague things, people in general.
const NO_TOPIC = /^(?:someone|somebody|anyone|anything|something|everything|nothing|everyone|thing|things|stuff|way|time|times|bit|lot|day|days|week|weeks|month|months|year|years|hour|hours|minute|minutes|mins?|today|tomorrow|tonight|morning|afternoon|evening|night|weekend|idea|question|email|e-mail|message|note|chance|reason|problem|issue|help|total|end|start|rest|one|ones|all|none|moment|yesterday|people|person|guys|kind|sort|type|part|side|mins|hrs|yrs|anyway|sorry|thanks|please|pls|lol|tbh|space|room|company|sales|pm|am|halves|half|split|share|go)$/i;
const DETERMINER = /^(?:the|a|an|your|his|her|their|this|that|these|those|some|any|every|each|all|both|its)\s+/i;
// People are who the question is about, not what: "my brother can stay" is no "Question about brother".
const KIN = /\b(?:brother|sister|son|daughter|mum|mom|dad|mother|father|wife|husband|partner|boyfriend|girlfriend|friend|kids?|child|children|baby|family|parents?|grandma|grandad|grandpa|nan|aunt|uncle|cousin|niece|nephew|colleague|boss|manager|neighbou?r|flatmate|roommate|tenant|landlord|landlady|teacher|coach|doctor|student|students|staff|team|guys|everyone|people|gardener|plumber|builder|cleaner|electrician|engineer|driver|decorator|nanny|babysitter|sitter|tutor|carer|caterer|photographer|dj|band|guest|speaker|volunteer|member|host|panelist|panellist|godmother|godfather|bridesmaid|referee)s?\b/i;
const WHEN_WORD = /^(?:next|this|last|every|each|on|by|from|until|till)\b|^(?:mon|tues|wednes|thurs|fri|satur|sun)day|^(?:january|february|march|april|may|june|july|august|september|october|november|december)\b|^\d+(?:st|nd|rd|th)?$/i;

interface Phrase {
  text: string;
  person: boolean;
}

const COMPOUND_HEAD = /^\s+(leave|cover|pay|rise|check|test|run|report|review|plan|claim|return|repair|share|transfer|notice|deposit|request|support|release|visit|drop|swap|change)\b/i;

const phrasesOf = remembered(500, (text: string): Phrase[] => {
  const found: Phrase[] = [];
  nlp(text).nouns().forEach((match) => {
    // "photos and a volunteer", "a late checkout and a cot": each thing on its own.
    const whole = match.text().replace(/[,.;:!?)(]+$/g, '').replace(/^[(]+/, '').trim();
    for (const piece of whole.split(/\s+(?:and|or|&)\s+/)) {
      // ("there a waiting list" of "is there a waiting list": the list.)
      let phrase = piece.trim().replace(/^there\s+(?=\S+\s)/i, '');
      while (DETERMINER.test(phrase)) phrase = phrase.replace(DETERMINER, '');
      // "my own caterer" stays the writer's; "my" alone before a thing goes ("my guitar" -> "guitar").
      if (!/^(?:my|our)\s+own\b/i.test(phrase)) phrase = phrase.replace(/^(?:my|our)\s+/i, '');
      if (!phrase || /^(?:I|I'm|I've|we|we're|we've|you|he|she|they|it|me|us|him|them|who|which|what)$/i.test(phrase) || /'(?:m|re|ve|ll|d)$/i.test(phrase)) continue;
      if (NO_TOPIC.test(phrase) || WHEN_WORD.test(phrase) || /^[\d£$€.,%/-]+\w{0,3}$/.test(phrase) || /^\d/.test(phrase)) continue;
      if (/\s(?:of|for|to|with|from|at|in|on)$/i.test(phrase) || countWords(phrase) > 4) continue;
      const doc = nlp(phrase);
      // "days annual": a phrase ends on its noun.
      if (!doc.terms().last().has('#Noun') || doc.terms().last().has('#Adjective')) continue;
      // "paternity" of "paternity leave": a noun the tagger read as a verb completes the thing.
      const at = text.toLowerCase().indexOf(phrase.toLowerCase());
      const head = at >= 0 ? COMPOUND_HEAD.exec(text.slice(at + phrase.length)) : null;
      if (head?.[1]) phrase = `${phrase} ${head[1].toLowerCase()}`;
      found.push({ text: phrase, person: KIN.test(phrase) || doc.has('#Person') || doc.has('#Place') || doc.has('#Organization') });
    }
  });
  return found;
});

const ASKING: ReadonlySet<Act> = new Set(['askAbout', 'question']);

/** What the visitor asks about, the first thing of each ask: "our own caterer", "corkage". */
function thingsOf(segments: readonly Segment[]): string[] {
  const things: string[] = [];
  for (const segment of segments.filter((each) => ASKING.has(each.act))) {
    // What is asked, not why: "... while his flat is being done" names no topic.
    const asked = segment.text.split(/\s+(?:while|because|as|since|so|when|until|after|before|but|although|though)\s+/i)[0] ?? segment.text;
    // "if early check-in is possible", "whether dogs are allowed": the thing asked about comes first.
    const possible = /^(?:an?\s+|the\s+|any\s+)?([a-z][a-z -]{2,30}?)\s+(?:is|are|would be|will be)\s+(?:still\s+)?(?:possible|available|ok|okay|allowed|permitted|an option|included)\b/i.exec(asked)?.[1];
    const first = possible && !KIN.test(possible) && !/^(?:it|this|that|there|I|we|you|they|he|she)$/i.test(possible) ? { text: possible, person: false } : phrasesOf(asked).find((phrase) => !phrase.person);
    // ("much it" of "how much it will cost" is no thing.)
    if (first && !/^(?:much|many|long|soon|often|far)\b/i.test(first.text) && !things.some((thing) => thing.toLowerCase() === first.text.toLowerCase())) things.push(first.text);
  }
  return things;
}

/**
 * "Question about our own caterer and corkage", or nothing when the questions name no thing; with
 * `orFirstThing`, the first thing the email is about when nothing is asked ("Regarding the camera lens").
 */
export function gistSubject(plan: Plan, formal: boolean, seed = 0, { orFirstThing = false } = {}): string | undefined {
  const things = thingsOf(plan.segments).slice(0, 2);
  if (things.length === 0) return favourSubject(plan, formal) ?? (orFirstThing ? thingSubject(plan, formal, seed) : undefined);
  // ("waiting list", "bulk discount": a thing of two words or more takes its article back.)
  const articled = (thing: string) => (countWords(thing) >= 2 && !/^(?:my|our|your|their|the|a|an)\b/i.test(thing) && !/^[a-z]+ing\s+(?:my|our|your|the|a|an|his|her|their|it|them|this|that|up|out|in|off|over|back)\b/i.test(thing) && !/^[A-Z\d£$€]/.test(thing) && !/s$/.test(thing) ? `the ${thing}` : thing);
  const both = things.length === 2 && countWords(things.join(' ')) <= 5;
  const listed = (said: (thing: string) => string) => (both ? `${said(things[0]!)} and ${said(things[1]!)}` : said(things[0]!));
  const withArticles = listed(articled);
  const named = countWords(withArticles) <= 5 ? withArticles : listed((thing) => thing);
  // Within eight words: the friendly "Quick" goes first.
  let subject = `${formal || countWords(named) > 5 ? 'Question about' : 'Quick question about'} ${named}`;
  // The visitor's reference is how the reader finds the case: "(booking HX88213)".
  const reference = referenceOf(plan.frame.message);
  if (reference && !subject.includes(reference) && countWords(`${subject} ${reference}`) <= 8) subject = `${subject} (${reference})`;
  subject = capitalize(subject.replace(/\s+/g, ' ').trim());
  return countWords(subject) >= 2 && countWords(subject) <= 8 ? subject : undefined;
}

/** "if she can swap shifts with me on sat 21st": the favour asked, as the subject ("Swapping shifts on Saturday 21st"). */
function favourSubject(plan: Plan, formal: boolean): string | undefined {
  const asked = plan.segments.find((segment) => segment.act === 'question' || segment.act === 'request');
  const favour = asked ? /^(you|I|we)\s+(?:can|could|would be able to|might be able to)\s+([a-z][\w'-]*(?:\s+[\w'-]+){1,7})$/i.exec(asked.text.split(/,\s|\s+(?:so|because|as|since|and then|while)\s/)[0] ?? '') : null;
  if (!favour?.[1] || !favour[2] || /^(?:be|have|get|do|help|let|make|tell|ask|give)\b/i.test(favour[2])) return undefined;
  const phrase = favour[2].replace(/\s+(?:with|for|to)\s+(?:me|us)\b/gi, '').trim();
  const subject = formal ? capitalize(gerundOf(phrase)) : `Could ${favour[1].toLowerCase() === 'you' ? 'you' : favour[1].toLowerCase() === 'i' ? 'I' : 'we'} ${phrase}?`;
  return countWords(subject) >= 3 && countWords(subject) <= 8 ? subject : undefined;
}

// With no question, the first thing the email is about names it: "Regarding the camera lens
// (item 334551129)", "About the plan to close the library", never "A quick update".
// People by their part, and words about the email itself, are no thing it is about.
const NO_THING = /\b(?:guests?|clients?|customers?|candidates?|members?|volunteers?|recruiters?|investors?|hosts?|sellers?|buyers?|suppliers?|couple|paces?|nudge|reminder|heads-up|thanks|apology|invite|update)$/i;
const OF_TIME = /\b(?:weekend|week|day|month|year|term|season|morning|afternoon|evening|night|time|end|start|beginning)s?$|\b(?:of|in)\s+(?:january|february|march|april|may|june|july|august|september|october|november|december)$/i;
const COMPLAINING: ReadonlySet<string> = new Set(['complaint', 'complain']);

const THING_LEADS = { complaint: [['Complaint about'], ['Problem with', 'Issue with']], other: [['Regarding', 'About', 'A note about'], ['About', 'Quick note about', 'A note about']] } as const;

function thingSubject(plan: Plan, formal: boolean, seed: number): string | undefined {
  let thing: string | undefined;
  for (const segment of plan.segments.slice(0, 2)) {
    const said = segment.text.split(/\s+(?:while|because|as|since|so|when|until|after|before|but|although|though)\s+/i)[0] ?? segment.text;
    thing = phrasesOf(said).find((phrase) => !phrase.person && !NO_THING.test(phrase.text) && !OF_TIME.test(phrase.text) && !/\d|^(?:stag|hen)$/i.test(phrase.text))?.text;
    if (thing) break;
  }
  // ("MRI letter", "GCSE certificates": an initialism before a noun is a thing, not a name.)
  if (!thing || (/^(?:[A-Z]|my own\b)/.test(thing) && !/^[A-Z]{2,5}\s+[a-z]/.test(thing)) || nlp(thing).has('#Pronoun')) return undefined;
  const leads = THING_LEADS[COMPLAINING.has(String(plan.main)) ? 'complaint' : 'other'][formal ? 0 : 1];
  const lead = leads[seed % leads.length]!;
  let subject = `${lead} the ${thing}`;
  const reference = referenceOf(plan.frame.message);
  if (reference && !subject.includes(reference) && countWords(`${subject} ${reference}`) <= 8) subject = `${subject} (${reference})`;
  return countWords(subject) >= 3 && countWords(subject) <= 8 ? subject : undefined;
}
