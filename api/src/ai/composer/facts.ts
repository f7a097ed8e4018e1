// Reads the concrete facts a visitor gave ("to Sarah Chen", "order #48213", "by Friday") out of
// their request, so drafts use them and leave visible [placeholders] for the rest.
import { capitalize, toSecondPerson } from './text.ts';

export interface Person {
  /** As it should appear in a formal greeting: "Sarah Chen", "Professor Miller". */
  full: string;
  /** As it should appear in a casual greeting: "Sarah", "Professor Miller". */
  short: string;
  gender?: 'female' | 'male';
}

export interface DatePhrase {
  /** "Friday, June 14", "next Tuesday", "June 3 to June 5". */
  text: string;
  /** Reads after a verb: "on Friday, June 14", "next Tuesday", "from June 3 to June 5". */
  phrase: string;
}

export interface Reference {
  /** "order #48213", "flight SK482", "apartment 4B". */
  text: string;
  kind: string;
}

export type RecipientGroup =
  | 'team' | 'everyone' | 'customers' | 'prospects' | 'neighbors' | 'panel' | 'parents' | 'students'
  | 'support' | 'friends' | 'family' | 'clients' | 'guests'
  /** The sender's own mom and dad. */
  | 'home'
  | 'housemates';

export interface Facts {
  recipient?: Person;
  /** Who the recipient is to the sender, when named: "manager", "landlord", "professor". */
  relation?: string;
  group?: RecipientGroup;
  sender?: Person;
  company?: string;
  role?: string;
  years?: string;
  field?: string;
  product?: string;
  /** What the product is, in the sender's words: "our social media scheduling tool". */
  productInfo?: string;
  /** What the product does: "saves teams 10 hours a week". */
  benefit?: string;
  reference?: Reference;
  course?: string;
  date?: DatePhrase;
  deadline?: DatePhrase;
  time?: string;
  amounts: Amount[];
  percent?: string;
  code?: string;
  offer?: string;
  /** What the email is about: "the Q3 budget", "joining your research lab". */
  topic?: string;
  /** What prompted a thank-you, congratulation, apology or get-well note. */
  occasion?: string;
  /** A clause to follow "because": "two suppliers haven't sent their data". */
  reason?: string;
  /** "of a medical appointment" — a reason that follows "because" as a noun phrase. */
  reasonNoun?: string;
  /** The problem, as a sentence: "The wireless earbuds arrived with a broken charging case." */
  issue?: string;
  /** What the recipient is asked to do: "fix the leaking kitchen faucet in apartment 4B". */
  task?: string;
  /** What the sender did: "I led the client migration project". */
  achievement?: string;
  /** Items the visitor listed after a colon. */
  points: string[];
  /** Sentences the visitor asked to include ("mention that ..."). */
  extras: string[];
  /** What is being requested, as a noun phrase: "a copy of my medical records". */
  request?: string;
  /** Something the visitor wants covered in particular: "whether it supports SSO". */
  detail?: string;
  /** "30-minute", "quick": how long a meeting or call should be. */
  duration?: string;
  /** How long since the sender and recipient spoke: "in five years", "since college". */
  lastContact?: string;
  /** What the sender proposes doing together: "catching up over coffee". */
  suggestion?: string;
  /** "two weeks'" in "two weeks' notice". */
  notice?: string;
  /** The programme an application is for: "master's program". */
  program?: string;
  /** What an announcement or reminder says: "the office will be closed on Monday". */
  statement?: string;
  /** A yes/no question to put: "whether a two-bedroom unit is available". */
  question?: string;
  /** Why the sender needs something: "I can share them with my new doctor". */
  purpose?: string;
  /** What the sender commits to: "the final version by Thursday". */
  promise?: string;
  /** The remedy a customer wants: "compensation", "a replacement". */
  remedy?: string;
  /** What the recipient is invited to: "a backyard barbecue". */
  event?: string;
  /** Where a review should go, or where the sender found the recipient: "Google", "LinkedIn". */
  platform?: string;
  /** A third person: the one introduced, or the child a parent writes about. */
  other?: string;
  /** How late a payment will be: "5 days" in "the rent will be 5 days late". */
  lateBy?: string;
  /** What money owed was for: "the electricity bill" in "owes me $45 for the electricity bill". */
  expense?: string;
  /** What went wrong with an order: it never came, or it came damaged or wrong. */
  orderProblem?: 'undelivered' | 'damaged' | 'incorrect';
  /** When an order should have come: "last week" in "it was supposed to come last week". */
  expected?: string;
  /** What the sender asks leave to do: "skip practice on Thursday" in "ask if I can skip practice on Thursday". */
  permission?: string;
  /** The booking in question: "dentist appointment", "checkup". */
  appointment?: string;
  /** What the sender is sorry for, as a clause: "I forgot to call you back". */
  regret?: string;
  /** What a greeting celebrates: "birthday", "anniversary", "New Year". */
  celebration?: string;
}

export interface Amount {
  value: string;
  /** A few words before the amount, to tell an offer from a target. */
  cue: string;
}

export function emptyFacts(): Facts {
  return { amounts: [], points: [], extras: [] };
}

// --- vocabulary ------------------------------------------------------------------------------

const WEEKDAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const MONTH =
  '(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan\\.?|Feb\\.?|Mar\\.?|Apr\\.?|Jun\\.?|Jul\\.?|Aug\\.?|Sept?\\.?|Oct\\.?|Nov\\.?|Dec\\.?)';
const ORDINAL = '\\d{1,2}(?:st|nd|rd|th)?';
const MONTH_DAY = `(?:${MONTH} ${ORDINAL}(?:,? \\d{4})?|${ORDINAL} (?:of )?${MONTH}(?:,? \\d{4})?)`;
const NUMERIC_DATE = '(?:\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?|\\d{4}-\\d{2}-\\d{2})';
const WEEKDAY_DATE = `(?:(?:this|next|coming|this coming) )?${WEEKDAY}(?:,? (?:${MONTH_DAY}|the ${ORDINAL}))?`;
const RELATIVE_DATE =
  '(?:today|tomorrow(?: morning| afternoon| evening)?|tonight|this weekend|next weekend|next week|next month|this week|this month|(?:the )?end of (?:the|this|next) (?:day|week|month|quarter|year))';
const SINGLE_DATE = `(?:${WEEKDAY_DATE}|${MONTH_DAY}|${NUMERIC_DATE}|${RELATIVE_DATE})`;
const DATE_RANGE = `(?:${SINGLE_DATE}(?:\\s?(?:to|through|until|till|-|–)\\s?(?:${SINGLE_DATE}|${ORDINAL}))?)`;
const TIME = '(?:\\d{1,2}(?::\\d{2})?\\s?(?:am|pm|a\\.m\\.|p\\.m\\.)(?: [A-Z]{2,4}\\b)?|noon|midday)';

const TITLE = '(?:Dr|Prof|Mr|Mrs|Ms|Mx|Miss|Professor|Dean|Coach|Rev)\\.?';
const NAME_TOKEN = "(?:[A-Z][a-zA-Z'’-]*[a-zA-Z]|[A-Z]\\.|[A-Z])";
const BLANK = '\\[[^\\]\\n]{1,40}\\]';
const PROPER = `(?:(?:${TITLE} )?${BLANK}|(?:${TITLE} )?${NAME_TOKEN}(?:(?: (?:&|and|of|de|da|van|von|del|la|le))? ${NAME_TOKEN}){0,4})`;

const RELATION_WORDS = [
  'teaching assistant', 'property manager', 'hiring manager', 'team lead', 'academic advisor', 'best friend',
  'friend', 'colleague', 'coworker', 'co-worker', 'manager', 'boss', 'supervisor', 'mentor', 'professor',
  'teacher', 'tutor', 'aunt', 'uncle', 'mom', 'mother', 'dad', 'father', 'sister', 'brother', 'cousin',
  'grandma', 'grandmother', 'grandpa', 'grandfather', 'neighbor', 'neighbour', 'landlord', 'landlady',
  'client', 'customer', 'teammate', 'roommate', 'partner', 'recruiter', 'advisor', 'adviser', 'TA',
  'classmate', 'contact', 'coach', 'doctor', 'director', 'founder', 'CEO', 'vendor', 'supplier', 'employee',
  'intern', 'host', 'wife', 'husband', 'son', 'daughter', 'nephew', 'niece', 'engineer', 'designer',
  'boyfriend', 'girlfriend', 'fiancé', 'fiance', 'fiancée', 'fiancee', 'ex', 'stepmom', 'stepdad', 'in-laws', 'mother-in-law', 'father-in-law',
  'housemate', 'flatmate',
  'lead', 'dean', 'principal', 'counselor', 'counsellor', 'agent', 'editor', 'investor', 'candidate', 'instructor', 'trainer',
];
const RELATION_MODIFIERS =
  '(?:(?:former|old|new|dear|best|college|high school|future|potential|current|happy|loyal|senior|junior|direct|previous|favorite|longtime|long-time|marketing|sales|finance|engineering|product|account|regional|department|lab|course|school|piano|guitar|swim|soccer|football|basketball|tennis|math|maths|music|dance|driving|upstairs|downstairs|next-door|next door)\\s+)*';
const RELATION = `(?:${RELATION_WORDS.sort((a, b) => b.length - a.length).join('|')})`;

