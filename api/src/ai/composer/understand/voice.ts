// Turns the visitor's words about the recipient into words spoken to them: "ask him to send the
// contract" -> "send the contract" for "Could you ...?"; "whose package arrived late" -> "your
// package arrived late"; "she has" -> "you have". Other people keep their pronouns.
import nlp from 'compromise';
import { type Recipient, readRecipient } from './recipient.ts';
import { remembered, wordTags } from '../text.ts';
import { givenNameGender, nameGender } from './names.ts';

// "the client deck", "the customer portal": a person's word naming a thing is no one else in the request.
export const NAMES_A_THING = String.raw`(?!\s+(?:deck|meeting|account|call|report|project|work|list|presentation|pitch|brief|feedback|data|side|base|visit|review|contract|portal|service|services|file|files|proposal|update|demo|workshop)\b)`;
const KIN_OR_OTHERS = new RegExp(String.raw`\b(?:(?<=\b(?:an?|the|this|one|another)\s+(?:(?:elderly|old|older|young|pregnant|disabled|blind|deaf|poor|little|frail|vulnerable)\s+)?)(?:lady|woman|man|gentleman|girl|boy|bloke|guy|resident|neighbour|person)\b|son|daughter|kid|kids|child|children|husband|wife|partner|mom|mum|dad|mother|father|brother|sister|baby|boyfriend|girlfriend|grandma|grandpa|aunt|uncle|cousin|niece|nephew|friend|roommate|neighbou?r|coworker|colleague|group member|team member|teammate|team mate|classmate|lab partner|boss|manager|teacher|student|patient|client|customer|dog|cat|the kids|the team(?!\s+(?:meeting|call|chat|lunch|event|drinks|day|away|building|channel|calendar|standup|stand-up|huddle))|(?<=\b(?:my|our|his|her|their)\s+(?:[a-z]+\s+)?)(?:childminder|nanny|babysitter|carer|caregiver|nurse|landlord|landlady|tenant|flatmate|housemate|fiance|fiancee|fiancé|fiancée|stepdad|stepmum|stepmom|grandad|granddad|nan|gran|granny|grandmother|grandfather|supervisor|lecturer|tutor|coach|doctor|dentist|therapist|cleaner|builder|plumber|electrician|assistant|intern|apprentice))\b` + NAMES_A_THING, 'i');

const AGREEMENT: Record<string, string> = {
  is: 'are', was: 'were', has: 'have', does: 'do', "doesn't": "don't", "isn't": "aren't", "wasn't": "weren't", "hasn't": "haven't", "'s": "'re",
};

// "i make them in small batches", to a shop: the things made, not the shop.
const MADE_THEM = /\b((?:replace|replaces|replaced|replacing|lost|make|makes|made|bake|bakes|baked|sell|sells|sold|ship|ships|produce|produces|grow|grows|cook|cooks|brew|brews|knit|knits|design|designs|print|prints|paint|paints|craft|crafts|pack|packs|package|label|price|priced|source|sourced|handmake)\s+|(?:doing|finishing|preparing|completing|redoing|drawing up|sorting out)\s+(?=them\b(?!\s+a\s+(?:favou?r|kindness)))|(?:need|needs|needed)\s+(?=them\s+(?:by|before|delivered|ready|sent|posted|for the|for our|for your)\b)|(?:drop|dropping|dropped|bring|bringing|brought|take|taking|took|send|sending|sent|post|posting|posted|return|returning|returned|hand|pop|popping|popped|give|giving|gave)\s+(?=them\s+(?:back|in|round|over|off)\b))them\b/gi;

const PERSON_AT_FIRM = /\b(?:recruiter|manager|director|editor|contact|rep|representative|agent|host|coordinator|officer|adviser|advisor|consultant|founder|owner|lead|head)\b/i;

const MADE_THEM_ANYWHERE = new RegExp(MADE_THEM.source, 'i');

/** After "they're": what describes things ("gold hoops", "my grandmother's"), never the reader. */
const DESCRIBED = String.raw`\s+(?:(?:a|an)\s+)?(?:pair\s+of\s+)?(?:gold|silver|white|black|blue|red|green|brown|pink|grey|gray|leather|plastic|metal|wooden|my|our)\b`;

/** "they", unless it is things described ("they're gold hoops", "they are my grandmother's"). */
const THEY_PERSON = new RegExp(String.raw`\bthey\b(?!(?:'re|\s+are)${DESCRIBED})`, 'gi');

/** "they're" as the readers: not things described ("they're gold hoops"). */
const THEYRE_READER = new RegExp(String.raw`\bthey're\b(?!${DESCRIBED})`, 'gi');

/** "they" as the readers: not things described, nor things that roll over, expire or arrive. */
const THEY_READER = new RegExp(String.raw`\bthey\b(?!\s+are${DESCRIBED})(?!\s+(?:(?:will|would|still|all|ever)\s+)?(?:roll(?:s|ed)? over|carry over|expire[sd]?|run out|reset|renew|arrive[sd]?|ship(?:ped)?|cost|fit|count|apply|add up|go on sale|sell out)\b)`, 'gi');

/** The plural things a text speaks of ("the tiles", "peonies"): never people, nor spans of time or money. */
export function pluralThings(text: string): string[] {
  return (nlp(text).match('#Plural').out('array') as string[]).filter((word) => !/^(?:you|we|they|us|them|people|folks|guys|mins|minutes|hrs|hours|secs|seconds|days|weeks|wks|months|years|yrs|times|nights|quid|pounds|dollars|euros|miles|kms?)$/i.test(word.replace(/[^\w]/g, '')));
}

