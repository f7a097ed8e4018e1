// Rebuilds the visitor's run-on notes into sentences: "the wheel snapped off, want compensation"
// -> "The wheel snapped off. I would like compensation."; "jayden forgot his homework, can he hand
// it in tomorrow" -> "... Could he hand it in tomorrow?". A part that is a question becomes one; a
// part with no subject gets "I"; an independent clause after a comma gets its own sentence; a list
// or an aside stays where it is.
import nlp from 'compromise';
import { capitalize, remembered } from '../text.ts';
import { isFirstName } from '../understand/names.ts';

type Kind = 'fragment' | 'still' | 'question' | 'subjectless' | 'state' | 'hours' | 'attach' | 'imperative' | 'reference' | 'progressive' | 'ongoing' | 'elliptic' | 'clause' | 'rest';

// "train cancelled", "meeting moved to 3": a headline, with its verb put back.
const ELLIPTIC = /^(?:(?:the|my|our)\s+)?(train|bus|flight|meeting|class|lesson|event|match|game|session|appointment|shift|delivery|order|car|tube|ferry)\s+(cancell?ed|delayed|moved|postponed|rescheduled|late|full|stuck|held up|broken down|broke down|diverted)\b(.*)$/i;

// "order 113-4421", "booking ref HT5521": a reference number, in brackets after what it is for.
const REFERENCE = /^(?:(?:my|our|the)\s+)?(?:order|booking|ref|reference|invoice|account|ticket|case|claim|member(?:ship)?|policy|tracking|confirmation|reservation|customer|receipt|student|applicant|registration|serial|pcn|patient|employee|staff)(?:\s+(?:no\.?|number|ref|reference|id|#))?\s*(?:is\s+)?#?\s*[A-Z0-9][\w-]*\d[\w-]*(?:\s\d{3,})*$/i;
// "arriving around 10 am on the 12th": what the writer will be doing.
// "it was due", "this is due": a verb or a pronoun ending in s, not a plural noun.
const NOT_PLURAL = /\b(?:was|has|is|does|goes|says|gets|this|its|his|hers|yours|ours|theirs|thus|us|bus|gas|class|glass|address|business|progress|access|process|status|bonus|campus|census|virus|plus|less|unless)$/i;
const PROGRESSIVE = /^(?:arriving|leaving|flying|travell?ing|coming|staying|moving|starting|checking (?:in|out)|landing|driving|heading)\b/i;
// "applying to a nursing job", "giving 2 months' notice": what the writer is doing now.
const ONGOING = /^(?:applying|interviewing|working|studying|hoping|looking|planning|trying|waiting|giving|offering|sending|attaching|including|bringing|currently)\b/i;
// "last day is Friday": whose, when the visitor dropped it.
// "raj is covering anything urgent": a name typed in lowercase, doing what people do.
const PERSON_DOING = /^[a-z]+\s+(?:is|will be|'s)\s+(?:covering|handling|looking after|in charge|managing|taking over|off|away|back|leaving|joining|starting|on leave|on holiday|off sick|your contact|the contact)\b/;
const THE = /^(?:sign[ -]up (?:sheet|form|list|link)|(?:original|initial|current|new|final|total|last|first)\s+(?:quote|price|estimate|plan|budget|date|deadline|invoice|order|brief|scope|design|draft|version)|salary|rent|lease|rate|pay|quote|price|total|cost|fee|bill|deposit|balance|budget|venue|address|flat|room|meeting|deadline|train|flight|bus|pitch|reason)\b/i;
// "maya has a fever", "leo won't be in": only a person is ill or away, so the word is a name, not "the maya".
const PERSON_NEWS = /^[a-z]+\s+(?:has (?:a |an )?(?:fever|cold|temperature|cough|bug|virus|stomach bug|flu|covid|chickenpox|rash|ear infection|doctor's appointment|dentist appointment|appointment)|is (?:sick|ill|unwell|poorly|off sick|home sick|not feeling well)|(?:won't|will not) be (?:in|at)\b|woke up)/i;
const MINE = /^(?:bag|luggage|suitcase|parcel|package|last day|first day|last shift|start date|end date|notice period|flight|train|appointment|interview|deadline|contract)\b/i;

// "reply by the 20th", "bring snacks": what the readers should do.
const IMPERATIVE = /^(?:(?:do not|don't)(?!\s+(?:want|need|know|think|have|mind|expect|like|feel|understand|agree|remember)\b)|please don't|never(?!\s+(?:\w+ed|came|got|went|heard|had|was|were|did|made|paid|sent|received|showed|turned|took|gave|told|said|left)\b))\s+(?=\w)|^(?!return\s+tracking\b)(?:meet|feel free|work from|reply|respond|rsvp|bring|send|submit|sign up|sign|fill in|fill out|let me know|call|come|join|check|update|book|register|remember|bring along|wear|arrive|confirm|pay|return|drop off|pick up|grab|park|use|make sure|feel free|save the date|come along)\b/i;

// "too busy this month", "away until the 3rd": how the writer is, with no subject.
const STATE = /^(?:(?:still|also)\s+)?(?:(?:too|very|really|quite|so|pretty|a bit|a little|super)\s+)?(?:(?:sad|gutted|sorry|disappointed|devastated|upset)\s+to\s+(?:miss|be missing|not be there)|interested|keen|excited|happy to help|available(?=\s*$|\s+(?:for|to|on|any|from|all|most|every|anytime|after|before|between|weekdays|weekends|mornings|afternoons|evenings)\b)|back(?=\s+(?:on\s+)?(?:next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\s*$)|busy|swamped|away|sick|unwell|ill|tired|(?:free|available)(?=\s+(?:for\s+(?:a|an)\s+(?:call|chat|meeting|interview|catch-up|quick call|video call)\b|on|at|this|next|tomorrow|today|until|after|before|from|all|any|weekends|weekdays|evenings|mornings|afternoons|nights|immediately|now|anytime|full[- ]time|part[- ]time|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b)|unavailable|out of (?:town|the office|the country)|not (?:free|available|around|well)|booked up|fully booked|overloaded|on (?:holiday|vacation|leave)|off (?:work|sick))\b/i;

const QUESTION = /^(?:(?:and|also|plus)\s+)?(?:am\s+I\b|(?:can|could|would|will|is|are|do|does|did|should|may|shall|has|have|was|were)\s+(?:I|we|you|he|she|they|it|someone|somebody|anyone|one of you|my|our|your|the|this|that|there))\b/i;
// "is self check in ok", "are dogs allowed": whether something is fine, asked.
const OK_QUESTION = /^(?:is|are)\s+(?:[\w'-]+\s+){1,5}(?:ok|okay|alright|all right|fine|possible|available|included|allowed|permitted|still on|still happening|an option|free|open|accessible|refundable)\s*\??$/i;
const WH_QUESTION = /^(?:what|when|where|how|why|who|which)\s+(?:is|are|was|were|do|does|did|can|could|would|will|should|time|day|date|kind|sort|size|much|many|long|soon)\b/i;
const SUBJECTLESS = /^(?:going to|gonna)\s+(?=\w)|^(?:broke|hurt|injured|sprained|twisted|fractured|dislocated)\s+(?=(?:his|her|their|my)\s)|^(?:flew|drove|came|went|took|left|arrived|landed|stayed|travell?ed|visited|rented|hired|parked|posted|shipped|collected|dropped|picked|spoke|rang|paid|sent|bought|ordered)\s+(?=\S)|^been\s+(?=at|with|in|here|there|working|a\b)|^(?:would|will|should|could)\s+(?:really\s+|also\s+|definitely\s+)?(?=help|make|save|mean|improve|allow|give|let|be (?:great|good|useful|helpful))|^(?:have to|had to|need to|got to|gotta|must|applied|heard|interviewed|spoke|met|visited|started|finished|left|arrived|emailed|rang|phoned|messaged|chased|waited)\b|^(?:already|just)\s+(?=\w+ed\b|sent|done|paid|made|put|set|got|told|rung|spoken|written)|^(?:can|could|will|would be happy to|am happy to|happy to)\s+(?=(?:send|share|do|come|help|bring|provide|meet|start|cover|drop|pick|call|offer|give|work|make|take)\b)|^(?:wish|wishing)\s+(?=you\b)|^(?:want|wanted|need|needed|would like|would love|don't|didn't|can't|cannot|won't|haven't|hasn't|wasn't|sent|got|ordered|paid|called|emailed|told|asked|tried|bought|booked|returned|submitted|moved|started|finished|lost(?!\s+(?:luggage|bag|baggage|parcel|package|property|items?|suitcase|post|mail|card|keys?)\b)|found|had|am|was|will|hope|hoping|think|thought|feel|felt|love|loved|liked|enjoyed|appreciate|appreciated|made|spent|waited|reported|checked|noticed|received|missed|forgot|should be|might be|may be|must be|hope to be|expect to be)\b/i;
const ADVERB_LEAD = /^(?:never|still|also|just|really|already|actually)\s+(?=\w)/i;
const NAME_CLAUSE = /^[A-Z][a-z]+(?:'s)?\s+(?:is|was|has|had|will|can|could|would|should|did|does|forgot|missed|got|went|said|told|asked|needs|wants|loves|started|left|broke|fell|came|arrived)\b/;
const CLAUSE_START = /^(?:any|every|either|both|none|all|anything|something|nothing|everything|each|no one|I|I'm|I've|I'll|I'd|we|we're|we've|we'll|we'd|he|he's|she|she's|they|they're|they've|it|it's|there|there's|this|that|my|our|his|her|their|the|you|your|you're|everyone|nobody|someone|nothing|everything)\b/i;

// Words that take no "the" when a clause starts with them ("lunch is on us", "parking is free").
const MASS = /^(?:it|there|this|that|ours|mine|yours|theirs|hers|everyone|everything|nothing|someone|something|nobody|people|parking|rent|water|power|heating|lunch|dinner|breakfast|brunch|coffee|food|drinks|work|school|traffic|payment|time|money|training|entry|admission|attendance|everybody|anyone|anything|i|we|you|he|she|they)\b/i;

// One parse per part: the two options and every check below read the same parts.
const docOf = remembered(300, (text: string): ReturnType<typeof nlp> => nlp(text));

// The two options and every later take read the same parts: remember the last few hundred.
const kindOf = remembered(500, (part: string): Kind => readKind(part));

function readKind(part: string): Kind {
  if (QUESTION.test(part) || OK_QUESTION.test(part) || (WH_QUESTION.test(part) && !/^(?:which|who|where|when)\b/i.test(part))) return 'question';
  if (REFERENCE.test(part)) return 'reference';
  if (/^attach(?:ing)?\s+\S/i.test(part)) return 'attach';
  if (PROGRESSIVE.test(part)) return 'progressive';
  if (ONGOING.test(part)) return 'ongoing';
  if (STATE.test(part)) return 'state';
  // "still not back after 5 days", "still no reply": the thing is still missing.
  if (/^(?:still|also)\s+(?:not|no|nothing)\b|^(?:no|nothing)\s+(?:reply|response|answer|word|update|news|refund|sign|call|email)\b/i.test(part)) return 'still';
  if (/^(?:closed|open)\s+(?:on\s+)?(?:Mondays?|Tuesdays?|Wednesdays?|Thursdays?|Fridays?|Saturdays?|Sundays?|weekends|bank holidays|public holidays|all day|every)\b/i.test(part)) return 'hours';
  // "sign up sheet is on the fridge": a thing named after a verb, then what it is.
  if (IMPERATIVE.test(part) && !/^(?:[\w-]+\s+){0,2}[\w-]+\s+(?:sheet|form|list|link|page|code|rota|schedule|details|info|sheets|forms)\s+(?:is|are|was|will be)\b/i.test(part)) return 'imperative';
  const subjectless = SUBJECTLESS.test(part) || (ADVERB_LEAD.test(part) && SUBJECTLESS.test(part.replace(ADVERB_LEAD, '')));
  const starts = CLAUSE_START.test(part) || NAME_CLAUSE.test(part);
  // One parse, only for what the patterns above could not tell.
  if (THE.test(part) && /\b(?:is|are|was|were|will be|has been)\b/.test(part)) return 'clause';
  // "standup moves to 10 on Teams": a thing that moves or runs somewhere, though the tagger reads two nouns.
  if (/^(?:the\s+)?[a-z][\w-]+\s+(?:moves|starts|ends|begins|finishes|opens|closes|runs|stays|goes|shifts)\s+(?:to|at|from|on|until|till|by|in|back|forward|online)\b/i.test(part) && !/^(?:it|he|she|this|that|everyone|nobody|someone)\s/i.test(part)) return 'clause';
  if (ELLIPTIC.test(part)) return 'elliptic';
  const doc = docOf(part);
  // (compromise does not match "#Adjective*" with no adjective at the start, so the two cases are separate.)
  if (doc.has('^(#Determiner|#Possessive)? #Noun+ #Adverb? (#PresentTense|#PastTense|#Modal|#Copula|#Auxiliary)') || doc.has('^(#Determiner|#Possessive)? #Adjective+ #Noun+ #Adverb? (#PresentTense|#PastTense|#Modal|#Copula|#Auxiliary)')) return 'clause';
  if (/^[a-z]+ed\b/i.test(part) && doc.terms().first().has('#PastTense')) return 'subjectless';
  // "batch 2231 of our almond butter may contain peanuts": a subject with its verb further on.
  if (doc.terms().first().has('(#Noun|#Determiner|#Value)') && !doc.terms().first().has('#Pronoun') && doc.has('(#Modal|#Copula) #Adverb? #Verb?') && part.split(/\s+/).length >= 4) return 'clause';
  if (subjectless) return 'subjectless';
  if (starts && doc.has('#Verb')) return 'clause';
  // "40 people", "buffet", "same pay", "end of tenancy 31st May": a detail with no verb.
  if (!doc.has('#Verb') && part.split(/\s+/).length <= 7 && !/^(?:[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?$)/.test(part) && !/^(?:ideally|preferably|maybe|possibly|perhaps|roughly|around|about|approximately|hopefully|if possible|at the latest|at least|at most|only|except|apart from|but not|or|and|but|which|who|whom|whose|that|so|as|than|thanks|thank you|please|pls|no worries|cheers|sorry|hi|hello|hey|etc)\b|^(?:ok|okay|yes|no|sure)$/i.test(part) && !/[:;]/.test(part)) return 'fragment';
  return 'rest';
}

export const LIST_LEAD = 'Here are the details:';

/** Three or more details with no verb become a short list; one or two go in brackets. */
function listBlock(items: readonly string[]): string {
  // ("about 3 weeks" on its own: how long it takes.)
  return `${LIST_LEAD}\n${items.map((item) => `- ${capitalize(item.replace(/^and\s+/i, '').replace(/[.]+$/, '').replace(/^((?:about|around|roughly|approx\.?|approximately|within)\s+\d+(?:-\d+)?\s+(?:days?|weeks?|months?))$/i, 'timeline: $1'))}`).join('\n')}\n`;
}

// A piece that starts a clause of its own or hangs on the one before: no note of a list.
const NOT_A_NOTE = /^(?:I|I'm|I've|I'll|I'd|we|we're|we've|we'll|you|you're|he|he's|she|she's|they|they're|it|it's|there|there's|this|that|so|but|because|cos|as|if|when|while|which|who|where|whose|though|although|since|until|unless|then|just|also|plus|or|and|please|thanks|thank|sorry|hope|maybe|can|could|would|will|should|do|does|did|is|are|was|were|has|have|had|not|no one|nobody|yes|no|ok|okay)\b/i;

/**
 * "water troughs off from 1 nov, shed key code changing to 4471, AGM on the 20th at 7.30": notes,
 * three or more short pieces none of which is a sentence of its own, are a list, not one sentence.
 */
function noteList(text: string): string[] | undefined {
  if (/[.;:?!]\s|\(|\n/.test(text)) return undefined;
  const pieces = text.split(/,\s+(?:and\s+)?/).map((piece) => piece.trim().replace(/^and\s+/i, '')).filter(Boolean);
  if (pieces.length < 3) return undefined;
  if (pieces.some((piece) => NOT_A_NOTE.test(piece) || piece.split(/\s+/).length > 9 || piece.split(/\s+/).length < 2)) return undefined;
  // A piece with a verb of its own after a subject is a sentence, not a note: "the kids loved it".
  if (pieces.some((piece) => kindOf(piece) === 'clause' || kindOf(piece) === 'question' || kindOf(piece) === 'subjectless')) return undefined;
  return pieces;
}

const CAUSE = /\b(?:illness|sick(?:ness)?|bug|flu|cold|covid|fever|migraine|headache|injury|delay|delays|strike|traffic|weather|snow|funeral|emergency|appointment|reasons|childcare|commitments?|surgery|operation|flood|leak|breakdown|accident|jet ?lag|food poisoning)$/i;

function bracketed(sentence: string, items: readonly string[]): string {
  // "we provide gloves, pickers and bags": the rest of a list of things, not a detail of the last one.
  if (items.length === 1 && /^[a-z]+(?:\s[a-z]+)?\s+and\s+[a-z]+(?:\s[a-z]+)?$/i.test(items[0]!) && (/\b(?:provide|bring|need|have|sell|offer|include|includes|supply|want|got|brought|packed)\s+(?:(?:the|some|all|our|your)\s+)?[a-z]+$/i.test(sentence.replace(/[.?!]$/, '')) || /\bmost needed are\s+[a-z]+(?:\s[a-z]+)?$/i.test(sentence.replace(/[.?!]$/, '')))) {
    return /[.?!]$/.test(sentence) ? `${sentence.slice(0, -1)}, ${items[0]}${sentence.slice(-1)}` : `${sentence}, ${items[0]}`;
  }
  // "part time, 4 days a week, childcare reasons": the details, then the reason.
  if (items.length > 1 && CAUSE.test(items[items.length - 1]!)) return bracketed(bracketed(sentence, items.slice(0, -1)), items.slice(-1));
  // "I missed the seminar, migraine": a cause is said as one.
  if (items.length === 1 && /\breasons$/i.test(items[0]!) && items[0]!.split(/\s+/).length <= 4) {
    const cause = ` for ${items[0]!.toLowerCase()}`;
    return /[.?!]$/.test(sentence) ? `${sentence.slice(0, -1)}${cause}${sentence.slice(-1)}` : `${sentence}${cause}`;
  }
  if (items.length === 1 && CAUSE.test(items[0]!) && items[0]!.split(/\s+/).length <= 5 && !/\bdue to\b|\bbecause\b/i.test(sentence)) {
    const item = items[0]!.replace(/^(?:bc|because|cos|cuz)\s+/i, '');
    const article = /^(?:a|an|the|my|our|his|her|their|some|bad|heavy|family|personal)\b/i.test(item) || /(?:s|traffic|weather|snow|childcare|covid|flu|food poisoning|jet ?lag|sickness|illness)$/i.test(item) ? '' : /^[aeiou]/i.test(item) ? 'an ' : 'a ';
    const cause = ` due to ${article}${item}`;
    return /[.?!]$/.test(sentence) ? `${sentence.slice(0, -1)}${cause}${sentence.slice(-1)}` : `${sentence}${cause}`;
  }
  const inside = items.join(', ');
  return /[.?!]$/.test(sentence) ? `${sentence.slice(0, -1)} (${inside})${sentence.slice(-1)}` : `${sentence} (${inside})`;
}

/** "can he hand it in tomorrow" -> "Could he hand it in tomorrow?" */
function asQuestion(part: string): string {
  const softened = part.replace(/^(?:and|also|plus)\s+/i, '').replace(/^can\s+(?=(?:I|we|he|she|they|someone|somebody|anyone|one of you)\b)/i, 'could ').replace(/^will\s+(?=(?:you|someone|anyone)\b)/i, 'could ');
  return finish(capitalize(softened.replace(/[.!?]+$/, '')), '?');
}

/** "want compensation" -> "I would like compensation"; "sent it Monday" -> "I sent it Monday". */
function withSubject(typed: string, we = false, prior = ''): string {
  // "Stayed 2 nights", "Want a partial refund": a capital typed at the start of the note is not kept after "I".
  const rawPart = /^(?!I\b)[A-Z][a-z]/.test(typed) ? `${typed.charAt(0).toLowerCase()}${typed.slice(1)}` : typed;
  // "he has a dentist appointment, will be there Saturday": still him, when the verb reads the same for him.
  const carried = /^(He|She)\b/i.exec(prior.trim())?.[1];
  // ("should be back the week after", "is feeling better": a modal, or a verb only he or she takes.)
  if (carried && /^(?:will|won't|can't|cannot|could|couldn't|would|did|didn't|should|shouldn't|might|may|must|is|isn't|was|wasn't|has|hasn't)\b/i.test(rawPart)) return `${capitalize(carried.toLowerCase())} ${rawPart}`;
  // "my son won't be at training, broke his wrist": whose wrist says who broke it.
  const hurt = /^(?:broke|hurt|injured|sprained|twisted|fractured|dislocated|bruised|cut|bumped|banged|pulled|tore)\s+(his|her|their)\s+/i.exec(rawPart)?.[1]?.toLowerCase();
  if (hurt) return `${hurt === 'his' ? 'He' : hurt === 'her' ? 'She' : 'They'} ${rawPart}`;
  // "he was strong, came 2nd" to him: "You were strong. You came 2nd."
  if (/^you\s+(?:were|are)\b/i.test(prior.trim()) && /^(?:came|finished|got|made|reached|scored|impressed|did)\b/i.test(rawPart) && !/\b(?:my|me|it)\b/i.test(rawPart)) return `You ${rawPart}`;
  // "she was with us 4 years, looked after our twins": a past verb goes on with her.
  if (carried && /^[a-z]+ed\b/i.test(rawPart) && !/\b(?:my|me)\b/i.test(rawPart)) return `${capitalize(carried.toLowerCase())} ${rawPart}`;
  // "im a chef, could help with cooking": what the writer is says who could.
  const who = /^(I'm|I am|We're|We are)\s+(?:a|an)\s+/i.exec(prior.trim())?.[1];
  if (who && /^(?:could|can|would|will|am able to)\s/i.test(rawPart)) return `${/^we/i.test(who) ? 'We' : 'I'} ${rawPart}`;
  // "happened twice now", "never arrived", "delivered yesterday", "arrived broken": the thing did.
  if (/^happened\s+(?:again|twice|before|(?:\w+\s+)?times|more than once|(?:\d+|two|three|four|five)\s+times)\b/i.test(rawPart)) return `This has ${rawPart}`;
  if (/^(?:never|still hasn't|still has not)\s+(?:arrived|came|turned up|showed up|got here|been delivered|happened|worked)\b|^(?:happened|delivered|got delivered)\b|^(?:arrived|came|turned up)\s+(?:broken|damaged|cracked|smashed|dented|torn|opened|open|wet|faulty|incomplete|late|missing|with)\b/i.test(rawPart)) {
    return `It ${/^delivered\b/i.test(rawPart) ? 'was ' : ''}${rawPart}`;
  }
  // "been at the garden centre 4 years": how long the writer has been there.
  const been = /^been\s+(at|with|in|here|there)\b(.*?)\s+(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(years?|months?)$/i.exec(rawPart.trim());
  if (been) return `I have been ${been[1]}${been[2]} for ${been[3]} ${been[4]}`;
  // "been a great place to work": the place has.
  if (/^been\s+(?:a|an|such a)\s+(?:\w+\s+){0,2}(?:place|company|team|job|role|school|year|time|experience|pleasure|journey|ride)\b/i.test(rawPart)) return `It has ${rawPart}`;
  if (/^been\b/i.test(rawPart)) return `${we ? 'We' : 'I'} have ${rawPart}`;
  const part = rawPart.replace(/\band\s+(?:have\s+)?heard nothing(?:\s+back)?\b/i, "and haven't heard anything since");
  // "would really help with the rollout": it would.
  if (/^(?:would|will|should|could)\s+(?:really\s+|also\s+|definitely\s+)?(?:help|make|save|mean|improve|allow|give|let(?!\s+(?:you|them|him|her|everyone|people|all of you|parents|the team|us|me)\s+know)|be (?:great|good|useful|helpful))\b/i.test(part)) return `It ${part}`;
  // "just want to share good news for once": the writer just wanted to.
  const wanted = /^just\s+(?:want|wanted|wanna|wanting)\s+(?:to\s+)?(.+)$/i.exec(part);
  if (wanted?.[1]) return `${we ? 'We' : 'I'} just wanted to ${wanted[1]}`;
  if (/^just\s+(?:need|needed|thought|wondering|checking|hoping)\b/i.test(part)) return `${we ? 'We' : 'I'} ${part.replace(/^just\s+need\b/i, 'just need').replace(/^just\s+(wondering|checking|hoping)\b/i, 'am just $1')}`.replace(/^We am\b/, 'We are');
  // "already fixed and resent": done by the writer.
  const done = /^(already|just)\s+(.+)$/i.exec(part);
  if (done?.[2] && !/^(?:can|could|will)\b/i.test(done[2])) return `I have ${done[1]!.toLowerCase()} ${done[2]}${/\b(?:fixed|resent|sent|done|paid|corrected|updated|returned|replaced|sorted|submitted|signed)$/i.test(done[2]) ? ' it' : ''}`;
  // "need to apologise": the apology itself.
  const sorry = /^(?:need|have|want|would like)\s+to\s+(?:apologi[sz]e|say sorry)\b\s*(.*)$/i.exec(part);
  if (sorry) return sorry[1] ? `I am very sorry ${sorry[1].replace(/^to\s+you\s+/i, '')}` : 'I am very sorry about this';
  // "going to log off early today": the writer is.
  if (/^(?:going to|gonna)\s/i.test(part)) return `I'm ${part.replace(/^gonna\b/i, 'going to')}`;
  const text = part
    // "happy to take a pro rata cut": the writer is.
    .replace(/^(?:(?:also|really|more than|very|more)\s+)?(happy|glad|willing|keen|able|available)\s+(?=to\b)/i, (m) => `${we ? 'are' : 'am'} ${m.toLowerCase()}`)
    .replace(/^want\s+(?!to\b)/i, 'would like ')
    .replace(/^want to\b/i, 'would like to')
    .replace(/^(?:am|was)\b/i, (m) => m.toLowerCase());
  // "(the receptionist was rude,) told me to stop wasting her time": someone else did it to the writer.
  if (/^(?:told|asked|called|shouted at|swore at|laughed at|hung up on|refused|ignored|accused|blamed|charged|sent|gave|promised|said to)\s+(?:me|us)\b/i.test(text)) return `They ${text}`;
  // "separated from our kids", "told to wait": done to the writer.
  const passive = /^(?:separated|moved|bumped|downgraded|transferred|seated|told|forced|made|charged|kept|left)\s+(?:from|to|into|onto|off|for|without|waiting|on hold)\b/i.test(text) && !/^(?:moved|left)\s+(?:to|from)\s+(?:a|an|the|my|our)?\s*(?:new\s+)?(?:house|flat|home|job|city|area|country|town|school|company|role|team|address)\b/i.test(text);
  if (passive) return `${we ? 'We were' : 'I was'} ${text}`;
  // "hasn't returned my deposit": the reader hasn't; "hasn't gone up in 4 years", "is due on friday": it.
  if (/^(?:still\s+)?(?:has|hasn't|has not|still hasn't)\s+(?:still\s+|yet\s+)?(?:returned|paid|replied|fixed|sent|answered|got back|gotten back|responded|refunded|called|rung|acknowledged|confirmed|repaired|sorted|processed)\b/i.test(text)) {
    return `You ${text.replace(/^(still\s+)?has\b/i, '$1have').replace(/^(still\s+)?hasn't\b/i, "$1haven't")}`;
  }
  if (/^(?:has|hasn't|has not|is|isn't|is not|does|doesn't|does not|seems|looks|keeps|needs|costs|goes|comes|works|makes|takes)\b/i.test(text)) return `It ${text}`;
  if (we && !/^(?:am|was)\b/i.test(text)) return `We ${text}`;
  return /^am\b/i.test(text) ? `I'm ${text.replace(/^am\s+/i, '')}` : `I ${text}`;
}

let ellipticOwner = 'my';

function elliptic(part: string): string {
  const match = ELLIPTIC.exec(part);
  if (!match) return part;
  const owner = /^(?:train|bus|flight|appointment|shift|delivery|order|car|tube|ferry)$/i.test(match[1]!) ? ellipticOwner : 'the';
  return `${owner} ${match[1]!.toLowerCase()} ${/^(?:late|full|stuck|held up)$/i.test(match[2]!) ? 'is' : /^broke down$/i.test(match[2]!) ? 'has' : 'was'} ${match[2]!.toLowerCase().replace(/^broke down$/, 'broken down')}${match[3] ?? ''}`;
}

/** "...a quick note, maybe suggest weekly check ins": the suggestion as a question. */
function suggestion(part: string): string | undefined {
  const match = /^(?:and\s+)?(?:maybe|perhaps|possibly)?\s*(?:suggest|propose|recommend)\s+(?:that\s+)?(.+)$/i.exec(part);
  if (match?.[1]) return `How about ${match[1].replace(/[.?!]+$/, '')}?`;
  // "..., maybe meet in the middle at £1,200": what we might do, offered as a question.
  const maybe = /^(?:and\s+)?(?:maybe|perhaps)\s+(?:we\s+(?:could|can)\s+)?((?:meet|split|settle|agree|share|swap|try|aim|go halves|compromise)\b.+)$/i.exec(part);
  return maybe?.[1] ? `Perhaps we could ${maybe[1].replace(/[.?!]+$/, '')}?` : undefined;
}

function finish(text: string, mark: '.' | '?'): string {
  const trimmed = text.trim().replace(/[,;:]+$/, '');
  if (/[.!?]$/.test(trimmed)) return trimmed;
  return `${trimmed}${mark}`;
}

/** Splits at ", " between words (not inside "£1,450"); parentheses keep their commas. */
// "she does Monday, Wednesday and Friday": a list of days is one detail, not a clause and two notes.
const DAY_LIST_COMMA = /(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\|(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,\s+)*(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\s+(?:and|or)\s+(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b/;

function parts(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ',' && depth === 0 && text[i + 1] === ' ' && !DAY_LIST_COMMA.test(`${text.slice(Math.max(0, i - 10), i)}|${text.slice(i + 2, i + 40)}`)) {
      out.push(text.slice(start, i).trim());
      start = i + 2;
    } else if (char === '?' && depth === 0 && /^ [a-z]/i.test(text.slice(i + 1, i + 3))) {
      // "..., is that OK? we will pay the extra hour": the question ends where the next clause starts.
      out.push(text.slice(start, i + 1).trim());
      start = i + 2;
    }
  }
  out.push(text.slice(start).trim());
  return out.filter(Boolean);
}

/**
 * Splits a clause's text into the head (what the act's phrasing wraps) and the sentences that
 * follow it: each later part that is a question, a subjectless verb or a clause of its own.
 */
/** "receipts required for anything over £25", "everyone paid as normal": the helper verb the note left out. */
/** Participles that report what happened to a thing ("my flight ... cancelled" -> "was cancelled"). */
const EVENT_PARTICIPLE = String.raw`cancell?ed|delayed|delivered|charged|double[- ]charged|overcharged|refunded|rejected|declined|approved|postponed|booked|confirmed|dispatched|shipped|stolen|lost|misdelivered|disconnected|suspended|sent|posted|paid|issued|processed|signed off|finali[sz]ed`;
/** Participles that describe a thing's state ("the screen broken" -> "is broken"). */
const STATE_PARTICIPLE = String.raw`broken|damaged|stained|torn|ripped|blocked|frozen|scratched|dented|missing|overdue|faulty`;

/** "my flight FR2214 on the 3rd cancelled": a thing and what happened to it, said without "was". */
const PASSIVE = new RegExp(String.raw`(^|[,;]\s+|\band\s+)((?:my|the|our|your|his|her|their)\s+(?:(?!(?:is|was|were|are|has|have|had|got|get|been|being|be|will|would|can|could|did|does|do|not|never|still|shows|showed|shown|says|said|looks|seems|appears|arrived|came|went|keeps|kept|keep|going|gone|goes|go|reads|states|marked|listed|I|we|you|he|she|they|it|that|which|who|but|and|because|so)\b)[\w'£$€.#/-]+\s+){1,7}?)(?:(already|just|also|then)\s+)?(${EVENT_PARTICIPLE}|${STATE_PARTICIPLE})\b(?![^,.;]*\b(?:is|are|was|were|has|have|had|came|arrived|didn't|doesn't|won't|isn't|wasn't|never|still)\b)(?!\s+(?:(?:the|a|an|my|our|your|his|her|their|this|that|some|all)\s+(?!(?:day|night|week|month|morning|evening|afternoon|same|next|following|previous|last|other)\b)|(?:it|them|me|us|him)\b))`, 'gi');
const STATE_WORD = new RegExp(`^(?:${STATE_PARTICIPLE})$`, 'i');

function passiveHelper(text: string): string {
  return text.replace(PASSIVE, (match: string, lead: string, thing: string, adverb: string | undefined, participle: string, offset: number) => {
    // "I want both back and the freeze confirmed": what the writer wants done, not what was done.
    if (/^\s*and\s/i.test(lead) && /\b(?:want|wants|would like|'d like|need|needs|expect|ask for|asking for|like)\b[^,.;]*$/i.test(text.slice(0, offset))) return match;
    const head = thing.trim().split(/\s+/)[1] ?? '';
    // "the owner just cancelled": one who does things did it; nothing was done to them.
    if (/^(?:owner|owners|landlord|landlady|host|hosts|seller|driver|courier|company|airline|hotel|agent|agency|manager|tenant|tenants|customer|client|builder|plumber|electrician|venue|caterer|photographer|dj|band|organi[sz]er|school|council|bank|shop|store|supplier|contractor|club|gym|vet|dentist|doctor|surgery|clinic|nursery|restaurant|florist|bakery|insurer|provider)$/i.test(head) && !STATE_WORD.test(participle)) {
      return `${lead}${thing}${adverb && /^just$/i.test(adverb) ? 'has just ' : adverb ? `${adverb} ` : ''}${participle}`;
    }
    const plural = /[^s'u]s$/i.test(head) && !/^(?:news|bus|gas|glass|address|class|series)$/i.test(head);
    const state = STATE_WORD.test(participle);
    const helper = state ? (plural ? 'are' : 'is') : plural ? 'were' : 'was';
    return `${lead}${thing}${helper} ${adverb ? `${adverb} ` : ''}${participle}`;
  });
}

function helperVerbs(rawText: string): string {
  return passiveHelper(rawText)
    // "formal invites coming but want you to save the date": they are coming; please save it.
    .replace(/\b((?:formal\s+)?(?:invites|invitations|details|tickets|forms|results|payslips|packs|parcels|deliveries))\s+coming\b/gi, '$1 are coming')
    // "ordered the rechargeable ones got the battery ones": what was ordered, but what came.
    .replace(/\b(ordered|asked for|paid for|booked|requested)\s+((?:the|a|an)\s+(?:(?!but\b)[^,.;]){2,40}?)\s+(got|received|was sent|they sent)\s+(?=(?:the|a|an|some)\b)/gi, (_m, verb: string, what: string, came: string) => `${verb} ${what} but ${came} `)
    // "bus didnt turn up, be there by 10": I'll be there.
    .replace(/(^|[,;]\s+)(?:should\s+|will\s+|'ll\s+)?be\s+(?=(?:there|in|back|home|online|around|free|available|with you)\s+(?:by|at|around|in|from|after|before|about|for|tomorrow|today|tonight|soon|shortly|asap|as soon as)\b)/gi, (_m, lead: string) => `${lead}I'll be `)
    // "back tmrw hopefully": I hope to be back tomorrow.
    .replace(/(^|[,;]\s+)back\s+((?:tomorrow|on\s+\w+|(?:mon|tues|wednes|thurs|fri|satur|sun)day|next\s+\w+|by\s+[\w ]+?|in\s+[\w ]+?))\s+hopefully\b/gi, (_m, lead: string, when: string) => `${lead}I hope to be back ${when}`)
    // "sent 3rd march", "paid on the 2nd": sent it on that day.
    .replace(/(^|[,;]\s+|\bI\s+)(sent|paid|emailed|submitted|posted|ordered|returned)\s+(?=(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b|the\s+\d{1,2}(?:st|nd|rd|th)\b))/g, (_m, lead: string, verb: string) => `${lead}${lead ? '' : 'I '}${verb} ${/^(?:sent|paid|emailed|submitted|posted|returned)$/i.test(verb) ? 'it ' : ''}on `)
    // "30 day terms so its 2 wks overdue": on 30-day terms, so it is overdue.
    .replace(/(^|[,;]\s+)(\d+)[- ]day terms,?\s+so\s+/gi, (_m, lead: string, days: string) => `${lead}${lead ? 'on' : 'On'} ${days}-day terms, `)
    // "been offered a job somewhere else": I have.
    .replace(/(^|[,;]\s+|\band\s+)been\s+(?=(?:offered|given|asked|told|promoted|accepted|invited|made redundant)\b)/gi, (_m, lead: string) => `${lead}I have been `)
    // "applying for bar staff at the Red Lion, did 2 summers at a beach bar": what the writer did, said on its own.
    .replace(/,\s+(did|worked|spent|ran|managed|led|volunteered|completed|studied|taught|coached|trained)\s+(?=(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a|an|over|almost|nearly)\s)/gi, (m, verb: string, offset: number, whole: string) => (/^(?:he|she|they|my|our|his|her|their)\b/i.test(whole) || /^(?-i:[A-Z])[a-z]+\s+(?:has|is|was|did)\b/.test(whole.slice(0, offset)) ? m : `. I ${verb.toLowerCase()} `))
    // "we dont need her next tuesday bc we're away, still pay her as normal": but we will still pay her.
    .replace(/,\s+(?:but\s+)?(?:will\s+)?still\s+(pay|send|cover|do|come|make|bring|keep|honou?r|give)\b/gi, (_m, verb: string, offset: number, whole: string) => `, but ${/^(?:we|we're|we've|we'll|our)\b/i.test(whole) || /\b(?:we|we're|our)\b/i.test(whole.slice(0, offset)) && !/\bI\b/.test(whole.slice(0, offset)) ? 'we' : 'I'} will still ${verb.toLowerCase()}`)
    // "the key is under the mat, food in the cupboard by the fridge": where the next thing is, said the same way.
    .replace(/(\b(?:is|are)\s+(?:in|under|on|by|at|behind|inside|next to)\s+(?:the|a|our|my)\s+[^,.;]*?),\s+((?!(?:and|but|so|or|the|a|an|it|he|she|they|we|I|you)\b)[a-z]+)\s+(in|under|on|by|at|behind|inside|next to)\s+(?=(?:the|a|our|my)\s)/gi, (_m, first: string, thing: string, where: string) => `${first}. The ${thing} ${/[^s]s$/i.test(thing) ? 'are' : 'is'} ${where} `)
    // "its in the side passage, just put it back when done": what the reader is to do, asked of them.
    .replace(/,\s+just\s+(put|bring|drop|leave|give|pop|return|lock|close|shut|text|call|ring|knock|grab|take|help yourself)\b([^,.;]*?)(?:\s+when\s+(?:you're\s+|you are\s+)?(done|finished))?(?=\s*(?:[,.;!]|$))/gi, (_m, verb: string, rest: string, done: string | undefined) => `. Just ${verb.toLowerCase()}${rest}${done ? ` when you're ${done.toLowerCase()}` : ''}`)
    // "the overflowing bins on carlton road, havent been collected for 3 weeks": they have not been.
    .replace(/(\b(?:the|our|my)\s+(?:[\w'-]+\s+){0,3}?([\w'-]+?)(s?)(?:\s+(?:on|in|at|outside|behind|by)\s+[^,.;]{2,40}?)?),\s+(haven't|have not|hasn't|has not|havent|hasnt)\s+been\s+(?=(?:collected|emptied|fixed|repaired|picked up|sorted|paid|answered|returned|delivered|replaced|cleaned|touched|seen|cut|mended)\b)/gi, (_m, thing: string, _noun: string, plural: string) => `${thing}. ${plural ? 'They have' : 'It has'} not been `)
    // "bullying on the school bus, been going on since half term": it has been.
    .replace(/,\s+(?:it's\s+|its\s+)?been\s+(?=(?:going on|happening|ongoing|like this)\b)/gi, '. It has been ')
    // "been here 2 yrs, always paid on time": and I have always paid.
    .replace(/^((?:I(?:'ve| have)\s+)?(?:been|lived|worked)\s+(?:here|there|with (?:you|the \w+)|as an? \w+|an? (?:tenant|customer|member|client))\b[^,.;]*),\s+(always|never)\s+(paid|been|kept|left|had|done|given|caused|missed|complained)\b/i, (_m, head: string, often: string, verb: string) => `${/^I/.test(head) ? head : `I have ${head}`}, and I have ${often} ${verb}`)
    // "still not ready, getting really worried": I am getting worried.
    .replace(/,\s+(?:and\s+)?(?:I'm\s+|im\s+)?(getting|feeling)\s+((?:really|very|quite|a bit|more|so|pretty|increasingly)\s+)?(worried|anxious|stressed|concerned|frustrated|desperate|nervous|annoyed|upset|fed up|panicky)\b/gi, (_m, verb: string, how: string | undefined, feeling: string) => `. I am ${verb.toLowerCase()} ${how ?? ''}${feeling}`)
    // "my son has been left on the bench every week and losing confidence": and is losing it.
    .replace(/\b(has|have)\s+been\s+([a-z]+\b[^,.;]*?)\s+and\s+(losing|getting|becoming|struggling|feeling|falling)\b/gi, (_m, has: string, done: string, verb: string) => `${has} been ${done} and ${has.toLowerCase() === 'has' ? 'is' : 'are'} ${verb}`)
    // "reminding them coursework drafts due fri": they are due.
    .replace(/(^|\bthat\s+)((?:[a-z]+\s+)?[a-z]+[^s\W]s)\s+(due|required|needed|expected)\b/gi, (m: string, lead: string, noun: string, state: string) => (NOT_PLURAL.test(noun) ? m : `${lead}${noun} are ${state}`))
    // "neighbour's dog keeps getting in": my neighbour's.
    .replace(/^neighbou?r's\s+(?=[a-z])/i, "My neighbour's ")
    // "boiler broken again": the boiler is broken.
    .replace(/^(boiler|heating|heater|shower|toilet|sink|fridge|freezer|oven|cooker|washing machine|dishwasher|tap|door|window|lock|lift|elevator|light|lights|radiator|roof|gutter|fence|gate|dryer|microwave|kettle|doorbell|intercom|alarm|smoke alarm|extractor fan|fan|ac|aircon|air conditioning)\s+(?=(?:broken|broke|leaking|not working|out|dead|faulty|blocked|stuck|cracked|loose|damaged)\b)/i, (_m, what: string) => `The ${what.toLowerCase()} ${/s$/i.test(what) && !/glass$/i.test(what) ? 'are' : 'is'} `)
    // ("The washing machine is broke": broken, said as the state it is in.)
    .replace(/^(The [\w ]+? (?:is|are)) broke\b(?! down)/, '$1 broken')
    // "broadband been down 4 days": it has been.
    .replace(/^(broadband|internet|wifi|wi-fi|heating|hot water|boiler|power|electricity|phone line|landline|signal|tv|lift|elevator|website|app|account|server|system)\s+been\s+(?=(?:down|off|out|broken|dead|cut off|dropping|playing up|offline|locked|blocked)\b)/i, (_m, what: string) => `My ${what.toLowerCase()} has been `)
    // "so need to make sure", "so want to tell you": so I need to.
    .replace(/\bso\s+(need|want|have|had|wanted|needed|thought)\s+(?=to\b|I\b)/gi, (_m, verb: string) => `so I ${verb.toLowerCase()} `)
    // "goes live 1 october, training sessions on the 24th": the sessions will be then.
    .replace(/,\s+((?:(?:training|info|information|drop-in|q&a|taster|induction|onboarding)\s+)?(?:sessions|workshops|demos|webinars|briefings|rehearsals|classes))\s+(on|at|from|in)\s+(?=\S)/gi, (_m, what: string, prep: string) => `. ${what.charAt(0).toUpperCase()}${what.slice(1)} will be ${prep} `)
    // "we havent spoken in a year so feel a bit awkward": so I feel it.
    .replace(/\b(so|and)\s+(feel|felt)\s+(?=(?:a bit|a little|quite|really|very|so|bad|awkward|guilty|terrible|weird|strange|odd|silly|rude|nervous|cheeky|embarrassed)\b)/gi, (_m, so: string, verb: string) => `${so} I ${verb.toLowerCase()} `)
    // "..., needs fixing this week": it needs fixing.
    .replace(/(^|[,;]\s+)needs\s+(?=(?:fixing|doing|sorting|replacing|repairing|looking at|checking|to be)\b)/gi, (_m, lead: string) => `${lead}${lead ? 'it' : 'It'} needs `)
    // "plumber coming between 8 and 12", "engineer booked for thurs": a tradesperson is coming.
    .replace(/(^|[,;]\s+)(plumber|electrician|engineer|gas engineer|technician|locksmith|builder|builders|cleaner|delivery|courier|surveyor|inspector|repairman|handyman|decorator|removal men|movers|landlord|agent)\s+(coming|booked|arriving|visiting|due)\b/gi, (_m, lead: string, who: string, state: string) => `${lead}${lead ? 'the' : 'The'} ${who.toLowerCase()} ${/s$|men$|movers$/i.test(who) ? 'are' : 'is'} ${state}`)
    .replace(/\b(?:but\s+)?(?:I\s+)?want\s+(?:you|them|everyone)\s+to\s+(?=(?:save|come|bring|reply|rsvp|join|keep|book|hold)\b)/gi, (m: string) => `${/^but/i.test(m) ? 'but ' : ''}please `)
    // "and quote an extra $900": the price of the extra work.
    .replace(/,?\s+and\s+quote\s+(?:them\s+|you\s+|him\s+|her\s+)?(?:an?\s+)?(?:extra|further|additional)\s+([$£€][\d,.]+k?)/gi, '. The extra work would be $1').replace(/(^|,\s+)((?:the\s+)?[a-z]+[^s\W]s)\s+(required|needed|expected|due|allowed|accepted|welcome|included|provided|covered)\b/gi, (m: string, lead: string, noun: string, state: string) => (NOT_PLURAL.test(noun) ? m : `${lead}${noun} are ${state}`))
    .replace(/(^|,\s+)(everyone|everybody|all staff|staff|you all)\s+(paid|covered|included|invited|welcome|expected)\b/gi, (_m, lead: string, who: string, state: string) => `${lead}${who} ${/^(?:staff|you all)$/i.test(who) ? 'are' : 'is'} ${state === 'paid' ? 'being paid' : state}`);
}

export function splitRunOn(rawText: string): { head: string; tail: string[] } {
  const text = helperVerbs(rawText);
  ellipticOwner = /\b(?:we|we'll|we're|we've|our|us)\b/i.test(text) ? 'our' : 'my';
  const pieces = parts(text.replace(/[.]+$/, ''));
  if (pieces.length < 2) return { head: text, tail: [] };
  // "Yes, I am interested": an interjection stays with what follows it.
  while (pieces.length > 1 && /^(?:yes|no|sure|okay|ok|sadly|unfortunately|honestly|also|plus|so|well|oh|and)$/i.test(pieces[0]!)) pieces.splice(0, 2, `${pieces[0]}, ${pieces[1]}`);
  if (pieces.length < 2) return { head: pieces[0] ?? text, tail: [] };
  // "If the tree isn't cut back, I'm going to report it": a condition leads its clause.
  if (pieces.length > 1 && (/^(?:if|unless|once|when)\s/i.test(pieces[0]!) || (/^(?:since|ever since|although|though|while)\s/i.test(pieces[0]!) && /^(?:I|we|it|there|my|our)\b/i.test(pieces[1]!)))) pieces.splice(0, 2, `${pieces[0]}, ${pieces[1]}`);
  // "from next Monday, we are moving ...": a time to start with leads its clause.
  if (pieces.length > 1 && /^(?:from|starting|on|by|after|before|until|as of|beginning|next|this)\s+[\w' ]{2,24}$/i.test(pieces[0]!) && kindOf(pieces[1]!) === 'clause') pieces.splice(0, 2, `${pieces[0]}, ${pieces[1]}`);
  // "our client, harbour foods, signed the renewal": a name set off by commas stays in its clause.
  for (let i = 1; i < pieces.length - 1; i += 1) {
    const previous = kindOf(pieces[i - 1]!);
    if ((kindOf(pieces[i]!) === 'fragment' || /^[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?$/.test(pieces[i]!)) && pieces[i]!.split(/\s+/).length <= 3 && kindOf(pieces[i + 1]!) === 'subjectless' && (previous === 'fragment' || previous === 'rest' || (/^[A-Z]/.test(pieces[i]!) && !/^(?:can|could|will|would|want|need|am|was|already|just)\b/i.test(pieces[i + 1]!)))) {
      pieces.splice(i - 1, 3, `${pieces[i - 1]}, ${pieces[i]}, ${pieces[i + 1]}`);
      i -= 1;
    }
  }
  // "picked up by his grandma, Meena Patel, on Friday": a name set off by commas, then when, all one clause.
  for (let i = 1; i < pieces.length - 1; i += 1) {
    if (/^(?:[A-Z][\w'-]+)(?:\s+[A-Z][\w'-]+){0,2}$/.test(pieces[i]!) && /^(?:on|at|by|from|next|this|tomorrow|today|tonight)\b[^,]{0,30}$/i.test(pieces[i + 1]!)) {
      pieces.splice(i - 1, 3, `${pieces[i - 1]}, ${pieces[i]}, ${pieces[i + 1]}`);
      i -= 1;
    }
  }
  if (pieces.length < 2) return { head: pieces[0] ?? text, tail: [] };
  const headParts: string[] = [pieces[0]!];
  const tail: string[] = [];
  let current: string[] | undefined;
  let details: string[] = [];
  const listed = !/:/.test(text) && pieces.slice(1).filter((piece) => kindOf(piece) === 'fragment').length >= 1;
  const flush = () => {
    if (details.length === 0) return;
    if (details.length >= 3) {
      if (current) tail.push(closeSentence(current));
      current = undefined;
      tail.push(listBlock(details));
    } else if (current) current[current.length - 1] = bracketed(current[current.length - 1]!, details);
    else if (tail.length === 0) headParts[headParts.length - 1] = bracketed(headParts[headParts.length - 1]!, details);
    else if (/\n$/.test(tail[tail.length - 1]!)) tail[tail.length - 1] = `${tail[tail.length - 1]}${details.map((item) => `- ${capitalize(item)}`).join('\n')}\n`;
    else tail[tail.length - 1] = bracketed(tail[tail.length - 1]!, details);
    details = [];
  };
  for (const piece of pieces.slice(1)) {
    // "..., introduce omar who is replacing me": the introduction, by the writer.
    const introduce = /^(?:and\s+)?(?:also\s+)?introduce\s+(.+)$/i.exec(piece);
    if (introduce?.[1]) {
      flush();
      if (current) tail.push(closeSentence(current));
      current = undefined;
      tail.push(finish(`I would also like to introduce ${introduce[1].replace(/^([A-Z][\w'-]+)\s+(who|whom)\b/, '$1, $2')}`, '.'));
      continue;
    }
    // "he built our dashboard, super reliable, always asked good questions": what the person is like, said of them.
    // (Whom a piece is said of: the last pronoun before it, looked for only when a piece needs one.)
    const lastPronoun = (pattern: RegExp) => [...[...headParts, ...(current ?? [])].join(', ').matchAll(pattern)].map((match) => (match[1] ?? match[2])!).pop();
    const trait = /^(?:(?:super|really|very|so|incredibly|extremely|totally|genuinely|hugely|always|truly)\s+)?(?:reliable|hard-?working|amazing|brilliant|great|fantastic|organi[sz]ed|punctual|trustworthy|honest|kind|patient|helpful|calm|proactive|talented|creative|dependable|professional|conscientious|diligent|caring|lovely|excellent|bright|positive|enthusiastic|fab|wonderful)\b(?:\s+(?:with|at|and)\s+.+)?$/i.exec(piece) ?? /^(?:always|never|often|also)\s+[a-z]+ed\b.*$/i.exec(piece);
    const person = trait ? lastPronoun(/\b(he|she|they)\b(?!')/gi)?.toLowerCase() : undefined;
    if (trait && person) {
      flush();
      if (current) tail.push(closeSentence(current));
      current = undefined;
      const described = /^(?:always|never|often|also)\s+[a-z]+ed\b/i.test(piece);
      tail.push(finish(`${capitalize(person)} ${described ? '' : person === 'they' ? 'are ' : 'is '}${piece}`, '.'));
      continue;
    }
    // "..., he's got a cough, back saturday for the match": when they return, said of whoever the clause before was about.
    const back = /^(?:and\s+)?(?:(should|will|might|may) be\s+)?back\s+((?:on|by|for|from|next|this|in time for)\s+.+|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b.*|tomorrow\b.*|next week\b.*|the (?:week|day|weekend) after\b.*|after (?:the|half|that)\b.*|in (?:a|two|three|\d+) (?:days?|weeks?)\b.*)$/i.exec(piece);
    const who = back ? lastPronoun(/\b(he|she|they|I|we)\b(?!')|\b(he|she|they|I|we)'(?:s|re|m|ve|ll|d)\b/gi) : undefined;
    if (back?.[2] && who) {
      flush();
      if (current) tail.push(closeSentence(current));
      current = undefined;
      const subject = who.toLowerCase() === 'i' ? 'I' : capitalize(who.toLowerCase());
      tail.push(finish(`${subject} ${back[1] ?? 'will'} be back ${back[2].replace(/^((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i, 'on $1')}`, '.'));
      continue;
    }
    // "..., if money is tight speak to me privately": the condition, then what to do, as its own sentence.
    const condition = /^if\s+((?:[\w'£$%-]+\s+){1,6}?(?:is|are|was|were|isn't|aren't|can't|cannot|have|has|need|needs|want|wants|do|does|don't|doesn't)\b(?:\s+[\w'-]+){0,3}?)\s+((?:please\s+)?(?:speak|talk|contact|email|call|let me know|message|text|come|ask|tell|get in touch|reply|pop|drop|see|reach out|have a word)\b.*)$/i.exec(piece);
    if (condition?.[1] && condition[2]) {
      flush();
      if (current) tail.push(closeSentence(current));
      current = undefined;
      tail.push(finish(`If ${condition[1]}, ${/^please\b/i.test(condition[2]) ? condition[2] : `please ${condition[2]}`}`, '.'));
      continue;
    }
    const suggested = suggestion(piece);
    if (suggested) {
      flush();
      if (current) tail.push(closeSentence(current));
      current = undefined;
      tail.push(suggested);
      continue;
    }
    const kind = kindOf(piece);
    // A short part with no clause of its own, next to other details, is one of them ("budget around £1500").
    if ((listed || CAUSE.test(piece)) && ((CAUSE.test(piece) && piece.split(/\s+/).length <= 4 && !/\b(?:is|are|was|were|has|have|had|I|we)\b/i.test(piece)) || kind === 'fragment' || (details.length > 0 && kind === 'rest' && piece.split(/\s+/).length <= 7 && !/^(?:and|or|but|which|who|that|want|wanted|need|needed|would|could|can|please|pls|I|we)\b/i.test(piece)))) {
      details.push(piece);
      continue;
    }
    flush();
    if (kind === 'rest' || kind === 'fragment') {
      (current ?? headParts).push(piece);
      continue;
    }
    // "student no 2290415", "employee id E4471": who the writer is, said as its own sentence.
    const own = kind === 'reference' ? /^(?:(?:my|our)\s+)?(student|employee|staff|patient|applicant|member(?:ship)?|customer|candidate|pupil)\s*(no\.?|number|id|#|ref(?:erence)?)?\s*(?:is\s+|:\s*)?([A-Z0-9][\w/-]*\d[\w/-]*)$/i.exec(piece.trim()) : null;
    if (own?.[1] && own[3]) {
      if (current) tail.push(closeSentence(current));
      current = undefined;
      tail.push(`My ${own[1].toLowerCase()} ${/^id$/i.test(own[2] ?? '') ? 'ID' : /^ref/i.test(own[2] ?? '') ? 'reference' : 'number'} is ${own[3]}.`);
      continue;
    }
    if (kind === 'reference') {
      const target = current ?? (tail.length > 0 ? undefined : headParts);
      const ref = `(${piece.replace(/^(?:my|our|the)\s+/i, '').replace(/\s+is\s+/i, ' ')})`;
      if (target) target[target.length - 1] = `${target[target.length - 1]} ${ref}`;
      else tail[tail.length - 1] = `${tail[tail.length - 1]!.replace(/[.?!]$/, '')} ${ref}${/\?$/.test(tail[tail.length - 1]!) ? '?' : '.'}`;
      continue;
    }
    if (current) tail.push(closeSentence(current));
    if (kind === 'question') {
      tail.push(asQuestion(piece));
      current = undefined;
      continue;
    }
    const bare = kind === 'clause' && !PERSON_NEWS.test(piece) && !isFirstName(piece.split(/\s+/)[0] ?? '') && !PERSON_DOING.test(piece) && /^[a-z]+s?\s+(?:is|are|was|were|will|has|have|starts|ends|begins|needs|moves|runs|opens|closes|stays)\b/.test(piece) && !MASS.test(piece) && docOf(piece).terms().first().has('#Noun') && !docOf(piece).terms().first().has('(#Pronoun|#Person|#Place|#Organization|#Plural)');
    current = [bare ? `The ${piece}` : kind === 'attach' ? `I have attached ${piece.replace(/^attach(?:ing)?\s+/i, '').replace(/^(?!(?:the|a|an|my|our|your)\b)/i, 'the ')}` : kind === 'progressive' && /\b(?:sent|shipped|posted|dispatched|delivered)\b/i.test(text) ? `It will be ${piece}` : kind === 'hours' ? `${/\b(?:we|our)\b/i.test(text) ? "We're" : "It's"} ${piece.replace(/^(closed|open)\s+(?!on\b)/i, '$1 on ')}` : kind === 'elliptic' ? elliptic(piece) : kind === 'subjectless' ? withSubject(piece, /^we\b/i.test(text), tail[tail.length - 1] ?? headParts.join(' ')) : kind === 'state' ? `I'm ${piece}` : kind === 'still' ? `${/^(?:still|also)\s+not\b/i.test(piece) ? "It's" : "There's"} ${piece.replace(/^also\s+/i, 'also ')}` : kind === 'progressive' ? `${/\bwe\b/i.test(text) ? "We'll" : "I'll"} be ${piece}` : kind === 'ongoing' ? `${/\bwe\b/i.test(text) ? "We're" : "I'm"} ${piece}` : MINE.test(piece) ? `My ${piece.replace(/^(last day|first day|last shift|start date|end date)\s+(?:on\s+)?(?!(?:is|was|will|would|at|has|here|there|of|in)\b)(?=\d|the\b|next\b|this\b|tomorrow\b|today\b|[A-Z]|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)/i, '$1 will be ')}` : THE.test(piece) && kind === 'clause' ? `The ${piece}` : kind === 'imperative' ? `Please ${/^[A-Z]{2,}\b/.test(piece) ? piece : `${piece.charAt(0).toLowerCase()}${piece.slice(1)}`}` : piece];
  }
  flush();
  if (current) tail.push(closeSentence(current));
  return { head: headParts.join(', '), tail };
}

function closeSentence(pieces: readonly string[]): string {
  return finish(capitalize(pieces.join(', ')), '.');
}

/** A whole statement as sentences: "the wheel snapped off, want compensation" -> two sentences. */
export function rebuildStatement(raw: string): string {
  return rebuild(raw).replace(/\) \(/g, ', ');
}

function rebuild(rawInput: string): string {
  const raw = helperVerbs(rawInput);
  // "full groom going from £45 to £52": a change said without its verb's helper.
  let text = raw.replace(/^((?:(?:the|our|a|an|my)\s+)?(?!(?:I|we|you|he|she|they|it|I'm|we're)\b)[a-z][\w-]*(?:\s+(?!(?:is|are|was|were|be|been|am|will|not)\b)[a-z][\w-]*){0,2})\s+(going|moving|changing|rising|increasing|dropping|coming|switching)\s+(?=(?:from|up|down|to|back)\b)/i, (_m, noun: string, verb: string) => `${/^(?:the|our|a|an|my)\s/i.test(noun) ? noun : `the ${noun}`} ${/s$/i.test(noun) && !/ss$/i.test(noun) ? 'are' : 'is'} ${verb} `);
  // "send a gift and congrats" under a decline: what the writer will do, and the wish, not an ask.
  text = text.replace(/(^|,\s+)(?:and\s+|but\s+)?(?:will\s+)?send\s+((?:a|an|some)\s+(?:gift|card|present|hamper|little something)|flowers)(\s+and\s+(?:congrats|congratulations))?\s*$/i, (_m, lead: string, what: string, wish: string | undefined) => `${lead ? '. ' : ''}${/\b(?:we|we're|we've|our|us)\b/i.test(text) ? "We'll" : "I'll"} send ${what.toLowerCase()}${wish ? '. Congratulations' : ''}`);
  // "it'll be an extra $1200 and pushes the launch back": both are what will happen.
  text = text.replace(/\b(will be|'ll be)\s+([^,.;]{2,40}?)\s+and\s+(pushes|moves|adds|means|delays|takes|brings|costs|needs)\b/i, (_m, will: string, what: string, verb: string) => `${will} ${what} and will ${verb.toLowerCase() === 'pushes' ? 'push' : verb.replace(/s$/i, '')}`);
  // ", gloves and bags provided": what will be there.
  text = text.replace(/(^|,\s+)((?:[\w-]+(?:\s+(?:and|&)\s+|\s+)?){1,4}?)\s+provided(?=\s*(?:[,.;]|$))/gi, (_m, lead: string, what: string) => `${lead}${what} will be provided`);
  // "costs have gone up" after a comma is the reason.
  text = text.replace(/,\s+(costs|prices|rents?|fees|rates|wages|taxes)\s+(have|has)\s+(gone up|risen|increased)\b/i, ', as $1 $2 $3');
  // "amazon order never arrived": whose order.
  text = text.replace(/^(?:([A-Z][\w&'-]*)\s+)?(order|parcel|package|delivery|refund|subscription|booking|account|phone|laptop|car|bike)\s+(?=(?:never|still|hasn't|has|was|is|didn't|did|arrived|came|got|keeps|stopped|won't|isn't|wasn't)\b)/, (m, brand: string | undefined, thing: string) => (brand && /^(?:The|My|Our|This|That|A|An|I|We)$/.test(brand) ? m : `my ${brand ? `${brand} ` : ''}${thing} `));
  // "sent her the proposal 2 weeks ago no answer": not heard back.
  text = text.replace(/,?\s+(?:and\s+|but\s+)?(?:still\s+)?no\s+(?:answer|reply|response|word)(?:\s+yet)?\s*$/i, ", but I haven't heard back yet");
  // "field trip to the science museum on nov 14, permission slips and $12 due by nov 7": an event
  // and its date, and what is due when, each said as a sentence.
  const VERBLESS = /\b(?:is|are|was|were|will|would|has|have|had|be|been|I|we|you|he|she|they|it|can|need|needs)\b/i;
  const fragments = text.split(/,\s+/);
  if (fragments.length <= 3 && fragments.every((fragment) => !VERBLESS.test(fragment))) {
    let changed = false;
    const said = fragments.map((fragment) => {
      const event = fragment.replace(/^(?:(?:the|our|a|an)\s+)?((?:[\w'-]+\s+){0,3}(?:trip|party|meeting|event|picnic|concert|game|match|fundraiser|sale|assembly|workshop|training|dinner|lunch|potluck|celebration|ceremony|recital|show|fair|tournament|rehearsal|session|webinar|conference|retreat|outing|tour|drive|cleanup|clean-up|social|meetup|meet-up)(?:\s+(?:to|at|for|with|in)\s+(?:the\s+|our\s+)?[\w' -]{2,40}?)?)\s+(?=(?:on|this|next)\s+\S)/i, (_m, what: string) => `our ${what.charAt(0).toLowerCase()}${what.slice(1)} is `);
      const due = event.replace(/^((?:the\s+)?(?:[\w$£€.'-]+\s+){0,5}?[\w$£€.'-]+)\s+due\s+(?=(?:by|on|before|at|this|next|tomorrow|today)\b)/i, (_m, what: string) => `${what} ${/\band\b|s$/i.test(what.trim()) ? 'are' : 'is'} due `);
      if (due !== fragment) changed = true;
      return due;
    });
    if (changed) text = said.map((fragment, index) => (index === 0 ? fragment : `${fragment.charAt(0).toUpperCase()}${fragment.slice(1)}`)).join('. ');
  }
  // "theyre really loud after midnight" to the neighbour: what the writer has noticed, not an accusation.
  text = text.replace(/^you(?:'re| are)\s+(?:really\s+|very\s+|so\s+|quite\s+|super\s+|extremely\s+)?(loud|noisy)\b/i, (_m, how: string) => `I've noticed it has been quite ${how.toLowerCase()}`);
  // "ive got work at 6am": "I have work", in any register.
  text = text.replace(/\bI(?:'ve| have) got (?=(?:work|school|class|college|uni|a shift|an early shift)\b)/g, 'I have ');
  // "my last day dec 19": what that day will be.
  text = text.replace(/\b([Mm]y (?:last day|first day|last shift|start date|end date|leaving date))\s+(?:on\s+)?(?=\d|the\s+\d|next\s|this\s|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b)/g, '$1 will be ');
  // "ready monday not friday": the day set off from the one it replaces.
  text = text.replace(/\b((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|tomorrow|today|next week|this week)\s+not\s+(?=(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|tomorrow|today|next week|this week)\b)/gi, '$1, not ');
  // "a full refund not a voucher": the alternative set off.
  text = text.replace(/\b(?!(?:do|does|did|is|are|was|were|will|would|could|should|can|have|has|had|am|be|but|and|or|if|why|whether|maybe|perhaps)\b)([a-z]{3,})\s+not\s+(a|an|the)\s+(?=[a-z]+(?:\s+[a-z]+)?\s*$)/gi, '$1, not $2 ');
  // "want it fixed by friday": a wish put as a request, not a demand.
  text = text.replace(/\b(I|we)\s+(?:really\s+)?want\s+(?=(?:it|them|this|that|the|my|our|a|an|one|both|some|all|each|every|my)\b)/g, (_m, who: string) => `${who} would like `);
  // "lowest is 180": the lowest the writer will accept.
  text = text.replace(/^(?:the\s+)?lowest\s+(?:I(?:'ll| will| can| could)\s+(?:go|do|take|accept)\s+)?is\s+/i, 'the lowest I can accept is ');
  // "the fridge isn't working since monday": it hasn't been.
  text = text.replace(/\b(is|are)(?:\s+not|n't)\s+(\w+ing)\s+since\b/gi, (_m, verb: string, ing: string) => `${/^is$/i.test(verb) ? 'has' : 'have'} not been ${ing} since`);
  // "i'd like to but only after 5pm": the writer is only free then.
  text = text.replace(/\b(I(?:'d| would) (?:like|love) to),?\s+but\s+only\s+(?=(?:after|before|on|in|at|from|between|if)\b)/i, '$1, but I am only available ');
  // "receipts attached": the writer attached them.
  text = text.replace(/(^|,\s+)((?:the\s+|my\s+)?(?:receipts?|photos?|pictures?|invoices?|documents?|cv|resume|screenshots?|quote|contract|forms?|tickets?|statement|report|proof|(?:doctor's\s+|doctors\s+|sick\s+|medical\s+|gp\s+|GP\s+)?(?:note|letter|certificate)))\s+(?:are\s+|is\s+)?attached\b/gi, (_m, lead: string, what: string) => `${lead}I have attached ${/^(?:the|my)\s/i.test(what) ? what.replace(/\b(?:cv|resume)\b/i, (cv) => (/^cv$/i.test(cv) ? 'CV' : cv)) : /^(?:doctor'?s\b|sick|medical|gp)/i.test(what) ? `a ${what.replace(/^doctors\b/i, "doctor's").replace(/^gp\b/i, 'GP')}` : /^(?:cv|resume)$/i.test(what) ? `my ${what.replace(/^cv$/i, 'CV').replace(/^doctors\b/i, "doctor's").replace(/^gp\b/i, 'GP')}` : `the ${what.toLowerCase()}`}`);
  // "cant do the saturday only sunday": the one that works, set apart.
  text = text.replace(/\b(can't|cannot|can not)\s+do\s+(?:the\s+)?([\w ]{2,20}?)\s+only\s+(?:the\s+)?([\w ]{2,20})$/i, '$1 do $2, only $3');
  // "theres rats now": there are.
  // "theres still 9 people who havent paid": there are, however many.
  text = text.replace(/\b([Tt]here)(?: is|'s)\s+((?:still|now|only|also|already)\s+)?(?!(?:a|an|one|no|this|that|is|was|news|less|gas|bus|glass|class|access|business|process|stress|address|progress|mess|fuss|loss|plus)\b)((?:\d+\s+)?[a-z]+[^s\W]s|(?:\d+\s+|(?:elderly|older|young|old|small|little|vulnerable|disabled|other|more|many|lots of|loads of|some)\s+)?(?:people|children|kids|men|women))\b/g, (_m, there: string, adverb: string | undefined, what: string) => `${there} are ${adverb ?? ''}${what}`);
  // "wedding's postponed": the thing, with its verb.
  text = text.replace(/(^|,\s+)(?!(?:it|that|this|he|she|there|here|what|who|everything|nothing|everyone|someone)'s\b)([a-z]+)'s\s+(postponed|cancell?ed|off|delayed|moved|booked|full|closed|over|done|late|broken|paying|covering it|buying|providing|hosting)\b/i, (_m, lead: string, thing: string, state: string) => `${lead}the ${thing.toLowerCase()} ${/^(?:postponed|cancell?ed|delayed|moved|booked)$/i.test(state) ? 'has been' : 'is'} ${state.toLowerCase()}`);
  // "applied 4 weeks ago and heard nothing": not heard anything since.
  text = text.replace(/\band\s+(?:have\s+)?heard nothing(?:\s+back)?\b/i, "and haven't heard anything since").replace(/\bgotta\b/gi, 'have to');
  // "childcare reasons" on its own: the reason for the rest.
  if (/^[\w' -]{2,30}\s+reasons$/i.test(text.trim())) return `This is for ${text.trim().toLowerCase()}.`;
  if (CAUSE.test(text.trim()) && text.trim().split(/\s+/).length <= 4 && !/[,;]/.test(text) && !/\b(?:is|are|was|were|has|have|had)\b|^(?:yes|no|ok|okay|sure|not|never|I|I'm|we|we're|he|he's|she|she's|they|they're|it|it's)\b/i.test(text.trim()) && !docOf(text).terms().first().has('#Verb')) return `This is due to ${/^(?:a|an|the|my|our|some)\b/i.test(text.trim()) || /s$|\b(?:stuff|business|illness|bereavement|trouble)$/i.test(text.trim()) ? '' : /^[aeiou]/i.test(text.trim()) ? 'an ' : 'a '}${text.trim().replace(/^\w/, (c) => c.toLowerCase())}.`;
  // "pause it for 2 months not cancel": rather than.
  text = text.replace(/\s+not\s+(cancel|end|stop|close|quit|delete|remove)(?:\s+it)?\s*$/i, ' rather than $1 it');
  // "yes I am interested but cannot do Wednesday": the subject carries over after "but"/"and"/"so".
  text = text.replace(/^(yes|no|sure|okay|ok)\s+(?=I\b)/i, '$1, ').replace(/^(yes|no|sure|okay|ok)\s+but\b/i, '$1, but');
  // "... and can I bring my dog": the question is its own sentence.
  const ask = /,?\s+(?:and|but|also)\s+(can|could|may|should)\s+(I|we|it|you|they|everyone|everybody|you all|people)\s+(.+)$/i.exec(text);
  const askTail = ask ? ` ${ask[1]!.toLowerCase() === 'can' ? 'Could' : capitalize(ask[1]!.toLowerCase())} ${ask[2] === 'I' ? 'I' : ask[2]!.toLowerCase()} ${ask[3]!.replace(/[?.!]+$/, '').replace(/,?\s+as\s+(we're|we are|I'm|I am)\s+/i, ', as $1 ')}?` : '';
  if (ask) text = text.slice(0, ask.index);
  if (/^(?:(?:yes|no|sure|okay|ok),\s+)?I\b/i.test(text)) {
    // ("so dont freeze my card" asks the reader; "so don't feel up to it" is the writer's.)
    text = text.replace(/\bso\s+(?:please\s+)?(?:don't|do not|dont)\s+(?!(?:feel|want|need|have|know|think|like|mind|see|expect|get|really)\b)(?=\w+\s+(?:my|our|the|it|this|that|any|me|us)\b)/gi, 'so please do not ');
    text = text.replace(/\b(but|and|so)\s+(?=(?:can't|cannot|won't|don't|didn't|couldn't|wasn't|haven't|need|want|will|would|can|could)\b(?!\s+I\b))/g, '$1 I ');
  }
  text = text.replace(/(\b\w+(?:\s+\w+){2,}?)\s+but\s+I\b/, (m, before: string) => (/,$/.test(before) ? m : `${before}, but I`));
  const first = QUESTION.test(text) || WH_QUESTION.test(text) ? asQuestion(text) : undefined;
  if (first && !/,\s/.test(text)) return first;
  const notes = noteList(text);
  if (notes) return `${listBlock(notes)}${askTail}`;
  const { head, tail } = splitRunOn(text);
  const headKind = kindOf(head);
  // "group project, presentation is next thursday ...": the topic, then the news about it.
  if (headKind === 'fragment' && head.split(/\s+/).length <= 4 && tail.length > 0 && !(tail[0] ?? '').startsWith(LIST_LEAD) && !/^Could you/.test(tail[0] ?? '') && !/[,:]/.test(head) && !/^(?:re|about|regarding|yes|no|sure|ok|okay|thanks|still|also|just|really|very|so|not|from|on|at|in|by|for|to|with|after|before|until|till|since|during|over|under|each|every|per)\b/i.test(head) && docOf(head).terms().last().has('#Noun') && !docOf(head).has('#Adjective$')) {
    const topic = /^(?:the|my|our|your|a|an|this)\b/i.test(head) ? head.charAt(0).toLowerCase() + head.slice(1) : `the ${head.charAt(0).toLowerCase()}${head.slice(1)}`;
    return `About ${topic}: ${/^(?:I\b|[A-Z]{2,}|[A-Z][a-z]+\s+[A-Z])/.test(tail[0]!) ? tail[0]! : `${tail[0]!.charAt(0).toLowerCase()}${tail[0]!.slice(1)}`}${tail.length > 1 ? ` ${tail.slice(1).join(' ')}` : ''}${askTail}`;
  }
  // The first detail of a list is part of it: "for my dad's 60th, 40 people, buffet, ...".
  if (headKind === 'fragment' && (tail[0] ?? '').startsWith(`${LIST_LEAD}\n`) && !/,/.test(head)) {
    tail[0] = tail[0]!.replace(`${LIST_LEAD}\n`, `${LIST_LEAD}\n- ${capitalize(head)}\n`);
    return `${tail.join(' ')}${askTail}`;
  }
  // "claim number CLM-30917, ...": a reference given first is a label, not a sentence.
  if (headKind === 'reference' && tail.length > 0) {
    const label = head.replace(/^(?:my|our|the)\s+/i, '').replace(/\s+is\s+/i, ' ').replace(/^(\D+?)\s*#?\s*([A-Z0-9][\w-]*\d[\w-]*)$/i, '$1: $2');
    return `${[...tail].join(' ')} (${label.charAt(0).toLowerCase()}${label.slice(1)})${askTail}`.replace(/([.?!]) \((.+?)\)$/, ' ($2)$1');
  }
  const bareHead = headKind === 'clause' && !PERSON_NEWS.test(head) && !isFirstName(head.split(/\s+/)[0] ?? '') && !PERSON_DOING.test(head) && /^[a-z]+(?:\s+[a-z]+){0,2}\s+(?:is|are|was|were|will|has|have|starts|ends|needs)\b/.test(head) && !MASS.test(head) && !/^(?:my|our|your|his|her|their|the|a|an|this|that|these|those|some|any|no|every|each|one|other)\b/i.test(head) && docOf(head).terms().first().has('#Noun') && !docOf(head).terms().first().has('(#Pronoun|#Person|#Place|#Organization|#Plural)');
  const lead = bareHead ? `The ${head}` : headKind === 'subjectless' && !/^(?:I|we)\b/.test(head) ? withSubject(head) : MINE.test(head) ? `My ${head}` : THE.test(head) && /\b(?:is|are|was|were|will be|has been)\b/.test(head) ? `The ${head.charAt(0).toLowerCase()}${head.slice(1)}` : headKind === 'elliptic' ? elliptic(head) : head;
  const opening = headKind === 'question' ? asQuestion(head) : finish(capitalize(lead), '.');
  return [opening, ...tail].join(' ') + askTail;
}