const ORG_SUFFIX = new Set(
  ('inc inc. corp corp. corporation co co. company llc ltd ltd. limited group labs lab airlines airline airways ' +
    'bank health healthcare apartments realty coffee shelter media studio studios systems solutions technologies ' +
    'tech logistics store stores hotel hotels insurance university college school academy clinic hospital gym ' +
    'fitness telecom energy foods motors partners capital consulting agency services analytics software ' +
    'network networks pharmacy bakery restaurant cafe café market supermarket foundation institute association ' +
    'council department office industries enterprises holdings ventures digital marketing design designs ' +
    'security electric electronics retail outlet outfitters home homes properties property management rentals ' +
    'travel tours club league press publishing books library museum center centre cloud ai finance ' +
    'financial credit union mobile wireless communications express shipping delivery logistics works').split(' '),
);

const NOT_NAMES = new Set([
  'I', 'Write', 'Email', 'E-mail', 'Draft', 'Compose', 'Create', 'Send', 'Ask', 'Request', 'Thank', 'Please',
  'Help', 'Reply', 'Respond', 'Tell', 'Invite', 'Remind', 'Congratulate', 'Apologize', 'Apologise', 'Follow',
  'Propose', 'Announce', 'Introduce', 'Negotiate', 'Cancel', 'Complain', 'Inquire', 'Enquire', 'Let', 'Wish',
  'Reach', 'My', 'The', 'A', 'An', 'Our', 'Your', 'Their', 'His', 'Her', 'Hi', 'Hello', 'Dear', 'Hey', 'Also',
  'Make', 'Add', 'Change', 'Mention', 'Include', 'Sorry', 'Thanks', 'Yes', 'No', 'OK', 'Okay', 'It', 'This',
  'That', 'We', 'They', 'She', 'He', 'You', 'Writing', 'Looking', 'Not', 'So', 'Very', 'Happy', 'Excited',
  'Interested', 'Sure', 'Just', 'Now', 'Then', 'Here', 'There', 'Re', 'Subject', 'Urgent', 'ASAP',
  // Holidays follow "to" like names do ("invite my family to Thanksgiving dinner").
  'Thanksgiving', 'Christmas', 'Easter', 'Halloween', 'Diwali', 'Hanukkah', 'Passover', 'Eid',
]);

/** Cue words match at a sentence start too, while names still need their capital. */
function cues(words: readonly string[]): string {
  return `(?:${words.map((word) => `[${word.charAt(0).toUpperCase()}${word.charAt(0)}]${word.slice(1)}`).join('|')})`;
}

const BLANK_PERSON = /name|recipient|interviewer|person|contact|manager|professor|teacher|landlord|client|customer|friend/i;
const BLANK_ORG = /company|business|organi[sz]ation|store|shop|service|brand|employer|provider|school|university|firm|bank/i;

const WEEKDAY_OR_MONTH = new RegExp(`^(?:${WEEKDAY}|${MONTH})$`);

// --- public API ------------------------------------------------------------------------------