/** "they"/"them"/"their", when they are the readers, as "you"/"your"; things made stay "them". */
export function theyAsYou(text: string, thingsNamed = false): string {
  // ("carry over 5 days of holiday, I couldn't take them": with days or things counted in the request, them taken are those.)
  return (thingsNamed ? text.replace(USED_THEM, '$1\uE000') : text).replace(MADE_THEM, '$1\uE000').replace(THEY_PERSON, 'you').replace(/\bthem\b/gi, 'you').replace(/\btheir\b/gi, 'your').replace(/\uE000/g, 'them');
}

/** The animals a household keeps, as words. */
export const PET_WORDS = 'cat|cats|dog|dogs|puppy|kitten|rabbit|hamster|guinea pig|bird|parrot|budgie|pet|horse|pony|tortoise|ferret';
const PET = new RegExp(String.raw`\b(?:${PET_WORDS})\b`, 'i');
/** What an owner does with a pet or a child ("you had her for 16 years"): its object is not the owner. */
export const KEPT_VERBS = 'had|loved|adopted|rescued|got|raised|walked|lost|cared for|looked after|nursed';
const HER_KEPT = new RegExp(String.raw`\b((?:you|she)\s+(?:${KEPT_VERBS}))\s+her\b(?=\s+(?:for|since|from|\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a|many)\b)`, 'gi');
/** "an indoor cat": a pet said as what someone is. */
const PET_INDEFINITE = new RegExp(String.raw`\b(?:a|an)\s+(?:[\w-]+\s+){0,2}${PET.source}`, 'i');

const FIRM_THEN_THEY = /\b(?:to|from|with|at|by|use|using|called)\s+(?-i:[A-Z][\w&'-]+)(?:\s+(?-i:[A-Z][\w&'-]+))*,\s+(?=they(?:'re|\s+are|\s+do|\s+have|\s+offer|\s+charge|\s+were|'ve)\b)/i;

