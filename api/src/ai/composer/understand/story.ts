// Who the email goes to when the request names them only in its story: "ben left his charger in
// room 3, i put it in his drawer. tell him", "niamh and pete had us round ..., want to say thanks",
// "The Hendersons' tree is over our garden ... want to email them asking ...". The person is found
// by what the instruction calls them (him, her, them) or, with no pronoun, as the one person the
// story is about; the request is then said the way the rest of `understand/` reads best: "email
// Ben: you left your charger ...", the recipient's name and pronouns turned to "you".
import { wordTags } from '../text.ts';
import { isFirstName } from './names.ts';
import { normalize } from './normalize.ts';
import { genderOf, readRecipient } from './recipient.ts';
import { fixAgreement, KEPT_VERBS, PET_WORDS } from './voice.ts';

type Pronoun = 'he' | 'she' | 'they';

interface Candidate {
  /** As it stands in the text: "Ben", "Mrs. Thornton", "Niamh and Pete", "the Hendersons". */
  text: string;
  /** How to greet them in the rewritten request: "Niamh & Pete". */
  greet: string;
  pronoun: Pronoun | undefined;
}

const TITLE = String.raw`(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.?`;
const NAME = String.raw`[A-Z](?:[a-z]+|['’][A-Z][a-z]+)(?:-[A-Z]?[a-z]+)?`;
// The writer's own people, and names said as the writer's or a baby's: never the one written to.
const OWN_BEFORE = new RegExp(String.raw`\b(?:(?:${PET_WORDS})\s*$|(?:my|our)\s+(?:[\w-]+\s+){0,2}?(?:son|daughter|kid|kids|child|children|boy|girl|baby|dog|cat|pet|puppy|husband|wife|partner|fianc[eé]e?|brother|sister|mum|mom|dad|nephew|niece|grandson|granddaughter|twins?|toddler)|(?:baby|girl|boy|son|daughter|dog|cat|puppy|kitten|she's|shes|she is|they're)\b[^.!?]{0,30}\b(?:called|named)|name is|name's|i'm|im|i am|this is|sign(?:ed)?(?: it)?(?: off)? as|from|on file|cc|st\.?|saint|my|our|your)\s*,?\s*$`, 'i');
const OWN_AFTER = /^(?:'s|’s)\s+(?:mum|mom|dad|mother|father|parent|parents|carer)\b/i;
const WRAPPER_PRONOUN = /\b(?:tell|email|e-mail|message|text|ask|thank|remind|let|reply to|write to|write|send|congratulate|invite|wish|warn|update|contact|apologi[sz]e to|say (?:[\w']+\s+){0,2}?to)\s+(him|her|them)\b/i;
// ("Gabi's dog Mabel died yesterday": a loss told with no instruction is told to the one who lost them.)
const PET_MENTION = new RegExp(String.raw`\b(?:${PET_WORDS})\b`, 'i');
const INTENT = new RegExp(String.raw`\b(?:e-?mail|message|note|card|say|thank|thanks|congrats|congratulat\w*|sorry|apologi[sz]e|invite|wish|condolences?|sympathy)\b|'s\s+(?:(?:old\s+|beloved\s+|little\s+)?(?:${PET_WORDS}|mum|mom|dad|mother|father|nan|gran|grandma|grandad|grandpa|grandmother|grandfather|husband|wife|partner|brother|sister|uncle|aunt|auntie)\b(?:\s+[A-Z][\w'-]+)?)\s+(?:died|passed away|passed|was put down|had to be put down)\b`, 'i');
const STORY_ROLES = 'dog walker|dog sitter|pet sitter|house sitter|flatmate|roommate|housemate|neighbou?r|friend|colleague|coworker|co-worker|boss|manager|landlord|landlady|tenant|lodger|cleaner|builder|plumber|electrician|gardener|childminder|nanny|babysitter|tutor|coach|client|customer|supplier|contractor|assistant|employee|intern';
const INTRO = /\b(?:intro(?:duce|duction|ducing)?|connect(?:ing)?|cc)\b/i;

const KIN_BEFORE = /\b(aunt|auntie|aunty|uncle|gran|granny|grandma|nan|nana|nanna|grandad|granddad|grandpa|niece|nephew|sister|brother|cousin)\s+$/i;

function candidatesIn(text: string): Candidate[] {
  const found: Candidate[] = [];
  const taken: [number, number][] = [];
  const add = (match: RegExpExecArray, candidate: Candidate) => {
    const start = match.index;
    const end = start + match[0].length;
    if (taken.some(([a, b]) => start < b && end > a)) return;
    if (OWN_BEFORE.test(text.slice(Math.max(0, start - 40), start)) || OWN_AFTER.test(text.slice(end))) {
      taken.push([start, end]);
      return;
    }
    taken.push([start, end]);
    if (!found.some((other) => other.text === candidate.text)) found.push(candidate);
  };
  for (const match of text.matchAll(new RegExp(String.raw`\b(?:(${TITLE})\s+)?(${NAME})\s+(?:and|&)\s+(?:(${TITLE})\s+)?(${NAME})\b`, 'g'))) {
    const [, t1, n1 = '', t2, n2 = ''] = match;
    if ((t1 || isFirstName(n1.toLowerCase())) && (t2 || isFirstName(n2.toLowerCase()))) add(match, { text: match[0], greet: `${t1 ? `${t1} ` : ''}${n1} & ${t2 ? `${t2} ` : ''}${n2}`, pronoun: 'they' });
  }
  // "dev and Sana had their baby": a first name that is also a word, typed first, beside a name.
  for (const match of text.matchAll(new RegExp(String.raw`(?<=^|[.!?]\s+)([a-z]{2,})\s+(?:and|&)\s+(${NAME})(?=\s+(?:had|have|are|were|got|just|finally|both)\b)`, 'g'))) {
    const [, n1 = '', n2 = ''] = match;
    if (isFirstName(n2.toLowerCase()) && !wordTags(n1).some((tag) => /^(?:Pronoun|Determiner|Preposition|Verb|Adjective|Adverb|Conjunction)$/.test(tag))) {
      const first = n1.charAt(0).toUpperCase() + n1.slice(1);
      add(match, { text: match[0], greet: `${first} & ${n2}`, pronoun: 'they' });
    }
  }
  for (const match of text.matchAll(/\b[Tt]he\s+([A-Z][a-z]+s)\b(?!\s+(?:team|family|office|shop|group|club))/g)) {
    const word = match[1] ?? '';
    if (!/(?:ss|ics|ies)$/.test(word) && !wordTags(word.toLowerCase()).some((tag) => /^(?:Organization|Place)$/.test(tag))) add(match, { text: match[0], greet: `the ${word}`, pronoun: 'they' });
  }
  for (const match of text.matchAll(new RegExp(String.raw`\b(${TITLE})\s+(${NAME})\b`, 'g'))) {
    add(match, { text: match[0], greet: match[0], pronoun: pronounOf(`${match[1]} ${match[2] ?? ''}`) });
  }
  for (const match of text.matchAll(new RegExp(String.raw`(?<![.!?]\s*|^)\b(${NAME})\b|(?<=^|[.!?]\s+)(${NAME})\b`, 'g'))) {
    const name = match[1] ?? match[2] ?? '';
    if (!isFirstName(name.toLowerCase()) || /^(?:I|I'm|I'd|I'll|I've)$/.test(name)) continue;
    // "Willow Yoga", "Harley Street Clinic": a name that starts a company's is not a person's.
    const next = /^\s+([A-Z][a-z]+)/.exec(text.slice(match.index + name.length))?.[1];
    if (next && !isFirstName(next.toLowerCase())) continue;
    // A name opening a sentence is a name only when compromise or the list of names knows it.
    // "my aunt Bernie": the kin word says which pronoun, whatever the name (a cousin's is the name's).
    const kin = KIN_BEFORE.exec(text.slice(Math.max(0, match.index - 16), match.index))?.[1]?.toLowerCase();
    const kinGender = kin ? readRecipient(`my ${kin}`).gender : 'they';
    add(match, { text: name, greet: kin ? `my ${kin} ${name}` : name, pronoun: kinGender === 'they' ? pronounOf(name) : kinGender });
  }
  return found;
}

/** The request said as "email <name>: <story in the second person>", or undefined. */
export function storyRecipient(message: string): string | undefined {
  const text = normalize(message).trim();
  if (INTRO.test(text)) return undefined;
  const wrapper = WRAPPER_PRONOUN.exec(text);
  // "my flatmate owes me £230 ... email him": the one person named by who they are to the writer.
  const role = wrapper ? new RegExp(`^(?:(?!\\b(?:tell|email|ask)\\b).)*?\\b((?:my|our|the)\\s+(?:${STORY_ROLES}))\\b(?!\\s+(?:and|&|,))`, 'i').exec(text.slice(0, wrapper.index)) : null;
  const candidates = candidatesIn(text);
  if (candidates.length === 0 && role?.[1] && wrapper?.[1]) {
    return `email ${role[1]}: ${toYou(text, { text: role[1], greet: role[1], pronoun: pronounAsked(wrapper[1]) }, wrapper)}`;
  }
  if (candidates.length === 0) return undefined;
  let chosen: Candidate | undefined;
  if (wrapper?.[1]) {
    const wanted = pronounAsked(wrapper[1]);
    const before = candidates.filter((candidate) => text.indexOf(candidate.text) < wrapper.index);
    const matching = (before.length > 0 ? before : candidates).filter((candidate) => candidate.pronoun === wanted);
    chosen = matching.length === 1 ? matching[0] : undefined;
  } else if (INTENT.test(text) && candidates.length === 1) {
    const only = candidates[0] as Candidate;
    // The one person the story is about: they did something, or something of theirs is meant.
    const at = text.indexOf(only.text);
    const after = text.slice(at + only.text.length);
    if (/^(?:'s|’s|')\s/.test(after) || wordTags((/^\s+([a-z']+)/.exec(after)?.[1] ?? '').toLowerCase()).some((tag) => /^(?:Verb|PastTense|PresentTense|Copula|Modal)$/.test(tag))) chosen = only;
  }
  if (!chosen) return undefined;
  // "handover email, jess is taking over ...": the kind named first stays first.
  const kind = /^((?:[\w-]+\s+){0,3}?(?:e-?mail|note|message|letter))\s*[,:.-]\s*/i.exec(text);
  if (kind?.[1]) return `${kind[1]} to ${chosen.greet}: ${toYou(text.slice(kind[0].length), chosen, wrapper)}`;
  return `email ${chosen.greet}: ${toYou(text, chosen, wrapper)}`;
}

/** The story with the recipient and their pronouns as "you", and a bare "tell him" dropped. */
function toYou(text: string, who: Candidate, wrapper: RegExpExecArray | null): string {
  const name = who.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // "shes Deb, runs Willow Yoga", "she's in her 80s and lives on her own": who they are is for us.
  const declared = new RegExp(`(^|[,.;!?]\\s*)(?:she's|shes|she is|he's|hes|he is|they're|theyre|they are)\\s+(?:called\\s+)?${name}\\b[^.!?]*[.!?]?`, 'i');
  let out = text;
  // "the client keeps asking ... shes Deb": the role said first is the one named.
  if (declared.test(out)) out = out.replace(/\b(?:the|my|our)\s+(?:[\w-]+\s+)?(?:client|customer|landlord|landlady|manager|boss|teacher|tutor|neighbour|neighbor|coach|agent|builder|plumber|contractor|colleague|friend|supplier|tenant|lodger)\b/i, 'you');
  out = out
    .replace(new RegExp(declared.source, 'gi'), '$1')
    // "hes my nephew, 17": how they are related to the writer.
    .replace(/(^|[,.;!?]\s*)(?:she's|shes|she is|he's|hes|he is|they're|they are)\s+(?:my|our)\s+(?:[\w-]+\s+)?(?:nephew|niece|cousin|brother|sister|son|daughter|godson|goddaughter|grandson|granddaughter|neighbour|neighbor|friend|colleague|boss|manager|employee|student|tenant|landlord|landlady|client|mentee)\b(?:\s*,?\s*\d{1,2})?[^.!?]*[.!?]?/gi, '$1')
    // "one of my guys, Callum, has been late", "brandon from Leadsy has emailed me": them.
    .replace(new RegExp(`\\b(?:one of )?(?:my|our|the)\\s+(?:[\\w-]+\\s+){0,2}?[\\w-]+,\\s+${name},\\s*`, 'g'), `${who.text} `)
    .replace(new RegExp(`\\b${name}\\s+(?:from|at)\\s+[A-Z][\\w&'-]*(?:\\s+[A-Z][\\w&'-]*)*`, 'g'), who.text)
    .replace(/(^|[,.;!?]\s*)(?:she's|shes|she is|he's|hes|he is|they're|they are)\s+in\s+(?:her|his|their)\s+\d0s\b[^.!?]*[.!?]?/gi, '$1')
    .replace(/(^|[,.;!?]\s*)(?:she|he|they)\s+(?:does|do)\s+use\s+e-?mail\b[^.!?]*[.!?]?/gi, '$1')
    .replace(new RegExp(`(?:\\b(?:my|our)\\s+(?:[\\w-]+\\s+){0,2}?)${name}(?=(?:'s|’s|')\\s)`, 'gi'), who.text)
    // "our plumber gary did an amazing job": who they are to the writer goes with the name.
    .replace(new RegExp(`\\b(?:[Mm]y|[Oo]ur)\\s+(?:[a-z-]+\\s+){1,2}?(?=${name}\\b)`, 'g'), '')
    // "friend Gabi's dog died": a bare word for who they are, typed without "my".
    .replace(new RegExp(`(^|[,.;!?]\\s*)(?:[Ff]riend|[Mm]ate|[Cc]olleague|[Nn]eighbou?r|[Cc]ousin|[Bb]oss)\\s+(?=${name}\\b)`, 'g'), '$1');
  out = out
    .replace(new RegExp(`\\b${name}(?:'s|’s|')(?=\\s)`, 'g'), 'your')
    .replace(new RegExp(`(^|[.!?]\\s+)${name}\\b`, 'g'), '$1you')
    .replace(new RegExp(`\\b${name}\\b`, 'g'), 'you');
  // Another person of theirs would take the same pronoun ("a baby girl ... she's called Zara").
  const other = who.pronoun === 'he' ? /\b(?:boy|son|dad|father|husband|brother|nephew|grandson|grandad|grandpa|man|guy|baby boy)\b/i : /\b(?:girl|daughter|mum|mom|mother|wife|sister|niece|granddaughter|grandma|gran|nan|woman|lady)\b/i;
  // "she had her 14 years", of a dog: the pet keeps its pronoun; only its owner is "you".
  const pet = PET_MENTION.test(out);
  if (pet && who.pronoun !== 'they') out = out.replace(new RegExp(`\\b${who.pronoun}\\s+(${KEPT_VERBS})\\s+${who.pronoun === 'he' ? 'him' : 'her'}\\b`, 'gi'), (_m, verb: string) => `you ${verb} PET_PRONOUN`);
  const pronounsSafe = who.pronoun === 'they' || !other.test(out);
  // "you passed his driving test": theirs, in their own clause, whoever else is about.
  out = out.replace(/\b(you\s+[a-z]+)\s+(?:his|her|their)\b/gi, '$1 your');
  if (who.pronoun === 'he' && pronounsSafe) out = out.replace(/\bhe's\b/gi, "you're").replace(/\bhe\b/gi, 'you').replace(/\bhim\b/gi, 'you').replace(/\bhis\b/gi, 'your').replace(/\bhimself\b/gi, 'yourself');
  if (who.pronoun === 'she' && pronounsSafe) out = out.replace(/\bshe's\b/gi, "you're").replace(/\bshes\b/gi, "you're").replace(/\bshe\b/gi, 'you').replace(/\bher(?=\s+([a-z0-9][\w'-]*))/gi, (m: string, next: string) => (/^\d/.test(next) || wordTags(next).some((tag) => tag === 'Noun' || tag === 'Adjective') && !wordTags(next).includes('Adverb') ? 'your' : m)).replace(/\bher\b/gi, 'you').replace(/\bherself\b/gi, 'yourself');
  if (who.pronoun === 'they') out = out.replace(/\bthey're\b/gi, "you're").replace(/\bthey've\b/gi, "you've").replace(/\bthey'll\b/gi, "you'll").replace(/\bthey'd\b/gi, "you'd").replace(/\bthey\b/gi, 'you').replace(/\bthem\b/gi, 'you').replace(/\btheir\b/gi, 'your').replace(/\bthemselves\b/gi, 'yourselves');
  out = out.replace(/\bPET_PRONOUN\b/g, who.pronoun === 'he' ? 'him' : 'her');
  // "shes Deb, runs Willow Yoga": who they are is for us, not for them.
  out = out.replace(/(^|[,.;!?]\s*)you(?:'re| are)\s+(?:called\s+)?[A-Z][a-z]+\b[^.!?]*[.!?]?/g, '$1').replace(/^[,;]\s*|\s*[,;]\s*$/g, '');
  if (wrapper) {
    out = out
      // "want to email you asking if ...": the ask itself.
      .replace(/\b(?:(?:i\s+)?(?:want|need|would like|'d like|wanna|have)\s+to\s+|can you\s+|could you\s+)?(?:e-?mail|message|write to|text|contact)\s+you\s+(?:asking|to ask)\b/gi, 'ask')
      // "need to tell her nicely that ...": what to say.
      .replace(/\b(?:(?:i\s+)?(?:want|need|would like|'d like|wanna|have)\s+to\s+)?(?:tell|let)\s+you(?:\s+know)?(?:\s+(?:nicely|politely|gently|kindly|firmly))?\s+(?:that\s+|(?=(?:we|I|i|it|the|my|our|there|this)\b))/gi, '')
      // ". write her something kind, ...": the wrapper, with what to write.
      .replace(/(^|[,.;!?]\s*)(?:(?:can you|pls|please)\s+)?write\s+(?:you|your)\s+(?:something|a\s+(?:(?:short|quick|little)\s+)?(?:note|message|e-?mail|card|letter))(?:\s+(?:kind|nice|lovely|sweet|thoughtful|heartfelt|short|comforting|supportive))*\s*[,.;!]?\s*/gi, '$1')
      // ". email him, firm but ...": the wrapper said mid-request, with how to write it after.
      .replace(/(^|[.!?]\s+)(?:(?:can you|pls|please)\s+)?(?:e-?mail|message|text|write to)\s+you\s*[,:;-]?\s*/gi, '$1')
      // "..., tell you" or "tell you." said last with nothing after: the wrapper, already said.
      .replace(/[,.;]?\s*(?:(?:can you|pls|please)\s+)?(?:tell|email|e-mail|message|text|let)\s+you(?:\s+know)?\s*(?:pls|please)?\s*[.!]*\s*$/i, '.');
  }
  return fixAgreement(out);
}

/** "tell him" -> he, "email her" -> she, "ask them" -> they. */
function pronounAsked(object: string): Pronoun {
  return /^him$/i.test(object) ? 'he' : /^her$/i.test(object) ? 'she' : 'they';
}

/** "Mr. Reid" -> he, "Priya" -> she, "Dr. Lam" -> not known. */
function pronounOf(name: string): Pronoun | undefined {
  const gender = genderOf(name, 'they');
  return gender === 'they' ? undefined : gender;
}