/** Extracts every fact it can recognise; what it cannot find stays undefined. */
export function extractFacts(raw: string): Facts {
  const text = normalise(raw);
  const facts = emptyFacts();
  const sender = findSender(text);
  if (sender) facts.sender = sender;
  const group = findGroup(text);
  if (group) facts.group = group;
  const recipient = findRecipient(text, sender);
  if (recipient.person) facts.recipient = recipient.person;
  if (recipient.relation) facts.relation = recipient.relation;
  // "Tell my coach I'm quitting the team": the team is what the email is about, the coach is the reader.
  if (facts.group === 'team' && facts.relation && !ADDRESSED_TEAM.test(text)) delete facts.group;
  const company = recipient.org ?? findCompany(text, facts);
  if (company) facts.company = company;
  assign(facts, 'role', findRole(text));
  const experience = findExperience(text);
  assign(facts, 'years', experience.years);
  assign(facts, 'field', experience.field);
  assign(facts, 'reference', findReference(text));
  assign(facts, 'course', findCourse(text));
  const dates = findDates(text);
  assign(facts, 'date', dates.date);
  assign(facts, 'deadline', dates.deadline);
  assign(facts, 'time', dates.time);
  facts.amounts = findAmounts(text);
  assign(facts, 'percent', /\b\d+(?:\.\d+)?%/.exec(text)?.[0]);
  assign(facts, 'code', /\b(?:code|coupon|promo code|discount code|voucher)\s+["'“]?([A-Z0-9]{3,}[A-Z0-9-]*)/.exec(text)?.[1]);
  assign(facts, 'offer', findOffer(text));
  assign(facts, 'request', findRequest(text));
  assign(facts, 'detail', new RegExp(`\\b(?:including|especially|specifically|in particular)\\s+(${BLANK}|[^.;!?]+)`, 'i').exec(text)?.[1]?.trim());
  const product = findProduct(text);
  assign(facts, 'product', product.name);
  assign(facts, 'productInfo', product.info);
  assign(facts, 'benefit', product.benefit);
  assign(facts, 'duration', new RegExp(`(?<![\\w\\]])(\\d+[- ](?:minute|min|hour|day|week)|(?:one|two|three|four|five|six|ten|fifteen|thirty)[- ](?:minute|hour|day|week)|half-hour|an? hour-long|${BLANK})\\s+(?:meeting|call|chat|conversation|session|demo|extension)`, 'i').exec(text)?.[1]?.replace(/ (?=minute|hour|min)/, '-'));
  assign(facts, 'lastContact', new RegExp(`\\b(?:haven't|have not|hasn't|didn't) (?:talked|spoken|seen each other|seen|caught up|been in touch|heard from)(?: to| with| from)?(?: each other| them| him| her)?\\s+((?:in|for) (?:over |almost |about |nearly )?[\\w-]+ (?:years?|months?|weeks?)|since (?:${BLANK}|.+?))${CLAUSE_END}`, 'i').exec(text)?.[1]);
  assign(facts, 'suggestion', new RegExp(`\\bsuggest(?:ing)?\\s+(?:that we\\s+)?(${BLANK}|.+?)${CLAUSE_END}`, 'i').exec(text)?.[1]?.trim());
  assign(facts, 'notice', /\b((?:one|two|three|four|\d+)[- ](?:weeks?|months?)['’]?s?|a month['’]s)\s+notice\b/i.exec(text)?.[1]);
  assign(facts, 'program', new RegExp(`\\bfor (?:my|the|a) ((?:${BLANK}|[A-Za-z'’-]+)(?: [A-Za-z'’-]+){0,3}?)\\s+applications?\\b`).exec(text)?.[1]);
  assign(facts, 'platform', /\bon (LinkedIn|Twitter|X|Instagram|Facebook|Slack|GitHub|Reddit|Yelp|Trustpilot|TripAdvisor|Google|Amazon|G2|Capterra|Etsy)\b/.exec(text)?.[1]);
  if (!facts.platform) assign(facts, 'platform', new RegExp(`\\breview\\b[^.]*?\\bon ((?:[A-Z][\\w.]*)(?: [A-Z][\\w.]*)?|${BLANK})`).exec(text)?.[1]);
  // Known before any words are turned to the recipient: "he" about a parent's son stays "he".
  assign(facts, 'other', findOther(text));
  const shift = (phrase: string | undefined) => (phrase ? pronounsToRecipient(phrase, facts) : undefined);
  assign(facts, 'topic', shift(stripDates(findTopic(text), dates.all)));
  assign(facts, 'occasion', shift(stripDates(findOccasion(text), [])));
  const celebrated = /\bhappy (birthday|anniversary|new year|holidays|mother's day|father's day|valentine's day|retirement|thanksgiving|hanukkah|diwali|eid|easter)\b|\bmerry (christmas)\b|\b(birthday|anniversary) (?:wish|message|card|email|note)/i.exec(text);
  const celebration = celebrated?.slice(1).find(Boolean)?.toLowerCase();
  if (celebration) facts.celebration = /^(?:birthday|anniversary|holidays|retirement)$/.test(celebration) ? celebration : celebration.replace(/\b[a-z]/g, (letter) => letter.toUpperCase()).replace(/'S\b/, "'s");
  assign(facts, 'regret', shift(new RegExp(`\\bsorry,? (?:that )?((?:I|I've|I'd|I'm|I was|we|we've|we're)\\b.+?)${CLAUSE_END}`).exec(text)?.[1]));
  const reason = findReason(text);
  assign(facts, 'reason', reason.clause);
  assign(facts, 'reasonNoun', reason.noun);
  assign(facts, 'issue', shift(findIssue(text)));
  assign(facts, 'orderProblem', findOrderProblem(text));
  assign(facts, 'expected', new RegExp(`\\b(?:(?:was |were )?supposed to (?:come|arrive|be (?:here|delivered))|should have (?:come|arrived|been delivered)|(?:was |were )?(?:due|expected|scheduled) to (?:arrive|come|be delivered))\\s+((?:last|on|by|this|in|over|two|three|a|about|more than|over a) [^.;!?,]*?)${CLAUSE_END}`, 'i').exec(text)?.[1]?.replace(/^(?:on|by)\s+/i, ''));
  assign(facts, 'lateBy', /\b((?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of|a|an extra) (?:days?|weeks?))\s+(?:late|behind|overdue)\b|\blate by ((?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of) (?:days?|weeks?))\b/i.exec(text)?.slice(1).find(Boolean));
  assign(facts, 'expense', shift(new RegExp(`\\b(?:owes?|owed|lent|loaned|fronted|covered|paid|spent|spotted|borrowed|pay (?:me )?back|paying (?:me )?back|reimburse)\\b[^.;!?]*?\\b(?:for|from) (?!(?:me|him|her|them|you|us|it|that|this)\\b)([a-z][^.;!?]*?)${CLAUSE_END}`, 'i').exec(text)?.[1]));
  assign(facts, 'expense', shift(/\b(?:his|her|their|your) (?:half|share|part|portion|cut) (?:of|for) ((?:the|my|our|your|this|last) [^.;!?,]+)/i.exec(text)?.[1]));
  assign(facts, 'permission', shift(new RegExp(`\\b(?:ask|asking|check|checking|see|find out|know)\\b[^.;!?]*?\\b(?:if|whether) (?:I|we) (?:can|could|may|might)\\s+(?:please\\s+)?(.+?)${CLAUSE_END}`, 'i').exec(text)?.[1]));
  assign(facts, 'appointment', /\b(?:my|an?|the|our)\s+((?:(?!(?:with|for|on|at|to)\b)[\w'-]+\s+){0,2}?(?:appointment|check-?up|cleaning|consultation|lesson|session))\b/i.exec(text)?.[1]?.toLowerCase());
  if (facts.offer) facts.offer = shift(facts.offer) ?? facts.offer;
  assign(facts, 'task', shift(findTask(text)));
  assign(facts, 'achievement', findAchievement(text));
  const introduction = findIntroduction(text);
  if (introduction) {
    if (introduction.to) facts.recipient = introduction.to;
    else if (facts.recipient?.full === introduction.introduced) delete facts.recipient;
  }
  // "my daughter's coach": the relation is the child's, and the parent writes to them.
  const childs = new RegExp(`\\bmy (?:son|daughter|child|kid|kids|children)'s\\s+${RELATION_MODIFIERS}(${RELATION})\\b`, 'i').exec(text)?.[1];
  if (childs && !facts.relation) facts.relation = childs.toLowerCase();
  // "enrollment for my son": the child is who the email is about, unless the email is to them.
  const child = /^my (son|daughter|child|kid)$/.exec(facts.other ?? '')?.[1];
  if (child && facts.relation === child && !facts.recipient && !new RegExp(`\\b(?:to|email|e-mail|message|text|tell|remind|ask|thank|invite|congratulate|wish|write to|apologi[sz]e to|let) my ${child}\\b(?!'s)`, 'i').test(text)) delete facts.relation;
  // A parent writing about their child is writing to the child's teacher.
  if (/^my (?:son|daughter|child|kid)$/.test(facts.other ?? '') && !facts.recipient && !facts.relation) facts.relation = 'teacher';
  assign(facts, 'statement', shift(new RegExp(`\\b(?:announce|reminder|(?:email|message|write to) (?:[\\w']+ ){1,3}|let (?:[\\w']+ ){1,3}know|inform (?:[\\w']+ ){1,3}|tell (?:[\\w']+ ){1,3}|remind (?:[\\w']+ ){1,3}|notify (?:[\\w']+ ){1,3})\\s*(?:to (?:[\\w']+ ){1,3})?that\\s+(.+?)(?=$|[.;!?]|,?\\s(?:because|since)\\s)`, 'i').exec(text)?.[1]));
  // "Tell my mom I got the job": the news follows the recipient with no "that".
  if (!facts.statement) {
    const told = new RegExp(`(?:\\b${cues(['tell', 'telling', 'let', 'inform', 'notify', 'warn'])}\\s+(?:(?!(?:how|what|why|when|where|about|to|that|if|whether|know|I|we)\\b)[\\w'-]+\\s+){1,3}?(?:know\\s+)?|\\bto say\\s+)((?:I|I'm|I'll|I've|I'd|we|we're|we'll|we've|my|our|the|his|her|their|it|it's|there|he|she|he's|she's|they|they're)\\b.+?)${CLAUSE_END}`).exec(text)?.[1];
    // "their dog barks all day": a present-tense verb counts as well as the usual ones.
    const verb = hasVerb(told ?? '') || (told ?? '').split(/\s+/).slice(1, 4).some((word) => /'(?:ll|s|re|ve|d|m)$|^(?:be|will|can|could|would|should|must|can't|won't|didn't|doesn't|don't)$|\w(?:s|ed|ing)$/.test(word));
    if (told && verb && told.split(/\s+/).length >= 3) facts.statement = shift(told);
  }
  if (!facts.statement) {
    const delayed = /\b((?:the|our|my|your) (?:(?!(?:the|our|my|your) )[\w -]){2,40}? (?:will be|is|has been|are|have been|was) (?:delayed|postponed|pushed back|running late|running behind|behind schedule)\b[^.;!?]*)/i.exec(text)?.[1];
    if (delayed) facts.statement = shift(delayed.replace(/\s*,?\s*and\s+(?:apologi[sz]e|offer|propose|suggest|ask)\b.*$/i, ''));
  }
  if (!facts.request) assign(facts, 'request', shift(findAskedFor(text)));
  assign(facts, 'question', shift(new RegExp(`\\b${cues(['ask', 'asking', 'find out', 'know', 'inquire', 'enquire', 'wondering', 'check'])}\\s+(?:[A-Z][\\w.]*\\s+){0,3}(?:(?:the|my|our|a|an)\\s+)?(?:[a-z']+\\s+){0,2}?((?:whether|if)\\s+(?!I\\b).+?|(?:when|why|how|what|where)\\s+(?:the|my|our|your|his|her|their|she|he|they|it|you|we)\\b.+?|(?:what time|how long|how much|how many|how often)\\s+.+?)${CLAUSE_END}`).exec(text)?.[1]));
  assign(facts, 'purpose', new RegExp(`\\bso (?:that )?((?:I|we) can .+?)${CLAUSE_END}`, 'i').exec(text)?.[1]);
  assign(facts, 'promise', new RegExp(`\\bpromis(?:e|ing) (?:to )?(?:deliver |send |have |get )?(.+?)${CLAUSE_END}`, 'i').exec(text)?.[1]);
  assign(facts, 'remedy', /\b(?:ask(?:ing)? for|request(?:ing)?|want|demand(?:ing)?|seek(?:ing)?|get)\s+(?:a |an |some )?((?:full |partial )?(?:compensation|refund|replacement|repair|credit|discount|apology|voucher|exchange|reimbursement))\b/i.exec(text)?.[1]);
  const event = new RegExp(`\\binvit\\w*\\s+(?:[\\w']+\\s+){0,3}?(?:to|over for|round for|for)\\s+((?:coffee|drinks|dinner|lunch|brunch|tea)\\b.*?|(?:a|an|our|my|the|this)\\s.+?|(?:Thanksgiving|Christmas|Easter|New Year's|Halloween|Diwali|Hanukkah|Passover|Eid)\\b.+?)${CLAUSE_END}`, 'i').exec(text)?.[1];
  if (event) {
    const trimmed = stripDates(event.replace(new RegExp(`,?\\s*at ${TIME}`, 'i'), ''), dates.all);
    if (trimmed) facts.event = trimmed;
  }
  // "I can't make it to her birthday party", "cancel dinner with my friend": plans being called off.
  const missed = !facts.event ? new RegExp(`\\b(?:(?:can't|cannot|can not|won't|will not|unable to|not able to|won't be able to|will not be able to|not going to) (?:make it|come|go|be there)(?: to| for)?|(?:have to |need to |must )?(?:cancel|bail on|back out of|skip)(?: on)?)\\s+((?:the|our|your|my|his|her|their|this|tonight's|tomorrow's)\\s(?:(?!with\\b|on\\b|at\\b|because\\b|this\\b|next\\b)[\\w'-]+\\s?){1,4}|(?:dinner|lunch|brunch|drinks|coffee|breakfast|movie night|game night|the movies|plans|practice|rehearsal|Christmas|Thanksgiving|Easter|Hanukkah|Diwali|Eid|Passover|New Year's)\\b)`, 'i').exec(text)?.[1] : undefined;
  if (missed) {
    const trimmed = stripDates(missed.trim(), dates.all);
    if (trimmed && !/\b(?:subscription|membership|account|plan|policy|order|contract|appointment|booking|reservation|flight|meeting|call|interview|class|lecture|payment|service)\b/i.test(trimmed)) {
      facts.event = shift(trimmed) ?? trimmed;
    }
  }
  facts.points = findPoints(text);
  facts.extras = findExtras(text).map((extra) => pronounsToRecipient(extra, facts));
  return boundFacts(facts);
}

/**
 * Facts stated as corrections in a follow-up ("her name is Priya", "the meeting is on Friday"):
 * the ordinary extraction plus statements that only make sense about an existing draft.
 */
export function extractFactUpdates(raw: string): Facts {
  const text = normalise(raw);
  const facts = extractFacts(text);
  const name = (pattern: RegExp) => {
    const match = pattern.exec(text);
    return match?.[1] ? toPerson(cleanProper(match[1])) : undefined;
  };
  const recipient =
    name(new RegExp(`\\b(?:his|her|their|the recipient['’]?s?|the recipient|recipient|the person['’]s|the (?:${RELATION})['’]s) name(?: is|['’]s)(?: actually| really| now)? (${PROPER})`)) ??
    name(new RegExp(`\\b(?:change|switch|update) (?:the )?(?:name|recipient|greeting)(?: name)? to (${PROPER})`)) ??
    name(new RegExp(`\\b(?:send|address|write) it to (${PROPER})`)) ??
    name(new RegExp(`\\b(?:the recipient is|it['’]s (?:for|to)|it is (?:for|to)) (${PROPER})`));
  if (recipient && !isOrg(recipient.full)) facts.recipient = recipient;
  const sender = name(new RegExp(`\\b(?:sign(?:ed)?(?: it| off| the emails?)?(?: as| with)?|my name['’]?s|my name is|I['’]m|I am|this is|it['’]s from|from) (${PROPER})\\s*[.!]?$`));
  if (sender) facts.sender = sender;
  const company = /\b(?:the )?(?:company|organi[sz]ation|firm|business|employer|store|shop)(?: name)? is (?:called )?([^,.;!?]+)/i.exec(text)?.[1];
  if (company) facts.company = cleanProper(company.trim());
  const role = /\b(?:the )?(?:role|position|job(?: title)?|title) is (?:for )?(?:an? |the )?([^,.;!?]+?)(?: role| position)?(?:[,.;!?]|$)/i.exec(text)?.[1];
  if (role) facts.role = role.trim();
  const product = /\b(?:the )?(?:product|tool|app|service|platform)(?: name)? is (?:called )?([^,.;!?]+)/i.exec(text)?.[1];
  if (product) facts.product = product.trim();
  const eventDate = new RegExp(`\\b(?:the |our )?(?:meeting|call|interview|event|party|appointment|date|dinner|webinar|launch|it)(?: is|['’]s| will be)(?: now)? (?:on |at |for )?(${DATE_RANGE})`, 'i').exec(text)?.[1];
  if (eventDate) facts.date = datePhrase(eventDate, 'on');
  const deadline = new RegExp(`\\b(?:the )?(?:deadline|due date)(?: is|['’]s| will be)(?: now)? (?:on |by )?(${DATE_RANGE})`, 'i').exec(text)?.[1];
  if (deadline) facts.deadline = datePhrase(deadline, 'by');
  return facts;
}

/** Later facts win; lists are replaced only when the update has some. */
export function mergeFacts(base: Facts, update: Facts): Facts {
  const merged: Facts = { ...base, amounts: base.amounts, points: base.points, extras: base.extras };
  for (const [key, value] of Object.entries(update) as Array<[keyof Facts, Facts[keyof Facts]]>) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (key === 'extras') merged.extras = [...base.extras, ...(value as string[]).filter((e) => !base.extras.includes(e))];
      else if (value.length > 0) (merged as unknown as Record<string, unknown>)[key] = value;
      continue;
    }
    (merged as unknown as Record<string, unknown>)[key] = value;
  }
  // A new recipient makes an old relation-only placeholder meaningless but keeps the relation.
  return merged;
}

/** Every bracketed blank left in a text. */
export function blanksIn(text: string): string[] {
  return [...new Set(text.match(new RegExp(BLANK, 'g')) ?? [])];
}

// --- helpers ---------------------------------------------------------------------------------

const MAX_CLAUSE_WORDS = 20;
const MAX_NAME_WORDS = 6;
const MAX_POINTS = 6;
const MAX_EXTRAS = 3;

/**
 * A fact is quoted into an email of 60-180 words, so a runaway clause is cut at a natural break
 * or dropped (leaving its placeholder) rather than swamping the draft.
 */
function boundClause(value: string | undefined, maxWords = MAX_CLAUSE_WORDS): string | undefined {
  if (value === undefined) return undefined;
  const words = value.split(/\s+/);
  if (words.length <= maxWords) return value;
  const head = words.slice(0, maxWords).join(' ');
  const cut = /^(.{12,}?)(?:,\s| and | but | so | which | who )/.exec(head)?.[1];
  return cut && cut.split(/\s+/).length >= 3 ? cut : undefined;
}

function boundFacts(facts: Facts): Facts {
  const clauses: Array<keyof Facts> = [
    'topic', 'occasion', 'reason', 'reasonNoun', 'issue', 'task', 'achievement', 'statement', 'question', 'purpose',
    'promise', 'offer', 'event', 'request', 'detail', 'benefit', 'productInfo', 'suggestion', 'lastContact', 'field', 'role', 'program',
    'permission', 'expense', 'expected', 'appointment', 'regret',
  ];
  const record = facts as unknown as Record<string, unknown>;
  for (const key of clauses) {
    const value = record[key];
    if (typeof value !== 'string') continue;
    const bounded = boundClause(value);
    if (bounded === undefined) delete record[key];
    else record[key] = bounded;
  }
  for (const key of ['company', 'product', 'other', 'platform', 'course'] as const) {
    const value = facts[key];
    if (value !== undefined && value.split(/\s+/).length > MAX_NAME_WORDS) delete facts[key];
  }
  facts.points = facts.points.flatMap((point) => boundClause(point) ?? []).slice(0, MAX_POINTS);
  facts.extras = facts.extras.flatMap((extra) => boundClause(extra, 25) ?? []).slice(0, MAX_EXTRAS);
  return facts;
}

function assign<K extends keyof Facts>(facts: Facts, key: K, value: Facts[K] | undefined): void {
  if (value !== undefined && value !== '') facts[key] = value;
}

function normalise(raw: string): string {
  return raw.replace(/[\u2018\u2019]/g, "'").replace(/[\u201C\u201D]/g, '"').replace(/\s+/g, ' ').trim();
}

function cleanProper(raw: string): string {
  let words = raw.trim().replace(/['’]s$/, '').replace(/[,.;:!?]+$/, (m) => (/\.$/.test(m) && /\b[A-Z]$/.test(raw.trim().slice(0, -1)) ? '.' : '')).split(' ');
  while (words.length > 1 && (WEEKDAY_OR_MONTH.test(words[words.length - 1] ?? '') || /^(?:and|of|&)$/.test(words[words.length - 1] ?? '') || NOT_NAMES.has(words[words.length - 1] ?? ''))) words = words.slice(0, -1);
  if (words.length > 1 && /^the$/i.test(words[0] ?? '')) words = words.slice(1);
  return words.join(' ');
}

export function isOrg(name: string): boolean {
  if (name.startsWith('[')) return BLANK_ORG.test(name) && !BLANK_PERSON.test(name);
  const words = name.split(' ');
  if (words.some((word) => ORG_SUFFIX.has(word.toLowerCase()))) return true;
  if (name.includes('&')) return true;
  return words.length === 1 && /^[A-Z]{2,}[a-z]*$/.test(name) && !/^(?:TA|HR)$/.test(name) ? true : /[a-z][A-Z]/.test(name);
}

function toPerson(name: string): Person {
  if (name.startsWith('[')) return { full: name, short: name };
  const title = new RegExp(`^(${TITLE}) (.+)$`).exec(name);
  if (title?.[1] && title[2]) {
    const rest = title[2].startsWith('[') ? [title[2]] : title[2].split(' ');
    const surname = rest[rest.length - 1] ?? title[2];
    const prefix = /^Prof\.?$/.test(title[1]) ? 'Professor' : title[1];
    const formal = `${prefix} ${surname}`;
    const gender = /^(?:Mrs|Ms|Miss)\.?$/.test(title[1]) ? 'female' : /^Mr\.?$/.test(title[1]) ? 'male' : undefined;
    return gender ? { full: formal, short: formal, gender } : { full: formal, short: formal };
  }
  const first = name.split(' ')[0] ?? name;
  return { full: name, short: first };
}

function isNameCandidate(name: string): boolean {
  if (name === '') return false;
  if (name.startsWith('[')) return BLANK_PERSON.test(name) || BLANK_ORG.test(name);
  const first = name.split(' ')[0] ?? '';
  // "I'll", "I'm": the visitor speaking, never a name.
  return !NOT_NAMES.has(first) && !WEEKDAY_OR_MONTH.test(first) && !/^\d/.test(first) && !/^I['’]/.test(first);
}

function findSender(text: string): Person | undefined {
  const patterns = [
    new RegExp(`\\b${cues(['my name'])}(?: is|['’]s) (${PROPER})`),
    new RegExp(`\\b(?:I['’]m|I am) (${PROPER})(?=[,.;!?]|$| and\\b| from\\b| at\\b| a\\b| an\\b| the\\b)`),
    new RegExp(`\\b${cues(['sign', 'signed'])}(?: it| off| the email)?(?: as| with)? (${PROPER})`),
    new RegExp(`\\b${cues(['this is', 'it’s from', "it's from"])} (${PROPER})`),
    new RegExp(`(?:\\bfrom|[-—–]) (${PROPER})\\s*[.!]?$`),
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (!match?.[1]) continue;
    const name = cleanProper(match[1]);
    if (!isNameCandidate(name) || isOrg(name) || new RegExp(`^${TITLE}`).test(name) && pattern === patterns[4]) continue;
    return toPerson(name);
  }
  return undefined;
}

/** "email my team", "thank the whole department": the team is who reads the email. */
const ADDRESSED_TEAM = /\b(?:to|email|e-mail|send|tell|inform|update|invite|remind|thank|message|notify) (?:all )?(?:my|our|the) (?:whole |entire )?(?:team|department|staff)\b/i;

const GROUPS: ReadonlyArray<readonly [RegExp, RecipientGroup]> = [
  [/\b(?:whole|entire) (?:company|office|organi[sz]ation|staff|school)\b|\b(?:all|every) (?:staff|employees|colleagues|coworkers|co-workers)\b|\beveryone at (?:work|the office)\b/i, 'everyone'],
  [/\b(?:my|our) (?:coworkers|co-workers|colleagues|workmates)\b/i, 'everyone'],
  [/\b(?:hiring|interview) (?:panel|committee|team)\b/i, 'panel'],
  [ADDRESSED_TEAM, 'team'],
  [/\b(?:my|our|the) (?:whole |entire )?team\b(?! (?:lead|leader|member|manager))/i, 'team'],
  [/\bthe support team\b|\bcustomer (?:support|service)(?: team)?\b/i, 'support'],
  [/\bprospects\b|\bpotential (?:customers|clients|buyers)\b|\bleads\b/i, 'prospects'],
  [/\b(?:existing|current|past|former|loyal|our|all|lapsed|inactive) (?:customers|subscribers|users|members)\b|\bcustomers who\b|\bsubscribers\b/i, 'customers'],
  [/\b(?:my|our|the) clients\b/i, 'clients'],
  [/\b(?:my|our|the) neighbou?rs\b/i, 'neighbors'],
  [/\b(?:my|our) (?:mom and dad|mum and dad|parents)\b/i, 'home'],
  [/\b(?:the |all )?parents\b/i, 'parents'],
  [/\b(?:my|our|the) (?:students|class)\b/i, 'students'],
  [/\b(?:my|our) (?:friends|old friends)\b/i, 'friends'],
  [/\b(?:my|our) (?:roommates|housemates|flatmates)\b/i, 'housemates'],
  [/\b(?:my|our) (?:family|relatives)\b/i, 'family'],
  [/\b(?:the|our|my) guests\b/i, 'guests'],
];

function findGroup(text: string): RecipientGroup | undefined {
  return GROUPS.find(([pattern]) => pattern.test(text))?.[1];
}

interface RecipientMatch { person?: Person; relation?: string; org?: string }

function findRecipient(text: string, sender: Person | undefined): RecipientMatch {
  const result: RecipientMatch = {};
  const relationMatch = new RegExp(`\\b${cues(['my', 'our', 'the', 'a', 'an', 'his', 'her', 'their'])}\\s+${RELATION_MODIFIERS}(${RELATION})\\b(?!['’]s|\\s+(?:role|position|job|opening))`).exec(text);
  const relation = relationMatch?.[1]?.toLowerCase();
  const patterns = [
    // "my manager Tom", "a customer named James", "my former supervisor, Dr. Maria Lopez,"
    new RegExp(`\\b${cues(['my', 'our', 'the', 'a', 'an', 'his', 'her', 'their'])}\\s+${RELATION_MODIFIERS}(?:${RELATION})(?:['’]s \\w+)?(?:,| named| called)?\\s+(${PROPER})`),
    new RegExp(`\\b(?:Dear|Hi|Hello|Hey)\\s+(${PROPER})`),
    new RegExp(`\\b${cues(['to', 'email', 'e-mail', 'emailing', 'message', 'thank', 'thanking', 'congratulate', 'congratulating', 'invite', 'inviting', 'remind', 'reminding', 'ask', 'asking', 'tell', 'telling', 'contact', 'wish', 'ping', 'nudge', 'call', 'reply to', 'respond to', 'write to', 'reconnect with', 'catch up with', 'connect with', 'follow up with', 'following up with', 'reach out to', 'meet with', 'meeting with', 'call with', 'introduce myself to', 'apologize to', 'apologise to', 'text', 'update', 'inform', 'notify'])}\\s+(?:the )?(${PROPER})`),
    new RegExp(`(${TITLE} ${NAME_TOKEN}(?: ${NAME_TOKEN})?)`),
  ];
  for (const cue of patterns) {
    const global = new RegExp(cue.source, cue.flags.includes('g') ? cue.flags : `${cue.flags}g`);
    for (const match of text.matchAll(global)) {
      const captured = match[1];
      if (!captured) continue;
      const name = cleanProper(captured);
      if (!isNameCandidate(name)) continue;
      if (sender && (name === sender.full || name === sender.short)) continue;
      if (/^[a-z]/.test(captured) && !captured.startsWith('[')) continue;
      // "complain to Comcast": whoever receives a complaint is an organisation.
      const prefix = text.slice(0, (match.index ?? 0) + match[0].length - captured.length);
      // "moving to Denver", "flying to Paris": a place, not the reader.
      if (/\b(?:mov\w*|go|going|goes|went|travel\w*|fly\w*|flew|relocat\w*|trip|back|return\w*|way|head\w*|driv\w*|drove|visit\w*|welcome\w*) to\s+$/i.test(prefix)) continue;
      if (isOrg(name) || (/\bcomplain\w*\s+to\s+$|\bcomplaint\s+to\s+$/i.test(prefix) && !name.startsWith('['))) {
        result.org ??= name;
        continue;
      }
      result.person = toPerson(name);
      if (relation) result.relation = relation;
      return result;
    }
  }
  if (relation) result.relation = relation;
  return result;
}

function findCompany(text: string, facts: Facts): string | undefined {
  const patterns = [
    new RegExp(`\\b(?:company|organi[sz]ation|business|store|shop|brand) (?:called|named) (${PROPER})`, 'g'),
    new RegExp(`\\b(?:at|join|joining) (?:the )?(${PROPER})`, 'g'),
    new RegExp(`\\bmy (${PROPER})(?: gym| \\w+)? (?:membership|subscription|account|plan|order|booking|policy|card)\\b`, 'g'),
    new RegExp(`\\b(?:from|with|for|to|${cues(['ask', 'email', 'contact'])}) (?:the )?(${PROPER})`, 'g'),
  ];
  const names = new Set([facts.recipient?.full, facts.recipient?.short, facts.sender?.full, facts.sender?.short, facts.role]);
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const captured = match[1];
      if (!captured || /^[a-z]/.test(captured)) continue;
      const name = cleanProper(captured);
      if (!isNameCandidate(name) || names.has(name) || new RegExp(`^${TITLE}`).test(name)) continue;
      const cue = match[0].split(' ')[0] ?? '';
      // "with Priya", "for Sarah": people, unless the name looks like an organisation.
      if (/^(?:with|for|to|ask|email|contact)$/i.test(cue) && !isOrg(name)) continue;
      if (name.startsWith('[') && !BLANK_ORG.test(name)) continue;
      if (/^[A-Z]{2,5}$/.test(name) && /^(?:at|for)$/i.test(cue) && /\d/.test(text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 4))) continue;
      return name;
    }
  }
  return undefined;
}

function findRole(text: string): string | undefined {
  const bracket = new RegExp(`\\b(?:the|a|an|as)\\s+(${BLANK})\\s+(?:role|position|job|opening|internship)`).exec(text)?.[1];
  if (bracket) return bracket;
  const patterns = [
    /\b(?:for|apply(?:ing)? (?:for|to)|interview(?:ed|ing)? for|offer for|the)\s+(?:the |a |an |my )?((?:[A-Z][\w&/+-]*\.?\s+){0,4}[A-Z][\w&/+-]*)\s+(?:role|position|job|opening|internship|post|vacancy)\b/,
    /\b(?:for|the)\s+(?:the |a |an )?((?:[a-z][\w&/+-]*\s+){0,3}[a-z][\w&/+-]*)\s+(?:role|position|job|opening|internship|vacancy)\b(?!s)/,
    /\b(?:position|role|job) (?:of|as) (?:a |an |the )?([A-Za-z][\w &/+-]{2,40}?)(?=[,.;!?]|$| at | with | in | for )/,
    /\bas (?:a |an |the |their |your |our )(?:new )?((?:[a-z]+ ){0,2}(?:manager|engineer|designer|analyst|developer|assistant|coordinator|specialist|consultant|director|intern|representative|lead|officer|associate|administrator|scientist|writer|teacher|nurse))\b/i,
  ];
  for (const pattern of patterns) {
    const role = pattern.exec(text)?.[1]?.trim();
    if (!role) continue;
    if (/^(?:new|this|that|same|dream|first|current|previous|my|a|an|the|design|tech|summer|full|part|remote)$/i.test(role)) continue;
    if (/^(?:apply|interview|the)\b/i.test(role)) continue;
    return role.replace(/^(?:new|open)\s+/i, '');
  }
  return undefined;
}

function findExperience(text: string): { years?: string; field?: string } {
  const match = new RegExp(`(?<![\\w\\]])(\\d+\\+?|${BLANK}|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty)\\s+years?(?: of|['’])?\\s+(?:experience|work)(?:\\s+(?:in|as|with|on)\\s+(${BLANK}|[^,.;!?]+?))?(?=[,.;!?]|$| and | to | for | at | so | because )`, 'i').exec(text);
  if (!match) return {};
  const result: { years?: string; field?: string } = {};
  if (match[1]) result.years = match[1];
  if (match[2]) result.field = match[2].trim();
  return result;
}

const REFERENCE_KINDS = 'order|invoice|ticket|case|booking|reservation|account|confirmation|policy|claim|flight|tracking|reference|apartment|unit|room|suite|member(?:ship)?|transaction|receipt|subscription|request';

function findReference(text: string): Reference | undefined {
  const blank = new RegExp(`\\b(${REFERENCE_KINDS})(?: number| no\\.?| #| ID)?\\s*(${BLANK})`, 'i').exec(text);
  if (blank?.[1] && blank[2]) return { kind: blank[1].toLowerCase(), text: `${blank[1].toLowerCase()} ${blank[2]}` };
  const explicit = new RegExp(`\\b(${REFERENCE_KINDS})(?:\\s+(?:number|no\\.?|num\\.?|ID|code))?\\s*(?::|is)?\\s*(#\\s?[A-Z0-9][\\w-]*|[A-Z0-9-]*\\d[A-Z0-9-]*)\\b`, 'i').exec(text);
  if (explicit?.[1] && explicit[2] && /\d/.test(explicit[2])) {
    const kind = explicit[1].toLowerCase();
    return { kind, text: `${kind} ${explicit[2].replace(/\s+/g, '')}` };
  }
  const hash = /(?:^|\s)(#[A-Z0-9][\w-]*\d[\w-]*|#\d+)\b/i.exec(text);
  if (hash?.[1]) return { kind: 'order', text: `order ${hash[1]}` };
  return undefined;
}

function findCourse(text: string): string | undefined {
  const code = /\b([A-Z]{2,5}\s\d{3}[A-Z]?)\b/.exec(text)?.[1];
  if (code) return code;
  const named = /\b((?:[A-Z][a-z]+ ){0,2}[A-Z][a-z]+ \d{3}[A-Z]?)\b/.exec(text)?.[1];
  if (named && !WEEKDAY_OR_MONTH.test(named.split(' ')[0] ?? '')) return named.replace(/^(?:For|In|My|The)\s/, '');
  const blank = new RegExp(`\\b(?:course|class|miss|for|in)\\s+(\\[[^\\]]*(?:course|class)[^\\]]*\\])`).exec(text);
  return blank?.[1];
}

function datePhrase(text: string, preposition: 'on' | 'by'): DatePhrase {
  const bare = text.trim().replace(/^(?:the )?(end of)/i, 'the $1');
  if (/^(?:today|tomorrow|tonight|this|next|coming)\b/i.test(bare)) return { text: bare, phrase: preposition === 'by' ? `by ${bare}` : bare };
  if (/\b(?:to|through|until|till|-|–)\b|–|-/.test(bare) && new RegExp(`^${DATE_RANGE}$`).test(bare) && /\s(?:to|through|until|till)\s|\s?[-–]\s?\d/.test(bare)) {
    return { text: bare, phrase: `from ${bare.replace(/\s?[-–]\s?/, ' to ')}` };
  }
  if (/^the end of/i.test(bare)) return { text: bare, phrase: `${preposition === 'by' ? 'by' : 'at'} ${bare}` };
  return { text: bare, phrase: `${preposition} ${bare}` };
}

interface DateFinds { date?: DatePhrase; deadline?: DatePhrase; time?: string; all: string[] }

function findDates(text: string): DateFinds {
  const found: DateFinds = { all: [] };
  const blankDate = `\\[[^\\]]*(?:date|day|deadline|time|when)[^\\]]*\\]`;
  const pattern = new RegExp(`(\\b(?:by|before|until|till|no later than|due(?: on| by)?|deadline(?: is| of)?|on|for|from|to|starting|effective|ends?|last day(?: is| will be| on)?|will be|moves to|is)?\\s*)(?:\\b(${DATE_RANGE})|(${blankDate}))(?:,? at (${TIME}))?`, 'g');
  for (const match of text.matchAll(pattern)) {
    const value = match[2] ?? match[3];
    if (!value) continue;
    if (match[3] && !(match[1] ?? '').trim()) continue;
    const lead = `${text.slice(Math.max(0, (match.index ?? 0) - 24), match.index ?? 0)}${match[1] ?? ''}`;
    if (/^(?:this|next) (?:week|month)$/i.test(value) && !/\b(?:by|before|until|for|on|meet|meeting|call|chat|from|catch up|appointment|check-?up|doctor|dentist|away|visit)\s*$/i.test(lead)) continue;
    found.all.push(value);
    const time = match[4];
    if (time) found.time ??= time;
    const cue = (match[1] ?? '').trim().toLowerCase();
    const phraseFor = (prep: 'on' | 'by') => {
      const phrase = datePhrase(value, prep);
      return time ? { text: `${phrase.text} at ${time}`, phrase: `${phrase.phrase} at ${time}` } : phrase;
    };
    if (/^(?:by|before|until|till|no later than|due|deadline)/.test(cue)) found.deadline ??= phraseFor('by');
    else found.date ??= phraseFor('on');
  }
  const looseTime = new RegExp(`\\bat (${TIME})`, 'i').exec(text)?.[1];
  if (!found.time && looseTime) {
    found.time = looseTime;
    if (found.date) found.date = { text: `${found.date.text} at ${looseTime}`, phrase: `${found.date.phrase} at ${looseTime}` };
  }
  return found;
}

function findAmounts(text: string): Amount[] {
  const pattern = /(?:[$€£¥]\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|K|m|M|million|billion)\b)?|\b\d[\d,]*(?:\.\d+)?\s?(?:dollars|euros|pounds|USD|EUR|GBP|CAD|AUD)\b)/g;
  const amounts: Amount[] = [];
  for (const match of text.matchAll(pattern)) {
    const before = text.slice(0, match.index).split(/\s+/).slice(-5).join(' ').toLowerCase();
    amounts.push({ value: match[0].replace(/\s+/g, ' '), cue: before });
  }
  for (const match of text.matchAll(/\[[^\]]*\b(?:salary|amount|price|cost|fee|budget|rate|total|sum)\b[^\]]*\]/gi)) {
    const before = text.slice(0, match.index).split(/\s+/).slice(-5).join(' ').toLowerCase();
    amounts.push({ value: match[0], cue: `${before} ${match[0].toLowerCase()}` });
  }
  return amounts.sort((a, b) => text.indexOf(a.value) - text.indexOf(b.value));
}

function findOffer(text: string): string | undefined {
  const match = /\b(?<!job |my |the |their |an |this |counter[- ])offer(?:ing)?\s+(?:them |him |her |you |customers |everyone )?((?:a |an )?[^.;!?]*?(?:\d+%|[$€£]\s?\d|\bfree\b|\bcode\b|\bdiscount\b|\bmonth\b|\btrial\b)[^.;!?]*?)(?=$|[.;!?]| and (?!\d)| but )/i.exec(text);
  return match?.[1]?.trim().replace(/,$/, '');
}

function findProduct(text: string): { name?: string; info?: string; benefit?: string } {
  const result: { name?: string; info?: string; benefit?: string } = {};
  const kinds = '(?:tool|app|application|platform|product|service|software|solution|course|bakery|shop|store|agency|restaurant|cafe|studio|newsletter|podcast|program|plugin|extension|API|SaaS|CRM|device|line|collection|membership|feature|offering|book)';
  const info = new RegExp(`\\bour ((?:[\\w-]+ ){0,4}${kinds})\\b`, 'i').exec(text);
  if (info?.[1]) result.info = `our ${info[1]}`;
  const plan = new RegExp(`\\bmy ((?:${PROPER})(?: [\\w-]+)? (?:membership|subscription|account|plan|policy))\\b`).exec(text)?.[1];
  if (plan) result.name = plan;
  // "my gym membership": the plain kind of plan still names what is being cancelled.
  const plainPlan = /\bmy ((?:[a-z][\w-]+ ){1,2}(?:membership|subscription))\b/.exec(text)?.[1];
  if (!result.name && plainPlan && !/^(?:current|monthly|annual|yearly|old|free|paid|premium)\s/.test(plainPlan)) result.name = plainPlan;
  const reviewed = new RegExp(`\\breview of (${BLANK})`).exec(text)?.[1];
  if (reviewed) result.name = reviewed;
  const named =
    new RegExp(`\\b(?:pitching|promoting|promote|pitch|introducing|introduce|launching|launch|announce|announcing)\\s+(${PROPER})`).exec(text)?.[1] ??
    new RegExp(`\\b${kinds},? (?:called |named )?(${PROPER})`).exec(text)?.[1] ??
    new RegExp(`\\b(${PROPER}),? our\\b`).exec(text)?.[1];
  if (named && !result.name) {
    const name = cleanProper(named);
    if ((name.startsWith('[') || isNameCandidate(name)) && !/^(?:Our|My)$/.test(name)) result.name = name;
  }
  const benefit = new RegExp(`(?:\\b${kinds}(?:,? [A-Z][\\w-]*)?,? (?:that|which|to)|\\],? (?:that|which)) ((?:helps?|saves?|lets?|cuts?|makes?|reduces?|automates?|boosts?|increases?|gives?|turns?|keeps?|handles?|tracks?|finds?|brings?|improves?)\\b[^.;!?]*)`, 'i').exec(text);
  if (benefit?.[1]) result.benefit = benefit[1].trim().replace(/,$/, '').replace(/,?\s+and\s+(?:ask|request|propose|suggest|offer)\b.*$/i, '');
  return result;
}

const CLAUSE_END =
  "(?=$|[.;!?:]|,\\s|\\s(?:and|but|then|while)\\s(?:ask|tell|say|mention|let|offer|propose|promise|suggest|invite|include|reaffirm|confirm|explain|express|request|thank|apologi[sz]e|give|keep|make|note|add|highlight|emphasi[sz]e|remind|share|list|describe|provide|set|schedule|see|check|find|get|request|want|need|would)\\b|\\s(?:because|since|so that|as soon as|but|if|whether)\\b)";

function findTopic(text: string): string | undefined {
  // "about X" says what the email is about more reliably than any other cue, so it goes first.
  const match =
    new RegExp(`\\b(?:about|regarding|concerning|re:|to (?:discuss|talk about|go over|review|plan|catch up on)|on the topic of)\\s+(.+?)${CLAUSE_END}`, 'i').exec(text) ??
    new RegExp(`\\b(?:extension (?:on|for)|(?:quote|estimate|pricing)(?: from [^.,;]+?)? for|(?:partnership|collaboration|co-marketing|sponsorship)\\b[^.;]*?\\bfor|(?:replied|responded|gotten back to me|heard back) (?:to|about|on)|follow(?:ing)?[- ]?up on|check(?:ing)? in on|(?:feedback|thoughts|input|opinion) on)\\s+(.+?)${CLAUSE_END}`, 'i').exec(text) ??
    new RegExp(`\\bafter (?:the |our |my |a |an )?((?:demo|meeting|call|presentation|conversation|chat|event|session|workshop|webinar|pitch)\\b.*?)${CLAUSE_END}`, 'i').exec(text);
  if (match && /^after\b/i.test(match[0])) return `our ${match[1]?.trim() ?? ''}`.trim();
  // "feedback on my presentation from my manager": the trailing person is the recipient, not the topic.
  const topic = match?.[1]?.trim().replace(new RegExp(`\\s+(?:from|to|with|for) (?:my|our|the|a|an) ${RELATION_MODIFIERS}(?:${RELATION})\\b.*$`, 'i'), '');
  if (!topic || /^(?:it|this|that|the email)$/i.test(topic)) return undefined;
  return topic;
}

function findOccasion(text: string): string | undefined {
  const loss = /\b(?:whose|her|his|their)\s+((?:\w+\s)?\w+)\s+(?:passed away|died|passed)\b|\bloss of (?:her|his|their)\s+((?:\w+\s)?\w+)/i.exec(text);
  const lost = loss?.[1] ?? loss?.[2];
  if (lost) return `the loss of your ${lost}`;
  const match = new RegExp(`\\b(?:thank(?:s|ing)?|congratulat\\w*|apologi[sz]\\w*|sorry|recovery|get well|well wishes|celebrat\\w*)\\b(?:[^.;]*?)\\b(?:for|on|after|from)\\s+(.+?)${CLAUSE_END}`, 'i').exec(text);
  return match?.[2]?.trim() ?? match?.[1]?.trim();
}

function findReason(text: string): { clause?: string; noun?: string } {
  const blank = new RegExp(`\\bbecause\\s+(of\\s+)?(${BLANK})`).exec(text);
  if (blank?.[2]) return blank[1] ? { noun: blank[2] } : { clause: blank[2] };
  const match = new RegExp(`\\b(?:because|since)\\s+(of\\s+)?((?:I|I'm|I've|I'd|my|we|our|the|two|three|a|an|it|there|they|their|he|she|he's|she's|his|her|question|some|one|both|\\d)\\b.+?)(?=$|[.;!?]|,\\s(?:and|but|so)\\b|\\s(?:and|but|so)\\s(?:ask|I'd like|tell|say|mention|offer|propose|promise)\\b)`, 'i').exec(text);
  if (!match?.[2]) {
    // "miss school on Friday for a family trip": an occasion that explains an absence.
    const occasion = /\b(?:for|due to) ((?:a|an|my|our|his|her|their|the) (?:[\w']+ )?(?:trip|vacation|holiday|wedding|funeral|appointment|surgery|procedure|emergency))\b/i.exec(text)?.[1] ??
      /\b(?:with|due to) ((?:a|an|the) (?:(?:high|bad|nasty|stomach) )?(?:fever|cold|flu|cough|stomach bug|migraine|ear infection|sore throat|temperature))\b/i.exec(text)?.[1];
    if (occasion) return { noun: occasion };
    // "Cancel dinner tonight, I'm sick": a trailing clause that says why.
    const trailing = /,\s*(I'm (?:sick|ill|unwell|not feeling (?:well|great)|feeling (?:sick|ill|unwell)|under the weather)|I (?:have|got|caught|'ve got) (?:a |the )?(?:cold|flu|fever|covid|migraine|stomach bug)|something (?:has )?come up|something came up|something's come up)\s*[.!]?$/i.exec(text)?.[1];
    return trailing ? { clause: trailing } : {};
  }
  const body = match[2].trim();
  if (/^(?:soon|possible|well|a result|far as|long as)\b/i.test(body)) return {};
  return match[1] ? { noun: body } : { clause: body };
}

const ISSUE_WORDS =
  /\b(?:down|outage|arrived|came|broken|broke|damaged|wrong|missing|late|delayed|cancel(?:l)?ed|charged|double[- ]charged|never|stopped|defective|faulty|leak(?:s|ing)?|not working|isn't working|doesn't work|hasn't|haven't|without (?:notice|a response|any)|overcharged|lost|rude|dirty|cracked|open for)\b/i;

function findIssue(text: string): string | undefined {
  const clauses = text.split(/(?<=[.;!?:])\s+|,\s+(?=(?:the|my|our|his|her|their|it|and the|but)\b|\w+ing\b)|;\s*/);
  for (const clause of clauses) {
    if (!ISSUE_WORDS.test(clause)) continue;
    let sentence = clause.trim().replace(/[.;:!?]+$/, '');
    // Instruction wrappers ("Complain to X about", "ask them to") are the visitor's, not the email's.
    sentence = sentence.replace(/^(?:I (?:need|want|have|would like|'d like) to|please|can you|could you|help me)\s+/i, '');
    // "a refund for my shoes that arrived ..." keeps "my shoes" as the subject of the problem.
    const subject = ISSUE_SUBJECT.exec(sentence);
    if (subject?.[1] && subject[2] && collapsible(subject[2])) sentence = `${subject[1]} ${subject[2]}`;
    else sentence = sentence.replace(/^(?:write|ask|request|email|send|complain|reply|respond|follow up|draft|tell|let)\b.*?\b(?:about|that|because|since|regarding)\s+/i, '');
    sentence = sentence.replace(/\s+(?:and|so)\s+(?:ask|request|want|would like|need|offer|apologi[sz]e|promise|propose|suggest|tell|explain|mention|include|say)\b.*$/i, '');
    sentence = sentence.replace(/^(my|the|our|his|her|their) ([\w #-]+?) being /i, '$1 $2 was ');
    sentence = sentence.replace(/, which (has|is|was|have|were)\b/i, ' $1');
    if (INSTRUCTION.test(sentence)) {
      const inner = /\bwhose\s+(.+)$/i.exec(sentence);
      if (!inner?.[1]) continue;
      sentence = `their ${inner[1]}`;
    }
    if (sentence.split(' ').length < 3) continue;
    return issueClause(sentence);
  }
  return undefined;
}

/** A parcel that never came has nothing to photograph or send back; a damaged or wrong one does. */
function findOrderProblem(text: string): Facts['orderProblem'] {
  if (/\b(?:never (?:arrived|came|showed up|got here|turned up|was delivered|got delivered)|never (?:received|got) (?:it|them|my|the|our)|(?:hasn't|has not|haven't|have not|didn't|did not|still hasn't|still haven't|not yet) (?:arrived|come|shown up|turned up|been delivered|received (?:it|them|my|the|our))|(?:is|was|got|went) (?:lost|missing) in (?:the )?(?:mail|post|transit)|not (?:been )?delivered|marked (?:as )?delivered but)\b/i.test(text)) return 'undelivered';
  if (/\b(?:wrong|incorrect)\b|\bnot what I ordered\b|\bdifferent (?:item|size|colou?r|model|product)\b/i.test(text)) return 'incorrect';
  if (/\b(?:damaged|broken|broke|cracked|smashed|shattered|dented|torn|ripped|defective|faulty|scratched|leaking|stained|crushed)\b/i.test(text)) return 'damaged';
  return undefined;
}

const DETERMINER = '(?:my|the|our|his|her|their|a|an|this|these|those|your)';
/** "... about order #88213 that arrived broken": the noun phrase and what follows "that". */
const ISSUE_SUBJECT = new RegExp(
  `^(?:write|ask|request|email|send|complain|reply|respond|follow up|draft|tell|let)\\b.*?\\b(?:about|regarding|for|with|over|on)\\s+((?:${DETERMINER}\\s+)?(?:(?!\\b(?:because|since|and|but|to|so|that|which|who)\\b)[^,;]){1,40}?)\\s+(?:that|which|who)\\s+([a-z].*)$`,
  'i',
);
const AUXILIARY = /^(?:is|was|are|were|has|have|had|will|would|can|could|did|does|do)$/i;
const VERBISH =
  /^(?:is|was|are|were|has|have|had|been|did|does|do|will|would|can|could|keeps?|never|still|stopped|arrived|came|broke|leaks?|leaking|went|got|took|left|sent|lost|charged|paid|spent|said|told|made|gave|\w+n't|\w{3,}ed)$/i;

/** True when "X that <rest>" reads as "X <rest>": the rest holds the only verb ("arrived broken"). */
function collapsible(rest: string): boolean {
  const words = (rest.split(',')[0] ?? rest).trim().split(/\s+/);
  return VERBISH.test(words[0] ?? '') && !words.slice(1).some((word) => AUXILIARY.test(word));
}

/** True when the phrase has a verb after its subject, so it can follow "Unfortunately,". */
function hasVerb(phrase: string): boolean {
  const words = phrase.split(/\s+/);
  const start = new RegExp(`^${DETERMINER}$`, 'i').test(words[0] ?? '') ? 1 : 0;
  return words.some((word, index) => {
    if (index === 0 && start === 0 && !AUXILIARY.test(word)) return false;
    // "the broken heater", "the cracked screen": a participle right after the determiner describes.
    if (index === start && start === 1 && /(?:ed|en)$|^(?:lost|broke)$/i.test(word)) return false;
    return VERBISH.test(word.replace(/[,.]$/, ''));
  });
}

/**
 * The visitor's words about a problem, made into a clause that reads after "Unfortunately,":
 * "order #88213 that arrived broken, I paid $129.99" becomes "order #88213 arrived broken, and
 * I paid $129.99 for it"; a bare noun phrase becomes "there is a problem with the broken heater".
 */
export function issueClause(raw: string): string {
  let text = raw.trim().replace(/^(?:that|which|who)\s+/i, '');
  const relative = new RegExp(`^((?:${DETERMINER}\\s+)?[^,;]{1,40}?)\\s+(?:that|which)\\s+([a-z].*)$`, 'i').exec(text);
  if (relative?.[1] && relative[2] && !hasVerb(relative[1]) && collapsible(relative[2])) text = `${relative[1]} ${relative[2]}`;
  const parts = text.split(/,\s+/).map((part) => part.trim()).filter((part) => part !== '');
  // Trailing fragments that only repeat an id or an amount ("..., order 55102, $89") add nothing.
  // "..., I want a replacement" is the ask, which the draft makes on its own.
  const kept = parts
    .filter((part, index) => index === 0 || !/^I (?:want|need|would like|'d like|expect|am asking|demand)\b/i.test(part))
    .filter((part, index) => index === 0 || hasVerb(part) || !new RegExp(`^(?:(?:my|the|our)\\s+)?(?:${REFERENCE_KINDS}|#)`, 'i').test(part))
    .filter((part, index) => index === 0 || !new RegExp(`^(?:(?:${REFERENCE_KINDS})\\s*(?:number|no\\.?|#)?\\s*)?#?[\\w-]*\\d[\\w-]*$|^[$€£]\\s?[\\d,.]+$`, 'i').test(part));
  const [first = text, second] = kept;
  // A clause with no subject ("arrived late") is about the thing itself.
  let clause = VERBISH.test(first.split(/\s+/)[0] ?? '') && !/^(?:never|still)$/i.test(first.split(/\s+/)[0] ?? '') ? `it ${first}` : first;
  if (second) {
    const paid = /^I (?:paid|spent)\s+([$€£]\s?[\d,.]+\d)$/i.exec(second);
    const tail = paid ? `${second} for it` : second;
    if (/^(?:and|but|so)\b/i.test(tail)) clause = `${clause}, ${tail}`;
    else if (/^(?:I|we|they|it|he|she|the|my|our|their|his|her)\b/i.test(tail) && hasVerb(tail)) clause = `${clause}, and ${tail}`;
    else clause = `${clause}, ${tail}`;
  }
  return hasVerb(clause) ? clause : `there is a problem with ${clause}`;
}

const INSTRUCTION =
  /^(?:write|ask|request|email|send|complain|reply|respond|follow|draft|tell|reconnect|apologi[sz]e|win|thank|invite|announce|propose|congratulate|remind|cancel|inquire|enquire|introduce|negotiate|let|wish|reach|help|create|compose|give|offer)\b/i;

function findRequest(text: string): string | undefined {
  const match = new RegExp(`^(?:${cues(['request', 'ask for', 'get', 'obtain'])})\\s+((?:a|an|the)\\s(?:copy|copies|quote|estimate|letter|certificate|confirmation|statement|transcript|replacement|record|list|sample|invoice|receipt|update)\\b.*?)(?=\\s(?:from|for|by|so|because|to)\\b|[.,;!?]|$)`).exec(text);
  if (match?.[1]) return match[1].trim();
  const favor = new RegExp(`\\bfavou?r\\s*[:,—–-]\\s*(.+?)${CLAUSE_END}`, 'i').exec(text)?.[1];
  return favor?.trim();
}

/** "Ask my mom for her lasagna recipe": what the recipient is asked for. */
function findAskedFor(text: string): string | undefined {
  return new RegExp(`\\b${cues(['ask', 'asking'])}\\s+(?:(?:[\\w'-]+|${PROPER}),?\\s+){1,4}?for\\s+((?:her|his|their|your|a|an|the|some)\\s.+?)(?=\\s(?:from|by|so|because|to|and|on|this|next)\\b|[.,;!?]|$)`).exec(text)?.[1]?.trim();
}

function findTask(text: string): string | undefined {
  const match = new RegExp(`\\b(?:ask|asking|request|requesting|get|getting|remind|reminding|tell|telling|invite|inviting)\\s+(?:(?:[\\w'-]+|${PROPER}),?\\s+){0,5}?to\\s+(${BLANK}|(?:fix|repair|send|leave|review|resend|replace|look|share|confirm|approve|sign|complete|return|update|check|provide|call|join|reply|respond|write|serve|be|pay|process|issue|reverse|refund|remove|correct|reschedule|cover|meet|attend|come|give|help|introduce|schedule|set|book|take|let|forward|submit|finish|resolve|waive|cancel|extend|change|add|transfer|reduce|lower|increase|unlock|reset|reinstate|grant|allow|accept|consider|reconsider|ship|deliver|switch|upgrade|downgrade|close|open|renew|sponsor|mentor|speak|present|host|keep|stop|turn|move|clean|pick|drop|lend|hold|water|feed|bring|buy|refill|text|walk|babysit|watch|collect|mow|trim|park|split|tidy|wash|empty|put|do)\\b.+?)${CLAUSE_END}`, 'i').exec(text);
  if (match?.[1]) return match[1].trim();
  // "Ask my mom if she can babysit on Saturday": what the reader would do for the sender.
  return new RegExp(`\\b(?:ask|asking|see|check)\\b[^.;!?]*?\\b(?:if|whether) (?:she|he|they|you) (?:can|could|would|might|will|would be able to|could maybe)\\s+(.+?)${CLAUSE_END}`, 'i').exec(text)?.[1]?.trim();
}

function findAchievement(text: string): string | undefined {
  const match = /\b(?:after|since|because|now that|as)\s+(I(?:'ve| have)?\s+(?:led|completed|delivered|launched|closed|built|managed|exceeded|grew|increased|saved|finished|won|shipped|took on|handled|hit|reached|doubled|cut|reduced|trained|mentored|created|designed|organized|organised|ran|secured|landed)\b[^.;!?]*)/i.exec(text);
  return match?.[1]?.trim().replace(/,$/, '');
}

function findOther(text: string): string | undefined {
  const child = /\bmy (son|daughter|child|kid)(?:['’]s)?\b/i.exec(text)?.[1];
  if (child) return `my ${child.toLowerCase()}`;
  return findIntroduction(text)?.introduced;
}

/** "introduce my colleague Priya Shah to Marcus": who is introduced, and to whom. */
function findIntroduction(text: string): { introduced: string; to?: Person } | undefined {
  const match = new RegExp(`\\b${cues(['introduce'])} (?:my (?:[a-z]+ ){0,2})?(${PROPER})(?:,[^,]+,)? to (?:my (?:[a-z]+ ){0,2})?(${PROPER})?`).exec(text);
  if (!match?.[1] || /^(?:Myself|Me)$/i.test(match[1])) return undefined;
  const target = match[2] ? cleanProper(match[2]) : undefined;
  return target && isNameCandidate(target) && !isOrg(target) ? { introduced: cleanProper(match[1]), to: toPerson(target) } : { introduced: cleanProper(match[1]) };
}

function findPoints(text: string): string[] {
  const colon = text.indexOf(':');
  if (colon < 0) return [];
  const after = text.slice(colon + 1).trim().replace(/[.!]+$/, '');
  if (after.length < 8) return [];
  return after
    .split(/;\s*|,\s+(?:and\s+)?(?=[a-z[])|\s+and\s+(?=(?:the|our|my|we|I|it|launch|all|a|an|[A-Z])\b|\[)/)
    .map((item) => item.trim())
    .filter((item) => item.split(' ').length >= 2 || /^\[.*\]$/.test(item));
}

function findExtras(text: string): string[] {
  const extras: string[] = [];
  const pattern = /\b(?:mention|note|add|include|say|explain|let (?:them|him|her|you) know|tell (?:them|him|her)|point out|make sure to say)\s+(?:that\s+)?((?:I|I'm|I've|I'll|I'd|we|we're|we've|our|my|the|it|it's|this|there|they|you|your)\b[^.;!?]*)/gi;
  for (const match of text.matchAll(pattern)) {
    const clause = match[1]?.trim().replace(/\s+(?:and|but)\s+(?:make|ask|keep|sign)\b.*$/i, '');
    if (clause && clause.split(' ').length >= 3) extras.push(`${capitalize(clause)}.`);
  }
  const fondness = /\btell (?:them|him|her|you) how much (?:I|we) (love|loved|enjoy|enjoyed|appreciate|appreciated|adore) ([^.;!?]+?)(?=$|[.;!?]| and )/i.exec(text);
  if (fondness?.[1] && fondness[2]) extras.push(`I ${fondness[1].toLowerCase()} ${fondness[2].trim()} so much.`);
  return extras;
}

function stripDates(phrase: string | undefined, dates: readonly string[]): string | undefined {
  if (!phrase) return phrase;
  let result = phrase;
  for (const date of dates) {
    // "our session tomorrow" keeps its "on": a preposition is a word of its own.
    result = result.replace(new RegExp(`(?:^|\\s+)(?:(?:on|by|for|next|this|until|till|before|due|from|starting)\\s+)?${date.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i'), '');
  }
  return result.replace(new RegExp(`\\s+(?:on|by|next|this)?\\s*${WEEKDAY}$`), '').trim() || undefined;
}

function pronounsToRecipient(input: string, facts: Facts): string {
  let phrase = input;
  if (facts.group || !facts.recipient && !facts.relation) return phrase;
  // Pronouns of the other gender are about someone else ("Ms. Rivera ... his reading"): shield them.
  const gender = facts.recipient?.gender;
  // A parent writing about their child: "he" and "his" are the child, never the teacher.
  const child = /^my (son|daughter|child|kid)$/.exec(facts.other ?? '')?.[1];
  const other = child === 'son' || gender === 'female' && child === undefined ? /\b(he|him|his|himself)\b/gi
    : child === 'daughter' || gender === 'male' && child === undefined ? /\b(she|her|hers|herself)\b/gi
      : child ? /\b(he|him|his|himself|she|her|hers|herself)\b/gi : undefined;
  if (!facts.group) {
    phrase = phrase.replace(/\btheir\b/g, 'your').replace(/\bthem\b/g, 'you')
      .replace(/\bthey're\b/g, "you're").replace(/\bthey (are|were|have|had|will|would|can|could)\b/g, 'you $1').replace(/\bthey've\b/g, "you've");
  }
  if (!other) return toSecondPerson(phrase);
  const kept: string[] = [];
  const shielded = phrase.replace(other, (word) => `__kept${kept.push(word) - 1}__`);
  return toSecondPerson(shielded).replace(/__kept(\d+)__/g, (_m, index: string) => kept[Number(index)] ?? '');
}