// Someone of the visitor's whom the request names as "my son", "our nan": kin with a gender. (The reader's
// own, "his dad died, he shouldn't worry", leave "he" the reader's.) A pet, anyone's ("her dog Biscuit"),
// is "he" or "she" as the owner says.
const HIS_KIN = /\b(?:my|our)\s+(?:[a-z]+\s+)?(?:son|stepson|grandson|boy|husband|boyfriend|fianc[eé]|dad|father|stepdad|brother|uncle|nephew|grandad|granddad|grandpa|grandfather)(?:'?s)?\b/gi;
const HER_KIN = /\b(?:my|our)\s+(?:[a-z]+\s+)?(?:daughter|stepdaughter|granddaughter|girl|wife|girlfriend|fianc[eé]e|mum|mom|mother|stepmum|stepmom|sister|aunt|niece|gran|granny|grandma|grandmother|nan)(?:'?s)?\b/gi;
export const KEPT_PET = new RegExp(String.raw`\b(?:my|our|his|her|their|your|the)\s+(?:[a-z]+\s+)?(?:${PET_WORDS})\b`, 'gi');

/** The pronouns ("he", "she") that mean someone else in the clause a request reaches now. */
let othersNow: ReadonlyArray<'he' | 'she'> = [];
/** The clause before named things that "them" may be ("carry over 5 days of holiday, i couldn't take them"). */
let thingsBefore = false;
export const COUNTED_THINGS = /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a few|several)\s+(?:days|hours|weeks|shifts|sessions|lessons|tickets|items|parcels|boxes|samples|copies)\b/i;

/**
 * Runs `read` with "he" or "she" taken as someone other than the reader: the ones whom the request
 * named last before the clause, when that is not the reader ("apologise to Mr Fenwick for my son
 * Alfie's behaviour, we've spoken to him": "him" is Alfie; "her dog Biscuit died, he was 15": the dog).
 */
export function withOthersNamed<T>(before: string, clause: string, recipient: Recipient | undefined, read: () => T): T {
  const saved = [othersNow, thingsBefore] as const;
  othersNow = recipient && !recipient.plural ? (['he', 'she'] as const).filter((pronoun) => namedLastIsOther(before, clause, pronoun, recipient)) : [];
  thingsBefore = COUNTED_THINGS.test(`${before.slice(-120)} ${clause.slice(0, Math.max(0, clause.search(/\bthem\b/i)))}`);
  try {
    return read();
  } finally {
    [othersNow, thingsBefore] = saved;
  }
}

function namedLastIsOther(before: string, clause: string, pronoun: 'he' | 'she', recipient: Recipient): boolean {
  if (recipient.aboutPronoun === pronoun || (recipient.gender !== pronoun && recipient.gender !== 'they')) return false;
  const at = clause.search(pronoun === 'he' ? /\b(?:he|him|his|himself)\b/i : /\b(?:she|her|hers|herself)\b/i);
  if (at < 0) return false;
  // ("feeding the cat ..., left her some wine": a present is for a person, not the pet.)
  if (GIFTED.test(clause)) return false;
  // The reader's own phrase ("my son's teacher") names the reader, not the one it mentions.
  const story = `${before} ${clause.slice(0, at)}`.split(recipient.phrase).join(' \uE0A0 ');
  const own = `${recipient.name ?? ''} ${recipient.role ?? ''}`.split(/[^A-Za-z'-]+/).filter((word) => word.length > 1 && !/^(?:my|the|our|a|an|dr|mr|mrs|ms|prof|miss)$/i.test(word));
  const last = (pattern: RegExp) => Math.max(-1, ...[...story.matchAll(pattern)].map((match) => match.index));
  const readerAt = Math.max(story.lastIndexOf('\uE0A0'), own.length ? last(new RegExp(String.raw`\b(?:${own.join('|')})\b`, 'gi')) : -1);
  let otherAt = last(pronoun === 'he' ? HIS_KIN : HER_KIN);
  // A pet is "he" or "she" only when the reader could not be (a reader of either gender, or the other).
  if (recipient.gender !== pronoun) otherAt = Math.max(otherAt, last(KEPT_PET));
  // (A place is no one: "her hen do in Marbella".)
  for (const match of story.matchAll(/(?<!\b(?:in|at|near|around|outside)\s+)\b[A-Z][a-z'-]{2,}\b/g)) {
    if (!own.includes(match[0]) && givenNameGender(match[0].toLowerCase()) === pronoun && match.index > otherAt) otherAt = match.index;
  }
  return otherAt > readerAt;
}

/** Rewrites third-person references to the recipient as "you"/"your". */
export function toRecipientVoice(text: string, recipient: Recipient | undefined): string {
  if (!recipient) return text;
  // "switch kit supplier to KitSport, they're 20% cheaper": "they" after a firm named is the firm.
  const firm = FIRM_THEN_THEY.exec(text);
  if (firm) return `${toRecipientVoice(text.slice(0, firm.index + firm[0].length), recipient)}${text.slice(firm.index + firm[0].length)}`;
  // "my son's football coach", "my daughter's teacher": "he" or "she" is the child, never the reader.
  const child = recipient.aboutPronoun ? undefined : /\b(my|our)\s+(?:(?:little|young|youngest|eldest|oldest|older|younger)\s+)?(son|daughter|boy|girl|stepson|stepdaughter|grandson|granddaughter)(?:'s|s)\s+[a-z]/i.exec(recipient.phrase ?? '');
  if (child?.[2]) {
    const pronoun = /^(?:son|boy|stepson|grandson)$/i.test(child[2]) ? 'he' : 'she';
    // A sentence that opens on the child is about the child throughout ("she loves school now", "he has
    // come on so much with his reading"); elsewhere "her help" is the reader's, as before.
    const opening = new RegExp(String.raw`^${pronoun}(?=\s|'(?:s|ll|d)\b)('s|'ll|'d)?`, 'i');
    // ("he's been so patient with the kids": how one is with all the children is the coach or the teacher.)
    const withTheChildren = /\b(?:with|to|for|of)\s+(?:the|all the|all of the|our|those)\s+(?:kids|children|boys|girls|team|players|squad|class|pupils|lads)\b/i.test(text);
    if (recipient.gender !== pronoun && opening.test(text) && !withTheChildren) {
      const named = text.replace(opening, (_m, tail?: string) => `${child[1]!.toLowerCase()} ${child[2]!.toLowerCase()}${tail === "'s" ? "'s" : tail === "'ll" ? ' will' : tail === "'d" ? ' would' : ''}`);
      return toRecipientVoice(named, { ...recipient, aboutPronoun: pronoun });
    }
  }
  text = namedAsYou(text, recipient);
  // "my neighbour's tree is dropping branches", to the neighbour: it is theirs.
  const role = recipient.plural || recipient.name ? undefined : /^(?:my|our)\s+((?:next door\s+)?[a-z]+)$/i.exec(recipient.phrase ?? '')?.[1];
  if (role && !/^(?:parents?|family|friends|team|staff|class|kids|children)$/i.test(role)) {
    text = fixAgreement(text.replace(roleOfReader(role.toLowerCase()), (_m, whose: string | undefined, offset: number) => {
      const you = whose ? 'your' : 'you';
      return offset === 0 || /[.!?]\s*$/.test(text.slice(0, offset)) ? you.charAt(0).toUpperCase() + you.slice(1) : you;
    }));
  }
  // "she said id hear by friday", of the recruiter from Hays: what the one at the firm said, said to them.
  if (recipient.gender === 'they' && !recipient.plural && recipient.organization && PERSON_AT_FIRM.test(recipient.role ?? '') && !KIN_OR_OTHERS.test(text)) {
    text = text.replace(/\b(?:she|he)\s+(said|told me|promised|mentioned|asked me)\b/gi, 'you $1');
  }
  if (MADE_THEM_ANYWHERE.test(text) && (recipient.plural || recipient.organization || recipient.gender === 'they')) {
    return toRecipientVoice(text.replace(MADE_THEM, '$1\uE000'), recipient).replace(/\uE000/g, 'them');
  }
  const forms = recipient.plural || recipient.gender === 'they' || (recipient.organization && !recipient.name)
    // A company or a school is never "he" or "she": those are other people.
    // A parent written to about their child, a vet about a pet: "he" and "she" are the child or the pet.
    ? (recipient.gender === 'they' && !recipient.plural && !recipient.organization && !['company', 'school', 'team'].includes(recipient.relation) && !/^(?:parents?|vets?|veterinary\b.*|kennels?|groomers?|cattery)$/i.test(recipient.role ?? '') ? ['they', 'he', 'she'] : ['they'])
    : [recipient.gender];
  // "can I get a cat? shes an indoor cat": to someone whose pronoun is not known, "she" is the pet.
  // ("ask my neighbour if she can feed our cat": a pet spoken of only after the pronoun, as "our cat", is not
  // whom it means; "shes an indoor cat" still is.)
  const pet = text.search(PET);
  const pronoun = text.search(/\b(?:he|him|his|she|her)\b/i);
  const ownedAfter = pet > pronoun && pronoun >= 0 && !PET_INDEFINITE.test(text);
  if (forms.length > 1 && pet >= 0 && !ownedAfter) forms.splice(0, forms.length, 'they');
  // Stop converting once another person is named before the pronoun ("Priya is out, she ...").
  const others = otherPeopleIndex(text, recipient);
  const head = others < 0 ? text : text.slice(0, others);
  const tail = others < 0 ? '' : text.slice(others);
  // One person of unknown gender: "them" after a plural thing is that thing ("the tiles ... want them replaced").
  const ambiguous = forms.length > 1 || (forms.includes('they') && !recipient.plural);
  const firstThey = head.search(/\b(?:they|them|their|theirs|themselves)\b/i);
  const before = firstThey < 0 ? '' : head.slice(0, firstThey);
  const plurals = ambiguous && before ? pluralThings(before) : [];
  const usable = (plurals.length > 0 ? forms.filter((form) => form !== 'they') : forms).filter((form) => form !== recipient.aboutPronoun && !(othersNow as readonly string[]).includes(form));
  // "could they trim them" is never "could you trim you": the second is a thing.
  // "his dad": the possessive stays one when the split falls right after it.
  const converted = tail && /^\s*[\p{L}\d]/u.test(tail) ? convert(head, usable).replace(/\byours(\s*)$/i, 'your$1').replace(/\byou(\s*)$/i, (m, space: string) => (/\bher\s*$/i.test(head) ? `your${space}` : m)) : convert(head, usable);
  // "Olivia loves her": the one she loves is not Olivia, so it is the reader.
  const objectForm = forms.includes('she') ? 'her' : forms.includes('he') ? 'him' : undefined;
  // "my mum nearly tripped ..., could he cut it back", to Gary: she is mum; he is still the reader.
  const other = others < 0 ? '' : /^\W*(?:(?:my|our|his|her|their|the)\s+)?(?:(?:little|big|older|younger|elderly|old|baby|late)\s+)?(\w+)/i.exec(tail)?.[1]?.toLowerCase() ?? '';
  const lone = forms.length === 1 && (forms[0] === 'he' || forms[0] === 'she') ? forms[0] : undefined;
  // (Whether mum is "she" is read from the one table of relatives, in recipient.ts.)
  const kin = tail && lone && other ? readRecipient(`my ${other}`) : undefined;
  // ("the kids loved the beach and her lasagne was amazing", to Priya: a group is never "her".)
  const group = Boolean(lone) && /^(?:kids|children|boys|girls|twins|grandkids|family|parents|guests|everyone|everybody|lads)$/.test(other);
  const kept = (kin?.relation === 'family' && kin.gender !== 'they' && kin.gender !== lone) || group ? convert(tail, [lone!]) : tail;
  const loved = objectForm && kept ? kept.replace(objectForm === 'her' ? NAMED_LOVES_HER : NAMED_LOVES_HIM, '$1 $2 you') : kept;
  // "she talks about her constantly", of the child to her teacher: the one she talks about is not herself, so it is the reader.
  const lovedToo = objectForm && loved ? loved.replace(objectForm === 'her' ? SHE_LOVES_HER : HE_LOVES_HIM, '$1 $2 you') : loved;
  return (converted + lovedToo)
    .replace(/\b([Mm])y\s+(?:(?:best|old|close|good|dear|lovely)\s+)?(?:friend|mate|colleague|neighbou?r|cousin|pal|buddy|flatmate|housemate|teammate|coworker|co-worker)\s+(you|your)\b/g, (_m, m: string, you: string) => (m === 'M' ? you.charAt(0).toUpperCase() + you.slice(1) : you))
    .replace(/\b((?:[Cc]ould|[Cc]an|[Ww]ould|[Ww]ill) you|[Yy]ou)\s+(\w+(?:\s+\w+)?)\s+you\b(?!['’]|\s+(?:are|were|have|had|can|could|will|would|should|do|did|know|said|say|told|got|need|want|might|may|must|wanted|needed|promised|asked|requested|mentioned|sent|gave|quoted|offered|suggested|recommended|ordered|booked|emailed|wrote|agreed|made|did|used|left))/g, '$1 $2 them')
    // "you just lost your job": bad news of the reader's, said as the writer heard it.
    .replace(/^[Yy]ou\s+(?:(?:have|'ve)\s+)?(?:just\s+|recently\s+)?(?=(?:lost\s+(?:your\s+|my\s+|the\s+)?(?:job|position|role|work|mum|mom|dad|father|mother|gran|grandma|grandmother|grandad|grandpa|grandfather|nan|husband|wife|partner|brother|sister|son|daughter|baby|dog|cat|home|house|friend)\b|were made redundant|got made redundant|have been made redundant|were let go|got let go|were laid off|got laid off|broke up|split up)\b)/, 'I was so sorry to hear that you ');
}

const NAMED_LOVES = String.raw`\b([A-Z][a-z'-]+)\s+((?:really\s+|absolutely\s+|just\s+|still\s+)?(?:loves|adores|misses|likes|thanks|trusts|admires|enjoys seeing|looks up to|talks about|asks about|will miss|is going to miss))\s+`;
const NOT_A_THING_OF_HERS = String.raw`(?!\s+(?:own|new|old|[a-z]+s)\b)`;
const NAMED_LOVES_HER = new RegExp(String.raw`${NAMED_LOVES}her\b${NOT_A_THING_OF_HERS}`, 'g');
const NAMED_LOVES_HIM = new RegExp(String.raw`${NAMED_LOVES}him\b${NOT_A_THING_OF_HERS}`, 'g');
const LOVES = String.raw`((?:really\s+|absolutely\s+|just\s+|still\s+|always\s+)?(?:loves|adores|misses|likes|trusts|admires|talks about|asks about|talks to me about|chats about|will miss|is going to miss|looks up to|can't stop talking about))`;
const AFTER_OBJECT = String.raw`(?=\s*(?:[.,;!?]|$)|\s+(?:constantly|so much|loads|a lot|all the time|every day|non-stop|at home|already|too|to bits)\b)`;
const SHE_LOVES_HER = new RegExp(String.raw`\b([Ss]he)\s+${LOVES}\s+her\b${AFTER_OBJECT}`, 'g');
const HE_LOVES_HIM = new RegExp(String.raw`\b([Hh]e)\s+${LOVES}\s+him\b${AFTER_OBJECT}`, 'g');

/**
 * The reader named in the story as the visitor knows them: "I owe my mate Callum £200" -> "I owe
 * you £200", "I snapped at my colleague Priyanka" -> "I snapped at you", "one of them (Dan) has
 * been missing deadlines" -> "you have been missing deadlines".
 */
// "my neighbour", "my neighbour's": the reader's role, as the visitor named it. (One pattern per role.)
const roleOfReader = remembered(50, (role: string) => new RegExp(String.raw`\b(?:[Mm]y|[Oo]ur) ${role}('s|s')?(?![\w-])(?!\s+(?:and|&)\s)`, 'g'));

function namedAsYou(text: string, recipient: Recipient): string {
  const first = recipient.plural || recipient.organization ? undefined : /^(?:(?:Dr|Mr|Mrs|Ms|Miss|Prof)\.?\s+)?([A-Z][a-z'-]+)/.exec(recipient.name ?? '')?.[1];
  if (!first || !text.includes(first)) return text;
  const known = new RegExp(String.raw`\b(?:(?:[Mm]y|[Oo]ur)\s+(?:(?:best|old|close|good|dear|lovely|new|fellow)\s+)?(?:friend|mate|colleague|coworker|co-worker|neighbou?r|cousin|pal|buddy|flatmate|housemate|teammate|employee|report|team member|assistant|intern|cleaner|childminder|nanny|tutor|plumber|builder|electrician|gardener|decorator|mechanic|landlord|landlady|dentist|vet|accountant|hairdresser|barber|driver|coach|teacher|carer|dog walker|window cleaner|handyman|painter|roofer|joiner|locksmith|photographer|florist|caterer)\s+|[Oo]ne of (?:them|my team|the team|my reports)\s*\(\s*)(?:(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.?\s+)?${first}(?:\s*\))?(?:'s\b)?`, 'g');
  return fixAgreement(text.replace(known, (match, offset: number) => {
    const you = /'s$/.test(match) ? 'your' : 'you';
    return offset === 0 || /[.!?]\s*$/.test(text.slice(0, offset)) ? you.charAt(0).toUpperCase() + you.slice(1) : you;
  }));
}

// "left her some wine", "brought him a bottle": a present for a person.
const GIFTED = /\b(?:brought|left|got|bought|sent|gave|dropped off)\s+(?:her|him)\s+(?:some|a|an)\s+(?:(?:little|small|nice|bottle of)\s+)*(?:wine|flowers|chocolates?|bottle|card|gift|present|thank[- ]you|cake|biscuits|beer|prosecco|fizz)\b/i;

function otherPeopleIndex(text: string, recipient: Recipient): number {
  const recipientWords = new Set(`${recipient.name ?? ''} ${recipient.role ?? ''}`.toLowerCase().split(/\s+/).filter(Boolean));
  let index = -1;
  // ("I'm a 2nd year biochem student": who the writer is, no one else; masked, so the places stay.)
  const kin = KIN_OR_OTHERS.exec(text.replace(/\b(?:I'm|I am|I was)\s+(?:a|an)\s+[^,.;]*/g, (own) => ' '.repeat(own.length)));
  if (kin && !recipientWords.has(kin[0].toLowerCase().split(' ').pop() ?? '')) index = kin.index;
  // "reception said they'd fix it": what a third party said is theirs, not the reader's.
  const reported = /\b(?:reception|(?:the|your|a|an|one of your)\s+(?:receptionist|manager|staff|driver|courier|agent|technician|engineer|rep|representative|person|guy|lady|woman|man|assistant|employee|waiter|waitress|server|nurse|doctor|installer|plumber|electrician|builder|cashier|clerk)|staff|support|customer service|someone|somebody)\s+(?:said|told|promised|claimed|insisted|assured|mentioned|confirmed|agreed)\b/i.exec(text);
  if (reported && (index < 0 || reported.index < index)) index = reported.index;
  // "someone nearly came off their bike": their is the someone's.
  const someone = /\b(?:someone|somebody|anyone|anybody|no one|nobody|everyone|everybody)\b(?=[^.?!]*\b(?:their|them|they)\b[^.?!]*[.?!]?\s*$)/i.exec(text);
  if (someone && (index < 0 || someone.index < index)) index = someone.index;
  // "Max has hurt his ankle", written to Max's coach: a name opening the clause is someone else.
  const opening = /(?:^|[.!?]\s+)([A-Z][a-z]{2,})\s+(?=(?:has|had|is|was|will|can't|won't|didn't|doesn't|isn't|wasn't|hasn't|got|broke|hurt|fell|needs|wants|missed|loves|started|forgot|left|lost|took|brought|asked|said|told|came|went|did|does|made|wrote|finished|passed|failed|won|tried)\b)/.exec(text);
  if (opening?.[1] && !recipientWords.has(opening[1].toLowerCase()) && !/^(?:The|This|That|There|It|He|She|They|We|You|Our|My|Your|His|Her|Their|Everyone|Nobody|Someone|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/.test(opening[1]) && (index < 0 || opening.index < index)) index = opening.index;
  const names = /(?<![.!?]\s|^)\b([A-Z][a-z]{2,})\b/g;
  for (let match = names.exec(text); match; match = names.exec(text)) {
    const word = match[1] ?? '';
    if (recipientWords.has(word.toLowerCase())) continue;
    if (/^(?:I|I'm|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Christmas|Easter|Slack|Zoom|Teams|Google|English|Q[1-4])$/.test(word)) continue;
    const tags = wordTags(word);
    // ("swap my shift with Jade's early, she's ok with it": a given name the tagger does not know is a person too.)
    if (tags?.includes('Person') || tags?.includes('FirstName') || nameGender(word) !== undefined) {
      if (index < 0 || match.index < index) index = match.index;
      break;
    }
  }
  return index;
}

function convert(text: string, forms: readonly string[]): string {
  let result = text;
  for (const form of forms) {
    if (form === 'he') {
      result = result
        // "he's been really good to me": you've been.
        .replace(/\bhe's(?=\s+(?:been|had|got|done|gone|always|never|already|just|made|given|helped|taught|shown|said|told|asked|sent)\b)/gi, "you've")
        .replace(/\bhe(?:'s| is)\b/gi, (m) => (m.includes("'") ? "you're" : 'you are'))
        .replace(/\bhe\b/gi, 'you')
        .replace(/\bhimself\b/gi, 'yourself')
        .replace(/\bhim\b/gi, 'you')
        // ("I'll do his on the 19th": his shift, yours.)
        .replace(/\bhis\b(?=\s+(?!(?:on|in|at|for|by|to|from|too|as|and|or|but|if|when|tomorrow|today|next|this|instead|again|back)\b)[\p{L}\d£$€#])/giu, 'your')
        .replace(/\bhis\b/gi, 'yours');
    } else if (form === 'she') {
      result = result
        // "you had her for 16 years": after "you", her is someone else (the pet, the child), not the reader.
        .replace(HER_KEPT, '$1 \uE002')
        .replace(/\bshe's(?=\s+(?:been|had|got|done|gone|always|never|already|just|made|given|helped|taught|shown|said|told|asked|sent)\b)/gi, "you've")
        .replace(/\bshe(?:'s| is)\b/gi, (m) => (m.includes("'") ? "you're" : 'you are'))
        .replace(/\bshe\b/gi, 'you')
        .replace(/\bherself\b/gi, 'yourself')
        .replace(/\bhers\b/gi, 'yours')
        .replace(/\bher\b/gi, /\bher\b/i.test(result) ? herAs(result) : () => 'you')
        .replace(/\uE002/g, 'her');
    } else {
      result = result
        // "they're gold hoops", "they're my grandmother's": things described, not the reader.
        .replace(THEYRE_READER, "you're")
        .replace(/\bthey've\b/gi, "you've")
        .replace(/\bthey'll\b/gi, "you'll")
        .replace(/\bthey'd\b/gi, "you'd")
        // "whether they roll over", "when they expire": things do that, not the reader.
        .replace(THEY_READER, 'you')
        .replace(/\bthemselves\b/gi, 'yourselves')
        // "reports are due, put them in the shared folder": things handled are the things, not the readers.
        // ("foxes are getting into them": things got into are things.)
        .replace(/(?<!\b(?:into|onto|inside|under|through|over|out of)\s)\bthem\b(?!\s+(?:\w+ed|done|redone|undone|gone|seen|shown|sent|made|taken|brought|put|back|out|away|fixed|up|replaced|removed|repaired)\b)/gi, (m: string, offset: number, whole: string) => (handledThings(whole.slice(0, offset)) || (thingsBefore && USED_UP.test(whole.slice(0, offset))) ? m : 'you'))
        .replace(/\btheirs\b/gi, 'yours')
        .replace(/\btheir\b/gi, 'your');
    }
  }
  return fixAgreement(result);
}

// After these words "her" is the object ("thank her for"), not a possessive ("her lab").
const OBJECT_FOLLOWERS = new Set([
  'for', 'about', 'to', 'that', 'how', 'what', 'why', 'when', 'where', 'if', 'whether', 'on', 'in', 'at',
  'with', 'and', 'or', 'a', 'an', 'the', 'know', 'back', 'up', 'out', 'again', 'soon', 'today', 'tomorrow',
  'yesterday', 'this', 'next', 'last', 'so', 'as', 'from', 'by', 'into', 'after', 'before', 'i', 'we', 'my',
  'our', 'some', 'any', 'more', 'well', 'too', 'directly', 'personally', 'once', 'over', "i'm", "i'll", 'please',
]);

/**
 * Each "her" in the text read in context: "cover her shift" (a noun follows: "your") or "help her
 * move" (a verb follows: "you"). Returns a replacer that answers for each "her" in turn.
 */
function herAs(text: string): () => string {
  const terms = (nlp(text).json() as Array<{ terms: Array<{ text: string; tags: string[]; post?: string }> }>).flatMap((sentence) => sentence.terms);
  const answers: string[] = [];
  terms.forEach((term, index) => {
    if (term.text.toLowerCase() !== 'her') return;
    // "so happy for her, can't wait": a clause ends on her, so nothing after it is hers.
    if (/[,.;:!?]/.test(term.post ?? '')) {
      answers.push('you');
      return;
    }
    const next = terms[index + 1];
    const word = next?.text.toLowerCase() ?? '';
    const before = terms[index - 1]?.text.toLowerCase() ?? '';
    const after = terms[index + 2];
    // "wish her luck", "send her our love": she is the one wished or sent it, not its owner.
    // ("pay her half for those weeks", "owe her £40": she is paid it.)
    if (/^(?:wish|wishing|wished)$/.test(before) || (/^(?:send|sending|give|giving)$/.test(before) && /^(?:love|luck|best|all|our|my|a|the|regards|wishes|congratulations)$/.test(word)) || (/^(?:pay|paying|paid|owe|owed|lend|lent|give|giving|gave)$/.test(before) && /^(?:half|double|extra|back|in|[£$€]\S*|\d\S*)$/.test(word))) {
      answers.push('you');
      return;
    }
    // "help her look", "let her know": a verb that takes her and a bare verb.
    if (/^(?:help|let|make|see|watch|hear|have)$/.test(before) && next && !OBJECT_FOLLOWERS.has(word)) {
      answers.push('you');
      return;
    }
    // "her contract won't be renewed": the word after "her" has its own verb next, so it is her thing.
    const thing = next && !OBJECT_FOLLOWERS.has(word) && Boolean(after?.tags.some((tag) => /^(?:Modal|Copula|Auxiliary|Negative)$/.test(tag)) || /^(?:won't|wont|will|is|was|has|had|can't|cannot|isn't|wasn't|hasn't)$/i.test(after?.text ?? ''));
    // "her leaving drinks", "her going-away party": a gerund naming the occasion is hers.
    const occasion = next?.tags.includes('Gerund') && /^(?:drinks|do|party|card|present|gift|meal|dinner|lunch|speech|ceremony|bash|celebration|collection|event)$/i.test(after?.text.replace(/[.,!?]$/, '') ?? '');
    // "her next celebration", "her last visit": the adjective and a thing of hers ("see her next week" is a time).
    const ownNext = /^(?:next|last|first)$/.test(word) && Boolean(after?.tags.includes('Noun')) && !/^(?:week|weekend|month|year|time|day|morning|afternoon|evening|night|(?:mon|tues|wednes|thurs|fri|satur|sun)day|term|semester|summer|winter|spring|autumn|fall)s?$/i.test(after?.text.replace(/[.,!?]$/, '') ?? '');
    // "her wedding", "her christening": nouns that end in -ing.
    const ingNoun = /^(?:wedding|christening|building|painting|meeting|booking|clothing|ceiling|sibling|savings|earnings|belongings|feelings|drawing|recording|reading|housewarming|homecoming)[.,!?]?$/.test(word);
    // "worked for her 2019-2022", "for her for 3 years": a year after "her" is when, not hers.
    // ("her 2021 paper on green roofs": a year before a thing names which of hers.)
    const year = /^(?:19|20)\d{2}\b/.test(word) && !(/^(?:19|20)\d{2}$/.test(word) && /^[a-z]{3,}$/i.test(after?.text ?? '') && Boolean(after?.tags.includes('Noun')) && !after?.tags.includes('Date'));
    // "how much her book about grief helped": a word the tagger reads as a verb, with what it is about after it, is hers.
    const aboutThing = Boolean(next) && /^[a-z]{3,}$/.test(word) && !OBJECT_FOLLOWERS.has(word) && /^(?:about|of|on)$/i.test(after?.text ?? '') && !/^(?:help|let|make|see|watch|hear|have|tell|ask|remind|thank|give|show|send|bring|take|get|pay|owe|offer|teach|wish|told|asked|gave|showed|sent|brought|took|got|paid|offered|taught)$/.test(before);
    // "share her slides with attendees": a plural the tagger reads as a verb, after a verb that takes a thing, is hers.
    const theirThings = /^[a-z]{3,}s$/.test(word) && !/ss$/.test(word) && /^(?:share|sharing|send|sending|use|using|read|forward|publish|post|circulate|print|borrow|upload|review|check|copy|return|collect|add|include|loved|enjoyed|liked|love|enjoy|like)$/.test(before);
    const possessive = !year && (thing || occasion || ownNext || ingNoun || aboutThing || theirThings || (next && !OBJECT_FOLLOWERS.has(word) && (next.tags.includes('Noun') || next.tags.includes('Adjective') || next.tags.includes('Value')) && !next.tags.includes('Pronoun')));
    answers.push(possessive ? 'your' : 'you');
  });
  let index = 0;
  return () => {
    const answer = answers[index] ?? 'you';
    index += 1;
    return answer;
  };
}


/** "you has" -> "you have", "you sends" -> "you send". */
export function fixAgreement(text: string): string {
  // "what documents does you need": the question's verb agrees with "you" too.
  text = text.replace(/\b(does|has|is|was|doesn't|hasn't|isn't|wasn't)\s+you\b/gi, (_m, verb: string) => `${({ does: 'do', has: 'have', is: 'are', was: 'were', "doesn't": "don't", "hasn't": "haven't", "isn't": "aren't", "wasn't": "weren't" } as Record<string, string>)[verb.toLowerCase()] ?? verb} you`);
  // "you supervised my training and was the reason": the second verb is "you"'s too.
  text = text.replace(/\b([Yy]ou)\b([^.?!]{0,80}?)\band\s+(was|is|has|wasn't|isn't|hasn't)\b/g, (match, you: string, between: string, verb: string) => (/\b(?:I|we|he|she|they|it|there|this|that|who|which)\b/i.test(between) ? match : `${you}${between}and ${({ was: 'were', is: 'are', has: 'have', "wasn't": "weren't", "isn't": "aren't", "hasn't": "haven't" } as Record<string, string>)[verb.toLowerCase()] ?? verb}`));
  return text.replace(/\b([Yy]ou)((?:\s+(?:still|also|always|never|just|already|really|often|usually|now|probably|actually|totally|truly|definitely|certainly|absolutely|so|clearly|honestly|fully|more than))?)\s+([a-z']+)\b/g, (match, you: string, adverb: string, verb: string, offset: number, whole: string) => {
    // "I'll bring you flowers": "you" is given something, so what follows is no verb of theirs.
    if (!adverb && /\b(?:bring|brought|give|gave|send|sent|buy|bought|owe|show|cook|lend|lent|wish)\s+$/i.test(whole.slice(Math.max(0, offset - 12), offset))) return match;
    const mapped = AGREEMENT[verb];
    if (mapped) return `${you}${adverb} ${mapped}`;
    if (/^(?:is|was|has|does|needs|wants|says|goes)$/.test(verb) || (/[^s]s$/.test(verb) && verb.length > 3)) {
      const tags = wordTags(verb);
      if (tags?.includes('PresentTense') && tags.includes('Verb')) {
        const infinitive = nlp(verb).verbs().toInfinitive().text();
        if (infinitive && infinitive !== verb) return `${you}${adverb} ${infinitive}`;
      }
    }
    return match;
  });
}

/** The -ing form of a verb phrase's first verb: "catch up over coffee" -> "catching up over coffee". */
export function gerundOf(verbPhrase: string): string {
  // "just finished our programme": the adverb of time goes with the tense it leaves.
  const [first = '', ...rest] = verbPhrase.replace(/^(?:just|recently|finally|already)\s+(?=[a-z]+ed\b|(?:sent|gave|took|made|came|brought|wrote|got|ran|met|found|left|kept|paid|told|did|had|bought|won|passed)\b)/i, '').split(' ');
  const irregular: Record<string, string> = { be: 'being', have: 'having', see: 'seeing', get: 'getting', put: 'putting', set: 'setting', let: 'letting', sublet: 'subletting', forget: 'forgetting', admit: 'admitting', submit: 'submitting', regret: 'regretting', meet: 'meeting', send: 'sending', give: 'giving', take: 'taking', make: 'making', come: 'coming', move: 'moving', write: 'writing', review: 'reviewing', share: 'sharing', wfh: 'working from home' };
  let lower = first.toLowerCase();
  // "fixed my account" -> "fixing my account": a past form goes through its infinitive.
  if (!irregular[lower] && /ed$|^(?:sent|gave|took|made|came|brought|wrote|got|put|set|ran|met|found|left|kept|paid|told|said|went|did|had|bought|caught|taught|thought|built|lent|spent|won|sold|held)$/.test(lower)) {
    const infinitive = nlp(`they ${lower} it`).verbs().toInfinitive().text().replace(/\s*it$/, '').trim();
    if (infinitive && infinitive !== lower && !/\s/.test(infinitive)) lower = infinitive;
  }
  let gerund = irregular[lower];
  if (!gerund) {
    const conjugated = nlp(lower).verbs().conjugate()[0] as { Gerund?: string } | undefined;
    gerund = conjugated?.Gerund?.replace(/^(?:is|are|am)\s+/, '') ?? `${lower}ing`;
    // One syllable ending consonant-vowel-consonant doubles its last letter: "snap" -> "snapping".
    if (gerund === `${lower}ing` && /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(lower)) gerund = `${lower}${lower.slice(-1)}ing`;
  }
  // "graduateing": a silent e goes before "-ing" ("graduating"); "seeing" and "agreeing" keep theirs.
  return [gerund.replace(/^([a-z]{2,}[^aeiouy\s])eing$/i, '$1ing'), ...rest].join(' ');
}

/** The infinitive of a participle or a third-person verb: "apologizing" -> "apologize". */
export function infinitiveOf(verb: string): string {
  const lower = verb.toLowerCase();
  const irregular: Record<string, string> = { appealing: 'appeal', disputing: 'dispute', objecting: 'object', chasing: 'chase', querying: 'query', contesting: 'contest', challenging: 'challenge', claiming: 'claim', reporting: 'report', enquiring: 'enquire', asking: 'ask', telling: 'tell', saying: 'say', letting: 'let', offering: 'offer', inviting: 'invite', giving: 'give', having: 'have', being: 'be', making: 'make', taking: 'take', thanking: 'thank', apologizing: 'apologize', apologising: 'apologise', reminding: 'remind', mentioning: 'mention', explaining: 'explain', highlighting: 'highlight', requesting: 'request', proposing: 'propose', suggesting: 'suggest', wishing: 'wish', congratulating: 'congratulate', confirming: 'confirm', promising: 'promise', including: 'include', noting: 'note', listing: 'list', sharing: 'share', stressing: 'stress', emphasizing: 'emphasize', emphasising: 'emphasise', expressing: 'express', reaffirming: 'reaffirm', informing: 'inform', announcing: 'announce', welcoming: 'welcome', declining: 'decline', accepting: 'accept', cancelling: 'cancel', canceling: 'cancel', rescheduling: 'reschedule', following: 'follow', checking: 'check', complaining: 'complain', requesting_: 'request', introducing: 'introduce', recommending: 'recommend', outlining: 'outline', summarizing: 'summarize', summarising: 'summarise', clarifying: 'clarify', describing: 'describe', pointing: 'point', updating: 'update', warning: 'warn', urging: 'urge', encouraging: 'encourage', begging: 'beg', pitching: 'pitch', showing: 'show', attaching: 'attach', sending: 'send', sharing_: 'share', setting: 'set', scheduling: 'schedule', booking: 'book', arranging: 'arrange', suggesting_: 'suggest', reminding_: 'remind', resigning: 'resign', applying: 'apply', negotiating: 'negotiate', thanking_: 'thank', giving_: 'give' };
  if (irregular[lower]) return irregular[lower];
  const conjugated = nlp(lower).verbs().toInfinitive().text();
  return conjugated || lower;
}

// "couldn't take them", "used them": days or things named in the clause before, taken or used.
const USED = String.raw`\b(?:take|took|taken|use|used|book|booked|carry|carried|spend|spent|lose|lost|need|needed|get|got|keep|kept)\s+(?:(?:over|up|back|all of)\s+)?`;
const USED_UP = new RegExp(`${USED}$`, 'i');
const USED_THEM = new RegExp(`(${USED})them\\b`, 'gi');

// "put them", "send them", "upload them" after a plural thing in the same sentence: the things.
function handledThings(before: string): boolean {
  if (!/\b(?:put|send|upload|save|file|submit|hand|drop|leave|bring|return|sign|fill|print|attach|store|keep|label|check|read|post|share|add|pop|stick|place|email|forward|buy|order|supply|provide|collect|pack|use)\s+(?:in\s+)?$/i.test(before)) return false;
  const sentence = before.split(/[.!?]\s+/).pop() ?? '';
  return (nlp(sentence).match('#Plural').out('array') as string[]).some((word) => !/^(?:you|we|they|us|them|people|folks|guys|everyone|staff|parents|kids|children|members|colleagues|friends|neighbou?rs|tenants|guests|students|players|volunteers|customers|clients|all)$/i.test(word.replace(/[^a-z]/gi, '')));
}
