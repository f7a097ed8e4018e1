// Understand: the visitor's message -> a request frame. Who the email goes to, who writes, the
// speech acts with the visitor's own content in the email's voice, the details, the constraints.
import type { Template } from '../../../contract/index.ts';
import nlp from 'compromise';
import { normalize } from './normalize.ts';
import { countWords, escapeRegExp, ILLNESSES, MONTH, NAME_TOKENS, nameCase, titleCase, wordTags } from '../text.ts';
import { type QuotedEmail, replyRecipient, splitQuoted } from './quoted.ts';
import { genderOf, PARTNER, type Recipient, readRecipient } from './recipient.ts';
import { fixAgreement, gerundOf, infinitiveOf, NAMES_A_THING, pluralThings, theyAsYou, toRecipientVoice, withOthersNamed, COUNTED_THINGS } from './voice.ts';
import { GOOD_FRIEND_BUT, MUST_WRITE_HOW, VENT_BUT_NOT, withoutStyleClauses } from './asides.ts';
import { isFirstName, NAME_IS_NOT, unknownWord } from './names.ts';
import { plainInstruction } from './headers.ts';
import { performWishes } from './wishes.ts';

export type Act =
  | 'inform' | 'request' | 'question' | 'askFor' | 'askAbout' | 'about' | 'thank' | 'apologize' | 'congratulate'
  | 'condole' | 'invite' | 'remind' | 'offer' | 'propose' | 'complain' | 'followUp' | 'cancel' | 'reschedule'
  | 'wish' | 'introduce' | 'announce' | 'confirm' | 'accept' | 'decline' | 'apply' | 'recommend' | 'welcome'
  | 'resign' | 'update' | 'reason' | 'promise' | 'checkIn' | 'reconnect' | 'negotiate' | 'share' | 'purpose';

/** Whether the act's text is a clause ("I'm sick"), a verb phrase ("send the contract"), a noun phrase or nothing. */
export type Form = 's' | 'vp' | 'np' | 'none';

export interface Segment {
  act: Act;
  form: Form;
  /** The visitor's content in the email's voice, without final punctuation. */
  text: string;
  /** For questions: "if", "whether", "when"... or "direct" for "can I leave early". */
  wh?: string;
}

export type Descriptor =
  | 'resignation' | 'complaint' | 'thanks' | 'follow-up' | 'application' | 'apology' | 'condolence' | 'invitation'
  | 'reminder' | 'introduction' | 'recommendation' | 'reference' | 'cold' | 'welcome' | 'farewell' | 'out-of-office'
  | 'update' | 'announcement' | 'cover-letter' | 'quote' | 'refund' | 'congratulations' | 'get-well' | 'birthday'
  | 'reply' | 'sick' | 'late' | 'recap' | 'newsletter' | 'negotiation' | 'raise' | 'leave' | 'extension' | 'cancellation';

export interface Constraints {
  noExclamation?: boolean;
  length?: 'short' | 'long';
  /** "under 120 words" */
  maxWords?: number;
  /** "100-150 words": the floor of a range the visitor gave. */
  minWords?: number;
  /** "a 3-5 word subject line" */
  subjectMaxWords?: number;
  /** "with a clear way to opt out" (cold emails always get one). */
  optOut?: boolean;
  /** "ending with a yes-or-no question", "one small ask". */
  yesNoAsk?: boolean;
  /** "include our postal address" (cold email law in many places). */
  postalAddress?: boolean;
  /** "{{firstName}}" merge fields the visitor wants kept. */
  mergeFields?: string[];
  tone?: 'formal' | 'casual' | 'firm' | 'warm' | 'polite' | 'apologetic' | 'enthusiastic';
}

export interface Frame {
  /** The message as received: the seed of every choice. */
  message: string;
  recipient?: Recipient;
  senderName?: string;
  /** The sender writes for an organisation ("our customers", "we"). */
  business: boolean;
  descriptor?: Descriptor;
  segments: Segment[];
  quoted?: QuotedEmail;
  constraints: Constraints;
  /** The request had nothing to say beyond its kind ("write a thank-you email"). */
  thin: boolean;
}

const ACT_VERBS =
  'ask|inquire|enquire|add|tell|let|inform|notify|update|explain|mention|say|share|confirm|announce|warn|thank|apologi[sz]e|congratulate|invite|remind|wish|offer|propose|suggest|request|complain|follow up|cancel|reschedule|decline|turn down|accept|resign|apply|recommend|introduce|welcome|reconnect|check in|check|reach out|promise|reaffirm|highlight|express|stress|emphasi[sz]e|note|give|send|list|outline|see|find out|beg|urge|encourage|email|e-mail|message|text|write|reply|respond|get back|contact|negotiate|pitch|push back|clarify';
const PARTICIPLES =
  'adding|asking|telling|letting|informing|notifying|updating|explaining|mentioning|saying|sharing|confirming|announcing|warning|thanking|apologi[sz]ing|congratulating|inviting|reminding|wishing|offering|proposing|suggesting|requesting|complaining|following up|cancell?ing|rescheduling|declining|accepting|recommending|introducing|welcoming|promising|reaffirming|highlighting|expressing|stressing|emphasi[sz]ing|noting|giving|listing|outlining|including|pointing out|clarifying|negotiating|pitching|checking';
// "by" ends whom the email goes to ("email Sam by friday"), unless it joins two capitalised words of a
// firm's name ("Hair by Marisa"); a day, a month or "Email" after it is when or how, not a name.
const BY_NOT_IN_A_NAME = String.raw`by(?!(?<=(?-i:[A-Z])[a-z]+\s+by)\s+(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Christmas|Easter|Tomorrow|Today|Tonight|Noon|Midday|End|Then|Now|Next|This|The|Email|Phone|Post|Text)\b)(?-i:[A-Z])[a-z]+)`;
const STOPS = `(?=\\s+(?:${PARTICIPLES}|their|his|her|your|its|(?![a-z]+ing\\s+(?:coach|teacher|instructor|club|class|group|team|tutor|school|lessons?|partner|buddy)\\b)(?!(?:letting|building|morning|evening|marketing|accounting|engineering|housing|nursing|planning|training|parking|booking|wedding|clothing|catering|banking|hiring|recruiting|consulting|licensing|pricing|billing|shipping|lending|printing|plumbing|cleaning|landscaping|walking|sitting|grooming|decorating|roofing|gardening|tutoring|coaching|boarding|funding|fundraising|learning|testing|manufacturing|publishing|advertising|gaming|staffing|ticketing|nothing|anything|something|everything|thing|king|spring|ring|string|ceiling|bring|sing|wing|swing|sibling|during|ongoing|outgoing|incoming|upcoming|belonging|darling|meaning)\\b)[a-z]{3,}ing(?!\\s+(?:customers|clients|business|businesses|services?|salon|shop|studio|company|appointments?|members|team|staff|class|classes|group|club|sessions?|school|list)\\b)|that|to|for|about|regarding|re|on|of|if|whether|permission|approval|saying|asking|telling|letting|giving|thanking|thanks|thank you|sorry|congrats|congratulations|happy birthday|apologi[sz]ing|offering|mentioning|explaining|highlighting|requesting|inviting|reminding|confirming|informing|pitching|proposing|suggesting|complaining|starting|following up|checking|with|and|but|because|since|as|who|whose|how|what|when|why|where|after(?!-)|before|so|the|a|an|this|these|those|my|our|some|no|I|I'm|I'll|I've|I'd|we|we're|we'll|it|it's|there|they|they're|they've|they'd|he|he's|she|she's|is|are|was|were|will|has|have|can|could|would|should|please|${BY_NOT_IN_A_NAME}|in|with|know|tomorrow|today|tonight|yesterday|next|this|last|asap|immediately|soon|again|back|up|just|only|really|also|quickly)\\b|\\s*[,:;.!?()\\n-]|\\s*$)`;
const RP = `((?:(?:all\\s+(?:of\\s+)?)?(?:the|a|an|my|our|your|their|his|her)\\s+)?(?:[\\w'’&\\[\\]{}-]+(?:\\.[\\w'’&\\[\\]{}-]+)*(?:\\.(?=[^\\s.])|(?<=\\b(?:[Mm][Rr][Ss]?|[Mm][Ss]|[Dd][Rr]|[Pp]rof|[Ss][Tt]|[Mm][Xx]|[Jj][Rr]|[Ss][Rr]|[Cc]o|[Ii]nc|[Ll]td|[A-Za-z]))\\.)?)(?:\\s+(?!(?:that|to|for|about|regarding|if|whether|saying|asking|telling|and|but|because|who|whose|how|what|when|why|the|a|an|my|our|I|I'm|I've|I'll|I'd|we|we've|we're|we'll|it|it's|please|${BY_NOT_IN_A_NAME}|in|know|their|his|her|your|its|permission|whether|of)\\b)(?:[\\w'’&\\[\\]{}-]+(?:\\.[\\w'’&\\[\\]{}-]+)*(?:\\.(?=[^\\s.])|(?<=\\b(?:[Mm][Rr][Ss]?|[Mm][Ss]|[Dd][Rr]|[Pp]rof|[Ss][Tt]|[Mm][Xx]|[Jj][Rr]|[Ss][Rr]|[Cc]o|[Ii]nc|[Ll]td|[A-Za-z]))\\.)?)){0,7}?(?:\\s+(?:at|from)\\s+(?:the\\s+)?(?-i:[A-Z][\\w&'.-]*(?:\\s+[A-Z][\\w&'.-]*){0,3})|\\s+from\\s+the\\s+[\\w-]+\\s+(?:team|department|office))?)${STOPS}`;

const OBJECT_PRONOUN = /^(?:him|her|them|you)\b\s*/i;

/** Reads one visitor message (with an optional template) into a frame. */
/** "following up on this, no reply in 8 days": a chase of the visitor's own email, pasted below. */
/** "send it again but firmer", "write a 2nd reminder": the pasted email is the visitor's own, sent again. */
const RESEND = /\b(?:send (?:it |this )?again|resend|re-send)\b|^\s*(?:i\s+)?sent\s+(?:this|that|it)\b.*\b(?:2nd|second|3rd|third|final)\s+(?:reminder|chaser|nudge)\b/is;
const OWN_CHASE = /^\s*(?:(?:I'm|I am)\s+)?(?:following up|follow up|chasing|chase|nudg(?:e|ing)|bump(?:ing)?)\s+(?:on|about|re)\s+(?:this|that|my (?:email|message)|the (?:email|message) (?:below|above))\b|\bno (?:reply|response|answer)(?: yet)?\s+(?:in|for|after)\s+\d|\b(?:haven't|have not|never|still not)\s+(?:heard back|had a reply|got a reply|received a reply|had an answer)\b|(?:^\s*|\b(?:I|we)\s+)sent\s+(?:this|that|it|my|our|the)\b[^\n:]{0,60}?\b(?:heard nothing|nothing back|no (?:reply|response|answer|word)|(?:haven't|have not|not)\s+heard\b|radio silence|ghosted)/i;

/** Where a newcomer reports on arrival: "reception", "the front desk". */
// A day or a month, capitalised like a name but naming none ("booked ... with Friday").
const CALENDAR_WORD = /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b/;
export const ARRIVAL_DESK = /^(?:reception|the front desk|security|the site office)$/i;

/** "I need an extension on my dissertation from Dr. Kowalski, due the 15th": what is needed, and from whom. */
function neededFrom(segments: readonly Segment[]): { segment: Segment; person: string; thing: string; ask: boolean } | undefined {
  for (const segment of segments) {
    // ("want my £950 deposit back from the landlord": the one who holds it.)
    const need = /(^|,\s*)(?:I\s+)?(?:need|want|would like|'d like|am asking for|am after)\s+((?:a|an|the|my|our|some)\s+[^,.;]{2,60}?)\s+from\s+((?:Dr|Mr|Mrs|Ms|Miss|Prof|Professor)\.?\s+[A-Z][\w'-]+|(?:the|my|our)\s+(?:landlord|landlady|letting agent|agent|agency|employer|old employer|school|university|uni|council|gym|hotel|airline|bank|insurer|builder|seller|garage|tutor|lecturer|supervisor))(?=\s*(?:[,.;]|$))/i.exec(segment.text);
    if (!need?.[2] || !need[3]) continue;
    const rest = segment.text.slice(need.index + need[0].length);
    // (Said first, it is the request itself; said after what happened, it stays in its place.)
    if (need.index === 0) return { segment, person: need[3], thing: `${need[2]}${rest}`, ask: true };
    return { segment, person: need[3], thing: `${segment.text.slice(0, need.index)}${need[1]}I would like ${need[2]}${rest}`, ask: false };
  }
  return undefined;
}

/** "im the letting agent": the writer manages the property. */
const LETTING_AGENT = "(?:I'm|I am)\\s+(?:the|their|his|her)\\s+(?:letting agent|landlord|landlady|property manager|managing agent|agent)";
/** "tenant at 7 orchard close is ...": the tenant, where, and the verb said of them. */
const TENANT_AT = /^(?:the\s+|my\s+|our\s+)?tenants?\s+(?:at|in|of)\s+([^,]+?)\s+(is|are|has|have)\s+/i;

/** Words for the writer's child, as a school is told of them. */
const CHILD = 'son|daughter|child|kid|boy|girl';

/** "..., ask the vet": the instruction to ask comes last, after what to ask. */
const ASKED_LAST = /[,.;]\s*(?:and\s+)?(?:pls\s+|please\s+|can you\s+|could you\s+)?ask\s+(?:the|my|our|a|an|[A-Za-z]+)\b[^,.;!?]{0,40}[.!?]?\s*$/i;

/** Whether the visitor typed "please confirm" before this clause: the reader is to confirm it. */
function pleaseConfirms(message: string, clause: string): boolean {
  const start = escapeRegExp(clause.split(/\s+/).slice(0, 2).join(' ').toLowerCase());
  return new RegExp(`\\b(?:pls|please)\\s+confirm\\s+(?:that\\s+)?${start}`, 'i').test(message);
}

export function understand(rawMessage: string, template?: Template): Frame {
  // "reply all to this": who else gets the reply is the visitor's to choose when sending.
  const replyAll = /\b(?:reply|respond)(?:[- ]to[- ]all|[- ]all)\b/i.test(rawMessage);
  const split = splitQuoted(rawMessage.trim().replace(/\b(reply|respond)(?:[- ]to[- ]all|[- ]all)\b/gi, '$1'));
  const quoted = split.quoted;
  // "---" between the pasted email and what to answer is a separator, not the start of the instruction.
  // ("reply to this email:" is "reply to this:", not an email about a reply.)
  const instruction = split.instruction.replace(/^\s*[-–—_=~*]{2,}\s*/, '').replace(/^(\s*(?:(?:pls|please|can you|could you)\s+)?(?:reply|respond|answer)\s+to\s+)(?:this|the)(?:\s+(?:e-?mail|message))?(?:\s+(?:below|above))?(?:\s*:|\s+from\s+(?:my\s+|our\s+|the\s+)?[\w&' -]{1,30}?\s*[:,])/i, '$1this:');
  const frame: Frame = { message: rawMessage, business: false, segments: [], constraints: {}, thin: false };
  // "email applying for a barista job at a coffee shop": the application is the instruction.
  let text = plainInstruction(readHeader(plainInstruction(punctuateRunOns(withoutWhoWrites(normalize(instruction.replace(VENT_BUT_NOT, '$1')), frame).replace(/^(?:(?:pls|please|can you|could you)\s+)?(?:(?:write|draft|need)\s+(?:me\s+)?)?(?:an?\s+)?(?:e-?mail|letter|message)\s+applying\s+(?=(?:for|to)\b)/i, 'apply '))), frame));
  // "ask my sister's friend Dan who works at Google if he can look at my CV, I'm applying for a role
  // there": who they are goes with the name; what is asked follows the verb; "there" is that place.
  const who = /^((?:ask|email|message|write to)\s+[\w' ]{1,40}?)\s+who\s+(?:works|is|teaches|studies)\s+((?:at|for|in)\s+[A-Z][\w&' -]{0,30}?)\s+(?=(?:if|whether|to|for|about)\b)/.exec(text);
  if (who?.[1] && who[2]) text = `${who[1]} ${text.slice(who[0].length)}`.replace(/\b(role|job|position|post|internship|opening|vacancy)\s+there\b/i, `$1 ${who[2].replace(/^for\b/i, 'at')}`);
  // "think our parcel went next door, note asking them to drop it round": the note's ask, said as one.
  text = text.replace(/([,.;]\s*)(?:(?:a|an|the)\s+)?(?:(?:quick|short|polite|nice|little|friendly)\s+)?(?:note|e-?mail|message|msg|letter)\s+(asking|telling|reminding|inviting|thanking)\s+(?=(?:them|him|her|the\s+\w+|my\s+\w+)\s)/gi, (_m, lead: string, verb: string) => `${lead}${verb.toLowerCase().replace(/ing$/, '').replace(/^invit$/, 'invite')} `);
  // "need landlord mr delaney to fix it asap", "need HR to send a letter confirming my salary": what the
  // one written to is to do, asked of them ("want my manager to know" is not an ask).
  text = text.replace(new RegExp(String.raw`(^|[,.;]\s*|\band\s+)(?:(?:I|we)\s+)?(?:really\s+|just\s+)?(?:need|want|would like|'d like)\s+(${ASKED_OF})\s+to\s+(?!(?:know|understand|see|realise|realize|feel|think|be aware|hear|like|love|stop being)\b)(?=[a-z])`, 'g'), '$1ask $2 to ');
  // "say no nicely, hes a good friend but ive lent him money before": who they are to the writer,
  // and the reason behind the answer, told to us before "he" becomes "you".
  text = text.replace(new RegExp(String.raw`(^|[,.;]\s*)${GOOD_FRIEND_BUT}\s+[^,.;!?]*`, 'gi'), '$1').replace(MUST_WRITE_HOW, '').replace(/[,;]\s*$/, '').trim();
  if (quoted) {
    // "reply to this email: <pasted> tell her yes but ...": the answer, said as "say yes".
    text = text.replace(/\b(?:tell|let)\s+(?:her|him|them)\s+(?:know\s+)?(yes|no)\b/i, 'say $1');
    // "reply yes all good, invoice attached": the yes is the answer's first word.
    text = text.replace(/^(?:reply|respond|answer)\s+(?:with\s+)?(yes|yeah|yep|no|nope)\b,?\s*(?=\S)/i, (_m, word: string) => `${word.toLowerCase()}, `);
    // "the lowest i can go is 3,400", to an email in pounds: the visitor's amounts are in pounds too.
    const currency = /([£$€])\s?\d/.exec(quoted.text)?.[1];
    // "my actual reading is 14,882": a count of something other than money stays a count.
    // "our budget is 1500": a price said without its thousands comma.
    if (currency) text = text.replace(/\b((?:budget|price|offer|rate|fee|quote|max|maximum|limit|up to|(?:lowest|highest|most|least|best)\s+(?:I|we)\s+can\s+(?:go|do|accept|take)\s+is|go down to|(?:accept|take|settle for|meet you at)(?=\s+\d))\s+(?:is\s+|of\s+|was\s+|around\s+|about\s+)?)(\d{2,6})\b(?![\d%]|[.,]\d|\s*(?:people|guests|words|miles|km|items|units|copies))/gi, (_m, lead: string, amount: string) => `${lead}${currency}${Number(amount).toLocaleString('en-GB')}`);
    if (currency) text = text.replace(/(?<![£$€\d.,])(?<!\b(?:reading|readings|meter|mileage|miles|points|units|kwh|steps|followers|subscribers|views|words|number|no|ref|account|postcode|code)\s+(?:(?:is|was|of|at|now)\s+)?)\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?k)\b(?!\s*(?:%|people|guests|words|miles|km|items|units|copies|kwh|steps|followers|views))/gi, (_m, amount: string) => `${currency}${amount}`);
    // "a handover meeting with kev" under "Kev's moving to the north team": the name as the email spells it.
    const spelt = new Set([...quoted.text.matchAll(/(?<=[a-z,;]\s+|^|[.!?]\s+)([A-Z][a-z]{2,})('s\b)?/g)].filter((m) => isFirstName(m[1]!.toLowerCase()) || (m[2] && !/^(?:It|That|There|Here|What|Who|Where|When|How|Let|Today|Tomorrow|Yesterday|Everyone|Everybody|Nobody|Someone|Somebody|Everything|Nothing|Something|This|He|She)$/.test(m[1]!))).map((m) => m[1]!));
    for (const word of spelt) text = text.replace(new RegExp(String.raw`\b${word.toLowerCase()}\b(?!')`, 'g'), word);
    // "i can do 10% off if they book 6 sessions", to "Budget is tight ... We were hoping ...": "they" is the
    // team that writes, the reader among them.
    if (/\b(?:we|we're|we've|our|us)\b/i.test(quoted.text) && !/\b(?:kids|children|students|pupils|people|guests|parents|members|staff|customers|clients|tenants|players|girls|boys|they're all)\b/i.test(text)) {
      text = text.replace(/\b(if|unless|as long as|provided|once|when)\s+they\s+(?=(?:book|pay|sign|order|commit|agree|take|buy|confirm|can|could|want|need|prefer|go|choose|opt|renew|extend|stay|keep)\b)/gi, (_m, lead: string) => `${lead} you `);
    }
    // "say yes to 9 march" to "we can fit it in the week of 9 March": the week the email offers.
    for (const week of quoted.text.matchAll(new RegExp(String.raw`\b(?:the\s+)?(?:week\s+(?:of|commencing|beginning|starting)|w/c)\s+(\d{1,2})(?:st|nd|rd|th)?\s+(${MONTH})\b`, 'gi'))) {
      text = text.replace(new RegExp(String.raw`(?<!\b(?:of|commencing|beginning|starting|w/c)\s+)\b(?:the\s+)?${week[1]}(?:st|nd|rd|th)?\s+${week[2]}\b`, 'gi'), `the week of ${week[1]} ${titleCase(week[2]!.toLowerCase())}`);
    }
    // "my actual reading is 14,882 ..., send them the reading": what is sent is already said.
    text = text.replace(/(?:,\s*|\s+and\s+)(?:pls\s+|please\s+)?(?:send|give)\s+(?:them|him|her)\s+(?:the|my|our)\s+([\w-]+)(?:\s+(?:again|too|as well))?(?=\s*(?:[,.;!]|\s+and\b|$))/gi, (m, what: string) => (new RegExp(String.raw`\b${what}\b`, 'i').test(text.slice(0, text.indexOf(m))) ? '' : m));
    // "following up on this, no reply in 8 days": the pasted email is the visitor's own, unanswered;
    // the follow-up goes to the one it greeted, signed by its writer.
    const resend = RESEND.test(text);
    if (quoted.sender && ((quoted.greeted && OWN_CHASE.test(text)) || resend)) {
      if (quoted.greeted) frame.recipient = readRecipient(quoted.greeted);
      frame.senderName = quoted.sender;
      frame.descriptor = 'follow-up';
      // The follow-up says it is one; "following up on this" adds nothing to that.
      text = text.replace(/^\s*(?:(?:I'm|I am)\s+)?(?:following up|follow up|chasing|checking in|nudging)\s+(?:on|about|re)\s+(?:this|that|the (?:email|message)(?: (?:below|above))?|my (?:email|message)(?: (?:below|above))?)\b[,.;]?\s*/i, '')
        .replace(/\bno (?:reply|response|answer)( yet)?\s+(?:in|for|after)\s+/i, "I haven't had a reply in ")
        .replace(/\bno (?:reply|response|answer)( yet)?(?=\s*(?:[,.;]|$|\s+and\b))/i, "I haven't had a reply yet");
      text = text.replace(/\b(sent)\s+(?:this|that)\s+(?=[a-z])/i, (_m, sent: string) => `${sent} ${/\bour\b/i.test(quoted.text) ? 'our' : 'my'} `);
      // "sent this to the council 3 weeks ago: ... no reply at all, send again but firmer": the email
      // again, said to be a second one, with what the visitor adds.
      if (resend) {
        const when = /\bsent\s+(?:this|that|it|my|our)\b(?:\s+[\w-]+)?(?:\s+to\s+[^,:.]+?)?\s+((?:\d+|a|an|two|three|four|five|six)\s+(?:days?|weeks?|wks?|months?)\s+ago|last\s+\w+|on\s+(?:the\s+)?\w+(?:\s+\w+)?)\b/i.exec(text)?.[1]?.replace(/\bwks?\b/i, 'weeks');
        const body = quoted.text.trim().replace(/^(?:dear|hi|hello|hey)\b[^,\n]{0,40},\s*/i, '').replace(/\s*\b(?:regards|best regards|kind regards|many thanks|thanks|thank you|best|cheers|sincerely|yours sincerely|yours faithfully)[,!.]?\s+[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*)?\s*$/i, '').trim();
        const rest = text
          .replace(/^\s*(?:I\s+)?sent\s+(?:this|that|it|my|our)\b[^:]*?(?::\s*|$)/i, '')
          .replace(/\b(?:no (?:reply|response|answer)(?: at all| yet)?|still nothing|nothing back|heard nothing|I haven't had a reply(?: yet)?)\s*(?:and\s+)?/gi, '')
          .replace(/(?:^|[,.;]\s*)(?:pls\s+|please\s+)?(?:send (?:it |this )?again|resend(?: it)?|re-send(?: it)?)(?:\s+but\s+(firmer|more firmly|firm|stronger))?\s*(?=[,.;]|$|\s+and\b)/gi, (_m, firm?: string) => (firm ? '. Firm. ' : '. '))
          .replace(/(?:^|[,.;]\s*)(?:write|send|do)\s+(?:a |the )?(?:2nd|second|3rd|third|final) (?:reminder|chaser|email|nudge)(?:\s+to\s+[^,.;]+)?\s*(?=[,.;]|$)/gi, '. ')
          .replace(/^[\s,.;]*(?:and\s+)?/i, '').replace(/\.\s*[,.;]\s*/g, '. ').trim();
        const to = /\b(?:sent\s+(?:this|that|it|my|our)\b(?:\s+[\w-]+)?|reminder|chaser|email|nudge)\s+to\s+((?:the\s+)?[\w&' -]{2,40}?)(?=\s+(?:\d|a\s|an\s|last\b|on\b|ago\b)|\s*[,.;:]|$)/i.exec(text)?.[1];
        if (!frame.recipient && to) frame.recipient = readRecipient(to);
        text = `I wrote to you ${when ?? 'recently'} and have not had a reply, so I am sending my email again. ${body.replace(/\s*$/, '')} ${rest}`.trim();
      }
      // What it asked, asked again.
      const question = quoted.questions[0];
      if (question && !resend && /^(?:could|can|would|will|do|does|did|is|are|have|has)\s+you\b/i.test(question)) text = `${text.replace(/[.\s]+$/, '')}. ${question}`;
    } else {
      frame.quoted = quoted;
      frame.descriptor = 'reply';
      if (quoted.sender) frame.recipient = replyRecipient(quoted) ?? readRecipient(quoted.sender);
      // "reply all" to an email that greeted a group ("Hi everyone, ..."): the answer is to all of them.
      if (replyAll && /^\s*(?:(?:from|subject|to|date|sent|cc):[^\n]*\n\s*)*(?:hi|hello|hey|dear)\s+(?:everyone|all|team|folks|guys|both|everybody)\b/i.test(quoted.text)) frame.recipient = readRecipient('everyone');
      if (quoted.greeted) frame.senderName = quoted.greeted;
      // "we did try calling her twice", in a reply to her: she is the one phoned, whoever else "her" is.
      const called = frame.recipient && !frame.recipient.plural ? ({ she: 'her', he: 'him' } as Record<string, string>)[frame.recipient.gender] : undefined;
      if (called) text = text.replace(new RegExp(String.raw`\b((?:try|tried|trying)\s+(?:to\s+)?(?:call|calling|phone|phoning|ring|ringing|email|emailing|text|texting|contact|contacting)|(?:called|phoned|rang|emailed|texted|contacted))\s+${called}\b`, 'gi'), '$1 you');
      // "Arjun has been disruptive ... I've spoken to him": "he" in the answer is the one the email
      // is about, not its writer, who says "I".
      const third = frame.recipient && !frame.recipient.plural ? { he: /\b(?:he|him|his)\b/i, she: /\b(?:she|her|hers)\b/i }[frame.recipient.gender as 'he' | 'she'] : undefined;
      if (frame.recipient && third?.test(quoted.text.replace(/^[^\n]*\n/, ''))) frame.recipient = { ...frame.recipient, aboutPronoun: frame.recipient.gender as 'he' | 'she' };
      // "got this from my daughters school ... reply saying yes she can go": "she" is the daughter, as in aboutThirdParty.
      const kin = /\b(?:my|our)\s+(son|daughter|boy|girl|stepson|stepdaughter|grandson|granddaughter|nephew|niece)(?:'?s)?\b/i.exec(rawMessage)?.[1];
      const pronoun = kin ? KIN_PRONOUN[kin.toLowerCase()] : undefined;
      if (pronoun && frame.recipient && !frame.recipient.plural && !frame.recipient.aboutPronoun) frame.recipient = { ...frame.recipient, aboutPronoun: pronoun };
      // "can you send me the notes? ... say yes ill send them today": "them" is the things asked for, not the one sender.
      if (frame.recipient && !frame.recipient.plural && frame.recipient.gender === 'they' && !frame.recipient.aboutPronoun && /\b(?:send|forward|share|email|bring|drop off)\s+(?:me|us)\s+(?:the|your|those|any|some)\s+(?:[\w-]+\s+)?[a-z]+s\b/i.test(quoted.text)) frame.recipient = { ...frame.recipient, aboutPronoun: 'they' };
    }
  }

  // "thank the couple who found my wallet, their names are pat and lou": the two written to, by name.
  let pairNames: string | undefined;
  text = text.replace(/[,.;]?\s*\b(?:their names are|they're called|theyre called|they are called)\s+([A-Za-z][a-z'-]+)\s+(?:and|&)\s+([A-Za-z][a-z'-]+)(?=\s*(?:[,.;!?]|$))/i, (m: string, one: string, two: string) => {
    if (!isFirstName(one.toLowerCase()) && !isFirstName(two.toLowerCase())) return m;
    pairNames = [one, two].map((name) => name.charAt(0).toUpperCase() + name.slice(1)).join(' and ');
    return '';
  });
  const named = /[,.;]?\s*\b(?:(?:his|her|their|the (?:guy|woman|man|person)'s)\s+name(?:'s| is)|(?<=(?:^|[,.;]\s*))name(?:'s| is)|(?:he's|she's|they're|he is|she is)\s+called|(?:the\s+|my\s+)?(?:(?:hiring|line|account|property|store|office|practice|site|project|branch|general|area|team)\s+)?(?:recruiter|manager|landlord|landlady|teacher|coach|contact|agent|owner|organi[sz]er|editor|buyer|professor|prof|tutor|lecturer|doctor|dentist|teacher|secretary|captain|coordinator|director|lead)(?:'s name|\s+name)?\s+is(?:\s+(?:called|named))?|(?:the\s+)?contact(?:'s| is)|(?:it's|it is) addressed to)\s+((?:(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+)?[A-Za-z][\w'-]+(?:\s+(?!(?:and|but|so|or|he|she|they|who|if|to|at|on|in|from|I|i|btw)\b)[A-Za-z][\w'-]+)?)\b/i.exec(text);
  let laterName: string | undefined;
  // "manager is called jess", "hr person is called claire": the name of the one written to.
  let laterIsRecipient = false;
  // "client is harbour coffee co", "manager is Helen", "the clinic is Northside Physio": who it
  // goes to, said as a fact about the request rather than content.
  const declared = named ? null : declaredName(text);
  let ourCompany: string | undefined;
  // "customer is Laura": a business writes to her, about her order.
  let declaredCustomer = false;
  if (declared) {
    text = declared.rest;
    // "cold email to HR managers offering ..., company is SafeHands Training": the company is ours.
    if (/^(?:company|business|firm|agency|brand)$/i.test(declared.role) && /\b(?:cold|pitch|outreach|offering|prospects?)\b/i.test(text) && !/\b(?:my|our)\s+(?:company|business|firm|agency|brand)\s+is\b/i.test(rawMessage)) {
      ourCompany = declared.name;
    } else if (/^(?:clinic|company|office|firm|salon|bakery|cafe|pharmacy|shop|store|restaurant|venue|hotel|surgery|practice|agency|supplier|vendor|gym|school|nursery|garage)$/i.test(declared.role)
      // "client is brenner maschinenbau": a client no first name starts is a firm.
      || (/^client$/i.test(declared.role) && declared.name.includes(' ') && !isFirstName(declared.name.split(' ')[0]!.toLowerCase()))) {
      frame.recipient = { phrase: declared.name, relation: 'company', plural: false, gender: 'they', organization: declared.name };
    } else {
      laterName = declared.name;
      laterIsRecipient = true;
      if (/^customer$/i.test(declared.role)) declaredCustomer = true;
    }
  }
  // "their project lead is changing": no one called Changing.
  const namedFirst = named?.[1]?.replace(/^(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+/i, '').split(/\s+/)[0]?.toLowerCase() ?? '';
  const verbLike = Boolean(namedFirst) && !isFirstName(namedFirst) && wordTags(namedFirst).some((tag) => /^(?:Gerund|Verb|PresentTense|PastTense|Infinitive|Adjective|Adverb|Preposition|Determiner|Copula|Modal)$/.test(tag));
  if (named?.[1] && !NOT_A_NAME.test(named[1]) && !verbLike) {
    laterName = named[1].replace(/\b[a-z]/g, (c) => c.toUpperCase());
    laterIsRecipient = !/\bname\b|\bcalled\b/i.test(named[0]) || /\b(?:recruiter|manager|landlord|landlady|teacher|coach|contact|agent|owner|organi[sz]er|editor|buyer|professor|prof|tutor|lecturer|doctor|dentist)\b/i.test(named[0]);
    // "recruiter is ben from hays i think": the name, then where they work or a hedge, all ours.
    // "her name is margaret hill room 14": where to find her goes with the name.
    const where = /^\s*,?\s*(?:in\s+)?((?:room|flat|bed|ward|unit|apt|apartment|no\.?|number|class|form|year|yr)\s*#?\s*\w{1,5})\b/i.exec(text.slice(named.index + named[0].length));
    if (where?.[1]) {
      laterName = `${laterName} (${where[1]})`;
      named[0] += where[0];
    }
    // "her name is Lily Ramirez (date of birth 6/2/2019)": her date of birth goes with the name.
    const born = /^\s*,?\s*\(date of birth [^)]+\)/.exec(text.slice(named.index + named[0].length));
    if (born) {
      laterName = `${laterName} ${born[0].trim().replace(/^,\s*/, '')}`;
      named[0] += born[0];
    }
    text = (text.slice(0, named.index) + text.slice(named.index + named[0].length).replace(/^\s+(?:(?:from|at)\s+[A-Za-z][\w&'-]*(?:\s+(?:&\s+)?[A-Z][\w&'-]*)*)?(?:\s*(?:I think|I believe|btw|apparently))?(?=\s*(?:[,.;!?]|$))/i, '')).trim();
  }
  // "..., can you write something polite asking him to stop": the ask, not a second wrapper.
  text = text.replace(/(^|[,.;]\s*)(?:can|could) you (?:please\s+)?(?:write|draft|send)\s+(?:(?:something|an? (?:e-?mail|message|note|letter)|one)\s*(?:[\w-]+\s+)?)?(asking|telling|to ask|to tell)\s+/i, (_m, lead: string, verb: string) => `${lead}${/ask/i.test(verb) ? 'ask' : 'tell'} `);
  // "... nothing yet. can you write a polite chasing email, i really want this one": the instruction
  // after the story, with nothing after it but asides: its kind and tone, and no content.
  text = text.replace(/([,.;!?]\s*)(?:(?:so\s+)?(?:can|could|would) (?:you|u)\s+(?:please\s+|pls\s+)?(?:help me\s+)?|please\s+|pls\s+|just\s+)?(?:write|draft|do)\s+(?:me\s+)?(?:a|an|something)\s+((?:[\w-]+\s+){0,3}?)(e-?mail|message|note|letter|chaser|reply)(?:\s+(?:for me|pls|please|thanks|thx))?\s*(?=[,.;!?]|$)/i, (m: string, lead: string, words: string, noun: string) => {
    if (/\b(?:to|for)\s*$/i.test(words)) return m;
    if (/\b(?:chas\w*|follow[- ]?up|nudge)\b/i.test(`${words} ${noun}`)) frame.descriptor = frame.descriptor ?? 'follow-up';
    if (/\b(?:polite|nice|kind|gentle)\b/i.test(words)) frame.constraints.tone = frame.constraints.tone ?? 'polite';
    else if (/\b(?:firm|stern)\b/i.test(words)) frame.constraints.tone = frame.constraints.tone ?? 'firm';
    else if (/\b(?:formal|professional)\b/i.test(words)) frame.constraints.tone = frame.constraints.tone ?? 'formal';
    else if (/\b(?:friendly|casual|warm)\b/i.test(words)) frame.constraints.tone = frame.constraints.tone ?? 'warm';
    return lead.trim() === ',' ? '' : lead;
  });
  // "just write it to evri customer service": whom it goes to, said last.
  text = text.replace(/([,.;!?]\s*)(?:just\s+|please\s+|pls\s+)?(?:write|send|address)\s+(?:it|this)\s+to\s+([^,.;!?]{3,50}?)(?=\s*(?:[,.;!?]|\s+and\s+(?:say|tell|ask)\b|$))/i, (_m: string, lead: string, whom: string) => {
    if (!frame.recipient) frame.recipient = readRecipient(whom);
    return lead;
  });
  // "write a reply to this: ...": the same as "reply to this: ...".
  text = text.replace(/^(?:please\s+)?(?:(?:can|could) you\s+)?(?:write|draft|compose|send)\s+(?:me\s+)?(?:a|an)\s+(?:quick\s+|short\s+|polite\s+|nice\s+)?(?:reply|response)\s+(?:to|for)\s+(this|that|it)\b/i, 'reply to $1');
  // "can u reply to this for me, say no thanks", "reply to this pls, i want ...": the reply, then what to say.
  text = text.replace(/^(?:(?:(?:can|could|would) you (?:please |pls )?(?:help me )?|please |pls |help me |(?:I )?(?:need|have|want) to )(reply|respond) to (?:this|that|it)(?: one| e-?mail| message)?(?:\s+(?:for me|pls|please|plz))*|(reply|respond)(?: to (?:this|that|it)(?: one| e-?mail| message)?)?(?:\s+(?:for me|pls|please|plz))+)\s*[,.:;!-]+\s*/i, (_m, a?: string, b?: string) => `${a ?? b ?? 'reply'} to this: `);
  text = writeBackTo(text);
  // "write my landlord a note that ...": to the landlord.
  text = text.replace(/^((?:(?:can|could) you\s+|please\s+)?(?:write|send|draft))\s+((?:my|our|the)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+)\s+(?:a|an)\s+(?:quick\s+|short\s+|polite\s+)?(?:note|message|e-?mail|letter|line|msg)\s+(?=(?:that|saying|about|to say|to tell|to let|asking|telling|letting)\b)/i, '$1 to $2 ');
  // "decline a wedding invite from my college roommate kelly": to Kelly, about her invitation.
  const fromWhom = /\b(decline|turn down|say no to|reject|refuse)\s+(?:a|an|the)\s+((?:[\w-]+\s+){0,2}?(?:invite|invitation|offer|request|proposal))\s+from\s+((?:my|our)\s+(?:[\w'-]+\s+){0,3}?[\w'-]+)(?=(?:\s+(?:politely|nicely|kindly|gently|gracefully|please|pls))?\s*(?:[,.;]|$))/i.exec(text);
  const sender = fromWhom?.[3] ? readRecipient(fromWhom[3]) : undefined;
  if (fromWhom && sender && (sender.name || sender.relation !== 'unknown') && !frame.recipient) {
    frame.recipient = sender;
    text = `${text.slice(0, fromWhom.index)}${fromWhom[1]} your ${fromWhom[2]}${text.slice(fromWhom.index + fromWhom[0].length)}`;
  }
  // "decline my sister in law's invite for christmas day": to her, about her invitation.
  const whose = /\b(decline|turn down|say no to|accept|say yes to|thank\s+(?:you\s+)?for)\s+(?:my|our)\s+((?:[\w-]+\s+){0,3}?[\w-]+)'s\s+((?:[\w-]+\s+)?(?:invite|invitation|offer|kind offer|request|proposal))\b/i.exec(text);
  const host = whose?.[2] ? readRecipient(`my ${whose[2]}`) : undefined;
  if (whose && host && (host.name || host.relation !== 'unknown') && !frame.recipient) {
    frame.recipient = host;
    text = `${text.slice(0, whose.index)}${whose[1]} your ${whose[3]}${text.slice(whose.index + whose[0].length)}`;
  }
  // "reschedule my call with priya from ... to ...": to Priya, about our call.
  const withWhom = /^((?:(?:can|could) you\s+|please\s+)?(?:help me\s+)?(?:reschedule|move|push back|push|cancel|postpone|rearrange|bring forward))\s+(?:my|our|the)\s+(call|meeting|chat|catch-up|catchup|catch up|session|appointment|1:1|one-on-one|1-on-1|sync|coffee|lunch|interview|lesson)\s+with\s+([A-Za-z][\w'-]+)\b/i.exec(text);
  const whom = withWhom?.[3] ? readRecipient(withWhom[3]) : undefined;
  if (withWhom && whom?.name && !whom.role && !frame.recipient) {
    frame.recipient = whom;
    text = `${withWhom[1]} our ${withWhom[2]}${text.slice(withWhom[0].length)}`;
  }
  // "my kid ethan": a parent writing to a school says "my son Ethan" when the name tells which.
  text = text.replace(/\b(my|our)\s+(kid|child)\s+([a-z][a-z'-]+)\b/gi, (m, owner: string, _kid: string, name: string) => {
    const gender = NOT_A_NAME.test(name) ? 'they' : readRecipient(name).gender;
    return gender === 'he' ? `${owner} son ${name}` : gender === 'she' ? `${owner} daughter ${name}` : m;
  });
  // "dear composer, ...": the visitor greeting us, not the recipient.
  text = text.replace(/^(?:dear|hi|hey|hello|ok|okay)\s+(?:composer|mailmuse|assistant|bot|ai|chatgpt|email writer)[,!.:]?\s+/i, '');
  // "reply to: <pasted email> ill switch to grey": "reply to" with the email cut out of it.
  if (frame.quoted) text = text.replace(/^((?:pls |please |can you |could you )?(?:reply|respond|answer))(?:\s+to)?\s*[,.:;-]+\s*/i, '$1 to this: ');
  // "reply cant make it anymore bc of work": the answer itself follows the verb, its "I" left out.
  if (frame.quoted) text = text.replace(/^((?:pls |please )?(?:reply|respond|write back))\s+(?=(?:can't|cannot|won't|can|will|I|I'm|I'll|I've|I'd|we|we're|we'll|we've|sorry|so sorry|unfortunately|happy to|glad to|sure|of course|definitely|absolutely)\b)/i, (_m, verb: string) => `${verb.replace(/\s*write back$/i, ' reply').trim()} to this: `);
  text = readMetaPrefix(text, frame.constraints);
  // "write my son's coach to say ...": "write to".
  text = text.replace(/^((?:please\s+)?(?:write|email|e-mail|message))\s+(?=(?:my|our|the)\s+[^,]{1,60}?\s+(?:to say|to tell|to let|saying|that|about|asking)\b)/i, '$1 to ');
  // "i'm a freelance designer. email my client mark ...": who the writer is, before the instruction.
  text = text.replace(/^(?:(?:hi|hey|hello)[,!]?\s+)?(?:I'm|I am)\s+(?:a|an)\s+(?:[\w -]{3,40}?[.,;]\s+|[\w-]+(?:\s+[\w-]+)?\s+and\s+(?=(?:I\s+)?(?:need|have|want)\s+to\s+(?:email|e-mail|write to|message|contact|tell|ask)\s+(?:a|an|the|my|our|this|one)\b))(?=(?:email|e-mail|write|tell|ask|send|draft|reply|message|let|help|can you|could you|please|(?:I\s+)?(?:need|have|want) to)\b)/i, '');
  // "hi, im a freelance copywriter and this client keeps ...": who writes, then the matter.
  text = text.replace(/^(?:(?:hi|hey|hello)[,!]?\s+)?(?:I'm|I am)\s+(?:a|an)\s+(?:freelance\s+|self-employed\s+|small business\s+)?[\w-]+(?:\s+[\w-]+)?\s+and\s+(?=(?:this|my|our|a|the)\s+(?:client|customer|tenant|landlord|supplier|boss|manager)\b)/i, '');
  // "i run a dog grooming business, write to my customers ...": the customers know; not content.
  text = text.replace(/^(?:(?:hi|hey|hello)[,!]?\s+)?(?:I|we)\s+(?:run|own|have|manage)\s+(?:a|an)\s+[\w -]{2,40}?(?:business|shop|store|salon|cafe|café|bakery|studio|company|practice|clinic|gym|restaurant|agency)\s*(?:[,.;]\s*|\s+and\s+(?=(?:one of|a|an|the|my|our|we|I)\b))/i, '');
  // "I'm the landlord of a small block (4 flats) and need to remind tenants ...", "we're a small
  // bakery, need to tell customers ...": who writes, which the readers know, then the instruction.
  let whoReads: string | undefined;
  text = text.replace(/^(?:(?:hi|hey|hello)[,!]?\s+)?(?:I'm|I am|we're|we are|I|we)\s+(?:(?:run|own|manage)\s+|(?:the|a|an)\s+(?!(?:bit|little|few|lot|while|week|day|month|year)\b))[^.;!?]{2,80}?(?:\s*\([^)]{1,50}\))?\s*(?:,\s*|\s+and\s+|[.;!]\s+)(?:so\s+)?(?:I\s+|we\s+)?(?=(?:need|have|want|would like|'d like)\s+to\s+(?:tell|remind|let|inform|ask|update|warn|notify|announce to|email|e-mail|write to|message|invite|thank|chase)\s+(?:all\s+(?:of\s+)?(?:my|our|the)\s+|(?:my|our|the)\s+)?(?:everyone|everybody|all|tenants|residents|customers|clients|members|parents|families|staff|students|guests|patients|subscribers|volunteers|players|team|neighbou?rs|followers|regulars|suppliers)\b)/i, (background: string) => {
    // "(about 30 regular clients) ... tell everyone": everyone is the clients.
    whoReads = /\b(clients|customers|members|tenants|residents|parents|patients|students|subscribers|guests)\b/i.exec(background)?.[1]?.toLowerCase();
    return '';
  });
  if (whoReads) text = text.replace(/^((?:need|have|want|would like|'d like)\s+to\s+(?:tell|remind|let|inform|update|warn|notify|email|message)\s+)(?:everyone|everybody|all)\b/i, `$1my ${whoReads}`);
  // "need to chase a customer who hasnt paid, invoice #INV-0937 for $1,240, ...": a reminder to the
  // customer that the invoice is unpaid, asking when they will pay.
  const unpaid = /^(?:(?:hey|hi)[,!]?\s+)?(?:I\s+)?(?:(?:need|have|want)\s+to\s+)?(?:chase|chase up|nudge|follow up with)\s+(?:a|the|my|our|one of (?:my|our))\s+(customer|client|tenant)s?(?:\s+(?:who|that)\s+(?:still\s+)?(?:hasn't|hasnt|has not|haven't|havent|didn't|didnt|never)\s+(?:paid|settled)(?:\s+(?:yet|me|us))?)?\s*(?:,\s*|\s+(?:about|for|on|re)\s+(?:the\s+|their\s+)?(?:unpaid\s+|overdue\s+|outstanding\s+)?)((?:unpaid\s+|overdue\s+|outstanding\s+)?invoice\s+(?:no\.?\s*|number\s+)?#?\s*[\w-]*\d[\w-]*(?:\s+for\s+[£$€]\s?[\d,]+(?:\.\d\d)?k?)?)\s*(?:[,.;]\s*|$)/i.exec(text);
  if (unpaid?.[1] && unpaid[2]) {
    const rest = text.slice(unpaid[0].length).trim();
    text = `remind my ${unpaid[1].toLowerCase()} that ${unpaid[2].replace(/^(?:unpaid|overdue|outstanding)\s+/i, '')} is still unpaid${rest ? `. ${rest.replace(/[.\s]+$/, '')}` : ''}. Ask when they will be able to pay`;
  }
  // "broke a vase at a clients house yesterday (mrs fenwick)": the client named is the recipient.
  text = text.replace(/\b(?:a|the|one of (?:my|our))\s+(client|customer|guest|tenant|patient)(?:'s|s'|s)\s+(house|home|flat|place|office|garden|car|property)\b([^()]{0,40}?)\s*\(((?:(?:mr|mrs|ms|miss|dr)\.?\s+)?[A-Za-z][\w'-]+(?:\s+[A-Za-z][\w'-]+)?)\)/i, (_m, role: string, place: string, between: string, name: string) => {
    pendingClient = { role: role.toLowerCase(), name };
    return `your ${place}${between}`;
  });
  // "... keep the door open": what the writer hopes for, said as such.
  text = text.replace(/[,.;]?\s*(?:but\s+|and\s+)?(?:I\s+)?(?:want to\s+|would like to\s+|'d like to\s+)?keep the door open\b(?:\s*,?\s*(?:tho|though|as|because|since|cause|cos)\s+(?:they|everyone|the team|you|he|she)\s+(?:were|was)\s+(?:really\s+|very\s+|so\s+)?(?:nice|lovely|kind|great|helpful|friendly|welcoming|good)\b)?/gi, (m) => (/\b(?:tho|though|as|because|since|cause|cos)\b/i.test(m) ? '. I really appreciated how kind everyone was, and I would like to keep the door open for the future' : '. I would like to keep the door open for the future'));
  // "..., please ask for a refund": the ask, not a plea inside a statement.
  text = text.replace(/([,;.]\s*)(?:and\s+)?(?:please|pls|can you|could you)\s+(?=(?:ask|tell|request|mention|add|remind|let|say|explain)\b)/gi, '$1');
  // "freelance photographer here, ...": who writes, not what to say.
  text = text.replace(/^(?:(?:hi|hey|hello)[,!]?\s+)?(?:(?:a|an)\s+)?(?:[\w-]+\s+){0,3}?(?:here|speaking)\s*[,.:-]\s+/i, (m) => (/^(?:hi|hey|hello)\b/i.test(m) || /\b(?:freelance|photographer|designer|developer|owner|manager|teacher|student|parent|tenant|landlord|writer|consultant|recruiter|nurse|coach|director|founder|baker|agent|realtor|tutor|mum|mom|dad|here)\b/i.test(m) ? '' : m));
  // "... tracking says delivered. write a complaint": the kind of email, given last.
  const trailingKind = /[,.;]\s*(?:please\s+)?(?:write|draft|make|send)\s+(?:me\s+)?(?:a|an)\s+((?:[\w-]+\s+(?:but|and|yet)\s+)?(?:[\w-]+\s+)?(?:complaint|apology|thank[- ]you|follow[- ]up|reminder|resignation|cover letter|email|letter|note|message))(?:\s+(?:e-?mail|letter))?\s*[.!]?\s*$/i.exec(text);
  if (trailingKind?.[1]) {
    frame.descriptor = frame.descriptor ?? descriptorOf(trailingKind[1]) ?? (/\b(?:angry|firm|furious|stern)\b/i.test(trailingKind[1]) ? 'complaint' : undefined);
    if (/\b(?:angry|firm|furious|stern|assertive)\b/i.test(trailingKind[1])) frame.constraints.tone = 'firm';
    else if (/\b(?:formal|professional)\b/i.test(trailingKind[1])) frame.constraints.tone = frame.constraints.tone ?? 'formal';
    text = text.slice(0, trailingKind.index).trim();
  }
  // "write me something to send to a recruiter": the same as "write to a recruiter".
  text = text.replace(/\b((?:write|draft|make)\s+(?:me\s+)?(?:something|a message|an email|a note))\s+(?:I can |to |that I can )?send\s+(?=to\b)/i, '$1 ');
  // "something to the other parents in the u9 team about carpooling": a note to them about it.
  text = text.replace(/^(?:(?:write|send|draft)\s+)?(?:something|a few lines|a message|a note|a quick note|an email|a quick email|a short note)\s+(?=to\s+(?:the|my|our|all)\s+)/i, 'write ');
  // "invoice reminder to my client derek, ...", "cold email to the marketing director ...": the kind, then whom.
  // ("thank you for looking after biscuit" is the thanks itself, not a thank-you email for someone.)
  if (!/^thank[- ]you\s+for\s+(?:[a-z]+ing|the|your|all|everything)\b/i.test(text) && /^(?:an?\s+|the\s+|my\s+)?(?:(?!(?:my|our|your|his|her|their|decline|declining|turn|accept|accepting|reject|refuse|rsvp|respond|reply|answer|thank|thanks|down)\b)[\w-]+\s+){0,3}?(?:e-?mail|letter|note|message|reminder|reply|invitation|invite|update|announcement|apology|complaint|thank[- ]you(?:\s+note)?|follow[- ]?up|cover letter|introduction|proposal|pitch|outreach|request|notice|inquiry|enquiry|application)(?:\s+(?:e-?mail|letter|note|message))?\s+(?:to|for|after|following)\s+/i.test(text) && !/^(?:write|draft|send|compose|email|reply|how|what|why|when|where|who|can|could|should|do|does|did|is|are|will|would|I|we)\b/i.test(text)) text = `write ${text}`;
  // "quote request for a kitchen extension": what the quote is for.
  const quoteFor = /^(?:write\s+)?(?:a\s+)?quote\s+(?:request\s+)?(?:for|on)\s+((?:a|an|the|my|our)\s+(?!(?:client|customer|clients|customers)\b)[^,.;]{2,60}?)(?=\s*(?:[,.;]|$))/i.exec(text);
  if (quoteFor?.[1]) {
    text = `I would like a quote for ${quoteFor[1]}${text.slice(quoteFor[0].length)}`;
    pendingHeader = 'quote';
  }
  // "remote work request to my boss, ...", "expense claim for my manager, ...": what is asked for.
  const asked = /^(?:write\s+)?((?:[\w-]+\s+){1,3}?)(request|claim)\s+(?:to|for)\s+((?:my|our|the)\s+[\w -]{2,30}?)\s*[,.:;-]\s+/i.exec(text);
  if (asked?.[1] && asked[3] && !/\b(?:quote|refund|raise|leave|feedback|information|info)\b/i.test(asked[1])) {
    const thing = asked[1].trim().toLowerCase();
    describeAsk(thing, frame);
    text = `email ${asked[3]} that I would like to ${(asked[2] ?? '').toLowerCase() === 'claim' ? `claim my ${thing.replace(/\bexpense$/, 'expenses')}` : /\bworking$/.test(thing) ? `make ${/^[aeio]/i.test(thing) ? 'an' : 'a'} ${thing} request` : `request ${/^(?:remote|flexible|hybrid|part[- ]time)\b/.test(thing) ? thing : `${/^[aeio]/i.test(thing) ? 'an' : 'a'} ${thing}`}`}, ${text.slice(asked[0].length)}`;
  }
  // "raise request. ...", "handover email, ...": the kind of email named first, on its own.
  else if (/^(?:an?\s+|the\s+|my\s+)?(?:[\w-]+\s+){0,3}?(?:e-?mail|letter|note|message|memo|reminder|invitation|update|announcement|apology|complaint|thank[- ]you(?:\s+note)?|follow[- ]?up|handover|introduction|proposal|pitch|request|notice|inquiry|enquiry|newsletter|resignation|condolences?|congratulations|congrats|negotiation)(?:\s+(?:e-?mail|letter|note|message))?(?:\s+(?:pls|please|plz|needed|for me|asap))*\s*[,.:;!-]+\s+/i.test(text) && !/^(?:write|draft|send|compose|email|reply|follow|thank|i|we|please|pls|can|could|hi|hey|hello)\b/i.test(text)) {
    const head = /^[^,.:;!-]+/.exec(text)![0];
    if (/\braise\b|\bpay rise\b|\bsalary\b/i.test(head)) pendingHeader = 'raise';
    else if (/\bresignation\b/i.test(head)) pendingHeader = 'resignation';
    else if (/\bnegotiat/i.test(head)) pendingHeader = 'negotiation';
    else if (/\bhandover\b/i.test(head)) pendingHeader = 'update';
    // "resignation letter pls. been a ...": "pls" belongs to the request, not to the email.
    text = text.replace(/^([^,.:;!-]+?)(?:\s+(?:pls|please|plz|needed|for me|asap))+(?=\s*[,.:;!-])/i, '$1').replace(/^([^,.:;!-]+?)\s*([,.:;!-])[,.:;!-]+/, '$1$2');
    // "book club reminder!! meeting at mine on the 16th": a reminder to the club, of what follows.
    const event = /^((?:[a-z][\w'-]*\s+){1,3}?)reminder\s*[,.:;!-]\s+(?!to\b)/i.exec(text);
    if (event?.[1] && !/\b(?:a|an|the|my|our|quick|friendly|gentle|short|polite|final|last|payment|invoice)\s*$/i.test(event[1]) && !/^(?:a|an|the|quick|friendly|gentle|short|polite|final|payment|invoice)\b/i.test(event[1])) {
      text = `remind everyone that ${text.slice(event[0].length).replace(/^meeting\s+(?=(?:at|in|on)\b)/i, `${event[1].trim()} is `)}`;
    } else text = `write ${text}`;
  }
  // "invitation to my daughter's party": the event, not whom it goes to.
  text = text.replace(/^(?:write\s+)?(?:an?\s+)?(invitation|invite)\s+to\s+(?=(?:my|our|the|a|an)\s+[^,.;]*?\b(?:party|wedding|birthday|bbq|barbecue|dinner|lunch|drinks|celebration|shower|christening|baptism|housewarming|reunion|gathering|event|launch|opening|ceremony|picnic|potluck|festival|fundraiser|gala|meetup|get-together|do)\b)/i, 'invite them to ');
  // "threatening to report him to the council": a lawful consequence, said plainly.
  text = text.replace(/\bthreaten(?:ing)?\s+(?:him|her|them)?\s*(?:that I(?:'ll| will)\s+|to\s+)(?=(?:report|complain|escalate|contact|take (?:legal )?action|go to|involve|withhold)\b)/gi, 'saying I will ');
  // "say no to the offer", "say yes to Tuesday": the acts they stand for.
  text = text.replace(/\bsay(?:ing)? no,? thanks?(?: you)?\b/gi, 'decline').replace(/\bsay(?:ing)? no to\b/gi, 'decline').replace(/\bsay(?:ing)? yes to\b/gi, 'accept')
    .replace(/\b(?:I\s+)?(?:want|'d like|would like|need|have|had)\s+to\s+(?:say no|decline|turn (?:it|them|this|that) down)\b/gi, 'decline')
    .replace(/(^|[,;]\s*|\band\s+)say(?:ing)? no\b/gi, '$1decline');
  // "^ reply to this: ...": the visitor pointing up at the email they pasted.
  text = text.replace(/^\s*\^+\s*/, '');
  // "Context: I'm the treasurer of ...": the visitor's context, said as such.
  text = text.replace(/^(?:context|background|fyi|bit of context)\s*[:\-–]\s*/i, '');
  // "asking for a reference from my old manager sue at tesco": written to Sue.
  text = text.replace(/^(?:I'm\s+|I am\s+)?(?:asking|ask)\s+(?:for\s+)?(an?\s+(?:reference|recommendation|referral|testimonial)(?:\s+letter)?)\s+from\s+((?:my|our|the|a)\s+[^,.;]{2,50}?)(?=\s*(?:[,.;]|$))/i, 'ask $2 for $1');
  text = actLead(text);
  // "tell them that's out of scope": "that" is the thing, not the start of what to say.
  text = text.replace(/\b(tell|let)\s+(them|him|her|the client|the customer)\s+(know\s+)?that's\b/gi, '$1 $2 $3that this is').replace(/\s{2,}/g, ' ');
  // "electrician writing to customer: ...", "cricket club - email to members: ...": who writes, then to whom.
  text = text.replace(/^(?:(?:hi|hey)[,!]?\s+)?(?:I'm\s+|I am\s+)?(?:an?\s+|the\s+)?[\w&' -]{2,50}?[,;]?\s+(?:writing|emailing|messaging)\s+(?=to\s+(?:an?\s+|the\s+|my\s+|our\s+|all\s+)?[\w -]{2,40}?(?:\s*[:,-]|\s+(?:to|about|that|re|asking|telling|saying|regarding|inviting|reminding|letting)\b))/i, 'write ');
  text = text.replace(/^[\w&' -]{2,40}?\s+[-–:]\s+(?=(?:e-?mail|message|note|letter|reminder|update|announcement)\s+(?:to|for)\s)/i, '');
  text = text.replace(/^(?:(?:hi|hey)[,!]?\s+)?(?:I'm\s+|I am\s+)?(?:an?\s+|the\s+)?[\w&' -]{2,50}?[,;:]?\s+(?:writing|emailing)\s+to\s+(?=(?:thank|tell|ask|invite|remind|update|let|inform|welcome|apologi[sz]e|congratulate)\s)/i, '');
  // "resignation ..., want to thank my manager pete": the manager it goes to.
  if (/\bresign/i.test(text)) {
    const manager = /[,.;]\s*(?:I\s+)?(?:want|would like|'d like)\s+to\s+(?:thank|say thanks to|say thank you to)\s+(my\s+(?:manager|boss|supervisor|team lead|line manager)\s+[A-Za-z][\w'-]+)(?:\s+personally)?\s*(?=[,.;]|$)/i.exec(text);
    if (manager?.[1]) {
      setRecipient(frame, manager[1]);
      text = `${text.slice(0, manager.index)}, thank you for everything${text.slice(manager.index + manager[0].length)}`;
    }
    text = text.replace(/\bthe last day (will be|is)\b/gi, 'my last day $1');
    // "last day dec 19", "last day is the 19th": the writer's last day.
    text = text.replace(/(^|[,.;]\s*|\s+and\s+)(?:my\s+|the\s+)?last day\s+(?:on\s+)?(?=\d|the\s+\d|next\s|this\s|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)/gi, '$1my last day will be ');
  }
  // "im organising the camping trip, need a reminder to parents that ...": remind them.
  text = text.replace(/(^|[,.;]\s*)(?:I\s+)?(?:need|want)\s+(?:a|an)\s+(reminder|e-?mail|message|note|update)\s+(?:to|for)\s+(?=(?:the\s+|all\s+|my\s+|our\s+)?[\w -]{2,30}?\s+(?:that|about|saying)\b)/i, (_m, lead: string, kind: string) => `${lead}${/reminder/i.test(kind) ? 'remind' : 'tell'} `);
  // "need to give my tenant 2 months notice that im selling the house": telling them so.
  text = text.replace(/(^|[,.;]\s*)(?:I\s+)?(?:need to|have to|want to|must)?\s*give\s+((?:my|our|the)\s+[\w-]+(?:\s+[\w-]+)?)\s+((?:\d+|one|two|three|four|six)\s+(?:months?|weeks?|days?)(?:'|'s)?)\s+notice\s+(?:that|of)\s+/i, (_m, lead: string, who: string, span: string) => `${lead}tell ${who} that I am giving ${span.replace(/(?:'|'s)$/, '')} notice that `);
  // "reach out to someone i met at a networking event, Ben from Arcadia Analytics, ...": to Ben.
  text = text.replace(/(?:want to |need to |I'd like to |I want to )?(?:reach out to|e-?mail|write to|message|contact|follow up with)\s+(?:someone|a (?:guy|woman|man|person|recruiter|contact|lady))\s+(?:I|we)\s+met\s+((?:at|on|during)\s+[^,]+?)\s*,\s*([A-Za-z][\w'-]+(?:\s+(?:from|at)\s+[^,]+?)?)\s*,\s*/i, (_m, where: string, who: string) => `email ${who} that it was great to meet you ${where}, `);
  // "how do i reply to this?? ...", "answer this for me, ...": the reply instruction.
  if (frame.quoted) text = text.replace(/^(?:how (?:do|should|can|would) I|what (?:do|should) I say|help me|can you help me)\s+(?:reply|respond|answer)(?:\s+to)?(?:\s+(?:this|that|it|her|him|them))?\s*[?!.,]*\s*/i, 'reply to this: ').replace(/^(?:answer|reply to|respond to)\s+(?:this|that|it)\s+(?:for me|pls|please)\s*[,.:;!-]*\s*/i, 'reply to this: ');
  // "my mate dev's mum died", "my mate's mum passed away": condolences to the friend, for the loss.
  const bereaved = /^(?:my|our)\s+(mate|friend|colleague|coworker|co-worker|neighbou?r|cousin|old friend|best friend|friend from uni|boss|manager|client)(?:\s+([a-z][\w-]+))?'s\s+(mum|mom|dad|mother|father|nan|gran|grandma|grandad|grandpa|grandmother|grandfather|wife|husband|partner|brother|sister|son|daughter|dog|cat)\s+(?=(?:died|passed|passed away|has died|has passed|just died|just passed)\b)/i.exec(text);
  if (bereaved?.[1] && bereaved[3]) {
    const rest = text.slice(bereaved[0].length);
    text = bereaved[2] ? `condolences to my friend ${bereaved[2]}, your ${bereaved[3]} ${rest}` : `condolences to my ${bereaved[1].toLowerCase()}, your ${bereaved[3].toLowerCase()} ${rest}`;
  }
  text = text.replace(/[,.;]\s*(?:I\s+)?(?:want|would like|'d like|need)\s+to\s+send\s+(?:him|her|them)\s+(?:something|a message|a note|a few words|a card|an?\s+(?:condolence|sympathy)\s+(?:e-?mail|message|note|card))\b/gi, '');
  // "..., wedding's postponed, ...": the thing and its state, said in full.
  text = text.replace(/(^|[,.;]\s+)(?!(?:it|that|this|he|she|there|here|what|who|everything|nothing|everyone|someone)'s\b)([a-z]+)'s\s+(postponed|cancell?ed|delayed|moved|off|over|full|closed)\b/gi, (_m, lead: string, thing: string, state: string) => `${lead}the ${thing.toLowerCase()} ${/^(?:postponed|cancell?ed|delayed|moved)$/i.test(state) ? 'has been' : 'is'} ${state.toLowerCase()}`);
  // "we shipped a customers order to the wrong address": the customer is who we write to.
  if (/^(?:we|our)\b/i.test(text) && /\b(?:a|one of our|the)\s+(?:customer|client|guest)(?:'s|s)\s+\w+/i.test(text) && !/\b(?:email|write to|tell|message|reply to)\s+(?:the|a|our)\s+(?:customer|client|guest)\b/i.test(text)) {
    pendingClient = { role: /client/i.test(text) ? 'client' : 'customer', name: '' };
    text = text.replace(/\b(?:a|one of our|the)\s+(?:customer|client|guest)(?:'s|s)\s+/i, 'your ').replace(/\bthey\s+can\b/gi, 'you can').replace(/\bthey're\b/gi, "you're").replace(/\b(?:need|have) to apologi[sz]e\b/gi, 'apologise');
  }
  // "there were 3 people on the panel": whom the thanks go to, not a line of the email.
  if (/,?\s*there (?:were|was)\s+(?:\d+|two|three|four|five|six)\s+(?:people|interviewers|of them|panel members)\s+on the (?:interview\s+)?panel\b/i.test(text)) {
    text = text.replace(/[,.;]?\s*there (?:were|was)\s+(?:\d+|two|three|four|five|six)\s+(?:people|interviewers|of them|panel members)\s+on the (?:interview\s+)?panel\b/i, '');
    pendingPanel = true;
  }
  // "her show is called night owl health": the show, named where the ask mentions it.
  const called = /[,.;]?\s*(?:and\s+)?(?:her|his|their|the)\s+(show|podcast|channel|blog|newsletter|magazine|column|series)\s+is\s+called\s+([^,.;!?]+?)\s*(?=[,.;!?]|$)/i.exec(text);
  if (called?.[2]) {
    const title = called[2].replace(/\b[a-z]/g, (c) => c.toUpperCase());
    text = (text.slice(0, called.index) + text.slice(called.index + called[0].length)).replace(/\b(a guest|to be interviewed|to appear|to come on|to speak)\b(?!\s+on\b)/i, `$1 on ${title}`);
  }
  // "..., email classmates to sort who does what": the instruction last, with what to ask.
  text = text.replace(/([,.;]\s+)(?:please\s+)?(?:e-?mail|message|write to)\s+((?:the\s+|my\s+|our\s+|all\s+(?:the\s+)?)?(?:classmates|teammates|groupmates|the group|everyone|coworkers|colleagues|neighbou?rs|parents|players|volunteers|members))\s+to\s+([^,.;!?]{3,60})\s*[.!]*\s*$/i, (_m, lead: string, who: string, purpose: string) => `${lead}can we ${purpose}. email ${who}`);
  // "cancel the wedding photographer, ...": written to the photographer, cancelling the booking.
  const booked = /^(?:please\s+)?(?:need to\s+|have to\s+|I need to\s+|want to\s+)?cancel\s+(?:the|our|my)\s+((?:[\w-]+\s+)?(?:photographer|videographer|caterer|catering|dj|band|florist|cleaner|plumber|electrician|builder|babysitter|nanny|tutor|driver|taxi|hairdresser|decorator|painter|gardener|entertainer|magician|clown|cake maker|baker|makeup artist|planner))\b\s*[,.;]?\s*/i.exec(text);
  if (booked?.[1]) text = `email the ${booked[1].toLowerCase()} that I need to cancel our booking, ${text.slice(booked[0].length)}`;
  // "nudge jen at bloom florists, ...": a follow-up to her.
  text = text.replace(/^(?:please\s+)?(?:nudge|chase(?:\s+up)?|ping)\s+((?!(?:my|our|the|a|an|them|him|her)\b)[A-Za-z][\w'-]+(?:\s+(?:at|from)\s+[A-Za-z][\w&'-]+(?:\s+[A-Za-z][\w&'-]+){0,2})?)\s*(?:about\s+|re\s+|on\s+|,\s*|\s+-\s+)/i, 'email $1 that ');
  if (/^email\s+\S+(?:\s+(?:at|from)\s+[^,]+?)?\s+that\s/i.test(text) && /^(?:please\s+)?(?:nudge|chase|ping)\b/i.test(rawMessage.trim())) pendingHeader = 'follow-up';
  // "something nice for my grandad's 90th": a birthday message to him.
  text = text.replace(/^(?:write\s+)?(?:something|a message|a note|a card message|a few words|a (?:short |sweet |nice )?(?:message|note|email))\s+(?:nice|sweet|short|funny|heartfelt|kind|lovely|warm)?\s*for\s+(my|our)\s+([\w-]+)'s\s+(\d+(?:st|nd|rd|th))(?:\s+birthday)?\b/i, (_m, owner: string, who: string, ordinal: string) => `happy birthday to ${owner.toLowerCase()} ${who.toLowerCase()}, I hope you have a wonderful ${ordinal} birthday`);
  text = text.replace(/^(?:write\s+)?(?:something|a message|a note|a few words)\s+(?:nice|sweet|short|funny|heartfelt|kind|lovely|warm)?\s*for\s+(my|our)\s+([\w-]+)'s\s+(?:birthday|bday)\b/i, (_m, owner: string, who: string) => `happy birthday to ${owner.toLowerCase()} ${who.toLowerCase()}`);
  // "..., include the link": where the link goes, as one blank.
  text = text.replace(/(?:[,.;]\s*|\s+and\s+)(?:please\s+)?(?:include|add|put in|paste|with|attach)\s+(?:the|a|our)\s+(review\s+|booking\s+|sign[- ]?up\s+|payment\s+)?link\b(?:\s+(?:to it|in it|at the end|below))?(?=\s*(?:[,.;!]|$))/gi, (_m, kind?: string) => `. Here is the ${kind ? kind.trim() + ' ' : ''}link: [link]`);
  // "write to tom and jess thanking them for ...": the act, said to both.
  text = text.replace(/\b(?:write to|e-?mail|message|text|send (?:a note|an email|a message) to)\s+([A-Za-z][a-z'-]+)\s+(?:and|&)\s+([A-Za-z][a-z'-]+)\s+(thanking|inviting|congratulating|asking|telling|wishing|reminding)\s+(?:them\s+)?/gi, (m: string, one: string, two: string, act: string) => (isFirstName(one) || isFirstName(two) ? `${act.toLowerCase().replace(/ing$/, '').replace(/^(invit|congratulat)$/, '$1e')} ${one.charAt(0).toUpperCase()}${one.slice(1)} and ${two.charAt(0).toUpperCase()}${two.slice(1)} ` : m));
  // "say sorry to kate for ...", "send my apologies to the team for ...": an apology to someone.
  text = text.replace(/\b(?:say|send|give|offer)\s+(?:(?:a|my|our)\s+)?(?:sorry|apologies|apology)\s+to\s+(?=\S+(?:\s+\S+){0,3}?\s+(?:for|about)\s)/gi, 'apologise to ');
  // "say sorry the new car confused me": the apology, said.
  // ("say sorry for the confusion": for a thing, not that a thing.)
  text = text.replace(/(^|[,.;]\s*|\band\s+|\bto this[:,]?\s*-?\s*)say sorry\s+(?:for|about)\s+(?=(?:the|my|our|any|all)\s+[\w-]+(?:\s+[\w-]+)?\s*(?:[,.;!?]|$))/gi, '$1apologise for ');
  text = text.replace(/(^|[,.;]\s*|\band\s+|\bto this[:,]?\s*-?\s*)say sorry(?:\s+that|\s+for|\s+about)?\s+(?=(?:the|my|I|we|it|our)\b)/gi, '$1apologise that ');
  // "Dear Sir/Madam, please help me write ...": how the visitor opened their message to us.
  text = text.replace(/^(?:dear sir(?:\/| or )madam|to whom it may concern|dear (?:sir|madam))[,.:]?\s+(?=(?:please|pls|can you|could you|help|I need|I want|write|I'd like)\b)/i, '');
  // "... orchestra!! email to her grandparents, concert is 5th dec": the instruction in the middle.
  const middle = /([,.;!?]+\s+)(?:please\s+)?(?:e-?mail|message|write)(?:\s+to)?\s+((?:his|her|their|my|our|the)\s+(?:grandparents|grandma|grandpa|grandad|nan|parents|family|mum|mom|dad|teacher|coach|team|manager|boss|landlord|neighbou?rs?|friends|class|committee|tutor|professor))\s*,\s+/i.exec(text);
  if (middle?.[2] && middle.index > 0 && !/^(?:write|email|e-mail|message|tell|ask|reply)\b/i.test(text)) text = `email ${middle[2]} that ${text.slice(0, middle.index)}. ${text.slice(middle.index + middle[0].length)}`;
  // "..., write me a short email to go with my cv": the cover note for an application.
  text = text.replace(/[,.;]\s*(?:can you\s+|could you\s+|pls\s+|please\s+)?(?:write|draft|need)\s+(?:me\s+)?(?:a|an)\s+(?:short\s+|quick\s+|brief\s+)?(?:e-?mail|note|message|cover note)\s+to\s+(?:go with|accompany|send with)\s+my\s+(cv|resume|résumé|portfolio|application)\s*[.!]*\s*$/i, (_m, doc: string) => `, attach my ${doc}`);
  // "..., let them know": the instruction last, about someone named earlier.
  text = text.replace(/[,.;]\s*(?:please\s+|pls\s+|can you\s+)?(?:let (?:them|him|her) know|tell (?:them|him|her)|give (?:them|him|her) a heads[- ]up)\s*[.!]*\s*$/i, '');
  text = readConstraints(text, frame.constraints);
  if (pendingDescriptor && !frame.descriptor) frame.descriptor = pendingDescriptor;
  text = readSender(text, frame);
  // "tenants in flat 3 need to know the water will be off": tell them.
  text = text.replace(/^[\s,.;]*((?:the|my|our|all)\s+)?((?:[\w'-]+\s+){0,2}(?:tenants?|residents?|customers?|clients?|parents|staff|team|members|guests|neighbou?rs|students|volunteers|players|everyone)(?:\s+(?:in|at|of|on)\s+[\w -]{1,25}?)?)\s+(?:needs?|have|has)\s+to\s+(?:know|be told|hear)\s+(?:that\s+)?/i, (_m, det: string | undefined, who: string) => `tell ${det ?? 'the '}${who} that `);
  // "a short email to go with my cv for a barista job at ...": a note with an application.
  text = text.replace(/^((?:write\s+)?(?:an?\s+)?(?:short\s+|quick\s+|brief\s+)?(?:e-?mail|note|message|cover note))\s+to\s+(?:go with|accompany|send with)\s+my\s+(?:cv|resume|résumé|portfolio|application)\s+(?=for\b)/i, 'apply ');
  text = stripFillers(hoistWrapper(stripFillers(text)));
  text = readWrapper(text, frame);
  // "thank you note to my mentor jo who helped me land my first job": thanks for helping.
  if ((frame.descriptor === 'thanks') && /^(?:,\s*)?who\s+(?:has\s+|had\s+|just\s+|really\s+)?(\w+ed|sent|gave|took|made|came|brought|wrote|got|put|set|ran|met|found|kept|paid|told|went|did|had|bought|taught|built|lent|spent|covered|helped)\b/i.test(text)) {
    text = text.replace(/^(?:,\s*)?who\s+(?:has\s+|had\s+|just\s+|really\s+)?(.+)$/i, (_m, rest: string) => `thank you for ${gerundOf(rest)}`);
  }
  // "decline my coworker's wedding invite": written to the coworker, whose invite it is.
  if (!frame.recipient) {
    const owner = /^(?:decline|accept|turn down|say yes to|reply to|respond to|thank (?:you )?for)\s+(my|our)\s+(coworker|co-worker|colleague|friend|neighbou?r|cousin|boss|manager|sister|brother|aunt|uncle|teammate|classmate|flatmate|roommate|mentor|client)(?:'s|s)\s+/i.exec(text);
    if (owner?.[1] && owner[2]) {
      frame.recipient = readRecipient(`${owner[1]} ${owner[2]}`);
      text = text.replace(owner[0], owner[0].replace(/(my|our)\s+\w+(?:-\w+)?(?:'s|s)\s+$/i, 'your '));
    }
  }
  if (pendingHeader) {
    frame.descriptor = pendingHeader;
    pendingHeader = undefined;
  }
  if (pendingPanel) {
    if (!frame.recipient) frame.recipient = { phrase: 'the interview panel', relation: 'team', plural: true, gender: 'they', role: 'interview panel' };
    pendingPanel = false;
  }
  if (pendingClient) {
    if (!frame.recipient) frame.recipient = { ...readRecipient(`my ${pendingClient.role} ${pendingClient.name}`.trim()), relation: pendingClient.role === 'tenant' ? 'tenant' : pendingClient.role === 'customer' ? 'customers' : 'client', plural: false };
    pendingClient = undefined;
  }
  if (template && !frame.descriptor) frame.descriptor = descriptorOf(`${template.name} ${template.id}`);

  frame.business = /\b(?:our|we|we're|we've|we'll|us)\b/i.test(text) && (frame.recipient?.relation === 'customers' || frame.recipient?.relation === 'client' || /\b(?:our (?:customers|clients|members|subscribers|guests|users|patients|community|team|company|business|store|shop|bakery|cafe|restaurant|gym|studio|app|product|service))\b/i.test(text));
  if (frame.recipient?.relation === 'customers') frame.business = true;

  text = aboutThirdParty(text, frame);
  frame.recipient = genderFromPronouns(text, frame.recipient);
  // "tell my boss the client meeting went well, they want a proposal": "they" is the client.
  const others = /\b(?:the|our|a|my)\s+(?:(?:two|three|four|2|3|4|twin|little|young|older|eldest|upstairs|downstairs|new|next[- ]door|other)\s+)?(client|clients|customer|customers|supplier|vendor|company|agency|contractors?|builders?|buyers?|partners?|investors?|flatmates?|roommates?|housemates?|classmates?|neighbou?rs|kids|children|twins|boys|girls|grandparents|parents|in-laws|friends|colleagues|coworkers|students|tenants|guests|staff|teammates)\b(?!'s?\s)[^.?!]*?\b(?:they|them|their)\b|\bother (?:driver|party|person|car|guy|woman|man|side)\b[^.?!]*?\b(?:they|them|their)\b/i.exec(text);
  othersAreThey = Boolean(others);
  othersWho = others?.[1]?.toLowerCase();
  // "ask for the delivery fee back and confirm it will definitely come tues": the reader confirms.
  text = text.replace(/(\bask\b[^.;!?]*?(?:,\s*|\s+)and\s+)confirm\s+(?=(?:it|that|they|the|when|whether|if)\b)/i, '$1ask them to confirm ');
  // "I want to know what homework he missed" is a question for the recipient.
  // ("I got to the final round so I'd really like to know what ...": said as the reason, it stays.)
  text = text.replace(/(?<!\b(?:so|because|as|since|but)\s+)\b(?:and\s+)?(?:I(?:'d| would)?\s+(?:really\s+|just\s+)?(?:want|wanted|like|need|needed)\s+to\s+(?:know|find out|check|understand)|(?<=(?:^|[,.;])\s*)(?:just\s+)?(?:want|wanted|need)\s+to\s+(?:know|find out|check)|I(?:'m| am| was)\s+(?:just\s+)?wondering|I wonder|wondering)\s+(?=(?:what|when|if|whether|how|why|where|who|which)\b)/gi, (match) => `${/^and\b/i.test(match) ? 'and ' : ''}ask `);
  let before = '';
  let story = '';
  for (const piece of splitClauses(text)) {
    const clause = namedAgain(piece, before, frame.recipient);
    const segments = withOthersNamed(story, clause, frame.recipient, () => readClause(clause, frame));
    frame.segments.push(...segments);
    before = piece;
    story = `${story} ${piece}`;
  }
  // "... write her something kind": what is left of the instruction, "something kind", is no line of the email.
  frame.segments = withoutInstructions(frame.segments, frame).filter((segment) => !WHAT_TO_WRITE.test(segment.text.trim())).flatMap(followedUpThing);
  // "congratulate dan on getting engaged to priya, so happy for them": for the two of them, said to him.
  if (frame.segments.some((segment) => segment.act === 'congratulate' && /\b(?:engaged|married|marrying|engagement|wedding)\b/i.test(segment.text)) && !frame.recipient?.plural) {
    frame.segments = frame.segments.map((segment) => (segment.act === 'inform' && /\bfor them\b/i.test(segment.text) ? { ...segment, text: segment.text.replace(/\bfor them\b/gi, 'for you both') } : segment));
  }
  // "follow up ..., i had a first interview with X 2 weeks ago and havent heard anything": what is followed up on.
  if (frame.descriptor === 'follow-up' && !frame.segments.some((segment) => segment.act === 'followUp')) {
    const at = frame.segments.findIndex((segment) => segment.act === 'inform' && HAD_THING.test(segment.text));
    const had = at >= 0 ? HAD_THING.exec(frame.segments[at]!.text) : null;
    if (had?.[1]) frame.segments.splice(at, 1, { act: 'followUp', form: 'np', text: `my ${had[1]}` }, ...(had[2] ? [{ act: 'inform' as const, form: 's' as const, text: `I ${had[2].replace(/^I\s+/, '')}` }] : []));
  }
  if (frame.descriptor === 'out-of-office') frame.segments = frame.segments.flatMap(awayNote);
  // "to our neighbours the brennans, their dog died": the family named after the role is who it goes to.
  const opening = frame.segments[0];
  const family = opening && frame.recipient?.plural && !frame.recipient.name ? /^the\s+([A-Z][a-z'-]{2,}s),\s+/.exec(opening.text) : null;
  if (opening && family) {
    const named = readRecipient(`${frame.recipient!.phrase} the ${family[1]}`);
    if (named.name) {
      frame.recipient = named;
      frame.segments[0] = { ...opening, text: opening.text.slice(family[0].length) };
    }
  }
  // "..., email to the chair, Louise": the name after the instruction is the chair's.
  const last = frame.segments.at(-1);
  const trailingName = last && last.form !== 'none' ? /,\s*([A-Z][a-z'-]+)$/.exec(last.text) : null;
  if (last && trailingName?.[1] && isFirstName(trailingName[1]) && frame.recipient && !frame.recipient.name && !frame.recipient.plural && !frame.recipient.organization) {
    frame.recipient = { ...frame.recipient, name: trailingName[1], gender: readRecipient(trailingName[1]).gender };
    frame.segments[frame.segments.length - 1] = { ...last, text: last.text.slice(0, trailingName.index) };
  }
  const closing = frame.segments.at(-1);
  if (closing && closing.form !== 'none' && frame.segments.length > 1) {
    // "... she's a good client. Anna at Bloom Florals", "... friend is Laura": who it goes to, said last.
    const signed = /^(?:(?:the|my)\s+)?(?:(?:friend|mate|client|host|neighbou?r|colleague|boss)\s+is\s+)?([A-Z][a-z'-]+)(?:\s+(?:at|from)\s+([A-Z][\w&'.-]*(?:\s+(?:&\s+)?[A-Z][\w&'.-]*){0,3}))?$/.exec(closing.text.trim());
    const said = signed && (signed[2] || /\bis\s/.test(closing.text));
    if (signed?.[1] && said && isFirstName(signed[1].toLowerCase()) && frame.recipient && !frame.recipient.name && !frame.recipient.plural && !frame.recipient.organization) {
      frame.recipient = { ...frame.recipient, name: signed[1], gender: frame.recipient.gender !== 'they' ? frame.recipient.gender : readRecipient(signed[1]).gender };
      frame.segments = frame.segments.slice(0, -1);
    }
    // "... for his uncle's wedding. Kwame, year 8": the child's name and class go with "my son".
    const child = /^([A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?)\s*(?:,|\()?\s*((?:year|yr|class|form)\s*\d{1,2}\w?|\d{1,2}[A-Z]{1,2})\)?$/i.exec(closing.text.trim());
    const kin = /\bmy\s+(?:(?:teenage|little|eldest|youngest|oldest)\s+)?(?:son|daughter|child|kid|boy|girl)\b/i;
    const first = frame.segments.findIndex((segment) => kin.test(segment.text));
    if (!signed && child?.[1] && child[2] && isFirstName(child[1].split(' ')[0]!.toLowerCase()) && first >= 0 && first < frame.segments.length - 1) {
      const grade = child[2].replace(/^(year|yr|class|form)\s*/i, (_m, word: string) => `${/^yr$/i.test(word) ? 'Year' : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()} `);
      const target = frame.segments[first]!;
      frame.segments[first] = { ...target, text: target.text.replace(kin, (m) => `${m} ${child[1]} (${grade})`) };
      frame.segments = frame.segments.slice(0, -1);
    }
  }
  frame.segments = frame.segments.filter((segment) => segment.form === 'none' || segment.text.trim().length > 0)
    // "follow up ..., applied for the finance assistant job 2 weeks ago": the application is what is followed up.
    // "follow up ..., had a 2nd interview at brightside on monday and not heard back": the interview is what is followed up.
    .flatMap((segment): Segment[] => {
      const interview = segment.act === 'followUp' ? /^(?:I\s+)?had\s+(?:a|an|my|the)\s+((?:\d+(?:st|nd|rd|th)|first|second|third|final)\s+)?interview\b(.*?)(\s+and\s+(?:I\s+)?(?:have\s+)?(?:not|haven't|have not)\s+heard\s+(?:back|anything))?$/i.exec(segment.text) : null;
      if (!interview) return [segment];
      const followed: Segment = { ...segment, text: `my ${interview[1] ?? ''}interview${interview[2] ?? ''}` };
      return interview[3] ? [followed, { act: 'inform', form: 's', text: 'I have not heard back yet' }] : [followed];
    })
    .map((segment) => (segment.act === 'followUp' ? { ...segment, text: segment.text.replace(APPLIED, (_m, prep: string, what: string, when?: string) => (when ? `the application ${prep.toLowerCase()} ${what} that I sent ${when}` : `my application ${prep.toLowerCase()} ${what}`)) } : segment));
  // "thank Sue for taking in my parcels, she also fed the cat": more that the reader did is more to thank them for.
  if (frame.segments.some((segment) => segment.act === 'thank')) frame.segments = frame.segments.map(alsoThanked);
  // The recipient may only be known now ("apologise to a customer called ..."): a business writes as "we".
  if (!frame.business && ['customers', 'client'].includes(frame.recipient?.relation ?? '') && /\b(?:our|we|we're|we've|we'll|us)\b/i.test(text)) frame.business = true;
  // "decline the job offer from Brightwave": the email goes to the people who made the offer.
  const offer = !frame.recipient ? frame.segments.find((segment) => ['decline', 'accept', 'negotiate'].includes(segment.act)) : undefined;
  // ("a job offer from northgate housing association": a firm typed in lowercase, known by how its name ends.)
  const lowerOrg = offer && /\b(?:offer|position|role|job)\s+(?:from|at|with)\s+((?:[a-z][\w&.'-]*\s+){0,3}?(?:association|group|ltd|council|trust|university|college|hospital|bank|partners|agency|studio|studios|company|foundation|charity|services|solutions|consulting|consultancy|digital|media|labs|logistics|recruitment|homes|academy|clinic|practice|bakery|hotel)|(?:[a-z][\w&.'-]*\s+){1,3}?(?:&|and)\s+(?:co|sons|partners))\b/.exec(offer.text)?.[1];
  const offerOrg = offer && (/\b(?:offer|position|role|job|invitation|proposal)\s+(?:from|at|with)\s+((?:[A-Z][\w&.'-]*)(?:\s+(?:&\s+)?[A-Z][\w&.'-]*){0,3})/.exec(offer.text)?.[1] ?? (lowerOrg ? titleCase(lowerOrg) : undefined));
  if (offer && offerOrg) {
    frame.recipient = readRecipient(/\b(?:offer|position|role|job)\b/i.test(offer.text) ? `the hiring manager at ${offerOrg}` : offerOrg);
    frame.segments = frame.segments.map((segment) => ({
      ...segment,
      text: segment === offer
        // "the job offer from Northgate Housing Association as a housing officer", to them: their offer of the role.
        ? (lowerOrg ? segment.text.split(lowerOrg).join(offerOrg) : segment.text).replace(/^(?:a|an)\s+/i, 'the ')
          .replace(/^the\s+(?:job\s+)?offer\s+(?:from|at|with)\s+(.+?)\s+as\s+(?:a|an|the)\s+([a-z][\w -]{2,40}?)(?=\s*(?:[,(.;]|$))/i, (_m, org: string, role: string) => `your offer of the ${role} role at ${org}`)
        : fixAgreement(theyAsYou(segment.text)),
    }));
  }
  // "I'd like to book a table for 12 at Luigi's": written to the place being booked.
  if (!frame.recipient) {
    const venue = /(?:\b(?:book|cancel|change|move|amend)\s+|^)(?:a|an|our|my)\s+[^,.;]{0,40}?\b(?:table|reservation|booking|room|dinner|lunch)\b[^,.;]{0,20}?\bat\s+((?:the\s+)?[A-Z][\w'&.-]*(?:\s+(?:&\s+)?[A-Z][\w'&.-]*){0,3})/.exec(frame.segments.map((segment) => segment.text).join(', '));
    if (venue?.[1] && !/^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Noon|Midnight)\b/.test(venue[1])) {
      const organization = venue[1].replace(/^the\s+/, '');
      frame.recipient = { phrase: organization, relation: 'company', plural: false, gender: 'they', organization };
    }
  }
  // "chase invoice INV-2207 for £1,850 with brightside media": written to the firm the invoice is with.
  if (!frame.recipient) {
    const client = /\binvoice\s+#?[A-Z0-9][\w-]*\d[\w-]*(?:\s+for\s+[£$€][\d,.]+k?)?\s+(with|to|from)\s+((?:[A-Z][\w&'-]*)(?:\s+(?:&\s+)?[A-Z][\w&'-]*){0,3})(?=\s*(?:[,.;]|$))/.exec(frame.segments.map((segment) => segment.text).join(', '));
    if (client?.[2] && !CALENDAR_WORD.test(client[2])) {
      frame.recipient = { phrase: client[2], relation: 'company', plural: false, gender: 'they', organization: client[2] };
      frame.segments = frame.segments.map((segment) => ({ ...segment, text: segment.text.replace(` ${client[1]} ${client[2]}`, '') }));
    }
  }
  // "i booked a cottage on sykes cottages ..., the owner just cancelled": written to the firm it was booked through.
  if (!frame.recipient) {
    const through = /\bbooked\s+(?:a|an|the|my|our)\s+[^,.;]{0,40}?\s+(?:on|through|via|with)\s+((?:[A-Z][\w'&-]*)(?:\s+[A-Z][\w'&-]*){0,2}|[A-Za-z][\w-]*\.(?:com|co\.uk))(?=\s*(?:[,.;(]|$|\s+(?:for|from|on|in|at|and)\b))/.exec(frame.segments.map((segment) => segment.text).join(', '));
    if (through?.[1] && !CALENDAR_WORD.test(through[1])) {
      frame.recipient = { phrase: through[1], relation: 'company', plural: false, gender: 'they', organization: through[1] };
    }
  }
  // "salary negotiation, they offered 62k for the product designer role at lumen health": to them.
  if (!frame.recipient && (frame.descriptor === 'negotiation' || /\b(?:negotiat|counter[- ]?offer)/i.test(rawMessage))) {
    const employer = /\b(?:role|position|job)\s+at\s+([A-Za-z][\w&'-]*(?:\s+(?!(?:and|but|so|i|we|they)\b)[A-Za-z][\w&'-]*){0,3})(?=\s*(?:[,.;]|$))/i.exec(frame.segments.map((segment) => segment.text).join(', '));
    // ("negotiate a job offer, they offered 55k": to whoever offered it, named or not.)
    const offered = !employer?.[1] && /\bthey\s+(?:have\s+|'ve\s+)?offered\b/i.test(frame.segments.map((segment) => segment.text).join(', ')) && /\b(?:job|offer|salary|role|position)\b/i.test(rawMessage);
    if (employer?.[1] || offered) {
      const organization = employer?.[1] ? titleCase(employer[1]) : undefined;
      frame.recipient = { ...readRecipient(organization ? `the hiring manager at ${organization}` : 'the hiring manager') };
      frame.segments = frame.segments.map((segment) => ({ ...segment, text: fixAgreement((employer?.[1] ? segment.text.split(employer[1]).join(organization!) : segment.text).replace(/\bthey've\b/gi, "you've").replace(/\bthey\b/gi, 'you').replace(/\btheir\b/gi, 'your')) }));
      // ("negotiate a job offer" to the one who made it: thanks for the offer first.)
      const theOffer = (segment: Segment) => segment.act === 'negotiate' && /^(?:a|the|your|my)\s+(?:job\s+)?offer$/i.test(segment.text);
      if (frame.segments.some(theOffer)) {
        frame.descriptor ??= 'negotiation';
        frame.segments = frame.segments.map((segment) => (theOffer(segment) ? { act: 'thank', form: 'np', text: 'the job offer' } : segment));
      }
    }
  }
  // "decline being a bridesmaid for my cousin Freya": written to the one who asked.
  const declined = frame.recipient ? -1 : frame.segments.findIndex((segment) => segment.act === 'decline' && segment.form === 'np');
  const beingFor = declined >= 0 ? /^(?:being|to be)\s+(?:a|an|the)\s+([a-z][\w -]{2,30}?)\s+(?:for|at)\s+((?:my|our)\s+(?:[a-z]+\s+)?)?([A-Z][a-z'-]+)(?:'s\s+([a-z]+))?(?:\s+and\s+(.+))?$/.exec(frame.segments[declined]!.text) : null;
  if (beingFor?.[1] && beingFor[3] && isFirstName(beingFor[3].toLowerCase())) {
    frame.recipient = readRecipient(`${beingFor[2] ?? ''}${beingFor[3]}`);
    const reason: Segment[] = beingFor[5] ? [{ act: 'inform', form: 's', text: beingFor[5] }] : [];
    frame.segments.splice(declined, 1, { ...frame.segments[declined]!, text: `asking me to be your ${beingFor[1]}${beingFor[4] ? ` at your ${beingFor[4]}` : ''}` }, ...reason);
  }
  if (!frame.recipient) inferFromMeeting(frame);
  if (!frame.recipient) inferOrganization(text, frame);
  // "tell my boss im resigning, last day will be 31st may": the writer resigns.
  const resigning = !frame.descriptor && !frame.quoted ? frame.segments.findIndex((segment) => segment.act === 'inform' && /^I(?:'m| am)\s+(?:resigning|quitting|handing in my notice)(?:\s+from\s+(.+))?$/i.test(segment.text)) : -1;
  if (resigning >= 0) {
    frame.descriptor = 'resignation';
    const from = /\s+from\s+(.+)$/i.exec(frame.segments[resigning]!.text);
    frame.segments[resigning] = { act: 'resign', form: from?.[1] ? 'np' : 'none', text: from?.[1] ?? '' };
  }
  if (frame.descriptor === 'cold') coldEmail(frame);
  // "writing to my old teacher ... mrs abara, she taught me": a bare title and name is the name
  // of the one written to.
  const bareName = frame.segments.findIndex((segment) => segment.act === 'inform' && /^(?:Mr|Mrs|Ms|Miss|Dr|Prof|Professor)\.?\s+[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?$/.test(segment.text.trim()));
  if (bareName >= 0 && frame.recipient && !frame.recipient.name && !frame.recipient.plural) {
    frame.recipient = { ...frame.recipient, name: frame.segments[bareName]!.text.trim() };
    frame.segments = frame.segments.filter((_, index) => index !== bareName);
  }
  // "say thanks, she's the reason i became an engineer": thanks, then why, as it was said.
  frame.segments = frame.segments.flatMap((segment) => (segment.act === 'thank' && segment.form === 'np' && /^you(?:'re| are| were|'ve| have| made| helped| taught| gave| always| never)\b/i.test(segment.text)
    ? [{ act: 'thank' as Act, form: 'none' as Form, text: '' }, { act: 'inform' as Act, form: 's' as Form, text: segment.text }]
    : [segment]));
  // "..., send to the finance team" left as content: whom it goes to.
  const sendTo = frame.segments.findIndex((segment) => segment.wh === 'send' && /^to\s+\S/i.test(segment.text));
  if (sendTo >= 0) {
    const whom = readRecipient(frame.segments[sendTo]!.text.replace(/^to\s+/i, ''));
    if (!frame.recipient && (whom.name || whom.relation !== 'unknown' || whom.plural)) frame.recipient = whom;
    frame.segments = frame.segments.filter((_, index) => index !== sendTo);
  }
  // "about my daughter being bullied ..., her name is mia": the name is the daughter's.
  const kinNamed = laterName && /\bher\s+name/i.test(rawMessage) ? /\b(my|our|your|a|the)\s+((?:new\s+)?(?:baby\s+)?(?:daughter|girl|niece|sister))\b(?!\s+[A-Z])/ : laterName && /\bhis\s+name/i.test(rawMessage) ? /\b(my|our|your|a|the)\s+((?:new\s+)?(?:baby\s+)?(?:son|boy|nephew|brother))\b(?!\s+[A-Z])/ : undefined;
  // ("email my sons school ..., his name is ollie in year 2": the son's, whoever else the email names.)
  // (Only when the email names no child of the writer's for the name to go with.)
  const schoolChild = frame.recipient?.relation === 'school' && new RegExp(`\\bmy\\s+(?:${CHILD})(?:'s|s)?\\s+(?:[\\w-]+\\s+)?(?:school|nursery|college|academy|primary|secondary)\\b`, 'i').test(frame.recipient.phrase) && !frame.segments.some((segment) => new RegExp(`\\b(?:my|our)\\s+(?:${CHILD}|little one)\\b`, 'i').test(segment.text));
  if (laterName && kinNamed && !schoolChild && frame.segments.some((segment) => kinNamed.test(segment.text))) {
    // "a baby boy!! his name is leo": "a baby boy, Leo".
    frame.segments = frame.segments.map((segment) => ({ ...segment, text: segment.text.replace(kinNamed, (_m, owner: string, kin: string) => (/^(?:a|the)$/i.test(owner) || /baby/i.test(kin) ? `${owner} ${kin}, ${laterName},` : `${owner} ${kin} ${laterName}`)).replace(/,\s*$/, '') }));
    laterName = undefined;
  }
  // "email my mums care home asking why her meds werent given, her name is margaret hill": the
  // name is the mother's, told to the home, not the one greeted.
  const kinOwner = laterName && !laterIsRecipient ? (/\bher\s+name/i.test(rawMessage) ? /\b(?:my|our)\s+(?:mum|mom|mother|mam|nan|nana|gran|granny|grandma|grandmother|aunt|auntie|wife|partner|sister|daughter)(?:'s|s)?\b/i : /\bhis\s+name/i.test(rawMessage) ? /\b(?:my|our)\s+(?:dad|father|grandad|granddad|grandpa|grandfather|uncle|husband|partner|brother|son)(?:'s|s)?\b/i : undefined) : undefined;
  if (laterName && !schoolChild && kinOwner?.test(rawMessage) && !(frame.recipient?.name)) {
    frame.segments.push({ act: 'inform', form: 's', text: `${/\bher\s+name/i.test(rawMessage) ? 'her' : 'his'} name is ${laterName}` });
    laterName = undefined;
  }
  // "customer asked if we do gift wrapping, yes we do ... reply to Hannah": whom, named last.
  const namedLast = laterName ? null : /[.,;!?]\s*(?:pls\s+|please\s+)?(?:reply|respond|email|e-mail|write|send(?:\s+it)?|address\s+it)\s+(?:back\s+)?(?:to\s+)?([A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?)(?:\s+(?:pls|please|thanks|thx))?\s*[.!]?\s*$/.exec(rawMessage.trim());
  if (namedLast?.[1] && isFirstName(namedLast[1].split(/\s+/)[0]!.toLowerCase()) && frame.recipient && !frame.recipient.name && !frame.recipient.plural) {
    laterName = namedLast[1];
    laterIsRecipient = true;
  }
  if (laterName) {
    const storyOf = frame.recipient ? undefined : storyRole(frame.segments, rawMessage);
    // "email the nursery ... picked up by her grandad, his name is John": the name belongs to the
    // person just mentioned, not to an organisation written to.
    if (laterIsRecipient && frame.recipient && !frame.recipient.name) {
      // "email to hr ..., hr person is called claire": Claire, of HR.
      frame.recipient = { ...frame.recipient, name: laterName, plural: false, gender: frame.recipient.plural ? 'they' : frame.recipient.gender };
    } else if (schoolChild && frame.recipient) {
      // "email my sons school ... for my brothers wedding, his name is ollie in year 2": the child's name, told to the school.
      const child = new RegExp(`\\bmy\\s+(${CHILD})`, 'i').exec(frame.recipient.phrase)?.[1]?.toLowerCase() ?? 'child';
      frame.segments.push({ act: 'inform', form: 's', text: `my ${child}'s name is ${laterName}` });
    } else if (frame.recipient && (frame.recipient.plural || ['school', 'company', 'team'].includes(frame.recipient.relation) || (frame.recipient.organization && !frame.recipient.role))) {
      const before = frame.segments.map((segment) => segment.text).join('\n');
      frame.segments = frame.segments.map((segment) => ({ ...segment, text: segment.text.replace(/\b((?:her|his|my|our|their|your) (?:grandad|granddad|grandpa|grandma|granny|nan|dad|mum|mom|father|mother|uncle|aunt|brother|sister|husband|wife|partner|friend|neighbou?r|nanny|babysitter|childminder))\b(?!,)/i, `$1, ${laterName},`).replace(/,\s*([.?!]|$)/, '$1') }));
      // ("... transfer her records, her name is Lily Ramirez" to the practice: said as it was.)
      const whose = /\b(her|his|their)\s+name\s+is\b/i.exec(rawMessage)?.[1];
      if (whose && frame.segments.map((segment) => segment.text).join('\n') === before) frame.segments.push({ act: 'inform', form: 's', text: `${whose.toLowerCase()} name is ${laterName}` });
    } else if (frame.recipient && !frame.recipient.name) frame.recipient = { ...frame.recipient, name: laterName };
    else if (!frame.recipient && storyOf) {
      // "my cleaner broke my lamp ..., her name is gosia": the one the story is about is the one named.
      const { role, pronoun } = storyOf;
      const reader: Recipient = { ...readRecipient(`my ${role} ${laterName}`), gender: pronoun };
      frame.recipient = reader;
      const mine = new RegExp(String.raw`\b[Mm]y ${role}(?:'s)?(?![\w-])`, 'g');
      frame.segments = frame.segments.map((segment) => ({ ...segment, text: toRecipientVoice(fixAgreement(segment.text.replace(mine, (m, offset: number) => {
        const you = /'s$/.test(m) ? 'your' : 'you';
        return offset === 0 ? you.charAt(0).toUpperCase() + you.slice(1) : you;
      })), reader) }));
    } else if (!frame.recipient) {
      frame.recipient = readRecipient(laterName);
      // A customer named after what is said to her ("refund her shipping, customer is Laura"): said to her now.
      const reader = frame.recipient;
      if (declaredCustomer && !reader.plural && reader.gender !== 'they') frame.segments = frame.segments.map((segment) => ({ ...segment, text: toRecipientVoice(segment.text, reader) }));
    }
    if (declaredCustomer && frame.recipient?.name === laterName && frame.recipient.relation === 'unknown') {
      frame.recipient = { ...frame.recipient, relation: 'customers', role: 'customer' };
      frame.business = true;
    }
  }
  // "the group (5 of us)" planning a girls' trip: friends, not a work team.
  if (frame.recipient?.relation === 'team' && /^(?:the\s+)?(?:group|group chat|gang|crew|squad)$/i.test(frame.recipient.phrase ?? '') && /\b(?:\d+ of us|girls|lads|mates|friends|trip|holiday|hen|stag|reunion|birthday|bbq|night out|weekend away)\b/i.test(rawMessage)) {
    frame.recipient = { ...frame.recipient, relation: 'friend', plural: true, role: 'friends' };
  }
  // A first name with casual plans or news is a friend: "write to sam that I got the job!! drinks saturday?".
  if (frame.recipient?.name && frame.recipient.relation === 'unknown' && !/^(?:Dr\.|Professor|Mr\.|Mrs\.|Ms\.)/.test(frame.recipient.name)
    && /!!|\b(?:lol|haha|omg|(?<!\b(?:the|my|our|their|your)\s)drinks?|beers?|hang out|grab (?:lunch|dinner|coffee|a bite)|party|bbq|barbecue|sleepover|movie night|game night|miss you|love you|congrats|dude|mate|buddy)\b/i.test(rawMessage)) {
    frame.recipient = { ...frame.recipient, relation: 'friend' };
  }
  // "my friend jess lent me her camping gear and i broke the tent pole, need to apologise": to Jess.
  if (!frame.recipient && /\b(?:apologi[sz]e|sorry|thank|offer to|make it up)\b/i.test(rawMessage)) {
    const friend = /^(?:my|our)\s+(?:friend|mate|best friend|bestie|colleague|coworker|co-worker|neighbou?r|flatmate|roommate|housemate|cousin|sister|brother|aunt|uncle)\s+([A-Za-z][\w'-]+)\s+(?=(?:lent|gave|helped|covered|let|lets|drove|picked|looked|hosted|sent|bought|made|did|has|had|is|was|invited|organised|organized)\b)/i.exec(frame.segments[0]?.text ?? '');
    if (friend?.[1] && !/^(?:and|who|has|had|is|was)$/i.test(friend[1])) {
      frame.recipient = readRecipient(friend[0].trim());
      const first = friend[1];
      frame.segments = frame.segments.map((segment, index) => ({ ...segment, text: fixAgreement((index === 0 ? segment.text.replace(friend[0], 'you ') : segment.text).replace(/\bhis\b(?=\s+[a-z])|\bher\b(?=\s+(?!(?:a|an|the|some|any|properly|personally|so|too|back|again|for|to|that|and|very|really|now|later|soon|in person)\b)[a-z])/gi, 'your').replace(/\bher\b/gi, 'you').replace(new RegExp(`\\b${first}\\b`, 'g'), 'you')) }));
    }
  }
  // "the client hasn't paid invoice #1043": the person the request talks about is the one written to.
  const about = /^(?:(?:the|my|our|a|this|one)\s+)?(?:wedding\s+|former\s+|old\s+|ex-)?(colleague|coworker|co-worker|friend|contact|photographer|videographer|caterer|florist|plumber|builder|cleaner|tutor|dj|designer|developer|accountant|agent|letting agent|estate agent|carer|childminder|nanny|client|customer|landlord|tenant|boss|manager|contractor|supplier|vendor|neighbou?r|roommate|teacher|professor|restaurant|hotel|shop|store|airline|bank|gym|council|plumber|builder|electrician|seller|courier|garage|dentist|clinic|school|nursery|cafe|salon|agency|company)(?:\s*\(([^)]+)\))?(?:\s+(?:at|from|in)\s+(?:no\.?|number|flat|apt|unit)?\s*\d+\w*)?\s+((?:has|have|had|did|didn't|hasn't|hasnt|never|still|keeps|kept|is|was|won't|overcharged|charged|sent|lost|cancelled|canceled|refused|ignored|damaged|delivered|forgot|billed|messed|wants|asked|requested|would like|needs|wanted|owes|owed)\b.+)$/i.exec(frame.segments[0]?.text ?? '');
  if (!frame.recipient && about?.[1] && about[3] && frame.segments[0]) {
    // "client (rafael at cobalt brew) hasn't paid": the name and workplace in brackets too.
    const inner = about[2] ? /^([A-Za-z][\w'-]+)(?:\s+(?:at|from)\s+(.+))?$/.exec(about[2].trim()) : null;
    frame.recipient = inner?.[1]
      ? { ...readRecipient(`my ${about[1]}`), name: inner[1].charAt(0).toUpperCase() + inner[1].slice(1), ...(inner[2] ? { organization: titleCase(inner[2]) } : {}) }
      : readRecipient(`my ${about[1]}`);
    frame.segments[0] = { ...frame.segments[0], text: fixAgreement(`you ${about[3]}`) };
  }
  // "thank my sister and her husband for having us": thanks to her, and to him through her.
  if (frame.recipient && !frame.recipient.plural) {
    frame.segments = frame.segments.map((segment) => {
      const partner = segment.act === 'thank' ? COUPLE.exec(segment.text) : null;
      return partner?.[1] ? { ...segment, text: `${segment.text.slice(partner[0].length)}, and please thank your ${partner[1].toLowerCase()} too` } : segment;
    });
  }
  // "what the school is going to do about it and I'd like a meeting this week": a question, then a wish.
  frame.segments = frame.segments.flatMap((segment) => {
    const glued = segment.act === 'question' ? /^(.{8,}?|),?\s*\band\s+(I(?:'d| would) (?:like|love|prefer|appreciate)\s.{6,})$/.exec(segment.text) : null;
    // ("why and I'd like a call": the question is the "why" alone.)
    if (glued?.[2] && !glued[1] && segment.wh && segment.wh !== 'if' && segment.wh !== 'whether' && segment.wh !== 'direct') return [{ ...segment, text: '' }, { act: 'inform' as const, form: 's' as const, text: glued[2] }];
    return glued?.[1] && glued[2] ? [{ ...segment, text: glued[1] }, { act: 'inform' as const, form: 's' as const, text: glued[2] }] : [segment];
  });
  // "chasing my insurance claim CLM-0048813 ..., neighbour's dog keeps getting in": a claim goes to the insurer.
  if (!frame.recipient && /^(?:chasing|following up on|checking on|email(?:ing)?|writing about)\s+(?:my|our)\s+(?:home\s+|car\s+|travel\s+|pet\s+|contents\s+|buildings\s+)?insurance\s+claim\b/i.test(rawMessage.trim())) frame.recipient = readRecipient('my insurer');
  if (!frame.recipient) partyOfStory(frame);
  if (!frame.recipient) personOfStory(frame, rawMessage);
  // "following up on my interview ..., the recruiter said id hear by friday": a chase goes to the one who said so.
  const sayer = frame.recipient ? undefined : /^(?:I am writing about|I'm writing about|following up|I am following up|I'm following up|chasing)\b/i.test(frame.segments[0]?.text ?? '') ? frame.segments.map((segment) => /\bthe\s+(recruiter|hiring manager|interviewer|agent|estate agent|letting agent|recruitment consultant)\s+(?=(?:said|told me|promised|mentioned)\b)/i.exec(segment.text)).find(Boolean) : undefined;
  if (sayer?.[1]) {
    frame.recipient = readRecipient(`the ${sayer[1].toLowerCase()}`);
    frame.segments = frame.segments.map((segment) => ({ ...segment, text: segment.text.replace(new RegExp(String.raw`(^|\s)the\s+${escapeRegExp(sayer[1]!)}\s+(?=(?:said|told me|promised|mentioned)\b)`, 'gi'), '$1you ') }));
    // (A chase with nothing asked asks for news.)
    if (!frame.segments.some((segment) => ['request', 'question', 'askFor', 'askAbout'].includes(segment.act))) frame.segments.push({ act: 'inform', form: 's', text: 'I would be grateful for an update on where things stand' });
  }
  // "bought a coat from northwind outfitters, ...": written to the shop.
  if (!frame.recipient) {
    const shop = /\b(?:bought|ordered|purchased|got)\s+(?:a|an|the|my|some|two|three|\d+)\s+[\w' -]{1,25}?\s+from\s+((?!(?:the|a|an|my|your|them|him|her|you|there|here|home|work|online|amazon|ebay)\b)[A-Za-z][\w&'-]*(?:\s+(?!(?:and|but|on|in|at|last|this|for|which|that)\b)[A-Za-z][\w&'-]*){0,2})(?=\s*(?:[,.;]|$|\s+(?:on|last|in|and|but)\b))/.exec(frame.segments.map((segment) => segment.text).join(', '));
    if (shop?.[1]) {
      const organization = titleCase(shop[1]);
      frame.recipient = { phrase: organization, relation: 'company', plural: false, gender: 'they', organization };
      frame.segments = frame.segments.map((segment) => ({ ...segment, text: segment.text.split(shop[1]!).join(organization) }));
    }
  }
  // "amazon order never arrived": written to the shop the order is with.
  if (!frame.recipient) {
    const brand = /^(?:my\s+)?([A-Z][\w&'-]+)\s+(?:order|parcel|package|delivery|subscription|account|booking|refund)\b/.exec(frame.segments[0]?.text ?? '')
      // "my name is misspelt on my ryanair booking": the brand of the booking, wherever it stands.
      ?? /\b(?:my|our)\s+([A-Z][\w&'-]+)\s+(?:order|booking|flight|account|subscription|policy|reservation)\b/.exec(frame.segments[0]?.text ?? '');
    if (brand?.[1] && !/^(?:My|Our|The|This|That|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Last|Next|First|New|Online|Big|Latest)$/.test(brand[1])) {
      frame.recipient = { phrase: brand[1], relation: 'company', plural: false, gender: 'they', organization: brand[1] };
    }
  }
  // "my order #88213 from tidewell outdoors came with the wrong size": written to the shop.
  if (!frame.recipient) {
    const shop = /\b(?:order|booking|purchase|delivery|parcel|package|subscription)\b[^,.;]{0,25}?\bfrom\s+((?!(?:the|a|an|my|your|you|them|him|her|last|this|next|yesterday|today|two|three|\d)\b)[A-Za-z][\w&'-]*(?:\s+(?!(?:came|arrived|was|is|has|never|did|didn't|hasn't|wasn't|got|had|and|but|with|on|in|at|last|this)\b)[A-Za-z][\w&'-]*){0,2})(?=\s+(?:came|arrived|was|is|has|never|did|didn't|hasn't|wasn't|got|had)\b|\s*[,.;])/.exec(frame.segments.map((segment) => segment.text).join(', '));
    if (shop?.[1]) {
      const organization = titleCase(shop[1]);
      frame.recipient = { phrase: organization, relation: 'company', plural: false, gender: 'they', organization };
      frame.segments = frame.segments.map((segment) => ({ ...segment, text: segment.text.split(shop[1]!).join(organization) }));
    }
  }
  // Written to a company ("complaint to british airways, ... then they lost my bag"): "they" is
  // the company, unless the request named other people it could be.
  if (frame.recipient?.relation === 'company' && !frame.recipient.plural && !frame.recipient.name && !othersAreThey && !/\bother (?:driver|party|car|person|side|guy|woman|man)\b|\bthe other (?:one|car|person)\b/i.test(text)
    && !/\b(?:the|my|our|a|an|his|her|their)\s+(?:[\w-]+\s+)?(?:drivers?|guys|men|workers|builders|couriers?|staff|people|neighbou?rs|kids|children|parents|friends|family|team|engineers?|technicians?|contractors?|cleaners?|delivery|flatmates?|roommates?|housemates?|classmates?|colleagues?|coworkers?|tenants?|customers?|clients?|students?|players?|residents?|guests?)\b/i.test(text)) {
    // ("someone nearly came off their bike": that "their" is someone's.)
    frame.segments = frame.segments.map((segment) => (/\b(?:someone|somebody|anyone|anybody|everyone|everybody|people|nobody|no one|a (?:man|woman|guy|child|kid|person|neighbou?r|customer|driver|cyclist))\b/i.test(segment.text) ? segment : { ...segment, text: fixAgreement(theyAsYou(segment.text, COUNTED_THINGS.test(text))) }));
  }
  // To customers or a team: "they'll get a confirmation letter" is "you'll".
  const othersNoun = /\b(?:the|our|a|my)\s+(client|customer|supplier|vendor|contractor|builder|buyer|partner|investor|flatmate|roommate|housemate|classmate|neighbou?r|kid|children|friend|colleague|coworker|student|tenant|guest|staff|teammate)s?\b[^.?!]*?\b(?:they|them|their)\b/i.exec(text)?.[1]?.toLowerCase();
  const recipientIsThem = Boolean(othersNoun && (frame.recipient?.role ?? '').toLowerCase().includes(othersNoun));
  if (frame.recipient?.plural && (['customers', 'client', 'team', 'student', 'report'].includes(frame.recipient.relation) || /\b(?:businesses|companies|shops|stores|sponsors|firms|owners|venues|restaurants|cafes|practices|schools)$/i.test(frame.recipient.role ?? '')) && (!othersAreThey || recipientIsThem)) {
    frame.segments = frame.segments.map((segment) => (/^(?:they|they'll|they're|they've|they'd)\b/i.test(segment.text) || /[,.;]\s+they('ll|'re|'ve|'d)?\s/i.test(segment.text)
      ? { ...segment, text: fixAgreement(theyAsYou(segment.text)) }
      : segment));
  }
  // To one customer, client or applicant spoken of as "they" ("customer wants to cancel their order ...
  // tell them they'll have to return it"): their order is yours, and what they must do, you must.
  if (frame.recipient && !frame.recipient.plural && frame.recipient.gender === 'they' && !frame.recipient.organization && (!othersAreThey || recipientIsThem)
    && /^(?:(?:my|our|the|a|an)\s+)?(?:[\w-]+\s+)?(?:customer|client|applicant|candidate|lead|guest|buyer|seller|member|patient|volunteer|student|tenant|subscriber|user|attendee|bride|groom)$/i.test(frame.recipient.role ?? frame.recipient.phrase ?? '')) {
    // ("you want peonies in october. theyre out of season": "they" after a plural thing is that thing.)
    const things = (text: string) => pluralThings(text).length > 0;
    frame.segments = frame.segments.map((segment, index, all) => (/\b(?:they|they'll|they're|they've|they'd|them|their)\b/i.test(segment.text) && !/\b(?:the|my|our|his|her)\s+(?:[\w-]+\s+)?(?:people|staff|team|couriers?|drivers?|kids|children|parents|friends|family|suppliers?|builders?|workers?)\b|\b(?:[a-z]+s)\s+(?:they|them)\b/i.test(segment.text)
      && !things(`${index > 0 ? all[index - 1]!.text : ''} ${segment.text.slice(0, Math.max(0, segment.text.search(/\b(?:they|them|their)\b/i)))}`)
      ? { ...segment, text: fixAgreement(theyAsYou(segment.text)) }
      : segment));
    // What they want, and what went wrong for them, heard with understanding (an apology said later is
    // the regret: it is not said twice). What they want is its own sentence: "you want peonies in october,
    // theyre out of season".
    const apologising = frame.segments.some((segment) => segment.act === 'apologize');
    frame.segments = frame.segments.flatMap((segment, index) => {
      const heard = index === 0 && segment.act === 'inform' ? heardFromCustomer(segment.text, apologising) : segment.text;
      const cut = heard === segment.text ? -1 : heard.search(/,\s+(?=(?:they|they're|it|it's|he|she|we|we're|I|but|unfortunately|sadly|however)\b)/i);
      return cut < 0 ? [{ ...segment, text: heard }] : [{ ...segment, text: heard.slice(0, cut) }, { ...segment, text: heard.slice(cut).replace(/^,\s+(?:but\s+)?/i, '') }];
    });
  }
  // A counter-offer: "I want 60k plus fridays remote" is asked for, and "I really want the job so don't
  // want to blow it" is the writer's keenness, not their worry.
  if (frame.descriptor === 'negotiation' || frame.descriptor === 'raise') {
    frame.segments = frame.segments.map((segment) => {
      const keen = /^I\s+(?:really\s+|do\s+)?(?:want|love|like)\s+(?:the|this)\s+(job|role|position|offer)\b.*\b(?:don't|do not)\s+want\s+to\s+(?:blow|mess up|ruin|lose|jeopardi[sz]e)\b.*$/i.exec(segment.text);
      if (keen?.[1]) return { act: 'inform', form: 's', text: `I am very excited about the ${keen[1].toLowerCase() === 'offer' ? 'role' : keen[1].toLowerCase()} and keen to make this work` };
      const want = segment.act === 'inform' ? /^I\s+(?:want|would like|'d like|need|am hoping for|was hoping for)\s+((?:[£$€]\s?)?\d[\d,.]*\s*(?:k|K|grand)?\b.*)$/.exec(segment.text) : null;
      if (want?.[1]) return { act: 'question', form: 's', text: `would you be able to offer ${want[1]}`, wh: 'direct' };
      const offered = segment.act === 'inform' ? /^(?:you|they)\s+(?:have\s+|'ve\s+)?offered\s+me\s+(.+)$/i.exec(segment.text) : null;
      if (offered?.[1]) return { act: 'thank', form: 'np', text: `offering me ${offered[1]}` };
      return segment;
    });
  }
  // To the hiring manager or recruiter: "they offered me 55k" is the reader's offer.
  if (frame.recipient && ['hiring', 'recruiter'].includes(frame.recipient.relation) && !frame.recipient.plural) {
    frame.segments = frame.segments.map((segment) => ({ ...segment, text: segment.text.replace(/^they\s+(?=(?:offered|have offered|'ve offered|made|sent|gave|want|invited|asked)\b)/i, 'you ') }));
  }
  // A reply asks its sender: "can they do 10% off" is "could you".
  if (frame.quoted && frame.recipient && !othersAreThey) {
    frame.segments = frame.segments.map((segment) => ({ ...segment, text: segment.text.replace(/\b(can|could|would|will)\s+they\b/gi, '$1 you') }));
    frame.segments = frame.segments.map((segment) => (['question', 'request', 'askFor', 'askAbout'].includes(segment.act) && /\bthey\b/i.test(segment.text) && !/\b(?:the|my|our)\s+\w+s\b/i.test(segment.text)
      ? { ...segment, text: fixAgreement(theyAsYou(segment.text)) }
      : segment));
  }
  // Written to an organisation ("the after-school club", "Spotify", "the surgery"): "can they stop
  // the direct debit" asks them.
  const body = frame.recipient && !frame.quoted && (frame.recipient.organization || ['company', 'school', 'provider'].includes(frame.recipient.relation) || /\b(?:club|team|office|surgery|school|nursery|company|shop|store|council|department|practice|centre|center|gym|bank|agency|airline|helpdesk|support)$/i.test(frame.recipient.role ?? ''));
  if (body) frame.segments = frame.segments.map((segment) => ({ ...segment, text: segment.text.replace(/(^|[,;.]\s+|\band\s+)(can|could|would|will)\s+they\b/gi, (_m, lead: string, modal: string) => `${lead}${modal} you`) }));
  if (!frame.recipient) {
    // With nobody named, "ask if they have anything next week" asks the people written to; in a
    // reply, "we'll get back to them" is to the people who wrote.
    const answering = Boolean(frame.quoted) || frame.descriptor === 'reply' || frame.descriptor === 'complaint';
    frame.segments = frame.segments.map((segment) => (answering || ['request', 'question', 'askFor', 'askAbout', 'cancel', 'complain'].includes(segment.act)
      ? { ...segment, text: onlyPerson(fixAgreement(theyAsYou(segment.text)), segment.act) }
      : segment));
  }
  // "condolence email to a colleague whose dad died, shes off for 2 weeks": her leave is why we write
  // now, not news to her; she is told to take the time she needs.
  if (frame.descriptor === 'condolence' && frame.recipient && !frame.recipient.plural) {
    const leave = /,?\s*\b(?:she's|he's|they're|she is|he is|they are)\s+(?:off|away|on (?:compassionate |bereavement )?leave|out of (?:the )?office|taking time off)\b(?:\s+(?:work|for|until|till|this|next|the)\b[^,.;]*)?/i;
    if (frame.segments.some((segment) => leave.test(segment.text))) {
      frame.segments = frame.segments.map((segment) => ({ ...segment, text: segment.text.replace(leave, '').trim() })).filter((segment) => segment.text || segment.form !== 's');
      frame.segments.push({ act: 'inform', form: 's', text: 'please take all the time you need' });
    }
  }
  // "tell my landlord the washing machine is leaking ..., can he get it properly fixed": he is the reader.
  if (frame.recipient && !frame.recipient.plural && !frame.recipient.name && /^(?:landlord|landlady|letting agent|agent|manager|boss|line manager|builder|plumber|electrician|mechanic|teacher|coach|tutor)$/i.test(frame.recipient.role ?? '')) {
    const pronoun = frame.recipient.gender === 'she' ? 'she' : frame.recipient.gender === 'he' ? 'he' : '(?:he|she)';
    const asks = new RegExp(String.raw`(^|[,;]\s+|\bso\s+)(can|could|will|would)\s+${pronoun}\s+(?=(?:please\s+)?(?:get|fix|sort|send|come|arrange|repair|replace|look|have|book|let)\b)`, 'i');
    frame.segments = frame.segments.map((segment) => ({ ...segment, text: segment.text.replace(asks, (_m, lead: string, modal: string) => `${lead}${modal.toLowerCase()} you `) }));
  }
  // "reply saying not interested": said kindly, by whoever the rest says writes.
  if (frame.quoted || frame.descriptor === 'reply') {
    const we = frame.segments.some((segment) => /\b(?:we|we're|we've|our|us)\b/i.test(segment.text));
    frame.segments = frame.segments.map((segment) => (segment.act === 'inform' && /^(?:(?:I'm|I am|we're|we are)\s+)?not interested(?:\s+(?:right now|at the moment|thanks|thank you))?$/i.test(segment.text)
      ? { ...segment, text: `unfortunately, ${we ? 'we are' : 'I am'} not interested at the moment` }
      : segment));
  }
  // "introduce myself as the new head of ops, start monday, want to set up 1:1s": who I am, then the rest.
  frame.segments = frame.segments.flatMap((segment) => {
    const said = segment.act === 'introduce' && segment.wh === 'self' ? /^((?:the|a|an|your)\s+[^,]{3,60}?),\s+(.{6,})$/i.exec(segment.text) : null;
    if (!said?.[1] || !said[2]) return [segment];
    return [{ ...segment, text: said[1] }, { act: 'inform' as const, form: 's' as const, text: said[2].replace(/^(?:and\s+)?(start|starting|begin|beginning|joining)\s+(?=(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|tomorrow\b|next\b|this\b|on\b|from\b|in\b)/i, (_m, verb: string) => (/^join/i.test(verb) ? 'I join ' : 'I start ')) }];
  });
  // "thank a customer for a 5 star google review": the review is theirs.
  frame.segments = frame.segments.map((segment) => (segment.act === 'thank' && segment.form === 'np' && frame.recipient && !frame.recipient.plural
    ? { ...segment, text: segment.text.replace(/^(?:a|the)\s+(?=(?:[\w-]+\s+){0,3}?(?:review|recommendation|referral|donation|testimonial|shout-?out|order|purchase|booking|tip|feedback)\b)/i, 'your ') }
    : segment));
  frame.segments = frame.segments.map((segment) => {
    // "complain about my flight being canceled": the event as a clause, "my flight was canceled".
    const event = /^((?:my|our|the|your)\s+[^,]{1,60}?)(?<!\b(?:is|are|am|was|were|'s|'re))(\s+not)?\s+being\s+((?:\w+ed|lost|broken|stolen|sold|sent|shut|cut|left|taken|held|overbooked|withdrawn|written off)\b.*)$/i.exec(segment.text);
    if (!event?.[1] || !['complain', 'about', 'apologize', 'inform'].includes(segment.act)) return segment;
    const plural = /s$/i.test(event[1].split(/\s+/).pop() ?? '') && !/(?:ss|us|is)$/i.test(event[1]);
    // ("the bins not being collected for 3 weeks": what has not been done, and still is not.)
    const since = /\b(?:for|since)\s+(?:\d+|a|an|two|three|four|five|six|several|over|weeks|months|ages)\b/i.test(event[3]!);
    const be = event[2] ? (since ? `${plural ? 'have' : 'has'} not been` : `${plural ? 'were' : 'was'} not`) : plural ? 'were' : 'was';
    return { ...segment, form: 's', act: segment.act === 'about' ? 'complain' : segment.act, text: `${event[1]} ${be} ${event[3]}` };
  });
  // "pitching Postwise, our scheduling tool that saves teams 10 hours": the product, described.
  if (frame.descriptor === 'cold') {
    frame.segments = frame.segments.flatMap((segment) => {
      const named = segment.wh === 'product' ? /^([A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2}),\s+((?:our|my)\s+.+)$/.exec(segment.text) : null;
      const pieces: Segment[] = named?.[1] && named[2] ? [{ ...segment, text: named[1] }, { act: 'inform', form: 's', text: named[2] }] : [segment];
      return pieces.map((piece) => {
        const described = piece.wh !== 'product' ? /^(?:our|my)\s+(.+?)\s+(?:that|which)\s+(.+)$/i.exec(piece.text) : null;
        return described?.[1] && described[2] ? { ...piece, act: 'inform' as const, form: 's' as const, text: `it is our ${described[1]}, and it ${described[2]}` } : piece;
      });
    });
  }
  // "that my friend Tomasz just lost his dad", written to Tomasz: "you just lost your dad".
  const first = frame.recipient?.name?.split(' ')[0];
  if (first && /^[A-Z][a-z'-]+$/.test(first)) {
    const self = new RegExp(`\\b(?:(?:my|our)\\s+[a-z]+\\s+)?${first}(?=\\s+(?:just|has|had|is|was|lost|got|passed|will|did|didn't|recently|finally))`, 'g');
    frame.segments = frame.segments.map((segment) => (self.test(segment.text) ? { ...segment, text: fixAgreement(segment.text.replace(self, 'you').replace(/\bhis\b|\bher\b(?=\s+[a-z])/g, 'your')) } : segment));
  }
  // "congrats to my cousin and her husband on the new baby": the couple is written to; "welcome our new
  // volunteers at the shelter": welcome to it; "sorry in advance for the noise": for the noise, in advance.
  const partner = frame.recipient && !frame.recipient.plural && frame.recipient.phrase ? PARTNER_FIRST.exec(frame.segments[0]?.text ?? '') : null;
  if (partner?.[1] && frame.recipient?.phrase) {
    const couple = readRecipient(`${frame.recipient.phrase} and ${frame.recipient.gender === 'he' ? 'his' : 'her'} ${partner[1]}`);
    if (couple.plural) {
      frame.recipient = couple;
      frame.segments[0] = { ...frame.segments[0]!, text: frame.segments[0]!.text.slice(partner[0].length).replace(/^(?:on|for)\s+/i, '') };
    }
  }
  // "sam just got engaged, send her a congrats email": congratulations on the engagement, not "on to you".
  const bareCongrats = frame.segments.findIndex((segment) => segment.act === 'congratulate' && (segment.form === 'none' || /^(?:to\s+)?(?:you|her|him|them)?$/i.test(segment.text.trim())));
  const news = frame.segments.findIndex((segment) => segment.act === 'inform' && /^you(?:'ve| have)?\s+(?:just\s+|finally\s+)?(?:got|gotten|been|are|'re)\s+(?:engaged|married|promoted|a new job|the job)\b/i.test(segment.text));
  if (bareCongrats >= 0 && news >= 0) {
    const what = /\b(engaged|married|promoted|a new job|the job)\b/i.exec(frame.segments[news]!.text)![1]!.toLowerCase();
    const np = ({ engaged: 'your engagement', married: 'your wedding', promoted: 'your promotion', 'a new job': 'your new job', 'the job': 'the new job' } as Record<string, string>)[what]!;
    frame.segments[bareCongrats] = { act: 'congratulate', form: 'np', text: np };
    frame.segments.splice(news, 1);
  }
  // "congrats on the new baby!! a girl called Maya": the news, said back with her name.
  frame.segments = frame.segments.map((segment) => {
    const baby = segment.act === 'inform' ? /^(?:a|another)\s+(?:little\s+|baby\s+|beautiful\s+)?(girl|boy)\s*,?\s*(?:called|named)\s+([A-Z][\w'-]+)$/.exec(segment.text.trim()) : null;
    return baby?.[1] && baby[2] ? { ...segment, text: `a little ${baby[1].toLowerCase()} called ${baby[2]} is wonderful news, and I love the name` } : segment;
  });
  frame.segments = frame.segments.map((segment) => (segment.act === 'welcome' && segment.form === 'np' && /^(?:at|to)\s+/i.test(segment.text) ? { ...segment, text: segment.text.replace(/^(?:at|to)\s+/i, '') } : segment));
  // "her first day is monday 9am at reception, ask for Dan, bring her passport": whom the reader asks for, told to them.
  frame.segments = frame.segments.flatMap((segment) => {
    const named = segment.act === 'askFor' && segment.form === 'np' ? /^([A-Z][a-z'-]+)(?:,\s*(.+))?$/.exec(segment.text) : null;
    if (!named?.[1] || !isFirstName(named[1].toLowerCase()) || frame.recipient?.name?.includes(named[1])) return [segment];
    return [{ act: 'inform', form: 's', text: `please ask for ${named[1]}` }, ...(named[2] ? [{ act: 'inform' as const, form: 's' as const, text: `please ${named[2].replace(/^please\s+/i, '')}` }] : [])];
  });
  // "i need my work clothes by thursday": what the writer needs by then, said as a need, not asked for.
  frame.segments = frame.segments.map((segment) => (segment.act === 'askFor' && segment.form === 'np' && /^my\s+(?:[\w-]+\s+){0,3}?[\w-]+\s+(?:by|before|for)\s+/i.test(segment.text) && !/\b(?:back|returned|refund\w*|deposit|money|payment|reference|letter|copy|certificate|results?|invoice|receipt|documents?|p60|p45|contract|statement|records?)\b/i.test(segment.text) && frame.message.toLowerCase().replace(/\s+/g, ' ').includes(`need ${segment.text.split(/\s+/).slice(0, 3).join(' ').toLowerCase()}`) ? { act: 'inform', form: 's', text: `I need ${segment.text}` } : segment));
  // "so sorry, hadnt noticed": what the writer had not done has its subject.
  frame.segments = frame.segments.map((segment) => (segment.act === 'apologize' && segment.form === 's' && /^(?:completely |totally |just )?(?:noticed|forgot|missed|realised|realized|seen|known|checked|thought)\b|^(?:hadn't|had not|didn't|did not|wasn't|was not|haven't|have not)\b/i.test(segment.text) ? { ...segment, text: `${frame.business ? 'we' : 'I'} ${segment.text}` } : segment));
  frame.segments = frame.segments.map((segment) => (segment.act === 'apologize' && segment.form === 'np' && /^(?:in advance\s+)?for\s+\S/i.test(segment.text) ? { ...segment, text: segment.text.replace(/^(in advance\s+)?for\s+(.+)$/i, (_m, early: string | undefined, what: string) => `${what}${early ? ' in advance' : ''}`) } : segment));
  // "say no to laura's hen do in ibiza, cant afford it rn but ...": what is declined ends at the comma, and
  // the reason after it is its own sentence.
  frame.segments = frame.segments.flatMap((segment) => {
    const cut = segment.act === 'decline' && segment.form === 'np' ? /^(.{3,80}?),\s+((?:(?:I|we)\s+)?(?:can't|cannot|can not|won't|will not|don't|do not|am|I'm|I am|we're|we are|have|I've|I have|it's|it is|as|because|since)\b.+)$/i.exec(segment.text) : null;
    if (!cut?.[1] || !cut[2]) return [segment];
    const reason = /^(?:can't|cannot|can not|won't|will not|don't|do not|am|have)\b/i.test(cut[2]) ? `I ${cut[2]}` : cut[2];
    return [{ ...segment, text: cut[1] }, { act: 'inform' as const, form: 's' as const, text: reason.replace(/^(?:as|because|since)\s+/i, '') }];
  });
  // "say no to a project": thanks for the project, not for "a project".
  frame.segments = frame.segments.map((segment) => (segment.act === 'decline' && segment.form === 'np' && /^(?:a|an)\s+/i.test(segment.text) ? { ...segment, text: segment.text.replace(/^(?:a|an)\s+/i, 'the ') } : segment));
  // "sorry the new car confused me and it wont happen again": the promise is its own sentence.
  frame.segments = frame.segments.flatMap((segment) => {
    const promise = segment.act === 'apologize' ? /^(.+?),?\s+and\s+((?:it|this|that)\s+(?:won't|will not|will never)\s+happen again)$/i.exec(segment.text) : null;
    return promise?.[1] && promise[2] ? [{ ...segment, text: promise[1] }, { act: 'inform' as const, form: 's' as const, text: promise[2] }] : [segment];
  });
  // "follow up after my interview with ...": the follow-up is on the interview.
  frame.segments = frame.segments.map((segment) => (segment.act === 'followUp' && /^after\s+(?:my|our|the|a|an|yesterday's|today's|last week's)\s+/i.test(segment.text) ? { act: segment.act, form: segment.form, text: segment.text.replace(/^after\s+/i, '') } : segment));
  // "want to send condolences", "want to RSVP no": done in the email, not told to its reader.
  const wished = performWishes(frame.segments, frame.descriptor);
  if (wished.segments.length > 0 || frame.segments.length === 0) frame.segments = wished.segments;
  if (wished.descriptor) frame.descriptor = wished.descriptor;
  if (wished.reader && !frame.recipient) frame.recipient = readRecipient(wished.reader);
  if (!frame.descriptor) frame.descriptor = situationOf(frame);
  // "congrats to ana who just had a baby boy": congratulations on it, not her news told back to her.
  if ((frame.descriptor === 'congratulations' || frame.segments.some((segment) => segment.act === 'congratulate')) && !frame.segments.some((segment) => segment.act === 'congratulate' && segment.form !== 'none')
    && frame.segments.some((segment) => segment.act === 'inform' && /^(?:you|on)\s/i.test(segment.text))) {
    frame.segments = frame.segments.filter((segment) => !(segment.act === 'congratulate' && segment.form === 'none')).map((segment) => {
      const onThat = segment.act === 'inform' ? /^on\s+((?:your\s+|getting\s+|becoming\s+|passing\s+|winning\s+|finishing\s+|graduating|the\s+)[^,.;]+)$/i.exec(segment.text) : null;
      if (onThat?.[1]) return { act: 'congratulate' as const, form: 'np' as const, text: onThat[1] };
      const news = segment.act === 'inform' ? /^you\s+(?:just\s+|recently\s+|finally\s+|have\s+|'ve\s+)?((?:had|got|passed|won|landed|finished|completed|graduated|bought|started|welcomed|became|made|hit|reached|earned|received|opened|launched|published|ran|signed)\b.*)$/i.exec(segment.text) : null;
      if (!news?.[1]) return segment;
      const had = /^had\s+(?:a|an)\s+(baby\s+(?:boy|girl)|(?:little\s+)?(?:son|daughter|baby))\b(.*)$/i.exec(news[1]);
      return { act: 'congratulate' as const, form: 'np' as const, text: had ? `the arrival of your ${had[1]}${had[2] ?? ''}` : gerundOf(news[1]) };
    });
  }
  // "apology to a customer, his order was sent to the wrong address": the apology is for that.
  const firstFact = frame.segments[0];
  // "you lent me your drill and I lost the battery", and sorry: the apology is for what I did, not for their kindness.
  const kindAt = frame.segments.findIndex((segment) => segment.act === 'inform' && KINDNESS_THEN_ME.test(segment.text));
  const bareSorry = frame.segments.findIndex((segment) => segment.act === 'apologize' && segment.form === 'none');
  if (kindAt >= 0 && (bareSorry > kindAt || (frame.descriptor === 'apology' && kindAt === 0 && !frame.segments.some((segment) => segment.act === 'apologize')))) {
    const [, kindness, mine] = KINDNESS_THEN_ME.exec(frame.segments[kindAt]!.text)!;
    frame.segments = frame.segments.flatMap((segment, index) => (index === kindAt
      ? [{ ...segment, text: kindness! }, { act: 'apologize' as const, form: 's' as const, text: mine! }]
      : index === bareSorry ? [] : [segment]));
  }
  // "i missed a client meeting ..., apologise and offer new times", "..., write an apology, offer 15% off":
  // the apology asked for at the end is for what the writer told first.
  if (!frame.quoted && /(?:^|[,.;]\s*|\band\s+|\bthen\s+)(?:please\s+|pls\s+|just\s+)?(?:apologi[sz]e|(?:write|send|draft)\s+(?:an?\s+|my\s+)?(?:apology|sorry)|say sorry)\b(?!\s+(?:to|for|that|about)\b)/i.test(frame.message) && !frame.segments.some((segment) => segment.act === 'apologize')) {
    frame.segments = frame.segments.filter((segment) => !(segment.act === 'inform' && /^(?:an?\s+)?(?:apology|apologies|sorry)$/i.test(segment.text.trim())));
    const at = frame.segments.findIndex((segment) => segment.act === 'inform' && segment.form === 's' && /\b(?:I|we|our|my)\b/.test(segment.text));
    // ("we're a small candle business and your order ...": who the writer is stays out of the apology.)
    if (at >= 0) frame.segments[at] = { ...frame.segments[at]!, act: 'apologize', text: frame.segments[at]!.text.replace(/^(?:we're|we are|I'm|I am)\s+(?:an?|the)\s+[^,;]{2,60}?\s+and\s+(?=(?:your|the|our|my|I|we|it)\b)/i, '') };
  }
  if (frame.descriptor === 'apology' && firstFact?.act === 'inform' && firstFact.form === 's' && !frame.segments.some((segment) => segment.act === 'apologize')) {
    frame.segments = [{ ...firstFact, act: 'apologize' }, ...frame.segments.slice(1)];
  }
  // "an email to comcast, my internet ... account 8817": one word that is no first name, written to
  // about an account or a bill, is a company.
  const one = frame.recipient;
  if (one?.name && !one.organization && !one.role && /^[A-Z][a-z]+$/.test(one.name) && !isFirstName(one.name) && one.relation === 'unknown' && !frame.quoted
    && /\b(?:my|our)\s+(?:account|bill|order|subscription|membership|booking|reservation|flight|delivery|parcel|package|internet|broadband|service|plan|policy|claim|card|refund|contract|premium|direct debit)\b|\b(?:charged me|overcharged|refund)\b|\b(?:account|order|booking|policy|member(?:ship)?|customer|reference|ref|flight|invoice|ticket|case|claim|tracking)\s*(?:no\.?|number|#|id)?\s*#?\d/i.test(frame.message)) {
    frame.recipient = { phrase: one.phrase, relation: 'company', plural: false, gender: 'they', organization: one.name };
  }
  // "a summary email to the client after today's call: agreed budget £18k, phase 1 by April, ...":
  // thanks for the call, then what was agreed as a list.
  const recapAt = frame.descriptor === 'recap' ? frame.segments.findIndex((segment) => segment.act === 'inform' && RECAP.test(segment.text)) : -1;
  if (recapAt >= 0) {
    const recap = RECAP.exec(frame.segments[recapAt]!.text)!;
    let end = recapAt + 1;
    while (end < frame.segments.length && frame.segments[end]!.act === 'inform') end += 1;
    const said = [recap[2] ?? '', ...frame.segments.slice(recapAt + 1, end).map((segment) => segment.text)].join(', ');
    const items = said.split(/,\s+|;\s+/).map((item) => item.trim().replace(/[.]+$/, '')).filter(Boolean);
    if (items.length >= 2) {
      frame.segments.splice(recapAt, end - recapAt,
        { act: 'thank', form: 'np', text: recap[1] ?? 'the call' },
        { act: 'inform', form: 's', text: `Here is a summary of what we agreed:\n${items.map((item) => `- ${item.charAt(0).toUpperCase()}${item.slice(1)}`).join('\n')}` });
    }
  }
  // "we'll do the £250 one, what do they need from us?": the statement, then the question it ends on.
  frame.segments = frame.segments.flatMap((segment) => {
    const tail = segment.act === 'question' && segment.wh === 'direct' ? /^(.+?),\s+((?:what|when|where|how|who|which|do|does|did|can|could|will|would|is|are|should|shall)\b.+)$/i.exec(segment.text) : null;
    if (!tail?.[1] || !tail[2] || /^(?:what|when|where|how|who|which|do|does|did|can|could|will|would|is|are|should|shall|if|unless)\b/i.test(tail[1]) || !looksLikeClause(tail[1])) return [segment];
    return [{ act: 'inform' as const, form: 's' as const, text: tail[1] }, { ...segment, text: tail[2] }];
  });
  // "sorry for your order got mixed up": an apology for what happened is said as a clause.
  frame.segments = frame.segments.map((segment) => ((segment.act === 'apologize' || segment.act === 'complain') && segment.form === 'np' && segment.text.split(/\s+/).length >= 4 && looksLikeClause(segment.text) ? { ...segment, form: 's' } : segment));
  // "chase aviva about my claim number CLM-0045512 for water damage, adjuster visited ...": followed up, then what happened.
  if (/^(?:please\s+)?(?:chase|chasing|follow up|following up)\b/i.test(frame.message.trim()) && frame.segments[0]?.act === 'inform') {
    const first = frame.segments[0];
    const chased = /^((?:my|our|the)\s+(?:[\w-]+\s+)?(?:claim|order|booking|application|complaint|case|ticket|refund|repair|request|quote|invoice|payment|parcel|delivery|appeal|enquiry|inquiry)\b[^,;]*?)(?:\s*,\s*(.+))?$/i.exec(first.text);
    if (chased?.[1] && !/\b(?:is|are|was|were|has|have|had|will|did|didn't|hasn't|haven't)\b/i.test(chased[1])) {
      const what = chased[1].replace(/\b(claim|order|booking|case|ticket|application)\s+(?:number|no\.?|ref(?:erence)?)\s+([A-Z0-9][\w-]*\d[\w-]*)/i, '$1 ($2)');
      frame.segments.splice(0, 1, { act: 'followUp', form: 'np', text: what }, ...(chased[2] ? [{ act: 'inform' as const, form: 's' as const, text: chased[2].replace(/^([a-z]+(?:er|or|ist|ian))\s+(?=(?:[a-z]+ed|came|went|said|rang|saw|took)\b)/, 'the $1 ') }] : []));
    }
  }
  // "write to the gym to complain the showers have been cold": the complaint itself, not "I would like to complain the showers".
  frame.segments = frame.segments.map((segment) => {
    const complaint = segment.act === 'purpose' ? /^complain\s+(?:that\s+)?(.+)$/i.exec(segment.text)?.[1] : undefined;
    if (!complaint || /^(?:about|to|of|regarding)\b/i.test(complaint) || !looksLikeClause(complaint)) return segment;
    return { act: 'complain' as const, form: 's' as const, text: complaint };
  });
  // "complain to the hotel, booking ref HX-88412, room had hair in the bath": the complaint, then which booking.
  frame.segments = frame.segments.map((segment) => {
    const ref = segment.act === 'complain' && segment.form === 's' ? /^((?:my\s+|our\s+)?(?:booking|order|reservation|account|policy|claim|ticket|case|invoice)\s+(?:ref(?:erence)?|number|no\.?|#)?\s*#?[A-Z0-9][\w-]*\d[\w-]*)\s*,\s*(.+)$/i.exec(segment.text) : null;
    if (!ref?.[1] || !ref[2]) return segment;
    const rest = ref[2].replace(/^(room|food|service|meal|bathroom|bed|shower|car|driver|delivery|product|item|parcel|staff)\s+(?=(?:had|was|were|is|are|has|came|arrived|smelled|stank)\b)/i, 'the $1 ');
    return { ...segment, text: `${rest} (${ref[1].replace(/^(?:my|our)\s+/i, '').replace(/\bref\b/i, 'reference')})` };
  });
  // "ask for rachel when he arrives": what the reader should do on arrival, not what the writer asks for.
  frame.segments = frame.segments.map((segment) => {
    const arrival = segment.act === 'askFor' ? /^((?:[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?|(?:the|a)\s+[\w-]+(?:\s+[\w-]+)?))\s+((?:when|once|as soon as|on)\s+(?:you|your)\s+(?:arrive|get there|get here|come in|turn up|arrival|first day|first shift)\b.*)$/.exec(segment.text) : null;
    return arrival?.[1] && arrival[2] ? { act: 'inform' as const, form: 's' as const, text: `${arrival[2]}, please ask for ${arrival[1]}` } : segment;
  });
  // "want to say sorry properly and take her out": the apology itself, then what the writer would like to do.
  frame.segments = frame.segments.flatMap((segment) => {
    const how = segment.act === 'apologize' ? /^(?:properly|again|sincerely|in person|too|as well|a lot|so much|massively)(?:\s*,?\s*and\s+(?:to\s+)?(.+))?$/i.exec(segment.text) : null;
    if (!how) return [segment];
    const apology = { act: 'apologize' as const, form: 'none' as const, text: '' };
    return how[1] ? [apology, { act: 'inform' as const, form: 's' as const, text: `I would love to ${how[1]}` }] : [apology];
  });
  // "im the letting agent, tenant at 7 orchard close is 10 days late with rent": written to the tenant.
  if (!frame.recipient && new RegExp(`\\b${LETTING_AGENT}\\b`, 'i').test(frame.message.replace(/\bim\b/gi, "I'm"))) {
    const tenant = frame.segments.find((segment) => TENANT_AT.test(segment.text));
    if (tenant) {
      frame.recipient = readRecipient('the tenant');
      frame.segments = frame.segments
        .filter((segment) => !new RegExp(`^${LETTING_AGENT}$`, 'i').test(segment.text))
        .map((segment) => (segment === tenant ? { ...segment, text: segment.text.replace(new RegExp(`${TENANT_AT.source}(.*)$`, 'i'), (_m, place: string, verb: string, rest: string) => {
          const said = `you ${/^(?:is|are)$/i.test(verb) ? 'are' : 'have'} ${rest}`;
          return /\bwith (?:the )?rent\b/i.test(said) ? said.replace(/\bwith (?:the )?rent\b/i, `with the rent for ${place}`) : `${said} (${place})`;
        }) } : segment));
    }
  }
  // "need an extension on my dissertation from dr kowalski": asked of the one it is needed from.
  const from = !frame.recipient || /^(?:Dr|Mr|Mrs|Ms|Miss|Prof)\.?$/.test(frame.recipient.phrase) ? neededFrom(frame.segments) : undefined;
  if (from) {
    frame.recipient = readRecipient(from.person);
    frame.segments = frame.segments.map((segment) => (segment !== from.segment ? segment : from.ask ? { act: 'askFor' as const, form: 'np' as const, text: from.thing } : { ...segment, text: from.thing }));
  }
  // "asking them to cancel before it renews and confirm i wont be charged": the second verb is asked
  // too; and what to cancel is what the pasted email renews.
  frame.segments = frame.segments.map((segment, index) => {
    const before = frame.segments[index - 1];
    if (segment.act === 'confirm' && segment.form === 's' && before?.act === 'request' && /^(?:I|we|it|my|our|the|that|there)\b/i.test(segment.text)) return { act: 'request' as const, form: 'vp' as const, text: `confirm that ${segment.text}` };
    // "is bellas booster jab due, ask the vet": the question typed before the instruction to ask it.
    if (segment.act === 'inform' && segment.form === 's' && ASKED_LAST.test(frame.message) && /^(?:is|are|was|were|can|could|will|would|does|do|did|has|have|should)\s+(?:the|my|our|your|his|her|their|this|that|there|it|he|she|they|you|[A-Za-z]+s\b)/i.test(segment.text)) return { ...segment, act: 'question' as const, wh: 'direct' };
    // "cancel my membership ... and please confirm no more direct debits will be taken": the reader confirms.
    if (segment.act === 'confirm' && segment.form === 's' && pleaseConfirms(frame.message, segment.text)) return { act: 'request' as const, form: 'vp' as const, text: `confirm that ${segment.text}` };
    const thing = frame.quoted ? /\b(?:your|the)\s+((?:[\w-]+\s+)?(?:plan|subscription|membership|policy|contract|account|booking))\b/i.exec(frame.quoted.text)?.[1] : undefined;
    if (segment.act === 'request' && thing && /^cancel\s+(?=(?:before|by|now|today|asap|as soon as|immediately|when|at)\b)/i.test(segment.text)) return { ...segment, text: segment.text.replace(/^cancel\s+/i, `cancel my ${thing.replace(/^premium\b/i, 'Premium')} `) };
    // "thanks to everyone who baked": thanks said to some of the readers, not for something.
    if (segment.act === 'thank' && segment.form === 'np' && /^to\s+(?:everyone|everybody|all|those|anyone)\b/i.test(segment.text)) return { act: 'inform' as const, form: 's' as const, text: `a big thank you ${segment.text}` };
    // "to Dr Ruth Abara who's retiring next month, ...": what is said of the reader, not a question.
    // ("to our supplier who's just won a regional award": the same, of a reader known by their role.)
    const roleWord = frame.recipient?.phrase.split(/\s+/).pop();
    const whose = index === 0 && (frame.recipient?.name || (roleWord && !frame.recipient?.plural && new RegExp(String.raw`\b${escapeRegExp(roleWord)}s?\s+who(?:'s|s|\s+is|\s+has)\b`, 'i').test(frame.message))) && segment.act === 'question' ? /^who(?:'s|\s+is|\s+has|\s+was|\s+will|'ll)\s+(.+)$/i.exec(segment.text) : null;
    if (whose?.[1]) {
      const verb = /^who(?:'s|\s+is)\s/i.test(segment.text) ? (/^\w+ing\b/.test(whose[1]) ? 'I hear you are' : /^who's\s+(?:just\s+|recently\s+|finally\s+)?(?:won|been|got|had|done|finished|passed|landed|made|bought|sold|opened|launched|reached|hit|become|qualified|graduated|retired|[a-z]+ed)\b/i.test(segment.text) ? 'you have' : 'you are') : /^who\s+has/i.test(segment.text) ? 'you have' : /^who\s+was/i.test(segment.text) ? 'you were' : 'you will';
      return { act: 'inform' as const, form: 's' as const, text: `${verb} ${whose[1]}` };
    }
    return segment;
  });
  // "first day monday 9am, ask for reception": whom the newcomer asks for on arrival, not an ask of the writer's.
  frame.segments = frame.segments.map((segment) => (segment.act === 'askFor' && ARRIVAL_DESK.test(segment.text.trim().replace(/^(?:front desk|site office)$/i, 'the $&')) ? { act: 'inform' as const, form: 's' as const, text: `please ask for ${segment.text.trim().toLowerCase().replace(/^(?:front desk|site office)$/, 'the $&')}` } : segment));
  // "ask for a payment plan, can afford £80 a month": what the writer can do, said after the thing asked for, is the writer's own line.
  frame.segments = frame.segments.flatMap((segment) => {
    const own = (segment.form === 'np' || segment.form === 'vp') && ['askFor', 'request', 'question', 'askAbout'].includes(segment.act) ? /^(.{6,}?),\s+((?:can|could)\s+(?!you\b|we\b|they\b|i\b|really\b|also\b|be\b|help\b|make\b|save\b|mean\b)[a-z]+\b.*)$/i.exec(segment.text) : null;
    return own?.[1] && own[2] ? [{ ...segment, text: own[1] }, { act: 'inform' as const, form: 's' as const, text: `I ${own[2]}` }] : [segment];
  });
  // "..., explain how it helps with the cloud migration project": the writer says how, in words to fill in.
  if (/\b(?:explain|say|mention|describe|outline)\s+(?:how|why)\b/i.test(frame.message)) {
    frame.segments = frame.segments.map((segment) => {
      if (segment.act !== 'question' || segment.wh !== 'direct') return segment;
      const how = /^how\s+(it|this|that|the\s+[a-z]+(?:\s+[a-z]+)?)\s+([a-z]+?)(?:es|s)\s+(.{3,})$/i.exec(segment.text);
      if (how?.[1] && how[2] && how[3] && !/^(?:do|doe|i|wa|ha)$/i.test(how[2])) return { act: 'inform' as const, form: 's' as const, text: `${how[1]} would ${how[2]} ${how[3]} by [how ${how[1].toLowerCase()} ${how[2]}s]` };
      const why = /^why\s+((?:I|we)\s+(?!do\b|did\b|should\b)[a-z]+.{3,})$/i.exec(segment.text);
      if (why?.[1]) return { act: 'inform' as const, form: 's' as const, text: `${why[1]} because [the reason]` };
      return segment;
    });
  }
  // "declining going into business with him on the car wash": what is declined is the offer to do it.
  frame.segments = frame.segments.map((segment) => {
    const doing = segment.act === 'decline' && segment.form === 'np' ? /^((?!(?:being|becoming|having|doing|getting|asking|inviting|offering|letting)\b)[a-z]+ing)\s+(.+)$/i.exec(segment.text) : null;
    const verb = doing?.[1] ? (nlp(doing[1]).verbs().toInfinitive().text() || '') : '';
    return doing?.[2] && verb && verb !== doing[1] ? { ...segment, text: `your offer to ${verb} ${doing[2].replace(/\bwith you\b/i, 'together')}` } : segment;
  });
  // "apologise for sending the invoice to the wrong email, resend it": the apology, then the invoice sent again.
  frame.segments = frame.segments.flatMap((segment) => {
    const again = segment.act === 'apologize' && segment.form === 'np' ? /^(.{6,}?\b(?:the|my|our|your)\s+([\w-]+)\b.*?),\s+(?:and\s+)?(?:re-?send|send again)\s+(?:it|them|the\s+[\w-]+)(?:\s+(?:now|today|again|asap))?$/i.exec(segment.text) : null;
    return again?.[1] && again[2] ? [{ ...segment, text: again[1] }, { act: 'inform' as const, form: 's' as const, text: `I have attached the ${again[2].toLowerCase()} again` }] : [segment];
  });
  // "turn down a web project from a new lead bc im fully booked till april, recommend my friend kasia":
  // what is declined, then why, then whom the writer recommends instead, each its own sentence.
  frame.segments = frame.segments.flatMap((segment) => {
    if (segment.act !== 'decline' || segment.form !== 'np') return [segment];
    const reason = /^(.{4,}?)\s+(?:because|as|since)\s+((?:I|I'm|I've|I'll|we|we're|we've|we'll|my|our)\b.{4,})$/i.exec(segment.text);
    if (!reason?.[1] || !reason[2]) return [segment];
    const instead = /^(.+?),\s+(?:(?:but|and)\s+)?(?:(?:I\s+)?(?:can\s+|could\s+)?(recommend|suggest))\s+((?:my|our|a|an|the)\s+.{3,}|[A-Z][\w'-]+.*)$/i.exec(reason[2]);
    const thing = reason[1].replace(/\s+from\s+(?:a|an|the)\s+(?:new\s+|potential\s+|prospective\s+)?(?:lead|client|customer|contact|prospect)$/i, '');
    const out: Segment[] = [{ ...segment, text: thing }, { act: 'inform', form: 's', text: instead?.[1] ?? reason[2] }];
    if (instead?.[3]) out.push({ act: 'recommend', form: 'np', text: instead[3].replace(/^(my|our)\s+(friend|colleague)\s+([A-Z][\w'-]+)\s+(?=who\b)/i, '$1 $2 $3, ') });
    return out;
  });
  // "reply confirming and ask ...", to an invitation to an interview: the confirmation, with what was offered.
  // (Only a plain confirmation: "reply yes but can we do 9-12 instead" asks for another slot, and confirms none.)
  const confirming = /(?:^|\n)\s*(?:pls\s+|please\s+)?(?:reply|respond|write back)\s+(?:by\s+)?(?:confirming|to confirm|accepting|to accept)\b[^\n]*$/i.exec(frame.message)?.[0] ?? '';
  const invited = frame.quoted && confirming && !/\b(?:but|instead|change|move|different|another|reschedule|can't|cannot|cant|unless|except|earlier|later)\b/i.test(confirming)
    ? /\binvite you (?:to|for) (an?|the) ((?:[\w-]+\s+){0,2}?(?:interview|meeting|call|assessment day|assessment|trial shift|viewing|induction))\b((?:\s+(?:on|at|in)\s+[^.!?\n]{2,60}?)*)\s*[.!]/i.exec(frame.quoted.text) : null;
  if (invited?.[2] && !frame.segments.some((segment) => /\b(?:confirm|attend|accept|see you)\b/i.test(segment.text))) {
    const where = (invited[3] ?? '').replace(/\bour\b/g, 'your').trim();
    frame.segments = [{ act: 'inform', form: 's', text: `I am pleased to confirm that I can attend the ${invited[2].toLowerCase()}${where ? ` ${where}` : ''}` }, ...frame.segments];
  }
  // "confirm im coming", to "your application has progressed to the assessment day on 14 November at 9:30am at our
  // Warrington site": what is confirmed is that day, with its time and place.
  const comingTo = frame.quoted ? /\b(?:invite you (?:to|for)|(?:has |have )?progressed to|(?:been )?shortlisted for|(?:been )?selected for|book(?:ed)? you (?:in )?for) (an?|the) ((?:[\w-]+\s+){0,2}?(?:interview|meeting|call|assessment day|assessment centre|assessment|trial shift|trial day|viewing|induction|open day|taster day))\b((?:\s+(?:on|at|in)\s+[^.!?\n]{2,60}?)*)\s*[.!]/i.exec(frame.quoted.text) : null;
  if (comingTo?.[2]) {
    const where = (comingTo[3] ?? '').replace(/\bour\b/g, 'your').trim();
    frame.segments = frame.segments.map((segment) => (segment.act === 'confirm' && segment.form === 's' && /^I(?:'m| am) (?:coming|attending|going to be there)$|^I(?:'ll| will) (?:be there|come|attend)$/i.test(segment.text) ? { act: 'inform' as const, form: 's' as const, text: `I am pleased to confirm that I will attend the ${comingTo[2]!.toLowerCase()}${where ? ` ${where}` : ''}` } : segment));
  }
  // "write to my mp about the 45 bus being cut": an MP or a councillor is told, and asked to take it up,
  // not complained to as if they had done it.
  if (/^(?:mp|m\.p\.|local mp|councillor|local councillor|ward councillor|member of parliament)$/i.test(frame.recipient?.role ?? '')) {
    if (frame.descriptor === 'complaint') frame.descriptor = undefined;
    frame.segments = frame.segments.map((segment) => (segment.act === 'complain' && segment.form === 's' ? { ...segment, act: 'inform' as const } : segment));
    if (!frame.segments.some((segment) => ['request', 'question', 'askFor', 'askAbout'].includes(segment.act))) frame.segments.push({ act: 'request', form: 'vp', text: 'raise this on my behalf' });
  }
  mendSegments(frame);
  // "write to the council planning dept objecting to application 24/01873/FUL, ...": an objection
  // asks to be taken into account when the application is decided.
  if (frame.segments.some((segment) => segment.act === 'purpose' && /^object to (?:the |this |their |planning |a |proposed )*(?:planning )?(?:application|extension|development|plans?|proposal)\b/i.test(segment.text)) && !frame.segments.some((segment) => ['request', 'question', 'askFor', 'askAbout'].includes(segment.act))) {
    frame.segments.push({ act: 'request', form: 'vp', text: 'take my objection into account when the application is decided' });
  }
  // "thank them for their time": the time is the reader's.
  if (/\bthank\s+(?:them|him|her)\s+for\s+(?:their|his|her)\s/i.test(frame.message)) frame.segments = frame.segments.map((segment) => (segment.act === 'thank' && segment.form === 'np' ? { ...segment, text: segment.text.replace(/^(?:their|his|her)\s+/i, 'your ') } : segment));
  // "pls say hi and take him for lunch", to the team: asked of them, not said to them.
  if (/\b(?:please|pls|plz)\s+say\s+(?:hi|hello)\b/i.test(frame.message)) frame.segments = frame.segments.map((segment) => (segment.act === 'inform' && segment.form === 's' && /^(?:hi|hello)\s+(?:and|to)\s+\S/i.test(segment.text) ? { ...segment, text: `please say ${segment.text.charAt(0).toLowerCase()}${segment.text.slice(1)}` } : segment));
  // "email my accountant the receipts for this year and ask ...": what is sent goes with the email.
  const sentThing = /^(?:(?:please|pls)\s+)?(?:e-?mail|send)\s+(?:my|our|the)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+\s+((?:the|my|our|all the|all my)\s+[^,.;!?]{3,60}?)(?=\s+and\s+(?:ask|tell|say|let|check|see)\b|\s*[,.;!?]|\s*$)/i.exec(frame.message);
  if (sentThing?.[1] && !/\b(?:is|are|was|were|has|have|had|will|can|could|would|should|do|does|did|that|if|about|to)\b/i.test(sentThing[1])) {
    const thing = sentThing[1].toLowerCase();
    frame.segments = frame.segments.map((segment, index) => (index === 0 && segment.act === 'inform' && segment.form === 's' && segment.text.toLowerCase() === thing ? { ...segment, text: `please find attached ${segment.text}` } : segment));
  }
  // "customer left a 5 star review saying our staff were amazing, thank her": thanks for the review, said to her.
  const reviewed = frame.segments.findIndex((segment) => segment.act === 'inform' && segment.form === 's' && /^(?:they|she|he|the customer|the client|the guest)\s+(?:has\s+|have\s+|just\s+)?(?:left|wrote|gave|posted)\s+(?:us\s+)?(?:a|an)\s+(?:[\w-]+\s+){0,3}?(?:review|rating|comment|testimonial)\b/i.test(segment.text));
  const bareThanks = frame.segments.findIndex((segment) => segment.act === 'thank' && segment.form === 'none');
  if (reviewed >= 0 && bareThanks > reviewed) {
    const review = /^.*?(?:left|wrote|gave|posted)\s+(?:us\s+)?(?:a|an)\s+((?:[\w-]+\s+){0,3}?(?:review|rating|comment|testimonial))(?:\s+(?:on|via)\s+[\w-]+)?(?:\s+(?:saying|about how|to say)\s+(.+))?$/i.exec(frame.segments[reviewed]!.text);
    const said = review?.[2];
    frame.segments = frame.segments.flatMap((segment, index) => (index === reviewed ? [{ act: 'thank' as const, form: 'np' as const, text: `your lovely ${review?.[1] ?? 'review'}` }, ...(said ? [{ act: 'inform' as const, form: 's' as const, text: `it was wonderful to hear that ${said}` }] : [])] : index === bareThanks ? [] : [segment]));
  }
  // "customer complained her balayage came out too orange, ... say sorry, shes a regular": sorry for what
  // they complained of, said to them; that they are a regular is why it matters, not what sorry is for.
  const complained = frame.segments.findIndex((segment) => segment.act === 'inform' && segment.form === 's' && /^(?:they|she|he|the customer|the client)\s+(?:has\s+|have\s+)?complained\s+(?:that\s+)?(?=your\s)/i.test(segment.text));
  const sorryFor = frame.segments.findIndex((segment) => segment.act === 'apologize' && (segment.form === 'none' || /^(?:you're|you are)\s+(?:a|an|one of our)\s+(?:regular|loyal|long-standing|longstanding|valued|good)\b/i.test(segment.text)));
  if (complained >= 0 && sorryFor > complained) {
    const regular = frame.segments[sorryFor]!.form !== 'none';
    const what = frame.segments[complained]!.text.replace(/^.*?complained\s+(?:that\s+)?/i, '');
    frame.segments = frame.segments.flatMap((segment, index) => (index === complained ? [{ act: 'apologize' as const, form: 's' as const, text: what }] : index === sorryFor ? (regular ? [{ act: 'inform' as const, form: 's' as const, text: 'we really value you as one of our regulars' }] : []) : [segment]));
  }
  // "time off for jury duty, summons says 2 weeks from 16 sept": a clause of its own after the thing asked for is told.
  frame.segments = frame.segments.flatMap((segment) => {
    const told = segment.form === 'np' && ['askFor', 'request'].includes(segment.act) ? /^(.{6,}?),\s+(?:(the|my|our)\s+)?((?!(?:it|this|that|which|who|he|she|they|we|I|you|there)\b)[a-z]{3,})\s+((?:says|said|is|are|was|were|starts|ends|runs|lasts|covers)\s+.{3,})$/i.exec(segment.text) : null;
    return told?.[1] && told[3] && told[4] && !isFirstName(told[3]) ? [{ ...segment, text: told[1] }, { act: 'inform' as const, form: 's' as const, text: `${(told[2] ?? 'the').toLowerCase()} ${told[3]} ${told[4]}` }] : [segment];
  });
  // "cant make it anymore bc of work, so so sorry": sorry said after the bad news goes before it.
  frame.segments = frame.segments.map((segment) => {
    const sorry = segment.act === 'inform' && segment.form === 's' ? /^((?:(?:I|we)\s+)?(?:can't|cannot|won't|couldn't|can no longer|will not|am not|'m not|are not|'re not|have to|need to|must)\b.{4,}?),?\s+(?:(so so|so|really|very|truly|terribly|super)\s+)?sorry\s*!*$/i.exec(segment.text) : null;
    return sorry?.[1] ? { ...segment, text: `${/^we\b/i.test(sorry[1]) ? "we're" : "I'm"} ${(sorry[2] ?? 'really').toLowerCase().replace(/^so so$|^super$/, 'so')} sorry, but ${/^(?:I|we)\s/i.test(sorry[1]) ? sorry[1].replace(/^we\b/i, 'we') : `I ${sorry[1]}`}` } : segment;
  });
  // "asking if they can get 200 peonies ... and whats the price per stem": two questions.
  frame.segments = frame.segments.flatMap((segment) => {
    const second = segment.act === 'question' && segment.wh && segment.wh !== 'direct' ? /^(.{8,}?)\s+and\s+((?:what's|what is|what are|how much|how many|how long|when|where)\s+.+)$/i.exec(segment.text) : null;
    if (!second?.[1] || !second[2]) return [segment];
    const reference = /^(.+?),\s+((?:account|order|ref|reference|customer|booking|invoice)\s*(?:no\.?|number|#)?\s*\S+)$/i.exec(second[2]);
    return [{ ...segment, text: second[1] }, { act: 'question' as const, form: 's' as const, text: reference?.[1] ?? second[2], wh: 'direct' as const }, ...(reference?.[2] ? [{ act: 'inform' as const, form: 's' as const, text: `my ${reference[2].replace(/^(\w+)\s*(?:no\.?|number|#)?\s*(?=\S)/i, (_m, label: string) => `${label.toLowerCase()} number is `)}` }] : [])];
  });
  // "saying sorry about the mug the kids broke": sorry about a thing, not that a clause happened.
  frame.segments = frame.segments.map((segment) => (segment.act === 'apologize' && segment.form === 's' && /^(?:the|a|an|my|our|your)\s+[\w'-]+\s+(?:the|a|my|our|your|I|we|he|she|they)\s+[\w'-]+\b/i.test(segment.text) && !/^(?:the|a|an|my|our|your)\s+[\w'-]+\s+(?:the|a|my|our|your|I|we|he|she|they)\s+(?:is|are|was|were|has|have|had|will|would|can|could)\b/i.test(segment.text) ? { ...segment, form: 'np' as const } : segment));
  // "ask everyone to say hi and Josh will be her buddy": the ask, then news of someone else.
  frame.segments = frame.segments.flatMap((segment) => {
    const news = segment.act === 'request' && segment.form === 'vp' ? /^(.{3,}?)\s+and\s+((?-i:[A-Z])[a-z'-]+\s+(?:will|is|has|can|'s|'ll|would)\s+.+)$/.exec(segment.text) : null;
    return news?.[1] && news[2] && isFirstName(news[2].split(/\s+/)[0]!.toLowerCase()) ? [{ ...segment, text: news[1] }, { act: 'inform' as const, form: 's' as const, text: news[2] }] : [segment];
  });
  // "our offer has been accepted at £240k, what docs do you need and how long will it take": a question asked straight out after the news.
  frame.segments = frame.segments.flatMap((segment) => {
    const asked = segment.act === 'inform' && segment.form === 's' ? /^(.{8,}?),\s+((?:(?:what|which)(?:\s+[a-z]+){0,2}|how|when|where|who|why)\s+(?:do|does|did|is|are|was|will|would|can|could|should|much|long|many|soon)\b[^,;]*)$/i.exec(segment.text) : null;
    // ("... but my mum's in hospital so can we swap for new year instead": the ask after "so".)
    const so = !asked && segment.act === 'inform' && segment.form === 's' ? /^(.{8,}?)(?:,?\s+so|,)\s+((?:can|could)\s+we\s+(?!not\b)[a-z]+\b[^,;?]*)\??$/i.exec(segment.text) : null;
    if (so?.[1] && so[2]) return [{ ...segment, text: so[1] }, { act: 'question' as const, form: 's' as const, text: so[2], wh: 'direct' as const }];
    // ("a collection for Mrs. Obi, who is leaving at Easter": who she is, not a question.)
    if (asked?.[1] && asked[2] && /^who\b/i.test(asked[2]) && /(?:\b(?-i:[A-Z])[\w'-]+|\b(?:teacher|coach|colleague|friend|neighbou?r|manager|tutor|nurse|doctor|mum|mom|dad|grandma|grandad|boss|client|customer|tenant|landlord|landlady|lady|man|woman|guy|girl|boy|son|daughter|sister|brother|aunt|uncle|cousin|partner|wife|husband))$/i.test(asked[1])) return [segment];
    return asked?.[1] && asked[2] ? [{ ...segment, text: asked[1] }, { act: 'question' as const, form: 's' as const, text: asked[2], wh: 'direct' as const }] : [segment];
  });
  // "team lunch fri 1pm at the italian place": an event named with no verb, told, is one we are having.
  frame.segments = frame.segments.map((segment) => {
    if (segment.act !== 'inform' || segment.form !== 's') return segment;
    const event = /^((?!(?:a|an|the|our|my|your|their|his|her|this|that|some|any|for|to|join|at|on|in)\s)(?:(?!(?:I|we|you|he|she|they|it|had|have|has|was|were|is|are|got|went|made|held|[a-z]+ed)\s)[A-Za-z-]+\s+){0,2}(lunch|dinner|drinks|party|meal|picnic|bbq|barbecue|social|quiz night|meetup|meet-up|get-together|gathering|night out|away day|awayday|breakfast|brunch))\s+(?=(?:on|at|this|next|tomorrow|tonight|from|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|\d{1,2}(?:st|nd|rd|th)?)\b)(?![^.?!]*\b(?:is|are|was|were|will|would|be|has|have|had|can|could|starts|begins|kicks off|went|got)\b)/i.exec(segment.text);
    if (!event?.[1]) return segment;
    const what = event[1].replace(/^(?-i:[A-Z])(?=[a-z])/, (c) => c.toLowerCase()).replace(/^christmas\b/i, 'Christmas');
    return { ...segment, text: `we are having ${/s$/i.test(event[2]!) ? '' : /^[aeiou]/i.test(what) ? 'an ' : 'a '}${what}${segment.text.slice(event[1].length)}` };
  });
  // "tell the customer order #WW-10293 is delayed": their order, said to them.
  if (frame.recipient && ['customers', 'client'].includes(frame.recipient.relation) && !frame.recipient.plural) {
    frame.segments = frame.segments.map((segment) => ({ ...segment, text: segment.text.replace(/^(order|booking|reservation|delivery|parcel|appointment)\s+(?=#?[A-Za-z]{0,4}-?\d[\w-]*\s+[a-z])/i, (_m, thing: string) => `your ${thing.toLowerCase()} `) }));
  }
  if (pairNames) frame.recipient = { ...(frame.recipient ?? { phrase: pairNames, relation: 'unknown' as const }), name: pairNames, plural: true, gender: 'they' };
  frame.recipient = plausible(frame.recipient);
  // "landlord wants to put the rent up ..., ask if he'd meet me at £75": the reader, found late, is the "he" of the request.
  // (And "can he put the address on it", asked of the plumber: "he" is the plumber.)
  if (frame.recipient && !frame.recipient.plural && !frame.recipient.name && frame.recipient.gender === 'they' && !frame.quoted && frame.segments.some((segment) => /\b(?:he|she)(?:'d|'ll)\b|\b(?:can|could|would|will)\s+(?:he|she)\b/i.test(segment.text))) {
    const gendered = genderFromPronouns(rawMessage, frame.recipient);
    if (gendered && gendered.gender !== 'they') {
      frame.recipient = gendered;
      frame.segments = frame.segments.map((segment) => ({ ...segment, text: toRecipientVoice(segment.text, gendered) }));
    }
  }
  frame.thin = frame.segments.length === 0;
  // The product a cold email introduces is the company's: "SafeHands Training's on-site first aid training".
  const product = ourCompany ? frame.segments.find((segment) => segment.act === 'introduce' && segment.form === 'np') : undefined;
  if (product && ourCompany && !product.text.includes(ourCompany)) product.text = `${ourCompany}'s ${product.text.replace(/^(?:the|our|my)\s+/i, '')}`;
  return frame;
}

// --- instructions left in the content ------------------------------------------------------------

/** "got this after our demo yesterday", "i got this letter from the council": where the pasted email came from. */
const POINTER = /^(?:(?:so|and|ok|okay)\s+)?(?:I\s+)?(?:just\s+)?(?:got|received|have)\s+this(?:\s+(?:letter|e-?mail|message|note|reply|response|text|notice))?(?:\s+(?:from|after|off|when)\s+[^,;]*?)?(?:\s+(?:today|yesterday|this morning|earlier))?\s*(?:,\s*(?:so\s+|and\s+)?|$)/i;
const EMAIL_KINDS = String.raw`follow[- ]?up|objection|complaint|reply|response|letter|e-?mail|note|message|appeal|apology|notice`;
/** ", write an objection", "so write the formal complaint to the practice manager", "reply with a complaint". */
const WRITE_IT = new RegExp(String.raw`(?:^|,\s*|\s+)(?:(?:so|and|now|then|pls|please|can you|could you|(?:I\s+)?(?:need|want)(?: you)? to)\s+)*(?:write|draft|do|send|put together|reply with|respond with|reply|respond)\s+(?:me\s+)?(?:up\s+)?(?:(?:a|an|the|my|our|some)\s+)?((?:(?:formal|short|polite|strong|firm|proper|nice|quick|brief|official|written)\s+)*)(${EMAIL_KINDS})(?:\s+(?:e-?mail|letter))?(?:\s+to\s+((?:the|my|our)\s+(?:[\w-]+\s+){0,3}?[\w-]+))?\s*(?=[,.;!?]|$)`, 'i');
/** "report a pothole on ...", "make an offer on ...": what the writer does by writing, said to us. */
const WRITER_DOES = /^(?:(?:I\s+)?(?:need|want|would like|'d like)\s+to\s+)?(report|dispute|appeal|withdraw|lodge|query|make\s+(?:an?\s+)?(?:offer|claim|complaint|booking|reservation|payment|formal complaint))\b\s*/i;
/** "enquiry about hiring the hall", "complaint about the noise": the email's purpose as a noun. */
const PURPOSE_NOUN = /^(?:(?:a|an|my|our|quick|formal|general)\s+)*(enquiry|inquiry|complaint|query|request)\s+(about|regarding|re|into|for)\s+(.+)$/i;
/** "office email asking for volunteers to ...": the kind of email, named before what it does. */
const KIND_LEAD = /^(?:(?:a|an|the|our|my)\s+)?(?:[\w'-]+\s+){0,3}?(?:e-?mail|note|message|notice|newsletter)\s+(?=(?:asking|telling|reminding|announcing|inviting|letting|saying)\b)/i;

/**
 * What the visitor said to us, left inside a clause whatever rule read it: where the pasted email
 * came from ("got this after our demo yesterday"), what to write ("write an objection", "reply with
 * a complaint", "write the formal complaint to the practice manager"), what to say ("say our
 * requirements changed"), and what the email is for ("report a pothole on ...", "enquiry about ...").
 */
/**
 * "asking why Isla hasn't been picked, she goes to every training", to her coach: a clause opening
 * with "she" right after one about Isla is about Isla, and says her name.
 */
function namedAgain(piece: string, before: string, recipient: Recipient | undefined): string {
  const pronoun = /^(she|he)\s+(?!(?:said|says|told|asked|wants|wanted|thinks|thought|mentioned)\b)(?=[a-z])/i.exec(piece);
  if (!pronoun?.[1] || !recipient || recipient.plural || recipient.gender !== pronoun[1].toLowerCase() || /^(?:her|his|their)\s|'s\s/i.test(recipient.phrase)) return piece;
  const own = new Set((recipient.name ?? '').split(/\s+/));
  const names = [...before.matchAll(/(?<!^|[.!?]\s|\b(?:Mr|Mrs|Ms|Dr|Miss|Coach)\.?\s)\b([A-Z][a-z'-]{2,})\b(?!\s+[A-Z])/g)].map((match) => match[1]!).filter((name) => !own.has(name) && isFirstName(name.toLowerCase()) && genderOf(name, 'they') !== (pronoun[1]!.toLowerCase() === 'she' ? 'he' : 'she'));
  return names.length === 1 ? `${names[0]}${piece.slice(pronoun[1].length)}` : piece;
}

function withoutInstructions(segments: Segment[], frame: Frame): Segment[] {
  return segments.flatMap((segment): Segment[] => {
    if (segment.form === 'none') return [segment];
    let text = segment.text;
    const pointer = POINTER.exec(text);
    if (pointer && (pointer[0].length === text.length || /,\s*(?:so\s+|and\s+)?$/.test(pointer[0]))) text = text.slice(pointer[0].length);
    // "got this from my letting agent: reply saying i work from home ...": what to say, after the pointer.
    if (frame.quoted) text = text.replace(/^\s*(?:reply|respond)\s+to\s+(?:this|that|it)\s*[:,]\s*(?:(?:say|saying)\s+(?:that\s+)?)?(?=\S)/i, '');
    // "..., counter offer email to the hiring manager Jonathan, ...": what to write and to whom, said amid the story.
    const kindTo = /^(?:(?:a|an|the|my)\s+)?(counter[- ]?offer|negotiation|follow[- ]?up|thank[- ]you|apology|complaint|resignation)\s+(?:e-?mail|message|note|letter)\s+to\s+((?:the|my|our)\s+(?:[\w-]+\s+){0,2}?[\w-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\s*$/i.exec(text);
    if (kindTo?.[1] && kindTo[2]) {
      const named = readRecipient(kindTo[2]);
      if (!frame.recipient?.name || named.name) frame.recipient = frame.recipient?.organization && !named.organization ? { ...named, organization: frame.recipient.organization } : named;
      if (/^counter|^negotiation/i.test(kindTo[1]) && !frame.descriptor) frame.descriptor = 'negotiation';
      return [];
    }
    const write = WRITE_IT.exec(text);
    if (write?.[2]) {
      const kind = write[2].toLowerCase();
      if (/^(?:complaint|objection)$/.test(kind) && (!frame.descriptor || frame.descriptor === 'reply') && !frame.quoted) frame.descriptor = 'complaint';
      // "write the formal complaint to the practice manager": the one it goes to.
      if (write[3] && !/\b(?:this|that|it|them|him|her)$/i.test(write[3])) frame.recipient = readRecipient(write[3]);
      text = `${text.slice(0, write.index)}${text.slice(write.index + write[0].length)}`.replace(/^\s*[,;.]\s*/, '').replace(/\s*,\s*$/, '').trim();
      // An objection or a complaint in answer to a pasted letter says what it is first.
      if (frame.quoted && /^(?:complaint|objection)$/.test(kind)) {
        const reference = /\b(?:application|ref(?:erence)?(?:\s+(?:no\.?|number))?)\s*:?\s*(\d[\w/-]*\d[\w/-]*)/i.exec(frame.quoted.text)?.[1];
        const purpose: Segment = kind === 'objection'
          ? { act: 'purpose', form: 'vp', text: `object to ${/\bplanning\b/i.test(frame.quoted.text) ? 'planning application' : 'application'}${reference ? ` ${reference}` : ''}` }
          : { act: 'purpose', form: 'vp', text: `make a ${(write[1] ?? '').includes('formal') ? 'formal ' : ''}complaint` };
        return text ? [purpose, { ...segment, text }] : [purpose];
      }
    }
    if (/^(?:a|an)\s+(?:formal\s+)?(?:complaint|objection|follow[- ]?up)$/i.test(text)) {
      return frame.quoted && /complaint/i.test(text) ? [{ act: 'purpose', form: 'vp', text: `make ${text.toLowerCase()}` }] : [];
    }
    // "..., full refund" after what went wrong: what the business offers.
    const remedy = segment.act === 'apologize' || frame.business ? /[,(]\s*((?:a\s+)?(?:full|partial)\s+refund|(?:a\s+)?free\s+(?:replacement|redelivery|delivery))\)?$/i.exec(text) : null;
    if (remedy?.[1]) {
      const offered = remedy[1].replace(/^(?!a\s)/i, 'a ');
      return [{ ...segment, text: text.slice(0, remedy.index).trim() }, { act: 'offer', form: 'np', text: offered }];
    }
    // "i want my hotel receipt covered £96": what should be done to it, said as it was wanted.
    const done = segment.act === 'askFor' ? /^((?:my|our|the|this|that|it|these|those)\b.*?)\s+(covered|refunded|reimbursed|fixed|replaced|repaired|sorted|removed|returned|paid|waived|cancell?ed|canceled|back)(?:\s+([£$€]\s?\d[\d,.]*))?$/i.exec(text) : null;
    if (done?.[1] && done[2]) return [{ act: 'inform', form: 's', text: `I would like ${done[1].replace(/\breceipts?\b/i, 'costs')}${done[3] ? ` (${done[3]})` : ''} ${done[2]}` }];
    if (segment.form !== 's' && segment.act !== 'cancel') return text === segment.text ? [segment] : text ? [{ ...segment, text }] : [];
    // "need to rebook any day the week after": cancelled is the pasted appointment; the rest is said.
    if (segment.act === 'cancel' && /^(?:I\s+)?(?:need|want|would like|have)\s+to\s+/i.test(text)) {
      const again = /^(?:I\s+)?(?:need|want|would like|have)\s+to\s+(rebook|reschedule|rearrange|move it)\b/i.exec(text);
      const said = again ? `I would like to ${text.slice(again[0].length - again[1]!.length)}` : `I ${text.replace(/^I\s+/i, '')}`;
      return [{ act: 'inform', form: 's', text: `unfortunately I need to cancel ${frame.quoted ? `this ${/\b(appointment|booking|reservation|session|class|lesson|meeting|order)\b/i.exec(frame.quoted.text)?.[1]?.toLowerCase() ?? 'booking'}` : 'it'}` }, { act: 'inform', form: 's', text: said }];
    }
    if (segment.act === 'cancel') return [{ ...segment, text }];
    // "we found a cheaper supplier but dont say that, just say our requirements changed": only what to say.
    text = text.replace(/^.*?,?\s+but\s+(?:please\s+)?(?:don't|dont|do not)\s+(?:say|mention|tell\s+(?:them|him|her))\s+(?:that|it|this)\s*[,;]?\s*(?:(?:just|instead|only)\s+)?say\s+(?:that\s+)?(?=\S)/i, '')
      // "write up action points from today's meeting": here they are.
      .replace(/^(?:write\s+)?up\s+(?:the\s+)?(action points|notes|minutes|next steps|actions)\b/i, 'Here are the $1');
    // "this: say i need a date this week", "just say our requirements changed": what to say, said.
    text = text.replace(/^(?:this\s*:\s*)?(?:(?:reply|respond)\s+(?:and\s+)?)?(?:just\s+)?say\s+(?:that\s+)?(?=\S)/i, '');
    // "..., we're spoke & chain bike shop": who signs it, not a line of it.
    const firm = /^(?:we're|we are)\s+((?:[a-z][\w'&-]*\s+|&\s+){0,5}(?:shop|cafe|café|bakery|salon|studio|store|garage|hotel|restaurant|gym|ltd|company|agency|clinic|practice|florist|florists|pub|bar|deli|boutique|nursery|kennels|cattery))$/i.exec(text);
    if (firm?.[1] && (frame.business || /\b(?:customer|client)s?\b/i.test(frame.message))) {
      frame.business = true;
      // ("we're a dog grooming salon": what the business is, not its name.)
      if (!/^(?:a|an)\s/i.test(firm[1])) frame.senderName ??= firm[1].replace(/\b[a-z]/g, (c) => c.toUpperCase());
      return [];
    }
    // "quote for translating a manual, €0.11 a word": the quote, given.
    if (!frame.quoted && segment === segments[0]) text = text.replace(/^(?:(?:a|my|our)\s+)?quote\s+for\s+(?=\S)(?![^,.;]*\b(?:is|are|was|will be|comes to|costs?|would be)\b)/i, 'please find below my quote for ');
    // "i need to move it to the afternoon", over a pasted appointment: it is the appointment.
    const booked = frame.quoted ? /\b(appointment|booking|reservation|session|lesson|meeting|viewing|consultation)\b/i.exec(frame.quoted.text)?.[1] : undefined;
    if (booked) text = text.replace(/^((?:I\s+)?(?:need|have|want|would like|'d like)\s+to\s+(?:move|change|rearrange|reschedule|cancel|push back|bring forward))\s+it\b/i, `$1 my ${booked.toLowerCase()}`);
    // "my sister asked to borrow money and i cant rn", over her pasted email: she is the reader.
    if (frame.quoted) text = text.replace(/^(?:so\s+)?(?:my|our)\s+(?:sister|brother|mum|mom|dad|mother|father|son|daughter|friend|mate|cousin|aunt|auntie|uncle|nan|gran|grandma|grandad|neighbou?r|colleague|boss|manager|flatmate|housemate|partner|husband|wife|sister-in-law|brother-in-law)\s+(?:[A-Z][a-z'-]+\s+)?(?=(?:asked|wants|wanted|needs|has asked|is asking)\b)/i, 'you ');
    const lend = /^you\s+(?:asked|want(?:ed)?|need|has asked|is asking)\s+(?:me\s+)?(?:to\s+borrow|for|if\s+(?:she|he|they)\s+(?:can|could)\s+borrow)\s+((?:some\s+)?money|(?:a\s+)?loan|[£$€]\s?\d[\d,.]*k?)(?:\s+(?:and|but)\s+I\s+(?:can't|cannot|can not|won't)(?:\s+(?:right now|at the moment|this time|this month))?)?$/i.exec(text);
    if (lend) return [{ act: 'inform', form: 's', text: `I'm really sorry, but I can't lend you ${/\d/.test(lend[1]!) ? lend[1] : 'the money'} right now` }];
    // "^ that was 3 weeks ago", under a pasted email: how long since it came.
    const since = frame.quoted ? /^(?:\^\s*)?(?:that|this|it)\s+was\s+((?:over\s+|nearly\s+|almost\s+)?(?:\d+|a|an|one|two|three|four|five|six)\s+(?:days?|weeks?|months?))\s+ago$/i.exec(text) : null;
    if (since?.[1]) return [{ ...segment, text: `it has now been ${since[1]} since your message` }];
    // "chasing dawson realty for $2,300 for the website build": what the writer is doing, said to them.
    const chasing = /^(?:I'm\s+|I am\s+)?chasing\s+(?:up\s+)?(?:(?:them|him|her|[A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*){0,3})\s+)?(?:for|about)\s+(?=[£$€]?\d|(?:the|my|our|an?)\s+(?:unpaid|overdue|late|outstanding)?\s*(?:payment|invoice|money|fee|balance))/i.exec(text);
    if (chasing) return [{ ...segment, text: `I am following up on ${/^[£$€]?\d/.test(text.slice(chasing[0].length)) ? 'the payment of ' : ''}${text.slice(chasing[0].length)}` }];
    const does = WRITER_DOES.exec(text);
    if (does?.[1]) return [{ act: 'purpose', form: 'vp', text: `${does[1].toLowerCase()} ${text.slice(does[0].length)}`.trim() }];
    const purpose = PURPOSE_NOUN.exec(text);
    if (purpose?.[1] && purpose[3] && segment === segments[0]) {
      const verb = /^(?:enquiry|inquiry|query)$/i.test(purpose[1]) ? 'enquire' : /^complaint$/i.test(purpose[1]) ? 'complain' : 'ask';
      return [{ act: 'purpose', form: 'vp', text: `${verb} ${verb === 'ask' ? 'for' : 'about'} ${purpose[3]}` }];
    }
    const kindLead = KIND_LEAD.exec(text);
    if (kindLead) return readClause(text.slice(kindLead[0].length), frame);
    if (text === segment.text) return [segment];
    return text ? [{ ...segment, text }] : [];
  });
}

/**
 * An out-of-office note in the visitor's shorthand, said in full: "for 12-26 aug, no access to
 * emails, anything urgent go to Dan" -> "I'm out of the office from 12 to 26 Aug with no access to
 * email." and "For anything urgent, please contact Dan."
 */
function awayNote(segment: Segment): Segment[] {
  if (segment.act !== 'inform' || segment.form !== 's') return [segment];
  const parts = segment.text.split(/\s*,\s*/);
  const out: string[] = [];
  for (const part of parts) {
    const span = /^(?:for|from)\s+(\d{1,2}(?:st|nd|rd|th)?)\s*(?:-|–|to|until|till)\s*(\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]+)$/.exec(part);
    const urgent = /^(?:for\s+)?(?:anything|something|any)\s+urgent(?:\s+stuff|\s+things|\s+issues)?,?\s+(?:go|goes|should go|send|email|contact|speak|talk)\s+(?:it\s+)?(?:to\s+|with\s+)?(.+)$/i.exec(part);
    if (span) out.push(`I'm out of the office from ${span[1]} to ${span[2]}`);
    else if (/^(?:for|from|until|till)\s+\S/.test(part) && out.length === 0) out.push(`I'm out of the office ${part}`);
    else if (/^no\s+(?:access\s+to\s+)?(?:e-?mails?|wifi|signal|laptop)$/i.test(part) && out.length > 0) out[out.length - 1] += ` with ${part.replace(/^no\s+access\s+to\s+e-?mails?$/i, 'no access to email')}`;
    else if (urgent?.[1]) out.push(`for anything urgent, please contact ${urgent[1]}`);
    else return [segment];
  }
  return out.map((text) => ({ act: 'inform' as const, form: 's' as const, text }));
}

const WRITER_ROLES = String.raw`freelancer|freelance \w+|landlord|landlady|teacher|tutor|coach|manager|team lead|parent|tenant|recruiter|photographer|designer|plumber|electrician|builder|contractor|consultant|developer|nurse|student|cleaner|childminder|dog walker|hairdresser|therapist|baker|florist|caterer|shop owner|business owner|small business owner|property manager|hr|office manager`;

// "im a teacher, ...", "we're a bakery, ...", "freelancer, ...": who writes, said first.
const IDENTITY = new RegExp(String.raw`^(?:(?:hi|hey|hello)[,!]?\s+)?(?:(I'm|I am|we're|we are)\s+(?:a|an|the)\s+(?!(?:bit|little|lot|few|big fan)\b)((?:[\w'-]+\s+){0,4}?[\w'-]+)|((?:a\s+)?${WRITER_ROLES}))\s*[,.;:]\s+(?=\S)`, 'i');

/** "I manage a small team and one of them ...", "i run a dog grooming business and ...": who writes, not what to say. */
function withoutWhoWrites(text: string, frame: Frame): string {
  // "small business - i make engraved chopping boards. order ...": who writes, and what they make.
  text = text.replace(/^(?:(?:a|my|our)\s+)?(?:small|little|tiny|local|family|one-person|one person)\s+business\s*[-–—:,]\s*(?:(?:i|we)\s+(?:make|sell|run|do|own|bake|print|design)\s+[^.;!?]{2,60}[.;!]\s+)?(?=\S)/i, () => {
    frame.business = true;
    return '';
  });
  return text.replace(/^(?:(?:hi|hey|hello)[,!]?\s+)?I\s+(manage|run|lead|own|teach|coach|head)\s+(?:a|an|the|our|my)\s+[\w' -]{2,40}?\s+and\s+(?=(?:one|some|two|a|an|the|my|our|need|want|have|would|I)\b)/i, (_m, verb: string) => {
    if (/^(?:run|own)$/i.test(verb)) frame.business = true;
    return '';
  });
}

/**
 * Who writes and what kind of email it is, said first as a header, becomes the plain instruction the
 * rest of the reading knows: "im the under 11s football coach, email to parents: ..." is "email to
 * parents: ...", "freelancer, client hasnt paid ..." is "client hasnt paid ...", "book club email:
 * ..." is "email the book club: ...", "out of office, away ..." is an out-of-office note.
 */
function readHeader(text: string, frame: Frame): string {
  let out = text;
  // "im a teacher, ...", "we're a bakery, ...", "freelancer, ...": who writes, not what to say.
  const identity = IDENTITY.exec(out);
  if (identity && !/\b(?:at|in|from|of|and|but|so|who|that|with|on|for|to)\b/i.test((identity[2] ?? '').replace(/\s+in\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?$/, ''))) {
    if (/^we/i.test(identity[1] ?? '')) frame.business = true;
    out = out.slice(identity[0].length);
  }
  // "customer ordered a custom cake for sat but ...", "client hasnt paid invoice 0023": the one
  // the story is about, named first with nobody else to write to, is the one written to.
  const them = /^(?:a|the|our|my)?\s*(customer|client|tenant|guest|patient|buyer|neighbou?r(?:\s+(?:at|from|in)\s+(?:number|no\.?)\s*\d+\w?|\s+(?:next door|upstairs|downstairs|opposite))?)\s+(?=(?:ordered|booked|bought|asked|wants|paid|sent|emailed|complained|said|has|is|was|hasn't|has not|hasnt|didn't|did not|didnt|cancell?ed|left|reported|returned|still|never|keeps|got|received|had|called|rang|waited|came|visited|stayed|tried)\b)/i.exec(out);
  if (them?.[1] && !/\b(?:e-?mail|write|tell|reply|message|send)\s+(?:to\s+)?(?:my|the|our|a|him|her|them)\b/i.test(out.slice(them[0].length))) {
    out = `email the ${them[1].toLowerCase()}: they ${out.slice(them[0].length)}`;
  }
  // "job hunting, write to ...", "volunteer at the charity shop, need to tell ...":
  // who writes and why, said before the instruction; the one written to knows it.
  out = out.replace(/^(?:(?:still\s+|currently\s+)?(?:job|house|flat)[- ]?(?:hunting|searching|seeking)|(?:I\s+)?(?:volunteer|work|help out|intern)\s+(?:at|for|with)\s+(?:the|a|an|our|my)\s+[\w' -]{2,30}?)\s*[,:;-]\s+(?=(?:(?:I\s+)?(?:need|want|have|got)\s+to\s+|pls\s+|please\s+|can you\s+)?(?:e-?mail|write|tell|ask|reply|message|send|let|draft|remind|invite|thank)\b)/i, '');
  // "a cafe down the road owes us €612 ...": the one who owes is the one written to.
  const debtor = /^(?:a|the|our|my)\s+((?:[\w'-]+\s+){0,2}?(?:cafe|café|shop|restaurant|pub|bar|salon|business|company|client|customer|firm|school|gym|hotel|venue|agency|bakery|florist|studio|practice|club))(?:\s+(?:down the road|next door|nearby|round the corner|in town|across the road))?\s+(?=owes?\s+(?:us|me)\b)/i.exec(out);
  if (debtor?.[1] && !frame.recipient && !/\b(?:e-?mail|write to|tell|message|remind)\s+(?:the|my|our|a|them|him|her)\b/i.test(out.slice(debtor[0].length))) {
    frame.business = true;
    out = `email the ${debtor[1].toLowerCase()}: they ${out.slice(debtor[0].length)}`;
  }
  // "im captain of a sunday league team, ...", "im secretary of our running club, ...".
  out = out.replace(/^(?:(?:hi|hey|hello)[,!]?\s+)?(?:I'm|I am)\s+(?:the\s+)?(?:captain|secretary|chair|chairman|chairwoman|chairperson|treasurer|president|head|organi[sz]er|coach|manager|leader|founder|owner)\s+of\s+(?:a|an|the|our|my)\s+[\w' -]{2,40}?\s*[,.;:]\s+(?=\S)/i, '');
  // "plumbing company, want to email ...": who writes, named by what it is.
  out = out.replace(/^(?:(?:a|an|we're a|we are a)\s+)?(?:small\s+|local\s+|family\s+)?[\w'-]+(?:\s+[\w'-]+)?\s+(?:company|business|shop|salon|agency|studio|practice|firm|bakery|cafe|café|restaurant|charity|club|clinic|surgery|gym|store)\s*[,:]\s+(?=(?:want|need|would|email|write|tell|let|send)\b)/i, () => {
    frame.business = true;
    return '';
  });
  // "client email saying the logo drafts will be ready fri": to the client, saying that.
  out = out.replace(/^(?:(?:a|an|quick|short)\s+)*(client|customer|tenant|landlord|boss|manager|team|teacher|neighbou?r|supplier|coach|tutor|parents?|staff|hr)\s+(?:e-?mail|message|note)\s+(?=(?:saying|that|asking|telling|reminding|inviting|thanking|to say|about)\b)/i, (_m, who: string) => `email my ${who.toLowerCase()} `);
  // "Freelance writer pitching to the editor of Coastal Living magazine. I want to write ...": to the editor.
  out = out.replace(/^(?:(?:I'm|I am)\s+)?(?:an?\s+)?(?:[\w-]+\s+){0,2}?[\w-]+\s+pitching\s+(?:an?\s+[\w -]{2,30}?\s+)?to\s+((?:the|an?)\s+(?:[\w-]+\s+){0,2}?(?:editor|producer|buyer|agent|publisher|commissioner|booker|curator)(?:\s+(?:of|at)\s+[A-Z][\w&'-]*(?:\s+[A-Z&][\w&'-]*)*(?:\s+(?:magazine|newspaper|podcast|website|blog|radio|show|gallery))?)?)\s*[.,:;-]\s+/i, (_m, whom: string) => `email ${whom}: `);
  // "to the maths dept: can anyone swap ...", "tenants of 12 Orchard Court: water off thurs ...": whom it is to.
  // ("to the babysitter (Chloe), we'll be back ...", "to my car insurance co, want to ...": the same, with a comma.)
  out = out.replace(/^to\s+((?:the|all|my|our)\s+[\w'& -]{2,40}?(?:\s*\([^()]{2,30}\))?)\s*(?::|,(?!\s*(?:and|but|or|who|which)\b))\s*/i, (_m, whom: string) => `email ${whom}: `)
    .replace(/^((?:all\s+)?(?:tenants|residents|members|parents|staff|players|volunteers|guests|customers|neighbou?rs|families|leaseholders|owners)\s+(?:of|at|in|on)\s+[\w'& -]{2,40}?)\s*:\s*/i, (_m, whom: string) => `email the ${whom.replace(/^all\s+/i, '')}: `);
  // "book club email: ...", "email to parents: ...", "uni accommodation email - ...": the group it goes to.
  const header = /^((?:the\s+)?(?:[\w'-]+\s+){0,2}?[\w'-]+)\s+(?:e-?mail|message|note|announcement|newsletter|notice|update)\s*(?::|\s[-–]\s?)\s*/i.exec(out);
  if (header?.[1] && !/^(?:write|send|draft|an?|my|quick|short|cold|reminder|follow[- ]?up|friendly|formal|polite|nice|the (?:same|last))$/i.test(header[1]) && !/\b(?:write|send|draft|an?)\b/i.test(header[1])) {
    out = `email the ${header[1].replace(/^the\s+/i, '')}: ${out.slice(header[0].length)}`;
  }
  // "email the league secretary bc the other team didnt turn up": that is what to tell them.
  out = out.replace(/^((?:need|want|have)\s+to\s+)?((?:e-?mail|write to|message|contact)\s+(?:the|my|our|his|her)\s+(?:(?!\b(?:that|if|whether|saying|asking|about)\b)[^,.;:]){2,40}?)\s+(?:bc|because|cos|cause|as)\s+(?=(?:the|my|our|his|her|their|we|I|it|they|he|she)\b)/i, (_m, _need: string | undefined, wrapper: string) => `${wrapper} that `);
  // "out of office, away 3rd-14th aug, contact priya for anything urgent".
  const away = /^(?:an?\s+)?(?:out[- ]of[- ]office|ooo)(?:\s+(?:reply|message|e-?mail|note|auto-?reply|response))?\s*(?:please|pls)?\s*[,.:;-]\s*/i.exec(out);
  if (away) {
    frame.descriptor = 'out-of-office';
    out = out.slice(away[0].length).replace(/^(?:(?:I'm|I am|I'll be|I will be)\s+)?(away|off|on (?:holiday|leave|annual leave|vacation))\b/i, (_m, what: string) => `I'm ${what}`);
  }
  return out;
}

/**
 * A recipient read from words that cannot name anyone loses them: "email applying for a job" has
 * no one called Applying, "tell the team server migration is ..." no team called Server, and
 * "remind client of our meeting tmrw 11am" no company called Meeting Tomorrow 11 Am.
 */
function plausible(recipient: Recipient | undefined): Recipient | undefined {
  if (!recipient) return recipient;
  let out = recipient;
  // "insurer of a small car accident", "local businesses": no firm is called that.
  if (out.organization && (/\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)\b|\b(?:tomorrow|today|tonight|yesterday|meeting|zoom|link|our|my)\b/i.test(out.organization) || /^(?:an?|some|any|all|other|several|various|nearby|local|small|big)\s/i.test(out.organization) || /\b(?:businesses|companies|shops|stores|firms|agents|agencies|cafes|restaurants|accident|incident)$/i.test(out.organization))) {
    const { organization: _dropped, ...rest } = out;
    out = rest;
  }
  // "the Year 9 head": a role, not a name.
  if (out.name && /\d/.test(out.name) && /\b(?:year|head|form|class|grade|department)\b/i.test(out.name)) {
    const { name: _dropped, ...rest } = out;
    out = { ...rest, role: out.name.toLowerCase().replace(/^(?:the\s+)?year (\d+) head$/, 'head of year $1') };
  }
  if (out.name) {
    const words = out.name.split(/\s+/);
    const person = words.filter((word) => !/^(?:mr|mrs|ms|miss|dr|prof|professor|sir|dame|coach)\.?$/i.test(word));
    // "Mrs. Price", "Mr. Read": a word after a title is a surname, whatever else it can be.
    const titled = person.length < words.length;
    const noName = !titled && person.length > 0 && person.every((word) => {
      const lower = word.toLowerCase();
      if (isFirstName(word)) return false;
      // "Spotify", "Shopify": a brand, not the verb compromise guesses from the ending.
      if (/[a-z]ify$/i.test(lower) && words.length === 1) return false;
      const tags = wordTags(lower);
      return /ing$/.test(lower) && tags.includes('Gerund') || tags.some((tag) => /^(?:Adverb|Verb|PastTense|Infinitive|Modal|Preposition|Conjunction|Determiner|Pronoun)$/.test(tag)) || (out.relation === 'team' && tags.includes('Noun') && !tags.some((tag) => /^(?:ProperNoun|Person|Organization|Place)$/.test(tag)));
    });
    if (noName) {
      const { name: _dropped, ...rest } = out;
      out = rest;
      if (out.relation === 'unknown' && !out.role && !out.organization) return undefined;
    }
  }
  return out;
}

// "im declining the job offer from ...", "resigning from my position at ...", "booking a table for
// 12 at ...", "chase up my gp surgery about ...": the act said as what the writer is doing.
const LEAD_ACTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:(?:I'm|I am)\s+(?:writing to\s+|going to\s+|having to\s+)?|(?:I\s+)?(?:need|have|want) to\s+)?(?:declining|decline)\s+(?=(?:the|a|an|their|your|his|her|this)\s+(?:[\w-]+\s+){0,2}?(?:job\s+)?(?:offer|position|role|invitation|invite|proposal)\b)/i, 'decline '],
  [/^(?:I'm|I am)\s+(?:writing to\s+)?(?:turning down)\s+/i, 'turn down '],
  [/^(?:I'm|I am)\s+(?:writing to\s+|happy to\s+|pleased to\s+)?(?:accepting|accept)\s+(?=(?:the|a|an|their|your|this)\s+(?:[\w-]+\s+){0,2}?(?:offer|position|role|invitation|invite|proposal)\b)/i, 'accept '],
  [/^(?:(?:I'm|I am)\s+(?:writing to\s+)?)?resign(?:ing)?\s+(?=from\b)/i, 'resign '],
  [/^(?:(?:I'm|I am)\s+)?booking\s+(?=(?:a|an)\s+(?:table|room|appointment|slot|session|class|place|spot|pitch|venue|court|lesson)\b)/i, "I'd like to book "],
  [/^(?:please\s+)?(?:chase(?:\s+up)?|nudge)\s+(?=(?:my|our|the)\s+)/i, 'email '],
  // "withdraw my application for ...", "book a vet appt for my dog": what the writer would like done.
  [/^(?:please\s+)?(?=(?:withdraw|book|reserve|renew|pause|freeze|upgrade|downgrade|transfer|unsubscribe|enrol|enroll|register|dispute|appeal|return|exchange|order|change|switch|move|extend|defer|postpone|drop|join|sign up)\s+(?:my|our|a|an|the|me|us|from|for|to)\b)/i, 'I would like to '],
  // "stepping down as treasurer ...", "chasing a late payment": what the writer is doing.
  [/^(?=(?:stepping down|leaving|retiring|relocating|moving out|moving away|taking (?:a|some|time)|going (?:part[- ]time|on))\b)/i, 'I am '],
  [/^(?:chasing|following up on)\s+(?=(?:(?:my|our)\s+(?:[\w-]+\s+){0,2}?(?:claim|complaint|application|refund|order|request|case|ticket|appeal|query|enquiry|inquiry|invoice|payment)|the return of (?:my|our) deposit)\b)/i, 'I am following up on '],
  [/^(?:chasing|following up on|checking on|enquiring about|inquiring about)\s+/i, 'I am writing about '],
  [/^(?:disputing|querying|contesting|challenging)\s+(?=(?:a|an|the|my|this)\s)/i, 'I would like to dispute '],
  // "starting next monday we're moving to ...": from then on.
  [/^starting\s+((?:next|this|on|from)\s+\w+|tomorrow|today|\w+day|the\s+\d+\w*)\s*,?\s+(?=(?:we|I|you|they|the|our|all|everyone)\b)/i, 'From $1, '],
  [/^(?:(?:I\s+)?(?:need|have|want) to\s+)?give\s+(?:some\s+)?(?:feedback|notes)\s+to\s+(?=(?:my|our|the|a|an)\s+)/i, 'email '],
];

function actLead(text: string): string {
  for (const [pattern, replacement] of LEAD_ACTS) {
    if (!pattern.test(text)) continue;
    const out = text.replace(pattern, replacement);
    // "email my gp surgery about X": a chase is a follow-up about X.
    return replacement === 'email ' ? out.replace(/^(email\s+(?:my|our|the)\s+[^,.;]{1,40}?)\s+(?:about|re|regarding|for|on)\s+/i, '$1 to follow up about ') : out;
  }
  return text;
}

const DECLARED = /(^|[,.;]\s*|\s+and\s+)(?:(?:the|my|our|his|her|their)\s+)?(client|manager|boss|line manager|team lead|team leader|supervisor|landlord|landlady|recruiter|hiring manager|hr person|hr contact|hr manager|hr|head|headteacher|head teacher|principal|key worker|keyworker|form tutor|tutor|lecturer|professor|prof|clinic|company|office|firm|salon|bakery|cafe|pharmacy|shop|store|restaurant|venue|hotel|surgery|practice|agency|supplier|vendor|contractor|builder|agent|teacher|coach|contact|customer|gym|school|nursery|garage|dentist|vet|organi[sz]er)(?:'s name|s name|\s+name)?\s+(?:is\s+called|is\s+named|'s\s+called|is)\s+((?:(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+)?[A-Za-z][\w&'-]*(?:\.[\w&'-]+)*(?:(?<=\b(?:Co|Ltd|Inc|St|Bros|Jr|Sr|[A-Z]))\.)?(?:\s+(?:&\s+)?[A-Za-z][\w&'-]*(?:\.[\w&'-]+)*(?:(?<=\b(?:Co|Ltd|Inc|St|Bros|Jr|Sr|[A-Z]))\.)?){0,3}?)(?:\s+(?:at|from)\s+([A-Za-z][\w&'.-]*(?:\s+(?:&\s+)?[A-Za-z][\w&'.-]*){0,3}))?(?:\s+(?:I think|i think|btw|I believe|apparently))?\s*(?=[,.;!?]|\s+and\b|$)/i;
const NOT_A_NAME = /^(?:away|out|off|on|in|back|sick|ill|busy|late|new|nice|great|good|bad|rude|slow|closed|open|fine|ok|okay|annoyed|angry|upset|happy|sure|aware|not|still|always|never|very|really|so|too|the|a|an|my|our|your|their|his|her|being|going|saying|asking|refusing|ignoring|expecting|waiting|leaving|moving|on holiday|also|just|now|here|there)\b/i;

/**
 * "my best friend jess is getting married and asked me to be maid of honor, i need to write back
 * saying yes": the answer goes to the one who asked, and a yes says yes to what they asked.
 */
function writeBackTo(text: string): string {
  const match = /^(?:(?:hi|hey|hello|ok|okay|so|um|right)[!,.]?\s+)*((?:my|our)\s+(?:(?:best|old|close|good)\s+)?(?:friend|mate|sister|brother|cousin|coworker|co-worker|colleague|neighbou?r|boss|manager|mum|mom|dad|aunt|uncle|niece|nephew|roommate|flatmate|classmate|teammate)\s+[A-Z][a-z'-]+|[A-Z][a-z'-]+)\s+(?:(?:just\s+)?(?:is|was|has|had|got|'s)\s+[^,.;]*?\s+and\s+)?(?:just\s+)?(asked|invited|offered)\s+me\s+((?:to|for|if)\s+[^,.;]+?)\s*(?:[,.;]|\s+and)\s*(?:so\s+)?(?:I\s+)?(?:need|want|have|got)\s+to\s+(?:write back|reply|respond|answer(?: her| him| them)?|get back to (?:her|him|them))(?:\s+to\s+(?:her|him|them))?\s*,?\s*(?:saying|to say|and say|with)\s+(.+)$/i.exec(text);
  if (!match?.[1] || !match[3] || !match[4]) return text;
  const [, who, verb, asked, answer] = match as unknown as [string, string, string, string, string];
  const [say, ...more] = answer.split(/,\s*(?=(?:also|and also|plus)\s)/i);
  const yes = /^(?:yes|yeah|yep|of course|absolutely|definitely|sure|obviously|totally|100%)\b/i.test(say ?? '');
  let agreed = '';
  if (yes) {
    const toBe = /^to be\s+(?!(?:a|an|the|my|your|his|her|their)\b)(.+)$/i.exec(asked);
    agreed = toBe?.[1] ? `I would love to be your ${toBe[1]}` : verb.toLowerCase() === 'invited' ? `I would love to come${/^to\s/i.test(asked) ? ` ${asked}` : ''}` : /^to\s/i.test(asked) ? `I would love ${asked}` : '';
  }
  const first = (say ?? '').replace(/\s+and\s+that\s+/i, (m) => (agreed ? `, ${agreed}, and that ` : m));
  let said = (agreed && first === say ? `${say}, ${agreed}` : first).replace(/^(yes|yeah|yep|sure|of course|absolutely|definitely)\s+(?=(?:obviously|of course|absolutely|definitely|totally|happy to|I'd|I would|I'll|I will|I)\b)/i, '$1, ');
  // "invited me to his bbq, ... saying i cant make it": the thanks for the invitation comes first.
  if (!yes && verb.toLowerCase() === 'invited' && /^to\s/i.test(asked)) said = `thank you so much for inviting me ${asked}, but ${said}`;
  return `write to ${who} saying ${said}${more.length > 0 ? `, ${more.join(', ')}` : ''}`;
}

function declaredName(text: string): { name: string; role: string; rest: string; organization?: string } | undefined {
  const match = DECLARED.exec(text);
  const name = match?.[3];
  if (!match || !name || NOT_A_NAME.test(name)) return undefined;
  // "our bakery is changing opening hours": what it is doing, not its name.
  if (/^[a-z]+ing\b/i.test(name) && !wordTags(name.split(/\s+/)[0]!.toLowerCase()).some((tag) => /^(?:Noun|FirstName|Person|ProperNoun)$/.test(tag))) return undefined;
  const rest = `${text.slice(0, match.index)}${match[1]?.includes('and') ? ' ' : match[1]}${text.slice(match.index + match[0].length)}`
    .replace(/^[\s,.;]+/, '').replace(/[,;]\s*(?=[,.;]|$)/g, '').replace(/\s{2,}/g, ' ').trim();
  const organization = match[4] ? titleCase(match[4]) : undefined;
  return { name: titleCase(name), role: match[2]!, rest, ...(organization ? { organization } : {}) };
}

// "emma wont be at school tomorrow she has a dentist appointment": a new subject and its verb
// after a word that cannot lead into them starts a new clause, so it gets the comma it lacked.
const RUN_ON = /\b(today|tomorrow|tonight|yesterday|morning|afternoon|evening|night|week|weekend|month|year|(?:mon|tues|wednes|thurs|fri|satur|sun)day|now|again|too|anymore|lol|ago|later|soon|asap|early|late|\d+(?:\s*[ap]m)?|o'clock|allowed|possible|available|welcome|sick|ill|unwell|home|school|work|office|broken|ready|busy|away|off|out|back|fine|okay|ok|anyway|already|yet|either|thanks|please|pls)\s+(she|he|they|we|I|it|there)(?:\s+|(?<=\b(?:it|there))(?=['’]s\b))(?=(?:has|have|had|is|are|was|were|will|would|'ll|'s|'re|can|could|can't|cannot|won't|wouldn't|didn't|doesn't|don't|isn't|aren't|wasn't|got|gets|needs|wants|said|says|keeps|kept|just|also|still|never|already)\b)(?!(?:didn't|did not|don't|never|haven't|hadn't)\s+[a-z]+\s*(?:[,.;!?]|$))/gi;
function punctuateRunOns(text: string): string {
  return text.replace(RUN_ON, (match: string, before: string, pronoun: string) => `${before}, ${pronoun}${/\s$/.test(match) ? ' ' : ''}`);
}

/** A word typed in lowercase before what it did ("lily cant make", "rhys hurt") is the child's name. */
const OPENING_NAME = /^(?!(?:i|the|my|our|this|that|it|he|she|they|we|you|there|his|her|no|not|just|also|so)\b)([a-z][a-z'-]{1,15})\s+(?=(?:hurt|broke|has|had|hasn't|is|was|will|won't|can|can't|cannot|got|fell|missed|forgot|needs|wants|isn't|wasn't|didn't|doesn't|came|went)\b)/i;

/** The text with the name that opens it capitalised, when a name opens it. */
function nameOpening(text: string): string | undefined {
  const name = OPENING_NAME.exec(text)?.[1];
  return name ? `${name.charAt(0).toUpperCase()}${name.slice(1)}${text.slice(name.length)}` : undefined;
}

const KIN_PRONOUN: Record<string, 'he' | 'she' | undefined> = {
  son: 'he', boy: 'he', stepson: 'he', grandson: 'he', nephew: 'he', brother: 'he', husband: 'he', dad: 'he', father: 'he',
  daughter: 'she', girl: 'she', stepdaughter: 'she', granddaughter: 'she', niece: 'she', sister: 'she', wife: 'she', mom: 'she', mum: 'she', mother: 'she',
};

/**
 * "email my son's teacher, he was off sick": the email is about the son, so his first mention is
 * "my son" (or his name), and his pronouns are never turned into "you".
 */
function aboutThirdParty(text: string, frame: Frame): string {
  const recipient = frame.recipient;
  if (!recipient) return text;
  const kin = /\b(my|our)\s+(?:(?:teenage|little|young|youngest|eldest|oldest|older|younger|baby|twin)\s+)?(son|daughter|kid|child|boy|girl|stepson|stepdaughter|grandson|granddaughter|nephew|niece|brother|sister|husband|wife|dad|father|mom|mum|mother|kids|children)(?:\s+([A-Z][a-z'-]+))?'s\b/i.exec(recipient.phrase)
    ?? /\b(my|our)\s+(son|daughter|kid|child|boy|girl|stepson|stepdaughter|grandson|granddaughter|nephew|niece|kids|children)(?:\s+([A-Z][a-z'-]+))?\b/i.exec(text)
    // "email my son Aarav's teacher, Mr Thompson, ...": the wrapper named whose teacher it is.
    ?? (recipient.plural ? null : /\b(my|our)\s+(son|daughter|kid|child|boy|girl|stepson|stepdaughter|grandson|granddaughter|nephew|niece)(?:\s+([A-Z][a-z'-]+))?'s\s+(?:[a-z]+\s+)?(?:teacher|coach|tutor|instructor|head\s?teacher|form tutor|teaching assistant|ta|senco|key ?worker|childminder|nanny|doctor|gp|dentist)\b/i.exec(frame.message));
  // "Jayden's football coach, he sprained his ankle": Jayden is who "he" is.
  const owner = !kin && recipient.name === undefined && recipient.relation !== 'company' ? /^([A-Z][a-z'-]+)'s\s+[a-z]/.exec(recipient.phrase) : null;
  // "email her teacher mrs amos": "her" is the one the email is about, never the teacher.
  const theirs = !kin && !owner ? /^(her|his)\s+[a-z]/i.exec(recipient.phrase) : null;
  if (theirs?.[1]) {
    frame.recipient = { ...recipient, aboutPronoun: theirs[1].toLowerCase() === 'her' ? 'she' : 'he' };
    // "lily cant make her lesson": the name opening the story is a name, whatever the lexicon says.
    return nameOpening(text) ?? text;
  }
  if (owner?.[1] && isFirstName(owner[1])) {
    const gender = genderOf(owner[1], 'they');
    if (gender === 'they') return text;
    frame.recipient = { ...recipient, aboutPronoun: gender };
    if (text.includes(owner[1])) return text;
    const s = (gender === 'he' ? /\bhe\b/i : /\bshe\b/i).exec(text);
    return s ? `${text.slice(0, s.index)}${owner[1]}${text.slice(s.index + s[0].length)}` : text;
  }
  if (!kin?.[2]) return text;
  const pronoun = KIN_PRONOUN[kin[2].toLowerCase()];
  const mention = kin[3] ?? `${kin[1]!.toLowerCase()} ${kin[2].toLowerCase()}`;
  frame.recipient = { ...recipient, ...(pronoun ? { aboutPronoun: pronoun } : {}) };
  if (new RegExp(`\\b${kin[2]}\\b`, 'i').test(text) || (kin[3] && text.includes(kin[3]))) return text;
  // "rhys hurt his ankle": the sentence names the child first; "his" is theirs, not "my son's".
  if (/^(?!(?:I|The|My|Our|This|That|It|He|She|They|We|You)\b)[A-Z][a-z'-]+\s+(?:\([^)]{1,20}\)\s+)?(?!and\b)[a-z]/.test(text)) return text;
  // "asking if Zara can be excused from swimming, she had grommets put in": the child named before
  // the pronoun is who "she" is.
  const firstPronoun = text.search(/\b(?:he|she|his|her)\b/i);
  const namedBefore = firstPronoun > 0 ? text.slice(0, firstPronoun).match(/\b[A-Z][a-z'-]+\b/g) ?? [] : [];
  if (namedBefore.some((word) => word !== recipient.name && !/^(?:I|The|My|Our|This|That|It|He|She|They|We|You|Mr|Mrs|Ms|Dr|Miss)$/.test(word) && isFirstName(word) && (!pronoun || genderOf(word, pronoun) === pronoun))) return text;
  const child = nameOpening(text);
  if (child) return child;
  // "shes been amazing with her": the one who has been amazing with the child is the reader.
  const both = pronoun === 'she' ? /\b(?:she's|she\s+has|she\s+is|she\s+was|she\s+had)(?=[^.;,]*\b(?:with|to|for|on|about|helped|taught|teaching|supported|encouraged|believed in|understood)\s+her\b(?!\s+(?!(?:so|and|but|because|as|too|though|lol|all|since|every)\b)[a-z]))/i
    : pronoun === 'he' ? /\b(?:he's|he\s+has|he\s+is|he\s+was|he\s+had)(?=[^.;,]*\b(?:with|to|for|on|about|helped|taught|teaching|supported|encouraged|believed in|understood)\s+him\b)/i : null;
  // "he really helped milo with his reading": the one who helped the child by name is the reader.
  const helped = pronoun ? new RegExp(String.raw`\b${pronoun}(?=\s+(?:really|so|truly|has|had|always)?\s*(?:helped|taught|supported|encouraged|inspired|pushed|believed in|looked after|coached|brought out the best in)\s+(?!me\b|us\b)[A-Z][a-z'-]+\b)`, 'i') : null;
  // "he's been brilliant, thank him": the one praised and then thanked is the reader.
  const praised = pronoun ? new RegExp(String.raw`\b${pronoun}(?:'s|\s+has|\s+is)(?=\s+(?:been\s+)?(?:so\s+|really\s+|absolutely\s+|just\s+)?(?:brilliant|amazing|great|fantastic|wonderful|fab|fabulous|incredible|a star|patient|kind|lovely|supportive|excellent)\b[^.;]*?,\s*(?:and\s+)?(?:pls\s+|please\s+)?thank\s+${pronoun === 'he' ? 'him' : 'her'}\b)`, 'i') : null;
  const reader = both?.exec(text) ?? helped?.exec(text) ?? praised?.exec(text);
  if (reader) {
    const said = reader[0].toLowerCase().replace(/^s?he/, '');
    if (!said) return `${text.slice(0, reader.index)}you${text.slice(reader.index + reader[0].length)}`;
    const you = said === "'s" ? (/^\s+been\b/.test(text.slice(reader.index + reader[0].length)) ? "you've" : "you're") : `you ${({ ' has': 'have', ' is': 'are', ' was': 'were', ' had': 'had' } as Record<string, string>)[said] ?? said.trim()}`;
    return `${text.slice(0, reader.index)}${you}${text.slice(reader.index + reader[0].length)}`;
  }
  const subject = pronoun === 'she' ? /\bshe\b/i : pronoun === 'he' ? /\bhe\b/i : /\b(?:he|she)\b/i;
  const possessive = pronoun === 'she' ? /\bher\b(?=\s+[a-z])/i : pronoun === 'he' ? /\bhis\b/i : /\b(?:his|her)\b(?=\s+[a-z])/i;
  const s = subject.exec(text);
  const p = possessive.exec(text);
  if (s && (!p || s.index < p.index)) {
    // "he'll be off": "my son will be off", not "my son'll".
    const rest = text.slice(s.index + s[0].length);
    const contraction = /^'(ll|d|ve|s|re)\b/i.exec(rest);
    if (!contraction) return `${text.slice(0, s.index)}${mention}${rest}`;
    const after = rest.slice(contraction[0].length);
    const full = ({ ll: 'will', d: 'would', ve: 'has', re: 'is' } as Record<string, string>)[contraction[1]!.toLowerCase()] ?? (/^\s+(?:been|got|had|done|gone|left|missed|forgotten|started|finished)\b/i.test(after) ? 'has' : 'is');
    return `${text.slice(0, s.index)}${mention} ${full}${after}`;
  }
  if (p) return `${text.slice(0, p.index)}${mention}'s${text.slice(p.index + p[0].length)}`;
  return text;
}

const TONE_TAIL = String.raw`(?:\s*(?:,|and|but|yet|&)\s*(?:not\s+(?:too\s+)?|a bit\s+|very\s+|really\s+)?(?:honest|open|transparent|human|personal|reassuring|grateful|caring|understanding|supportive|encouraging|cheerful|upbeat|positive|sincere|genuine|heartfelt|humble|simple|clear|direct|short|brief|concise|sweet|warm|friendly|kind|polite|professional|respectful|calm|light|fun|chatty|personable)\b(?!\s+(?:to|about|with|that)\b))*`;
const META_WORD = '(?:short|brief|concise|quick|formal|informal|casual|polite|friendly|firm|professional|warm|nice|kind|direct|simple|respectful|apologetic|upbeat|no exclamation(?: marks| points)?|no emojis?)';
const META_PREFIX = new RegExp(`^((?:(?:please|pls|and|but|yet|very|really|quite|super|make it|keep it|be|sound|a bit|not too|short and)\\s+)*${META_WORD}(?:\\s*(?:,|and|but|yet|&)\\s*(?:(?:please|very|really|quite|super|a bit|not too)\\s+)*${META_WORD})*(?:\\s+please)?)\\s*(?:[:.!;]|\\s[-–—]|,)\\s+`, 'i');

/** "keep it short: tell my manager ...", "polite but firm - ...": instructions about the email, first. */
function readMetaPrefix(text: string, constraints: Constraints): string {
  const match = META_PREFIX.exec(text);
  if (!match?.[1]) return text;
  const words = match[1].toLowerCase();
  if (/short|brief|concise|quick/.test(words)) constraints.length = 'short';
  if (/no exclamation/.test(words)) constraints.noExclamation = true;
  if (/firm|direct/.test(words)) constraints.tone = 'firm';
  else if (/\bformal|professional/.test(words)) constraints.tone = 'formal';
  else if (/informal|casual/.test(words)) constraints.tone = 'casual';
  else if (/polite|respectful/.test(words)) constraints.tone = 'polite';
  else if (/friendly|warm|nice|kind|upbeat/.test(words)) constraints.tone = 'warm';
  return text.slice(match[0].length);
}

/**
 * "ask if she is open to a call" with nobody named: the only person the ask is about is the one
 * written to, so "she" is "you". Not when another person is in the clause ("if my son ...").
 */
function onlyPerson(text: string, act: Act): string {
  if (!['question', 'request', 'askFor', 'askAbout'].includes(act)) return text;
  const pronouns = text.match(/\b(?:he|she|him|her|his)\b/gi) ?? [];
  if (pronouns.length === 0 || /\b(?:my|our)\s+(?:son|daughter|kid|child|husband|wife|partner|mom|mum|dad|brother|sister|friend)\b/i.test(text)) return text;
  if (!pronounGender(pronouns)) return text;
  return fixAgreement(text.replace(/\b(?:he|she)(?:'s| is)\b/gi, 'you are').replace(/\b(?:he|she)\b/gi, 'you').replace(/\bhim\b/gi, 'you').replace(/\bhis\b/gi, 'your').replace(/\bher\b(?=\s+[a-z])/gi, 'your').replace(/\bher\b/gi, 'you'));
}

// The other people a request may speak of, any of whom "he" or "she" could be.
const SOMEONE_ELSE = new RegExp(String.raw`\b(?:son|daughter|kids?|child|children|husband|wife|partner|boyfriend|girlfriend|fianc[eé]e?|mum|mom|mother|dad|father|brother|sister|friend|colleague|coworker|boss|manager|client|customer|neighbou?r|tenant|landlord|landlady|teacher|tutor|coach|doctor|builder|plumber|electrician|engineer|driver|guy|man|woman|lady|boy|girl|baby|nephew|niece|uncle|aunt|auntie|grandma|grandpa|grandad|nan|gran|cousin|student|pupil|intern|assistant|owner|agent|caller|someone|somebody|person|dog|cat|puppy|kitten|pet|horse|pony|rabbit|hamster)s?\b` + NAMES_A_THING, 'i');

/**
 * "send my mortgage broker the docs he asked for": one person is written to and no one else is
 * spoken of, so "he" is the reader, whose pronoun the role did not say.
 */
function genderFromPronouns(text: string, recipient: Recipient | undefined): Recipient | undefined {
  // (A school or a nursery is never "she": "bella wont be in fri, shes got a hospital appt" is Bella.)
  if (!recipient || recipient.plural || recipient.gender !== 'they' || recipient.aboutPronoun || recipient.relation === 'company' || recipient.relation === 'school' || recipient.organization && !recipient.role) return recipient;
  // ("one of our group uses a wheelchair ... where would she sit": she is one of the group.)
  if (/\bone of (?:our|my|the)\s+(?:group|party|team|guests|family|members|friends|kids|children|students|class)\b/i.test(text)) return recipient;
  const pronouns = text.match(/\b(?:he|him|his|she|her|he's|she's|hes|shes|he'd|she'd|he'll|she'll)\b/gi) ?? [];
  const gender = pronounGender(pronouns);
  if (!gender) return recipient;
  // ("I'm a 2nd year biochem student": who the writer is speaks of no one else.)
  if (SOMEONE_ELSE.test(text.replace(new RegExp(`\\b${escapeRegExp(recipient.role ?? recipient.phrase)}\\b`, 'gi'), '').replace(/\b(?:I'm|I am|I was|as)\s+(?:a|an)\s+[^,.;]*/gi, ''))) return recipient;
  // A named person besides the reader ("Tom is off, he said ..."): "he" may be them.
  const names = text.match(/\b[A-Z][a-z-]+(?=['’]s\b|\b)/g) ?? [];
  if (names.some((word) => word !== recipient.name && !(recipient.name ?? '').split(/[\s.]+/).includes(word) && isFirstName(word.toLowerCase()))) return recipient;
  return { ...recipient, gender };
}

const LEAVING_WORDS = String.raw`you(?:'re| are) (?:leaving|moving on|moving away|retiring|off to)\b`;
/** "you're leaving to go travelling": news of the reader going, after thanks. */
const LEAVING = new RegExp(`^${LEAVING_WORDS}`, 'i');
/** "the term, you're leaving to go travelling": the thanks, then the news of their going. */
const LEAVING_AFTER = new RegExp(`^(.+?),\\s+(${LEAVING_WORDS}[^,;]*)$`, 'i');

/** Each segment joined to the one before it when `join` gives the two as one; kept as it is otherwise. */
function mergeIntoLast(segments: readonly Segment[], join: (last: Segment, segment: Segment) => Segment | undefined): Segment[] {
  return segments.reduce<Segment[]>((out, segment) => {
    const last = out[out.length - 1];
    const joined = last ? join(last, segment) : undefined;
    if (joined) out[out.length - 1] = joined;
    else out.push(segment);
    return out;
  }, []);
}

/**
 * Clauses read one by one that only make sense together, or that the reader's voice turned
 * wrongly: things asked for that the writer needs, a thank-you told twice, a passive ask, money in
 * the pasted email's currency, a thing confirmed with no verb, a reader who is leaving, a firm
 * recommended as great, a yes with its condition, a go-ahead given.
 */
function mendSegments(frame: Frame): void {
  // "a copy of my vaccination records, as I need them for a visa": what is needed is the things asked for, not the reader.
  const askedThings = frame.segments.find((segment) => segment.act === 'askFor' && segment.form === 'np' && pluralThings(segment.text).length > 0);
  if (askedThings) frame.segments = frame.segments.map((segment) => (segment.act !== 'askFor' && segment.form === 's' ? { ...segment, text: segment.text.replace(/^(I|we) need you\b(?=\s+(?:for|by|before|asap|urgently|as soon as)\b)/i, '$1 need them') } : segment));
  // "thank a client who referred 2 new customers to us": the thanks told is the thanks, said once.
  const thankedFor = frame.segments.some((segment) => segment.act === 'inform' && segment.form === 's' && /^thank you for\s+\S/i.test(segment.text));
  if (thankedFor && frame.segments.some((segment) => segment.act === 'thank' && segment.form === 'none')) {
    frame.segments = frame.segments.filter((segment) => !(segment.act === 'thank' && segment.form === 'none')).map((segment) => (segment.act === 'inform' && /^thank you for\s+\S/i.test(segment.text) ? { act: 'thank' as const, form: 'np' as const, text: segment.text.replace(/^thank you for\s+/i, '') } : segment));
  }
  // "asking for my son to be excused from swimming": a request that he be excused.
  frame.segments = frame.segments.map((segment) => {
    const passive = segment.act === 'askFor' && segment.form === 'np' ? /^((?:my|our)\s+(?:[\w-]+\s+){0,2}?[\w-]+)\s+to\s+be\s+(\w+ed)\b(.*)$/i.exec(segment.text) : null;
    const verb = passive?.[2] ? infinitiveOf(passive[2]) : undefined;
    return passive?.[1] && verb && verb !== passive[2] ? { act: 'request' as const, form: 'vp' as const, text: `${verb} ${passive[1]}${passive[3] ?? ''}` } : segment;
  });
  // "Would you take £150?" answered "i want 200 but would go to 180": the figures are in the pasted email's money.
  const currency = frame.quoted ? /[£$€](?=\d)/.exec(frame.quoted.text)?.[0] : undefined;
  if (currency) {
    frame.segments = frame.segments.map((segment) => ({
      ...segment,
      text: segment.text
        .replace(/\b(want|go to|go down to|take|accept|do it for|lowest is|asking)\s+(\d{2,5})\b(?!\s*(?:%|am|pm|days?|weeks?|months?|mins?|minutes|hours?|people|miles|km|kg|of)\b|[.:]\d)/gi, `$1 ${currency}$2`)
        .replace(/^(\d{2,5})\s+(?=is my (?:lowest|final|best)\b)/i, `${currency}$1 `)
        .replace(/^I want ([£$€]\d[\d,.]*),? but\b/, 'I am asking $1, but'),
    }));
  }
  // "confirming the kickoff call Monday at 10 am": a thing confirmed, with no verb of its own, is a noun phrase.
  frame.segments = frame.segments.map((segment) => (segment.act === 'confirm' && segment.form === 's' && /^(?:the|our|my|your|a|an)\s/i.test(segment.text) && !/\b(?:is|are|was|were|will|won't|has|have|had|can|can't|could|would|should|do|does|did|still|went|got|came|takes|starts|begins|ends|finishes|goes)\b/i.test(segment.text.split(/[,;.]/)[0] ?? '') ? { ...segment, form: 'np' as const, text: segment.text.replace(/^(the\s+[\w-]+(?:\s+[\w-]+)?\s+(?:call|meeting|session|appointment|visit|viewing|interview|booking|delivery))\s+(?=(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b)/i, '$1 on ') } : segment));
  // "thank my daughters swimming teacher for the term, she's leaving to go travelling": heard, with good wishes.
  frame.segments = frame.segments.flatMap((segment) => {
    const leaving = segment.act === 'thank' && segment.form === 'np' ? LEAVING_AFTER.exec(segment.text) : null;
    return leaving?.[1] && leaving[2] ? [{ ...segment, text: leaving[1] }, { act: 'inform' as const, form: 's' as const, text: leaving[2] }] : [segment];
  });
  if (frame.segments.some((segment) => segment.act === 'thank')) frame.segments = frame.segments.map((segment) => (segment.act === 'inform' && segment.form === 's' && LEAVING.test(segment.text) && !/\b(?:wish|luck)\b/i.test(segment.text) ? { ...segment, text: `I hear ${segment.text.replace(/^you're\b/i, 'you are')}, and I wish you all the best` } : segment));
  // "recommend fern studio instead, they're great": the firm recommended is great, not the reader.
  frame.segments = frame.segments.flatMap((segment) => {
    const praise = segment.act === 'recommend' && segment.form === 'np' ? /^(.+?),\s+(?:and\s+)?you(?:'re| are)\s+((?:really\s+|very\s+|so\s+)?(?:great|brilliant|excellent|fantastic|amazing|lovely|good|reliable|very good|really good))\s*$/i.exec(segment.text) : null;
    return praise?.[1] && praise[2] ? [{ ...segment, text: praise[1] }, { act: 'inform' as const, form: 's' as const, text: `they are ${praise[2].toLowerCase()}` }] : [segment];
  });
  // "you asked to borrow £300 ..., yes, that's fine, but I need it back by end of March": one answer, said whole.
  frame.segments = frame.segments.reduce<Segment[]>((out, segment) => {
    const last = out[out.length - 1];
    const before = out[out.length - 2];
    if (last && before && before.act === 'inform' && /^you asked\b.*,\s+(?:yes|ok|okay|sure)$/i.test(before.text) && last.act === 'inform' && /^that's fine$/i.test(last.text) && segment.act === 'inform' && /^I (?:need|would need|want|'d need)\b/.test(segment.text)) {
      out.splice(out.length - 2, 2, { ...before, text: `${before.text.replace(/,\s+(?:yes|ok|okay|sure)$/i, '')}, and that's fine, but ${segment.text}` });
    } else out.push(segment);
    return out;
  }, []);
  // "congrats again": congratulations, again, not congratulations "on again".
  frame.segments = frame.segments.map((segment) => (segment.act === 'congratulate' && segment.form === 'np' && /^(?:again|once again|too|as well)$/i.test(segment.text) ? { act: 'inform' as const, form: 's' as const, text: `congratulations ${segment.text.toLowerCase()}` } : segment));
  // "ask if we can bring our own cake ..., and what's the corkage for wine", "..., and is breakfast included": two questions.
  frame.segments = frame.segments.flatMap((segment) => {
    // ("say we'll submit by the 19th, and is pdf by email ok": a question after what is said.)
    const asking = (segment.act === 'question' && segment.wh === 'if' || segment.act === 'inform') && segment.form === 's';
    const second = asking ? /^(.{8,}?),?\s+and\s+(what|how much|when|where)(?:'s|\s+is)\s+(the\s+[^,;?]{3,40}?)\??$/i.exec(segment.text) : null;
    if (second?.[1] && second[2] && second[3]) return [{ ...segment, text: second[1] }, { act: 'question' as const, form: 's' as const, text: `${second[3]} is`, wh: second[2].toLowerCase() }];
    const yesNo = asking ? /^(.{8,}?),?\s+and\s+(is|are)\s+((?:the\s+)?[a-z]+(?:\s+(?:by\s+|via\s+|in\s+)?[a-z]+){0,2})\s+(included|available|free|extra|provided|open|OK|okay|fine|alright|all right|acceptable)\??$/i.exec(segment.text) : null;
    return yesNo?.[1] && yesNo[2] && yesNo[3] && yesNo[4] ? [{ ...segment, text: yesNo[1] }, { act: 'question' as const, form: 's' as const, text: `${yesNo[3]} ${/[^s]s$/i.test(yesNo[3]) ? 'are' : 'is'} ${/^ok(?:ay)?$/i.test(yesNo[4]) ? 'OK' : yesNo[4].toLowerCase()}`, wh: 'if' }] : [segment];
  });
  // "tell my friend sorry but I can't come to her hen do": the sorry stays with what it is for.
  frame.segments = mergeIntoLast(frame.segments, (last, segment) => (last.act === 'inform' && last.form === 's' && /^I(?:'m| am) (?:so |really |very )?sorry$/i.test(last.text) && segment.act === 'inform' && segment.form === 's' && /^I (?:can't|cannot|won't|will not|am not able to|'m not able to)\b/.test(segment.text) ? { ...segment, text: `${last.text}, but ${segment.text}` } : undefined));
  // "yes, I still want it": a yes stays with what the writer says after it.
  frame.segments = mergeIntoLast(frame.segments, (last, segment) => (last.act === 'inform' && last.form === 's' && /^(?:yes|yeah|yep)$/i.test(last.text) && segment.act === 'inform' && segment.form === 's' && /^I\s+(?:still|definitely|really|do|am|would)\b/.test(segment.text) ? { ...segment, text: `${last.text}, ${segment.text}` } : undefined));
  // "asking for a statement and how i combine my old pension into this one": a thing asked for, then a question.
  frame.segments = frame.segments.flatMap((segment) => {
    const two = segment.act === 'askFor' && segment.form === 'np' ? /^((?:a|an|the|my|our|some|any)\s+[^,;]{2,40}?)\s+and\s+(how|what|when|where|whether|if|why)\s+((?:I|we)\s+(?:(?:can|could|should|would|need to)\s+)?([a-z]+)\b.*)$/i.exec(segment.text) : null;
    if (!two?.[1] || !two[2] || !two[3] || /\b(?:is|are|was|were|has|have|will)\b/i.test(two[1])) return [segment];
    const modal = /^(?:I|we)\s+(?:can|could|should|would|need to)\b/i.test(two[3]) || /(?:ed|s)$/i.test(two[4] ?? '') ? two[3] : two[3].replace(/^(I|we)\s+/i, '$1 can ');
    const wh = two[2].toLowerCase();
    return [{ ...segment, text: two[1] }, { act: 'question' as const, form: 's' as const, text: modal, wh: wh === 'whether' ? 'if' : wh }];
  });
  // "the recruiter said id hear by friday", written to the recruiter: what they said, said to them.
  const theirRole = frame.recipient?.role && !frame.recipient.plural ? frame.recipient.role.replace(/^(?:the|my|our)\s+/i, '') : undefined;
  if (theirRole && /^[a-z][a-z ]{2,30}$/i.test(theirRole)) {
    const said = new RegExp(String.raw`^(?:the|my|our)\s+${escapeRegExp(theirRole)}\s+(said|told me|mentioned|promised|confirmed|agreed)\b`, 'i');
    frame.segments = frame.segments.map((segment) => (segment.act === 'inform' && segment.form === 's' ? { ...segment, text: segment.text.replace(said, (_m, verb: string) => `you ${verb.toLowerCase()}`) } : segment));
  }
  // "ok go ahead but can you send the extra cost in writing first and will it still be finished before the 20th":
  // the go-ahead, then each ask on its own.
  frame.segments = frame.segments.flatMap((segment) => {
    if (segment.act !== 'inform' || segment.form !== 's') return [segment];
    const pieces = segment.text.split(/,?\s+(?:but|and)\s+(?=(?:can|could|would|will|is|are|does|do)\s+(?:you|he|she|they|it|this|that|there)\b)/i);
    if (pieces.length < 2 || !/^(?:(?:ok|okay|fine|yes|sure),?\s+)?go ahead$/i.test(pieces[0]!) || !pieces.slice(1).every((piece) => piece.split(/\s+/).length >= 4)) return [segment];
    return [{ ...segment, text: 'please go ahead' }, ...pieces.slice(1).map((piece) => {
      const favour = /^(?:can|could|would)\s+you\s+(.+)$/i.exec(piece)?.[1];
      return favour ? { act: 'request' as const, form: 'vp' as const, text: favour } : { act: 'question' as const, form: 's' as const, text: piece, wh: 'direct' };
    })];
  });
  // "say yes but monday is really tight", to a pasted request: a yes to it, then the but ("yes but only
  // after 1" stays a yes with its condition).
  if (frame.quoted) frame.segments = frame.segments.map((segment) => (segment.act === 'inform' && segment.form === 's' ? { ...segment, text: segment.text.replace(/^(yes|yeah|yep|sure)\s*,?\s+but\s+(?=[^,.;]*\b(?:tight|difficult|hard|tricky|short notice|a stretch|realistic|ambitious|a push|busy)\b)/i, 'yes, happy to, but ') } : segment));
  // "tell the garage to go ahead with the brake pads": a go-ahead is given, not asked for.
  frame.segments = frame.segments.map((segment) => (segment.act === 'request' && segment.form === 'vp' && /^(?:go ahead|proceed)\s+with\s+\S/i.test(segment.text) ? { ...segment, act: 'inform' as const, form: 's' as const, text: `please ${segment.text.charAt(0).toLowerCase()}${segment.text.slice(1)}` } : segment));
}

/** "he ... his", "she ... her": the one gender a list of pronouns speaks of; none when both are there. */
function pronounGender(pronouns: readonly string[]): 'he' | 'she' | undefined {
  const genders = new Set(pronouns.map((word) => (/^(?:he|him|his|he's|hes|he'd|he'll)$/i.test(word) ? 'he' : 'she')));
  return genders.size === 1 ? [...genders][0] as 'he' | 'she' : undefined;
}

// "tell my boss the client meeting went well, they want a proposal": in this request "they" is the
// client, so it is never turned into "you" for a single recipient.
let othersAreThey = false;
// The people "they" are in this request ("a customer ... their service"), when they are named.
let othersWho: string | undefined;

function theyAreOthers(recipient: Recipient | undefined): Recipient | undefined {
  if (!othersAreThey || !recipient || recipient.gender !== 'they' || recipient.aboutPronoun) return recipient;
  // "ask a customer for a review after their service": the customer is the one written to.
  const role = recipient.role?.toLowerCase().split(' ').pop();
  if (role && othersWho && role.replace(/s$/, '') === othersWho.replace(/s$/, '')) return recipient;
  return { ...recipient, aboutPronoun: 'they' };
}

// --- constraints and sender --------------------------------------------------------------------

let pendingDescriptor: Descriptor | undefined;
// The kind named by a header the wrapper words do not say ("raise request").
let pendingHeader: Descriptor | undefined;
// A client named in brackets inside the content ("a clients house (mrs fenwick)").
let pendingClient: { role: string; name: string } | undefined;
// "there were 3 people on the panel": thanks to the panel.
let pendingPanel = false;

function readConstraints(text: string, constraints: Constraints): string {
  let out = text;
  pendingDescriptor = undefined;
  const merge = out.match(/\{\{\s*\w+\s*\}\}/g);
  if (merge) constraints.mergeFields = [...new Set(merge.map((field) => field.replace(/\s+/g, '')))];
  // Instructions about the email itself, not its content.
  const meta: ReadonlyArray<readonly [RegExp, (match: RegExpExecArray) => void]> = [
    [/[,.;]?\s*one with [^,.;]+? and one (?:that|with) [^,.;]+/i, () => undefined],
    [/\s*with merge fields\s+(?:\{\{\s*\w+\s*\}\}[,\s]*(?:and\s+)?)+/i, () => undefined],
    [/[,.;]?\s*(?:and\s+)?(?:keep(?:ing)? it|make it)\s+(?:plain|simple|clean|short|brief|concise|tight)\b/i, () => undefined],
    [/[,.;]?\s*(?:and\s+)?(?:be\s+)?respectful of (?:their|his|her|the reader's) time\b/i, () => undefined],
    [/[,.;]?\s*(?:and\s+)?(?:keep(?:ing)? it|stay(?:ing|s)?|make it|in|at)?\s*(?:under|below|less than|no more than|max(?:imum)?|at most)\s+(\d{2,3})\s+words\b/i, (m) => (constraints.maxWords = Number(m[1]))],
    [/[,.;]?\s*(?:and\s+)?(?:keep(?:ing)? it|make it|stay|in|at)?\s*(?:to\s+|between\s+|around\s+|about\s+)?(\d{2,3})\s*(?:-|–|to|and)\s*(\d{2,3})\s+words\b/i, (m) => { constraints.minWords = Number(m[1]); constraints.maxWords = Number(m[2]); }],
    [/[,.;]?\s*(?:with\s+)?an?\s+(\d)(?:\s*-\s*(\d))?[- ]word\s+subject(?:\s+line)?/i, (m) => (constraints.subjectMaxWords = Number(m[2] ?? m[1]))],
    [/[,.;]?\s*(?:and\s+)?(?:with\s+)?(?:a\s+)?(?:clear\s+)?(?:way to|option to|line to|link to)?\s*opt[- ]out(?:\s+line)?\b/i, () => (constraints.optOut = true)],
    [/[,.;]?\s*(?:and\s+)?end(?:s|ing)?\s+with\s+(?:a\s+|one\s+)?(?:yes[- ]or[- ]no|simple|single|clear|small|low[- ]effort|soft)[\w ,-]*?(?:question|ask|call to action|cta)\b/i, () => (constraints.yesNoAsk = true)],
    [/[,.;]?\s*(?:and\s+)?(?:using|use|with)\s+(?:the\s+)?(?:PAIN formula|social proof|a question-style opening|AIDA|PAS)\b/i, () => undefined],
    [/[,.;]?\s*(?:and\s+)?(?:a\s+)?(?:small|single|low[- ]effort|soft),?\s*(?:no[- ]pressure\s+)?(?:ask|call to action|cta)\b/i, () => (constraints.yesNoAsk = true)],
    [/[,.;]?\s*(?:and\s+)?(?:with\s+)?no\s+(?:links or images|links|images|attachments|pushy language|hard sell)\b/i, () => undefined],
    [/[,.;]\s*(?:very\s+|really\s+|super\s+|quite\s+|fairly\s+|pretty\s+)?(formal|informal|casual|friendly|polite|warm|short|brief|firm)\s*(?:please|pls|thanks|thank you)?\s*[.!]?\s*$/i, (m) => {
      const word = (m[1] ?? '').toLowerCase();
      if (word === 'short' || word === 'brief') constraints.length = 'short';
      else constraints.tone = word === 'informal' || word === 'casual' ? 'casual' : word === 'friendly' || word === 'warm' ? 'warm' : (word as Constraints['tone']);
    }],
    [/[,.;]?\s*(?:and\s+)?(?:please\s+)?(?:include|add|with)\s+(?:our|my|a|the)\s+(?:company'?s?\s+)?(?:postal|physical|mailing|business)\s+address\b/i, () => (constraints.postalAddress = true)],
    [/(^|[,.;])\s*(?:a\s+)?(firm|polite|friendly|formal|warm)\s+(?:but|and|yet)\s+(firm|polite|friendly|formal|warm)\s*(reminder|email|note|message|tone)?(?:\s+(?:pls|please|plz|thanks|thx))?\s*(?=[,.;]|$)/i, (m) => {
      constraints.tone = /firm/i.test(`${m[2]} ${m[3]}`) ? 'firm' : /formal/i.test(`${m[2]} ${m[3]}`) ? 'formal' : 'polite';
      if (/reminder/i.test(m[4] ?? '')) pendingDescriptor = 'reminder';
    }],
    [/[,.;]?\s*(?:in\s+)?(?:a\s+)?plain[- ]text\b/i, () => undefined],
    [/[,.;]?\s*(?:friendly|warm|casual|formal|professional)\s+tone\b/i, (m) => (constraints.tone = constraints.tone ?? (/formal|professional/i.test(m[0]) ? 'formal' : /casual/i.test(m[0]) ? 'casual' : 'warm'))],
    [/[,.;]?\s*(?:so (?:I|we) can|to)\s+A\/B test[\w ]*/i, () => undefined],
    [/[,.;]?\s*plus\s+a\s+(?:short\s+)?(?:first\s+)?follow[- ]up\b/i, () => undefined],
    [/\b(?:two|2) versions of\s+/i, () => undefined],
  ];
  for (const [pattern, apply] of meta) {
    const match = pattern.exec(out);
    if (match) {
      apply(match);
      out = (out.slice(0, match.index) + (match.index > 0 && /[.]/.test(match[0].charAt(0)) ? '.' : '') + out.slice(match.index + match[0].length)).replace(/\s+([,.;])/g, '$1');
    }
  }
  out = out.replace(/\b(personali[sz]ed|short|compliant|b2b|polished)\s*,?\s+(?=(?:[\w-]+,?\s+){0,2}(?:cold\s+)?e-?mail\b)/gi, (_m, word: string) => {
    if (/short/i.test(word)) constraints.length = 'short';
    return '';
  });
  // "keep it warm and honest": the words after the first tone word go with it.
  const take = (pattern: RegExp, apply: () => void) => {
    if (pattern.test(out)) {
      apply();
      out = out.replace(new RegExp(`(?:${pattern.source})${TONE_TAIL}`, pattern.flags), ' ');
    }
  };
  take(/[,.;]?\s*\(?\b(?:and\s+)?(?:no|without|don't use|avoid|skip the|leave out the)\s+(?:any\s+)?exclamation(?:\s+(?:marks?|points?))?\)?/gi, () => (constraints.noExclamation = true));
  take(/[,.;]?\s*\(?\b(?:and\s+)?(?:keep (?:it|this|them) (?:short|brief|concise|quick)(?: and (?:sweet|simple|polite|professional|friendly|formal|casual))?|short and (?:sweet|simple)|(?:make it |in )?(?:2|3|two|three) (?:lines|sentences) (?:max|only|tops)|not too long|short one|brief one)\)?/gi, () => (constraints.length = 'short'));
  take(/[,.;]?\s*\(?\b(?:and\s+)?(?:make it|keep it|it should be|in a|sound|be|tone:?|something)\s+(?:very\s+|really\s+|super\s+|quite\s+|more\s+)?(?:formal|professional)(?:\s+(?:tone|way|email))?\)?/gi, () => (constraints.tone = 'formal'));
  take(/[,.;]?\s*\(?\b(?:and\s+)?(?:make it|keep it|it should be|in a|sound|be|tone:?|something)\s+(?:very\s+|really\s+|super\s+|quite\s+)?(?:casual|informal|chill|relaxed|laid[- ]back)(?:\s+(?:tone|way))?\)?/gi, () => (constraints.tone = 'casual'));
  // ("needs to be firm but not threatening": the tone, all of it.)
  take(/[,.;]?\s*\(?\b(?:and\s+)?(?:(?:it\s+|this\s+)?(?:needs?|has|have|should|must)\s+(?:to\s+)?(?=be\b))?(?:make it|keep it|it should be|in a|sound|be|but)\s+(?:very\s+|really\s+|quite\s+)?(?:firm|assertive|stern|direct)\b(?: but (?:polite|fair|professional))?(?:,?\s+but\s+(?:not|without being|never)\s+(?:too\s+|overly\s+)?(?:threatening|aggressive|rude|nasty|harsh|mean|pushy|hostile|confrontational|rude or \w+))?(?:\s+(?:tone|way))?\)?/gi, () => (constraints.tone = 'firm'));
  take(/[,.;]?\s*\(?\b(?:and\s+|so\s+)?(?:(?:please|pls|plz)\s+)?(?:make it|keep it|it should be|in a|sound|be)\s+(?:very\s+|really\s+)?(?:warm|friendly|nice|kind|heartfelt)(?:\s+(?:tone|way|about it))?\)?/gi, () => (constraints.tone = 'warm'));
  // "keep it under 3 sentences", "no more than two lines": the length, not content.
  take(/[,.;]?\s*\(?\b(?:and\s+)?(?:keep(?:ing)? it\s+|make it\s+|in\s+)?(?:under|below|less than|fewer than|no more than|max(?:imum)?|at most|just|only)?\s*(?:[1-5]|one|two|three|four|five)\s+(?:short\s+)?(?:lines|sentences|paragraphs?)(?:\s+(?:max|only|tops|or less|or fewer))?\)?(?=\s*(?:[,.;!?)]|$))/gi, () => (constraints.length = 'short'));
  // Asides to us, not lines of the email: "we're not super close but i want to say something",
  // "not just demand money", "without sounding like im threatening him", "lol".
  take(/[,.;]?\s*\b(?:but\s+|and\s+|so\s+)?(?:(?:we're|we are|we were|I'm|I am|I was)\s+not|we aren't|we arent|we weren't|we werent)\s+(?:super|very|that|really|particularly|especially|all that)?\s*close\b(?:\s+(?:with|to)\s+(?:him|her|them))?(?:\s+(?:anymore|any more|these days|now|nowadays))?/gi, () => (constraints.tone = constraints.tone ?? 'polite'));
  take(/[,.;]?\s*\b(?:but\s+|and\s+|so\s+)?(?:I\s+)?(?:just\s+)?(?:want|wanted|need|would like|'d like|would love)\s+to\s+(?:say|write|send)\s+(?:them\s+|him\s+|her\s+)?(?:something|a few words|a little something|a (?:short |quick |kind |nice )?(?:note|message|line))(?:\s+(?:nice|kind|short|simple|supportive|thoughtful))?(?=\s*(?:[,.;!?]|$)|\s+and\s+(?:that\s+)?(?:he|she|they|you)\b)/gi, () => undefined);
  take(/[,;]?\s*\b(?:and\s+|but\s+)?(?:not|without|rather than|instead of)\s+(?:just\s+|only\s+|simply\s+)?(?:demand(?:ing)?|beg(?:ging)?|whin(?:e|ing)|guilt[- ]trip(?:ping)?|nag(?:ging)?|rant(?:ing)?|grovel(?:ling|ing)?|complain(?:ing)?)\b(?:\s+(?:for\s+)?(?:more\s+)?(?:money|a raise|a rise|cash|it|things|stuff))?/gi, () => (constraints.tone = constraints.tone ?? 'polite'));
  take(/[,.;]?\s*\b(?:but\s+|and\s+)?(?:without|not)\s+(?:sound(?:ing)?|com(?:e|ing)\s+(?:across|off))\s+(?:like\s+)?(?:(?:I'm|I am|we're|we are)\s+)?(?:a\s+)?(?:threat(?:ening)?|harassing|aggressive|angry|rude|pushy|desperate|needy|demanding|mean)(?:\s+(?:him|her|them))?\b/gi, () => (constraints.tone = constraints.tone ?? 'polite'));
  take(/\s*\b(?:lol|lmao|haha+|hehe|rofl|xd)\b/gi, () => undefined);
  take(/[,.;]?\s*\b(?:I\s+)?(?:need|want|would like)\s+(?:a|an)\s+(?:reminder|e-?mail|message|note)(?:\s+(?:e-?mail|message))?\s+(?:that|which)(?:'s\s+not|\s+is\s+not|\s+isn't|\s+isnt|\s+not)\s+(?:too\s+|very\s+|so\s+)?(?:preachy|pushy|passive[- ]aggressive|aggressive|rude|harsh|bossy|naggy|nagging|patronising|patronizing|condescending)\b/gi, () => (constraints.tone = constraints.tone ?? 'polite'));
  take(/[,.;]?\s*\b(?:but\s+|and\s+|tho\s+)?(?:I\s+)?(?:don't|do not|dont)\s+know\s+(?:him|her|them)\s+(?:super|very|that|too|all that|really)?\s*well\b/gi, () => (constraints.tone = constraints.tone ?? 'polite'));
  take(/[,.;]?\s*\b(?:but\s+|and\s+)?(?:I\s+)?(?:want|would like|'d like|need)?\s*(?:to\s+)?(?:stay|keep it|keep things|remain)\s+(?:friendly|polite|positive|professional|nice|civil|on good terms)\s+(?:cos|because|as|since|bc|cuz|coz)\s+[^,.;]*/gi, () => (constraints.tone = constraints.tone ?? 'polite'));
  take(/[,.;]?\s*\b(?:but\s+|and\s+)?(?:I\s+)?(?:want|would like|'d like|need)\s+to\s+(?:stay|keep it|keep things|remain)\s+(?:friendly|polite|positive|professional|on good terms)\b/gi, () => (constraints.tone = constraints.tone ?? 'polite'));
  take(/[,.;]\s*(?:(?:it's|its|it is|this is|it feels|feels)\s+)?(?:a\s+)?(?:bit\s+|kinda\s+|kind of\s+|so\s+|really\s+|super\s+)?(?:awkward|uncomfortable|embarrassing|tricky|delicate)(?:\s+(?:tho|though|lol))?\s*(?=[,.;!?]|$)/gi, () => (constraints.tone = constraints.tone ?? 'polite'));
  take(/[,;]?\s*\b(?:but\s+)?without\s+(?:losing|upsetting|offending|annoying|scaring off|pissing off|alienating|burning bridges with)\s+(?:them|him|her|the client|the customer|the relationship)\b/gi, () => (constraints.tone = constraints.tone ?? 'polite'));
  take(/[,.;]?\s*\b(?:I\s+)?(?:want|need|would like|'d like|have|try)\s+to\s+(?:be|sound|come across as|keep it)\s+(?:supportive|kind|nice|positive|encouraging|constructive|gentle|friendly|polite|professional|calm|firm|clear|honest|fair)(?:\s+(?:and|but|not)\s+(?:not\s+)?(?:harsh|mean|rude|negative|critical|pushy|aggressive|cold|firm|clear|honest|fair|supportive))?\b/gi, () => (constraints.tone = constraints.tone ?? 'warm'));
  // "need an email that mentions the deposit protection scheme": what to mention.
  out = out.replace(/\b(?:I\s+)?(?:need|want|would like|'d like)\s+(?:an?\s+)?(?:e-?mail|message|note|letter)\s+(?:that|which)\s+(mentions|says|explains|asks|reminds (?:him|her|them))\b/gi, (_m, verb: string) => verb.replace(/s\b/, '').replace(/^mention$/i, 'mention').replace(/^remind$/i, 'remind'));
  // "give them notice", "we are the shop": what the email does, or who is writing.
  take(/[,.;]?\s*\b(?:and\s+)?give (?:them|him|her|the client|the clients|everyone)\s+(?:(?:plenty of|enough|fair|advance|good|proper)\s+)?notice\b(?=\s*(?:[,.;!?]|and\b|$))/gi, () => undefined);
  take(/[,.;]?\s*\b(?:and\s+)?(?:we are|we're|I am|I'm)\s+the\s+(?:shop|store|company|business|seller|restaurant|hotel|venue|cafe|café|bakery|salon|gym|agency|landlord|organi[sz]ers?|brand|retailer|supplier)\b(?=\s*(?:[,.;!?]|$))/gi, () => undefined);
  // "i do not give a reason": an instruction about what to leave out.
  take(/[,.;]?\s*\(?\b(?:and\s+|but\s+)?(?:(?:i\s+)?(?:do not|don't|dont)\s+(?:want to\s+|need to\s+|have to\s+)?(?:give|giving|say|explain|mention)|no need to (?:give|say|explain)|without (?:giving|saying|explaining))\s+(?:a|any|the|my)?\s*(?:reason|reasons|why)\b(?:\s+why)?\)?(?=\s*(?:[,.;!?)]|$))/gi, () => undefined);
  // "but don't sound desperate", "without sounding pushy": how it should not come across.
  take(/[,;]?\s*\(?\b(?:but\s+|and\s+)?(?:(?:please\s+)?(?:(?:I\s+)?(?:do not|don't|dont)\s+(?:want\s+to\s+|wanna\s+)?|try not to|without|not)\s*(?:sound(?:ing)?|be(?:ing)?|com(?:e|ing) (?:across|off)(?: as)?|seem(?:ing)?)|not too)\s+(?:too\s+|very\s+|overly\s+|so\s+|like\s+(?:a|i'?m)\s+)?(desperate|needy|pushy|rude|angry|aggressive|passive[- ]aggressive|demanding|salesy|cheesy|cringe|cringey|cringy|weird|awkward|mean|harsh|bitter|sarcastic|entitled|whiny|clingy|creepy|formal|stiff|robotic|corporate|mad|upset|begging|rambling|long|preachy|bossy|cold)(?:\s+(?:or|and)\s+(?:too\s+)?[a-z-]+)?\)?(?=\s*(?:[,.;!?)]|$)|\s+(?:we|we've|we have|I|I've|I have|since|as|because|cause|cos|they|he|she)\b)/gi, () => {
    constraints.tone = constraints.tone ?? (/formal|stiff|robotic|corporate|cold/i.test(out) ? 'warm' : 'polite');
  });
  take(/[,.;]?\s*\(?\b(?:but\s+|and\s+)?(?:make it|keep it|keep things|be|stay)\s+(?:very\s+|really\s+|nice\s+and\s+)?(?:polite|civil|courteous)(?:\s+(?:please|pls|thanks))?\)?\s*\??(?=\s*(?:[,.;!?)]|$))/gi, () => (constraints.tone = constraints.tone ?? 'polite'));
  take(/[,.;]?\s*\(?\b(?:but\s+|and\s+|so\s+)?(?:please\s+|pls\s+|plz\s+)?(?:be\s+|stay\s+|keep it\s+)?(?:polite|nice|kind|gentle) about (?:it|this)\)?/gi, () => (constraints.tone = constraints.tone ?? 'polite'));
  take(/[,.;]?\s*\(?\b(?:and\s+|but\s+)?(?:do not|don't|dont)\s+make it\s+(?:too\s+|very\s+|overly\s+)?(?:formal|stiff|corporate)\)?/gi, () => (constraints.tone = 'warm'));
  out = out.replace(/\b(?:politely|nicely|kindly|respectfully|professionally|formally|casually|gently|firmly|briefly|quickly)\s+(?=(?:ask|tell|remind|decline|let|say|explain|request|inform|turn down|push back|follow up|reply|respond|email|write|thank|apologi[sz]e)\b)/gi, (m) => {
    const word = m.trim().toLowerCase();
    if (word === 'formally' || word === 'professionally') constraints.tone = constraints.tone ?? 'formal';
    if (word === 'casually') constraints.tone = constraints.tone ?? 'casual';
    if (word === 'firmly') constraints.tone = constraints.tone ?? 'firm';
    if (word === 'politely' || word === 'nicely' || word === 'kindly' || word === 'respectfully' || word === 'gently') constraints.tone = constraints.tone ?? 'polite';
    if (word === 'briefly' || word === 'quickly') constraints.length = constraints.length ?? 'short';
    return '';
  });
  out = out.replace(/(?:[,]?\s+(?:but|and|yet))?[,]?\s+(politely|nicely|kindly|gently|firmly|formally|professionally|casually)\s*(?=[,.;!?]|$)/gi, (_m, word: string) => {
    const lower = word.toLowerCase();
    constraints.tone = constraints.tone ?? (lower === 'firmly' ? 'firm' : lower === 'formally' || lower === 'professionally' ? 'formal' : lower === 'casually' ? 'casual' : 'polite');
    return '';
  });
  // "write a firm but polite reminder" anywhere: the kind and the tone, not content.
  out = out.replace(/(?:^|[.!?]\s+)(?:(?:can|could) you\s+|please\s+|pls\s+)?(?:write|draft|make|do|send)\s+(?:me\s+)?(?:an?|the|it as an?)\s+((?:[\w-]+\s+){0,4})(e-?mail|message|note|reminder|reply|letter|follow-up)\s*(?:for me|please|pls)?\s*[.!?]?\s*$/i, (m, words: string, noun: string) => {
    if (!/[.!?]\s/.test(m) && out.trim().startsWith(m.trim())) return m;
    if (/firm/i.test(words)) constraints.tone = constraints.tone ?? 'firm';
    else if (/polite|nice|kind/i.test(words)) constraints.tone = constraints.tone ?? 'polite';
    else if (/formal|professional/i.test(words)) constraints.tone = constraints.tone ?? 'formal';
    else if (/casual|friendly|warm/i.test(words)) constraints.tone = constraints.tone ?? 'warm';
    if (/short|quick|brief/i.test(words)) constraints.length = 'short';
    pendingDescriptor = noun.toLowerCase() === 'reminder' ? 'reminder' : /follow/i.test(noun) ? 'follow-up' : pendingDescriptor;
    return m.startsWith('.') || /^[.!?]/.test(m) ? '.' : '';
  });
  out = out.replace(/\b(?:a |an )?(?:short|quick|brief)\s+(?=(?:[\w-]+\s+){0,2}(?:e-?mail|note|message|reply)\b)/i, (m) => {
    constraints.length = constraints.length ?? 'short';
    return m.replace(/short|quick|brief/i, '').trimStart();
  });
  out = out.replace(/\b(?:a |an )?(?:polite|formal|professional|friendly|warm|casual|firm|nice|kind|stern|gentle|heartfelt|sincere|apologetic|enthusiastic)\s+(?=(?:e-?mail|note|message|reply|letter|response)\b)/i, (m) => {
    const word = /polite|formal|professional|friendly|warm|casual|firm|nice|kind|stern|gentle|heartfelt|sincere|apologetic|enthusiastic/i.exec(m)?.[0]?.toLowerCase() ?? '';
    const map: Record<string, Constraints['tone']> = { polite: 'polite', formal: 'formal', professional: 'formal', friendly: 'warm', warm: 'warm', casual: 'casual', firm: 'firm', stern: 'firm', nice: 'warm', kind: 'warm', gentle: 'polite', heartfelt: 'warm', sincere: 'warm', apologetic: 'apologetic', enthusiastic: 'enthusiastic' };
    constraints.tone = constraints.tone ?? map[word];
    return /^an? /i.test(m) ? (/^an? (?:e)/i.test(m) ? 'an ' : 'a ') : '';
  });
  // Whatever words it takes ("not too blunt pls", "so be nice about it", "friendly but
  // professional"), a clause that only says how the email should sound gives its tone and goes.
  out = withoutStyleClauses(out, (clause) => {
    const tone = toneOf(clause);
    if (tone) constraints.tone = constraints.tone ?? tone;
    if (/\b(?:short|brief|concise)\b/i.test(clause) && !/\bnot\s+(?:too\s+)?(?:short|brief)/i.test(clause)) constraints.length = constraints.length ?? 'short';
  });
  return out.replace(/\s+([,.;!?])/g, '$1').replace(/\s{2,}/g, ' ').replace(/,\s*$/, '').trim();
}

/** The tone a note about the email asks for: "firm but polite" is firm, "not too formal" is warm. */
function toneOf(clause: string): Constraints['tone'] | undefined {
  const said = clause.toLowerCase().replace(/\b(?:not|never|no|nothing|dont|don't|do not|without)\s+(?:too\s+|very\s+|overly\s+|super\s+|being\s+|sounding\s+|so\s+)?[\w-]+(?:\s+[\w-]+)?/g, (m) => (/\b(?:formal|stiff|corporate|robotic|cold)\b/.test(m) ? ' warm ' : /\b(?:casual|chill|informal)\b/.test(m) ? ' formal ' : ' polite '));
  if (/\b(?:firm|firmly|firmer|assertive|direct|strong|stronger|stern|annoyed|frustrated|fuming|livid|furious|cross|angry|pissed off|raging|seething)\b/.test(said)) return 'firm';
  if (/\b(?:formal|formally|professional|professionally|respectful)\b/.test(said)) return 'formal';
  if (/\b(?:casual|casually|chill|informal|breezy)\b/.test(said)) return 'casual';
  if (/\b(?:warm|friendly|upbeat|positive|light|lighthearted|light-hearted|sweet|heartfelt|kind|kindly|fun|funny)\b/.test(said)) return 'warm';
  if (/\b(?:polite|politely|nice|nicely|gentle|gently|tactful|diplomatic|calm|apologetic)\b/.test(said)) return 'polite';
  return undefined;
}

function readSender(text: string, frame: Frame): string {
  let out = text;
  const patterns: RegExp[] = [
    // "sign from tom, jess and the boys": everyone who signs.
    /[,.;]?\s*\b(?:and\s+)?sign(?:ed)?(?:\s+(?:it|off|the email|them))?\s+(?:as|with|from|off as)\s+([A-Za-z][\w'-]+(?:,\s*[A-Za-z][\w'-]+)*,?\s+(?:and|&)\s+(?:the\s+)?[A-Za-z][\w'-]+)\s*[.!]?\s*$/i,
    /[,.;]?\s*\b(?:and\s+)?sign(?:ed)?(?:\s+(?:it|off|the email|them))?\s+(?:as|with|from|off as)\s+([A-Za-z][\w'-]+(?:\s+[A-Z][\w'-]+)?)\s*[.!]?/i,
    /[,.;]\s*(?:(?:it's\s+|this is\s+)?from|signed(?: by)?|on behalf of)\s+((?:the|our)\s+[\w '&-]{3,60}?(?:committee|team|club|association|society|group|council|charity|office|department|board|foundation|trust|league|network|collective|volunteers|PTA|PTO))\s*[.!]?\s*$/i,
    new RegExp(String.raw`[,.;]?\s*\b(?:and\s+)?my name(?:'s| is)\s+(?!(?:${NAME_IS_NOT})\b)((?:(?:mr|mrs|ms|miss|dr)\.?\s+)?[A-Za-z][\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\s*[,.;]?`, 'i'),
    /\s+[-–—]\s*(?:from\s+)?([A-Z][a-z'-]+)\s*$/,
    /^(?:(?:hi|hey|hello)[,!]?\s+)?(?:I'm|I am|this is|it's)\s+([A-Z][a-z'-]+)(?:\s+[A-Z][a-z'-]+)?\s*(?:,|\.|\band\b|\bhere\b)\s*/,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(out);
    const name = match?.[1];
    if (!match || !name || /^(?:sick|not|going|writing|late|a|an|the|so|really|very|just|still|away|out|off|back|unable|free|available|happy|sorry)$/i.test(name)) continue;
    frame.senderName = name.split(' ').map((part, index, parts) => (index > 0 && (/^(?:of|and|the|for|on|at|in|to)$/i.test(part) || (/^the$/i.test(parts[index - 1] ?? '') && /^(?:boys|girls|kids|children|family|gang|team|lot|crew)$/i.test(part))) ? part.toLowerCase() : part.charAt(0).toUpperCase() + part.slice(1))).join(' ');
    // ("... last Tuesday. My name is Karen Holt. My date of birth is ...": the sentences either side stay apart.)
    const between = /^[.;]/.test(match[0]) && /[.;]\s*$/.test(match[0]) ? '. ' : ' ';
    out = (out.slice(0, match.index) + between + out.slice(match.index + match[0].length)).trim();
    break;
  }
  return out.replace(/\s{2,}/g, ' ');
}

function stripFillers(text: string): string {
  let out = text.trim();
  for (let i = 0; i < 4; i += 1) {
    const before = out;
    out = out
      .replace(/^(?:hi|hey|hello|yo|ok|okay|so|um+|hmm+|uh|well|right|alright|please|quick one|quick question|help)[,!.:]?\s+/i, '')
      .replace(/^as an? [\w -]{3,40}?,\s*/i, '')
      .replace(/^(?:can|could|would|will) you\s+(?:please\s+)?(?:help me\s+)?(?:to\s+)?/i, '')
      .replace(/^(?:i\s+)?(?:need|want|would like|'d like|have) (?:you )?(?:some )?(?:help )?(?:to\s+)?(?=(?:write|draft|compose|send|email|reply|respond|tell|ask|let|make|create|do|prepare|get|put|thank|apologi|invite|remind|follow|inform|cancel|request|reach|congratulate|decline|resign|complain|check|update|announce|give)\b)/i, '')
      .replace(/^I (?:need|want|would like|'d like) (?=(?:an?|the|some)\s+(?:[\w-]+\s+){0,3}(?:e-?mail|message|note|letter|reply)\b)/i, 'write ')
      .replace(/^(?:need|want) (?=(?:an?|the)\s+(?:[\w-]+\s+){0,3}(?:e-?mail|message|note|letter|reply)\b)/i, 'write ')
      .replace(/^help me\s+(?:to\s+)?(?:with\s+)?/i, '')
      // "writing to my old teacher to say thanks": the same as "write to ...".
      .replace(/^(?:I'm\s+|I am\s+)?writing\s+(?:an?\s+(?:e-?mail|note|letter)\s+)?to\s+(?=(?:my|the|our|a|an)\s)/i, 'write to ')
      .replace(new RegExp(`^me\\s+(?=(?:${ACT_VERBS}|turn down|say|draft|write|answer|chase|accept)\\b)`, 'i'), '')
      .replace(/^(?:pls|please)\s+/i, '')
      // ("... as a thank you", "a big thank you": the thanks is the thing, not a sign-off to us.)
      .replace(/(?<!\b(?:a|as a|big|small|little|the|my|our|huge)\s*)\s*[,.]?\s*\b(?:thanks|thank you|thx|ty|please|pls)[!.]*$/i, '')
      .replace(new RegExp(`^(?:(?:I\\s+)?(?:need to|have to|must|want to|'d like to|would like to)|I've got to|I gotta|how (?:do|can|should) I|how to|help me) (?=(?:${ACT_VERBS}|chase|nudge|accept|say no|say yes)\\b)`, 'i'), '');
    if (out === before) break;
  }
  return out;
}

const APPLIED = /^(?:I\s+)?applied\s+(for|to)\s+([^,]+?)(?:\s+((?:\d+|a|an|one|two|three|four|five|six)\s+(?:days?|weeks?|months?)\s+ago|last\s+\w+))?(?=,|$)/i;

// "it's for my sister's graduation": what it is for is an occasion, not whom it goes to.
const EVENT_END = /\b(?:graduation|wedding|party|birthday|bday|funeral|anniversary|interview|appointment|exam|exams|trip|holiday|christening|do|retirement|concert|match|game|operation|surgery|hen|stag|shower|reunion|ceremony|course|move|leaving|surprise|gift|present)$/i;

/**
 * "my coworker jenny is leaving friday, write an email to the team asking everyone to chip in":
 * the instruction comes after the context; moved to the front, it reads like any other request.
 */
function hoistWrapper(original: string): string {
  // "..., need an email to all volunteers asking ...": the same as "write an email to ...".
  const rawText = original.replace(/(^|[,.;!?]\s+|\s+and\s+)(?:I\s+)?(?:need|want|would like|'d like)\s+(?:an?\s+)?(e-?mail|message|note|letter)\s+(?=to\s+(?:all|every|the|my|our|him|her|them)\b)/gi, (_m, lead: string, noun: string) => `${lead}write a ${noun} `);
  // "..., its going to the other parents in her class": whom it is for, said last.
  const text = rawText.replace(/([,.;!?]\s+)(?:it's|its|it is|this is|this|it|they're|theyre|they are)\s+(?:going|goes|will go|for|is for|being sent|to be sent)\s+(?:to\s+)?((?:the|my|our|all|all the)\s+[^,.;!?]{2,60}?)\s*[.!]*\s*$/i, (m: string, lead: string, whom: string) => (EVENT_END.test(whom) ? m : `${lead}email ${whom}`));
  const patterns = [
    // "..., email her teacher mrs cole": the whole instruction last, with nothing after it.
    /(?:[,.;!?]\s+|\s+(?:and|so)\s+)((?:can you |could you |please |pls |now )?(?:e-?mail|message|text|write to|send (?:this|it) to|send to|e-?mail to|message to|letter to|note to)\s+(?!(?:this|that|it|back|me)\b)(?:(?:his|her|their|my|our|the|a|an|all)\s+)(?:[^,.;!?]|(?<=\b(?:Mr|Mrs|Ms|Dr|Prof))\.){2,60}?)\s*(?:for me|pls|please|thanks|thx)?\s*[.!]*\s*$/i,
    // "my flight ... cancelled, email ryanair asking for a refund": a bare name after "email".
    /(?:[,.;!?]\s+)((?:can you |could you |please |pls |now )?(?:e-?mail|message|write to|contact)\s+(?!(?:this|that|it|back|me|him|her|them|us|you|asking|saying|telling)\b)[A-Za-z][\w&'-]*(?:\s+(?!(?:asking|to|and|saying|telling|about|that)\b)[A-Za-z][\w&'-]*){0,2})(?=\s+(?:asking|saying|telling|that|about)\b)/i,
    /(?:[,.;!?]\s+|\s+(?:and|so)\s+)((?:can you |could you |please |pls )?(?:write|draft|send|compose)\s+(?:an? |the )?(?:quick |short |friendly |polite |nice |firm |formal )?(?:e-?mail|message|note|letter|text)\s+(?:to|for)\s+[^,.;!?]+?)(?=\s+(?:asking|telling|saying|reminding|inviting|thanking|letting|that|to)\b|\s*[:,.]|$)/i,
    /(?:[,.;!?]\s+|\s+(?:and|so)\s+)((?:I|i) (?:need|have|want|'d like|would like) to (?:tell|email|e-mail|message|text|let|inform|remind|ask|write to|notify|update)\s+(?!(?:for|about|if|whether|when|what|how|why)\b)[^,.;!?]+?(?:\s+know)?)(?=\s+(?:that|about|if|whether|to)\b|\s*[:,.]|$)/,
    // "..., want to email her form tutor ms greene. ...", "want to email our mailing list that ...".
    /(?:[,.;!?]\s+|\s+(?:and|so)\s+)((?:need|have|want|wanna|'d like|would like) to (?:email|e-mail|message|write to|contact)\s+(?:my|our|the|her|his|their|all)\s+(?:[^,.;!?]|(?<=\b(?:Mr|Mrs|Ms|Dr|Prof))\.)+?)(?=\s+(?:that|about|if|whether|to)\b|\s*[:,]|\.(?<!\b(?:Mr|Mrs|Ms|Dr|Prof)\.)|$)/,
    // "... was cancelled, want to email the tutor (dr nkemelu) to apologise": the tutor, by name.
    /(?:[,.;!?]\s+|\s+(?:and|so)\s+)((?:I\s+)?(?:need|have|want|'d like|would like) to (?:email|e-mail|write to|message|contact)\s+(?:the|my|our)\s+[^,.;!?()]+?\s*\([^()]{2,40}\))(?=\s+(?:to|asking|telling|reminding|saying|that|about)\b)/i,
    // "... (sam) has paid late. want to email him reminding that ...": him, named before.
    /(?:[,.;!?]\s+)((?:I\s+)?(?:need|have|want|'d like|would like) to (?:email|e-mail|message|write to|text)\s+(?:him|her|them))(?=\s+(?:asking|telling|reminding|saying|that|about)\b)/i,
    /(?:[,.;!?]\s+|\s+(?:and|so)\s+)((?:please\s+)?(?:write|e-?mail|message|send (?:it|this)|send (?:an? )?(?:e-?mail|message|note))\s+(?:to\s+)(?:the|my|our|local|all|any|some|nearby|other)\s+[^,.;!?]+?)(?=\s+(?:asking|telling|saying|that|to)\b|\s*[:,.]|$)/i,
    /(?:[,.;!?]\s+|\s+(?:and|so)\s+)((?:please\s+|can you\s+|could you\s+)?(?:write|send|draft)\s+(?:him|her|them)\s+(?:a|an)\s+(?:quick\s+|short\s+)?(?:e-?mail|message|note|text|card))(?=\s+(?:asking|telling|saying|that|to)\b|\s*[:,.]|$)/i,
    /(?:[,.;!?]\s+|\s+(?:and|so)\s+)((?:please\s+|can you\s+|could you\s+)?(?:write|draft|compose)\s+(?:an? )?(?:[\w-]+\s+)?(?:e-?mail|message|note))(?=\s+(?:inviting|asking|telling|thanking|reminding|letting|saying)\b)/i,
    /(?<=\S)\s+((?:write|draft|compose)\s+(?:an? )(?:[\w-]+\s+)?(?:e-?mail|message|note|letter)\s+to\s+[^,.;!?]+?)(?=\s+(?:asking|telling|saying|that)\b)/i,
  ];
  // A request that already starts with its instruction ("write salary negotiation, ...") keeps it.
  if (/^(?:write|draft|compose|e-?mail|message|reply|tell|ask|remind|invite|thank)\b/i.test(text)) return text;
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (!match?.[1] || match.index === 0) continue;
    const before = text.slice(0, match.index).trim().replace(/^(?:I'm|I am) (?:a|an) [\w -]+? and\s+/i, '').replace(/^(?:I'm|I am) (?:a|an) [\w -]+$/i, '');
    let after = text.slice(match.index + match[0].length).trim().replace(/^[,:]\s*/, '');
    // "..., send to the whole family group": whom it goes to, said as "send to".
    let wrapper = match[1].replace(/^(?:(?:I|i) )?(?:need|have|want|'d like|would like) to\s+/, '').replace(/^(?:please\s+|pls\s+)?send\s+(?:(?:this|it)\s+)?to\s+/i, 'email ');
    // "my friend tomasz just lost his dad, write him a message saying ...": "him" is Tomasz.
    const person = /\b((?:my|our)\s+(?:friend|colleague|coworker|neighbou?r|boss|manager|cousin|aunt|uncle|teacher|client)\s+[A-Za-z][a-z'-]+)\b/.exec(text.slice(0, match.index))?.[1];
    if (person) wrapper = wrapper.replace(/^(write|send|draft)\s+(?:him|her|them)\s+((?:a|an)\s+(?:quick\s+|short\s+)?(?:e-?mail|message|note|text|card))$/i, `$1 $2 to ${person}`);
    // "tenant in my flat (sam) has paid late ... want to email him": him is Sam.
    const bracketed = /\(([A-Z][a-z'-]+)\)/.exec(text.slice(0, match.index))?.[1];
    const named = person ?? bracketed;
    if (named) wrapper = wrapper.replace(/^(e-?mail|tell|remind|ask|message|write to|text|let)\s+(?:him|her|them)\b/i, `$1 ${named}`);
    if (!before) return `${wrapper} ${after}`.replace(/\s+/g, ' ').trim();
    const connector = /^(asking|telling|saying|reminding|inviting|thanking|letting|that|to)\b/i.exec(after)?.[1] ?? 'that';
    // "..., want to email the tutor (dr x) to apologise and ask ...": what to do, then the story.
    if (connector.toLowerCase() === 'to' && /\([^()]+\)\s*$/.test(wrapper)) return `${wrapper} that ${before}. ${after.replace(/^to\s+/i, '')}`.replace(/\s+/g, ' ').trim();
    after = after.replace(/^(?:that)\s+/i, '');
    const lead = connector.toLowerCase() === 'that' ? `that ${before}` : `that ${before}, ${connector}`;
    return `${wrapper} ${lead}${after && connector.toLowerCase() === 'that' ? `, ${after}` : after ? ` ${after.replace(new RegExp(`^${connector}\\s+`, 'i'), '')}` : ''}`.replace(/\s+/g, ' ').trim();
  }
  return text.replace(/^(?:I'm|I am) (?:a|an) [\w -]+? and\s+(?=I (?:need|have|want) to\b)/i, '');
}

// --- the wrapper: "write a resignation email to my manager Tom that ..." ------------------------

const DESCRIPTORS: ReadonlyArray<readonly [RegExp, Descriptor]> = [
  [/\bresign(?:ation)?\b/i, 'resignation'],
  [/\bcomplain(?:t|ing)?\b/i, 'complaint'],
  [/\b(?:thank[- ]?you|thanks|gratitude|appreciation)\b/i, 'thanks'],
  [/\bfollow[- ]?up\b/i, 'follow-up'],
  [/\bcover letter\b/i, 'cover-letter'],
  [/\b(?:job )?application\b/i, 'application'],
  [/\bapolog(?:y|ies|etic)\b|\bsorry\b/i, 'apology'],
  [/\b(?:condolences?|sympathy|bereavement)\b/i, 'condolence'],
  [/\binvit(?:ation|e)\b/i, 'invitation'],
  [/\breminder\b/i, 'reminder'],
  [/\bintro(?:duction|ductory)?\b/i, 'introduction'],
  [/\brecommendation\b/i, 'recommendation'],
  [/\breference\b/i, 'reference'],
  [/\b(?:cold|sales|outreach|prospecting|pitch)\b/i, 'cold'],
  [/\bwelcome\b/i, 'welcome'],
  [/\b(?:farewell|goodbye|leaving)\b/i, 'farewell'],
  [/\bout[- ]of[- ]office\b|\booo\b/i, 'out-of-office'],
  [/\b(?:status update|update|progress report)\b/i, 'update'],
  [/\bannouncement\b/i, 'announcement'],
  [/\bquote\b/i, 'quote'],
  [/\brefund\b/i, 'refund'],
  [/\bcongratulat(?:ions|ory)\b|\bcongrats\b/i, 'congratulations'],
  [/\bget[- ]well\b/i, 'get-well'],
  [/\bbirthday\b/i, 'birthday'],
  [/\b(?:reply|response)\b/i, 'reply'],
  [/\bsick\b/i, 'sick'],
  [/\brecap|summary|minutes\b/i, 'recap'],
  [/\bnewsletter\b/i, 'newsletter'],
  [/\bnegotiat/i, 'negotiation'],
  [/\bcancell?ation\b/i, 'cancellation'],
];

function descriptorOf(words: string): Descriptor | undefined {
  return DESCRIPTORS.find(([pattern]) => pattern.test(words))?.[1];
}

function readWrapper(text: string, frame: Frame): string {
  let out = text;
  // "send my team a project status update: ...": the recipient sits before the email's kind.
  const ditransitive = /^(?:send|write|give|shoot|drop)\s+((?:my|our|the)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+)\s+(?=(?:an?|the|some|one)\s+(?:[\w'-]+\s+){0,3}(?:e-?mail|message|note|update|reminder|recap|summary|invitation|announcement|letter|apology|thank[- ]you(?:\s+note)?|complaint|reference|card|invite)\b)/i.exec(out);
  if (ditransitive?.[1]) {
    setRecipient(frame, ditransitive[1]);
    out = `write ${out.slice(ditransitive[0].length)}`;
  }
  const wrapper = new RegExp(
    `^(?:write|draft|compose|send|create|make|do|prepare|type|put together|craft|give me|get|shoot|fire off|need(?!\\s+to\\s+(?:withdraw|cancel|decline|chase|dispute|appeal|query|return|reschedule|postpone)\\b))\\s+(?:me\\s+|up\\s+|out\\s+)?(?:an?|the|my|some|one)?\\s*((?:[\\w'-]+\\s+){0,4}?)(?:something|a few lines|e-?mail|mail|message|note|letter|reply|response|msg|text|dm|announcement|invitation|invite|reminder|update|cover letter|apology|thank[- ]you|follow[- ]?up|out[- ]of[- ]office(?: reply| message| email| note)?|ooo|recap|summary|resignation(?: letter)?|complaint|condolences?|memo|handover|request|notice|inquiry|enquiry|proposal|pitch|newsletter|application|negotiation)s?(?!\\s+(?:follow[- ]?up|reminder|request|notice|update)\\b)(?:\\s+(?:e-?mail|letter|note|message))?(?:\\s+template)?\\b\\s*`,
    'i',
  ).exec(out);
  if (wrapper) {
    const words = wrapper[0];
    const descriptor = descriptorOf(words);
    if (descriptor && !(frame.descriptor === 'reply' && descriptor === 'reply')) frame.descriptor = descriptor === 'reply' && frame.descriptor ? frame.descriptor : descriptor;
    out = out.slice(wrapper[0].length);
    // "a cover letter email for ...": the second noun says the same thing.
    if (descriptor) out = out.replace(/^(?:e-?mail|message|note|letter)\b\s*/i, '');
    // "an email for me to my sister": for whom we write it is not whom it goes to.
    out = out.replace(/^for (?:me|us)\s+(?=to\b)/i, '');
    // "for a barista job at blue bottle": a lowercase employer is still a name.
    out = out.replace(/^(for\s+(?:the|a|an)\s+(?:[\w.&'-]+\s+){0,5}?(?:position|role|job|opening|vacancy|internship)\s+at\s+)((?!(?:the|a|an|my|our|your)\b)[a-z][\w&'.-]*(?:\s+(?:&|and|[a-z][\w&'.-]*)){0,3})(?=\s*(?:[,.;]|$))/i, (_m, lead: string, org: string) => `${lead}${org.replace(/\b[a-z]/g, (c) => c.toUpperCase())}`);
    // "... email to my boss", "... email for the landlord", "... reply to Greta".
    const target = /^for\s+((?:the|a|an)\s+(?:[\w.&'-]+\s+){0,5}?(?:position|role|job|opening|vacancy|internship|program|programme|scholarship|fellowship|apprenticeship)(?:\s+at\s+[A-Z][\w&'.-]*(?:\s+(?:&|and|(?!(?:on|in|near|the|of|for|by|with|to|from|off)\b)[A-Z][\w&'.-]*)){0,3})?)/i.exec(out);
    if (target?.[1]) {
      const org = /\bat\s+([A-Z][\w&'.-]*(?:\s+(?:&|and|[A-Z][\w&'.-]*)){0,3})$/.exec(target[1])?.[1];
      if (org && !frame.recipient) frame.recipient = { ...readRecipient(`the hiring manager at ${org}`) };
      frame.descriptor = frame.descriptor ?? 'application';
      // "... at Gails on the high street", "... in the city centre": where the job is stays with it.
      const place = /^\s+((?:on|in|near|based in)\s+(?:the\s+)?(?![\w' -]*\b(?:\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|week|month)\b)[\w' -]{2,40}?)(?=\s*(?:[,.;!]|$))/i.exec(out.slice(target[0].length));
      frame.segments.push({ act: 'apply', form: 'np', text: place?.[1] ? `${target[1]} ${place[1]}` : target[1] });
      out = out.slice(target[0].length + (place?.[0].length ?? 0)).trimStart().replace(/^,\s*/, '');
    }
    const to = new RegExp(`^(?:to|for)\\s+${RP}`, 'i').exec(out);
    const forProduct = /^for\s+(?:our|my)\b/i.test(to?.[0] ?? '') && to?.[1] !== undefined && readRecipient(to[1]).relation === 'unknown' && !readRecipient(to[1]).name;
    // ("out of office for 12-26 aug", "for next week": when, not whom.)
    const when = /^(?:\d|(?:next|this|the)\s+(?:week|month|weekend|fortnight)\b|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d|christmas|easter|half term|the holidays)/i.test(to?.[1] ?? '');
    if (to?.[1] && !when && !looksLikeVerbPhrase(to[1]) && !/^(?:our|my|the|a|an|your|their|this|that)$/i.test(to[1]) && !forProduct) {
      const start = to[0].length - to[1].length;
      const phrase = fitRecipient(to[1], out.slice(to[0].length));
      setRecipient(frame, phrase);
      out = out.slice(start + consumed(out.slice(start), phrase)).trimStart();
      out = customerContext(absorbApposition(out, frame), frame);
    }
    out = out.replace(/^\s*to\s+(?=(?:ask|tell|let|say|thank|invite|remind|request|see|find out|check|confirm|inform|apologi[sz]e|follow up|propose|suggest|offer|introduce|congratulate|update|cancel|reschedule|explain|book|arrange|withdraw|complain|appeal|report|enquire|inquire)\b)/i, '');
    out = out.replace(/^\s*(?:that says|saying|that|which says|to say|telling (?:them|him|her)(?: that)?|letting (?:them|him|her) know(?: that)?|to let (?:them|him|her|you) know(?: that)?|to tell (?:them|him|her)(?: that)?|to inform (?:them|him|her)(?: that)?|informing (?:them|him|her)(?: that)?|explaining(?: that)?|stating(?: that)?)\s+/i, '');
    out = out.replace(/^\s*(?:about|regarding|re:?|on the (?:topic|subject) of|concerning)\s+/i, 'about ');
    out = out.replace(/^\s*[:,.;-]\s*/, '');
  }
  // "condolences to my neighbour ...", "happy birthday to my dad": the kind, then who it is for.
  const kind = new RegExp(`^(condolences?|sympathy|congratulations|congrats|thanks|thank you|happy birthday|get well soon|apologies|an apology|a thank you)\\s+(?:note\\s+|message\\s+|email\\s+)?to\\s+${RP}`, 'i').exec(out);
  if (kind?.[1] && kind[2]) {
    frame.descriptor = frame.descriptor ?? descriptorOf(kind[1]) ?? (/birthday/i.test(kind[1]) ? 'birthday' : /get well/i.test(kind[1]) ? 'get-well' : undefined);
    const phrase = fitRecipient(kind[2], out.slice(kind[0].length));
    setRecipient(frame, phrase);
    out = out.slice(kind[0].length - kind[2].length + consumed(out.slice(kind[0].length - kind[2].length), phrase)).trimStart();
    out = absorbApposition(out, frame).trimStart();
    if (/^happy birthday/i.test(kind[1])) out = `happy birthday${out ? `, ${out}` : ''}`;
  }
  // "email accounts@fernhill.co.uk chasing invoice 2291": the address says who reads it.
  const address = /^(?:(?:e-?mail|message|write to|send (?:an? )?(?:e-?mail|message|note) to|contact)\s+)([\w.+-]+)@([\w-]+)((?:\.[\w-]+)+)\b\s*/i.exec(out);
  if (address?.[1] && address[2]) {
    const org = address[2].replace(/[-_]/g, ' ').replace(/\b[a-z]/g, (c) => c.toUpperCase());
    const local = address[1].toLowerCase();
    frame.recipient = /^(?:accounts?|billing|support|info|hello|sales|admin|hr|jobs|careers|bookings?|enquiries|inquiries|office|team|contact|help|finance|payments?)$/.test(local)
      ? { ...readRecipient(`the ${local === 'hr' ? 'HR' : local} team`), organization: org }
      : { ...readRecipient(local.split(/[._]/)[0]!.replace(/^[a-z]/, (c) => c.toUpperCase())), organization: org };
    out = out.slice(address[0].length);
  }
  // "email|message|text|reply to|write to|reach out to ... X ..."
  const direct = new RegExp(`^(?:(?:e-?mail|message|note|text|letter)\\s+(?:to|for)|e-?mail|message|text|dm|ping|write to|write back to|reply to|respond to|get back to|reach out to|contact|drop a (?:line|note) to|send (?:a note|a message|an email) to|get in touch with)\\s+${RP}`, 'i').exec(out);
  if (direct?.[1] && !/^(?:this|that|the following|below|the (?:e-?mail|message) below)\b/i.test(direct[1]) && !/^it\b/.test(direct[1]) && !/^my\s+[\w'-]+(?:'s)?\s+(?:e-?mail|message)\b/i.test(direct[1])) {
    if (/^(?:reply|respond|get back|write back)/i.test(direct[0]) && !frame.descriptor && frame.quoted) frame.descriptor = 'reply';
    const start = direct[0].length - direct[1].length;
    let phrase = fitRecipient(direct[1], out.slice(direct[0].length));
    // "email my brothers Sam and Luke that ...": both of them.
    const more = phrase === direct[1] ? /^\s+(?:and|&)\s+([A-Z][a-z'-]+)(?=\s+(?:that|to|about|if|whether|for|saying|asking)\b|\s*[,:])/.exec(out.slice(direct[0].length)) : null;
    if (more?.[1] && /(?:^|\s)[A-Z][a-z'-]+$/.test(phrase) && isFirstName(more[1].toLowerCase())) phrase = `${phrase} and ${more[1]}`;
    setRecipient(frame, phrase);
    out = out.slice(start + consumed(out.slice(start), phrase)).trimStart();
    out = customerContext(absorbApposition(out, frame), frame);
    out = out.replace(/^\s*(?:on linkedin|on slack|by email|via email|over email)\b\s*/i, '');
    out = out.replace(/^\s*(?:that says|saying|that|to say|to let (?:them|him|her) know(?: that)?|and (?:say|tell (?:them|him|her))(?: that)?|letting (?:them|him|her) know(?: that)?)\s+/i, '');
    out = out.replace(/^\s*(?:about|regarding|re:?|concerning)\s+/i, 'about ');
    out = out.replace(/^\s*to\s+(?=(?:ask|tell|let|say|thank|invite|remind|request|see|find out|check|confirm|inform|apologi[sz]e|follow up|propose|suggest|offer|introduce|congratulate|update|cancel|reschedule|explain)\b)/i, '');
    out = out.replace(/^\s*to\s+/i, 'in order to ');
    out = out.replace(/^\s*[:,-]\s*/, '');
  } else if (/^(?:reply|respond)\s+(?:to\s+)?(?:this|that|it(?!'|\s+(?:is|was|will|has|would)\b)|the (?:e-?mail|message)|her|him|them|my\s+[\w'-]+(?:'s)?\s+(?:e-?mail|message))\b/i.test(out)) {
    frame.descriptor = 'reply';
    out = out.replace(/^(?:reply|respond)\s+(?:to\s+)?(?:this(?:\s+one)?|that(?:\s+one)?|it(?!'|\s+(?:is|was|will|has|would)\b)|the (?:e-?mail|message)(?: below)?|her|him|them|my\s+[\w'-]+(?:'s)?\s+(?:e-?mail|message))\b(?:\s+(?:e-?mail|message|customer complaint|complaint|request|invitation|invite|offer|quote))?(?:\s+from\s+(?:my|our|the|a)\s+[\w'-]+(?:\s+[\w'-]+)?)?\s*[:,.-]?\s*/i, '');
    // "reply to this for me, decline nicely", "reply to this pls, ...": who it is for is not content.
    out = out.replace(/^(?:(?:for me|for us|pls|plz|please|thanks|thx)\s*[,.:!-]?\s*)+/i, '');
    out = out.replace(/^(?:saying|and say|to say|that)\s+/i, '');
  }
  return out.trim();
}

/** "cold food" -> "the cold food"; "a refund" -> "the refund"; "your order" stays. */
function withArticle(np: string): string {
  const text = np.trim().replace(/^(?:a|an)\s+/i, 'the ');
  return /^(?:the|your|our|my|their|his|her|this|that|these|those|\d|[£$€])/i.test(text) ? text : `the ${text}`;
}

/** "respond to a customer asking for a refund": what the customer asked, as context for the reply. */
function customerContext(text: string, frame: Frame): string {
  if (frame.recipient?.relation !== 'customers' && frame.recipient?.relation !== 'client') return text;
  // ("email our volunteer list asking for helpers": the writer asks; only a customer or client asked us.)
  if (!/\b(?:customers?|clients?|buyers?|guests?|shoppers?|members?|users?|subscribers?)$/i.test(frame.recipient.role ?? frame.recipient.phrase)) return text;
  const asked = /^(?:,\s*)?(?:who\s+)?(?:is\s+)?(?:(?:asking|asked|requesting|requested|wanting|wants|wanted)\s+(?:for|about)|wants|wanted|requested|requesting)\s+(.+?)(?=,|\.|;|$)/i.exec(text);
  if (asked?.[1]) {
    frame.segments.push({ act: 'inform', form: 's', text: `Thank you for your message about ${withArticle(asked[1])}` });
    const rest = text.slice(asked[0].length).replace(/^[,.;]\s*/, '');
    // ("wants tulips in september, theyre out of season": the tulips are, said by name.)
    const thing = withArticle(asked[1]).replace(/\s+(?:in|on|for|at|by|from|with|before|after)\s+.*$/i, '');
    const plural = (nlp(thing).match('#Plural').out('array') as string[]).length > 0;
    return plural ? rest.replace(/^(?:they're|theyre|they are)\b/i, `${thing} are`).replace(/^they\b(?=\s+(?:are|were|will|won't|would|can|can't|cost|go|don't|aren't|weren't|only|usually|never|always)\b)/i, thing) : rest;
  }
  const reviewed = /^(?:,\s*)?who\s+(?:left|wrote|posted|gave us)\s+(?:a|an)\s+(?:bad|negative|poor|one-star|1-star|1 star|2 star|two-star|angry)?\s*(?:review|comment|complaint|feedback)\s+(?:about|on|regarding|saying(?:\s+that)?)\s+(.+?)(?=,|\.|;|$)/i.exec(text);
  if (reviewed?.[1] && /\b(?:was|were|is|are|had|has|did|didn't|wasn't|came|arrived|took)\b/i.test(reviewed[1])) {
    frame.segments.push({ act: 'inform', form: 's', text: 'Thank you for your feedback' });
    frame.segments.push({ act: 'apologize', form: 's', text: reviewed[1].replace(/^that\s+/i, '') });
    return text.slice(reviewed[0].length).replace(/^[,.;]\s*/, '').replace(/^(?:and\s+)?apologi[sz]e\s*(?:,|and\s+|$)\s*/i, '');
  }
  if (reviewed?.[1]) {
    frame.segments.push({ act: 'inform', form: 's', text: `Thank you for your feedback about ${withArticle(reviewed[1])}` });
    frame.segments.push({ act: 'apologize', form: 'np', text: withArticle(reviewed[1]) });
    return text.slice(reviewed[0].length).replace(/^[,.;]\s*/, '').replace(/^(?:and\s+)?apologi[sz]e\s+and\s+/i, '').replace(/^(?:and\s+)?apologi[sz]e\s*(?:,|$)\s*/i, '');
  }
  return text;
}

function absorbApposition(text: string, frame: Frame): string {
  // (kept for the reader of absorbApposition)
  // "a journalist at the local paper pitching ...", "the parents of my class (year 4) about ...",
  // "everyone in my building about ...", "the wedding venue the old mill confirming ...": who they
  // are, up to where the message itself starts.
  const qualifier = /^\s*,?\s*((?:(?:of|at|in|from|on)\s+|the\s+(?=[a-z]+(?:\s+[a-z]+)?\s+(?:asking|pitching|confirming|saying|telling|inviting|requesting|offering|about)\b))(?:the\s+|my\s+|our\s+|a\s+|an\s+)?[^,]{1,50}?)(?=\s+(?:about|asking|pitching|saying|telling|confirming|inviting|requesting|offering|regarding|reminding|letting|informing|thanking|warning|updating|welcoming|congratulating|apologi[sz]ing|announcing|explaining|chasing|suggesting|proposing|that|for\s+(?:the|my|our|your|a|an|their|his|her)|to\s+(?:ask|tell|say|book|see|confirm|request|let|invite|apply|thank|remind|check|follow|introduce|offer|share|discuss|arrange|update|chase|propose))\b)/i.exec(text);
  // "the parents in my sons class the christmas party is ...": which parents, then the news.
  // ("the other parents in year 4, im organising ...": the year is which parents too.)
  const whichParents = frame.recipient?.plural ? /^\s*,?\s*(?:in|from|of)\s+(?:(?:my|our)\s+(?:son's|sons|daughter's|daughters|child's|childs|kid's|kids'?|children's)\s+(?:class|year|year group|team|group|form|school|club|squad)\s+|(?:year|yr|class|form|grade|p)\s*\d{1,2}[a-z]?\s*,?\s+|(?:reception|nursery)(?:\s+class)?\s*,?\s+)(?=(?:the|our|a|an|that|about|there|it|we|this|next|I|I'm|Im)\b)/i.exec(text) : null;
  if (whichParents) text = text.slice(whichParents[0].length).replace(/^that\s+/i, '');
  // "remind client of our meeting tmrw 11am": a meeting with its day and time is what to say, not who.
  // (Which parents, cut off already, leaves no qualifier of the old text to cut again.)
  if (!whichParents && qualifier?.[1] && frame.recipient && !/\b(?:I|we|you|he|she|they|is|are|was|were|has|have)\b/.test(qualifier[1]) && !/\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)\b|\b(?:tomorrow|today|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|meeting|appointment|deadline|zoom|payment|invoice)\b/i.test(qualifier[1]) && !/\b(?:after|before|following|about|regarding|since|during|my|our)\b/i.test(qualifier[1].replace(/^\s*,?\s*(?:of|at|in|from|on)\s+(?:my|our)\s/i, ''))) {
    let place = qualifier[1].replace(/^(?:of|at|in|from|on)\s+/i, '').trim();
    // "at brightwave (tom and aisha)": the people there, by name.
    const named = /^(.*?)\s*\(\s*([A-Za-z][\w'-]*(?:\s+(?:and|&)\s+[A-Za-z][\w'-]*)?)\s*\)$/.exec(place);
    if (named?.[1] && named[2] && !frame.recipient.name && named[2].split(/\s+(?:and|&)\s+/i).every((one) => Boolean(readRecipient(one).name))) {
      const names = named[2].split(/\s+(?:and|&)\s+/i).map((one) => readRecipient(one).name).join(' and ');
      frame.recipient = { ...frame.recipient, name: names, ...(/ and /.test(names) ? { plural: true, gender: 'they' as const } : {}) };
      place = named[1];
    }
    if (!frame.recipient.organization && !/^(?:my|our)\b/i.test(place) && /^(?:at|from)\b/i.test(qualifier[1].trim())) frame.recipient = { ...frame.recipient, organization: titleCase(place.replace(/^the\s+/i, '')) };
    if (/^the\s/i.test(qualifier[1].trim()) && !frame.recipient.name && !frame.recipient.organization) frame.recipient = { ...frame.recipient, organization: titleCase(place) };
    text = text.slice(qualifier[0].length).trimStart();
  }
  // "mrs patel my sons teacher, ...", "Tom, our accountant, ...": who the named person is.
  const who = /^\s*,?\s*((?:my|our|his|her|their|the)\s+(?:[\w'-]+(?:'s|s')?\s+)?(?:[\w-]+\s+)?(?:teacher|tutor|coach|manager|boss|landlord|landlady|accountant|lawyer|agent|neighbou?r|colleague|coworker|supervisor|doctor|dentist|therapist|mentor|professor|lecturer|advisor|adviser|client|contact|recruiter|nanny|childminder|trainer|instructor|headteacher|principal|rep|representative))\s*(?:,\s*|(?=\s+(?:that|about|to|asking|saying|telling)\b))/i.exec(text);
  if (who?.[1] && frame.recipient?.name && !/\b(?:is|are|was|were|has|have)\b/.test(who[1])) {
    const role = readRecipient(who[1]);
    frame.recipient = { ...frame.recipient, ...(role.relation !== 'unknown' && frame.recipient.relation === 'unknown' ? { relation: role.relation } : {}), ...(role.role && !frame.recipient.role ? { role: role.role } : {}) };
    text = text.slice(who[0].length);
    // "mrs patel my sons teacher, he'll be off": "he" is the son, who must be named once.
    const kin = /^(my|our)\s+(son|daughter|child|kid|boy|girl)(?:'s|s'|s)\s/i.exec(who[1]);
    if (kin) {
      const full: Record<string, string> = { "'ll": ' will', "'s": ' is', "'d": ' would' };
      text = text.replace(/^(?:he|she)(?=\s|'(?:ll|s|d)\b)('(?:ll|s|d))?/i, (_m, tail?: string) => `${kin[1]!.toLowerCase()} ${kin[2]!.toLowerCase()}${tail ? (full[tail.toLowerCase()] ?? '') : ''}`);
    }
  }
  // "our volunteers at the animal shelter: ...": where they are, not what to say.
  const place = /^\s*(?:at|from|of|in)\s+((?:the|our|my)\s+[^,:.;]{2,40}?|\d+[a-z]?\s+[a-z][\w ]{2,30}?)\s*(?:[:;.]|,|\s+-)\s*/i.exec(text);
  if (place?.[1] && frame.recipient && !/\b(?:I|we|you|he|she|they|is|are|was|were|will|has|have)\b/.test(place[1]) && !/\b(?:tomorrow|today|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|meeting|call|appointment|deadline|session|zoom|payment|invoice|[ap]m)\b/i.test(place[1])) {
    if (!frame.recipient.organization) frame.recipient = { ...frame.recipient, organization: titleCase(place[1].replace(/^(?:the|our|my)\s+/i, '')) };
    text = text.slice(place[0].length);
  }
  // "the estate agent (Foxtons, ask for Priya)": the firm, and whom to greet there.
  // ("Foxtons, the guy is called Jamie", "Harlow Lettings, her name is Dana": said as a fact.)
  const askFor = /^\s*\(\s*([A-Za-z][\w&'.-]*(?:\s+[\w&'.-]+){0,3}),\s*(?:ask for|speak to|attn:?|attention:?|contact is|contact|(?:the\s+)?(?:guy|man|woman|lady|bloke|chap|person|agent|contact|girl|fella)(?:'s|\s+is|s)\s+(?:called|named)|(?:his|her|their)\s+name(?:'s|\s+is|s)|(?:he|she)(?:'s|\s+is|s)\s+called)\s+([A-Za-z][\w'-]+)\s*\)\s*,?\s*/i.exec(text);
  if (askFor?.[1] && askFor[2] && frame.recipient && !frame.recipient.name) {
    const person = readRecipient(askFor[2].charAt(0).toUpperCase() + askFor[2].slice(1));
    if (person.name) {
      frame.recipient = { ...frame.recipient, name: person.name, gender: person.gender, plural: false, organization: titleCase(askFor[1]) };
      text = text.slice(askFor[0].length);
    }
  }
  // "the venue (the barn at hollins farm) asking ...": its name in brackets.
  const bracket = /^\s*\(([^()]{2,50})\)\s*,?\s*/.exec(text);
  // "a customer (mrs okafor)": a person's name in brackets.
  // ("a local historian (Dr Alan Marsh)", "a childminder (Helen Price, ofsted registered)": with what they are.)
  // "(Willow Court)", "(Hollins Farm)": a place's name, not a person's, however the first word reads.
  const placeName = /\s(?:Court|House|Lodge|Hall|Manor|View|Park|Gardens|Grange|Centre|Center|Surgery|Clinic|Practice|School|Academy|Nursery|Hotel|Inn|Barn|Farm|Place|Road|Street|Lane|Close|Ltd|Limited|Group|Homes?|Trust|Studios?|Cafe|Café|Kitchen|Bakery|Salon|Gym|Club|Church|College|University|Garage|Motors|Dental|Vets?|Pharmacy|Estates?|Lettings|Properties|Mews|Towers?|Rise|Heights|Meadows?)$/.test(bracket?.[1]?.trim() ?? '');
  const person = bracket?.[1] && !placeName ? /^((?:mr|mrs|ms|miss|dr|prof|coach)\.?\s+[A-Za-z][\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?|(?-i:[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?))(?:\s*,\s*[^,]{2,40})?$/i.exec(bracket[1].trim()) : null;
  // "the client (mark from brightpath)": the person, and where they work.
  const personAt = bracket?.[1] ? /^([A-Za-z][\w'-]+(?:\s+[A-Za-z][\w'-]+)?)\s+(?:from|at|of)\s+((?:the\s+)?[A-Za-z0-9][\w&'.-]*(?:\s+[A-Za-z0-9&][\w&'.-]*){0,2})$/i.exec(bracket[1].trim()) : null;
  const personAtRead = personAt?.[1] && !/^(?:the|a|an|my|our|your|their|this|that)\b/i.test(personAt[1]) ? readRecipient(personAt[1]) : undefined;
  const personAtName = personAtRead && !personAtRead.role && !personAtRead.organization ? personAtRead.name : undefined;
  if (bracket && personAt?.[2] && personAtName && frame.recipient && !frame.recipient.name && !NOT_A_NAME.test(personAt[1] ?? '')) {
    const organization = titleCase(personAt[2].replace(/^the\s+/i, ''), false);
    frame.recipient = { ...frame.recipient, name: personAtName, gender: readRecipient(personAt[1]!).gender, organization: frame.recipient.organization ?? organization, plural: false, ...(frame.recipient.relation === 'company' ? { relation: 'contact' as const } : {}) };
    text = text.slice(bracket[0].length);
  }
  // "hr (jessica)": a first name in brackets after a department is the person there.
  const personThere = person?.[1] ? readRecipient(person[1]) : undefined;
  const knownPerson = Boolean(personThere?.name) && (personThere?.gender !== 'they' || /^(?:mr|mrs|ms|miss|dr)\b/i.test(person?.[1] ?? ''));
  // "the wedding couple (Josh & Nina)": the two people greeted by name.
  const couple = bracket?.[1] ? /^([A-Z][a-z'-]+)\s+(?:&|and)\s+([A-Z][a-z'-]+)$/.exec(bracket[1].trim()) : null;
  if (couple && frame.recipient && !frame.recipient.name && !frame.recipient.organization?.includes(' ') && isFirstName(couple[1]!.toLowerCase()) && isFirstName(couple[2]!.toLowerCase())) {
    frame.recipient = { ...frame.recipient, name: `${couple[1]} and ${couple[2]}`, plural: true, gender: 'they', organization: undefined, relation: frame.recipient.relation === 'company' ? 'unknown' : frame.recipient.relation };
    text = text.slice(bracket![0].length);
  } else if (personAt && personAtName) {
    // Read above.
  } else if (bracket && person?.[1] && frame.recipient && !frame.recipient.name && !(personThere?.organization && !personThere.name) && !(/^[A-Z][a-z'-]+s$/.test(person[1]) && !isFirstName(person[1].toLowerCase()) && !frame.recipient.plural) && (knownPerson || !frame.recipient.plural && frame.recipient.relation !== 'company' && frame.recipient.relation !== 'school')) {
    // "(coach Dean)": the coach by the name the children use.
    const coach = /^coach\s+([A-Za-z][\w'-]+)$/i.exec(person[1])?.[1];
    // "a recruiter at Hays (Martin)": his name says his pronoun, where the role did not.
    const named = readRecipient(person[1]);
    frame.recipient = { ...frame.recipient, name: coach ? `Coach ${coach.charAt(0).toUpperCase()}${coach.slice(1)}` : named.name ?? person[1], ...(frame.recipient.gender === 'they' && !frame.recipient.plural && named.gender !== 'they' ? { gender: named.gender } : {}) };
    text = text.slice(bracket[0].length);
  } else if (bracket?.[1] && frame.recipient && !frame.recipient.name && !/\d{3,}/.test(bracket[1])) {
    // "(the Seabreeze in whitby)": the place's name, without the town it is in.
    const named = nameCase(bracket[1].replace(/^the\s+/i, '').replace(/^(.{3,}?)\s+in\s+[a-z][a-z-]+(?:\s+[a-z][a-z-]+)?$/i, '$1'), false);
    frame.recipient = { ...frame.recipient, organization: placeName ? named : frame.recipient.organization ?? named };
    text = text.slice(bracket[0].length);
  }
  // "a junior designer on my team, ...": where they sit, not what to say.
  const onTeam = /^\s*,?\s*(?:on|in|from)\s+(?:my|our)\s+(?:team|class|department|group|floor|course|project|unit|ward|section|squad)\b\s*,?\s*/i.exec(text);
  if (onTeam && frame.recipient) text = text.slice(onTeam[0].length);
  // "the parents in Oscar's class to his 7th birthday party": whose class they are in; "his" is Oscar's.
  const childClass = frame.recipient?.plural ? /^\s*,?\s*(?:in|from)\s+([A-Z][a-z-]+)(?:'s|’s|s)\s+(?:class|year|form|group|team|squad|club|nursery class)\b\s*,?\s*/.exec(text) : null;
  if (childClass?.[1] && !/^(?:Year|Form|Class|Reception|Nursery|Miss|Mr|Mrs|Ms)$/.test(childClass[1])) {
    text = text.slice(childClass[0].length).replace(/^(to|for)\s+(?:his|her|their)\b/i, `$1 ${childClass[1]}'s`);
  }
  // "my groupmates for the marketing project to meet ...": which group, then the ask.
  const group = /^\s*,?\s*for\s+(?:the|my|our|this)\s+(?:[\w'-]+\s+){0,3}?(?:project|course|module|class|assignment|coursework|presentation|group|committee|club|society|trip)\b\s*,?\s*(?=to\s+[a-z]+)/i.exec(text);
  if (group && frame.recipient?.plural) text = text.slice(group[0].length);
  // "my neighbour at number 12", "the couple upstairs": where they are, not what to say.
  const where = /^\s*,?\s*(?:(?:at|from|in)\s+(?:number|no\.?|#|flat|apt\.?|apartment|unit)\s*\d+\w?|next door|upstairs|downstairs|across the (?:road|street|hall|way))\b\s*,?\s*/i.exec(text);
  if (where && frame.recipient) text = text.slice(where[0].length);
  // "customer service at nordvik furniture, ...": where they work, then the message.
  const workplace = /^\s*(?:at|from)\s+((?!(?:the\s+)?(?:weekend|moment|end|start|time|same)\b)[\w&'.-]+(?:\s+[\w&'.-]+){0,3})\s*(?=,)/i.exec(text);
  if (workplace?.[1] && frame.recipient && !frame.recipient.organization && !/\d/.test(workplace[1])) {
    frame.recipient = { ...frame.recipient, organization: titleCase(workplace[1].replace(/^the\s+/i, '')) };
    text = text.slice(workplace[0].length);
  }
  // "a company I owe money to", "the shop I bought it from": how the writer knows them.
  const stayed = /^\s*,?\s*(?:where|that|which|who)\s+(?:I|we)\s+(?:stayed|ate|bought|ordered|shopped|booked|had|got|rented|live|lived|work|worked)\b[^,]*,?\s*/i.exec(text);
  if (stayed && frame.recipient) text = text.slice(stayed[0].length);
  const known = /^\s*,?\s*(?:that|who|whom|which)?\s*I\s+(?:owe(?: money)? to|work for|work with|bought (?:it|them|this|that|\w+) from|rent from|ordered from|bank with|used to work for|applied to|signed up with|subscribe to|buy from|study with)\b\s*,?\s*/i.exec(text);
  if (known && frame.recipient) text = text.slice(known[0].length);
  // "Sam, practice manager at a dental group, who answered my email asking ...": who they are, and
  // that they wrote (a reply already thanks them for it).
  const role = /^\s*,\s*((?:the\s+|a\s+|an\s+|our\s+|their\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}\s+(?:at|of|for|from)\s+[^,]{2,50}?)\s*(?=,|$)/.exec(text);
  if (role?.[1] && frame.recipient?.name && !/\b(?:who|that|which|because|asking|saying)\b/i.test(role[1]) && !/^(?:we|I|you|he|she|they|it|my|our|his|her|their)\b/i.test(role[1]) && !nlp(role[1]).has('(#PastTense|#PresentTense|#Modal|#Copula)')) {
    text = text.slice(role[0].length);
  }
  // "a client who hasnt replied to my proposal in 10 days": a follow-up on the proposal.
  const silent = /^\s*,?\s*who\s+(?:hasn't|has not|hasnt|haven't|have not|havent|never|didn't|did not)\s+(?:replied|responded|got back|gotten back|answered|come back)(?:\s+to\s+(?:me\s+about\s+)?((?:my|our|the)\s+[^,.;]+?))?(?:\s+(?:in|for)\s+((?:over\s+|more than\s+)?(?:a|an|\d+|two|three|four|five|six)\s+(?:days?|weeks?|months?)))?\s*(?=[,.;]|$)/i.exec(text);
  if (silent && frame.recipient) {
    frame.descriptor = frame.descriptor ?? 'follow-up';
    const what = silent[1] ?? 'my last email';
    return `${what}${silent[2] ? `, I have not heard back in ${silent[2]}` : ''}${text.slice(silent[0].length)}`;
  }
  const wrote = /^\s*,?\s*who\s+(?:answered|replied to|responded to|wrote back to|got back to me about)\s+my\s+(?:e-?mail|message|note)[^,.;]*/i.exec(text);
  if (wrote && frame.recipient) return text.slice(wrote[0].length).replace(/^\s*[,.;]\s*/, '');
  // "the owner of bloom bakery offering to ...": the organisation they belong to.
  const of = /^of\s+((?:the\s+)?[\w'&-]+(?:\s+[\w'&-]+){0,3}?)(?=\s+(?:that|to|about|asking|saying|telling|offering|proposing|inviting|who|and|regarding)\b|\s*[,.:;]|\s*$)/i.exec(text);
  if (of?.[1] && frame.recipient && !frame.recipient.organization && frame.recipient.role && !/^(?:the\s+)?(?:month|week|year|day|order|invoice)\b/i.test(of[1])) {
    frame.recipient = { ...frame.recipient, organization: titleCase(of[1].replace(/^the\s+/i, '')) };
    return text.slice(of[0].length).trimStart();
  }
  // "client (rafael at cobalt brew)", "them (dave and lisa at no 12)": who, and where.
  const paren = /^\s*\(\s*([A-Za-z][\w'-]+(?:\s+(?:and|&)\s+[A-Za-z][\w'-]+)?)(?:\s+(?:at|from)\s+([^)]+?))?\s*\)/.exec(text);
  if (paren?.[1] && !frame.recipient && paren[1].split(/\s+(?:and|&)\s+/).every((word) => isFirstName(word) || /^[A-Z]/.test(word) || lowercaseName(word))) {
    const names = paren[1].replace(/\b[a-z]/g, (c) => c.toUpperCase()).replace(/ And /, ' and ');
    frame.recipient = { ...readRecipient(names), name: names, ...(/ and /.test(names) ? { plural: true, gender: 'they' as const } : {}) };
    return text.slice(paren[0].length).trimStart();
  }
  // "my gym (ironworks fitness)", "my supplier (greenleaf packaging)": the organisation's name.
  const company = /^\s*\(\s*([A-Za-z][\w&'.-]*(?:\s+[\w&'.-]+){0,3})\s*\)/.exec(text);
  if (company?.[1] && frame.recipient && !frame.recipient.name && !frame.recipient.organization && ['company', 'provider', 'landlord', 'unknown', 'school'].includes(frame.recipient.relation) && !isFirstName(company[1].split(/\s+/)[0]!)) {
    frame.recipient = { ...frame.recipient, organization: titleCase(company[1]) };
    return text.slice(company[0].length).trimStart();
  }
  if (paren?.[1] && frame.recipient && !frame.recipient.name && paren[1].split(/\s+(?:and|&)\s+/).every((word) => isFirstName(word) || /^[A-Z]/.test(word) || lowercaseName(word))) {
    const names = paren[1].replace(/\b[a-z]/g, (c) => c.toUpperCase()).replace(/ And /, ' and ');
    const where = paren[2] && !/^(?:no\.?|number|#)\s*\d/i.test(paren[2]) ? paren[2].replace(/\b[a-z]/g, (c) => c.toUpperCase()) : undefined;
    frame.recipient = { ...frame.recipient, name: names, ...(where ? { organization: where } : {}), ...(/ and /.test(names) ? { plural: true, gender: 'they' as const } : {}) };
    return text.slice(paren[0].length).trimStart();
  }
  // "my son's teacher, Ms. Rivera, to ..." / "my old boss (Dave) that ...".
  const lower = /^\s*[,(]\s*([a-z][\w'-]+)\s*[,)]/.exec(text);
  if (lower?.[1] && frame.recipient && !frame.recipient.name && (isFirstName(lower[1]) || !/^(?:and|or|but|so|then|please|thanks|also|too|who|whose|which|that|if|to|for|asking|saying|the|a|an|my|our|i|we|you|he|she|they|it)$/i.test(lower[1]))) {
    frame.recipient = readRecipient(`${frame.recipient.phrase}, ${lower[1].charAt(0).toUpperCase()}${lower[1].slice(1)}`);
    return text.slice(lower[0].length).trimStart();
  }
  const match = /^\s*[,(]\s*((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof|Professor|Miss|Coach|Dean)\.?\s+)?[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,2})\s*[,)]?/.exec(text);
  // "my son's coach, Jayden hurt his ankle": a name with a verb after it starts the news.
  // "the swim club, maisie (my daughter) can't ...": who the name is to us, then the news.
  const startsNews = match && !/[,)]\s*$/.test(match[0]) && (NEWS_VERB.test(text.slice(match[0].length)) || /^\s*\(\s*(?:my|our)\s+[a-z]+\s*\)/i.test(text.slice(match[0].length)) || (/^\s*\([^)]{1,20}\)/.test(text.slice(match[0].length)) && NEWS_VERB.test(text.slice(match[0].length).replace(/^\s*\([^)]{1,20}\)/, ''))));
  if (match?.[1] && !startsNews && frame.recipient && !frame.recipient.name && !/^(?:I|I've|I'm|I'll|I'd|We|We're|We've|It|It's|They|The|This|That|My|Our|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Christmas|Easter|Today|Tomorrow|Tonight|Next|Last)\b/.test(match[1])) {
    frame.recipient = readRecipient(`${frame.recipient.phrase}, ${match[1]}`);
    return text.slice(match[0].length).trimStart();
  }
  return text;
}

// Words that end a group's name: "the IT team", "the planning committee".
const GROUP_WORD = /^(?:team|staff|department|office|desk|group|committee|board|crew|squad|society|club)$/i;
const NEWS_VERB = /^\s*(?:hurt|broke|fell|lost|missed|passed|failed|won|got|has|had|is|was|will|won't|can't|cannot|couldn't|needs|wants|forgot|left|started|finished|made|said|told|asked|loved|enjoyed|came|went|did|didn't|isn't|wasn't|hasn't|just|won't|would|should|can|could|may|might|must|'s|'ll)\b/i;
const BARE_THING = /^(?:new\s+[a-z]+|(?:new|first|last|next|final)\s+(?:date|time|round|day|deadline|address|number|price|venue|location)|(?:start|end|move|moving|delivery|due|closing|launch)\s+date|pr|PR|salary|rate|pay|quote|price|total|cost|fee|bill|deposit|balance|budget|venue|address|flat|room|meeting|deadline|train|flight|bus|pitch|reason|presentation|food|key|keys|party|event|trip|project|report|invoice|parcel|package|order|car|boiler|heating|shower|wifi|internet|house|office|kitchen|garden|dog|cat|baby|tickets?)\s/i;
const NOT_NAME_WORD = /^(?:who|whose|which|and|or|but|from|at|with|of|in|on|to|for|about|regarding|the|a|an|i|we|you|he|she|they|it|this|these|those|my|our|his|her|their|your|know|again|now|today|tomorrow|asap|too|also|please|saying|asking|telling)$/i;
const CLAUSE_VERB = /^\s*(?:will|is|are|was|were|has|have|had|can|could|should|would|needs|keeps|won't|isn't|doesn't|didn't|hasn't|wasn't|aren't|can't|went|got|broke|stopped|came|arrived|did|does|do|must|may|might|go|goes|rise|rises|increase|increases|change|changes|start|starts|close|closes|open|opens|stay|stays|move|moves)\b/i;

/** Whom a visitor needs something of: "landlord mr delaney", "HR", "the council", "Mrs. Patel". */
const ASKED_OF = String.raw`(?:(?:my|our|the)\s+)?(?:landlord|landlady|letting agent|agent|HR|hr|manager|boss|council|school|builder|plumber|electrician|contractor|supplier|bank|insurer|accountant|tutor|coach|client)(?:\s+(?:(?:Mr|Mrs|Ms|Dr|Miss)\.?\s+)?(?-i:[A-Z])[\w'-]+)?|(?:Mr|Mrs|Ms|Dr|Miss)\.?\s+(?-i:[A-Z])[\w'-]+`;

/**
 * Where the recipient phrase really ends: "my landlord rent will be late" -> "my landlord" (the
 * next word starts a clause); "my friend carla happy birthday" -> "my friend Carla"; "my aunt rose
 * a speedy recovery" -> "my aunt Rose".
 */
function fitRecipient(phrase: string, after: string): string {
  const words = phrase.split(/\s+/);
  // "easyjet flight EZY2213 delayed ...", "amazon order 55-219 ...": the reference starts the content.
  const reference = words.findIndex((word, index) => index > 0 && /^(?:flight|order|booking|invoice|ref|reference|account|ticket|policy|claim|case|parcel)$/i.test(word) && /\d/.test(words[index + 1] ?? ''));
  if (reference > 0) return words.slice(0, reference).join(' ');
  // "my friend Hugo's parents": whose they are is part of whom it goes to.
  if (/\b(?-i:[A-Z])[a-z'-]+['’]s\s+(?:parents|mum|mom|dad|mother|father|family|wife|husband|partner|boss|manager|teacher|coach|landlord|landlady)$/i.test(phrase)) return phrase;
  // "email my team great job on the launch": praise starts the content.
  const praise = words.findIndex((word, index) => index > 0 && /^(?:great|well|good|amazing|brilliant|fantastic|huge|massive|awesome|nice|excellent|congrats|congratulations|thanks|cheers|bravo|wow|kudos)$/i.test(word) && /^(?:job|work|done|effort|stuff|result|results|news|going|one|on|for|to)$/i.test(words[index + 1] ?? (after.trim().split(/\s+/)[0] ?? '')));
  if (praise > 0) return words.slice(0, praise).join(' ');
  // "the HR team", "the IT team": a team is whole.
  if (/\b(?:team|department)$/i.test(phrase) && readRecipient(phrase).relation === 'team') return phrase;
  // "tell customers prices go up 8%": a lowercase word before the clause's verb, inside the phrase, is its subject.
  for (let index = 1; index < words.length - 1; index += 1) {
    const word = words[index]!;
    if (CLAUSE_VERB.test(`${words.slice(index + 1).join(' ')} ${after}`) && /^[a-z]{3,}$/.test(word) && !isFirstName(word) && readRecipient(word).relation === 'unknown' && !GROUP_WORD.test(word) && readRecipient(words.slice(0, index).join(' ')).relation !== 'unknown') return words.slice(0, index).join(' ');
  }
  // "our Airbnb guests checkout is 10am": a lowercase word before the clause's verb is its subject.
  const last = words[words.length - 1] ?? '';
  if (words.length >= 3 && CLAUSE_VERB.test(after) && /^[a-z]{3,}$/.test(last) && !isFirstName(last) && readRecipient(last).relation === 'unknown' && !GROUP_WORD.test(last) && (readRecipient(words.slice(0, -1).join(' ')).relation !== 'unknown' || /^(?:guests|parents|members|customers|clients|tenants|residents|volunteers|players|students|staff|team|everyone|neighbou?rs|subscribers|followers|attendees|families)$/i.test(words[words.length - 2] ?? ''))) return words.slice(0, -1).join(' ');
  // The longest start of the phrase that names a role: "my team lead", "my friend".
  let roleEnd = -1;
  for (let index = words.length - 1; index >= 0; index -= 1) {
    const candidate = readRecipient(words.slice(0, index + 1).join(' '));
    if (candidate.relation !== 'unknown' && !candidate.name && !candidate.organization) {
      roleEnd = index;
      break;
    }
  }
  if (roleEnd < 0 || roleEnd === words.length - 1) return phrase;
  const rest = words.slice(roleEnd + 1);
  // "the HR team at Coastline", "the manager from Acme": where they work stays with them.
  if (/^(?:at|from|with)$/i.test(rest[0] ?? '') && rest.length >= 2 && rest.slice(1).every((word) => /^[A-Z]/.test(word) || /^(?:the|of|&|and)$/i.test(word))) return phrase;
  // "the letting agency harbour lets that ...", "my manager rhys that ...", "client hartwell & co that ...":
  // every word between the role and "that" is the name.
  if (/^\s*(?:that|if|whether)\s/i.test(after) && rest.length <= 3 && rest.every((word) => /^[\w&.'-]+$/.test(word) && !NOT_NAME_WORD.test(word) && !/^[a-z]{3,}ly$/i.test(word) && !/^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|today|yesterday|again|first|quickly|directly|personally)$/i.test(word))) {
    const lead = rest.length > 1 && /^(?:member|person|guy|lady|man|woman|employee|worker|colleague|contractor|student|parent|customer|tenant|neighbou?r)$/i.test(rest[0] ?? '') ? 1 : 0;
    const named = rest.slice(lead).map((word) => (word === '&' ? word : word.charAt(0).toUpperCase() + word.slice(1)));
    return [...words.slice(0, roleEnd + 1), ...rest.slice(0, lead), ...named].join(' ');
  }
  // A word right before a clause's verb is the clause's subject, not a name.
  if (rest.length === 1 && CLAUSE_VERB.test(after) && !/^[A-Z]/.test(rest[0] ?? '') && !GROUP_WORD.test(rest[0] ?? '')) return words.slice(0, roleEnd + 1).join(' ');
  // A name after the role: capitalised words, a title, or one lowercase word.
  const name: string[] = [];
  for (const word of rest) {
    if (/^(?:mr|mrs|ms|dr|mx)\.?$/i.test(word) || /^[A-Z]/.test(word) || (name.length === 0 && /^[a-z][a-z'-]+$/.test(word) && !/^(?:from|at|with|of|in|on|who|whose|and|or|permission|help|advice|feedback|approval|money|leave|time|information|info|details|update|refund|discount|extension|reference|letter|favour|favor)$/.test(word) && (isFirstName(word) || lowercaseName(word)))) name.push(word);
    else break;
  }
  if (name.length === 0) return words.slice(0, roleEnd + 1).join(' ');
  const named = name.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  // "my old boss Karen Reid from Lakeside Hotel": where the named person works stays with them.
  const tail = rest.slice(name.length);
  const workplace = /^(?:at|from)$/i.test(tail[0] ?? '') && tail.length >= 2 && tail.slice(1).every((word) => /^[A-Z]/.test(word) || /^(?:the|of|&|and)$/i.test(word)) ? tail : [];
  return [...words.slice(0, roleEnd + 1), ...named, ...workplace].join(' ');
}

/** How many characters of `text` a (possibly re-cased) recipient phrase covers. */
function consumed(text: string, phrase: string): number {
  const words = phrase.split(/\s+/).length;
  const match = new RegExp(`^\\s*(?:\\S+\\s+){${words - 1}}[^\\s,;:!?]+`).exec(text);
  return match ? match[0].length : phrase.length;
}

/** A lowercase word that could be a name: not a plural, a role or a word of the kind that follows roles. */
function lowercaseName(word: string): boolean {
  const tags = wordTags(word);
  if (tags?.includes('Plural') || tags?.includes('Determiner') || tags?.includes('Preposition') || tags?.includes('Conjunction') || tags?.includes('Adverb')) return false;
  return readRecipient(word).relation === 'unknown' && !/^(?:team|staff|office|department|members|company|group|about|regarding|re|asking|saying|telling|re)$/i.test(word);
}

function looksLikeVerbPhrase(phrase: string): boolean {
  return new RegExp(`^(?:${ACT_VERBS}|see|find|get|make|set up|schedule|book|arrange|discuss|review|help)\\b`, 'i').test(phrase) && !/^(?:email|message|text)\b/i.test(phrase);
}

function setRecipient(frame: Frame, phrase: string): void {
  if (/^(?:him|her|them|you|me|us|it|this|that|anyone|someone)$/i.test(phrase)) return;
  if (frame.recipient && frame.descriptor === 'reply' && frame.quoted) return;
  // "sam at greenway foods": a person, and where they work.
  const at = /^([A-Za-z][a-z'-]+)\s+(?:at|from)\s+((?!the\b|a\b|an\b)[\w&'.-]+(?:\s+[\w&'.-]+){0,3})$/i.exec(phrase);
  if (at?.[1] && at[2] && (isFirstName(at[1]) || /^[A-Z]/.test(at[1]))) {
    const person = readRecipient(at[1].charAt(0).toUpperCase() + at[1].slice(1));
    if (person.name) {
      frame.recipient = { ...person, organization: titleCase(at[2]) };
      return;
    }
  }
  frame.recipient = readRecipient(phrase);
}

// --- clauses -----------------------------------------------------------------------------------

const WHAT_TO_WRITE = /^(?:something|a\s+(?:(?:short|quick|little)\s+)?(?:note|message|card|line))(?:\s+(?:really\s+)?(?:kind|nice|lovely|sweet|thoughtful|heartfelt|comforting|supportive|warm))+$/i;
const HAD_THING = /^I\s+(?:had|did|attended)\s+(?:a|an|my)\s+((?:first|second|final|third|phone|video|telephone|virtual|\w+)?\s*(?:interview|call|meeting|assessment|trial shift|trial day)\b.*?)(?:,?\s+(?:and|but)\s+((?:I\s+)?(?:haven't|have not|havent|still|not|no|nothing)\b.*))?$/i;

/** "following up on sent you a proposal last Tuesday ... and no reply yet": the thing sent, then the silence. */
function followedUpThing(segment: Segment): Segment[] {
  if (segment.act !== 'followUp') return [segment];
  const sent = /^(?:I\s+|we\s+)?(sent|emailed|submitted|gave|posted|quoted)\s+(you|them)\s+(?:(?:a|an|the|my|our)\s+)?(.+?)(?:,?\s+(?:and|but)\s+((?:still\s+)?(?:no|not|nothing|haven't|have not|havent)\b.*))?$/i.exec(segment.text.trim());
  if (!sent?.[1] || !sent[3]) return [segment];
  const who = /^we\b/i.test(segment.text.trim()) ? 'we' : 'I';
  const thing = sent[3].replace(/^(\S+(?:\s+(?!(?:last|on|yesterday|this|in|for|to|about|at|a|the)\b)\S+){0,3}?)(?=\s+(?:last|on|yesterday|this|in|for|to|about|at|a|the)\b|$)/i, `$1 ${who} sent you`);
  const out: Segment[] = [{ ...segment, text: `the ${thing.includes(`${who} sent you`) ? thing : `${thing} ${who} sent you`}` }];
  if (sent[4]) out.push({ act: 'inform', form: 's', text: /^(?:still\s+)?no\s+(?:reply|response|answer|word)\b/i.test(sent[4]) ? `${who} have not had a reply yet` : sent[4] });
  return out;
}

/** Splits the content into clauses at sentence ends, semicolons and joined speech acts. */
// "..., and ask her ...": a second speech act joined on ("come and see it" is no act of its own: "see" is one
// only before what is to be found out).
const ACT_AFTER_AND = new RegExp(`\\s*(?:,\\s*|\\s+)(?:and|&|plus|but|then)\\s+(?:also\\s+|then\\s+|maybe\\s+|please\\s+)?(?=(?:${ACT_VERBS}|${PARTICIPLES})\\b(?!\\s+(?:you|me)\\b)(?!\\s+for\\s+(?:me|us)\\b))(?!see\\s+(?!(?:if|whether|what|when|where|how|who|why|which|about)\\b))`, 'gi');
const PARTICIPLE_AFTER_COMMA = new RegExp(`\\s*,\\s*(?=(?:${PARTICIPLES})\\b)`, 'gi');

export function splitClauses(text: string): string[] {
  const commaSubject = /\s*,\s*(?:and\s+|but\s+|so\s+|also\s+)?(?=(?:I|I'm|I'll|I've|I'd|we|we're|we'll|we've|we'd|he|she|they|it|it's|there|there's|that's)\b(?=\s+\S+))/g;
  const marker = '\u0000';
  let marked = text
    .replace(/\s*\n+\s*/g, marker)
    .replace(/(?<!\b(?:Dr|Mr|Mrs|Ms|Mx|Prof|St|vs|etc|e\.g|i\.e|approx|No|Jr|Sr|Co|Inc|Ltd|[A-Z]))(?<=[a-z0-9)\]"'%])([.!?;]+)\s+(?=\S)/g, `$1${marker}`)
    .replace(/:\s+(?=(?:the|they|we|I|it|our|my|he|she|you|there)\b)/gi, `.${marker}`)
    .replace(ACT_AFTER_AND, marker)
    .replace(PARTICIPLE_AFTER_COMMA, marker)
    // "customers who bought from us last month asking them to ...": the ask, after its relative clause.
    .replace(/(\bwho\s+[^,.;]{3,80}?)\s+(?=(?:asking|telling|reminding|inviting|letting|thanking)\s+(?:them|him|her|everyone)\b)/gi, `$1${marker}`)
    .replace(/\s*,?\s+\balso\b\s*,?\s+(?=(?:ask|tell|let|say|mention|remind|thank|invite|add|note|include|offer|request|check|confirm)\b)/gi, marker)
    .replace(/\s*,\s*(?=also\b)/gi, marker)
    .replace(/\s*,\s*(?:and\s+)?(?:maybe|perhaps)\s+(?=(?:mention|ask|suggest|offer|say|add|include|remind)\b)/gi, marker)
    .replace(/\s*,\s*(?:and\s+)?(?=attach(?:ing)?\s)/gi, marker)
    .replace(/\s*,\s*(?=(?:I\s+)?(?:need|have|want)\s+to\s+(?:tell|ask|remind|let|say|explain)\b)/gi, marker)
    .replace(/\s*,\s*(?!let's\b)(?=(?:ask|tell|let|say|mention|explain|note|add|remind|thank|invite|request|apologi[sz]e|offer|see if|check if|find out|and ask|and tell|sorry|thanks|thank you|apologies|congrats|send (?:our|my|them|him|her) (?:love|best|regards|congratulations|thanks)|(?:encourage|urge|advise|beg)\s+(?:him|her|them|everyone|people|ppl)\s+to)\b)/gi, marker)
    .replace(/\s*\band also\b\s*/gi, marker)
    // "can i do the 29th, and can they check the brake light too": two questions.
    .replace(/\s*,\s*and\s+(?=(?:can|could|would|will)\s+(?:you|they|he|she|I|we)\s)/gi, (m: string, offset: number, whole: string) => (/\b(?:can|could|would|will|may)\s+(?:I|we|you)\s/i.test(whole.slice(whole.lastIndexOf(marker, offset) + 1, offset)) ? marker : m))
    .replace(/\s+and\s+(?=I (?:want|need|would like|'d like|expect|hope)\b)/g, marker)
    .replace(/\s*,?\s+but\s+(?=I (?:need|want|would like|'d like|have) to (?:ask|know|check|find out|confirm)\b)/g, marker)
    // "can it come on a saturday instead, weekdays I'm at work": the reason, said on its own.
    // "the candle smells amazing, and that we should get dinner soon": a second thing to say.
    .replace(/\s*,?\s+and\s+that\s+(?=(?:we|I|you|he|she|they|it|the|my|our|your)\b)/gi, marker)
    // "..., please send a technician": the request, on its own.
    .replace(/\s*,\s*(?=(?:please|pls|kindly)\s+[a-z]{3,})/gi, marker)
    .replace(/\s*,\s*(?=(?:on\s+)?(?:weekdays|weekends|mornings|evenings|afternoons|nights|most days|during the week|during the day)\s+(?:I|I'm|we|we're)\b)/gi, marker);
  marked = marked.replace(commaSubject, marker);
  // ", the sauna stays open": a comma before a whole clause with a noun subject.
  marked = marked.split(marker).map((piece) => piece.replace(/\s*,\s*(?=(?:the|my|our|this|that|these|those)\s)/g, (m, offset: number) => {
    const after = piece.slice(offset + m.length);
    return looksLikeClause(after) && !/^\S+\s+\S+\s+(?:and|or)\b/.test(after) ? marker : m;
  })).join(marker);
  // ", presentation is on the 20th", ", food is in the cupboard": a bare noun subject and its verb.
  marked = marked.split(marker).map((piece) => piece.replace(/\s*,\s*(?=(?!(?:which|who|whom|whose|that|what|there|here|it|this|and|but|so|or|as|if|when|where|because|since|although|though|while|everything|everyone|everybody|nothing|someone|anyone|nobody|all|one|each|both|then|also|just|even|plus|not)\b)[A-Za-z][a-z'-]+(?:\s+[a-z][a-z'-]+)?(?:\s+(?:of|for|on)\s+[\w£$'-]+(?:\s+\d+\w*)?)?\s+(?:is|are|was|were|will be|starts|begins|ends|opens|closes|needs|need|has to|have to|must)\s+\S)/g, (m, offset: number) => {
    const after = piece.slice(offset + m.length);
    const before = piece.slice(0, offset);
    if (!(looksLikeClause(after) || /^[A-Za-z][a-z'-]+(?:\s+[a-z][a-z'-]+)?\s+(?:of|for|on)\s/.test(after)) || before.split(/\s+/).length < 3) return m;
    // "quote was $4,200", "flat was left clean": a known thing takes its article.
    return BARE_THING.test(after) ? `${marker}the ` : marker;
  })).join(marker);
  return marked.split(marker).map((piece) => piece.trim()).filter((piece) => /[\p{L}\d[]/u.test(piece));
}

/** What a pasted offer or invitation offers, said as what is declined: "the offer of the Project Coordinator position". */
function declinedInQuote(quoted: QuotedEmail | undefined): string | undefined {
  if (!quoted) return undefined;
  const topic = quoted.topic?.replace(/^(?:the|your|our|a|an)\s+/i, '');
  if (/\b(?:(?:pleased|delighted|happy|glad) to offer|offer(?:ing)? you|an offer)\b/i.test(quoted.text)) return topic ? `the offer of the ${topic}` : 'the offer';
  if (/\b(?:invite|invitation|(?:love|like) (?:you|to have you) to|would you like to)\b/i.test(quoted.text)) return topic ? `the invitation to the ${topic}` : 'the invitation';
  return undefined;
}

/** One clause of the visitor's text -> one or more segments in the email's voice. */
function readClause(raw: string, frame: Frame): Segment[] {
  let text = raw.replace(/^[-–—:]+\s*/, '').replace(/^(?:that\s+)?starting\s+((?:next|this|on|from)\s+\w+|tomorrow|today|\w+day|the\s+\d+\w*)\s*,?\s+(?=(?:we|we're|I|I'm|you|they|the|our|all|everyone)\b)/i, 'from $1, ').replace(/^(?:and|also|plus|then|but|so|or|&)\s+/i, '').replace(/^also\s+/i, '').replace(/[.!;,]+$/, '').trim()
    .replace(/^just\s+(?=(?:say|tell|ask|let|thank|confirm|remind|mention)\b)/i, '')
    // "attach the pricing we discussed": said as attached.
  // (kept before the act verbs: "attach" is no speech act)
  // "need to apologise and offer to pay": the acts, not the need.
    .replace(/^(?:I\s+)?(?:need|have|want|would like|'d like)\s+to\s+(?=(?:apologi[sz]e|say sorry|thank|offer|ask|invite|remind|confirm|tell|explain|let (?:them|him|her) know)\b)/i, '')
    // "maybe suggest weekly check ins": the suggestion, without the hedge.
    .replace(/^(?:maybe|perhaps|possibly|and maybe)\s+(?=(?:suggest|propose|offer|ask|mention)\b)/i, '');
  // "suggest another date" with none given: ask for one.
  const another = /^(?:suggest|propose|ask for|offer)\s+(?:another|a different|a new|an alternative|other)\s+(date|time|day|weekend|slot)s?\b/i.exec(text);
  if (another?.[1]) return [{ act: 'question', form: 's', wh: 'direct', text: `could we find another ${another[1].toLowerCase()}` }];
  // "thanks everyone", "thank you all": thanks to the readers.
  const thanksAll = /^(?:thanks|thank you|thx|ty|cheers)\s+(?:so much\s+)?(?:everyone|everybody|all|guys|team|folks|y'all|all of you)\b[,!.]*\s*(.*)$/i.exec(text);
  if (thanksAll) return [{ act: 'thank', form: 'none', text: '' }, ...(thanksAll[1] ? readClause(thanksAll[1], frame) : [])];
  if (!text) return [];
  const attach = /^(?:please\s+)?attach(?:ing|ed)?\s+(.+)$/i.exec(text);
  if (attach?.[1]) return [{ act: 'inform', form: 's', text: `I have attached ${/^(?:the|my|our|a|an|your|everything|all|both|these|those|them|it|copies|photos|\d+)\b/i.test(attach[1]) ? attach[1] : `the ${attach[1]}`}` }];
  const question = /\?$/.test(text);
  text = text.replace(/\?+$/, '').trim();

  // Participles become verbs: "apologizing and offering ..." -> "apologize", "offer ...".
  const lead = new RegExp(`^(${PARTICIPLES})\\b\\s*`, 'i').exec(text);
  if (lead?.[1]) text = `${infinitiveOf(lead[1].split(' ')[0] ?? lead[1])}${lead[1].includes(' ') ? ' ' + lead[1].split(' ').slice(1).join(' ') : ''} ${text.slice(lead[0].length)}`.trim();
  // "apologize and offer a discount": two acts in one clause.
  const double = /^(apologi[sz]e|thank (?:them|him|her)|say sorry)\s+and\s+(.+)$/i.exec(text);
  if (double?.[1] && double[2]) return [...readClause(double[1], frame), ...readClause(double[2], frame)];

  // "ayesha, joining the design team monday at 9": what the reader is doing, said to them.
  const theirs = /^(joining|starting|arriving|coming|moving|visiting)\s+(?=(?:the|our|us|on|at|in|from|next|this|tomorrow|today|as)\b)/i.exec(text);
  // "i got the job at monzo!! starting in march": the writer is the one starting.
  const mine = theirs?.[1] && /\b(?:I|I've|I have|I'd)\s+(?:just\s+)?(?:got|landed|accepted|been offered|was offered|start|passed)\b/i.test(frame.message);
  if (mine) return [{ act: 'inform', form: 's', text: cleanup(`I am ${text}`) }];
  if (theirs?.[1] && frame.recipient && !frame.recipient.plural && (frame.recipient.name || frame.recipient.gender !== 'they') && !frame.quoted) {
    const said = text.replace(/(?<!\b(?:on|this|next|by|from|until)\s+)\b(?=(?:mon|tues|wednes|thurs|fri|satur|sun)day\b(?:\s+(?:at|morning|afternoon)\b|\s*$))/i, 'on ');
    return [{ act: 'inform', form: 's', text: cleanup(toRecipientVoice(`you are ${said}`, frame.recipient)) }];
  }
  // "objecting to the application", "requesting a copy": an act with no verb of ours.
  const ing = /^([a-z]{3,}ing)\s+(?=(?:to|a|an|the|my|our|your|their|his|her|this|that|these|those|for|about|on|with|against|into|some|any|all)\b)/i.exec(text);
  if (ing?.[1] && !new RegExp(`^(?:${PARTICIPLES})$`, 'i').test(ing[1]) && frame.recipient && (nlp(text).terms().first().has('#Gerund') || /^(?:appealing|disputing|objecting|enquiring|querying|challenging|contesting|claiming|chasing|reporting|booking|ordering|returning)$/i.test(ing[1]))) {
    const infinitive = infinitiveOf(ing[1]);
    if (infinitive && infinitive !== ing[1].toLowerCase()) {
      const voice = (value: string) => cleanup(toRecipientVoice(value, frame.recipient));
      return [{ act: 'purpose', form: 'vp', text: voice(`${infinitive} ${text.slice(ing[0].length)}`) }];
    }
  }
  // "stress isn't an excuse", "the update is live": a noun doing the verb's work is the clause's subject.
  const verbMatch = new RegExp(`^(${ACT_VERBS})\\b(?!\\s+(?:is|isn't|was|wasn't|has|hasn't|had|can't|won't|will|'s|are|aren't|were|does|doesn't|did|didn't|makes?|got|gets)\\b)\\s*`, 'i').exec(text);
  if (!verbMatch?.[1]) return statement(text, frame, question);
  const verb = verbMatch[1].toLowerCase();
  let rest = text.slice(verbMatch[0].length);

  // The recipient or a pronoun for them ("ask them to transfer her records": they are asked to do it).
  let addressed = false;
  const takeRecipient = (allowPhrase = true, allowAny = verb === 'ask' || verb === 'tell' || verb === 'remind' || verb === 'thank' || verb === 'invite' || verb === 'congratulate' || verb === 'email' || verb === 'message' || verb === 'contact' || (verb === 'let' && /^[^,.;]{1,60}?\sknow\b/i.test(rest))) => {
    const pronoun = OBJECT_PRONOUN.exec(rest);
    if (pronoun) {
      rest = rest.slice(pronoun[0].length).trimStart();
      addressed = true;
      return;
    }
    if (!allowPhrase) return;
    // "thank tom and priya for ...": two people, greeted together.
    // ("email my brothers Sam and Luke to ask ...": the two, with who they are.)
    const pair = /^(?:(?:my|our)\s+(?:[a-z-]+\s+)?[a-z-]+s\s+)?([A-Z][a-z'-]+)\s+(?:and|&)\s+([A-Z][a-z'-]+)(?=\s+(?:for|that|to|about|if|whether)\b|\s+on\s+(?=[a-z]+ing\b|(?:the|your|their|a)\s)|\s*[,.!]|\s*$)/.exec(rest);
    const notNames = /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Christmas|Easter)$/;
    if (pair?.[1] && pair[2] && !notNames.test(pair[1]) && !notNames.test(pair[2]) && (isFirstName(pair[1]) || isFirstName(pair[2]))) {
      if (!frame.recipient) frame.recipient = /^(?:my|our)\s/i.test(pair[0]) ? readRecipient(pair[0]) : { phrase: `${pair[1]} and ${pair[2]}`, name: `${pair[1]} and ${pair[2]}`, relation: 'unknown', plural: true, gender: 'they' };
      rest = rest.slice(pair[0].length).trimStart();
      return;
    }
    // "let the parents in my son's class know ...": all between "let" and "know" is whom it goes to.
    const letWho = verb === 'let' ? /^((?:the|my|our|all|everyone|everybody)\s[^,.;]{1,60}?)\s+(?=know\b)/i.exec(rest) : null;
    if (letWho?.[1] && /\s(?:in|at|on|from|of)\s/i.test(letWho[1]) && !/\b(?:I|we|is|are|was|were|have|has|will|who|that)\b/.test(letWho[1]) && !frame.recipient) {
      setRecipient(frame, letWho[1]);
      rest = rest.slice(letWho[0].length).trimStart();
      addressed = true;
      return;
    }
    const match = new RegExp(`^${RP}`, 'i').exec(rest);
    if (match?.[1]) {
      // ("remind everyone concert dress is black and white": everyone, and then what they are reminded of.)
      const trimmed = fitRecipient(match[1], rest.slice(match[0].length)).replace(/^(everyone|everybody)\s+(?!(?:in|on|at|from|who|else)\b)[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?$/i, '$1');
      match[0] = trimmed;
      match[1] = trimmed;
    }
    const personLike = (phrase: string) => {
      const candidate = readRecipient(phrase);
      return Boolean(candidate.name || candidate.organization || candidate.relation !== 'unknown') && !/^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december|tomorrow|today|next|this|\d)/i.test(phrase);
    };
    if (match?.[1] && !/^(?:that|to|for|about|if|whether|how|what|when|why|who|whom|which|where|this|I|I'll|I've|I'm|we|it|me)\b/i.test(rest) && !looksLikeVerbPhrase(match[1]) && (allowAny || personLike(match[1]))) {
      if (!frame.recipient || isSamePerson(frame.recipient, match[1]) || frame.segments.length === 0) setRecipient(frame, match[1]);
      rest = rest.slice(consumed(rest, match[0])).trimStart();
      addressed = true;
      rest = absorbApposition(rest, frame).trimStart();
      // "ask my neighbour jan if she could ...": the pronoun the instruction gives the one named is theirs, whatever the name.
      const tied = /^(?:if|whether|that)\s+(he|she)\b/i.exec(rest)?.[1]?.toLowerCase();
      if (tied && frame.recipient?.name && !frame.recipient.plural && frame.recipient.gender !== tied) frame.recipient = { ...frame.recipient, gender: tied as 'he' | 'she' };
      // "ask dr nakamura if there's still space in her research lab": with no one else in the question, "her" is the one asked.
      const theirs = /^(?:if|whether)\s+(?:there(?:'s|\s+is|\s+are)|I|we)\b([^,.;]*?)\b(his|her)\s+[a-z]/i.exec(rest);
      if (!tied && theirs?.[2] && frame.recipient?.name && !frame.recipient.plural && frame.recipient.gender === 'they' && !SOMEONE_ELSE.test(theirs[1] ?? '')) frame.recipient = { ...frame.recipient, gender: theirs[2].toLowerCase() === 'his' ? 'he' : 'she' };
      // "invite everyone in the office to ...": which everyone, not what to say.
      if (frame.recipient?.plural || /^(?:everyone|everybody|all|staff)$/i.test(match[1]?.trim() ?? '')) rest = rest.replace(/^(?:in|on|at|across|from)\s+(?:the|my|our)\s+(?:office|team|department|dept|building|floor|company|group|class|house|flat|street|block|school|club|lab|studio|unit|ward)\b,?\s*/i, '');
      const of = /^of\s+(?:the\s+)?((?:[\w'-]+\s+){0,3}?[\w'-]+)(?=\s+(?:if|whether|to|that|about|for|when|why|what|how)\b)/i.exec(rest);
      if (of?.[1] && frame.recipient) {
        frame.recipient = { ...frame.recipient, organization: titleCase(of[1]) };
        rest = rest.slice(of[0].length).trimStart();
      }
    }
    rest = rest.replace(/^(?:on|via|through)\s+(?:eBay|Amazon|Etsy|LinkedIn|Facebook|Marketplace|Slack|Teams|WhatsApp|Instagram|Twitter|X|Vinted|Depop|Craigslist|Gumtree)\s*,?\s*/i, '');
  };

  const voice = (value: string) => cleanup(toRecipientVoice(withYou(value, frame.recipient), theyAreOthers(frame.recipient)));
  const segments: Segment[] = [];
  const context = () => {
    // "a customer named James whose package arrived late, ..." -> context about them.
    const rel = /^,?\s*(?:who|whose)\s+(.+)$/i.exec(rest);
    // "ask who I'll be meeting" is a question, not "who" as a relative clause about them.
    if (rel?.[1] && !/^(?:I|I'll|I'm|I've|I'd|we|we'll|we're|you|he|she|they|it|this|that|there)\b/i.test(rel[1]) && !(['ask', 'inquire', 'enquire'].includes(verb) && /^(?:wants?|would like|is (?:free|able|available|interested|up for)|can|could|has|fancies)\b/i.test(rel[1]))) {
      const clause = rest.trim().startsWith('whose') || /^,?\s*whose/i.test(rest) ? `your ${rel[1]}` : `you ${rel[1]}`;
      segments.push({ act: 'inform', form: 's', text: voice(clause) });
      rest = '';
    }
  };

  switch (verb) {
    case 'inquire':
    case 'enquire':
    case 'ask':
    case 'beg':
    case 'urge':
    case 'encourage': {
      if (verb === 'inquire' || verb === 'enquire') rest = rest.replace(/^(?:about|into|regarding)\s+/i, 'about ');
      takeRecipient();
      // "ask her, with no pressure, if ...": how to ask is not what to ask.
      rest = rest.replace(/^,?\s*(?:\(?\s*(?:with\s+)?no pressure\s*\)?|politely|gently|kindly|casually|nicely|briefly|quickly)\s*,?\s*/i, '');
      context();
      // "encourage him to apply again": what the writer hopes they will do, said as encouragement, not asked.
      const encouraged = verb === 'encourage' || verb === 'urge' ? /^(?:(?:him|her|them|you|everyone|people|ppl)\s+)?to\s+(\S.*)$/i.exec(rest) : null;
      if (encouraged?.[1]) {
        segments.push({ act: 'inform', form: 's', text: voice(`I would ${verb === 'urge' ? 'urge' : 'encourage'} you to ${encouraged[1]}`) });
        break;
      }
      // "ask for me personally next time": what the reader should do, said to them.
      if (verb === 'ask' && /^for\s+(?:me|us)\b/i.test(rest) && !/^for\s+(?:me|us)\s+(?:if|whether|about|to)\b/i.test(rest)) {
        segments.push({ act: 'inform', form: 's', text: `please ask ${rest}` });
        break;
      }
      segments.push(...askSegments(rest, voice, question, frame, addressed));
      break;
    }
    case 'tell':
    case 'let':
    case 'inform':
    case 'notify':
    case 'warn':
    case 'say':
    case 'explain':
    case 'mention':
    case 'note':
    case 'stress':
    case 'emphasise':
    case 'emphasize':
    case 'highlight':
    case 'reaffirm':
    case 'express':
    case 'clarify':
    case 'share':
    case 'give': {
      // "let me know if you're coming": a question to the reader, in the email.
      const letMe = verb === 'let' ? /^(?:me|us)\s+know\s+((?:if|whether|when|what|how|which|who|where)\s+.+)$/i.exec(rest) : null;
      if (letMe?.[1]) {
        segments.push(...askSegments(letMe[1], voice, question, frame));
        break;
      }
      // "let me know by the 1st if you're coming": a deadline with the question, kept as asked.
      // ("let me know numbers by 10th": what they are to say, theirs.)
      const letMeBy = verb === 'let' ? /^(?:me|us)\s+know\s+((?:by|before|no later than|about|of|asap|as soon as|any|your|(?:numbers|availability|dietary requirements|allergies|sizes|names|plans|thoughts|preferences)(?=\s+(?:by|before|asap)\b|\s*$))\b[^,;]*?)\s*$/i.exec(rest) : null;
      if (letMeBy?.[1]) {
        segments.push({ act: 'inform', form: 's', text: `please let ${/^us/i.test(rest) ? 'us' : 'me'} know ${voice(letMeBy[1].replace(/^(?=(?:numbers|availability|dietary|allergies|sizes|names|plans|thoughts|preferences)\b)/i, 'your '))}` });
        break;
      }
      // "let me know dietary stuff": what they are to tell, a thing.
      const letMeOf = verb === 'let' ? /^(?:me|us)\s+know\s+((?!(?:that|you|I|we|he|she|they|it|this)\b)[a-z][^,;]*?)\s*$/i.exec(rest) : null;
      if (letMeOf?.[1]) {
        segments.push({ act: 'inform', form: 's', text: `please let ${/^us/i.test(rest) ? 'us' : 'me'} know about ${voice(letMeOf[1].replace(/^(?:any\s+)?(dietary|allergy|access)\s+(?:stuff|things|reqs|needs)$/i, 'any $1 requirements'))}` });
        break;
      }
      if (verb === 'say' || verb === 'explain' || verb === 'mention') rest = rest.replace(/^to\s+(?:him|her|them|you|my\s+\w+)\s*/i, '');
      rest = rest.replace(/^just\s+/i, '');
      // "explaining why I missed the deadline": the explanation is announced, then given.
      if (verb === 'explain' && /^why\s+\S/i.test(rest)) {
        segments.push({ act: 'inform', form: 's', text: voice(`I want to explain ${rest}`) });
        break;
      }
      // "say thanks and confirm": confirm what the pasted email asked about.
      if (/^(?:thanks|thank you)\s+and\s+confirm\b\s*$/i.test(rest) || /^confirm\s*$/i.test(rest)) {
        if (/^thank/i.test(rest)) segments.push({ act: 'thank', form: 'none', text: '' });
        segments.push({ act: 'inform', form: 's', text: `I can confirm ${frame.quoted?.topic ? frame.quoted.topic.replace(/^your\b/i, 'the') : 'that works for me'}` });
        break;
      }
      // "say thanks and that Tuesday at 10 is fine": a thank-you, then the answer.
      const thanksAnd = verb === 'say' || verb === 'tell' ? /^(?:(?:him|her|them|you)\s+)?(?:thanks|thank you)(?:\s+for\s+(.+?))?(?:\s+and|\s+but|,)\s+(?:that\s+)?(.+)$/i.exec(rest) : null;
      if (thanksAnd?.[2]) {
        // "turn down the offer, tell them thank you but ...": the decline already thanks them.
        const thanked = [...frame.segments, ...segments].some((segment) => segment.act === 'thank' || segment.act === 'decline');
        if (!thanked || thanksAnd[1]) segments.push({ act: 'thank', form: thanksAnd[1] ? 'np' : 'none', text: voice(thanksAnd[1] ?? '') });
        segments.push(...statement(thanksAnd[2], frame, question));
        break;
      }
      const notice = new RegExp(`^(notice|an update|a heads[- ]up|feedback)\\s+to\\s+${RP}`, 'i').exec(rest);
      if (verb === 'give' && notice?.[1] && notice[2]) {
        setRecipient(frame, notice[2]);
        rest = rest.slice(notice[0].length).trimStart();
        rest = absorbApposition(rest, frame).trimStart().replace(/^that\s+/i, '');
        if (/^notice$/i.test(notice[1])) frame.descriptor = frame.descriptor ?? 'resignation';
        segments.push(...statement(rest, frame, question));
        break;
      }
      takeRecipient(verb !== 'share' && verb !== 'give' && verb !== 'highlight' && verb !== 'express' && verb !== 'reaffirm' && verb !== 'note' && verb !== 'say' && verb !== 'explain' && verb !== 'mention');
      context();
      rest = rest.replace(/^know\b\s*/i, '');
      // "say hi and make her feel welcome", to the team: what the readers should do.
      if (verb === 'say' && /^(?:hi|hello|hey)\b(?:\s+to\s+(?:her|him|them)\b)?\s*(?:and|,)\s+\S/i.test(rest) && frame.recipient?.plural) {
        segments.push({ act: 'inform', form: 's', text: `please ${verb} ${rest}` });
        break;
      }
      // "tell our cleaner Rosa not to come next week": nothing to do, or something not to do.
      const notTo = verb === 'tell' ? /^not\s+to\s+((\w+)\b.*)$/i.exec(rest) : null;
      if (notTo?.[1] && notTo[2]) {
        segments.push(/^(?:come|come in|bring|worry|rush|wait|book|send|pay|call|cook|prepare|pick|collect|buy|get|do|make|stay|hurry|bother|turn up|go)$/i.test(notTo[2])
          ? { act: 'inform', form: 's', text: voice(`there is no need to ${notTo[1]}`) }
          : { act: 'inform', form: 's', text: voice(`please do not ${notTo[1]}`) });
        break;
      }
      if (/^to\s+/i.test(rest) && verb === 'tell') {
        segments.push({ act: 'request', form: 'vp', text: voice(rest.replace(/^to\s+/i, '')) });
        break;
      }
      const how = /^how\s+(much|grateful|happy|sorry|excited|proud|thankful|glad|sad|bad)\s+(.+)$/i.exec(rest);
      if (how?.[1] && how[2]) {
        segments.push({ act: 'inform', form: 's', text: voice(`I can't tell you how ${how[1]} ${how[2]}`) });
        break;
      }
      if (/^(?:about|on)\s+/i.test(rest)) {
        segments.push({ act: 'about', form: 'np', text: voice(rest.replace(/^(?:about|on)\s+/i, '')) });
        break;
      }
      if (/^(?:if|whether)\s+/i.test(rest) && verb === 'let') {
        segments.push({ act: 'inform', form: 's', text: voice(rest) });
        break;
      }
      rest = rest.replace(/^(?:that|:)\s*/i, '');
      if ((verb === 'mention' || verb === 'note' || verb === 'highlight') && !looksLikeClause(rest)) {
        const [np = rest, clause] = rest.split(/\s+and\s+that\s+/i);
        segments.push({ act: 'share', form: 'np', text: voice(np), wh: 'highlight' });
        if (clause) segments.push({ act: 'inform', form: 's', text: voice(clause) });
        break;
      }
      if (verb === 'express' || verb === 'reaffirm' || verb === 'highlight' || verb === 'share' || verb === 'give' || verb === 'stress' || verb === 'emphasize' || verb === 'emphasise') {
        if (!looksLikeClause(rest)) {
          segments.push({ act: 'share', form: 'np', text: voice(rest), wh: verb });
          break;
        }
      }
      // "tell her the workshops are run by recruiters, and that students rated them 4.7": two facts.
      for (const fact of rest.split(/,?\s+and\s+that\s+/i)) segments.push(...statement(fact, frame, question));
      break;
    }
    case 'update': {
      takeRecipient();
      rest = rest.replace(/^(?:on|about|with)\s+/i, '');
      segments.push({ act: 'update', form: 'np', text: voice(rest) });
      break;
    }
    case 'thank': {
      takeRecipient();
      context();
      // "thank the panel after my interview": thanks for the interview.
      // "thank the interviewers at Norfield Bank for today's interview": where they work, then the thanks.
      // "thank the nurses on ward 7 at the royal infirmary for ...": where they are is part of who they are.
      const where = frame.recipient?.plural && !frame.recipient.name ? /^((?:on|in)\s+(?:[\w&'.-]+\s+){0,2}?[\w&'.-]+(?:\s+at\s+(?:the\s+)?(?:[\w&'.-]+\s+){0,3}?[\w&'.-]+)?)\s+(?=for\b)/i.exec(rest) : null;
      if (where?.[1] && frame.recipient) {
        frame.recipient = { ...frame.recipient, phrase: `${frame.recipient.phrase} ${where[1].replace(/\bat (the )?((?:[\w&'.-]+\s+){0,3}?[\w&'.-]+)$/i, (_m, the: string | undefined, place: string) => `at ${the ?? ''}${titleCase(place)}`)}` };
        rest = rest.slice(where[0].length);
      }
      // "thank dr osei and the team at the stroke unit for ...": the doctor and the team, together.
      const withTeam = frame.recipient?.name && !frame.recipient.plural ? /^and\s+(?:the|his|her|their)\s+(?:whole\s+)?(team|staff|nurses|colleagues|crew)(?:\s+(?:at|on|in|of)\s+[^,]+?)?\s+(?=for\b)/i.exec(rest) : null;
      if (withTeam?.[1] && frame.recipient) {
        frame.recipient = { ...frame.recipient, name: `${frame.recipient.name} and ${withTeam[1].toLowerCase() === 'team' ? 'the team' : `the ${withTeam[1].toLowerCase()}`}`, plural: true, gender: 'they' };
        rest = rest.slice(withTeam[0].length);
      }
      const at = /^(?:at|from)\s+((?:[\w&'.-]+\s+){0,3}?[\w&'.-]+)\s+(?=for\b)/i.exec(rest);
      if (at?.[1] && frame.recipient && !frame.recipient.organization) {
        frame.recipient = { ...frame.recipient, organization: titleCase(at[1]) };
        rest = rest.slice(at[0].length);
      }
      const object = rest.replace(/^(?:so much |again )?(?:for|about)\s+/i, '').replace(/^(?:after|following)\s+(?:my|our)\s+/i, 'the ').trim();
      segments.push(...splitReason({ act: 'thank', form: object ? 'np' : 'none', text: voice(object) }));
      break;
    }
    case 'apologise':
    case 'apologize': {
      rest = rest.replace(/^to\s+/i, '');
      // "apologise, the new delivery date is the 22nd": the apology, then the next fact.
      if (/^,\s*\S/.test(rest)) {
        segments.push({ act: 'apologize', form: 'none', text: '' });
        segments.push(...statement(rest.replace(/^,\s*/, ''), frame, question));
        break;
      }
      if (!/^(?:for|that|about)\b/i.test(rest)) takeRecipient();
      context();
      const object = rest.replace(/^(?:for|about)\s+/i, '').trim();
      const isClause = /^that\s+/i.test(object) || looksLikeClause(object);
      segments.push(...splitReason({ act: 'apologize', form: object ? (isClause ? 's' : 'np') : 'none', text: voice(object.replace(/^that\s+/i, '')) }));
      break;
    }
    case 'congratulate': {
      takeRecipient();
      const object = rest.replace(/^(?:on|for)\s+/i, '').trim();
      segments.push({ act: 'congratulate', form: object ? 'np' : 'none', text: voice(object) });
      break;
    }
    case 'invite': {
      // "invite her family to ours in august", to Priya: her and her family, to our place.
      const theirs = /^(his|her|their)\s+(family|kids|children|partner|husband|wife|boyfriend|girlfriend|lot|other half)\s+(?:over\s+)?(?:to|for)\s+(.+)$/i.exec(rest);
      const reader = frame.recipient;
      if (theirs?.[3] && reader && !reader.plural && ({ his: 'he', her: 'she', their: 'they' } as Record<string, string>)[theirs[1]!.toLowerCase()] === reader.gender) {
        segments.push({ act: 'invite', form: 'np', text: voice(`${theirs[3]} (your ${theirs[2]!.toLowerCase()} ${/^(?:kids|children)$/i.test(theirs[2]!) ? 'are' : 'is'} very welcome too)`) });
        break;
      }
      takeRecipient();
      // "invite the parents in my daughter's class to her party": the class is who they are.
      const whose = /^(?:in|from|of|at)\s+(?:my|our|the|his|her|their)\s+[^,;.]*?\s+(?=to\s)/i.exec(rest);
      if (whose && frame.recipient?.plural) {
        frame.recipient = { ...frame.recipient, phrase: `${frame.recipient.phrase} ${whose[0].trim()}` };
        rest = rest.slice(whose[0].length);
        // "to her 7th birthday party": the parents know her as "my daughter".
        const kin = /\b(my|our)\s+(daughter|son|kid|child|boy|girl)'s\b/i.exec(whose[0]);
        if (kin) rest = rest.replace(/^to\s+(?:her|his|their)\s+/i, `to ${kin[1]!.toLowerCase()} ${kin[2]!.toLowerCase()}'s `);
      }
      // "inviting him and his partner over for dinner next friday": both of them, to our place.
      const over = /^(?:(?:(?:him|her|them|you)\s+)?and\s+(?:his|her|their|your)\s+([\w-]+)\s+)?(?:over\s+)?(?:for|to)\s+(.+)$/i.exec(rest);
      if (over?.[1] && over[2]) {
        segments.push({ act: 'invite', form: 'np', text: voice(`${over[2]} (your ${over[1]} is very welcome too)`) });
        break;
      }
      // "invite them back": welcomed back, not invited to "back".
      const again = /^(?:(?:them|him|her|you)\s+)?back(?:\s+(again|soon|any ?time|next time|another time))?\b\s*(.*)$/i.exec(rest);
      if (again) {
        const who = frame.business || /\b(?:we|our|us)\b/i.test(frame.message) ? 'we' : 'I';
        segments.push({ act: 'inform', form: 's', text: `${who} would love to welcome you back${again[1] ? ` ${again[1].toLowerCase()}` : ''}${again[2] ? ` ${voice(again[2])}` : ''}` });
        break;
      }
      // "... 12-5, bring a dish, kids games, road closure approved": what to bring, then more of the day, each its own line.
      const pieces = rest.split(/\s*,\s*/);
      const bringAt = pieces.findIndex((piece, index) => index > 0 && /^(?:and\s+)?(?:please\s+)?(?:bring|wear)\s/i.test(piece));
      const more = bringAt > 0 && bringAt < pieces.length - 1 ? pieces.slice(bringAt + 1) : [];
      if (more.length > 0) rest = pieces.slice(0, bringAt + 1).join(', ');
      // "... on Thursday 12th at 7, bring a bottle and a book to swap": what to bring is asked of them, after the invitation.
      const bring = /,\s*(?:and\s+)?(?:please\s+)?((?:bring|wear)\s+[^,;.!?]+)$/i.exec(rest);
      // "..., partners and kids welcome": who else may come, said as its own line.
      const welcome = /,\s*((?:partners|kids|children|families|dogs|plus[- ]ones|siblings|friends|everyone|all ages)(?:\s+(?:and|&)\s+(?:partners|kids|children|families|dogs|plus[- ]ones|siblings|friends))?)\s+(?:(?:very|more than|all|always)\s+)?welcome(?=\s*(?:,|$))/i.exec(rest);
      if (welcome) rest = `${rest.slice(0, welcome.index)}${rest.slice(welcome.index + welcome[0].length)}`;
      const object = (bring ? rest.slice(0, rest.search(/,\s*(?:and\s+)?(?:please\s+)?(?:bring|wear)\s+[^,;.!?]+$/i)) : rest).replace(/^(?:to|for)\s+/i, '').trim();
      const verbPhrase = /^to\s+/i.test(rest) && looksLikeInfinitive(object);
      segments.push({ act: 'invite', form: object ? (verbPhrase ? 'vp' : 'np') : 'none', text: voice(object) });
      if (welcome?.[1]) segments.push({ act: 'inform', form: 's', text: `${welcome[1].toLowerCase().replace(/&/, 'and')} are very welcome` });
      if (bring?.[1]) segments.push({ act: 'inform', form: 's', text: voice(`please ${bring[1]}`) });
      for (const piece of more) {
        // ("kids games", "a bouncy castle": a thing of the day with no verb is one there will be.)
        const thing = !/\b(?:is|are|was|were|will|be|been|has|have|can|approved|booked|closed|confirmed|sorted|provided|included|needed|welcome)\b/i.test(piece) && /^[a-z][a-z' -]{2,40}$/i.test(piece);
        segments.push({ act: 'inform', form: 's', text: thing ? `there will be ${piece.replace(/^kids\s+/i, "kids' ")}` : voice(piece) });
      }
      break;
    }
    case 'remind': {
      takeRecipient();
      if (/^to\s+/i.test(rest)) segments.push({ act: 'remind', form: 'vp', text: voice(rest.replace(/^to\s+/i, '')) });
      else if (/^(?:about|of)\s+/i.test(rest)) {
        // "of our meeting tmrw 11am on zoom, link below, and can they bring the figures": what to
        // remind them of ends at the first comma; what follows is said on its own.
        const [what = '', ...more] = rest.replace(/^(?:about|of)\s+/i, '').split(/\s*,\s*(?:and\s+)?(?=(?:link|details|agenda|address|directions|info|can|could|would|will|please|pls|also|and|they|he|she|you|it)\b)/i);
        segments.push({ act: 'remind', form: 'np', text: voice(what) });
        for (const piece of more) segments.push(...readClause(piece.replace(/^(?:link|details|agenda|address|directions|info)\s+(?:is\s+|are\s+)?(below|attached|above)$/i, (_m, where: string) => `the ${_m.split(/\s+/)[0]!.toLowerCase()} ${/^(?:details|directions)/i.test(_m) ? 'are' : 'is'} ${where.toLowerCase()}`), frame));
      }
      else segments.push({ act: 'remind', form: 's', text: voice(rest.replace(/^that\s+/i, '')) });
      break;
    }
    case 'wish': {
      takeRecipient();
      segments.push({ act: 'wish', form: 'np', text: voice(rest) });
      break;
    }
    case 'offer': {
      if (/^to\s+/i.test(rest)) {
        segments.push({ act: 'offer', form: 'vp', text: voice(rest.replace(/^to\s+/i, '')) });
        break;
      }
      // "offer James a discount": a recipient only when another object follows it.
      const ditransitive = new RegExp(`^${RP}\\s+(?:a|an|the|our|my|some|\\d)`, 'i').exec(rest);
      if (ditransitive || OBJECT_PRONOUN.test(rest)) takeRecipient();
      segments.push({ act: 'offer', form: 'np', text: voice(rest) });
      break;
    }
    case 'propose':
    case 'suggest': {
      rest = rest.replace(/^to\s+(?:him|her|them)\s+/i, '');
      const to = /\s+to\s+((?:the\s+)?[A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*){0,3})\b/.exec(rest);
      if (to?.[1] && !frame.recipient) {
        setRecipient(frame, to[1]);
        rest = rest.replace(to[0], '');
      }
      // "suggest he asks Ms Hadley": a clause with its own subject ("you ask Ms. Hadley").
      if (/^(?:that|we|I|he|she|they|you)\b/i.test(rest) && !/^(?:he|she|they|you)\s+(?:and|or)\b/i.test(rest)) segments.push({ act: 'propose', form: 's', text: voice(rest.replace(/^that\s+/i, '')) });
      else segments.push({ act: 'propose', form: 'np', text: voice(rest) });
      break;
    }
    case 'request': {
      const meeting = new RegExp(`\\b(?:meeting|call|chat|catch-up|coffee|lunch|session|1:1|one-on-one)\\s+with\\s+${RP}`, 'i').exec(rest);
      const from = new RegExp(`^(.+?)\\s+from\\s+${RP}(.*)$`, 'i').exec(rest);
      if (meeting?.[1] && !frame.recipient) setRecipient(frame, meeting[1]);
      else if (from?.[1] && from[2] && !frame.recipient && !/^(?:my|our|the|a)?\s*(?:june|july|\d)/i.test(from[2]) && !isPlace(from[2])) {
        setRecipient(frame, from[2]);
        rest = `${from[1]}${from[3] ?? ''}`;
      }
      describeAsk(rest, frame);
      segments.push(...splitReason({ act: 'askFor', form: 'np', text: voice(rest) }));
      break;
    }
    case 'complain': {
      const to = new RegExp(`^to\\s+${RP}`, 'i').exec(rest);
      if (to?.[1]) {
        // "complain to easyjet flight EZY2213 delayed ...": the phrase ends where the story starts.
        const start = to[0].length - to[1].length;
        const phrase = fitRecipient(to[1], rest.slice(to[0].length));
        setRecipient(frame, phrase);
        rest = rest.slice(start + consumed(rest.slice(start), phrase)).trimStart();
      }
      rest = rest.replace(/^(?:about|that|regarding)\s+/i, '');
      frame.descriptor = frame.descriptor ?? 'complaint';
      segments.push({ act: 'complain', form: looksLikeClause(rest) ? 's' : 'np', text: voice(rest) });
      break;
    }
    case 'follow up': {
      const withWho = new RegExp(`^with\\s+${RP}`, 'i').exec(rest);
      if (withWho?.[1]) {
        setRecipient(frame, withWho[1]);
        rest = rest.slice(withWho[0].length).trimStart();
        rest = absorbApposition(rest, frame).trimStart();
      }
      frame.descriptor = frame.descriptor ?? 'follow-up';
      context();
      // "follow up with a lead I met at the trade show": where they met is the context.
      const met = /^,?\s*(?:that\s+|whom\s+|who\s+)?I met\s+(?:you\s+)?(.+?)(?=,|$)/i.exec(rest);
      if (met?.[1]) {
        segments.push({ act: 'inform', form: 's', text: voice(`it was great to meet you ${met[1]}`) });
        rest = rest.slice(met[0].length).replace(/^,\s*/, '');
        if (!rest) break;
        segments.push(...statement(rest, frame, question));
        break;
      }
      rest = rest.replace(/^(?:on|about|regarding)\s+/i, '');
      segments.push({ act: 'followUp', form: rest ? 'np' : 'none', text: voice(rest) });
      break;
    }
    case 'check in':
    case 'reconnect':
    case 'reach out':
    case 'contact':
    case 'email':
    case 'e-mail':
    case 'message':
    case 'text':
    case 'write':
    case 'reply':
    case 'respond':
    case 'get back': {
      rest = rest.replace(/^(?:to|with|back to)\s+/i, '');
      // "reply cancelling my membership": what the reply does.
      const doing = /^(?:by\s+)?(cancell?ing|accepting|declining|confirming|rescheduling|asking|requesting)\s+(?=\S)/i.exec(rest);
      if (doing?.[1]) {
        segments.push(...readClause(`${infinitiveOf(doing[1])} ${rest.slice(doing[0].length)}`, frame));
        break;
      }
      takeRecipient();
      rest = rest.replace(/^\s*(?:on linkedin|on slack|by email)\b\s*/i, '');
      rest = rest.replace(/^(?:to|and)\s+/i, '').replace(/^(?:about|regarding|on)\s+/i, 'about ');
      if (verb === 'reconnect') segments.push({ act: 'reconnect', form: 'none', text: '' });
      if (verb === 'check in') segments.push({ act: 'checkIn', form: 'none', text: '' });
      if (rest) segments.push(...readClause(rest, frame).map((segment) => segment));
      else if (verb !== 'reconnect' && verb !== 'check in') segments.push(...[]);
      break;
    }
    case 'check':
    case 'see':
    case 'find out': {
      rest = rest.replace(/^(?:with\s+\S+\s+)?/i, '');
      rest = rest.replace(/^(what|who|where|how|when)'s\b/i, '$1 is');
      rest = rest.replace(/\b(can|could|would|will)\s+(match|beat)\s*$/i, '$1 $2 it').replace(/\b(can|could|would|will)\s+(match|beat)(?=\s*[,.;])/i, '$1 $2 it');
  const wh = /^(if|whether|when|what|where|how|who|why|which)\b\s*/i.exec(rest);
      segments.push({ act: 'question', form: 's', text: voice(rest.slice(wh?.[0].length ?? 0)), wh: (wh?.[1] ?? 'if').toLowerCase() });
      break;
    }
    case 'cancel':
      // "cancel dentist appt tmrw 2.40": my appointment, at its time.
      segments.push({ act: 'cancel', form: 'np', text: voice(rest.replace(/^(?!(?:the|my|our|a|an|this|that|your|his|her|their|all|any|it|them|\d)\b)((?:[a-z]+\s+){0,2}(?:appointment|booking|reservation|session|lesson|class|membership|subscription|order|table|viewing|slot|consultation|check-?up|treatment|visit))\b/i, 'my $1').replace(/\b(tomorrow|today|tonight|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)\s+(\d{1,2}(?:[.:]\d{2})\s*(?:am|pm)?|\d{1,2}\s*(?:am|pm))\b/i, '$1 at $2')) });
      break;
    case 'reschedule':
      segments.push({ act: 'reschedule', form: 'np', text: voice(rest) });
      break;
    case 'decline':
    case 'turn down': {
      // "decline politely, too busy this month" / "decline because ...": the reason is not the thing declined.
      const reason = /^(?:(?:politely|nicely|kindly|gently)\s*)?(?:,\s*|because\s+|as\s+|since\s+|\(\s*)?((?:(?:I'm|I am|we're|we are)\s+)?(?:too|very|really|quite|so|pretty|fully|completely)?\s*(?:busy|swamped|booked|away|unavailable|not available|overloaded|out of town|committed|stretched|on (?:holiday|vacation|leave)|happy with|satisfied with|all set|covered|sorted).*)$/i.exec(rest);
      // A reply declining an offer or an invitation thanks for it: "Thank you for the offer of the X position".
      const offered = !rest || reason?.[1] ? declinedInQuote(frame.quoted) : undefined;
      if (offered) {
        segments.push({ act: 'decline', form: 'np', text: offered });
        if (reason?.[1]) segments.push({ act: 'reason', form: 's', text: voice(/^(?:I|we)\b/i.test(reason[1]) ? reason[1] : `I'm ${reason[1]}`) });
        break;
      }
      if (reason?.[1]) {
        segments.push({ act: 'decline', form: 'none', text: '' });
        segments.push({ act: 'reason', form: 's', text: voice(/^(?:I|we)\b/i.test(reason[1]) ? reason[1] : `I'm ${reason[1]}`) });
        break;
      }
      segments.push({ act: 'decline', form: rest ? 'np' : 'none', text: voice(rest.replace(/^(?:a|an)\s+(?=(?:[\w-]+\s+)?(?:offer|invitation|proposal|position|role|job)\b)/i, 'the ')) });
      break;
    }
    case 'accept':
      segments.push({ act: 'accept', form: 'np', text: voice(rest) });
      break;
    case 'resign':
      frame.descriptor = frame.descriptor ?? 'resignation';
      segments.push({ act: 'resign', form: rest ? 'np' : 'none', text: voice(rest.replace(/^(?:from|as)\s+/i, '')) });
      break;
    case 'apply': {
      // "apply to the council for a residents parking permit": a permit or a grant asked for, not a job.
      const asked = /^(?:to\s+(.+?)\s+)?for\s+((?:a|an|the|my|our)\s+(?:[\w'-]+\s+){0,4}?(?:permit|licen[cs]e|grant|loan|mortgage|visa|passport|refund|bursary|allotment|blue badge|exemption|discount|reduction|extension|parking space|deferral))\b(.*)$/i.exec(rest);
      if (asked?.[2]) {
        if (asked[1] && !frame.recipient) setRecipient(frame, asked[1]);
        segments.push({ act: 'askFor', form: 'np', text: voice(`${asked[2]}${asked[3] ?? ''}`) });
        break;
      }
      frame.descriptor = frame.descriptor ?? 'application';
      segments.push({ act: 'apply', form: 'np', text: voice(rest.replace(/^(?:for|to)\s+/i, '')) });
      break;
    }
    case 'recommend':
      segments.push({ act: 'recommend', form: 'np', text: voice(rest) });
      break;
    case 'introduce': {
      const self = /^(?:myself|ourselves|us)\b\s*/i.exec(rest);
      if (self) {
        rest = rest.slice(self[0].length);
        const to = new RegExp(`^to\\s+${RP}`, 'i').exec(rest);
        if (to?.[1]) {
          setRecipient(frame, to[1]);
          rest = rest.slice(to[0].length).trimStart();
          rest = absorbApposition(rest, frame).trimStart();
        }
        rest = rest.replace(/^\s*,?\s*(?:as)\s+/i, '');
        segments.push({ act: 'introduce', form: rest ? 'np' : 'none', text: voice(rest), wh: 'self' });
      } else {
        segments.push({ act: 'introduce', form: 'np', text: voice(rest) });
      }
      break;
    }
    case 'welcome':
      // "a note to the team welcoming our new designer Luis": the team welcomes a third person.
      if (frame.recipient?.plural && rest && !/^(?:them|everyone|everybody|all|you)\b/i.test(rest)) {
        segments.push({ act: 'welcome', form: 'np', text: cleanup(rest.replace(/^to\s+/i, '')), wh: 'third' });
        break;
      }
      takeRecipient();
      {
        // "welcoming him to the team, his first day is monday": the welcome, then the facts.
        const [np = rest, ...facts] = rest.split(/\s*,\s*(?=(?:his|her|their|your|the|my|our)\s+(?:[\w'-]+\s+){0,2}?(?:is|are|was|will|starts|begins)\b)/i);
        segments.push({ act: 'welcome', form: np ? 'np' : 'none', text: voice(np.replace(/^to\s+/i, '')) });
        for (const fact of facts) segments.push(...statement(fact, frame, question));
      }
      break;
    case 'confirm':
      // "just confirm" in a reply: confirm what the pasted email asked about.
      if (!rest.trim()) {
        segments.push({ act: 'inform', form: 's', text: `I can confirm ${frame.quoted?.topic ? frame.quoted.topic.replace(/^your\b/i, 'the') : 'that works for me'}` });
        break;
      }
      segments.push({ act: 'confirm', form: looksLikeClause(rest.replace(/^that\s+/i, '')) ? 's' : 'np', text: voice(rest.replace(/^that\s+/i, '')) });
      break;
    case 'announce': {
      const group = /^(?:(.+?)\s+)?to\s+((?:all\s+)?(?:of\s+)?(?:our|the|my)?\s*(?:whole\s+|entire\s+|existing\s+|current\s+|new\s+|loyal\s+)?(?:[\w-]+\s+){0,2}?(?:customers|clients|members|subscribers|users|team|staff|employees|company|office|everyone|everybody|students|parents|neighbou?rs|guests|community|department))\b\s*(?:that\s+)?/i.exec(rest);
      if (group?.[2]) {
        if (!frame.recipient) setRecipient(frame, group[2]);
        rest = `${group[1] ?? ''} ${rest.slice(group[0].length)}`.trim();
      }
      segments.push({ act: 'announce', form: looksLikeClause(rest.replace(/^that\s+/i, '')) ? 's' : 'np', text: voice(rest.replace(/^that\s+/i, '')) });
      break;
    }
    case 'promise':
      rest = rest.replace(/^(?:that|to)\s+/i, '');
      segments.push({ act: 'promise', form: looksLikeClause(rest) ? 's' : /^(?:to\s+)?(?:send|deliver|get|have|finish|complete|call|pay|fix|review|share|update|follow)\b/i.test(rest) ? 'vp' : 'np', text: voice(rest.replace(/^to\s+/i, '')) });
      break;
    case 'pitch':
      frame.descriptor = frame.descriptor ?? 'cold';
      segments.push({ act: 'introduce', form: 'np', text: voice(rest) });
      break;
    case 'negotiate':
    case 'push back':
      segments.push({ act: 'negotiate', form: 'np', text: voice(rest.replace(/^(?:on)\s+/i, '')) });
      break;
    case 'send':
      if (/^(?:our|my) (?:love|best wishes|best|regards|congratulations|thanks)\b/i.test(rest)) {
        segments.push({ act: 'inform', form: 's', text: `Sending ${rest.charAt(0).toLowerCase()}${rest.slice(1)}` });
        break;
      }
      if (/^(?:a|the|my|our)?\s*(?:quick\s+)?(?:recap|summary|notes|minutes)\b/i.test(rest)) frame.descriptor = frame.descriptor ?? 'recap';
      segments.push({ act: 'share', form: 'np', text: voice(rest), wh: verb });
      break;
    case 'add':
      // "pls add her to the collection list": asked of the reader, not added to the email.
      if (/^(?:her|him|them|me|us|my\s+[\w-]+|our\s+[\w-]+|[A-Z][\w'-]+)\s+to\s+(?:the|your|our)\s+(?:[\w-]+\s+){0,2}?(?:list|register|rota|group|chat|mailing list|waiting list|waitlist|roster|system|account|policy|booking|team|class)\b/.test(rest)) {
        segments.push({ act: 'request', form: 'vp', text: voice(`add ${rest}`) });
        break;
      }
      segments.push({ act: 'share', form: 'np', text: voice(rest), wh: 'add' });
      break;
    case 'list':
    case 'outline':
      segments.push({ act: 'share', form: 'np', text: voice(rest), wh: verb });
      break;
    default:
      segments.push(...statement(text, frame, question));
  }
  return segments;
}

/** "a refund", "a one-week extension", "three days of leave": the kind of email an ask makes. */
function describeAsk(object: string, frame: Frame): void {
  if (frame.descriptor) return;
  const text = object.toLowerCase();
  if (/\brefund\b/.test(text)) frame.descriptor = 'refund';
  else if (/\bquote\b/.test(text)) frame.descriptor = 'quote';
  else if (/\bextension\b/.test(text)) frame.descriptor = 'extension';
  else if (/\b(?:raise|salary review|pay rise)\b/.test(text)) frame.descriptor = 'raise';
  // ("a 3 month payment holiday" from a lender is no time off work.)
  else if (/\b(?:leave|time off|days? off|vacation|holiday)\b/.test(text) && !/\b(?:payment|mortgage|repayment|loan|rent|subscription|membership|contribution|card)\s+(?:holiday|break|freeze)\b|\bholiday\s+(?:pay|let|cottage|home|booking|park)\b/.test(text)) frame.descriptor = 'leave';
  else if (/\bletter of recommendation|recommendation letter\b/.test(text)) frame.descriptor = 'recommendation';
  else if (/\breference\b|\breferee\b/.test(text)) frame.descriptor = 'reference';
}

function askSegments(rest: string, voice: (text: string) => string, question: boolean, frame: Frame, addressed = false): Segment[] {
  // "ask my landlord permission to put up shelves": asking to be allowed.
  const allowed = /^(?:for\s+)?(?:permission|the ok|the go-ahead)\s+to\s+(.+)$/i.exec(rest);
  if (allowed?.[1]) return splitReason({ act: 'askFor', form: 'np', text: voice(`to ${allowed[1]}`) });
  // "asking to be a guest on her show": what the writer would like to do.
  const mine = /^to\s+((?:be|join|come|attend|speak|appear|visit|borrow|use|have|take part|sit in|shadow|present|perform|volunteer|interview|feature)\b.*)$/i.exec(rest);
  // "ask hannah to be my bridesmaid", "ask them to come to our party": the reader does it, for us.
  if (mine?.[1] && !/^to\s+(?:be|have)\s+(?:it|this|that|the|them)\b/i.test(rest) && !/\b(?:my|our|me|us)\b/i.test(mine[1])) return [{ act: 'question', form: 's', text: voice(`I could ${mine[1]}`), wh: 'if' }];
  // "asking to view the flat", "asking to defer my place": only the writer does these, whoever is named.
  const mineAlone = /^to\s+((?:view|see round|look round|look around|defer|resit|retake|carry over|work from home|leave early|finish early|start late|swap (?:my )?shifts?|pay in instalments|pay in installments|bring (?:my|our) (?:dog|kids|children|partner|baby)|extend my|move my|reschedule my|change my (?:shift|hours|appointment|booking|slot|days?)|transfer my|switch my|upgrade my|downgrade my|pause my|freeze my)\b.*)$/i.exec(rest);
  // (Asked of someone named, "transfer my records", "change my son's days" are theirs to do.)
  if (mineAlone?.[1] && !(addressed && /^(?:transfer|extend|move|change|switch|upgrade|downgrade|pause|freeze)\b/i.test(mineAlone[1]))) return [{ act: 'question', form: 's', text: voice(`I could ${mineAlone[1]}`), wh: 'if' }];
  if (/^to\s+/i.test(rest)) {
    const verbPhrase = rest.replace(/^to\s+/i, '');
    return splitReason({ act: 'request', form: 'vp', text: voice(verbPhrase) });
  }
  // "ask them for a quiet room and if early check in is possible": two asks.
  const forAndIf = /^for\s+(.+?),?\s+and\s+(?:ask\s+)?(if|whether)\s+(.+)$/i.exec(rest);
  if (forAndIf?.[1] && forAndIf[2] && forAndIf[3]) return [{ act: 'askFor', form: 'np', text: voice(forAndIf[1]) }, ...splitReason({ act: 'question', form: 's', text: voice(forAndIf[3]), wh: forAndIf[2].toLowerCase() })];
  // "ask my tenant for rent": to pay it.
  const payment = /^for\s+((?:the\s+|my\s+|this month's\s+|last month's\s+)?(?:rent|payment|money|deposit|balance|the money (?:I|we) lent (?:you|him|her|them)|what (?:you|he|she|they) owes?)(?:\s+.+)?)$/i.exec(rest);
  if (payment?.[1]) return splitReason({ act: 'request', form: 'vp', text: voice(`pay ${/^(?:the|my|this|last)\b/i.test(payment[1]) ? payment[1].replace(/^my\b/i, 'the') : `the ${payment[1]}`}`) });
  // "ask about the $800 deposit and if we can move it": two questions.
  const twoAsks = /^about\s+(.+?),?\s+and\s+(?:ask\s+)?(if|whether|when|what|how)\s+(.+)$/i.exec(rest);
  if (twoAsks?.[1] && twoAsks[2] && twoAsks[3]) return [{ act: 'askAbout', form: 'np', text: voice(twoAsks[1]) }, ...splitReason({ act: 'question', form: 's', text: voice(twoAsks[3]), wh: twoAsks[2].toLowerCase() })];
  if (/^(?:for|about)\s+/i.test(rest)) {
    const isFor = /^for\s+/i.test(rest);
    if (isFor) describeAsk(rest.replace(/^for\s+/i, ''), frame);
    const object = rest.replace(/^(?:for|about)\s+/i, '');
    return splitReason({ act: isFor ? 'askFor' : 'askAbout', form: 'np', text: voice(object) });
  }
  rest = rest.replace(/^(what|who|where|how|when)'s\b/i, '$1 is');
  const wh = /^(if|whether|when|what|where|how|who|why|which)\b\s*/i.exec(rest);
  if (wh?.[1]) {
    // "if they can do a set menu and if there's a vegan option": two questions.
    const second = /^(.+?),?\s+(?:and|also|and also|plus)\s+(?:ask\s+)?(if|whether|when|what|where|how|who|why|which)\s+(.+)$/i.exec(rest.slice(wh[0].length));
    if (second?.[1] && second[2] && second[3] && countWords(second[1]) >= 2) {
      return [
        ...splitReason({ act: 'question', form: 's', text: voice(second[1]), wh: wh[1].toLowerCase() }),
        ...splitReason({ act: 'question', form: 's', text: voice(second[3]), wh: second[2].toLowerCase() }),
      ];
    }
    return splitReason({ act: 'question', form: 's', text: voice(rest.slice(wh[0].length)), wh: wh[1].toLowerCase() });
  }
  if (/^(?:can|could|would|will|is|are|do|does|did|should|may|might|have|has)\b/i.test(rest)) return [{ act: 'question', form: 's', text: voice(rest), wh: 'direct' }];
  if (!rest) return [];
  return [{ act: question ? 'question' : 'askAbout', form: question ? 's' : 'np', text: voice(rest), wh: question ? 'direct' : undefined } as Segment];
}

/** "a one-week extension because two suppliers are late" -> the ask, then the reason as its own sentence. */
function splitReason(segment: Segment): Segment[] {
  // "thanks for the invite to her party but i cant come": the thanks, then the regret on its own.
  const regret = segment.act === 'thank' ? /^(.+?),?\s+but\s+((?:I|we)(?:'m|'ll|'d)?\s+.+)$/i.exec(segment.text) : null;
  if (regret?.[1] && regret[2] && /^(?:I|we)\s+(?:can't|cannot|can not|won't|will not|am not|'m not|are not|aren't|couldn't|have to|need to|must)\b|^(?:I'm|we're)\s+(?:not|unable|away|busy)\b/i.test(regret[2])) {
    return [{ ...segment, text: regret[1] }, { act: 'inform', form: 's', text: `Unfortunately, ${regret[2]}` }];
  }
  // "keep an eye on our house while we're away, happy to return the favour": the offer is its own sentence.
  const offer = /^(.+?),\s+(?:and\s+)?(?:I'm\s+|I am\s+|we're\s+|we are\s+|(?:I|we)(?:'d| would) be\s+)?(?:more than\s+)?(?:happy|glad)\s+to\s+(.+)$/i.exec(segment.text);
  if (offer?.[1] && offer[2] && ['question', 'request', 'askFor', 'apologize', 'inform', 'reason'].includes(segment.act)) {
    return [{ ...segment, text: offer[1] }, { act: 'inform', form: 's', text: `${/\b(?:we|we're|our|us)\b/i.test(segment.text) ? 'We' : 'I'}'d be happy to ${offer[2]}` }];
  }
  // "trim their hedge, its blocking the path": the reason after a comma is its own sentence.
  const after = /^(.+?),\s+((?:it's|it is|there's|there is|they're|we're|I'm|I have|I've|we have|we've|my|our|the|this|that's)\s+.+)$/i.exec(segment.text);
  if (after?.[1] && after[2] && looksLikeClause(after[2]) && ['question', 'request', 'askFor', 'askAbout'].includes(segment.act)) return [{ ...segment, text: after[1] }, { act: 'reason', form: 's', text: after[2] }];
  // "bring photo id for your building pass, and lunch on your first day is on us": a statement after the ask.
  const news = /^(.+?),\s+and\s+((?:[\w'£$-]+\s+){1,6}?(?:is|are|will be|was|were)\s+.+)$/i.exec(segment.text);
  if (news?.[1] && news[2] && ['question', 'request', 'askFor'].includes(segment.act) && looksLikeClause(news[2]) && !nlp(news[2]).terms().first().has('#Verb') && !/^(?:if|whether|when|what|how|why|who|where|which|that|I|you|we)\b/i.test(news[2])) {
    return [{ ...segment, text: news[1] }, { act: 'inform', form: 's', text: news[2] }];
  }
  const match = /^(.+?)\s*,?\s+(because of|because|since|as|now that|given that|so that|so|after)\s+(.+)$/i.exec(segment.text);
  if (!match?.[1] || !match[3]) return [segment];
  const connector = match[2]?.toLowerCase() ?? '';
  if (connector === 'because of') return [{ ...segment, text: match[1] }, { act: 'reason', form: 's', text: `This is because of ${match[3]}` }];
  if (!looksLikeClause(match[3])) return [segment];
  if (connector === 'so' || connector === 'so that') return [segment];
  // "I've been covering her job since she left in March": since then, not because.
  if (connector === 'since' && /\b(?:have|has|'ve|'s)\s+(?:been|had|not|never|always)\b|\b(?:haven't|hasn't)\b/i.test(match[1])) return [segment];
  if ((connector === 'as' || connector === 'after') && !/^(?:I|I've|I'm|we|we've|my|our)\b/i.test(match[3])) return [segment];
  // "since the office moved to canary wharf ive got a 90 min commute": since then, the writer has.
  const since = connector === 'since' ? /^(.+?)\s*,?\s+((?:I|we)(?:'ve|'m| have| am| now)\s.+)$/i.exec(match[3]) : null;
  if (since?.[1] && since[2]) return [{ act: 'reason', form: 's', text: `since ${since[1]}, ${since[2]}` }, { ...segment, text: match[1] }];
  // "for looking after our dog", "cleaning up after the party": a verb and its particle, not "after" a reason.
  if (connector === 'after' && /\b(?:look|looks|looking|looked|clean(?:ing|ed)? up|tidy(?:ing)? up|tidied up|run|ran|running|chase|chased|chasing|take|takes|taking|took|name|named|naming)$/i.test(match[1])) return [segment];
  const reason: Segment = { act: 'reason', form: 's', text: connector === 'after' ? match[3].replace(/^I\s/, 'I recently ').replace(/^we\s/i, 'We recently ') : match[3] };
  return connector === 'after' || connector === 'since' || connector === 'now that' ? [reason, { ...segment, text: match[1] }] : [{ ...segment, text: match[1] }, reason];
}

function statement(text: string, frame: Frame, question: boolean): Segment[] {
  const voice = (value: string) => cleanup(toRecipientVoice(value, theyAreOthers(frame.recipient)));
  const t = text.trim()
    .replace(/^(I (?:haven't|have not|didn't|did not|haven't really)\s+(?:talked|spoken|chatted|caught up)\s+(?:to|with))\s+(?=(?:in|for|since)\b)/i, '$1 you ')
    .replace(/^(I (?:haven't|have not|didn't)\s+(?:seen|heard from|met|visited|called))\s+(?=(?:in|for|since)\b)/i, '$1 you ');
  if (!t) return [];
  const lower = t.toLowerCase();
  if (/^,?\s*(?:who|whose)\s+/i.test(t) && frame.recipient) {
    // "a customer who says our app charged her twice" -> "our app charged you twice".
    const reported = /^,?\s*who\s+(?:says|said|claims|claimed|reports|reported|mentioned|complained|wrote|told us|tells us)\s+(?:that\s+)?(.+)$/i.exec(t);
    if (reported?.[1]) return [{ act: 'inform', form: 's', text: voice(reported[1]) }];
    // "a customer whose birthday cake we delivered with the wrong name on it": we did it to their cake.
    const ours = /^,?\s*whose\s+((?:[\w'-]+\s+){0,3}?[\w'-]+)\s+(we|I)\s+((?:\w+ed|sent|made|got|put|gave|lost|sold|took|left|broke|forgot|built|cut|wrote|brought)\b.*)$/i.exec(t);
    if (ours?.[1] && ours[2] && ours[3]) return [{ act: 'inform', form: 's', text: voice(`${ours[2]} ${ours[3].replace(/^(\w+)/, `$1 your ${ours[1]}`)}`) }];
    const clause = t.replace(/^,?\s*whose\s+/i, 'your ').replace(/^,?\s*who\s+/i, 'you ');
    return [{ act: 'inform', form: 's', text: voice(clause) }];
  }
  // "a thank-you ... after my interview for the role": thanks for the interview.
  const after = /^(?:(?:at|in|from)\s+[^,]+?\s+)?(?:after|following)\s+(?:my|our|the|your)\s+(.+)$/i.exec(t);
  if (after?.[1] && frame.descriptor === 'thanks') return [{ act: 'thank', form: 'np', text: voice(`the ${after[1]}`) }];
  if (/^(?:(?:on|at|in|from)\s+[^,]+?\s+)?for\s+/i.test(t) && (frame.descriptor === 'thanks' || frame.descriptor === 'apology')) {
    const object = t.replace(/^(?:(?:on|at|in|from)\s+[^,]+?\s+)?for\s+/i, '');
    return [{ act: frame.descriptor === 'thanks' ? 'thank' : 'apologize', form: 'np', text: voice(object) }];
  }
  // "email to my insurer to start a claim": what the email is for.
  const purposeTo = /^to\s+((?:start|make|open|report|request|book|cancel|register|arrange|confirm|apply|submit|lodge|file|raise|query|dispute|claim|renew|update|change|close|appeal|enquire|inquire|order|reserve|return)\b.*)$/i.exec(t);
  if (purposeTo?.[1] && !question) return [{ act: 'purpose', form: 'vp', text: voice(purposeTo[1]) }];
  // "weekdays I'm at work" -> "I'm at work on weekdays".
  const when = /^(?:on\s+)?(weekdays|weekends|mornings|evenings|afternoons|nights|most days|during the week|during the day)\s+((?:I|we)(?:'m|'re| am| are)?)\s+(.+)$/i.exec(t);
  if (when?.[1] && when[2] && when[3]) return [{ act: 'inform', form: 's', text: voice(`${when[2]} ${when[3]} ${/^(?:during|most)/i.test(when[1]) ? '' : 'on '}${when[1].toLowerCase()}`) }];
  // "I want to ask for 2 more days": the ask itself.
  const askFor = /^(?:but\s+)?I (?:want|need|would like|'d like|wanted) to ask (?:you |them |him |her )?(?:for|about) (.+)$/i.exec(t);
  if (askFor?.[1] && !/^(?:if|whether)\b/i.test(askFor[1])) return splitReason({ act: /\babout\b/i.test(t.slice(0, t.length - askFor[1].length)) ? 'askAbout' : 'askFor', form: 'np', text: voice(askFor[1]) });
  // "i need to ask if the laptop will be ready": the question itself.
  const toAsk = /^(?:but\s+|also\s+)?I (?:need|want|would like|'d like|have|wanted) to (?:ask|know|check|find out|confirm)\s+(?:you\s+)?((?:if|whether|when|what|how|who|where|why|which)\s+.+)$/i.exec(t);
  if (toAsk?.[1]) return askSegments(toAsk[1], voice, question, frame);
  const want = /^I (?:want|would like|'d like|need|am asking for|expect)\s+(?!to\b)((?:a|an|my|the|some|full|compensation|refund)\b.*)$/i.exec(t);
  if (want?.[1] && !/^(?:the same|it|this|that)\b/i.test(want[1])) return splitReason({ act: 'askFor', form: 'np', text: voice(want[1]) });
  const love = /^send (our|my) (love|best wishes|best|regards|congratulations|thanks)\b(.*)$/i.exec(t);
  if (love?.[1] && love[2]) return [{ act: 'inform', form: 's', text: `Sending ${love[1].toLowerCase()} ${love[2].toLowerCase()}${love[3] ?? ''}` }];
  const weMet = frame.recipient ? /^(?:we|I) (?:met|spoke|chatted|talked)\s+((?:at|in|during|on|after)\s+.+)$/i.exec(t) : null;
  if (weMet?.[1]) return [{ act: 'inform', form: 's', text: voice(`it was great to meet you ${weMet[1]}`) }];
  const met = /^,?\s*(?:whom|who) I met (.+)$/i.exec(t);
  if (met?.[1]) return [{ act: 'inform', form: 's', text: voice(`it was great to meet you ${met[1]}`) }];
  const celebration = /^happy ((?:\d{1,3}(?:st|nd|rd|th)\s+)?birthday|(?:\d{1,3}(?:st|nd|rd|th)\s+)?anniversary|holidays|new year|retirement|thanksgiving|easter|halloween|hanukkah|diwali|eid|mother's day|father's day)\b[!.]?\s*(.*)$/i.exec(t);
  if (celebration?.[1]) {
    frame.descriptor = frame.descriptor ?? (/birthday$/i.test(celebration[1]) ? 'birthday' : undefined);
    const rest = celebration[2]?.replace(/^[,;]\s*/, '') ?? '';
    return [{ act: 'inform', form: 's', text: `Happy ${celebration[1].toLowerCase() === 'new year' ? 'New Year' : /^(?:\d+\w*\s+)?(?:birthday|anniversary)$/i.test(celebration[1]) ? celebration[1].toLowerCase() : celebration[1].charAt(0).toUpperCase() + celebration[1].slice(1)}` }, ...(rest ? statement(rest, frame, question) : [])];
  }
  // "starting next monday we're moving to ...": from then on (a new starter's "starting monday" is theirs).
  const from = /^starting\s+((?:next|this|on|from)\s+\w+|tomorrow|today|\w+day|the\s+\d+\w*)\s*,?\s+((?:we|we're|I|I'm|you|they|the|our|all|everyone)\b.+)$/i.exec(t);
  if (from?.[1] && from[2]) return statement(`from ${from[1]}, ${from[2]}`, frame, false);
  if (/^starting\s+/i.test(t) && frame.recipient) return [{ act: 'inform', form: 's', text: voice(t.replace(/^starting\s+/i, 'you start ')) }];
  if (/^(?:first day|start date)\b/i.test(t) && frame.recipient) return [{ act: 'inform', form: 's', text: voice(`your ${t}`) }];
  if (/^in order to\s+/i.test(t)) return [{ act: 'purpose', form: 'vp', text: voice(t.replace(/^in order to\s+/i, '')) }];
  if (/^(?:after|following)\s+/i.test(t) && frame.descriptor === 'follow-up') return [{ act: 'followUp', form: 'np', text: voice(t), wh: 'pp' }];
  if (/^(?:about|regarding|re)\s+/i.test(t)) return [{ act: 'about', form: 'np', text: voice(t.replace(/^(?:about|regarding|re)\s+/i, '')) }];
  // "email an events company for a quote for a bouncy castle ..., sat 3 may": the thing asked for, then the details.
  const wanted = /^for\s+((?:a|an|some|my|our)\s+(?:free\s+|rough\s+|written\s+|full\s+|quick\s+)?(?:quote|quotation|estimate|refund|reference|copy|receipt|catalogue|brochure|price list|breakdown|callback|call back|viewing|sample|samples|replacement|discount)\b[^,;]*)(?:[,;]\s*(.+))?$/i.exec(t);
  if (wanted?.[1]) {
    // ("..., sat 3 may, back garden in croydon": when and where the job is.)
    const when = wanted[2] ? /^((?:on\s+)?(?:(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:January|February|March|April|May|June|July|August|September|October|November|December)|(?:on\s+)?(?:next\s+)?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))(?:\s*,\s*((?:(?:in\s+)?(?:our|my|the)\s+)?(?:back garden|front garden|garden|house|flat|home|driveway|drive|office|kitchen|bathroom)\b[^,;]*))?\s*$/i.exec(wanted[2]) : null;
    if (when?.[1]) return [{ act: 'askFor', form: 'np', text: voice(wanted[1]) }, { act: 'inform', form: 's', text: `it would be ${/^on\s/i.test(when[1]) ? '' : 'on '}${when[1]}${when[2] ? `, ${/^in\s/i.test(when[2]) ? '' : 'in '}${/^(?:in\s+)?(?:our|my|the)\s/i.test(when[2]) ? when[2] : `our ${when[2]}`}` : ''}` }];
    return [{ act: 'askFor', form: 'np', text: voice(wanted[1]) }, ...(wanted[2] ? statement(wanted[2], frame, question) : [])];
  }
  if (/^(?:sorry|apologies|my apologies)\b/i.test(t)) {
    const object = t.replace(/^(?:i'm |we're )?(?:so |really |very )?(?:sorry|apologies|my apologies)\s*(?:for|about|that)?\s*/i, '');
    // "sorry to chase": said as it is, not "apologies for to chase".
    const to = /^to\s+([a-z]+)(?:\s+(.+))?$/i.exec(object);
    if (to?.[1]) return [{ act: 'inform', form: 's', text: voice(`I'm sorry to ${to[1]}${to[2] ? ` ${to[2]}` : /^(?:chase|bother|nag|pester|hassle|trouble|disturb|rush)$/i.test(to[1]) ? ' you about this' : ''}`) }];
    // "sorry about it", "sorry for that": an apology for what was just said, with nothing named again.
    if (/^(?:it|this|that|all this|all that)$/i.test(object)) return [{ act: 'apologize', form: 'none', text: '' }];
    return splitReason({ act: 'apologize', form: object ? (looksLikeClause(object) ? 's' : 'np') : 'none', text: voice(object) });
  }
  if (/^(?:thanks|thank you)\b/i.test(t)) {
    const object = t.replace(/^(?:thanks|thank you)(?:\s+(?:so much|a lot|again))?\s*(?:for)?\s*/i, '');
    // "thanks but we went with another supplier": the thanks, then the news.
    const but = /^(?:,\s*)?but\s+(.+)$/i.exec(object);
    if (but?.[1]) return [{ act: 'thank', form: 'none', text: '' }, ...statement(but[1], frame, question)];
    return splitReason({ act: 'thank', form: object ? 'np' : 'none', text: voice(object) });
  }
  if (/^(?:congrats|congratulations)\b/i.test(t)) return [{ act: 'congratulate', form: 'np', text: voice(t.replace(/^(?:congrats|congratulations)\s*(?:on|for)?\s*/i, '')) }];
  // "if the tree isn't cut back I'm going to report it": a condition and what follows, not a question.
  const condition = /^if\s+(.+?),?\s+((?:I'm|I am|I'll|I will|we'll|we will|we're|I'd|we'd|I have to|I'll have to|then|you can|you'll|you will|you get)\b.+)$/i.exec(t);
  if (condition?.[1] && condition[2]) return [{ act: 'inform', form: 's', text: voice(`if ${condition[1]}, ${condition[2].replace(/^then\s+/i, '')}`) }];
  // "if they can't be in, could they leave a key with me": a condition, then the ask itself.
  const ask = /^if\s+([^,]{3,60}?),\s+((?:can|could|would|will)\s+(?:you|they|he|she)\s+.+)$/i.exec(t);
  if (ask?.[1] && ask[2]) return [{ act: 'question', form: 's', text: voice(`if ${ask[1]}, ${ask[2].replace(/^(?:can|will)\b/i, 'could')}`), wh: 'direct' }];
  if (/^(?:if|whether)\s+/i.test(t)) return [{ act: 'question', form: 's', text: voice(t.replace(/^(?:if|whether)\s+/i, '')), wh: 'if' }];
  if (/^(?:can|could|would|will) (?:you|they|he|she)\b/i.test(t)) {
    const verbPhrase = t.replace(/^(?:can|could|would|will) (?:you|they|he|she)\s+(?:please\s+)?/i, '');
    return splitReason({ act: 'request', form: 'vp', text: voice(verbPhrase) });
  }
  if (/^(?:please|pls)\s+/i.test(t)) return splitReason({ act: 'request', form: 'vp', text: voice(t.replace(/^(?:please|pls)\s+/i, '')) });
  if (/^(?:need|want|would like|hope|hoping|wondering|looking|trying|planning|thinking|going|happy|sorry|glad|excited|free|available|unable|able|not able|still|running|stuck|sick|unwell|off|out)\b/i.test(t)) {
    const subject = /^(?:need|want|would like|hope)\b/i.test(t) ? 'I' : "I'm";
    return [{ act: question ? 'question' : 'inform', form: 's', text: voice(`${subject} ${t}`), ...(question ? { wh: 'direct' } : {}) }];
  }
  if (/^(?:is|are|do|does|did|can|could|would|will|should|have|has|what|when|where|how|who|why|which)\b/i.test(t) && (question || /^(?:what|when|where|how|who|why|which)\b/i.test(lower))) {
    return [{ act: 'question', form: 's', text: voice(t), wh: 'direct' }];
  }
  if (question) return [{ act: 'question', form: 's', text: voice(t), wh: 'direct' }];
  // "apologise and waive the £45 delivery fee": what the writer will do for the reader, said as done.
  const making = /^(waive|refund|credit|replace|upgrade|knock|cover|extend|reimburse|compensate|rebook|reship|resend|re-send|re-deliver|redeliver)\s+(?!(?:me|us)\b)(.+)$/i.exec(t);
  if (making?.[1] && making[2] && !/\b(?:please|pls|can|could|would|will)\b/i.test(t)) return [{ act: 'inform', form: 's', text: voice(`${frame.business || /\bfrom us\b/i.test(frame.message) ? 'we' : 'I'}'ll ${making[1].toLowerCase()} ${making[2]}`) }];
  return [{ act: 'inform', form: 's', text: voice(t) }];
}

/** "a meeting with Priya from the finance team" written to Priya: "a meeting with you". */
function withYou(text: string, recipient: Recipient | undefined): string {
  if (!recipient?.phrase || recipient.phrase.length < 3) return text;
  const phrase = recipient.phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`\\b(with|to|for|from)\\s+${phrase}\\b`, 'g'), '$1 you');
}

function looksLikeClause(text: string): boolean {
  if (/^(?:I|I'm|I've|I'll|I'd|we|we're|we've|we'll|we'd|you|you're|you've|he|he's|she|she's|they|they're|they've|it|it's|there|there's|that's)\b/i.test(text)) return true;
  // A noun subject needs a verb: "the earbuds arrived broken", "my grandma passed away".
  const terms = nlp(text).terms().json() as Array<{ terms: Array<{ text: string; tags: string[] }> }>;
  const verbAt = terms.findIndex((term) => term.terms[0]?.tags.includes('Verb'));
  // "the website going down yesterday": a thing and what it was doing, with no verb of its own, is a noun phrase.
  if (verbAt >= 1 && terms[verbAt]?.terms[0]?.tags.includes('Gerund') && !terms.slice(verbAt + 1).some((term) => term.terms[0]?.tags.some((tag) => ['PastTense', 'PresentTense', 'Modal', 'Copula', 'Auxiliary'].includes(tag)))) return false;
  if (verbAt >= 1 && verbAt <= 5 && terms.slice(0, verbAt).every((term) => {
    const tags = term.terms[0]?.tags ?? [];
    return !/^(?:that|which|who)$/i.test(term.terms[0]?.text ?? '') && tags.some((tag) => ['Noun', 'Determiner', 'Adjective', 'Possessive', 'Value', 'ProperNoun', 'Pronoun'].includes(tag));
  })) return true;
  return /^(?:(?:the|my|our|your|his|her|their|this|that|these|those|a|an)\s+)?(?:[\w'£$€%.,-]+\s+){0,5}?(?:is|are|was|were|am|has|have|had|will|won't|can|can't|could|couldn't|would|should|did|didn't|do|don't|does|doesn't|isn't|wasn't|aren't|weren't|haven't|hasn't|arrived|came|broke|stopped|started|went|got|moved|changed|failed|leaks|leaked|needs|looks|seems|stays|keeps)\b/i.test(text)
    && !/^(?:[\w'-]+\s+){0,3}?(?:that|which|who)\b/i.test(text);
}

function looksLikeInfinitive(text: string): boolean {
  return /^(?:join|come|attend|celebrate|be|meet|help|speak|share|visit|stay|have|take|spend|watch|see|try|learn|discuss|catch up|grab|get)\b/i.test(text);
}

function isSamePerson(recipient: Recipient, phrase: string): boolean {
  return Boolean(recipient.name && phrase.toLowerCase().includes(recipient.name.toLowerCase().split(' ').pop() ?? '\u0000'));
}

/**
 * Cold emails: the recipient is a prospect ("the owner of a small bakery that just opened a second
 * location"); what the request says about their company is the personal line, and the offer is
 * what the email introduces.
 */
function coldEmail(frame: Frame): void {
  const segments: Segment[] = [];
  const expanded: Segment[] = [];
  for (const segment of frame.segments) {
    // "of a 20-person agency offering a free audit": the offer rides on the description.
    const offer = /^((?:of|at)\s+.+?)\s+(?:offering|introducing|pitching|selling|proposing)\s+(.+)$/i.exec(segment.text);
    if (segment.act === 'inform' && offer?.[1] && offer[2]) {
      expanded.push({ ...segment, text: offer[1] }, { act: 'offer', form: 'np', text: offer[2] });
    } else expanded.push(segment);
  }
  for (const segment of expanded) {
    // "the head of ops at a logistics company": the rest of the role, then the firm.
    const about = /^(?:of\s+((?!(?:a|an|the)\b)[\w&-]+(?:\s+(?!(?:at|of)\b)[\w&-]+)?)\s+)?(?:of|at)\s+((?:a|an|the)\s+.+?)(?:\s+(?:that|which|who)\s+(.+))?$/i.exec(segment.text);
    if (segment.act === 'inform' && about?.[2]) {
      if (about[3]) segments.push({ act: 'inform', form: 's', text: `I saw that you ${about[3].replace(/\bits\b/g, 'your').replace(/\btheir\b/g, 'your')}`.replace(/\byou has\b/, 'you have').replace(/\byou is\b/, 'you are') });
      const role = about[1] && frame.recipient?.role && !frame.recipient.name ? `${frame.recipient.role} of ${about[1]}` : undefined;
      frame.recipient = { ...(frame.recipient ?? readRecipient('a prospect')), relation: 'prospect', ...(role ? { role, phrase: `${frame.recipient!.phrase} of ${about[1]}` } : {}) };
      continue;
    }
    // "for our bookkeeping software aimed at small restaurant owners": the product, no verb.
    const product = segment.act === 'inform' && !expanded.some((s) => s.act === 'introduce' || s.act === 'offer' || (s.act === 'about' && /^(?:our|my)\s/i.test(s.text))) && !segments.some((s) => s.wh === 'product') && !/\b(?:head|director|manager|founder|owner|ceo|cto|vp|lead|chief|company|agency|business|firm|team)\b/i.test(segment.text) ? /^(?:for\s+|about\s+|pitching\s+|promoting\s+|selling\s+)?((?:(?:our|my)\s+)?.+)$/i.exec(segment.text) : null;
    const bare = product?.[1]?.split(/,\s/)[0]?.replace(/\s+(?:aimed at|built for|designed for|made for|for)\s+.+$/i, '') ?? '';
    const finite = (nlp(bare).json() as Array<{ terms: Array<{ tags: string[] }> }>).flatMap((sentence) => sentence.terms).some((term) => !term.tags.includes('Gerund') && ['PresentTense', 'PastTense', 'Modal', 'Copula', 'Auxiliary'].some((tag) => term.tags.includes(tag)));
    if (product?.[1] && bare && !/^(?:I|we|you|they|it|he|she)\b/i.test(bare) && !finite) {
      const parts = product[1].split(/,\s/);
      const name = /^(?:our|my)\s/i.test(parts[0] ?? '') ? parts[0]! : `our ${parts[0]}`;
      segments.push({ act: 'introduce', form: 'np', text: name.replace(/,?\s*(?:aimed at|for)\s+((?:small|local|busy|independent)?\s*[\w\s-]+?(?:owners|teams|businesses|companies|shops|stores|agencies|clinics|firms|founders|managers|leaders))$/i, ', built for $1'), wh: 'product' });
      // "free 30 day trial": what is on offer.
      for (const extra of parts.slice(1)) segments.push({ act: 'inform', form: 's', text: /^(?:a\s+)?free\b/i.test(extra) ? `there is a ${extra.replace(/^a\s+/i, '').replace(/(\d+)[ -]day\b/, '$1-day')} so you can try it` : extra });
      continue;
    }
    // "offering to redo their website": an offer to do something, said as one.
    if (segment.act === 'offer' && segment.form === 'vp') {
      segments.push(segment);
      continue;
    }
    if ((segment.act === 'about' && /^(?:our|my)\s/i.test(segment.text)) || segment.act === 'offer' || (segment.act === 'introduce' && segment.wh !== 'self')) {
      segments.push({ act: 'introduce', form: 'np', text: segment.text, wh: 'product' });
      continue;
    }
    if (segment.act === 'share' && segment.wh === 'highlight') {
      segments.push({ act: 'inform', form: 's', text: `I know ${segment.text} can be a real headache for teams like yours` });
      continue;
    }
    if (segment.act === 'askFor') {
      segments.push({ act: 'question', form: 's', text: `Would you be open to ${segment.text}`, wh: 'direct' });
      continue;
    }
    segments.push(segment);
  }
  frame.segments = segments;
  if (frame.recipient && frame.recipient.relation !== 'prospect' && !frame.recipient.name) frame.recipient = { ...frame.recipient, relation: 'prospect' };
}

/** "you also fed the cat while we were away", in a thank-you: "thank you also for feeding the cat while we were away". */
function alsoThanked(segment: Segment): Segment {
  const did = segment.act === 'inform' && segment.form === 's' ? /^(?:and\s+)?you\s+(also\s+)?([a-z]+)\b(.*)$/i.exec(segment.text) : null;
  if (!did?.[2] || /^(?:are|were|have|had|will|would|can|could|should|may|might|must|do|did|know|knew|said|told|asked|wanted|needed|seemed|looked|felt|got|went|came)$/i.test(did[2]) || !wordTags(did[2].toLowerCase()).includes('PastTense')) return segment;
  // ("you helped me get the job and spent hours on my CV": two things done, which one gerund cannot carry.)
  if ([...(did[3] ?? '').matchAll(/\band\s+([a-z]+)/gi)].some((match) => wordTags(match[1]!.toLowerCase()).includes('PastTense'))) return segment;
  return { ...segment, text: `thank you ${did[1] ? 'also ' : ''}for ${gerundOf(`${did[2].toLowerCase()}${did[3] ?? ''}`)}` };
}

/** "reschedule my 1:1 with my manager Dana": the person the meeting is with is who to write to. */
function inferFromMeeting(frame: Frame): void {
  for (const [index, segment] of frame.segments.entries()) {
    const match = /\b((?:1:1|one-on-one|meeting|call|catch-?up|appointment|session|check|check-?up|jabs|vaccinations?|scan|consultation|fitting|lunch|coffee|dinner|drinks|brunch|breakfast|plans|playdate|sleepover|night out|interview|chat|check-?in|review|\d{1,2}(?::\d{2})?\s*[ap]m))\s+with\s+((?:my|our|the)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+|[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)(?=\s+(?:from|on|at|to|tomorrow|today|next|this|about|for|and|but)\b|[,.;]|$)/.exec(segment.text);
    if (!match?.[2]) continue;
    const phrase = fitRecipient(match[2], segment.text.slice((match.index ?? 0) + match[0].length));
    const recipient = readRecipient(phrase);
    if (recipient.relation === 'unknown' && !recipient.name) continue;
    frame.recipient = recipient;
    frame.segments[index] = { ...segment, text: segment.text.replace(`${match[1]} with ${match[2]}`, `${match[1]} with you`) };
    return;
  }
}

/** "manchester", "Dublin": one word that names a place, which is never the one written to. */
function isPlace(word: string): boolean {
  return /^\S+$/.test(word.trim()) && nlp(word).has('#Place');
}

// "and her husband on the new baby": the partner of the one written to, said after them.
const AND_PARTNER = String.raw`^and\s+(?:your|her|his|their)\s+(${PARTNER})\s+`;
// "and her husband for having us": the partner thanked with the one written to.
const COUPLE = new RegExp(String.raw`${AND_PARTNER}for\s+(?=\S)`, 'i');
const PARTNER_FIRST = new RegExp(AND_PARTNER, 'i');

/** "my order 5521 from Urban Nest ...": a shop or company named in passing is who to write to. */

// Who a story is about, when it names no one to write to: a provider, an agent, a garage, the neighbours.
const PARTY = String.raw`(?:(?:phone|mobile|broadband|internet|energy|gas|electricity|water|insurance|tv)\s+(?:provider|company|supplier|network)|provider|letting agent|estate agent|agent|agency|garage|mechanic|insurer|employer|landlord|landlady|neighbou?rs|neighbou?r|next door|people (?:upstairs|downstairs|next door)|builder|plumber|electrician|roofer|decorator|gardener|caterer|photographer|venue)`;
const PARTY_DID = new RegExp(String.raw`^(?:(?:the|my|our)\s+)?(?:old\s+|former\s+|local\s+)?(${PARTY})(?:\s+(?:upstairs|downstairs|next door|opposite|below|above|across the (?:road|street|hall|landing)))?(?:\s*\(([^)]{2,40})\))?\s+(?=(?:still\s+|just\s+|never\s+|already\s+|now\s+)?(?:is|are|was|were|has|have|had|hasn't|haven't|hasnt|havent|didn't|didnt|won't|wont|keeps?|kept|quoted|said|told|promised|charged|overcharged|sent|took|raised|increased|put|cancelled|canceled|refused|ignored|lost|damaged|left|parked|blocked|owes?|wants?|asked|moved|changed|barks?|plays?|lets?|cuts?|built|fixed|installed|gave|delivered|played|parks?|leaves?)\b)`, 'i');
// "neighbour's dog barks all day", "my neighbours' tree": theirs.
const PARTY_OWNS = new RegExp(String.raw`^(?:(?:the|my|our)\s+)?(neighbou?r|next door|landlord|landlady)(?:'s|s'|’s)\s+(?=[a-z])`, 'i');
// "they seem like nice people": what the visitor thinks of them, said to us.
const PARTY_REMARK = /^(?:they|he|she)\s+(?:seem|seems|are|is)\s+(?:like\s+)?(?:really\s+|very\s+|quite\s+|pretty\s+)?(?:nice|lovely|reasonable|decent|friendly|ok|okay|good|fine)(?:\s+(?:people|folks|guys|person|man|woman|couple|family))?\s*[.!]?$/i;

/** "you want to cancel your order" -> "I understand you would like to ..."; "your parcel never came" -> "I am sorry to hear that ...". */
function heardFromCustomer(text: string, apologising: boolean): string {
  if (/^you\s+(?:want|wanted|would like|'d like)\s+(?=[a-z])/i.test(text)) return text.replace(/^you\s+(?:want|wanted|would like|'d like)\s+/i, 'I understand you would like ');
  if (!apologising && /^your\s+(?:[\w-]+\s+){0,3}?(?:never\s+(?:came|arrived|turned up)|(?:was|were|is|are|arrived|came)\s+(?:\w+\s+)?(?:broken|damaged|late|smashed|cracked|faulty|missing|wrong|stained|torn|leaking|delayed)|(?:has|have)(?:n't| not)\s+(?:arrived|come|turned up))\b/i.test(text)) return `I am sorry to hear that ${text}`;
  return text;
}

/** "garage quoted £860 ..., can they get any closer?": written to the one the story is about. */
function partyOfStory(frame: Frame): void {
  const at = frame.segments.findIndex((segment) => PARTY_DID.test(segment.text) || PARTY_OWNS.test(segment.text));
  // What comes before is the writer's own story ("moved out 45 days ago, the deposit was £1,400").
  if (at < 0 || frame.segments.slice(0, at).some((piece) => /\b(?:he|she|they|him|her|them)\b|\b(?:the|my|our)\s+(?:[\w-]+\s+)?(?:friend|boss|manager|colleague|partner|husband|wife|son|daughter|teacher|client|customer)\b/i.test(piece.text))) return;
  const segment = frame.segments[at]!;
  const did = PARTY_DID.exec(segment.text);
  const owns = did ? null : PARTY_OWNS.exec(segment.text);
  const role = (did?.[1] ?? owns?.[1] ?? '').toLowerCase();
  const organization = did?.[2] && /^[A-Z]/.test(did[2]) ? did[2].trim() : undefined;
  const plural = /s$/.test(role) || Boolean(owns && /(?:s'|[^'’]s)$/i.test(owns[0].trim()) && /^neighbou?r/.test(role));
  const base = readRecipient(`my ${plural && !/s$/.test(role) ? `${role}s` : role}`);
  frame.recipient = organization ? { phrase: organization, relation: 'company', plural: false, gender: 'they', organization } : base;
  const lead = did ? 'you ' : 'your ';
  const theirs = plural || frame.recipient.relation === 'company' || Boolean(organization) || /agent|agency|provider|company|supplier|network|insurer|employer|garage/.test(role);
  frame.segments = frame.segments
    .map((piece, index) => {
      if (index < at) return piece;
      // ("my landlord said hed fix it": "You said you'd fix it".)
      const text = index === at ? `${lead}${piece.text.slice((did ?? owns)![0].length)}`.replace(/^(you\s+(?:said|promised|told me|claimed|insisted|assured me))\s+(?:that\s+)?(?:he|she|they)\b/i, '$1 you') : piece.text;
      // ("just ask them to keep it down": the instruction to us keeps its "them".)
      // ("move them to the bike store": what the reader is asked to do to "them" is a thing, never "you".)
      const kept = (piece.form === 'vp' ? text.replace(/\bthem\b/gi, '\uE001') : text).replace(/\b(ask|tell|email|e-mail|remind|let|message|text|warn|contact|write to)\s+them\b/gi, '$1 \uE001');
      return { ...piece, text: fixAgreement(theirs ? theyAsYou(kept) : kept).replace(/\uE001/g, 'them') };
    })
    .filter((piece) => !PARTY_REMARK.test(piece.text.replace(/^you\s+(?:seem|are)\b/i, 'they seem')));
}

/** One person of the visitor's life or work, named in the story: "my flatmate", "my best friend from school", "one of our clients, Mr Fenton". */
const STORY_PERSON = /\b(?:(?:my|our)\s+((?:(?:best|old|close|good|dear|lovely|long[- ]standing|oldest|younger|older|little|big|new|regular|biggest)\s+){0,2})(friend|mate|bestie|flatmate|housemate|roommate|brother|sister|cousin|aunt|auntie|uncle|colleague|coworker|co-worker|client|neighbou?r|tenant|ex|godmother|godfather|mentor|nan|grandma|grandad|granddad|sister-in-law|brother-in-law|landlord|landlady|accountant|photographer|builder|plumber|electrician|cleaner|childminder|mechanic|gardener|decorator)(?:\s+from\s+(?:school|uni|university|college|work|the gym|football|church|my old job|home))?(?:,?\s+((?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?)(?![a-z])|\s+(?!(?:still|just|never|already|also|always|really|finally|recently|now|then|only|has|had|is|was|says|said|who|that|and|but|from)\b)([a-z][a-z'-]{1,})(?=\s+(?:borrowed|owes|lent|said|says|has|had|is|was|just|still|never|got|gave|took|moved|lost|passed)\b))?|one of (?:our|my) (?:(?:long[- ]standing|oldest|regular|best|biggest)\s+)?(clients|customers|tenants|friends|neighbou?rs),\s+((?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?),?)/;

/** "my cleaner broke my lamp ..., her name is gosia", "my flatmate ..., hes called tom": the one person of the story whose name is told after it. */
function storyRole(segments: readonly Segment[], rawMessage: string): { role: string; pronoun: 'he' | 'she' } | undefined {
  // ("her name is gosia", "hes called tom".)
  const said = /\b(her|his)\s+name\s+is\b|\b(he|she)(?:'s|s|\s+is)\s+called\b/i.exec(rawMessage);
  const whose = (said?.[1] ?? (said?.[2] ? (/^he$/i.test(said[2]) ? 'his' : 'her') : undefined))?.toLowerCase();
  if (!whose) return undefined;
  const roles = new Set([...segments.map((segment) => segment.text).join(' ').matchAll(/\bmy\s+(flatmate|housemate|roommate|neighbour|neighbor|cleaner|nanny|babysitter|childminder|builder|plumber|electrician|gardener|tutor|decorator|dog walker|mechanic|landlord|landlady|carer|hairdresser|barber|driver|accountant|photographer)\b/gi)].map((match) => match[1]!.toLowerCase()));
  return roles.size === 1 ? { role: [...roles][0]!, pronoun: whose === 'her' ? 'she' : 'he' } : undefined;
}

/** What the reader did for the writer, then what the writer did: "you lent me your drill in May and I lost the battery". */
const KINDNESS_THEN_ME = /^(you\s+(?:(?:kindly|very kindly|generously)\s+)?(?:lent|loaned|gave|let|helped|trusted|looked after|invited|covered|drove|hosted|offered|lent me|sent)\b.+?),?\s+and\s+(I\s.+)$/i;

/** A person named with a title, or a name the request gave as a blank ("Mr and Mrs Doyle"). */
const STORY_TITLED = new RegExp(String.raw`\b(?:(?:Mr\.? and Mrs\.?|Mrs\.?|Mr\.?|Ms\.?|Miss|Dr\.?)\s+[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?|(?:${NAME_TOKENS.join('|')})\b)`, 'g');

/** Someone else of the writer's whose story it would be: then the one named is not the reader. */
const STORY_OTHERS = /\b(?:my|our)\s+(?:(?:little|eldest|youngest|oldest|younger|older|baby|\d+[- ]year[- ]old)\s+)?(?:son|daughter|kids?|child|children|boy|girl|mum|mom|mother|dad|father|husband|wife|partner|boss|manager|landlord|landlady|teacher|doctor|gp|solicitor|lawyer)\b/i;

/**
 * No one named to write to, and the story is about one person of the visitor's ("my flatmate owes
 * £210 ... maybe email is less awkward", "my brother borrowed 600 quid ... help me email him", "one of
 * our clients, Mr Fenton, lost his wife ... want to send condolences"): written to them, and their
 * story said to them ("You owe £210", "I was so sorry to hear that you lost your wife").
 */
function personOfStory(frame: Frame, rawMessage: string): void {
  const text = frame.segments.map((segment) => segment.text).join(' | ');
  // Only one the story is about, as its subject ("my flatmate owes ..."), never "they've been our best client".
  // ("I moved out on the 30th and my landlord is keeping ...": the subject of a clause joined on is one too.)
  const found = frame.segments.map((segment) => STORY_PERSON.exec(segment.text)).find((match) => match && (match.index === 0 || /(?:[,;]|\b(?:and|but))\s+$/.test(match.input.slice(0, match.index))) && (!match[4] || isFirstName(match[4]) || unknownWord(match[4]))) ?? null;
  if (!found) {
    // "a quote i sent to Mr and Mrs Doyle", no one else named: the Doyles.
    const titled = [...text.matchAll(STORY_TITLED)].map((match) => match[0].replace(/['’]s$/, ''));
    if (titled.length === 0 || new Set(titled).size > 1 || STORY_OTHERS.test(text)) return;
    const people = titled[0]!;
    const couple = /\band\b/.test(people);
    frame.recipient = couple ? { phrase: people, name: people.replace(/\bMr\b\.?/, 'Mr.').replace(/\bMrs\b\.?/, 'Mrs.'), relation: 'unknown', plural: true, gender: 'they' } : readRecipient(people);
    const reader = frame.recipient;
    frame.segments = frame.segments.map((segment) => ({ ...segment, text: toRecipientVoice(segment.text
      .replace(new RegExp(String.raw`(^|[.!?]\s+)?\b${escapeRegExp(people)}(?:'s|s')`, 'g'), (_m, start: string | undefined) => (start === undefined ? 'your' : `${start}Your`))
      .replace(new RegExp(String.raw`\b(to|for|with)\s+${escapeRegExp(people)}\b`, 'g'), '$1 you'), reader) }));
    return;
  }
  const role = (found[2] ?? found[5] ?? '').toLowerCase().replace(/s$/, '').replace(/^neighbou?$/, 'neighbour');
  // ("my mate kev borrowed ...": a nickname typed in lowercase is still his name.)
  const name = found[3] ?? (found[4] ? found[4].charAt(0).toUpperCase() + found[4].slice(1) : undefined) ?? found[6];
  // Two people of the story (a child, a partner, a boss), or two roles: whose it is is not clear.
  const rest = text.replace(found[0], '');
  if (STORY_OTHERS.test(rest) || new RegExp(String.raw`\b(?:my|our)\s+(?:[a-z-]+\s+){0,2}(?!${role}s?\b)(?:friend|mate|flatmate|housemate|roommate|brother|sister|cousin|colleague|coworker|client|neighbou?r|tenant)s?\b`, 'i').test(rest)) return;
  // Someone else is named to write to ("email the council", "tell hr"): not them.
  if (/\b(?:e-?mail|write to|message|contact|tell|let)\s+(?:the|a|an)\s+(?!(?:\w+\s+)?(?:email|note|message)\b)\w+/i.test(rawMessage)) return;
  // A sign that the person is the reader: asked to write to them, a kind said to a person, or money between them.
  const pronoun = /\b(?:e-?mail|write to|message|text|tell|ask|remind|thank|send|contact|reply to|apologi[sz]e to)\s+(?:him|her|them)\b|\b(?:bring (?:it|this) up|raise (?:it|this)|have a word)\b|\bmaybe (?:an? )?e-?mail\b|\be-?mail (?:is|would be|might be) (?:less awkward|easier|better)\b/i.test(rawMessage);
  const personal = /\b(?:condolences?|sympathy|congratulat\w*|congrats|sorry|apologi[sz]e|apology|thank(?:s| you)?|happy birthday|birthday|get well|miss (?:him|her|them|you)|catch up|reconnect)\b/i.test(rawMessage);
  // ("my landlord is keeping £300 of my deposit ... want the full amount back": what the writer wants of them.)
  const money = /\b(?:owes?|borrowed|lent|pay (?:me |it |that )?back|paid me|says (?:they|he|she) (?:paid|sent))\b|\b(?:want|need|would like)\s+(?:it|them|the\s+(?:full\s+)?(?:amount|money|deposit)|my\s+(?:money|deposit))\s+back\b/i.test(rawMessage);
  if (!pronoun && !personal && !money) return;
  const recipient = readRecipient(name ? (found[5] ? name : `my ${role} ${name}`) : `my ${role}`);
  if (recipient.plural) return;
  frame.recipient = recipient;
  const mention = found[0].replace(/,\s*$/, '');
  frame.segments = frame.segments
    .map((segment) => {
      const spoken = segment.text.includes(mention)
        ? segment.text.replace(new RegExp(String.raw`${escapeRegExp(mention)}(?:'s|s')?,?`), (match) => (/'s,?$|s',?$/.test(match) ? 'your' : 'you'))
        : segment.text;
      return { ...segment, text: toRecipientVoice(fixAgreement(spoken), recipient) };
    })
    // "maybe email is less awkward", "help me email him": notes to us.
    .filter((segment) => !/^(?:maybe\s+)?(?:an?\s+)?e-?mail (?:is|would be|might be)\b|^(?:help me|I need to|I want to|I'd like to|I would like to)?\s*(?:e-?mail|write to|message)\s+(?:you|him|her|them)\b(?:\s+(?:without|but|and|so)\b.*)?$/i.test(segment.text.trim()));
}

function inferOrganization(text: string, frame: Frame): void {
  const match = /\b(?:from|with|at|to)\s+((?:[A-Z][\w&'-]*)(?:\s+[A-Z][\w&'-]*){0,3})/.exec(text.replace(/^\S+\s/, ''));
  const name = match?.[1];
  if (!name || /^(?:I|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Christmas|Easter|Google|LinkedIn|Slack|Zoom)$/.test(name)) return;
  if (!frame.segments.some((segment) => ['request', 'askFor', 'question', 'complain', 'cancel', 'askAbout', 'followUp'].includes(segment.act))) return;
  // "our flight on 11 oct from manchester": a place, not whom to write to.
  if (isPlace(name)) return;
  const recipient = readRecipient(name);
  if (recipient.name && !recipient.organization) return;
  frame.recipient = { ...recipient, organization: recipient.organization ?? name, relation: 'company' };
  delete frame.recipient.name;
}

/** "after today's call: agreed budget £18k, ...": the meeting a recap follows, then what was agreed. */
const RECAP = /^(?:after|following|from)\s+((?:today's|this morning's|this afternoon's|yesterday's|our|the|last week's|(?:mon|tues|wednes|thurs|fri)day's)\s+(?:[\w-]+\s+)?(?:call|meeting|chat|session|catch-up|workshop|review|demo|visit))\s*[:,-]\s*(.+)$/i;

/** "food poisoning", "a migraine": an illness named alone. */
const BARE_ILLNESS = new RegExp(String.raw`^(?:a |an |the |some |bad |awful |terrible |horrible |really bad )?(?:${ILLNESSES}|sickness|vomiting|sickness and diarrh(?:o|oe)a|d&v|sick)$`, 'i');

/** The descriptor a frame's situation implies when the visitor named none. */
function situationOf(frame: Frame): Descriptor | undefined {
  const all = frame.segments.map((segment) => segment.text).join(' ').toLowerCase();
  const mine = frame.segments.filter((segment) => /^I\b|^I'm\b|^I've\b|^I'll\b/.test(segment.text)).map((segment) => segment.text.toLowerCase()).join(' ');
  const illness = /\bI(?:'m| am| have been|'ve been| feel| am feeling|'m feeling|'ve come down|'m off|'m out)\s+(?:\w+\s+){0,2}(?:sick|unwell|ill|poorly|under the weather)\b|\bI (?:have|'ve got|got|caught) (?:a |the |some )?(?:flu|fever|migraine|cold|covid|stomach bug|food poisoning|bug)\b|\bsick (?:today|day)\b|\bI(?:'m| am) not feeling (?:well|great|good|too good|100%|myself)\b/i;
  if (illness.test(mine) && /\b(?:today|tomorrow|won't|can't|not (?:be )?(?:able|coming|make)|off|miss|out|in|early|go home|log off|leave)\b/.test(all)) return 'sick';
  // "email my manager sarah, food poisoning, cant come in": the illness named alone, and the absence.
  const bareIllness = frame.segments.flatMap((segment) => segment.text.split(/[,;.]\s*/)).some((piece) => BARE_ILLNESS.test(piece.trim()));
  if (bareIllness && /\b(?:can't|cannot|won't|will not|not) (?:be )?(?:able to )?(?:come in|coming in|be in|make it|work|in)\b|\boff (?:today|work|tomorrow|sick)\b/.test(all)) return 'sick';
  if (/\b(?:I'm running late|I am running late|running (?:a bit |a little |about \d+ minutes )?late|I'll be late|I will be late|I'm late|I am late|I'm stuck in traffic|I'm going to be late|I'll be \w+ minutes late|I(?:'ll| will) be (?:about |around )?\d+\s*(?:minutes|mins?|hours?) late)\b/i.test(all) && frame.segments.length <= 3) return 'late';
  if (frame.segments.some((segment) => segment.act === 'complain')) return 'complaint';
  if (/\b(?:be (?:a|my) referee|be (?:a|my) reference|provide (?:me with )?a reference|give me a reference|write (?:me )?a reference|act as (?:a |my )?referee)\b/i.test(all)) return 'reference';
  if (/\bI will (?:report|complain|escalate|take (?:legal )?action|contact (?:the )?(?:council|ombudsman|authorities))\b/i.test(mine)) return 'complaint';
  if (frame.segments.some((segment) => segment.act === 'resign')) return 'resignation';
  // "my laptop died", "the battery died": a thing stopped working; nobody died.
  // "my dog passed away, tell my boss i'll be out": the writer's own loss is news for them, not condolences to them.
  const ownLoss = /\b(?:my|our)\s+(?:[\w'-]+\s+){0,2}?(?:[\w'-]+)\s+(?:just\s+|has\s+|have\s+|recently\s+|sadly\s+)?(?:died|passed away|passed)\b/i.test(all) && !/\b(?:my|our)\s+(?:mate|friend|colleague|coworker|co-worker|neighbou?r|boss|manager|cousin)\s+[\w'-]+'s\s/i.test(all);
  const living = ownLoss ? '' : all.replace(/\b(?:laptop|phone|battery|car|computer|pc|tablet|ipad|iphone|printer|engine|tv|router|charger|hard drive|drive|screen|console|macbook|mac|watch|headphones|plants?|fridge|freezer|boiler|server|wifi|internet|camera|mic|microphone|keyboard|mouse|kindle|alarm)\s+(?:just\s+|has\s+|had\s+|completely\s+|totally\s+)?died\b/gi, '');
  if (/\b(?:passed away|died|death of|lost (?:his|her|their|your) (?:mother|father|mom|dad|husband|wife|son|daughter|brother|sister|grandmother|grandfather|dog|cat))\b/.test(living)) return 'condolence';
  return undefined;
}

/** Tidies a clause: spacing, stray "please", a lowercase "i". */
export function cleanup(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/^[,;:\s-]+|[,;:\s-]+$/g, '')
    .replace(/\bi\b/g, 'I')
    .trim();
}

export { gerundOf };

/** A follow-up's added content ("mention that he should bring his ID") in the email's voice. */
export function clauseSegments(text: string, base: Frame): Segment[] {
  const frame: Frame = { ...base, segments: [], constraints: {} };
  const cleaned = stripFillers(normalize(text));
  return splitClauses(cleaned).flatMap((piece) => readClause(piece, frame)).filter((segment) => segment.form === 'none' || segment.text.trim().length > 0);
}
