// A reply to a pasted email: the lines that depend on what that email said. Its questions are
// answered with what the visitor said ("say yes" -> "Yes, I'm still coming to your birthday
// dinner on Saturday."), a question the visitor said nothing about becomes one clear [blank], the
// opener thanks for what the email was (an invitation, a heads-up, a check-in), and the closing
// lines ask nothing when nothing is pending.
import type { Plan } from '../plan/plan.ts';
import type { QuotedEmail } from '../understand/quoted.ts';
import { capitalize, countWords, escapeRegExp, spacedTimes } from '../text.ts';
import { fullDays } from '../understand/normalize.ts';
import { phrasingsFor } from './acts.ts';
import { withButHappyTo } from './grammar.ts';

type Pair = readonly [formal: readonly string[], friendly: readonly string[]];

const INVITED = /\b(?:invite|invitation|would (?:love|like) (?:to have you|you to|for you to)|join us|(?:are|is) (?:you|everyone) (?:still )?coming|let me know(?:\s+by\s+[\w ]{2,20}?)?\s+if you(?:'re| are| can| will)? (?:coming|come|make it|join|attend)|can you (?:make it|come|join)|rsvp|hope (?:you|to see you) can (?:come|make it|join))\b/i;
const HEADS_UP = /\b(?:heads[- ]up|just to let you know|(?:wanted|want) to let you know|a (?:quick |friendly )?reminder|please note|for your information|fyi)\b/i;
const REJECTED = /\b(?:unfortunately|regret to|decided to (?:go|move forward) with|not been successful|unsuccessful|another candidate|other candidates)\b/i;
const UNHAPPY = /\b(?:(?:hasn't|has not|haven't|have not|still not|not yet|never) (?:arrived|come|turned up|been delivered)|unacceptable|disappoint\w*|complain\w*|still waiting|been waiting|waited|never (?:arrived|came|received)|broken|damaged|faulty|crack(?:ed)?|a (?:big |huge |large )?(?:crack|dent|chip|tear|hole|stain)|smashed|shattered|leaking|wrong|overcharged|not happy|unhappy|frustrat\w*|annoy\w*|cold|rude|late|missing|no one|nobody|but (?:I )?(?:got|received|was sent))\b/i;
const CHECKING = /\b(?:checking in|check in|following up|follow up|chasing|wondering whether|wondering if|any update|had a chance)\b/i;

/** Openers that say what the email was. */
const OPENERS = {
  invite: [['Thank you for the invitation.', 'Thank you so much for the invitation.', 'Thank you very much for the invitation.'], ['Thanks so much for the invite!', 'Thanks for the invite!', 'Thanks a lot for the invite!']],
  headsUp: [['Thank you for letting me know.', 'Thank you for the update.', 'Thank you for the heads-up.'], ['Thanks for letting me know!', 'Thanks for the heads-up!', 'Thanks for the update!']],
  rejected: [['Thank you for letting me know.', 'Thank you for letting me know.'], ['Thanks for letting me know.', 'Thanks for letting me know.']],
  reminder: [['Thank you for the reminder.', 'Thank you for the reminder.'], ['Thanks for the reminder!', 'Thanks for the reminder!']],
  inviteWork: [['Thank you for the invitation.', 'Thank you very much for the invitation.', 'Thank you for the invitation.'], ['Thanks so much for the invitation!', 'Thank you for the invitation!', 'Thanks for the invitation!']],
  checking: [['Thank you for checking in.', 'Thank you for following up.', 'Thank you for your patience.'], ['Thanks for checking in!', 'Thanks for following up!', 'Thanks for checking in.']],
} as const satisfies Record<string, Pair>;

/** Closing lines that ask nothing: a reply that only answers. */
const CLOSES = {
  pending: [['Please let me know if that works for you.', 'I hope that works for you.', 'Please let me know if that suits you.'], ['Let me know if that works for you!', 'Hope that works for you!', 'Let me know if that works!']],
  accepted: [['I look forward to it.', 'I am looking forward to it.', 'I look forward to it.'], ['Looking forward to it!', 'Really looking forward to it!', 'Looking forward to it!']],
} as const satisfies Record<string, Pair>;

/** The closing lines, for a follow-up that shortens: the openers may carry the visitor's own thanks. */
export const REPLY_LINES: readonly string[] = Object.values(CLOSES).flatMap(([formal, friendly]) => [...formal, ...friendly]);

const ASKING = /\?|\b(?:let me know|let us know|looking forward to hearing|look forward to hearing|hear from you|hear back|please (?:reply|respond|confirm|get back)|if you need anything|if you have any questions|do not hesitate|don't hesitate|feel free)\b/i;
const FAREWELL = /^(?:have a|take care|talk soon|speak soon|enjoy|best wishes|with warm|hope the rest|hope you have a|I hope you have a|I hope the \w+ goes well)/i;
/** The visitor's reply disputes, refuses or chases: "this is ridiculous", "I won't pay", "that was 5 weeks ago". */
// A decline with nothing declined in it ("say no nicely"): the act's own phrasings, read as a "no".
const DECLINE_LINES = phrasingsFor('decline', 'none', undefined, false);
const BARE_DECLINE = [...(DECLINE_LINES?.formal ?? []), ...(DECLINE_LINES?.friendly ?? [])].map((line) => escapeRegExp(line.replace(/[.!]$/, ''))).join('|');
const DISPLEASED = /\b(?:ridiculous|unacceptable|dispute|(?:won't|will not|refuse to) pay|(?:didn't|did not|never) (?:agree|authori[sz]e|approve)|disappoint\w*|not (?:happy|acceptable|good enough)|behind (?:the|schedule)|\d+ (?:weeks|months) ago|nothing since|still (?:not|no|waiting)|no (?:reply|response|update)|an update|refund|compensation|complain\w*|object(?:ion)? to|objection|appeal\w*|feedback|why\b|rude|unhappy|increase|overcharged|(?:a|the) date this week|someone else in)\b/i;
const DECLINED = /\b(?:can't|cannot|won't be able|will not be able|unable|have to pass|must pass|decline|no thanks|already (?:went|gone|have|chose|chosen|decided|found|booked|hired|signed)|went with (?:someone|another|a different)|not (?:be )?(?:interested|able)|regrettably|unfortunately)\b/i;
const PROPOSES = /\?|\bbut\b[^.!?]*\b(?:works|would work|work for (?:you|everyone|you all))\b|\b(?:lowest|best I can do|can go (?:to|down)|can offer|instead|could do|can do|how about|what about|would (?:that|it|this) work|if that works|works? better|is better|would be better|push (?:it|this|the)|move (?:it|this|the)|reschedule|not\s+[\d£$€]|next (?:week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/i;

/** "the potluck", but "Amy's leaving drinks". */
function theTopic(topic: string): string {
  return /^[A-Z][\w-]*'s\s/.test(topic) ? topic : `the ${topic}`;
}

function pick(pair: Pair, formal: boolean, seed: number): string {
  const list = formal ? pair[0] : pair[1];
  return list[Math.abs(seed) % list.length] ?? list[0] ?? '';
}

/**
 * The reply's own lines, rewritten for what the pasted email said: the opener, the visitor's
 * answers (a bare "yes" says yes to what was asked), the blanks for what was not answered.
 */
export function replyBody(plan: Plan, sentences: readonly string[], hasOpener: boolean, formal: boolean, seed: number): string[] {
  // The lists chosen from hold three lines: another take (the seed two further on) changes each option's choice.
  const quoted = plan.frame.quoted;
  if (!quoted) return [...sentences];
  let opener = hasOpener ? sentences[0] : undefined;
  let body = (hasOpener ? sentences.slice(1) : [...sentences]).filter((line) => line !== '[Your answer].' && !/^\[Your answer to "/.test(line));
  // "thanks you too": a thanks and the wish returned, nothing to answer.
  const said = plan.frame.message.replace(quoted.text, ' ');
  if (plan.segments.length === 0 && /\b(?:you too|same to you|and you)\b/i.test(said)) body = [formal ? 'Thank you, and the same to you.' : 'Thanks, you too!'];
  else if (plan.segments.length === 0 && /\b(?:thanks|thank you|thank (?:him|her|them))\b/i.test(said) && quoted.questions.length === 0) body = [];
  else if (plan.segments.length === 0) body = blanksFor(quoted, formal, seed);
  else body = body.flatMap((line) => [sentencesIn(line).map((sentence) => answered(sentence, quoted, formal, plan, seed)).join(' ')]);
  // "I can't." to "can you cover my Saturday shift?": what cannot be done, after the apology.
  // "The client wants to know if we can deliver the first phase by March": asked without a question mark.
  const embedded = /\b(?:know|ask(?:ing)?|wondering|check(?:ing)?|confirm)\s+(?:if|whether)\s+((?:we|you)\s+(?:can|could|will)\s+[^.?!]+)/i.exec(quoted.text)?.[1];
  const negative = [...quoted.questions, ...(embedded ? [`${embedded.replace(/^(we|you)\s+(can|could|will)\b/i, '$2 $1')}?`] : [])].map((question) => negate(asStatement(fullDays(question), plan))).find(Boolean);
  body = body.map((line) => line
    .replace(/(^|\.\s+)I (?:can't|cannot)\.(?=\s|$)/, (_m, lead: string) => (negative ? `${lead}${capitalize(negative)}.` : _m))
    // "no sorry i have a wedding", to "any chance you could cover my Saturday shift?": sorry, what cannot be done, then why.
    // (By now "no sorry" reads "I am sorry, but".)
    .replace(/^(?:No,?\s+(?:sorry,?\s+)?|I am sorry, but\s+|Sorry, but\s+)((?:I|I'm|I've|I'll|I am|I have|I will|we|we're|we've|we are|we have|it's|it is|there's|there is|my|our)\s.+)$/i, (m, why: string) => (negative && !/\b(?:can't|cannot|won't|not|unable|no)\b/i.test(why) ? `${formal ? 'I am sorry, but' : 'Sorry, but'} ${negative}. ${capitalize(withButHappyTo(why))}` : m))
    // "No." to "Any chance you could lend me your car?": sorry, and what cannot be done.
    .replace(new RegExp(String.raw`^(?:No(?:,? sorry)?|${BARE_DECLINE})[.!]$`, 'i'), (m) => (negative ? `${formal ? 'I am sorry, but' : 'Sorry, but'} ${negative}.` : m))
    // "No, mid April is realistic.": the no, said in full, then the rest.
    .replace(/^No,\s+(?!(?:I|we|it|that|sorry|thanks|thank)\b)([a-z].*)$/i, (m, rest: string) => (negative ? `No, ${negative}. ${capitalize(rest)}` : m))
    .replace(/\b(I'm (?:so |really |very )?sorry|I am (?:so |really |very )?sorry)\.\s+(I (?:can't|cannot)\b)/, '$1, but $2'));
  // "I'm so sorry." then "I can't cover your shift.": one sentence.
  for (let i = body.length - 2; i >= 0; i -= 1) {
    if (/^(?:I'm|I am) (?:so |really |very |terribly )?sorry[.!]$/.test(body[i] ?? '') && /^I (?:can't|cannot|won't be able to|will not be able to)\b/.test(body[i + 1] ?? '')) {
      body.splice(i, 2, `${(body[i] ?? '').replace(/[.!]$/, '')}, but ${body[i + 1] ?? ''}`);
    }
  }
  // "say yes" to "Could you let me know your availability?": the yes, and one blank for the times.
  const when = quoted.questions.find((question) => /\b(?:your availability|when (?:are|would|could|will) you|what (?:time|day|date)s?\b|which (?:day|time|date)s?\b|are you free (?:on|for)\b.*\bor\b)/i.test(question));
  if (when && plan.segments.length > 0 && !/\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today|tonight|morning|afternoon|evening|week|weekend)\b|\d|\[/i.test(body.join(' '))) body.push(blankFor(when, seed));
  // "apologise" to a complaint: sorry for what they wrote about, in their words turned to them.
  // "It's now been 3 weeks and nobody has told me anything": what went wrong is after the "and".
  const complaint = UNHAPPY.test(quoted.text) ? sentencesIn(quoted.text.replace(/^(?:hi|hello|hey|dear)\b[^\n,!]*[,!]?\s*/i, '').replace(/\n+/g, ' ')).map((sentence) => sentence.replace(/^(?:it's|it has|it is)\s+(?:now\s+|already\s+)?been\s+[^,.]{2,30}?\s+(?:and|but)\s+(?=(?:nobody|no one|I|we|still|nothing)\b)/i, '')).find((sentence) => UNHAPPY.test(sentence) && !/\?$/.test(sentence) && sentence.split(/\s+/).length <= 24 && !/^(?:this is|it's|it is|that's|that is)\b/i.test(sentence)
    // ("Really disappointed as it was a gift.": a feeling with no one feeling it is no sentence to be sorry about.)
    && !/^(?:really|so|very|extremely|totally|pretty|quite|bit|a bit|just)?\s*(?:disappoint\w*|annoy\w*|frustrat\w*|unhappy|not happy|upset|gutted)\b/i.test(sentence)) : undefined;
  if (complaint) {
    const what = flip(complaint.replace(/[.!]+$/, '')
      // "I ordered a personalised mug (order 3391) for ... and it still hasn't arrived": the mug has not.
      .replace(/^I (?:ordered|bought|paid for) (?:an?|the|some|two|three|\d+)\s+((?:[\w'-]+\s+){0,3}?[\w'-]+)(?=\s*\(|\s+(?:for|from|on|and)\b).*?\band (?:it|they) (still )?(hasn't|has not|haven't|have not) (arrived|come|turned up|been delivered)\b.*$/i, (_m, thing: string, still: string | undefined, not: string, verb: string) => `my ${thing} ${still ?? ''}${not} ${verb}${still ? '' : ' yet'}`)
      // "I ordered the Fig & Cedar candle (order #2291) and it arrived with a big crack": the candle did.
      .replace(/^I (?:ordered|bought|received|got) (?:an?|the) ((?:[\w'&-]+\s+){0,4}?[\w'-]+(?:\s*\([^)]*\))?) and (?:it|they) (arrived|came|turned up) (.+)$/i, (_m, thing: string, verb: string, rest: string) => `my ${thing} ${verb.toLowerCase()} ${rest}`)
      .replace(/^(?:My|Our|We|Your)\b/, (w) => w.toLowerCase()))
      .replace(/\bwe(?=(?:'re|'ve|'d|'ll)?\b)/g, 'you');
    // "you ordered a blue mug (order 5521) but got a green one": what came instead of what was ordered.
    const swapped = /^you ordered (?:an?|the) (.+?)(\s*\([^)]*\))? but (?:got|received|were sent) (an?|the) (.+)$/i.exec(what);
    const said = swapped ? `you received ${swapped[3]} ${swapped[4]} instead of the ${swapped[1]}${swapped[2] ?? ''}` : what;
    body = body.map((line) => line.replace(/^(?:I'm|I am) (?:so |really |very |truly )?sorry\.$|^I (?:sincerely )?apologi[sz]e\.$|^Please accept my apologies\.$|^I (?:just )?wanted to (?:say sorry|apologi[sz]e)\.$/, formal ? `I am very sorry that ${said}.` : `I'm really sorry that ${said}.`));
  }
  // "yes i can but i need to leave by 12.30": the yes, said in full, takes the but.
  for (let i = body.length - 1; i > 0; i -= 1) {
    const but = /^(?:I|We) (?:can|will|am|do|could)\s*,?\s+but\s+(.+)$/.exec(body[i] ?? '');
    if (but?.[1] && /^Yes\b/.test(body[i - 1] ?? '')) body.splice(i - 1, 2, `${(body[i - 1] ?? '').replace(/[.!]$/, '')}, but ${but[1]}`);
  }
  // "offer to drive her to work" in a reply to her: she is the reader.
  if (!/\b(?:my|our|his|her|their)\s+(?:son|daughter|kid|child|husband|wife|partner|mum|mom|dad|brother|sister|friend|boss|manager|colleague)\b/i.test(body.join(' '))) {
    body = body.map((line) => line.replace(/\b(drive|pick up|help|call|ring|meet|give|send|lend|see|visit|collect|take|lift|join|cover for|pay)\s+(?:her|him)\b(?!self)/gi, '$1 you'));
  }
  // "its coming tomorrow" to "I ordered a dining table ...": the "it" is what they wrote about.
  const thing = quoted.topic && /\b(?:ordered|order|bought|purchased|delivery|parcel|package)\b/i.test(quoted.text) && !/\b(?:meeting|call|event|party|interview|appointment|session)\b/i.test(quoted.topic) ? quoted.topic.replace(/^(?:the|a|an|your|my)\s+/i, '') : undefined;
  if (thing) {
    const plural = /[^s]s$/.test(thing);
    body = body.map((line, index) => (body.findIndex((other) => /^It(?:'s| is| will|'ll| was| has)\s+(?:now\s+|been\s+)?(?:coming|arriving|being delivered|on (?:its|the) way|out for delivery|ready|shipped|dispatched|sent|back in stock|in stock)\b/.test(other)) === index
      ? line.replace(/^It(?:'s| is)\b/, `Your ${thing} ${plural ? 'are' : 'is'}`).replace(/^It( will|'ll| was| has)\b/, (_m, verb: string) => `Your ${thing}${verb === "'ll" ? ' will' : verb === ' was' && plural ? ' were' : verb === ' has' && plural ? ' have' : verb}`)
      : line));
  }
  // "it will be first thing tomorrow" to "can you get the monthly sales report to me by EOD?": the
  // "it" is what they asked for, and when it comes is when it will be with them.
  const asked = quoted.questions.map((question) => /\b(?:get|send|have|share|finish|email|forward)\s+(?:me\s+)?((?:the|your)\s+(?:[\w-]+\s+){0,3}?(?:report|deck|slides|figures|numbers|draft|document|doc|file|files|notes|invoice|quote|proposal|summary|update|spreadsheet|plan|designs?|contract|data|analysis|copy|budget|forecast|presentation|minutes|agenda))\b/i.exec(question)?.[1]).find(Boolean);
  if (asked) {
    const thing = asked.replace(/^your\s+/i, 'the ');
    body = body.map((line) => line.replace(/^It(?: will|'ll) be (?=(?:first thing|tomorrow|today|on |by |later|in |with you|ready|done|over|there|late|\d))/, (m) => `${thing.charAt(0).toUpperCase()}${thing.slice(1)} will be ${/^(?:first thing|tomorrow|today|on |by |later|in |\d)/.test(line.slice(m.length)) ? 'with you ' : ''}`));
  }
  // "It's totally fine and thanks for the heads-up": the thanks opens the reply.
  const thanksAt = body.findIndex((line) => /\s(?:and|but)\s+(?:thanks|thank you)\s+(?:so much\s+)?for\s+[^.!?]+[.!]$/i.test(line));
  if (thanksAt >= 0) {
    const line = body[thanksAt] ?? '';
    const at = line.search(/\s(?:and|but)\s+(?:thanks|thank you)\s+(?:so much\s+)?for\s/i);
    const thanks = capitalize(line.slice(at).replace(/^\s(?:and|but)\s+/i, '').replace(/[.!]$/, formal ? '.' : '!'));
    body.splice(thanksAt, 1, `${line.slice(0, at)}.`);
    body.unshift(formal ? thanks.replace(/^Thanks\b/, 'Thank you') : seed % 2 === 1 ? thanks.replace(/^Thanks for\b/, 'Thanks so much for') : thanks);
  }
  // "thank her and ask ...": a bare "Thank you." is what the opener already says.
  if (opener && body.length > 1 && /^(?:thank you|thanks)(?: so much| very much)?[.!]$/i.test(body[0] ?? '')) body = body.slice(1);
  else if (opener) body = body.map((line, index) => (index === 0 ? line.replace(/^(?:Thank you|Thanks)(?: so much| very much)?[.!]\s+(?=[A-Z])/, '') : line));
  const text = quoted.text;
  // The visitor already thanks them ("thanks for the heads up"): no second thanks before it.
  if (opener && /^(?:thank|thanks|many thanks)\b/i.test(body[0] ?? '')) opener = undefined;
  else if (opener) {
    const kind = REJECTED.test(text) ? 'rejected' : INVITED.test(text) ? 'invite' : CHECKING.test(text) ? 'checking' : /\breminder\b/i.test(text) && !quoted.questions.length ? 'reminder' : HEADS_UP.test(text) && !quoted.questions.length ? 'headsUp' : undefined;
    if (kind) opener = pick(OPENERS[kind === 'invite' && /\b(?:interview|call|meeting|role|position|job|offer|task)\b/i.test(text) ? 'inviteWork' : kind], formal, seed);
  }
  return opener ? [opener, ...body] : body;
}

/** "Re: Homepage mockups", "Re: The contract": the subject of the email answered, 3 to 8 words. */
/** "invoice #1047", "flight BA2490", "order 55120984": what a pasted email is about, by its number. */
const REFERENCE = /\b(invoice|order|booking|ticket|flight|policy|case|claim|application|complaint)\s*(?:no\.?|number|ref(?:erence)?)?\s*:?\s*(#\w*\d[\w/-]*|[A-Z]{1,4}\d{2,}[\w/-]*|\d{3,}[\w/-]*)(?![\w/-])(?!\s+[a-z]+s\b)/i;

export function replySubject(plan: Plan): string | undefined {
  const quoted = plan.frame.quoted;
  if (!quoted) return undefined;
  const given = quoted.subject?.replace(/^(?:re|fwd?):\s*/i, '').trim();
  // With no subject line, the flight, invoice or order it is about names it best: "Re: Flight BA2490".
  const reference = given ? undefined : REFERENCE.exec(quoted.text) ?? REFERENCE.exec(plan.frame.message);
  let topic = given || (reference ? `${reference[1]!.charAt(0).toUpperCase()}${reference[1]!.slice(1).toLowerCase()} ${reference[2]}` : undefined) || (quoted.topic && !/^your\b/i.test(quoted.topic) ? quoted.topic : undefined);
  if (!topic) return undefined;
  topic = topic.replace(/^(?:the|a|an|my|your|our)\s+/i, '');
  // A topic read out of a pasted line keeps the day names it should: "front desk Saturday".
  if (!given) topic = topic.replace(/\b(mon|tues|wednes|thurs|fri|satur|sun)day\b/gi, (day) => day.charAt(0).toUpperCase() + day.slice(1).toLowerCase());
  const words = topic.split(/\s+/);
  if (words.length > 7) topic = words.slice(0, 7).join(' ');
  const line = `Re: ${words.length === 1 && !given ? `The ${topic}` : capitalize(topic)}`;
  return line.split(/\s+/).length >= 2 ? line : undefined;
}

function sentencesIn(line: string): string[] {
  return line.split(/(?<!\b(?:Mr|Mrs|Ms|Mx|Dr|Prof|St)\.)(?<=[.!?])\s+(?=[A-Z"“[])/).filter(Boolean);
}

/**
 * "answers: 25 guests, yes 4 veggie, around 7pm" to three numbered questions: one sentence each,
 * in the order they were asked ("There will be 25 guests.", "Yes, ...", "We'd like to arrive around 7 pm.").
 */
function answerList(line: string, quoted: QuotedEmail, formal: boolean, plan: Plan, seed: number): string | undefined {
  const list = /^(?:(?:my |the |here are the |here's the )?answers?(?: are)?\s*[:-]\s*|(?:answer|answering) (?:them|these|her|his|their)?\s*[:-]?\s*)(.+?)[.!]?$/i.exec(line)?.[1];
  const questions = quoted.questions;
  if (!list || questions.length < 2) return undefined;
  const parts = list.split(/\s*(?:[,;]|\band\b)\s*/).map((part) => part.trim()).filter(Boolean);
  if (parts.length !== questions.length) return undefined;
  const we = /\b(?:we|us|our)\b/i.test(plan.frame.message.replace(quoted.text, '')) || /\bguests|people|group|party\b/i.test(questions.join(' '));
  return parts.map((part, index) => answerTo(questions[index] ?? '', part, formal, we, plan, seed)).join(' ');
}

function answerTo(question: string, part: string, formal: boolean, we: boolean, plan: Plan, seed: number): string {
  const q = question.replace(/^\d+[.)]\s*/, '');
  const text = part.replace(/\bveggie\b/gi, 'vegetarian');
  if (/^how many\b/i.test(q) && /^\d+|^(?:two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\b/i.test(text)) {
    return /\b(?:will there be|are (?:coming|attending)|of you)\b/i.test(q) ? `There will be ${text}.` : `${capitalize(text)}.`;
  }
  const like = /^(?:what time|when|what day|which day)\s+would you like to\s+(.+?)\??$/i.exec(q);
  if (like?.[1]) return `${we ? (formal ? 'We would' : "We'd") : formal ? 'I would' : "I'd"} like to ${like[1]} ${text.replace(/^(?:at|on)\s+/i, (m) => m)}.`.replace(/\s+\./, '.');
  const yes = /^(yes|yeah|yep|no|nope)\b[,.]?\s*(.*)$/i.exec(text);
  if (yes) {
    const word = /^n/i.test(yes[1] ?? '') ? 'No' : 'Yes';
    const statement = word === 'Yes' ? asStatement(q, plan) : undefined;
    const said = statement && we ? statement.replace(/^I\b/, 'we').replace(/^I'm\b/, "we're") : statement;
    const rest = yes[2] ?? '';
    void seed;
    return `${word}, ${said ? `${said}${rest ? ` (${rest})` : ''}` : rest || (word === 'Yes' ? 'please' : 'thank you')}.`;
  }
  return `${capitalize(text)}.`;
}

/** "Yes." -> "Yes, count me in for the potluck!"; "Yes we deliver, no we don't" -> two answers. */
function answered(line: string, quoted: QuotedEmail, formal: boolean, plan: Plan, seed = 0): string {
  const listed = answerList(line, quoted, formal, plan, seed);
  if (listed) return listed;
  // "No." to "could you lend me £500 til end of month?": what cannot be done, kindly.
  // "86 adults 12 kids and 3 dietaries" to "could you confirm the numbers?": the numbers, said.
  if (/^\d+\s+[a-z]+(?:\s+[a-z]+)?,?\s+(?:and\s+)?\d+\s+[a-z]/i.test(line.trim()) && !/\b(?:is|are|was|were|will|have|has|can|need)\b/i.test(line) && /\bnumbers?\b|\bhow many\b/i.test(quoted.text)) {
    const listed = line.trim().replace(/[.!]+$/, '').replace(/(\d+\s+[a-z]+(?:\s+(?!and\b)[a-z]+)?)\s+(?=\d)/gi, '$1, ');
    return `${formal ? 'The final numbers are' : 'Final numbers are'} ${listed}.`;
  }
  // (So is a bare decline: "say no nicely" to the same question.)
  const bareNo = /^no[.!]?$/i.test(line.trim()) || new RegExp(String.raw`^(?:${BARE_DECLINE})[.!]$`).test(line.trim());
  const favour = bareNo ? /\b(?:could|can|would|will) you(?: possibly| please)?\s+((?!(?:let me know|tell me|confirm)\b)[^?]{3,80})\?/i.exec(quoted.text) : null;
  if (favour?.[1]) {
    // The pasted email is as they typed it: "til end of month".
    const what = flip(fullDays(favour[1]).replace(/\s+(?:x+|please|pls)$/i, '').replace(/^be able to\s+/i, '').replace(/\btil+\b/gi, 'until').replace(/\b(?:the\s+)?end of (month|week|term|year)\b/gi, 'the end of the $1'));
    return formal ? `I am very sorry, but I am not able to ${what} this time.` : `I'm really sorry, but I can't ${what} this time.`;
  }
  // "yes to speakers but i can only get there at 7": yes to the question about the speakers, said in full.
  const yesTo = /^(yes|no)\s+to\s+(?:the\s+)?([\w'-]{3,})(?:\s+[\w'-]+)?\s*(?:,?\s*(but|and)\s+(.+?))?[.!]?$/i.exec(line.trim());
  const about = yesTo?.[2] ? quoted.questions.find((question) => new RegExp(`\\b${escapeRegExp(yesTo[2]!.replace(/s$/i, ''))}`, 'i').test(question)) : undefined;
  // (The question is as they typed it: "ok", "saturday".)
  const said = (about ? (/^y/i.test(yesTo![1]!) ? asStatement(about, plan) : negate(asStatement(about, plan))) : undefined)
    ?.replace(/\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/g, (day) => capitalize(day)).replace(/\bok\b/g, 'OK');
  if (yesTo && said) line = `${/^y/i.test(yesTo[1]!) ? 'Yes' : 'No'}, ${said}${yesTo[4] ? `, ${yesTo[3]!.toLowerCase()} ${yesTo[4].replace(/,\s+work(?:ing)?\s+(until|till|til)\s+/i, ', as I work $1 ')}` : ''}.`;
  let out = line
    // "Yes we deliver, no we don't do weekends": each answer its own sentence.
    .replace(/^(Yes|No|Sure|Yeah|Yep|Of course|Absolutely|Definitely)\s+(?=(?:I|we|it|that|this|they|you|he|she|there)\b)/, '$1, ')
    .replace(/,\s+(no|yes)\s+(?=(?:I|we|it|that|this|they|there)\b)/gi, (_m, word: string) => `. ${capitalize(word.toLowerCase())}, `)
    // "I can confirm appointment with Dr. Lewis": the thing confirmed takes its article.
    .replace(/^(I can confirm)\s+(?!(?:the|my|your|our|that|this|a|an|I|we)\b)(?=[a-z0-9])/i, '$1 the ')
    // "10% not 20%": the contrast takes a comma.
    .replace(/([£$€]\d[\d,.]*|\d+(?:\.\d+)?%)\s+not\s+(?=[£$€]?\d)/g, '$1, not ')
    // "we already went with someone else": said as an answer is said.
    .replace(/\b(I|we|We)\s+already\s+went\s+with\b/g, (_m, who: string) => `${who}'ve already gone with`)
    // "I can't this Sunday", "I can't Thursday": the verb the visitor left out.
    .replace(/\b(can't|cannot|can not)\s+(?=(?:(?:this|next|on)\s+)?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|week|weekend|tomorrow|tonight)\b)/gi, '$1 do ')
    // "The date doesn't work I'm at work": the reason, joined.
    .replace(/\b((?:doesn't|does not|don't|do not|won't|will not|isn't|is not) (?:work|suit me|good))\s+(?=(?:I'm|I am|I've|I have|we're|we are)\b)/i, '$1, as ')
    // "I'll have it to your Thursday": the recipient, not their day.
    .replace(/\b(to|for|with)\s+your\s+(?=(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|tomorrow|today|tonight)\b)/g, '$1 you by ')
    .replace(/\bheads up\b/gi, 'heads-up')
    // "could we push to next week": push it.
    .replace(/\b(push(?:ed)?|move[d]?|bump(?:ed)?)\s+(back\s+)?to\s+(?=(?:next|the|a|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|later|another)\b)/gi, '$1 it $2to ')
    // "The 14th works.": works for the visitor.
    .replace(/^((?:The\s+)?[\w: ]{1,40}?)\s+works\.$/, '$1 works for me.');
  // "It'll be Monday" about what they hoped to see "by end of this week": what will be ready, and when.
  const due = /\b(?:see|get|have|receive|send|finish|deliver|expect|share)\s+((?:the|a|an|your)\s+(?:[\w'-]+\s+){0,3}?[\w'-]+)\s+by\s+((?:the\s+)?end of (?:this|the|next) (?:week|month|day)|(?:this\s+|next\s+)?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|tomorrow))\b/i.exec(quoted.text);
  if (due?.[1] && due[2]) {
    const thing = due[1].replace(/^(?:a|an|your)\s+/i, 'the ');
    out = out.replace(/^It(?:'ll| will) be ((?:on\s+)?(?:(?:this|next)\s+)?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|tomorrow|next week|the \d+\w*))\b/i, (_m, when: string) => `${capitalize(thing)} will be ready ${/^(?:on|tomorrow|next|this)\b/i.test(when) ? '' : 'on '}${when} rather than by ${due[2]!.replace(/^end\b/i, 'the end')}`);
  }
  // "sorry that no I can't": sorry, but.
  out = out.replace(/\bthat no,?\s+(?=I\b)/, 'but ')
    // "We cannot do Saturday but Sunday morning works": a comma before the other half.
    .replace(/\bI (happy|glad|delighted) to\b/, "I'd be $1 to")
    .replace(/([\w']{2,}\s+[\w']{2,})\s+but\s+(?=(?:I|we|it|that|[A-Z][a-z]+day|next|the|my|our|your|his|her|their|this|there)\b[^.!?]*\b(?:works?|is|are|can|could|will|would|suits?|should)\b)/, '$1, but ');
  if (INVITED.test(quoted.text)) out = out.replace(/\bI (can't|cannot)\.$/, 'I $1 make it.');
  // "I can't make it.": to what, and kindly.
  const topic = quoted.topic && !/^your\b/i.test(quoted.topic) ? quoted.topic : undefined;
  out = out.replace(/^I (can't|cannot|won't be able to|will not be able to) make it\.$/i, (_m, verb: string) => `Unfortunately, I ${verb} make it${topic ? ` to ${theTopic(topic)}` : ''}.`)
    .replace(/\bbut I (can't|cannot|won't be able to|will not be able to) make it\.$/i, (_m, verb: string) => `but I ${verb} make it${topic ? ` to ${theTopic(topic)}` : ''}.`);
  // "Keep it." to "Do you want to keep the order or cancel for a full refund?": the option, in full.
  const choice = /\b(?:do you want|would you like|would you prefer|do you prefer)\s+(?:us\s+)?(?:to\s+)?(.+?)\s+or\s+(?:to\s+)?(.+?)\?/i.exec(quoted.text);
  const picked = /^(?:(?:I(?:'d| would)? (?:like|want|prefer) to|please|let's|lets)\s+)?(\w+)\b[^.!?]{0,20}[.!]$/i.exec(out);
  if (choice && picked?.[1] && out.split(/\s+/).length <= 5) {
    const option = [choice[1], choice[2]].find((candidate) => candidate?.split(/\s+/)[0]?.toLowerCase() === picked[1]?.toLowerCase());
    if (option) out = `${formal ? 'I would like to' : "I'd like to"} ${flip(option.replace(/^to\s+/i, ''))}.`;
  }
  // "Yes got it": who got it.
  out = out.replace(/^(Yes|Yeah|Yep|Sure)[,.!]?\s+(got|received|saw|read|did|done|sent|signed|booked|paid|finished)\b/i, (_m, word: string, verb: string) => `${word}, I ${verb.toLowerCase() === 'done' ? 'have done' : verb.toLowerCase()}`);
  // "you too" to "Enjoy the long weekend!": the wish, returned.
  if (/^(?:and\s+)?(?:you too|same to you)[.!]?$/i.test(out)) {
    const wish = /(?:^|[.!?]\s+)(Enjoy|Have a (?:great|good|lovely|nice|wonderful|fab|fantastic))\s+([^.!?]{3,40})[.!]/i.exec(quoted.text);
    if (wish?.[1] && wish[2]) return /^enjoy/i.test(wish[1]) ? (formal ? `I hope you enjoy ${flip(wish[2])} too.` : `Enjoy ${flip(wish[2])} too!`) : formal ? `I hope you ${wish[1].toLowerCase().replace(/^have/, 'have')} ${flip(wish[2])} too.` : `${capitalize(wish[1].toLowerCase())} ${flip(wish[2])} too!`;
    return formal ? 'The same to you.' : 'You too!';
  }
  // "accept it", to "we'd like to invite you to a second interview on Monday 14th at 11am": what is accepted, said.
  const invitedTo = /\binvite you (?:to|for) (?:a|an|the|your|our) ([^.!?]{3,90}?)\s*(?=[.!?]|$)/i.exec(quoted.text)?.[1];
  if (invitedTo && /^(?:I (?:would be glad|am (?:happy|pleased|delighted|glad))|I'm (?:happy|pleased|delighted|glad)|I'd be (?:glad|happy|delighted)) to accept (?:it|this|the invitation|your invitation)[.!]$/i.test(out)) {
    const what = flip(spacedTimes(invitedTo));
    return formal ? `I would be glad to attend the ${what}.` : `I'd be glad to come to the ${what}!`;
  }
  // "ok cool": an acknowledgement, said as one.
  if (/^(?:ok|okay|k|cool|ok cool|okay cool|nice|great|perfect|noted|got it)[.!]?$/i.test(out)) return formal ? 'That is great to hear.' : 'Great to hear!';
  // "Agree." "Accept.": a yes to what they asked.
  // "I accept" an offer is said in full below; to anything else it is a yes.
  if (!/\boffer\b/i.test(quoted.text)) out = out.replace(/^(?:I\s+)?(?:agree|agreed|accept|accepted)[.!]$/i, 'Yes.');
  out = out
    .replace(/\b(?:defo|deffo|defs)\b/gi, 'definitely')
    // "Yes, I am." "Yes I can": the yes, said in full below.
    .replace(/^(Yes|Yeah|Yep|Sure)[,.!]?\s+(?:I|we)\s+(?:am|are|can|do|will|have|would)[.!]?$/i, '$1.');
  // "Could you tell me what their budget is?": asked of them, it is theirs.
  if (/^(?:Could|Can|Would|Will) you\b|^May I ask\b|^Please let me know\b/.test(out)) out = out.replace(/\btheir\b/g, 'your');
  // "on their next visit": a reply is to them.
  out = out.replace(/\b(?:their|his|her)\s+(?=next\s+(?:visit|order|booking|stay|purchase|appointment|delivery)\b)/gi, 'your ');
  const bare = /^(Yes|Sure|Yeah|Yep|Of course|Absolutely|Definitely)[,.!]?\s*(?:(and|but)\s+)?(.*?)\s*([.!]?)$/i.exec(out);
  if (bare && (bare[2] || !/^(?:I|I'm|I'll|I've|I'd|we|we're|we'll|it|it's|that|that's|this|they|there|you|he|she)\b/i.test(bare[3] ?? ''))) {
    let rest = (bare[3] ?? '').replace(/[.!]+$/, '');
    const affirm = affirmation(quoted, formal, plan, seed);
    // "yes can start on the 3rd", "yes will do the darker version": the answer, with its "I".
    if (/^(?:can|will|could|would|should|am|have|shall|'ll)\b/i.test(rest)) return finishAnswer(formal, `${capitalize((bare[1] ?? 'Yes').toLowerCase())}, I ${rest}.`);
    // "yeah 10 works": the answer is already there.
    if (/\b(?:works?|suits?|is|are|sounds|fine|good|great|perfect|ok|okay)\b/i.test(rest)) return finishAnswer(formal, `${formal && /^(?:Yeah|Yep)$/i.test(bare[1] ?? '') ? 'Yes' : capitalize((bare[1] ?? 'Yes').toLowerCase())}, ${rest.replace(/^(.{1,40}?)\s+works$/i, '$1 works for me')}.`);
    // "yes count me in": the yes is all there is.
    if (/^(?:count me in|i'?m in|im in|i'?ll be there|ill be there|will do|deal|sure thing|of course|for sure)$/i.test(rest)) rest = formal ? '' : rest;
    if (rest && !formal && /^(?:count me in|i'?m in|im in|i'?ll be there|ill be there|will do|deal|sure thing|for sure)$/i.test(rest)) {
      return finishAnswer(formal, `${capitalize((bare[1] ?? 'Yes').toLowerCase())}, ${rest.replace(/^im in$/i, "I'm in").replace(/^ill be there$/i, "I'll be there").replace(/^i'(?=ll|m)/, "I'")}!`);
    }
    // "yes defo": the yes, stronger.
    const strong = /^(definitely|absolutely|of course|for sure|totally|100%)$/i.exec(rest)?.[1];
    if (strong) rest = '';
    // "yes still interested": the affirmation says it already.
    if (affirm && rest && affirm.toLowerCase().includes(rest.toLowerCase().replace(/,\s*$/, ''))) rest = '';
    if (affirm) {
      const word = formal && /^(?:Yeah|Yep)$/i.test(bare[1] ?? '') ? 'Yes' : capitalize((bare[1] ?? 'Yes').toLowerCase());
      const lead = strong ? `${word}, ${strong.toLowerCase()}${formal ? '.' : '!'} ${capitalize(affirm)}` : '';
      // With more to say after it, the yes drops what the call was for: "free for a call tomorrow, any time after 2".
      const short = rest ? affirm.replace(/\s+to\s+(?:talk|chat|go|discuss|catch up|run)\b[^,]*$/i, '') : affirm;
      // ("yes, slides will be done by the 28th": a clause of its own after the yes is its own sentence.)
      const clause = !bare[2] && /^(?:the\s+|my\s+|our\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:will|is|are|was|were|has|have|should|can)\b/i.test(rest) && !/^(?:any ?time|free|available|happy|glad|keen)\b/i.test(rest);
      const joined = lead ? lead.replace(/!$/, '') : !rest ? `${word}, ${affirm}` : bare[2] ? `${word}, ${short}, ${bare[2].toLowerCase()} ${rest}` : clause ? `${word}, ${affirm}. ${rest.charAt(0).toUpperCase()}${rest.slice(1)}` : `${word}, ${short}, ${rest.replace(/^anytime\b/i, 'any time')}`;
      out = `${joined}${/!$/.test(affirm) && !rest ? '' : '.'}`.replace(/!\.$/, '!').replace(/!,/, ',');
    }
  }
  // "12 people, 2 vegetarians and 1 gluten free", to "Can you confirm the numbers?": how many, said whole.
  if (/\b(?:numbers?|how many|headcount|head count|guests|people)\b/i.test(quoted.questions.join(' ') || quoted.text)) {
    out = out.replace(/^(\d+)\s+(people|guests|of us|adults|attendees)\s*(?:,\s*|\s+\(|\s+-\s+)(?:including\s+)?([^.!?()]+?)\)?([.!]?)$/i, (_m, count: string, who: string, rest: string) => `${formal ? 'We will be' : "We'll be"} ${count} ${who.toLowerCase() === 'of us' ? 'people' : who.toLowerCase()}, including ${rest.trim().replace(/\bgluten free\b/gi, 'gluten-free')}.`);
  }
  // "yes im free, £650 for 4 hours ...", to "What would your rate be?": the amount is the rate.
  if (/\b(?:rate|price|cost|fee|charge|quote|how much)\b/i.test(quoted.questions.join(' '))) out = out.replace(/,\s+([£$€]\d[\d,.]*k?\s+(?:for|per|an?|each|all in|in total)\b[^.!?]*)([.!]?)$/i, (_m, rate: string) => `. My rate ${formal ? 'would be' : 'is'} ${rate.replace(/\s+including\s+/i, ', including ')}.`);
  // "No, sorry we're fully booked": sorry, and why.
  out = out.replace(/^No,?\s+sorry,?\s+/i, formal ? 'I am sorry, but ' : 'Sorry, but ');
  // "No." to an offer of help: no, thank you.
  if (/^No[.!]$/i.test(out) && quoted.questions.some((question) => /\b(?:help|need|want|would you like|interested)\b/i.test(question))) out = formal ? 'No, thank you.' : 'No, thanks!';
  // "I accept" an offer: the offer, accepted.
  if (/\boffer\b/i.test(quoted.text)) out = out.replace(/^I accept\b(?!\s+(?:the|your|this|it)\b)([.!]?)/, (_m, stop: string) => `${formal ? 'I am' : "I'm"} delighted to accept the offer${stop || ','}`).replace(/offer, and\b/, 'offer, and');
  // "I've attached them" to "send me your bank details": what was attached.
  const sent = /\bsend\s+(?:me|us|over)?\s*(?:your|the)\s+([a-z][\w ]{2,30}?)(?=\s+(?:so|to|by|for|and|before|as|when|if)\b|[.?!,])/i.exec(quoted.text)?.[1];
  if (sent) out = out.replace(/\b(attached|sent|sending|attaching)\s+(?:it|them)\b/, `$1 my ${sent}`);
  // "a job interview Wednesday morning": on Wednesday.
  out = out.replace(/\b(interview|appointment|meeting|exam|class|shift|call|flight|lesson|match|game|test|wedding|funeral)\s+(?=(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)/, '$1 on ');
  // "Thursday after school." to "Which would suit you best?": the time, said to work.
  const when = /^((?:on\s+)?(?:(?:this|next)\s+)?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|tomorrow|the \d{1,2}(?:st|nd|rd|th))\b(?:\s+(?!(?:is|works|would|suits|sounds|at\s+the\s+latest)\b)[\w:]+){0,4}|\d{1,2}(?::\d{2})?\s*(?:am|pm))\s*(?:please)?[.!]$/i.exec(out);
  if (when?.[1] && quoted.questions.some((question) => /\b(?:which|what time|when|what day)\b/i.test(question))) {
    out = `${capitalize(when[1].trim())} ${/\bwhich\b[^?]*\bsuit/i.test(quoted.questions.join(' ')) ? 'would suit me best' : 'works best for me'}.`;
  }
  // "Yes 2 people" to "How many of you are coming?": how many there will be.
  if (quoted.questions.some((question) => /\bhow many\b/i.test(question))) {
    out = out.replace(/^(?:Yes,?\s+)?(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:people|of us|guests|adults)\.?$/i, (_m, count: string) => `There will be ${count} of us.`);
  }
  // "We'd be happy to." to "could your café donate a few cakes?": happy to do what they asked.
  const asked = (/\b(?:could|can|would|will)\s+(?:you|your\s+[\w' -]{2,20}?)\s+(?:possibly\s+|please\s+)?(?:be able to\s+)?([a-z][^.?!]{3,60}?)\s*[?.]/i.exec(quoted.text)
    ?? /\b(?:if|whether)\s+(?:you|your\s+[^\s,.?!]+(?:\s+[^\s,.?!]+)?)\s+(?:could|can|would|might)\s+(?:possibly\s+)?(?:be able to\s+)?([a-z][^.?!]{3,60}?)\s*[?.]/i.exec(quoted.text))?.[1];
  if (asked && !/^(?:let me know|tell me|confirm)\b/i.test(asked)) {
    out = out.replace(/\b(happy|glad|delighted|able) to(?=\s*(?:,|\.|$|\s+and\b))/i, (_m, word: string) => `${word} to ${flip(asked)}`);
    // "Yes, I can take over X, happy to take over X, but ...": said once.
    out = out.replace(/^(Yes|Sure|Of course),\s+I can\s+(.{4,80}?),\s+(happy|glad|delighted)\s+to\s+\2\b/i, (_m, word: string, what: string, how: string) => `${word}, ${formal ? 'I am' : "I'm"} ${how.toLowerCase()} to ${what}`);
  }
  // "Leo can't make Saturday's game he's got a family wedding": the reason, its own sentence.
  // After "but" or "and" the clause goes on: "it's free, but we've got a dog".
  out = out.replace(/([a-z'’]{2,})\s+(he|she|they|we|I)(['’]s|['’]ve)\s+got\s+(?=(?:a|an|my|his|her|their|our|the|to)\b)/, (m, before: string, who: string, have: string) => (/^(?:but|and|so|because|as|since|though|although|or)$/i.test(before) ? m : `${before}. ${capitalize(who)}${have} got `))
    .replace(/(\b\w+(?:\s+\w+){1,}?)\s+but\s+(?=(?:he|she|they|we|I)['’](?:s|ve|re|ll|d)\b)/, (m, lead: string) => (/,$/.test(lead) ? m : `${lead}, but `));
  return finishAnswer(formal, out);
}

function finishAnswer(formal: boolean, out: string): string {
  // "The my flatmate", "The it is done": an article before a word that never takes one.
  out = out.replace(/^The (it|my|your|our|his|her|their|this|that|these|those|we|I)\b/, (_m, word: string) => capitalize(word));
  // "will do after lunch": will do it.
  out = out.replace(/\b(I will|I'll|will) do (?=(?:after|before|by|this|tonight|today|tomorrow|later|first thing|asap|now|right away|straight away)\b)/i, '$1 do it ');
  // "yes can start on the 3rd", "yes will do": who can.
  out = out.replace(/^(Yes|Yeah|Yep|Sure)[,.]?\s+(can|will|could|would|am|have|should)\b/i, (_m, word: string, verb: string) => `${word}, I ${verb.toLowerCase()}`);
  out = capitalize(out.replace(/^(?:oh|ah|um|erm|hmm|ok so|so)\s*,?\s+(?=(?:yes|yeah|yep|no|nope|sure|I)\b)/i, ''));
  if (formal) out = out.replace(/^(?:Yeah|Yep)\b/, 'Yes').replace(/^Nope\b/, 'No');
  return out
    .replace(/^(Yes|No|Yeah|Yep|Nope)\s+(?=[A-Za-z£$0-9])/, '$1, ')
    .replace(/^(Yes|Sure|Of course)[,!.]?\s+(happy|glad|delighted)\s+to\b/i, (_m, word: string, how: string) => `${word}, I'd be ${how.toLowerCase()} to`)
    .replace(/^(Yes|No|Sure)\s+(?=[\w£$])/, '$1, ')
    // "... donate a few cakes and the 15th is fine": two answers, a comma between.
    .replace(/([\w']{3,})\s+and\s+(?=(?:the|it|that|I|we)\b[^.!?]*\b(?:is|are|works|suits)\b)/, '$1, and ');
}

/** What "yes" says yes to: the email's first yes-or-no question, in the visitor's first person. */
export function affirmation(quoted: QuotedEmail, formal: boolean, plan?: Plan, seed = 0): string | undefined {
  const topic = quoted.topic && !/^your\b/i.test(quoted.topic) ? quoted.topic : undefined;
  if (INVITED.test(quoted.text) && /\b(?:coming|come|make it|join|attend|be there|rsvp)\b/i.test(quoted.text)) {
    const at = Math.abs(seed) % 3;
    if (formal) return at === 0 || !topic ? 'I will be there' : at === 1 ? `I would be delighted to come to ${theTopic(topic)}` : `I will gladly attend ${theTopic(topic)}`;
    if (!topic) return at === 0 ? "I'll be there!" : at === 1 ? "I'd love to come!" : 'count me in!';
    return at === 0 ? `count me in for ${theTopic(topic)}!` : at === 1 ? `I'd love to come to ${theTopic(topic)}!` : `I'll be there for ${theTopic(topic)}!`;
  }
  const glad = gladLine(quoted, formal);
  if (glad) return glad.replace(/^I(?:'d| would) be glad/, formal ? 'I would be glad' : "I'd be glad").replace(/\.$/, '');
  for (const question of quoted.questions) {
    const statement = asStatement(question, plan);
    if (statement) return statement;
  }
  return undefined;
}

/** An interview or a call they invite the visitor to: "I'd be glad to come back for the second interview." */
function gladLine(quoted: QuotedEmail, formal: boolean): string | undefined {
  const topic = quoted.topic && !/^your\b/i.test(quoted.topic) ? quoted.topic : undefined;
  if (!topic || !/\b(?:interview|call|meeting|chat)$/i.test(topic) || !/\b(?:invite|would like to|like to (?:schedule|arrange|set up)|schedule|arrange)\b/i.test(quoted.text)) return undefined;
  const come = /interview|meeting/i.test(topic) ? (/\bback\b/i.test(quoted.text) ? 'come back for' : 'come in for') : 'have';
  return formal ? `I would be glad to ${come} ${theTopic(topic)}.` : `I'd be glad to ${come} ${theTopic(topic)}.`;
}

/** "Are you still coming to my dinner?" -> "I'm still coming to your dinner". */
export function asStatement(question: string, plan?: Plan): string | undefined {
  let q = question.replace(/^(?:and|so|but|also|quick one|just wondering)\s*[-,:]?\s*/i, '').replace(/\?+$/, '').trim();
  // "Just checking whether you're still able to present?": are you.
  q = q.replace(/^(?:(?:I\s+|I'm\s+|we're\s+)?(?:just\s+)?(?:checking|wondering|wanted to check|want to check|to check|confirming|making sure)\s+)?(?:whether|if)\s+(you're|you are|you can|you could|you'll|you will|you'd|you would|you have|you've|you do)\s+/i, (_m, said: string) => {
    const aux = ({ "you're": 'are', 'you are': 'are', 'you can': 'can', 'you could': 'could', "you'll": 'will', 'you will': 'will', "you'd": 'would', 'you would': 'would', 'you have': 'have', "you've": 'have', 'you do': 'do' } as Record<string, string>)[said.toLowerCase()] ?? 'are';
    return `${aux} you `;
  });
  // "Any chance you could lend me your car?": can you.
  q = q.replace(/^(?:any chance|is there any (?:way|chance))\s+(you|we)\s+(could|can|would)\b/i, '$2 $1');
  // "Loved your portfolio, are you taking on new clients": the question is the last clause.
  const clause = /(?:^|[,;:-]\s*)((?:are|is|can|could|would|will|do|does|have)\s+(?:you|we|it|that|this)\b[^,;]*)$/i.exec(q)?.[1];
  if (clause) q = clause;
  const we = Boolean(plan?.frame.business) || /\bwe\b/i.test(plan?.segments.map((segment) => segment.text).join(' ') ?? '');
  const match = /^(are|is|can|could|would|will|do|does|have)\s+(you|we|it|that|this)\s+(.+)$/i.exec(q);
  if (!match) return undefined;
  const aux = (match[1] ?? '').toLowerCase();
  const subject = (match[2] ?? '').toLowerCase();
  let rest = flip(match[3] ?? '');
  // "... or should we move it to 11": an either-or has no plain yes.
  if (/\bor\b/i.test(rest) && !/\bor (?:so|two|three)\b/i.test(rest)) rest = rest.split(/\s*,?\s+or\s+/)[0] ?? rest;
  if (subject === 'you') {
    const me = we ? 'we' : 'I';
    if (aux === 'are') return `${me === 'I' ? "I'm" : "we're"} ${rest}`;
    if (aux === 'do') return /^(?:want|wanna|fancy)\s+(?:to\s+)?/i.test(rest) ? `${me === 'I' ? "I'd" : "we'd"} love to ${rest.replace(/^(?:want|wanna|fancy)\s+(?:to\s+)?/i, '')}` : `${me} ${rest}`;
    if (aux === 'have') return `${me === 'I' ? "I've" : "we've"} ${rest.replace(/^had\b/, 'had')}`;
    if (/^be able to\s+/i.test(rest)) return `${me} can ${rest.replace(/^be able to\s+/i, '')}`;
    if (/^be\s+/i.test(rest)) return `${me === 'I' ? "I'd" : "we'd"} ${rest}`;
    // "Would you like us to book you in?": yes, please do.
    if (/^like you to\s+\S/i.test(rest)) return `please ${rest.replace(/^like you to\s+/i, '')}`;
    if (/^(?:like|love)\s+to\s+/i.test(rest)) return `${me === 'I' ? "I'd" : "we'd"} ${/^love/i.test(rest) ? 'love' : 'like'} to ${rest.replace(/^(?:like|love)\s+to\s+/i, '')}`;
    if (/^(?:like|love)\s+/i.test(rest)) return `${me === 'I' ? "I'd" : "we'd"} ${/^love/i.test(rest) ? 'love' : 'like'} ${rest.replace(/^(?:like|love)\s+/i, '')}`;
    // "Could you let me know ...", "Would you mind ...": no plain yes to say back.
    if (/^(?:let (?:me|you|us) know|tell (?:me|you|us)|confirm|mind|prefer|rather)\b/i.test(rest)) return undefined;
    if (aux === 'would' && !/^(?:be able to|come|join|attend|do|help|send|share|take|give|cover|make)\b/i.test(rest)) return undefined;
    return `${me} ${aux === 'will' ? 'will' : 'can'} ${rest}`;
  }
  if (subject === 'we') return aux === 'are' ? `we're ${rest}` : aux === 'can' || aux === 'could' ? `we can ${rest}` : undefined;
  if (/^(?:ok|okay|alright|all right|fine)\b/i.test(rest)) return `${subject} is ${rest}`.replace(/^(that|this|it) is\b/, "$1's");
  return undefined;
}

/** "I can cover your shift" -> "I can't cover your shift"; "I'm free on Friday" -> "I'm not free on Friday". */
function negate(statement: string | undefined): string | undefined {
  if (!statement) return undefined;
  if (/^(?:I|we) can\b/.test(statement)) return statement.replace(/^(I|we) can\b/, "$1 can't");
  if (/^I'm\b/.test(statement)) return statement.replace(/^I'm\b/, "I'm not");
  if (/^I'd be able to\b/.test(statement)) return statement.replace(/^I'd be able to\b/, "I won't be able to");
  return undefined;
}

/** The sender's words from the visitor's side: "my dinner" -> "your dinner", "send me" -> "send you". */
function flip(text: string): string {
  return text.replace(/\b(my|me|mine|our|us|ours|your|yours|you|I)\b/g, (word) => {
    switch (word) {
      case 'my':
      case 'our':
        return 'your';
      case 'me':
      case 'us':
        return 'you';
      case 'mine':
      case 'ours':
        return 'yours';
      case 'your':
        return 'my';
      case 'yours':
        return 'mine';
      case 'you':
        return 'me';
      case 'I':
        return 'you';
      default:
        return word;
    }
  });
}

/**
 * Nothing said about the answer: one clear [blank] per question, shaped by what it asks ("I'm
 * available on [Wednesday or Thursday afternoon, and the time]."), and for an interview or a call
 * they invite the visitor to, a glad yes.
 */
function blanksFor(quoted: QuotedEmail, formal: boolean, seed: number): string[] {
  const lines: string[] = [];
  const glad = gladLine(quoted, formal);
  if (glad) lines.push(glad);
  for (const question of quoted.questions.slice(0, 2)) lines.push(blankFor(question, seed));
  // "Please reply to confirm you can attend.": one blank with both answers.
  const confirm = /\bplease (?:reply to |email to |let (?:us|me) know to |could you )?confirm (?:that |whether |if )?(you (?:can|will|are)\b[^.!?]*)[.!?]/i.exec(quoted.text)?.[1];
  const yes = confirm ? asStatement(`${confirm.replace(/^you (can|will|are)\b/i, '$1 you')}?`) : undefined;
  const no = negate(yes);
  if (lines.length === 0 && yes && no) lines.push(`[${capitalize(yes)} / ${capitalize(no)}].`);
  if (lines.length === 0) lines.push('[Your answer].');
  return lines;
}

function blankFor(question: string, seed: number): string {
  const q = question.replace(/\s+/g, ' ').replace(/\b(\d{1,2}(?::\d{2})?)\s*([ap])\.?m\.?(?=[\s,.;!?)]|$)/gi, (_m, time: string, half: string) => `${time} ${half.toLowerCase()}m`);
  const availability = /\byour availability(?:\s+(?:for|on|next|this)\s+(.+?))?\s*\??$/i.exec(q);
  if (availability) return availability[1] ? `I'm available on [${availability[1].replace(/^(?:on|for)\s+/i, '')}, and the time].` : "I'm available on [days and times].";
  // "Would you like a refund or would you prefer to wait?": the two choices, one to keep.
  const choice = /\b(?:would|do) you (?:like|prefer|want)\s+(.+?)\s+or\s+(?:would you (?:prefer|like)\s+)?(.+?)\?$/i.exec(q);
  if (choice?.[1] && choice[2]) return `I'd like [${flip(choice[1])} / ${flip(choice[2])}].`;
  const free = /^(?:and\s+)?(?:are|would) you (?:be )?(free|available)\s+(?:on|for|at)?\s*(.+?)\?$/i.exec(q);
  if (free?.[2] && /\bor\b/i.test(free[2])) return `I'm ${free[1]?.toLowerCase()} on [${free[2]}].`;
  if (/^(?:when|what time|what day)\b.*\b(?:free|available|suit|work)\b/i.test(q)) return "I'm available on [day and time].";
  void seed;
  return `[Your answer to "${q}"]`;
}

/**
 * The closing lines of a reply: one ask only when the reply proposes something or asks; a reply
 * that only answers says goodbye; a yes to an invitation or a call looks forward to it; news of
 * their own event wishes it well.
 */
export function replyClosing(plan: Plan, body: readonly string[], closing: readonly string[], formal: boolean, seed: number, around = 5): string[] {
  const quoted = plan.frame.quoted;
  if (!quoted) return [...closing];
  const text = body.join(' ');
  const asked = /\?/.test(text);
  const declined = DECLINED.test(text);
  const pending = !asked && PROPOSES.test(text.replace(/\[[^\]]*\]/g, ''));
  // A question in the reply already asks; the lines after it (the writer's own) stay as they are.
  let kept = asked ? [...closing] : closing.filter((line) => !ASKING.test(line) || (pending && /works? for you/i.test(line)));
  if (pending && !asked && !kept.some((line) => /works? for you/i.test(line))) kept.unshift(pick(CLOSES.pending, formal, seed));
  const yes = body.find((line) => /^(?:yes|sure|absolutely|definitely|of course)\b/i.test(line)) ?? '';
  const accepted = !declined && !pending && /\b(?:count me in|be there|coming|come|join|free|available|can make|works)\b/i.test(yes);
  if (accepted && !kept.some((line) => /forward to it|see you/i.test(line))) kept.unshift(INVITED.test(quoted.text) && !formal && /\b(?:party|dinner|lunch|drinks|potluck|bbq|barbecue|housewarming|quiz|wedding|celebration|gathering|picnic|meetup|game|match|gig|concert|festival|day|trip)\b/i.test(quoted.topic ?? '') ? 'See you there!' : pick(CLOSES.accepted, formal, seed));
  // Their own party or trip, not one the visitor is invited to: wish it well.
  const event = /\b(party|dinner|trip|holiday|wedding|celebration|bbq|barbecue|event|launch|move|renovation|gathering)$/i.exec(quoted.topic ?? '')?.[1]?.toLowerCase();
  const theirs = /\b(?:we're|we are|we'll be|we will be|I'm|I am)\s+(?:having|hosting|throwing|holding|doing|going|off|away|moving|getting)\b/i.test(quoted.text);
  if (event && theirs && !INVITED.test(quoted.text) && !declined && !pending && kept.filter((line) => !FAREWELL.test(line)).length === 0) {
    kept = [pick([[`I hope the ${event} goes well.`, `I hope you have a lovely ${event}.`, `I hope you have a wonderful ${event}.`], [`Have a great ${event}!`, `Enjoy the ${event}!`, `Hope you have a great ${event}!`]], formal, seed)];
  }
  // A reply that disputes or chases wants an answer, not a nice day: "I look forward to hearing from you."
  const displeased = DISPLEASED.test(text);
  // A stranger or a business is thanked for their time; a friend is wished a good day.
  const close = ['friend', 'family', 'neighbor', 'colleague', 'manager', 'report', 'team'].includes(plan.frame.recipient?.relation ?? '') || Boolean(plan.frame.recipient?.name && !plan.frame.recipient.organization && plan.frame.recipient.relation === 'unknown' && !/\b(?:ltd|limited|team|support|services|recruitment|people|hr|lettings|enforcement)\b/i.test(quoted.text.split('\n').slice(-3).join(' ')));
  const farewell = displeased ? (formal ? 'I look forward to your reply.' : 'I look forward to hearing from you.') : formal ? (close ? 'Have a wonderful day.' : 'Thank you for your time.') : 'Have a great day!';
  if (displeased) kept = kept.filter((line) => !/\b(?:have a (?:wonderful|great|good|lovely) (?:day|week|weekend)|best wishes for)\b/i.test(line));
  if (kept.length === 0) kept = [farewell];
  // A reply reads as an email, not a text message: a line or two that ask nothing, up to ~35 words.
  // `around`: the words of the greeting, the sign-off and the name.
  const words = () => countWords([...body, ...kept].join(' ')) + around;
  if (words() < 24 && !kept.some((line) => FAREWELL.test(line) || line === farewell)) kept.push(farewell);
  const personal = ['friend', 'family', 'neighbor'].includes(plan.frame.recipient?.relation ?? '');
  // A complaint answered is not "good to hear from you".
  const unhappy = UNHAPPY.test(quoted.text);
  const fillers = REJECTED.test(quoted.text) && /\b(?:application|candidate|role|position|interview|applying)\b/i.test(quoted.text) && !unhappy
    ? (formal ? ['I really appreciate your time.', 'I wish you and the team all the best.'] : ['I really appreciate your time.', 'All the best to the team.'])
    : unhappy
    ? (formal ? ['Thank you for your patience.', 'I appreciate you taking the time to write.'] : ['Thanks for your patience.', 'I appreciate you letting me know.'])
    : formal
      ? ['I hope you are having a good week.', 'It was good to hear from you.', 'I appreciate you taking the time to write.', 'Thank you again.']
      : personal ? ['Good to hear from you!', "Hope you're having a good week!"] : ["Hope you're having a good week!", 'It was good to hear from you.', 'I appreciate you reaching out.', 'Thanks again!'];
  // At most one such line: a pile of pleasantries reads as padding.
  let padded = 0;
  for (const line of fillers) {
    if (words() >= 24 || padded >= 1) break;
    if (/^thank/i.test(line) && (declined || /\bthank/i.test([...body, ...kept].join(' ')))) continue;
    // Before what closes the reply ("Looking forward to it!", "Let me know if that works"), after any other filler.
    const at = kept.findIndex((item) => FAREWELL.test(item) || /forward to|see you|works for you|let me know|hear from you/i.test(item));
    kept.splice(at < 0 ? kept.length : at, 0, line);
    padded += 1;
  }
  return kept;
}
