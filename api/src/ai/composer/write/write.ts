// Write: a plan and a register -> one email option. The visitor's content comes through in their
// own words, framed by the act's phrasing for the register; the lines around it come from data.
import nlp from 'compromise';
import { mendSentences, monthsInFull } from './grammar.ts';
import type { DraftOption } from '../../../contract/index.ts';
import type { Plan } from '../plan/plan.ts';
import { FINISHED_TOGETHER, shorten, subjectOk } from '../plan/plan.ts';
import type { Segment } from '../understand/frame.ts';
import { withoutNotesToUs } from '../understand/asides.ts';
import { gerundOf } from '../understand/voice.ts';
import { capitalize, contract, countWords, expandContractions, hashString, ILLNESSES, isStatement, NOT_AFTER_TITLE, wordTags } from '../text.ts';
import { phrasingsFor, PLAN_WORDS, PLANS_WITH_YOU } from './acts.ts';
import { replyBody, replyClosing, replySubject } from './reply.ts';
import { LIST_LEAD, rebuildStatement, splitRunOn } from './sentences.ts';
import { leftoversRead } from './leftovers.ts';
import { gistSubject, namesNothing } from './gist.ts';
import { wholeSubject } from './subject-ends.ts';
import { ANSWER_CLOSE, BUSINESS_CLOSE, COLD_CLOSE, COLD_CLOSE_NO_ASK, FAULT_CLOSE, FIX_IN_HAND, PLANS_OFF_CLOSE, type Family, closesFor, generalPadsFor, GRIEF, impliedAsk, PASSED, ABSENCE, INJURY, JOB_ACCEPT_CLOSE, openersFor, padsFor, REVIEW_CLOSE, reviewReply, THIN, THIN_DEFAULT, TROUBLE } from './lines.ts';
import { type Register, REGISTERS, signOffsFor } from './registers.ts';

/** "sadly we can't come", "i'm not interested right now", "have to pass": an invitation or an offer turned down. */
const TURNED_DOWN = /\b(?:can't|cannot|can not|won't be able to|will not be able to|unable to|(?:am|are|'m|'re) not able to)\s+(?:make it(?!\s+(?:in|into|to work|to the office)\b)|come(?!\s+(?:in|into|to work|to the office|back)\b)|attend|join|be there|be your|make your|take (?:it|this|the (?:role|job|offer|position)) (?:on|up))\b|\b(?:I am|I'm|we are|we're) not (?:interested|looking)\b|\bhave to (?:decline|say no|pass)\b/i;
/** Faults beyond the trouble words that keep small talk out: "has a scratch", "got suspended". */
const FAULT = /\b(?:scratch\w*|suspended|(?:over)?charged|wrong|missing|lack of)\b/i;
// Lines that only fit some emails: no "have a great day" after bad news.
const SERIOUS = new RegExp(String.raw`\b(?:sorry|apolog\w*|late|sick|ill|unwell|funeral|last days|put to sleep|passed away|${PASSED}|died|death|loss|overdue|complain\w*|cancel\w*|withdraw\w*|mistake|broken|broke|problem|issue|urgent|never|unfortunately|can't|cannot|won't|bull(?:y|ied|ying)|picked on|hospital|injur\w*|accident|refund|damaged|lost|stolen|resign\w*|stepping down|step down|leaving|retir\w*|missed|missing|rent|arrears|debt|owe|leak\w*|mould|mold|noise|complaint|disappointed|upset|worried|anxious|struggling)\b`, 'i');
// A closing line that says sorry: one is enough.
const SORRY_LINE = /^(?:(?:so\s+|really\s+)?sorry|I(?:'m| am) (?:so |really |very )?sorry|(?:my )?apologies)\b/i;
/** A death or an illness is told, not a fault to be looked into. */
const BEREAVED_OR_ILL = new RegExp(String.raw`\b(?:funeral|passed away|died|hospital|unwell|sick|${PASSED})\b`, 'i');

export interface WriteSettings {
  register: Register;
  /** Which option this is (0 or 1): the two never share a phrasing choice. */
  index: 0 | 1;
  /** Varies every choice: Regenerate passes another take number. */
  take: number;
  /** -1 for a shorter email: no opener, no fillers. */
  length: -1 | 0 | 1;
}

// Below this many words (greeting and sign-off included) a note reads curt; past it, padding only
// piles up closing lines nobody would write.
const MIN_WORDS = 36;
const FAREWELL = /^(?:have a|take care|talk soon|speak soon|with warm|best wishes for|hope the rest|enjoy)/i;
const ASKING = /\?|\b(?:let me know|let us know|could you|would you|can you|will you|please (?:reply|respond|confirm|send|let|call|get back|do not hesitate|feel free))\b/i;
const ASK_ACTS = new Set(['request', 'askFor', 'askAbout', 'question', 'cancel', 'reschedule', 'invite', 'propose']);

/** Thanks that say nothing of their own: "Thank you for your message.", "Thanks for letting me know." */
const GENERIC_THANKS = /^Thank(?:s| you) (?:so much |very much )?for (?:your (?:message|email|note)|the update|getting in touch|letting me know|reaching out)[.!]/;

/** How an ask opens ("May I ask", "Could you please"): two in a row never open the same way. */
function askOpening(line: string | undefined): string | undefined {
  return /^(?:May I|Could you|Would you|Could I|Can you|I would|I'd|Please)\b\s*\S*/.exec(line ?? '')?.[0];
}

// "... with Dr. Hallworth. Could you ...?": a statement run into the question after it (never at a title's point).
const STATEMENT_BEFORE_QUESTION = new RegExp(String.raw`^(.*?)${NOT_AFTER_TITLE}\.\s+(?=[A-Z][^.?!]*\?$)`);

export function writeOption(plan: Plan, settings: WriteSettings): DraftOption {
  const spec = REGISTERS[settings.register];
  const family: keyof Family = spec.formal ? 'formal' : 'friendly';
  // Another take shifts every choice by one, so no line repeats from the last take.
  // Another take shifts every choice by two: a line in a list of three then differs from both
  // options of the last take (a shift of one would hand option 1 the last take's option 2).
  const base = hashString(plan.frame.message) + settings.take * 2;
  const seed = base + settings.index;
  const choose = (items: readonly string[], salt: number) => items[(base + salt * 13 + settings.index) % items.length] ?? items[0] ?? '';

  const sentences: string[] = [];
  const opener = openersFor(plan);
  const short = settings.length < 0;
  const brief = plan.frame.constraints.length === 'short';
  // A reply opens on the email it answers, however brief.
  const opens = Boolean(opener && !short && (!brief || plan.reply));
  if (opener && opens) sentences.push(choose(opener[family], 1));

  let body: string[] = [];
  if (plan.thin) {
    const thin = THIN[String(plan.main)] ?? THIN_DEFAULT;
    body = [...thin[family]];
  } else {
    const reminder = (plan.main === 'reminder') && !plan.segments.some((segment) => segment.act === 'remind');
    let wrapped = false;
    plan.segments.forEach((segment, position) => {
      if (reminder && !wrapped && segment.act === 'inform' && segment.form === 's') {
        wrapped = true;
        segment = { ...segment, act: 'remind' };
      }
      // A reply already opens with thanks for the message.
      if (plan.reply && segment.act === 'thank' && segment.form === 'none') return;
      let sentence = sentenceFor(segment, plan, settings.register, base + position * 31 + settings.index);
      // "May I ask for a statement? May I ask how ...": two asks in a row never open the same way.
      for (let shift = 1; shift <= 2 && askOpening(sentence) && askOpening(sentence) === askOpening(body[body.length - 1]); shift += 1) {
        const other = sentenceFor(segment, plan, settings.register, base + position * 31 + settings.index + shift);
        if (askOpening(other) !== askOpening(sentence)) sentence = other;
      }
      if (position === 0 && segment.act === 'inform' && segment.form === 's') sentence = framedNews(sentence, plan, spec.formal, settings.take * 2 + settings.index);
      if (sentence) body.push(sentence);
    });
  }
  if (plan.main === 'sick') {
    // "food poisoning, cant come in": "About the food poisoning: ..." is the writer's own illness.
    body = body.map((line) => line.replace(ABOUT_ILLNESS, (m, illness: string) => {
      const ill = illness.toLowerCase();
      const article = /^(?:food poisoning|covid|tonsillitis|conjunctivitis|norovirus)$/.test(ill) ? '' : ill === 'flu' ? 'the ' : 'a ';
      return `I have ${article}${ill}, so ${m.replace(/^.*?(?:,|:)\s+/, '')}`;
    }));
    // "sick day email to boss, migraine": the note says the writer is off, with the cause given.
    if (!plan.thin && !plan.reply && !body.some((line) => /\b(?:sick|unwell|ill|off|poorly|feeling|come in|make it|be in|working from|won't be|will not be|can't|cannot|not be able|stay(?:ing)? (?:at )?home|doctor|hospital|GP)\b/i.test(line))) {
      const cause = body.findIndex((line) => /^This is due to /.test(line));
      const due = cause >= 0 ? body.splice(cause, 1)[0]!.replace(/^This is (due to .+?)\.$/, ' $1') : '';
      body.unshift(spec.formal ? `I am unwell today${due} and will not be able to come in.` : `I'm not feeling well today${due}, so I won't be able to come in.`);
    }
  }
  if (plan.reply && plan.frame.quoted && plan.segments.length === 0) {
    // Nothing said about the answer: each question becomes one clear blank, quoting it.
    const questions = plan.frame.quoted.questions.slice(0, 2);
    if (questions.length === 0) body.push('[Your answer].');
    for (const question of questions) body.push(`[Your answer to "${question.replace(/\b(\d{1,2}(?::\d{2})?)\s*([ap])\.?m\.?(?=[\s,.;!?)]|$)/gi, (_m, time: string, half: string) => `${time} ${half.toLowerCase()}m`)}"]`);
  }
  // A problem reported to a company, a landlord or a provider asks them to deal with it, unless
  // the visitor already asked for something.
  const service = ['company', 'provider', 'landlord'].includes(plan.frame.recipient?.relation ?? '') || Boolean(plan.frame.recipient?.organization && plan.frame.recipient.relation === 'unknown') || /\b(?:customer (?:service|support|care)|support|help ?desk|billing|bookings?|reservations|inc|ltd|llc)\b/i.test(plan.frame.recipient?.name ?? '') || /\b(?:company|provider|supplier|shop|store|airline|(?<!\bfood\s)bank|insurer|agency|garage|council|utility|office|accommodation|housing|facilities|maintenance|estates|helpdesk|reception)\b/i.test(plan.frame.recipient?.role ?? '') || plan.main === 'complaint' || plan.main === 'complain' || plan.main === 'refund' || plan.frame.descriptor === 'refund';
  const asks = plan.segments.some((segment) => ['request', 'askFor', 'askAbout', 'question', 'cancel', 'reschedule', 'followUp', 'remind'].includes(segment.act)
    || /\b(?:I|we) (?:need|want|would like|'d like|expect)\b|(?:^|,\s*)(?:want|need|would like) (?:them|you|him|her|someone|somebody) to\b|\?|(?:^|,\s*)(?:and\s+)?(?:can|could|would|will)\s+(?:you|someone|somebody|anyone|we|I)\b|(?:^|,\s*)(?:can|could|will)\s+(?:it|this|that|they)\s+be\b|\b(?:how much|how long)\s+(?:will|would|does|do|is)\b/i.test(segment.text));
  // The writer's own trouble ("I lost my job, ...") is news for them, not a fault to put right.
  const ownTrouble = plan.segments.some((segment) => /\b(?:I|we)(?:'ll| will) be (?:\w+ )?(?:late|behind|short)\b.*\b(?:rent|payment|pay)\b|\b(?:I|we) (?:lost|have lost|'ve lost) (?:my|our) (?:job|work|income)\b|\b(?:the |my |our |this month's |)(?:rent|payment)\b[^.;]{0,20}?\b(?:will be|'ll be|is going to be|is)\s+(?:\w+\s+){0,3}?(?:late|short|delayed)\b/i.test(segment.text));
  const problem = !ownTrouble && !plan.segments.some((segment) => FIX_IN_HAND.test(segment.text)) && plan.segments.some((segment) => !/^(?:(?:I|we)\s+(?:will|'ll|am|'m|can't|cannot|won't|need|have to|forgot|missed|owe|had to|was|lost|have lost|'ve lost)\b|(?:my|our)\s+(?:rent|payment|pay|salary|invoice)\b)/i.test(segment.text) && !INJURY.test(segment.text) && /\b(?:(?:charged|billed)\s+(?:me\s+|us\s+)?(?:triple|double)|(?:triple|double)[- ]?(?:charged|billed|booked)|double the\b|overcharg\w*|too high|higher than|incorrect|error|broke|broken|never|not working|doesn't work|don't work|won't|isn't|wasn't|didn't|missing|damaged|down|dropping|keeps (?:dropping|breaking|failing|crashing|leaking)|leak(?:s|ing|ed)?|cancell?ed|wrong|overcharged|charged (?:me )?twice|double[- ]charged|stopped|faulty|cracked|lost|mould|mold|no (?:hot water|heating|power|internet|signal|fix)|still not|still no|still (?:have|has)(?:n't| not)|fly[- ]?tipp\w*|rats|mice|vermin|needles|syringes|drug[- ]?(?:use|dealing|taking)|anti-?social|vandali[sz]\w*|damp|dumped|overflowing|pothole\w*|graffiti|abandoned|(?:has been|have been|'s been|'ve been|is|are|went|gone) out(?! of\b)|not (?:yet )?(?:had|got|delivered|arrived|received|refunded|returned|fixed|paid|working|here|replied|responded)|keep(?:s)? (?:pushing|delaying|cancell?ing|changing))\b/i.test(segment.text.replace(ABSENCE, '')));
  // "client hasnt paid invoice 0412, 30 days overdue": an unpaid invoice is asked for, by a date the writer fills in
  // (that one ask, not a general one before it as well).
  // (A reminder or a chase of it still asks for the payment.)
  const asksBeyondReminding = plan.segments.some((segment) => ['request', 'askFor', 'askAbout', 'question', 'cancel', 'reschedule'].includes(segment.act) || /\?|(?:^|,\s*)(?:can|could|would|will)\s+(?:you|they|someone|somebody|anyone)\b|(?:\b(?:I|we)\s+|(?:^|,\s*)(?:and\s+)?)(?:need|must have|expect)\s+(?:it|this|that|payment|the payment|the money|them)\s+(?:by|before|no later than)\b/i.test(segment.text));
  const unpaid = !plan.thin && !asksBeyondReminding && !plan.reply && (plan.segments.some((segment) => /\binvoice\b/i.test(segment.text) && /\b(?:not|n't|never|yet to|still to)\s+(?:been\s+)?paid\b|\b(?:unpaid|overdue|outstanding|late payment)\b|\b(?:was\s+)?due\s+(?:\d+|a|an|one|two|three|four|a\s+few|several)\s+(?:days?|weeks?|months?)\s+ago\b|\bwas\s+due\s+(?:on|last|by|at)\b/i.test(segment.text)) || (/\bchas(?:e|ing)\b[^.]*\binvoice\b/i.test(plan.frame.message) && plan.segments.some((segment) => /\binvoice\b/i.test(segment.text))));
  // (The writer's own apology, "Finn has been late 3 times ... the baby isnt sleeping", is no fault of theirs to put right.)
  const apologising = plan.segments.some((segment) => segment.act === 'apologize');
  if (!unpaid && !plan.thin && service && problem && !asks && !apologising && !plan.reply && !['thanks', 'thank', 'apology', 'apologize', 'reply', 'out-of-office', 'follow-up', 'followUp', 'application', 'apply'].includes(String(plan.main))) {
    const lines = spec.formal
      ? ['Could you please look into this and let me know how you will resolve it?', 'Please let me know how you will put this right.', 'Could you please look into this as a matter of urgency?']
      : ['Could you look into this for me?', 'Could you let me know how we can sort this out?', 'Could you look into this and let me know what happens next?'];
    body.push(lines[seed % lines.length] ?? lines[0]!);
  }
  // "my claim hasnt had an update in 6 weeks", "ticket #40291, nobody has replied": a matter left waiting
  // is chased, asking where it stands.
  const stalled = plan.segments.some((segment) => STALLED.test(segment.text)) || STALLED.test(plan.frame.message);
  if (!unpaid && !plan.thin && stalled && !asks && !plan.reply && !body.some((line) => /\?\s*$/.test(line)) && !['family', 'friend', 'partner'].includes(plan.frame.recipient?.relation ?? '') && !['thanks', 'thank', 'apology', 'reply', 'out-of-office', 'application', 'apply', 'inform-team'].includes(String(plan.main))) {
    const lines = spec.formal
      ? ['Could you please give me an update on where things stand?', 'Could you please let me know where this is up to?', 'I would be grateful for an update at your earliest convenience.']
      : ['Could you let me know where things are up to?', 'Could you give me a quick update?', 'Any news on this?'];
    body.push(lines[seed % lines.length] ?? lines[0]!);
  }
  // "tenant at 7 orchard close is 10 days late with rent": the tenant is asked to pay it.
  if (!unpaid && !asks && !plan.reply && plan.frame.recipient?.role === 'tenant' && plan.segments.some((segment) => /\blate with (?:the |your |their )?rent\b|\brent\b[^.;]{0,30}\b(?:is|was)\s+(?:\d+\s+days\s+|\w+\s+weeks?\s+)?(?:late|overdue|outstanding|unpaid)\b|\brent\b[^.;]{0,20}\b(?:hasn't|has not|wasn't|was not)\s+been\s+paid\b/i.test(segment.text))) {
    body.push(spec.formal ? 'Please arrange payment of the outstanding rent by [date], or contact me if there is a problem.' : 'Could you pay the outstanding rent by [date], or let me know if something is wrong?');
  }
  if (unpaid) {
    body.push(spec.formal ? 'Could you please arrange payment by [date]?' : 'Could you let me know when I can expect payment?');
  }
  // "you owe me £230 for bills": money owed is asked back, by a date the writer fills in.
  if (!unpaid && !plan.thin && !asks && !plan.reply && plan.segments.some((segment) => /\byou(?:'ve| have)? (?:still )?owed? me\b|\byou owe me\b/i.test(segment.text))) {
    body.push(spec.formal ? 'Could you please pay this back by [date]?' : 'Could you pay me back by [date]?');
  }
  // A quote request asks for the quote, whatever details it lists.
  // (A quote to a client is given, not asked for.)
  if (!plan.thin && plan.frame.descriptor === 'quote' && !['client', 'customers'].includes(plan.frame.recipient?.relation ?? '') && !plan.segments.some((segment) => ASK_ACTS.has(segment.act)) && !body.some((line) => /\?|\bquote\b/i.test(line))) {
    const listed = body.findIndex((line) => line.includes(`${LIST_LEAD}\n`));
    if (listed >= 0) body[listed] = body[listed]!.replace(`${LIST_LEAD}\n`, spec.formal ? 'Could you please send me a quote for the following?\n' : 'Could you send me a quote for the following?\n');
    else body.push(spec.formal ? 'Could you please send me a quote for this?' : 'Could you send me a quote for this?');
  }
  // A thank-you note that never says thank you: it does now.
  if (!plan.thin && (plan.frame.descriptor === 'thanks') && !plan.segments.some((segment) => segment.act === 'thank') && !body.some((line) => /\bthank/i.test(line))) {
    body.unshift(spec.formal ? 'I wanted to say a heartfelt thank you.' : 'I just wanted to say a huge thank you!');
  }
  // "invite for my 40th, sat 15 june ...": an invitation that never invites does now, to the event
  // its details name ("for my 40th"), which then leaves the list.
  if (!plan.thin && plan.frame.descriptor === 'invitation' && !plan.segments.some((segment) => segment.act === 'invite') && !body.some((line) => /\b(?:invit\w*|join (?:us|me)|come to|celebrate with)\b/i.test(line.split('\n')[0] ?? ''))) {
    let event = '';
    for (let index = 0; index < body.length && !event; index += 1) {
      const line = body[index]!;
      const item = /(^|\n)(?:- )?for ((?:my|our|the|a|an) [^\n.]+?)\.?(?=\n|$)/i.exec(line);
      if (item?.[2]) {
        event = item[2];
        body[index] = (line.slice(0, item.index) + line.slice(item.index + item[0].length)).replace(/^\n+/, '').trim();
      }
    }
    const us = /\bour\b/i.test(event) ? 'us' : 'me';
    const what = event ? ` for ${event}` : '';
    body.unshift(spec.formal ? `I would be delighted if you could join ${us}${what}.` : `I'd love for you to join ${us}${what}!`);
    for (let index = body.length - 1; index >= 0; index -= 1) if (!/[\p{L}\d]/u.test(body[index]!)) body.splice(index, 1);
  }
  if (!plan.thin && plan.main === 'welcome' && !plan.segments.some((segment) => segment.act === 'welcome')) {
    // "new members of the running club": welcome to the club, not "the team".
    const group = /\b(club|society|choir|group|class|community|family|school|association|league|crew|network|programme|program|course)\b/i.exec(`${plan.frame.recipient?.organization ?? ''} ${plan.frame.recipient?.phrase ?? ''}`)?.[1]?.toLowerCase();
    const where = group ? `the ${(/\b([\w-]+\s+)?(?:club|society|choir|group|class|community|association|league|crew|network)\b/i.exec(plan.frame.recipient?.phrase ?? '')?.[0] ?? group).toLowerCase()}` : 'the team';
    body.unshift(spec.formal ? `Welcome to ${where}.` : `Welcome to ${where}!`);
  }
  if (!plan.thin && plan.main === 'birthday' && !sentences.concat(body).some((line) => /happy (?:\d{1,3}(?:st|nd|rd|th) )?birthday/i.test(line))) {
    body.unshift(spec.formal ? 'Happy birthday!' : 'Happy birthday!');
  }
  if (!plan.thin && plan.main === 'resignation' && !plan.segments.some((segment) => segment.act === 'resign')) {
    body.unshift(sentenceFor({ act: 'resign', form: 'none', text: '' }, plan, settings.register, seed));
  }
  let opened = opens;
  const ours = plan.frame.business || /\b(?:we|our|us)\b/i.test(plan.frame.segments.map((segment) => segment.text).join(' '));
  const read = { formal: spec.formal, recipient: plan.frame.recipient, message: plan.frame.message, reply: Boolean(plan.reply) };
  sentences.push(...body.map((line) => (line.includes('\n') ? line : leftoversRead(withoutNotesToUs(line), read))).filter((line) => /[\p{L}\d]/u.test(line)));
  // "Thank you for your message. Thank you for your feedback.": one thanks is enough.
  if (sentences.some((line) => GENERIC_THANKS.test(line)) && sentences.filter((line) => /^Thank(?:s| you)\b/.test(line)).length > 1) {
    const at = sentences.findIndex((line) => GENERIC_THANKS.test(line));
    sentences.splice(at, 1);
    // The opener was that thanks: what follows is content, not an opener to replace.
    if (at === 0) opened = false;
  }
  // A reply answers what the pasted email said: its opener, a "yes" to what it asked, its blanks.
  if (plan.reply && plan.frame.quoted) sentences.splice(0, sentences.length, ...replyBody(plan, sentences, opened, spec.formal, seed));

  // A problem told to the one who can put it right, with nothing asked: the ask it implies.
  const implied = sentences.some((line) => line.endsWith('?') || /^Please (?:let me know (?:how|when|what)|look into|arrange|fix|return|refund|send|confirm|pay|repair|sort)\b|\b(?:put (?:this|it) right|as a matter of urgency)\b/i.test(line)) ? undefined : impliedAsk(plan);
  if (implied) sentences.push(choose(implied[family], 5));
  const hasAsk = Boolean(implied) || plan.segments.some((segment) => ASK_ACTS.has(segment.act) || (segment.act === 'question' && segment.wh === 'direct'));
  const company = plan.frame.constraints.mergeFields?.find((field) => /company|business|firm/i.test(field));
  if (company && !sentences.some((line) => line.includes(company))) sentences.splice(opener ? 1 : 0, 0, spec.formal ? `I have been following ${company} with interest.` : `I came across ${company} recently.`);
  // A reply that says no closes like a decline, not "looking forward to hearing from you".
  const declining = plan.reply && plan.segments.some((segment) => segment.act === 'decline' || /\b(?:can't|cannot|won't be able to|unable to) (?:make it|come|attend|join|do it|help)\b|\bno thanks\b|\balready have\b/i.test(segment.text));
  const personalClose = ['family', 'friend'].includes(plan.frame.recipient?.relation ?? '');
  // "sadly we can't come", "i'm not interested right now": an invitation or an offer turned down closes
  // with thanks for the thought, not "let me know if anything is unclear".
  const said = plan.segments.map((segment) => segment.text).join(' ');
  const turnedDown = !plan.reply && !hasAsk && ['inform', 'note', 'about', 'share', 'decline'].includes(String(plan.main)) && TURNED_DOWN.test(said);
  // A fault told to a firm or an office, with nothing asked: their reply awaited, not "any questions".
  const relation = plan.frame.recipient?.relation ?? 'unknown';
  const faultTold = !hasAsk && !plan.reply && !plan.frame.business && ['inform', 'note', 'about', 'share', 'update'].includes(String(plan.main)) && (TROUBLE.test(said) || FAULT.test(said)) && !BEREAVED_OR_ILL.test(said) && !plan.frame.recipient?.plural && !['friend', 'family', 'team', 'colleague', 'report', 'customers', 'tenant', 'student', 'teacher', 'school'].includes(relation);
  // Plans with the reader called off ("cancel dinner with you tomorrow") close as a no does, not as a booking cancelled.
  const plansOff = plan.main === 'cancel' && plan.segments.some((segment) => segment.act === 'cancel' && PLANS_WITH_YOU.test(segment.text));
  let closes = faultTold ? FAULT_CLOSE : plansOff ? PLANS_OFF_CLOSE : closesFor(declining || turnedDown ? 'decline' : plan.main, hasAsk, personalClose);
  // "I am pleased to accept your offer of the housing officer role": joining, not "I look forward to it".
  if (!faultTold && plan.main === 'accept' && plan.segments.some((segment) => segment.act === 'accept' && /\b(?:job offer|offer of (?:the|a|an)\s+[\w -]+?\s+(?:role|position|job)|(?:role|position|job) offer)\b/i.test(segment.text))) closes = JOB_ACCEPT_CLOSE;
  const notice = groupNotice(plan) && plan.segments.some((segment) => segment.act === 'request' && segment.form === 'vp') && sentences.some((line) => /^Please\s(?!note\b|be aware\b|find\b|see\b)/.test(line)) && !sentences.some((line) => line.endsWith('?'));
  // A cold email has one ask: its closing lines never add another.
  if (plan.main === 'cold') closes = hasAsk ? COLD_CLOSE_NO_ASK : COLD_CLOSE;
  else if (reviewReply(plan)) closes = REVIEW_CLOSE;
  // A notice asking all of them to do something thanks them for doing it, and awaits no reply.
  else if (notice) closes = NOTICE_CLOSE;
  // An answer to one customer's question hopes it helps; a notice to all of them thanks them.
  else if (plan.frame.business && plan.main === 'reply' && plan.frame.recipient?.relation === 'customers' && !plan.frame.recipient.plural) closes = ANSWER_CLOSE;
  else if (plan.frame.business && !ASK_ACTS.has(String(plan.main)) && (plan.frame.recipient?.relation === 'customers' || plan.frame.recipient?.plural)) closes = BUSINESS_CLOSE;
  // Lines that only fit some emails: no "have a great day" after bad news, no thanks for
  // understanding when nothing needs understanding, no thanks for considering when nothing is asked.
  const content = plan.frame.segments.map((segment) => segment.text).join(' ');
  const serious = SERIOUS.test(content) || ['condolence', 'complaint', 'complain', 'apology', 'apologize', 'sick', 'late', 'resignation', 'get-well'].includes(String(plan.main));
  const asksReply = sentences.some((line) => /\breply\b/i.test(line));
  const fits = (pad: string) => offered(pad, plan) && !(asksReply && /\breply to this email\b/i.test(pad)) && !(/tell you all about it/i.test(pad) && hasAsk) && !(/continued support/i.test(pad) && ['welcome', 'invitation', 'invite'].includes(String(plan.main))) && !(FAREWELL.test(pad) && serious) && !(/\b(?:understanding|bearing with us|patience)\b/i.test(pad) && !serious) && !(/\bconsider(?:ing|ation)\b/i.test(pad) && !hasAsk);
  const fitting = closes[family].filter(fits);
  const offeredOnly = closes[family].filter((pad) => offered(pad, plan));
  const close = choose(fitting.length > 0 ? fitting : offeredOnly.length > 0 ? offeredOnly : closes[family], 2);
  const closing: string[] = [close];

  // Short notes stay short; everything else reaches a readable length with neutral lines.
  // Another take starts further down the lists, so it closes with other lines.
  const rotate = (lines: readonly string[]) => (lines.length === 0 ? [] : [...lines.slice((settings.take * 2) % lines.length), ...lines.slice(0, (settings.take * 2) % lines.length)]);
  const pads = declining || turnedDown
    ? [...(spec.formal ? ['Thank you again for thinking of me.', 'I hope it all goes well.'] : ['Thanks so much for thinking of me!', 'Hope it all goes well!'])].filter((pad) => offered(pad, plan))
    : [...rotate(padsFor(plan, hasAsk && !notice)[family]), ...rotate(generalPadsFor(plan, hasAsk && !notice)[family])];
  let padIndex = 0;
  // One clear ask: when the content asks a question, the closing lines ask nothing more.
  const contentAsks = sentences.some((line) => /\?|^Please (?:let me know how|send|confirm|reply|return)\b/.test(line));
  const wordsNow = () => countWords([greetingLine(plan, settings.register, seed), ...sentences, ...closing, 'Best', plan.signature].join(' '));
  if (!short) {
    if (!opener && wordsNow() < MIN_WORDS - 12 && !['condolence', 'sick', 'late'].includes(String(plan.main))) {
      const fallback = openersFor({ ...plan, main: 'note', reply: false });
      if (fallback) sentences.unshift(choose(fallback[family], 3));
    }
    // At most three lines of padding, in reading order: the kind's own lines before the close, one
    // farewell ("Have a great day!") after it, never two of a sort.
    let added = 0;
    // Another take of a short note closes with one more line, so it does not read as the same email.
    const floor = Math.max(brief ? 30 : MIN_WORDS + (settings.take > 0 ? 8 : 0), plan.frame.constraints.minWords ? plan.frame.constraints.minWords + 6 : 0);
    while (wordsNow() < floor && padIndex < pads.length && added < (plan.frame.constraints.minWords ? 6 : brief ? 1 : 2)) {
      const pad = pads[padIndex] ?? '';
      padIndex += 1;
      if (closing.some((line) => sameIdea(line, pad)) || sentences.some((line) => sameIdea(line, pad)) || !fits(pad) || (contentAsks && ASKING.test(pad))) continue;
      if (FAREWELL.test(pad)) {
        // "Have a wonderful day" does not close a condolence or an apology for bad news.
        if (closing.some((line) => FAREWELL.test(line)) || FAREWELL.test(close) || ['condolence', 'condole', 'get-well'].includes(String(plan.main))) continue;
        closing.push(pad);
      } else {
        closing.splice(closing.length - (closing.some((line) => FAREWELL.test(line)) ? 2 : 1), 0, pad);
      }
      added += 1;
    }
  }

  if (plan.frame.constraints.postalAddress) closing.push(spec.formal ? 'Our postal address: [Company name, street, city, postcode].' : 'Our address: [Company name, street, city, postcode].');
  if (plan.main === 'cold' || plan.frame.constraints.optOut) {
    closing.push(spec.formal ? 'If this is not relevant to you, a one-line reply is enough and I will not follow up.' : "If this isn't relevant, just reply \"no thanks\" and I won't follow up.");
  }
  // One clear ask: when the content asks a question, the closing lines ask nothing more.
  if (contentAsks) {
    const kept = closing.filter((line) => !ASKING.test(line) || /not relevant|no thanks/i.test(line));
    if (kept.filter((line) => !/not relevant|no thanks/i.test(line)).length === 0) kept.unshift(spec.formal ? 'Thank you for your time.' : 'Thanks so much!');
    closing.splice(0, closing.length, ...kept);
  }
  if (plan.reply && plan.frame.quoted) closing.splice(0, closing.length, ...replyClosing(plan, sentences, closing, spec.formal, seed, countWords([greetingLine(plan, settings.register, seed), 'Best regards', plan.signature].join(' '))));
  // "Under 120 words": drop the lines around the content until it fits.
  const limit = plan.frame.constraints.maxWords;
  if (limit) {
    const total = () => countWords([greetingLine(plan, settings.register, seed), ...sentences, ...closing, 'Best', plan.signature].join(' '));
    while (total() > limit && closing.length > 1) closing.splice(0, 1);
    if (total() > limit && opener && sentences.length > 1) sentences.shift();
  }
  // A list of details ends its line: the next sentence starts on its own.
  let main = paragraphs(sentences, seed).replace(/\) \(/g, ', ').replace(/\b(could|can|would|will) (match|beat)\?/g, '$1 $2 it?').replace(/\n[ \t]+/g, '\n').replace(/\n(?=\S)(?!- )/g, '\n\n').replace(/\n{3,}/g, '\n\n').trim();
  // "I look forward to it. I look forward to hearing from you.", "Looking forward to it! Looking forward to
  // hearing from you.": one line of a sort, read by its first three words.
  const firstThree = (line: string) => line.toLowerCase().replace(/[^\p{L}\d\s']/gu, '').split(/\s+/).slice(0, 3).join(' ');
  for (let index = closing.length - 1; index > 0; index -= 1) {
    if (closing.slice(0, index).some((line) => firstThree(line) === firstThree(closing[index]!) && firstThree(line).split(' ').length === 3)) closing.splice(index, 1);
  }
  // ("Sorry about the hassle. I'll get there as soon as I can. Sorry about this!": sorry once at the end.)
  let end = closing.filter((line, index) => !SORRY_LINE.test(line) || !closing.slice(0, index).some((earlier) => SORRY_LINE.test(earlier))).join(' ');
  main = mendSentences(withSubjects(withArticles(main, ours)), spec.formal).replace(/\b(please)\s+(?:please\s+)+/gi, '$1 ').replace(/\bplease\s+actually\b/gi, 'please').replace(/\bAny chance you could please\b/g, 'Any chance you could')
    .replace(/\bIs (?:that|this|it) (?:ok|okay|OK)\?/g, spec.formal ? 'Please let me know if this is acceptable.' : 'Is that OK?')
    // "the invitation to your wedding invite": an invitation to the wedding.
    .replace(/\b((?:invitation|invite) to (?:your|the|our|my|his|her|their) [\w' -]{0,30}?)\s+(?:invite|invitation)\b/gi, '$1')
    // A business writing to its customer: the order is theirs ("Your order number is SF-2291").
    .replace(/(^|[.!?]\s+)My ((?:order|booking|reservation|account|customer|membership|ticket|case|tracking|invoice) (?:number|reference)) is\b/g, (m, lead: string, label: string) => (plan.frame.business && ['customers', 'client'].includes(plan.frame.recipient?.relation ?? '') ? `${lead}Your ${label} is` : m))
    // "happy birthday and sorry i cant come": the apology said as one.
    .replace(/(^|[.!?]\s+)And sorry\b/g, "$1I'm so sorry");
  // To "Ellie's parents": "she" first said is Ellie.
  const child = plan.greeting.kind === 'group' ? plan.greeting.child : undefined;
  if (child && !new RegExp(String.raw`\b${child}\b`).test(main)) main = main.replace(/(^|[.!?]\s+)(?:She|He)(?:'s(?=\s+(been|got|had|done|worked|made)\b)|('s))?(?=\s)/, (_m, lead: string, has?: string, is?: string) => `${lead}${child}${has ? ' has' : is ? ' is' : ''}`);
  main = withArticleSound(inRegister(main, spec.formal));
  // "I want to defer a year" to an office or a stranger: said as a wish, not a demand.
  if (spec.formal && !['family', 'friend'].includes(plan.frame.recipient?.relation ?? '')) main = main.replace(/\bI want to\b(?! (?:say|thank|apologi[sz]e|let you know)\b)/g, 'I would like to');
  end = inRegister(end, spec.formal);
  // (A death told, "before he passed": no exclamation marks in any register.)
  const grief = GRIEF.test(plan.frame.segments.map((segment) => segment.text).join(' '));
  if (!spec.exclaim || plan.frame.constraints.noExclamation || grief) {
    main = calm(main, spec.formal || Boolean(plan.frame.constraints.noExclamation) || grief);
    end = calm(end, spec.formal || Boolean(plan.frame.constraints.noExclamation) || grief);
  }
  const signOffs = signOffsFor(settings.register, plan.frame).filter((line) => !(/^thank/i.test(line) && /thank/i.test(end)));
  const signOff = choose(signOffs.length > 0 ? signOffs : ['Best,'], 4);
  const greeting = greetingLine(plan, settings.register, seed);
  const bodyText = [greeting, '', main, '', end, '', signOff, plan.signature].filter((line, i, all) => !(line === '' && all[i - 1] === '')).join('\n').trim();

  // ("Away 2 to 16 Aug": the month in full, as the body has it.)
  const subject = monthsInFull(subjectFor(plan, settings, seed));
  return {
    tone: spec.tone,
    subject: grief ? subject.replace(/!+$/, '') : subject,
    body: bodyText,
    notes: noteFor(settings.register, plan),
  };
}

// "a engineer", "a hour": the article the next sound takes; never "an user", "an one-off", "an European".
const AN_BEFORE = /\b([Aa])\s+(?=(?!(?:one|once|eu|euro|european|eulogy|ewe|uni|unit|units|union|unique|uniform|universal|university|usual|usually|use|used|useful|user|users|usb|uk|us|usa|utility|uber|ufo|urinary|urine|ukulele)\b)(?:[aeio]|u(?:n|p|r|g|m|s[^e]|t|l|d|b|k))[a-z]|(?:hour|hourly|honest|honestly|honour|honor|honourable|heir)\b)/g;

function withArticleSound(text: string): string {
  return text.replace(AN_BEFORE, '$1n ');
}

/**
 * The first piece of news, framed one of three ways by option and take, so the two options and
 * another take do not open on the same words: "The shop is closed..." / "Please note that the
 * shop is closed..." / "I wanted to let you know that the shop is closed...".
 */
function framedNews(sentence: string, plan: Plan, formal: boolean, turn: number): string {
  if (plan.reply || plan.main === 'sick' || plan.main === 'late' || plan.main === 'condolence') return sentence;
  const [first = '', ...rest] = sentence.split(/(?<=[.!?])\s+/);
  if (!/\.$/.test(first) || /^(?:Yes|No|Thanks|Thank|Sorry|Happy|Congrat|Please|Just|Hi|Hello|Dear|(?:Great|Good|Amazing|Brilliant|Fantastic|Awesome|Excellent|Nice) (?:job|work|effort|stuff)|Well done|Huge congrat|Big congrat|Kudos|It was (?:great|good|lovely|nice|a pleasure)|I want to|I would like|I'd like|I'm writing|I am writing|I wanted)\b/.test(first) || countWords(first) < 4) return sentence;
  // A problem is not news to frame as a heads-up: "Just a quick heads-up: you still haven't ...".
  if (/\b(?:not|never|still|broke|broken|lost|wrong|damaged|missing|delayed|cancell?ed|overcharged|charged|cracked|faulty|leak\w*|late|rejected|declined|refused|bounced|failed)\b|n't\b/i.test(first)) return sentence;
  // "Just a quick heads-up" fits news to a group, not a request, a withdrawal or a worry.
  // (Nor news that gives its own heads-up further on: "I wanted to give you a heads-up about noise".)
  const group = Boolean(plan.frame.recipient?.plural) && ['announcement', 'update', undefined].includes(plan.frame.descriptor) && !plan.segments.some((segment) => /\bheads-up\b/i.test(segment.text));
  const frames = formal ? ['', 'I wanted to let you know that ', 'Please note that '] : ['', group ? 'Just a quick heads-up: ' : '', 'I wanted to let you know that '];
  const frame = frames[turn % frames.length] ?? '';
  if (!frame) return sentence;
  const clause = /^(?:I|I'm|I'll|I've|I'd)\b|^[A-Z][a-z]+[A-Z]|^[A-Z]{2,}/.test(first) || /^[A-Z][a-z]+\b/.test(first) && !/^(?:The|A|An|My|Our|Your|You|This|That|These|Those|It|There|We|They|He|She|Its|Their|His|Her|Some|All|Every|Each|No)\b/.test(first) ? first : first.charAt(0).toLowerCase() + first.slice(1);
  return [`${frame}${clause}`, ...rest].join(' ');
}

function sameIdea(a: string, b: string): boolean {
  const start = (text: string) => text.toLowerCase().replace(/[^a-z ]/g, '').split(' ').slice(0, 4).join(' ');
  if (start(a) === start(b)) return true;
  const lead = (text: string) => text.toLowerCase().replace(/^(?:i|we|just|really|so)\s+/, '').split(/\s+/)[0]?.replace(/[^a-z]/g, '');
  if (lead(a) === lead(b) && ['hope', 'let', 'please', 'feel', 'thanks', 'thank', 'looking', 'i', 'have'].includes(lead(a) ?? '')) return true;
  if (/resolv/i.test(a) && /resolv/i.test(b)) return true;
  const tail = (text: string) => text.toLowerCase().replace(/[^a-z ]/g, '').trim().split(/\s+/).slice(-3).join(' ');
  if (tail(a) === tail(b) && tail(a).split(' ').length === 3) return true;
  // "What wonderful news." and "This is wonderful news.": the same two words of content to end on.
  const pair = (text: string) => tail(text).split(' ').slice(-2).filter((word) => word.length > 3).join(' ');
  if (pair(a).includes(' ') && pair(a) === pair(b)) return true;
  const key = (text: string) => text.toLowerCase().replace(/[^a-z ]/g, '').split(' ').filter((word) => word.length > 3).slice(0, 3).join(' ');
  return key(a) === key(b) || (/question/i.test(a) && /question/i.test(b)) || (/appreciate/i.test(a) && /appreciate/i.test(b)) || (/thank/i.test(a) && /thank/i.test(b)) || (/thoughts/i.test(a) && /thoughts/i.test(b));
}

/** One or two paragraphs: an opener stays with the first sentences. */
function paragraphs(sentences: readonly string[], seed: number): string {
  // A sentence that ends in a list of details ends its paragraph.
  const listed = sentences.findIndex((sentence) => /\n- [^\n]*$/.test(sentence));
  if (listed >= 0 && listed < sentences.length - 1) return `${paragraphs(sentences.slice(0, listed + 1), seed)}\n\n${paragraphs(sentences.slice(listed + 1), seed)}`;
  if (sentences.length <= 3) return sentences.join(' ');
  const words = countWords(sentences.join(' '));
  if (words < 70) return sentences.join(' ');
  const split = Math.ceil(sentences.length / 2) + (seed % 2 === 0 ? 0 : -1);
  const at = Math.min(Math.max(2, split), sentences.length - 1);
  return `${sentences.slice(0, at).join(' ')}\n\n${sentences.slice(at).join(' ')}`;
}

function inRegister(text: string, formal: boolean): string {
  return formal ? expandContractions(text) : contract(text);
}

function calm(text: string, formalOrAsked: boolean): string {
  return formalOrAsked ? text.replace(/!/g, '.') : text;
}

function greetingLine(plan: Plan, register: Register, seed: number): string {
  const spec = REGISTERS[register];
  const greeting = plan.greeting;
  const relation = plan.frame.recipient?.relation;
  const personal = relation === 'family' || relation === 'friend';
  let word: string;
  if (spec.formal) word = personal ? 'Dear' : 'Dear';
  else if (register === 'casual') word = seed % 2 === 0 ? 'Hey' : 'Hi';
  else word = 'Hi';
  switch (greeting.kind) {
    case 'name':
      if (!spec.formal && greeting.title) return `${register === 'casual' ? 'Hi' : 'Hi'} ${greeting.name},`;
      return `${word} ${greeting.name},`;
    case 'group':
      if (spec.formal) return greeting.formal === 'Hello' ? 'Hello,' : `Dear ${greeting.formal},`;
      return greeting.friendly === 'Hi there' ? 'Hi there,' : `${word === 'Dear' ? 'Hi' : word} ${greeting.friendly},`;
    case 'blank':
      return `${spec.formal ? 'Dear' : 'Hi'} ${greeting.blank},`;
    case 'none':
      return spec.formal ? 'Hello,' : 'Hi there,';
  }
}

// --- the visitor's content as sentences --------------------------------------------------------

export function sentenceFor(segment: Segment, plan: Plan, register: Register, seed: number): string {
  // "follow up, havent heard anything 2 weeks after my final round": what is followed up is that nothing came.
  const silent = segment.act === 'followUp' && segment.form === 'np' ? /^(?:I\s+)?(?:haven't|have not|havent|hadn't|not)\s+(?:heard|had|received|got(?:ten)?)\s+(?:anything|back|a reply|a response|an update|any (?:news|update|reply|response))\b\s*(.*)$/i.exec(segment.text) : null;
  if (silent) {
    const since = silent[1]!.replace(/^(\d+|a|an|one|two|three|four|five|six)\s+(days?|weeks?|months?)\s+(?:after|since)\s+/i, 'since ').trim();
    const when = /^(\d+|a|an|one|two|three|four|five|six)\s+(days?|weeks?|months?)\s+(?:after|since)\b/i.exec(silent[1]!);
    const heard = `I ${REGISTERS[register].formal ? 'have not' : "haven't"} heard anything${since ? ` ${since}` : ''}`;
    return capitalize(`${REGISTERS[register].formal ? 'I am writing to follow up' : 'I wanted to follow up'}, as ${heard}${when ? `, which was ${when[1]} ${when[2]} ago` : ''}.`);
  }
  // "invite her to ours in august": a visit to our place, not an event to join.
  const visit = segment.act === 'invite' && segment.form === 'np' ? /^((?:our|my)\s+(?:place|house|flat|home))\b\s*(.*)$/i.exec(segment.text) : null;
  if (visit?.[1]) {
    const rest = visit[2] ? ` ${visit[2].trim()}` : '';
    return REGISTERS[register].formal ? `${/^my\b/i.test(visit[1]) ? 'I' : 'We'} would love to have you over at ${visit[1].toLowerCase()}${rest}.` : `Would you like to come over to ${visit[1].toLowerCase()}${rest}?`;
  }
  // "want them to check the meter readings": asked of them, not demanded.
  const wanted = segment.act === 'inform' ? /^I (?:want|need) you to\s+((?!be\b|know\b|understand\b|stop\b|feel\b)[a-z].+?)[.!]?$/.exec(segment.text) : null;
  if (wanted?.[1]) return `${REGISTERS[register].formal ? 'Could you please' : 'Could you'} ${wanted[1]}?`;
  // "say yes to the stall", to "Are you still ok to run the bake sale stall on the 9th?": yes to doing it.
  const task = segment.act === 'accept' && segment.form === 'np' ? acceptedTask(segment.text, plan.frame.quoted?.questions ?? []) : undefined;
  if (task) return splitWhQuestion(sentenceWhole({ act: 'inform', form: 's', text: task }, plan, register, seed));
  return splitWhQuestion(sentenceWhole(segment, plan, register, seed));
}

/** The thing said yes to, when a question of the email being answered asks the writer to do it: "yes, I am happy to ...". */
function acceptedTask(text: string, questions: readonly string[]): string | undefined {
  const thing = /^(?:the|your|that|this)\s+((?:[\w-]+\s+){0,3}?([\w-]+))(?=$|[,;]|\s+(?:but|and|though|although|as|because|if|so)\b)(.*)$/i.exec(text);
  if (!thing?.[2]) return undefined;
  const head = new RegExp(`\\b${thing[2]}\\b`, 'i');
  for (const question of questions) {
    const asked = /^(?:(?:hi|hello|hey|also|and|so)\b[,\s]*)*(?:are you|would you be|will you be)\s+(still\s+)?(?:ok|okay|happy|able|free|available|up for|good|willing)\s+to\s+(.+?)[?.!]*$/i.exec(question.trim())
      ?? /^(?:(?:hi|hello|hey|also|and|so)\b[,\s]*)*(?:can|could|would|will)\s+you\s+(still\s+)?(?:please\s+)?(.+?)[?.!]*$/i.exec(question.trim());
    if (asked?.[2] && head.test(asked[2]) && /^[a-z]/.test(asked[2])) {
      return `yes, I am ${asked[1] ? 'still ' : ''}happy to ${asked[2].replace(/\byour\b/gi, 'my').replace(/\byou\b/gi, 'me')}${thing[3]}`;
    }
  }
  return undefined;
}

/**
 * "..., and what documents do you need from me." -> "... What documents do you need from me?";
 * "..., and do you need a doctor's note." -> "... Do you need a doctor's note?".
 */
function splitWhQuestion(sentence: string): string {
  return sentence.replace(/,\s+and\s+((?:(?:what|when|where|which|who|how|why)\s+(?:[\w'-]+\s+){0,3}?)?(?:do|does|did|is|are|was|were|can|could|should|would|will|have|has)\s+(?:you|I|we|they|it|he|she|there)\b[^.?!]*)[.?!]?$/i, (_m, question: string) => `. ${question.charAt(0).toUpperCase()}${question.slice(1)}?`)
    .replace(STATEMENT_BEFORE_QUESTION, (m, first: string) => (/^(?:Could|Can|Would|Will|May|Do|Does|Is|Are)\b/.test(first) ? `${first}? ` : m));
}

function sentenceWhole(segment: Segment, plan: Plan, register: Register, seed: number): string {
  // A run-on's later parts ("..., sent it Monday", "..., can he hand it in tomorrow") follow as
  // sentences of their own; the act's phrasing wraps the first.
  if (segment.act !== 'inform' && segment.act !== 'reason' && segment.text) {
    const { head, tail } = splitRunOn(segment.text);
    if (tail.length > 0 && head) return [sentenceCore({ ...segment, text: head }, plan, register, seed), ...tail].join(' ');
    // Details set in brackets or a reason added: the act phrases the rebuilt head.
    if (head && head !== segment.text) return sentenceCore({ ...segment, text: head }, plan, register, seed);
  }
  return sentenceCore(segment, plan, register, seed);
}

// A matter left waiting: no update, no reply, nothing heard.
const STALLED = /\b(?:(?:has|have)(?:n't| not)\s+(?:had|got|received)\s+(?:an?\s+|any\s+)?(?:update|reply|response|answer|word|news)|(?:no|without\s+(?:an?|any))\s+(?:update|reply|response|answer|word|news)\s+(?:in|for|since)\b|(?:nobody|no one|no-one)\s+(?:has\s+)?(?:replied|responded|answered|got back|gotten back|been in touch)|(?:have|has)(?:n't| not)\s+heard\s+(?:back|anything)|heard nothing|then (?:nothing|silence)|(?:still|been)\s+waiting\s+(?:for|on)\s+(?:an?\s+)?(?:update|reply|response|answer|news|decision))\b/i;

/** "About the food poisoning: I can't come in": the illness a sick note's content starts on. */
const ABOUT_ILLNESS = new RegExp(String.raw`^(?:About|Regarding) (?:the |a |an |my )?(${ILLNESSES})(?:,|:)\s+(?:I\b|I'm|I am|I've)`, 'i');

/** What is declined was offered to the writer (an invitation, a job, a place): not a request made of them. */
function thoughtOf(plan: Plan): boolean {
  const quoted = plan.frame.quoted;
  if (quoted && /^(?:could|can|may|would|will)\s+(?:I|we)\b/i.test(quoted.questions[0] ?? '') && !/\b(?:invit\w*|offer\w*|opportunit\w*)\b/i.test(quoted.text)) return false;
  return true;
}

/** A line thanking the writer for the offer fits only what was offered: not a request turned down. */
function offered(line: string, plan: Plan): boolean {
  return thoughtOf(plan) || !/thinking of me|another opportunity|something another time/i.test(line);
}

/** "three others already booked that week", "I've accepted another offer": a subject and its verb, not a thing. */
function isClause(text: string): boolean {
  // (A verb at the end may be a noun compromise reads as one: "your wedding invite".)
  const doc = nlp(text);
  return doc.match('^(#Value|#Determiner|#Possessive)? #Adjective? (#Noun|#Pronoun)+ #Adverb? (#PastTense|#Copula|#Modal|#Auxiliary)').found
    || doc.match('^(#Value|#Determiner|#Possessive)? #Adjective? (#Noun|#Pronoun)+ #Adverb? #PresentTense .').found;
}

function sentenceCore(segment: Segment, plan: Plan, register: Register, seed: number): string {
  const spec = REGISTERS[register];
  const family: keyof Family = spec.formal ? 'formal' : 'friendly';
  const text = segment.text;
  if (segment.act === 'inform' || segment.act === 'reason') {
    if (plan.main === 'condolence' && /\b(?:passed away|died|death|loss|lost)\b/i.test(text) && !/^I\b/.test(text)) {
      const frames = spec.formal ? ['I was so sorry to hear that {s}.', 'I was deeply saddened to hear that {s}.'] : ['I was so sorry to hear that {s}.', 'I was heartbroken to hear that {s}.'];
      return fill(frames[seed % frames.length] ?? '', segment);
    }
    return polish(rebuildStatement(text));
  }
  if (segment.act === 'question' && segment.wh === 'direct') return finish(capitalize(text), '?');
  // "say no thanks politely, june is mad for me": a decline whose "thing" is its reason.
  // "say no because ive accepted another offer", "say no, three others already booked that week": a reason, said as a clause.
  const because = segment.act === 'decline' && segment.form === 'np' ? /^(?:because|as|since|cos|bc)\s+(.+)$/i.exec(text)?.[1] : undefined;
  // ("your hen do in Ibiza", "Laura's hen do": an event of someone's, declined, is no reason.)
  const event = /^(?:your|his|her|their|[A-Z][a-z]+'s)\s+(?:[\w-]+\s+){0,2}?(?:do|party|wedding|birthday|hen|stag|invitation|invite|event|offer|dinner|drinks|bbq|barbecue|celebration|leaving|retirement|shower|christening|graduation|trip|holiday|weekend|gig|launch|housewarming|reunion)\b/i.test(text);
  if (segment.act === 'decline' && segment.form === 'np' && !event && (because || /^(?:[A-Z][a-z]+|(?:the|my|our|this|that|it|work|things|life)\b[\w\s'-]{0,30}?)\s+(?:is|are|was|were|has been|have been|will be|'s)\s+(?!(?:a|an|the|your|this)\s+(?:\w+\s+){0,2}(?:invitation|invite|offer|event|party|meetup|conference)\b)/.test(text) || isClause(text))) {
    const said = because ?? text;
    const reason = /^(?:The|My|Our|This|That|It|Work|Things|Life)\b/.test(said) ? `${said.charAt(0).toLowerCase()}${said.slice(1)}` : said;
    const bank = phrasingsFor('decline', 'none', undefined, plan.frame.business, '')?.[family] ?? [];
    const line = bank[seed % bank.length] ?? bank[0] ?? '';
    // Thanks for thinking of me only for what was offered: not for a request the writer turns down.
    const thanks = thoughtOf(plan) ? `${spec.formal ? 'Thank you for thinking of me.' : 'Thanks so much for thinking of me.'} ` : '';
    if (line) return `${thanks}${line.replace(/[.!]$/, '')}, as ${reason.replace(/[.!]+$/, '')}.`;
  }
  // "ask if we can do it on Zoom": a favour or a permission is asked directly, not "do you know if".
  const favour = segment.act === 'question' && (!segment.wh || segment.wh === 'if' || segment.wh === 'whether')
    ? /^(I|we|you)\s+(?:can|could|may|might)\s+(?!not\b)(.+)$/i.exec(text) : null;
  if (favour?.[1] && favour[2]) {
    const who = favour[1].toLowerCase() === 'i' ? 'I' : favour[1].toLowerCase();
    const rest = favour[2].replace(/[?.!]+$/, '');
    const lines = spec.formal
      ? [`Would it be possible for ${who === 'I' ? 'me' : who === 'we' ? 'us' : 'you'} to ${rest}?`, `Could ${who} ${rest}?`, `May I ask whether ${who} could ${rest}?`]
      : [`Could ${who} ${rest}?`, pastModal(rest) && who !== 'you' ? `Would it be okay if ${who} ${pastModal(rest)}?` : `Is there any way ${who} could ${rest}?`, `Any chance ${who} could ${rest}?`];
    return lines[seed % lines.length] ?? lines[0]!;
  }
  // "requesting to work from home on Mondays": asking to be allowed.
  if ((segment.act === 'askFor' || segment.act === 'request') && /^to\s+\w/i.test(text)) {
    const rest = text.replace(/^to\s+/i, '');
    const lines = spec.formal ? [`Would it be possible for me to ${rest}?`, `May I ${rest}?`, `Could I ${rest}?`] : [`Would it be okay for me to ${rest}?`, `Could I ${rest}?`, `Any chance I could ${rest}?`];
    return lines[seed % lines.length] ?? lines[0]!;
  }
  // "reminder ... for the food bank sort this saturday": a reminder about the event.
  if (segment.act === 'remind' && /^(?:for|about|of)\s+\w/i.test(text)) {
    const what = text.replace(/^(?:for|about|of)\s+/i, '');
    const lines = spec.formal ? [`This is a reminder about ${what}.`, plan.frame.recipient?.plural ? `I would like to remind everyone about ${what}.` : `I would like to remind you about ${what}.`] : [`Just a quick reminder about ${what}.`, `A friendly reminder about ${what}.`];
    return lines[seed % lines.length] ?? lines[0]!;
  }
  // "remind them not to leave the door open": a reminder of what (not) to do.
  if (segment.act === 'remind' && /^(?:not\s+)?to\s+\w/i.test(text)) {
    const lines = spec.formal ? [`This is a reminder ${text}.`, `Please remember ${text}.`, plan.frame.recipient?.plural ? `I would like to remind everyone ${text}.` : `I would like to remind you ${text}.`] : [`Just a quick reminder ${text}.`, `Just a friendly reminder ${text}.`, `A quick reminder ${text}.`];
    return lines[seed % lines.length] ?? lines[0]!;
  }
  // "ask if she is open to a 15-minute call": asked as the one clear question it is.
  const open = segment.act === 'question' && (!segment.wh || segment.wh === 'if' || segment.wh === 'whether')
    ? /^you(?:'re| are| would be|'d be)\s+(open|free|available|interested|up for|happy|willing)\b\s*(.*)$/i.exec(text) : null;
  const like = segment.act === 'question' && (!segment.wh || segment.wh === 'if' || segment.wh === 'whether') ? /^you(?:'d| would) (like|love|prefer)\s+(.+)$/i.exec(text) : null;
  if (like?.[1] && like[2]) return `Would you ${like[1].toLowerCase()} ${like[2].replace(/[?.!]+$/, '').replace(/^to me to\b/, 'me to')}?`;
  // "ask if she wants to go to the concert with me": asked straight.
  const wants = segment.act === 'question' && (!segment.wh || segment.wh === 'if' || segment.wh === 'whether') ? /^you (?:want|wanna|fancy)\s+(?:to\s+)?(.+)$/i.exec(text) : null;
  if (wants?.[1]) {
    const rest = wants[1].replace(/[?.!]+$/, '');
    const object = /^(?:me|us)\s+to\b/i.test(rest);
    // "if she fancies a coffee next month": a thing, not something to do.
    const thing = /^(?:a|an|some)\s/i.test(rest);
    const lines = thing
      ? spec.formal ? [`Would you like to meet for ${rest}?`, `Would you be free for ${rest}?`, `Would you like to meet for ${rest}?`] : [`Fancy ${rest}?`, `Would you be up for ${rest}?`, `Fancy ${rest}?`]
      : object
      ? [`Would you like ${rest}?`, `Would it help if ${rest.replace(/^me to /i, 'I ').replace(/^us to /i, 'we ')}?`, `Would you like ${rest}?`]
      : spec.formal ? [`Would you like to ${rest}?`, `Would you be interested in ${gerundOf(rest)}?`, `Would you like to ${rest}?`] : [`Do you want to ${rest}?`, `Would you like to ${rest}?`, `Fancy ${gerundOf(rest)}?`];
    return lines[seed % lines.length] ?? lines[0]!;
  }
  if (open?.[1]) {
    const rest = open[2] ? ` ${open[2].replace(/[?.!]+$/, '')}` : '';
    const lines = spec.formal ? [`Would you be ${open[1].toLowerCase()}${rest}?`, `Would you be ${open[1].toLowerCase()}${rest}?`, `Are you ${open[1].toLowerCase()}${rest}?`] : [`Would you be ${open[1].toLowerCase()}${rest}?`, `Are you ${open[1].toLowerCase()}${rest}?`, `Any chance you'd be ${open[1].toLowerCase()}${rest}?`];
    return lines[seed % lines.length] ?? lines[0]!;
  }
  // "accept Tuesday at 2" in a reply: the time works.
  if (segment.act === 'accept' && /^(?:on\s+)?(?:(?:this|next)\s+)?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|tomorrow|today|tonight|the \d|the week of \d|\d{1,2}(?::\d{2})?\s*(?:am|pm)?\b)/i.test(text)) {
    const when = capitalize(text.replace(/^on\s+/i, ''));
    const lines = spec.formal ? [`${when} works well for me.`, `${when} suits me.`, `I can confirm ${lowerStart(text)}.`] : [`${when} works for me!`, `${when} works great.`, `${when} is perfect.`];
    return lines[seed % lines.length] ?? lines[0]!;
  }
  if (segment.act === 'share' && segment.wh && segment.wh !== 'share') return shareSentence(segment, spec.formal, plan);
  if (segment.act === 'introduce' && segment.wh === 'product' && plan.main === 'cold') {
    const lines = spec.formal ? ['I am reaching out to introduce {np}. I think it could be a good fit for your team.', 'I would like to introduce {np}, which I think could be useful for your team.'] : ["I'm reaching out about {np}. I think it could be a great fit for your team.", "I wanted to tell you about {np}. I think your team could get a lot out of it."];
    return fill(lines[seed % lines.length] ?? '', segment).replace(/\byour team\b/, theirs(plan));
  }
  if (segment.act === 'followUp' && segment.wh === 'pp') return `${spec.formal ? 'I am writing to follow up' : 'I wanted to follow up'} ${lowerStart(text)}.`;
  if (segment.act === 'thank' && segment.form === 'none' && plan.frame.recipient?.plural) {
    const lines = spec.formal ? ['Thank you all very much.', 'A sincere thank you to every one of you.'] : ['Thank you all so much!', 'A huge thank you to everyone!'];
    return lines[seed % lines.length] ?? '';
  }
  // "please save your work before you leave friday", in a notice to all staff: said as the notice says it.
  if (segment.act === 'request' && segment.form === 'vp' && groupNotice(plan) && !/^(?:you|let me|tell me|get back|reply|confirm)\b/i.test(text)) return finish(`Please ${lowerStart(text)}`, '.');
  const bank = phrasingsFor(segment.act, segment.form, segment.wh, plan.frame.business, segment.text);
  if (!bank) return text ? finish(capitalize(text), '.') : '';
  const options = register === 'firm' && bank.firm ? bank.firm : register === 'polite' && segment.act === 'complain' ? bank.friendly.map(expandContractions) : bank[family];
  let template = options[seed % options.length] ?? options[0] ?? '';
  if (plan.frame.business && !/\b(?:myself|my)\b/i.test(segment.text) && segment.wh !== 'self') template = asOrganization(template);
  // "Would you mind {gerund}" reads badly with a long phrase of several verbs.
  if (template.includes('{gerund}') && (/\band\b/.test(text) || /^(?:be|let|please|stop|start|keep|quit|finish|avoid)\b/i.test(text))) template = options[(seed + 1) % options.length] ?? template;
  // "what you think" is asked of the reader: never "Do you know what you think?".
  if (/^Do you know\b/.test(template) && /^you\b/i.test(text)) template = options.find((line) => !/^Do you know\b/.test(line)) ?? template;
  return fill(template, segment);
}

/** A notice or a reminder to a group ("email all staff: ..."). */
function groupNotice(plan: Plan): boolean {
  return Boolean(plan.frame.recipient?.plural) && (plan.frame.descriptor === 'announcement' || ['announcement', 'announce', 'reminder', 'remind'].includes(String(plan.main)));
}

const NOTICE_CLOSE: Family = {
  formal: ['Thank you for your cooperation.', 'Thank you for your help with this.'],
  friendly: ['Thanks for your help with this!', 'Thanks, everyone!'],
};

/** A business speaks as "we": "I am sorry that" -> "We are sorry that". */
function asOrganization(template: string): string {
  return template
    .replace(/^I am\b/, 'We are')
    .replace(/^I'm\b/, "We're")
    .replace(/^I would\b/, 'We would')
    .replace(/^I'd\b/, "We'd")
    .replace(/^I was\b/, 'We were')
    .replace(/^I (apologize|feel|wanted|just wanted|hope|want|can|will)\b/, 'We $1')
    .replace(/^I'll\b/, "We'll")
    .replace(/\bmy apologies\b/, 'our apologies')
    .replace(/\bmy warmest\b/, 'our warmest');
}

function shareSentence(segment: Segment, formal: boolean, plan: Plan): string {
  const np = segment.text;
  if (segment.wh === 'highlight' && /^my\s/i.test(np) && (plan.main === 'application' || plan.main === 'apply' || plan.main === 'cover-letter')) {
    return `${formal ? 'I bring' : "I'd bring"} ${np.replace(/^my\s+/i, '')}${formal ? '.' : ' to the role.'}`;
  }
  switch (segment.wh) {
    case 'express':
      return `${formal ? 'I would like to express' : 'I want to express'} ${np}.`;
    case 'reaffirm':
      return `${formal ? 'I would like to reaffirm' : 'I want to reaffirm'} ${np}.`;
    case 'highlight':
      if (plan.main === 'thanks' || plan.main === 'thank') return `${formal ? 'I have not forgotten' : "I haven't forgotten"} ${np}, either.`;
      // "mention all money goes to the school": a whole statement is said as it is.
      if (isStatement(np)) return `${np.charAt(0).toUpperCase()}${np.slice(1)}.`;
      return `${formal ? 'I would also like to mention' : 'I also wanted to mention'} ${np}.`;
    case 'give':
      // "we'll refund in full and give a voucher": a business gives the customer something.
      if (plan.frame.business || /^(?:a|an|some)\s+(?:(?:\d{1,2}%|[£$€]\d+)\s+)?(?:voucher|discount|gift card|credit|refund|free)\b/i.test(np)) return `${plan.frame.business ? (formal ? 'We will also give you' : "We'll also give you") : formal ? 'I will also give you' : "I'll also give you"} ${np}.`;
      // "giving feedback on her first client presentation": feedback is given to the reader.
      if (/^(?:some\s+)?feedback\b/i.test(np)) return `I wanted to give you some ${np.replace(/^some\s+/i, '')}.`;
      return `${formal ? 'I am giving' : "I'm giving"} ${np}.`;
    case 'list':
    case 'outline':
      return `Here ${/s\b/.test(np.split(' ')[1] ?? np) || /\band\b/.test(np) ? 'are' : 'is'} ${np.replace(/^(?:the|a|an)\s+/i, 'the ')}:\n- [Item 1]\n- [Item 2]`;
    case 'add':
      // "add my brother Luke": a person added to what is booked, not a thing to paste in.
      if (/^(?:my|our)\s+(?:\w+\s+)?(?:brother|sister|son|daughter|partner|wife|husband|mum|mom|dad|friend|colleague|cousin|nephew|niece|uncle|aunt|gran|grandma|grandad|grandpa|boyfriend|girlfriend|fiancée?|kids?|children|child|baby|guest)\b|^[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?$/.test(np)) {
        const we = /\b(?:we|our|us)\b/i.test(plan.frame.message);
        return `${we ? 'We' : 'I'} would also like to add ${np}${/\b(?:booking|reservation|room|tour|trip|table|flight|stay|ticket|order)\b/i.test(plan.frame.message) ? ' to the booking' : ''}.`;
      }
      return `${formal ? 'Here is' : "Here's"} ${np.replace(/^(?:a|an)\s+/i, 'a ')}: [${np.replace(/^(?:a|an|the)\s+/i, '')}].`;
    case 'stress':
    case 'emphasize':
    case 'emphasise':
      return `I want to stress ${np}.`;
    case 'note':
      return `Please note ${np}.`;
    case 'send':
      if (/\b(?:is|are)\b/.test(np)) return `${np.charAt(0).toUpperCase()}${np.slice(1)}.`;
      // "sign it and send it back by Thursday": the writer's promise, not an attachment.
      if (/^(?:it|them|this|that)\s+back\b/i.test(np)) return `${formal ? 'I will' : "I'll"} send ${np}.`;
      // "send me dietary requirements by Monday": asked of the reader.
      if (/^(?:me|us)\s+\S/i.test(np)) return `Please send ${np.replace(/^(me|us)\s+(?!(?:your|the|a|an|any|all|some|my|our)\b)/i, '$1 your ')}.`;
      // Documents go with the email: "Please find attached the documents you asked for".
      if (/\b(?:documents?|docs|payslips?|statements?|p60|p45|receipts?|invoices?|photos?|pictures?|scans?|copies|copy|forms?|files?|cv|résumé|resume|certificates?|letters?|contracts?|slides|deck|report|spreadsheet|portfolio|references?|passport|licence|license|id)\b/i.test(np)) return `Please find attached ${np}.`;
      return `Please find ${np} below.`;
    default:
      return `${formal ? 'I would like to share' : "I'd like to share"} ${np}.`;
  }
}

/** Small fixes a careful writer makes: a comma before "but" joining two clauses. */
function polish(sentence: string): string {
  return sentence.replace(/\bI wanna\b/gi, 'I want to').replace(/\b(could|can|would|will) (match|beat)\?/g, '$1 $2 it?').replace(/(\b\w+(?:\s+\w+){3,}?)\s+but\s+(?=(?:I|we|you|they|he|she|it|not|there)\b)/g, (m, before: string) => (/,$/.test(before) ? m : `${before}, but `));
}

// "a cafe owner", "the owner of a bakery": a pitch to an owner is for their business, not "your team".
function theirs(plan: Plan): string {
  return /\b(?:owner|owners|founder|proprietor|landlord|landlady|cafe|café|shop|salon|bakery|restaurant|pub|florist|garage|gym)\b/i.test(plan.frame.recipient?.role ?? plan.frame.recipient?.phrase ?? '') ? 'your business' : 'your team';
}

function fill(template: string, segment: Segment): string {
  // "decline your wedding in Bali": thanks for the invitation to it, not for the wedding.
  const text = segment.act === 'decline' && segment.form === 'np' && /^(?:your|the|his|her|their)\s+(?:[\w'-]+\s+){0,2}?(?:wedding|party|birthday|bbq|barbecue|dinner|drinks|hen do|stag do|baby shower|celebration|reunion|launch|gala|ball|event|do|housewarming|engagement|graduation|christening|retirement)\b/i.test(segment.text)
    ? `the invitation to ${segment.text.replace(/^the\s+/i, 'the ')}`
    // "your invite to your hen weekend": the invite to it.
    : segment.act === 'decline' ? segment.text.replace(/^your\s+(invite|invitation|offer)\s+to\s+your\b/i, 'the $1 to your')
      // "sorry that missed my seminar": I missed it.
      // ("complain ..., stayed 3 nights 8-11 Feb": I stayed.)
      : segment.form === 's' && /^(?:missed|forgot|lost|broke|didn't|couldn't|can't|won't|wasn't|was|had|got|sent|made|left|messed up|overslept|double[- ]booked|stayed|ordered|bought|paid|waited|visited|arrived|rang|phoned|emailed|tried|received|returned|spent|flew|travell?ed|checked (?:in|out)|applied|submitted|reported|viewed|booked (?=\d|a|an|the|my|our|two|three|four)|called (?=you|them|twice|\d|three|several|many))\b/i.test(segment.text) ? `I ${segment.text}` : segment.text;
  const lowered = lowerStart(text);
  // "offer cancel or wait": the choices are the reader's.
  if (segment.act === 'offer' && /^[a-z]+(?:\s+[a-z]+)?\s+or\s+[a-z]+(?:\s+[a-z]+)?$/.test(lowered) && lowered.split(/\s+or\s+/).every((choice) => wordTags(choice.split(' ')[0]!).some((tag) => /^(?:Verb|Infinitive|Imperative|PresentTense)$/.test(tag)))) template = 'You are welcome to {vp}, whichever you prefer.';
  // "sorry that missing the 9 am call": what the writer did, said as a gerund, is what they are sorry for.
  if (segment.act === 'apologize' && /^[a-z]+ing\b/.test(lowered) && !/^(?:nothing|something|everything|anything|morning|evening|wedding|meeting|building|ceiling|parking|thing)\b/.test(lowered) && /\bsorry that \{s\}/.test(template)) template = template.replace(/\bsorry that \{s\}/, 'sorry for {s}').replace(/\bterrible that \{s\}/, 'terrible about {s}');
  const out = template
    .replace('{vp}', lowered)
    .replace('{gerund}', () => gerundOf(lowered))
    .replace('{np}', lowered)
    .replace('{s}', lowered)
    .replace('{wh}', segment.wh ?? 'if');
  return capitalize(out.replace(/\s+([,.?!])/g, '$1').replace(/([.?!])\.$/, '$1').replace(/\?\.$/, '?'));
}

/** A clause inside a sentence: "The pool" -> "the pool", but "I", names and acronyms stay. */
function lowerStart(text: string): string {
  const first = text.split(' ')[0] ?? '';
  if (/^(?:The|A|An|My|Our|Your|Their|His|Her|It|Its|This|That|These|Those|We|You|They|He|She|There|Some|All|Every|Each|No|Please|If|When|What|Where|How|Why|Who|Which|Whether|Can|Could|Would|Will|Is|Are|Do|Does)$/.test(first)) {
    return text.charAt(0).toLowerCase() + text.slice(1);
  }
  return text;
}

/** "do it on Zoom" -> "did it on Zoom", for "Would it be okay if we ...?". */
function pastModal(verbPhrase: string): string | undefined {
  const [first = '', ...rest] = verbPhrase.split(' ');
  // "start at 8 and finish at 4": two verbs would both need the past; asked another way.
  if (/\band\s+(?!(?:then|also)\b)[a-z]+\s+(?:at|on|by|from|the|my|our|it|them|in|up|off|early|late)\b/i.test(verbPhrase)) return undefined;
  const irregular: Record<string, string> = { do: 'did', go: 'went', have: 'had', be: 'were', take: 'took', leave: 'left', come: 'came', make: 'made', get: 'got', send: 'sent', bring: 'brought', meet: 'met', pay: 'paid', keep: 'kept', put: 'put', set: 'set', move: 'moved', work: 'worked', start: 'started', switch: 'switched', push: 'pushed', use: 'used', join: 'joined', call: 'called', finish: 'finished', submit: 'submitted', stop: 'stopped', plan: 'planned', swap: 'swapped', drop: 'dropped', shift: 'shifted', change: 'changed', extend: 'extended', skip: 'skipped', hand: 'handed' };
  const past = irregular[first.toLowerCase()];
  return past ? [past, ...rest].join(' ') : undefined;
}

function finish(text: string, mark: '.' | '?'): string {
  const trimmed = text.trim().replace(/[,;:]+$/, '');
  if (/[.!?]$/.test(trimmed)) return trimmed;
  return `${trimmed}${mark}`;
}

// --- subject and notes -------------------------------------------------------------------------

type SubjectPair = readonly [readonly string[], readonly string[]];

const SUBJECTS: Record<string, SubjectPair> = {
  sick: [['Out sick {when}', 'Sick leave {when}', 'Unwell {when}'], ['Not feeling well {when}', 'Out sick {when}', 'Off sick {when}']],
  late: [['Running late {when}', 'Delayed arrival {when}', 'Running late'], ['Running a bit late', 'Running late, sorry', 'Heads-up: running late']],
  resignation: [['Resignation notice', 'Notice of resignation', 'My resignation'], ['My resignation', 'Some news: my resignation', 'Resignation notice']],
  complaint: [['Complaint about {topic}', 'Formal complaint: {topic}', 'Complaint regarding {topic}'], ['Problem with {topic}', 'Issue with {topic}', 'About {topic}']],
  refund: [['Request for {topic}', 'Requesting {topic}', 'Request for {topic}'], ['Asking for {topic}', 'Request for {topic}', 'Could I get {topic}?']],
  announce: [['Announcement: {topic}', 'Important update: {topic}', 'News: {topic}'], ['News: {topic}', 'A quick update: {topic}', 'Heads-up: {topic}']],
  purpose: [['Regarding {topic}', 'About {topic}', 'Request: {topic}'], ['About {topic}', 'Quick note about {topic}', 'Regarding {topic}']],
  thanks: [['Thank you for {topic}', 'With thanks for {topic}', 'Thank you for {topic}'], ['Thank you so much!', 'Thanks for {topic}!', 'A big thank you']],
  thank: [['Thank you for {topic}', 'With thanks for {topic}', 'Thank you for {topic}'], ['Thanks for {topic}!', 'A big thank you', 'Thank you so much!']],
  apology: [['Apologies for {topic}', 'My apologies for {topic}', 'Please accept my apologies'], ["I'm sorry about {topic}", 'Sorry about {topic}', 'A heartfelt apology']],
  apologize: [['Apologies for {topic}', 'My apologies for {topic}', 'Please accept my apologies'], ["I'm sorry about {topic}", 'Sorry about {topic}', 'A heartfelt apology']],
  condolence: [['With deepest sympathy', 'My sincere condolences', 'With heartfelt sympathy'], ['Thinking of you', 'Thinking of you and your family', 'Sending my love']],
  congratulations: [['Congratulations on {topic}', 'Warm congratulations on {topic}', 'Congratulations on {topic}'], ['Congratulations on {topic}!', 'Huge congrats on {topic}!', 'So happy for you!']],
  congratulate: [['Congratulations on {topic}', 'Warm congratulations on {topic}', 'Congratulations on {topic}'], ['Congratulations on {topic}!', 'Huge congrats on {topic}!', 'So happy for you!']],
  invitation: [['Invitation: {topic}', 'You are invited: {topic}', 'An invitation to {topic}'], ["You're invited: {topic}!", 'Join us for {topic}!', 'Come to {topic}!']],
  invite: [['Invitation: {topic}', 'You are invited: {topic}', 'An invitation to {topic}'], ["You're invited: {topic}!", 'Join us for {topic}!', 'Come to {topic}!']],
  reminder: [['Reminder: {topic}', 'A reminder about {topic}', 'Reminder regarding {topic}'], ['Friendly reminder: {topic}', 'Quick reminder: {topic}', 'Just a reminder: {topic}']],
  remind: [['Reminder: {topic}', 'A reminder about {topic}', 'Reminder regarding {topic}'], ['Friendly reminder: {topic}', 'Quick reminder: {topic}', 'Just a reminder: {topic}']],
  'follow-up': [['Following up on {topic}', 'Follow-up: {topic}', 'Following up regarding {topic}'], ['Checking in on {topic}', 'Quick follow-up on {topic}', 'Following up on {topic}']],
  followUp: [['Following up on {topic}', 'Follow-up: {topic}', 'Following up regarding {topic}'], ['Checking in on {topic}', 'Quick follow-up on {topic}', 'Following up on {topic}']],
  application: [['Application: {topic}', 'Application for {topic}', 'Applying for {topic}'], ['Application for {topic}', 'Applying for {topic}', 'My application: {topic}']],
  apply: [['Application: {topic}', 'Application for {topic}', 'Applying for {topic}'], ['Application for {topic}', 'Applying for {topic}', 'My application: {topic}']],
  'cover-letter': [['Application: {topic}', 'Application for {topic}', 'Applying for {topic}'], ['Application for {topic}', 'Applying for {topic}', 'My application: {topic}']],
  reply: [['Re: {Topic}', 'Re: {Topic}', 'Re: {Topic}'], ['Re: {Topic}', 'Re: {Topic}', 'Re: {Topic}']],
  cold: [['{Topic} for your team', '{Topic}: a quick idea', 'Quick idea: {topic}'], ['{Topic} for your team?', '{Topic}: worth a look?', 'An idea about {topic}']],
  update: [['Update: {topic}', 'Status update: {topic}', 'Update on {topic}'], ['Quick update on {topic}', 'Update: {topic}', 'Latest on {topic}']],
  announcement: [['Announcement: {topic}', 'Important update: {topic}', 'News: {topic}'], ['News: {topic}', 'A quick update: {topic}', 'Heads-up: {topic}']],
  recap: [['Recap: {topic}', 'Summary and next steps: {topic}', 'Meeting recap: {topic}', 'Summary and next steps', 'Recap and agreed next steps'], ['Recap of {topic}', 'Notes and next steps: {topic}', 'Quick recap: {topic}', 'Quick recap and next steps', 'Notes and next steps']],
  quote: [['Request for a quote: {topic}', 'Quote request: {topic}', 'Quote for {topic}'], ['Quote for {topic}?', 'Could I get a quote?', 'Quote request: {topic}']],
  introduction: [['Introduction: {topic}', 'Introducing myself', 'Nice to meet you'], ['Introducing {topic}', 'Introducing myself', 'Saying hello']],
  introduce: [['Introduction: {topic}', 'Introducing myself', 'Nice to meet you'], ['Introducing {topic}', 'Introducing myself', 'Saying hello']],
  welcome: [['Welcome to {topic}', 'A warm welcome to {topic}', 'Welcome aboard'], ['Welcome to {topic}!', 'So glad you are here!', 'Welcome aboard!']],
  reference: [['Reference request', 'Request to serve as a reference', 'Would you be a reference?'], ['Would you be my reference?', 'A quick favor: a reference', 'Reference request']],
  recommendation: [['Request for a letter of recommendation', 'Recommendation letter request', 'Letter of recommendation request'], ['Could you write me a recommendation?', 'A favor: a recommendation letter', 'Recommendation letter request']],
  'get-well': [['Wishing you a speedy recovery', 'Get well soon', 'Thinking of you'], ['Get well soon!', 'Feel better soon!', 'Thinking of you!']],
  wish: [['Wishing you {topic}', 'Best wishes', 'Warm wishes'], ['Wishing you {topic}!', 'Thinking of you!', 'Best wishes!']],
  birthday: [['Happy birthday', 'Warm birthday wishes', 'Happy birthday to you'], ['Happy birthday!', 'Happy birthday to you!', 'Birthday wishes for you!']],
  negotiation: [['Regarding the offer: {topic}', 'Discussing the job offer', 'Offer discussion'], ['About the offer', 'Discussing the offer', 'Quick question about the offer']],
  negotiate: [['Discussing {topic}', 'Regarding {topic}', 'About {topic}'], ['Quick chat about {topic}?', 'About {topic}', 'Discussing {topic}']],
  cancellation: [['Cancellation of {topic}', 'Cancellation request: {topic}', 'Cancelling {topic}'], ['Cancelling {topic}', 'Cancellation of {topic}', 'Please cancel {topic}']],
  cancel: [['Cancellation of {topic}', 'Cancellation request: {topic}', 'Cancelling {topic}'], ['Cancelling {topic}', 'Cancellation of {topic}', 'Need to cancel {topic}']],
  reschedule: [['Rescheduling {topic}', 'Request to reschedule {topic}', 'New time for {topic}'], ['Can we reschedule {topic}?', 'Moving {topic}', 'Rescheduling {topic}']],
  request: [['Request: {topic}', 'Request regarding {topic}', 'A request about {topic}'], ['Quick request: {topic}', 'Quick favor: {topic}', 'A small request: {topic}']],
  askFor: [['Request for {topic}', 'Requesting {topic}', 'Request: {topic}'], ['Asking for {topic}', 'Quick request: {topic}', 'Could I ask for {topic}?']],
  askAbout: [['Question about {topic}', 'Inquiry about {topic}', 'Question regarding {topic}'], ['Quick question about {topic}', 'Question about {topic}', 'Asking about {topic}']],
  question: [['Question about {topic}', 'Inquiry about {topic}', 'Question regarding {topic}'], ['Quick question about {topic}', 'Question about {topic}', 'Asking about {topic}']],
  about: [['Regarding {topic}', 'About {topic}', 'A note about {topic}'], ['About {topic}', 'Quick note about {topic}', 'Regarding {topic}']],
  offer: [['An offer for you: {topic}', 'Our offer: {topic}', 'A special offer: {topic}'], ['{Topic} for you', 'A little something: {topic}', 'Our offer: {topic}']],
  propose: [['Proposal: {topic}', 'A proposal: {topic}', 'Suggestion: {topic}'], ['An idea: {topic}', 'How about {topic}?', 'Idea: {topic}']],
  reconnect: [['It has been a while', 'Reconnecting after some time', 'Long time, no see'], ['Long time no see!', "It's been too long!", 'Catching up?']],
  checkIn: [['Checking in', 'Checking in with you', 'A quick check-in'], ['Just checking in!', 'How are you doing?', 'Checking in!']],
  confirm: [['Confirmation: {topic}', 'Confirming {topic}', 'Confirmation of {topic}'], ['Confirming {topic}', 'Quick confirmation: {topic}', 'All set: {topic}']],
  accept: [['Accepting {topic}', 'Acceptance: {topic}', 'Happy to accept {topic}'], ['Yes to {topic}!', 'Happy to accept {topic}!', 'Accepting {topic}']],
  decline: [['Regarding {topic}', 'Response regarding {topic}', 'About {topic}'], ['About {topic}', 'Thank you for {topic}', 'Thank you, but I must pass']],
  recommend: [['Recommendation: {topic}', 'Recommending {topic}', 'A recommendation: {topic}'], ['A recommendation: {topic}', 'You should meet {topic}', 'Recommending {topic}']],
  share: [['Update: {topic}', 'Regarding {topic}', 'About {topic}'], ['About {topic}', 'Quick note: {topic}', 'Update: {topic}']],
  promise: [['Update: {topic}', 'Regarding {topic}', 'About {topic}'], ['About {topic}', 'Quick note: {topic}', 'Update: {topic}']],
  'out-of-office': [['Out of office', 'Out of office notice', 'Away from the office'], ['Out of office', 'Away for a bit', "I'm away"]],
  newsletter: [['News: {topic}', 'Our latest news', 'News and updates'], ['What is new: {topic}', 'Our latest news', 'Fresh news: {topic}']],
  extension: [['Request for an extension', 'Extension request: {topic}', 'Requesting an extension'], ['Could I get an extension?', 'Extension request', 'Asking for an extension']],
  leave: [['Leave request', 'Request for leave', 'Annual leave request'], ['Time off request', 'Leave request', 'Asking for time off']],
  raise: [['Request for a salary review', 'Salary review request', 'Discussing my compensation'], ['Salary review', 'Could we talk about my salary?', 'About my compensation']],
  'farewell': [['Farewell and thank you', 'Saying goodbye', 'A farewell note'], ['Goodbye and thank you!', 'Farewell, everyone!', 'Saying goodbye!']],
  note: [['A note about {topic}', 'Regarding {topic}', 'About {topic}'], ['Quick note about {topic}', 'About {topic}', 'A quick note: {topic}']],
  inform: [['A note about {topic}', 'Regarding {topic}', 'Update: {topic}'], ['Quick note about {topic}', 'About {topic}', 'Heads-up: {topic}']],
};

// A refund asked for a thing the topic names without the word ("flight BA2490").
const REFUND_FOR: SubjectPair = [['Refund request: {topic}', 'Request for a refund: {topic}', 'Refund request: {topic}'], ['Refund request: {topic}', 'Asking for a refund: {topic}', 'Refund request: {topic}']];

const GENERIC_SUBJECTS: SubjectPair = [['A quick note', 'Getting in touch', 'A short note'], ['A quick note', 'A quick hello', 'Just a quick note']];

// When the request gives no topic a subject can name, the kind of email still can.
const CONGRATULATIONS_FALLBACK: SubjectPair = [['Congratulations on the great news', 'Warmest congratulations to you', 'Many congratulations to you'], ['Congrats on the great news!', 'Huge congratulations to you!', 'So happy for you!']];

const FALLBACK_SUBJECTS: Record<string, SubjectPair> = {
  question: [['A quick question', 'A question for you', 'A short question'], ['A quick question', 'Quick question for you', 'One quick question']],
  askAbout: [['A quick question', 'A question for you', 'A short question'], ['A quick question', 'Quick question for you', 'One quick question']],
  request: [['A request for you', 'A quick request', 'Request for your help'], ['A quick request', 'A small favor to ask', 'A quick ask']],
  askFor: [['A request for you', 'A quick request', 'Request for your help'], ['A quick request', 'A small favor to ask', 'A quick ask']],
  inform: [['A quick update', 'An update for you', 'A short update'], ['A quick update', 'A quick heads-up', 'Quick update for you']],
  announcement: [['An announcement for everyone', 'An important update', 'An update for everyone'], ['News for everyone', 'A quick update', 'A heads-up for everyone']],
  complaint: [['A formal complaint', 'A complaint to resolve', 'A problem that needs fixing'], ['A problem I need help with', 'An issue to sort out', 'A problem to fix']],
  complain: [['A formal complaint', 'A complaint to resolve', 'A problem that needs fixing'], ['A problem I need help with', 'An issue to sort out', 'A problem to fix']],
  reply: [['Re: your message', 'Re: your email', 'Re: your message'], ['Re: your message', 'Re: your email', 'Re: your note']],
  followUp: [['Following up on my message', 'A quick follow-up', 'Following up'], ['Just following up', 'Quick follow-up', 'Just checking in']],
  'follow-up': [['Following up on my message', 'A quick follow-up', 'Following up'], ['Just following up', 'Quick follow-up', 'Just checking in']],
  thank: [['A note of thanks', 'With many thanks', 'Thank you so much'], ['Thank you so much!', 'A big thank you', 'Thanks so much!']],
  // A congratulation whose news is too long for a subject still says what the email is.
  congratulations: CONGRATULATIONS_FALLBACK,
  congratulate: CONGRATULATIONS_FALLBACK,
  thanks: [['A note of thanks', 'With many thanks', 'Thank you so much'], ['Thank you so much!', 'A big thank you', 'Thanks so much!']],
  resignation: [['My resignation notice', 'Notice of my resignation', 'Notice of resignation'], ['My resignation notice', 'Notice of my resignation', 'Some news: my resignation']],
  refund: [['Request for a refund', 'Requesting a refund', 'A refund request'], ['Asking for a refund', 'Could I get a refund?', 'A refund request']],
};

/** "(tracking PF99230174)", "order #55120", "booking ref KX-4410": a reference, and what it is of. */
const COMPLAINT_REFERENCE = /\b(tracking|order|booking|reservation|reference|ref|account|invoice|case|claim|ticket)\s*(?:number|no\.?|#)?\s*:?\s*#?((?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{4,})\b/;

function subjectFor(plan: Plan, settings: WriteSettings, seed: number): string {
  // ("A note about the another company": one determiner; "Question regarding doing a cake" of "could
  // you do a cake": the thing, not the doing.)
  const said = plan.segments.map((segment) => segment.text).join(' . ');
  const subject = subjectLine(plan, settings, seed, said)
    .replace(/\b([Tt]he) (another|a|an|my|our|your|their|this|that)\b/g, (_m, the: string, next: string) => (the === 'The' ? `${next.charAt(0).toUpperCase()}${next.slice(1)}` : next))
    .replace(/^(?:Doing|Making) (a|an|some) /, (_m, article: string) => `${article.charAt(0).toUpperCase()}${article.slice(1)} `)
    .replace(/\b(about|regarding|on|for) (?:doing|making) (?=(?:a|an|some) )/g, '$1 ')
    // ("Quote for the translation job below": the job, not where the quote is.)
    .replace(/^((?:Quote|Estimate|Proposal|Pricing)\b.*?)\s+(?:below|attached|as follows)(!?)$/, '$1$2');
  if (plan.reply || plan.frame.constraints.subjectMaxWords) return subject;
  const whole = wholeSubject(subject, said);
  if (whole) return whole;
  const formal = REGISTERS[settings.register].formal;
  const fallback = FALLBACK_SUBJECTS[String(plan.main)]?.[formal ? 0 : 1] ?? GENERIC_SUBJECTS[formal ? 0 : 1];
  return fallback[seed % fallback.length] ?? subject;
}

/** `said`: the plan's segments, joined. */
function subjectLine(plan: Plan, settings: WriteSettings, seed: number, said: string): string {
  const formal = REGISTERS[settings.register].formal;
  const reply = plan.reply && !plan.frame.constraints.subjectMaxWords ? replySubject(plan) : undefined;
  if (reply) return reply;
  // "we won't be offering you the junior designer role": the candidate's application is the subject.
  const declined = /\b(?:won't|will not|cannot|can't|are unable to)\s+(?:be\s+)?offer(?:ing)?\s+(?:you|him|her|them)\s+the\s+((?:[\w-]+\s+){0,4}?(?:role|job|position|post|place))\b/i.exec(said);
  if (declined?.[1] && !plan.frame.constraints.subjectMaxWords) return `Your application for the ${declined[1]}`;
  // A complaint with no topic a subject can name, but with its reference: what it is about.
  const reference = /^complain/.test(String(plan.main)) && !plan.topic && !plan.frame.constraints.subjectMaxWords ? COMPLAINT_REFERENCE.exec(said) : null;
  if (reference?.[1] && reference[2]) {
    const parcel = /\b(parcel|package|delivery)\b/i.exec(said)?.[1]?.toLowerCase();
    const label = reference[1].toLowerCase().replace(/^ref$/, 'reference');
    const thing = label === 'tracking' && parcel ? parcel : label;
    return settings.register === 'firm' || settings.register === 'formal' ? `Complaint about ${thing} ${reference[2]}` : `Problem with ${thing} ${reference[2]}`;
  }
  // "cancel dinner with Becky tomorrow": plans called off, not a booking cancelled.
  const plans = plan.main === 'cancel' && !plan.frame.constraints.subjectMaxWords ? plan.segments.find((segment) => segment.act === 'cancel' && PLANS_WITH_YOU.test(segment.text)) : undefined;
  const what = plans ? new RegExp(String.raw`\b(${PLAN_WORDS})\b`, 'i').exec(plans.text)?.[1]?.toLowerCase() : undefined;
  if (what) return what === 'plans' ? (formal ? 'A change of plans' : 'Change of plans, sorry!') : formal ? `Change of plans for ${what}` : `Sorry, I need to cancel ${what}`;
  // "I am pleased to offer you the marketing executive role": the offer is the subject.
  // ("the role of customer support lead": the role by its name.)
  const offered = plan.segments.map((segment) => (segment.act === 'offer' ? /^(?:you\s+)?(?:the\s+)?(?:role|position|post)\s+of\s+((?:[\w-]+\s+){0,4}?[\w-]+)(?=\s*(?:[,(;.]|$))/i.exec(segment.text) ?? /^(?:the\s+)?((?:[\w-]+\s+){0,4}?(?:role|job|position|post))\b/i.exec(segment.text) : null)).find(Boolean);
  if (offered?.[1] && !plan.frame.constraints.subjectMaxWords) return `Job offer: ${offered[1]}`;
  // "we have just finished our mentoring programme. Thank you for ...": thanks, with the news first.
  if (['thanks', 'thank'].includes(String(plan.main)) && plan.greeting.kind === 'name' && FINISHED_TOGETHER.test(plan.segments[0]?.text ?? '') && !plan.frame.constraints.subjectMaxWords) {
    return formal ? `Thank you, ${plan.greeting.name}` : `Thanks so much, ${plan.greeting.name}!`;
  }
  if (plan.headline) {
    const line = plan.headline;
    // "Update:" and "Heads-up:" lead news to a group or to people the writer works or lives with,
    // not a complaint to an airline or a note to a stranger.
    const recipient = plan.frame.recipient;
    const close = !recipient ? plan.frame.business : recipient.plural || ['manager', 'colleague', 'report', 'team', 'customers', 'friend', 'family', 'client'].includes(recipient.relation);
    const news = ['update', 'announcement', 'announce', 'inform'].includes(String(plan.main)) && !recipient?.organization;
    // After a lead-in the headline goes on in lowercase, unless it starts with a name: "Update: prices go up", "Heads-up: Ethan's absence".
    const head = /^[A-Z][a-z]+/.exec(line)?.[0] ?? '';
    const said = plan.segments.map((segment) => segment.text).join(' ');
    const common = head !== '' && (new RegExp(`(?:^|[^\\w'])${head.toLowerCase()}\\b`).test(said) || !new RegExp(`\\b${head}\\b`).test(said));
    const lower = common ? `${line.charAt(0).toLowerCase()}${line.slice(1)}` : line;
    // Another take says the same headline with another lead-in.
    // A headline that leads already ("Handover: ...") or says what the writer is doing ("Booking a table") takes no lead-in.
    const variants = line.includes(':') || /^[A-Z][a-z]+ing\b/.test(line) ? [line, line, line] : settings.take % 2 === 1 ? [news ? `Update: ${lower}` : `Re: ${lower}`.replace(/^Re: /, formal ? 'Regarding: ' : 'About: '), formal ? `Please note: ${lower}` : `Heads-up: ${lower}`, news ? `News: ${lower}` : `Note: ${lower}`]
      : !news ? [line, line, line] : formal ? [line, line, `Update: ${lower}`] : close ? [line, `Heads-up: ${lower}`, line] : [line, line, line];
    const chosen = variants[seed % variants.length] ?? line;
    if (countWords(chosen) >= 3 && countWords(chosen) <= 8) return chosen;
    if (countWords(line) >= 3 && countWords(line) <= 8) return line;
    // ("USB-C hub" that stopped working: a problem, not an update.)
    if (countWords(line) < 3) return /\b(?:stopped working|broken|broke|faulty|not working|doesn't work|won't (?:turn on|charge|start)|never (?:arrived|came)|damaged|cracked|leak(?:s|ing|ed)?)\b/i.test(plan.segments[0]?.text ?? '') ? `Problem with ${/^[A-Z]{2}/.test(line) ? line : lower}` : `Update: ${lower}`;
  }
  // A thank-you is thanks, whatever its first clause is about; a name alone is no topic for it ("Thank you for Milo").
  const thanking = ['thanks', 'thank'].includes(String(plan.main)) && !plan.subjectKind;
  // "thank mr blake, i just passed my degree ...": thanks with nothing named to thank for; the news is no "Thank you for my degree".
  if (thanking && plan.topicAct === 'inform' && plan.segments.some((segment) => (segment.act === 'thank') && !segment.text.trim()) && !plan.frame.constraints.subjectMaxWords) {
    const name = plan.greeting.kind === 'name' ? plan.greeting.name : undefined;
    return name ? (formal ? `Thank you, ${name}` : `Thanks so much, ${name}!`) : formal ? 'With many thanks' : 'A big thank you!';
  }
  const key = plan.subjectKind ?? (plan.topicAct && !thanking && !['sick', 'late', 'reply', 'resignation', 'condolence', 'birthday', 'get-well', 'reference', 'recommendation', 'raise', 'leave', 'extension', 'out-of-office', 'farewell', 'negotiation'].includes(String(plan.main)) ? 'about' : String(plan.main));
  // To a firm, news is a matter to raise, not an "Update:" ("Regarding account 8813 2290 114").
  const firm = plan.frame.recipient?.relation === 'company' || Boolean(plan.frame.recipient?.organization);
  // ("ask the airline for a refund, flight BA2490 was cancelled": the refund, for the flight.)
  // ("charged me twice, I would like one of the payments refunded": a refund, asked in so many words.)
  const asksRefund = (segment: Segment) => segment.act === 'askFor' && /^(?:a|my|our|the)\s+(?:full\s+|partial\s+)?refund\b/i.test(segment.text);
  const refunding = key === 'refund' || (key === 'askFor' && plan.segments.some(asksRefund))
    || (!plan.frame.business && ['about', 'inform', 'complain', 'complaint', 'question', 'askAbout'].includes(key) && plan.segments.some((segment) => /\b(?:(?:I|we)\s+)?(?:want|need|would like|'d like)\s+(?:(?:it|them|one|one of (?:the|them|those)\s*\w*|(?:the|my|our)\s+\w+)\s+refunded|an?\s+(?:full\s+|partial\s+)?refund)\b/i.test(segment.text) || asksRefund(segment)));
  const pair = refunding && plan.topic && !/\brefund/i.test(plan.topic) ? REFUND_FOR : SUBJECTS[key === 'inform' && firm ? 'about' : key] ?? GENERIC_SUBJECTS;
  const bank = formal ? pair[0] : pair[1];
  // The first day named: "off today and prob tomorrow" is out sick today.
  const whenAt = /\b(today|tomorrow)\b/i.exec(plan.frame.message);
  const when = whenAt ? whenAt[1]!.toLowerCase() : '';
  // The article stays where the line reads on ("Wishing you a speedy recovery"); after a colon or
  // at the start it goes ("Request: copy of my medical records").
  // "the deposit back": what is asked back is the deposit.
  // (What a thank-you also invites to or asks about is not what it thanks for: "Thanks for our place!")
  const thankedFor = plan.segments.filter((segment) => segment.act === 'thank' && segment.text.trim()).map((segment) => segment.text.toLowerCase());
  const elsewhere = thanking && Boolean(plan.topic) && thankedFor.length > 0 && !thankedFor.some((text) => text.includes((plan.topic ?? '').toLowerCase().replace(/^(?:the|a|an|my|our|your)\s+/, '')));
  let topic = plan.topic && !elsewhere && !(thanking && plan.topicAct && (/^[A-Z][a-z'-]+$/.test(plan.topic) || ['invite', 'askFor', 'question', 'askAbout', 'request', 'propose', 'offer'].includes(plan.topicAct))) ? shorten(plan.topic.replace(/^(?:the|my)\s+([\w -]{2,30}?)\s+back$/i, 'my $1'), 6) : undefined;
  // "your offer of the housing officer role": the role is what is accepted.
  const roleOffered = key === 'accept' && /^your (?:job )?offer$/i.test(topic ?? '') ? /\boffer of (the [\w -]+? role)\b/i.exec(plan.segments.map((segment) => segment.text).join(' '))?.[1] : undefined;
  if (roleOffered && countWords(roleOffered) <= 5) topic = roleOffered;
  // ("Quick request: date" is no subject: one lowercase word keeps its article.)
  const unarticled = (phrase: string | undefined) => (phrase && !/^(?:the|a|an)\s+[a-z][a-z'-]*$/i.test(phrase) ? phrase.replace(/^(?:the|a|an)\s+/i, '') : phrase);
  const bare = unarticled(topic);
  // With a topic, the lines that name it come first: "Sorry about the broken vase", not "A heartfelt apology".
  const named = topic ? bank.filter((line) => /\{topic\}/i.test(line)) : [];
  // "broadband has dropped out every evening": a topic with its own verb follows a colon, never "regarding".
  const clauseTopic = Boolean(topic) && /\b(?:has|have|had|is|are|was|were|keeps|kept|hasn't|haven't|isn't|aren't|wasn't|won't|didn't|doesn't|will)\b/i.test(topic ?? '');
  const candidates = (named.length > 0 ? [...named, ...bank.filter((line) => !/\{topic\}/i.test(line))] : bank).map((line) => {
    if (/\{topic\}/i.test(line) && !topic) return undefined;
    if (clauseTopic && /\{topic\}/.test(line) && !/:\s*\{topic\}/.test(line)) return undefined;
    const room = 8 - countWords(line.replace(/\{topic\}|\{Topic\}/i, '').replace('{when}', when));
    const fitted = topic && countWords(topic) > room ? shorten(topic, room) : topic;
    const fittedBare = unarticled(fitted);
    if (/:\s*\{topic\}|^\{Topic\}/.test(line) && fittedBare && /^(?:the|a|an)\s/i.test(fittedBare)) return undefined;
    return line
      .replace(/([:]\s*)\{topic\}/, (_m, colon: string) => `${colon}${fittedBare ?? ''}`)
      .replace(/^\{Topic\}/, fittedBare ? capitalize(fittedBare) : '')
      .replace('{topic}', fitted ?? '')
      .replace('{Topic}', fittedBare ? capitalize(fittedBare) : '')
      .replace(/([:]\s*)\{topic\}/, (_m, colon: string) => `${colon}${bare ?? ''}`)
      .replace(/^\{Topic\}/, bare ? capitalize(bare) : '')
      .replace('{topic}', topic ?? '')
      .replace('{Topic}', bare ? capitalize(bare) : '')
      .replace('{when}', when)
      .replace(/\byour team\b/, theirs(plan))
      .replace(/\s+/g, ' ')
      .trim();
  }).filter((line): line is string => Boolean(line) && !/\bfor\b.*\bfor your (?:team|business)\b/i.test(line ?? '') && countWords(line ?? '') >= 3 && countWords(line ?? '') <= 8 && subjectOk(line ?? ''))
    .filter((line, _index, lines) => !bare || lines.every((other) => !other.toLowerCase().includes(bare.toLowerCase())) || line.toLowerCase().includes(bare.toLowerCase()));
  const fallback = FALLBACK_SUBJECTS[key]?.[formal ? 0 : 1] ?? FALLBACK_SUBJECTS[String(plan.main)]?.[formal ? 0 : 1] ?? GENERIC_SUBJECTS[formal ? 0 : 1];
  // "Welcome aboard" is short of a subject; "Welcome aboard, Priya" is one.
  const name = plan.greeting.kind === 'name' && !plan.greeting.title && /^[A-Z][a-z'-]+$/.test(plan.greeting.name) ? plan.greeting.name : undefined;
  const addressed = bank.map((line) => line.replace(/\{when\}/, when).trim()).filter((line) => !/\{/.test(line) && countWords(line) === 2 && name).map((line) => line.replace(/([!.]?)$/, `, ${name}$1`));
  const list = candidates.length > 0 ? candidates : [...bank.map((line) => line.replace(/\{when\}/, when).trim()).filter((line) => !/\{/.test(line) && countWords(line) >= 3), ...addressed];
  // The site advises 3-5 word subjects: take one of those when there is one.
  const short = list.filter((line) => countWords(line) <= 5);
  const pool = short.length > 0 ? short : list;
  const chosen = (pool.length > 0 ? pool : fallback)[seed % (pool.length > 0 ? pool.length : fallback.length)] ?? 'A quick note';
  let subject = capitalize(chosen);
  if (plan.main === 'reply' && !/^Re:/i.test(subject)) subject = `Re: ${subject}`;
  if (plan.main === 'reply' && countWords(subject) < 3) subject = topic ? `Re: ${capitalize(topic)}` : 'Re: Your message';
  if (countWords(subject) < 3) subject = formal ? `${subject} - a note` : subject;
  if (plan.frame.constraints.noExclamation || formal) subject = subject.replace(/!$/, '');
  const subjectMax = plan.frame.constraints.subjectMaxWords;
  if (subjectMax && countWords(subject) > subjectMax) {
    const fitting = [...bank, ...GENERIC_SUBJECTS[formal ? 0 : 1]].map((line) => line.replace(/\{topic\}|\{Topic\}/g, (m) => (m === '{Topic}' ? capitalize(bare ?? '') : bare ?? '')).replace('{when}', when).trim()).filter((line) => line && countWords(line) <= subjectMax && countWords(line) >= 2 && !/:\s*$/.test(line));
    subject = fitting[0] ?? subject.split(' ').slice(0, subjectMax).join(' ');
  }
  // "A quick question", "Getting in touch": a subject that names nothing names the visitor's things instead.
  // "About Your bins": the reader's things are "your" inside a line.
  subject = subject.replace(/(?<=[a-z,]\s)Your\b/g, 'your');
  const whom = [plan.frame.recipient?.phrase, plan.frame.recipient?.organization, plan.frame.recipient?.name].filter(Boolean).join(' ');
  // A question's subject names what is asked, not the context told beside it ("About our train" for
  // "is early check-in possible, our train gets in at 11").
  const asked = ['question', 'askAbout'].includes(String(plan.main)) && plan.topicAct === 'inform' && !plan.reply ? gistSubject(plan, formal, seed) : undefined;
  if (asked && (!subjectMax || countWords(asked) <= subjectMax)) return asked;
  if (!plan.reply && namesNothing(subject, whom)) {
    // Only a subject that names nothing at all, not one naming whom it goes to, takes the first thing said.
    const gist = gistSubject(plan, formal, seed, { orFirstThing: namesNothing(subject) });
    if (gist && (!subjectMax || countWords(gist) <= subjectMax)) subject = gist;
    // "remind the book club that we meet thurs at Mel's house": a reminder names what it reminds of.
    // (Not to family or friends: "Reminder: the £300" is blunter than a quick note.)
    const first = ['remind', 'reminder'].includes(String(plan.main)) && namesNothing(subject) && !['family', 'friend', 'partner'].includes(plan.frame.recipient?.relation ?? '') ? plan.segments[0]?.text.split(/,\s|\s+(?:not|but|so|because|as)\s/)[0] : undefined;
    const reminded = first ? shorten(first.replace(/^(?:that|to)\s+/i, ''), 6) : undefined;
    if (reminded && countWords(reminded) >= 2 && (!subjectMax || countWords(reminded) + 1 <= subjectMax)) subject = `Reminder: ${reminded}`;
  }
  return subject;
}

function noteFor(register: Register, plan: Plan): string {
  const who = plan.greeting.kind === 'name' ? plan.greeting.name : 'the recipient';
  switch (register) {
    case 'formal':
    case 'professional':
      return `Best when you want to sound polished and professional with ${who}.`;
    case 'polite':
      return 'Best when you want to stay courteous and respectful.';
    case 'firm':
      return 'Best when you need a clear answer and want to be taken seriously.';
    case 'friendly':
    case 'conversational':
      return `Best if you already have a relaxed rapport with ${who}.`;
    case 'warm':
      return `Best when you want ${who === 'the recipient' ? 'the recipient' : who} to feel your warmth.`;
    case 'casual':
      return 'Best for someone you know well.';
    case 'concise':
      return 'Best when a short, clear note is all that is needed.';
  }
}

// A note's bare noun opening a sentence gets the article it was typed without: "Supplier let us down"
// -> "Our supplier let us down", "Box was totally fine" -> "The box was totally fine".
const OWN_PEOPLE = 'neighbours|neighbors|supplier|suppliers|accountant|landlord|landlady|manager|boss|builder|plumber|electrician|contractor|cleaner|nanny|childminder|team|staff|client|clients';
const THINGS = 'bass|music|noise|essay|assignment|coursework|dissertation|thesis|presentation|homework|customer|box|driver|courier|engineer|technician|front desk|receptionist|hotel|airline|parcel|package|order|item|lamp|laptop|phone|car|van|delivery|flight|train|bus|boiler|heating|printer|website|site|app|server|shop|store|restaurant|room|kitchen|fridge|freezer|oven|washing machine|dishwasher|tap|roof|window|door|lock|toilet|shower|router|wifi|internet|invoice|payment|refund|meeting|call|interview|event|party|venue|wedding|trip|class|lesson|session|appointment|report|project|contract|form|document|letter|link|photo|video|screen|battery|charger|sofa|table|chair|bed|mattress|jacket|dress|shoes|cake|food|meal|bill|quote|estimate|deposit|rent|lease|tenancy|inspection|repair|fix|part|replacement|product|subscription|membership|account|card|machine|heater|radiator|fence|gate|gutter|drain|pipe|ceiling|wall|floor|carpet|bin|bins|wheel|handle|zip|strap|streetlight|suitcase|lid|seller|vendor|dog|cat|mould|mold|damp|leak|guy upstairs|music|noise|alarm|neighbour|neighbor|lift|elevator|system|portal|parking';
const BARE_NOUN = new RegExp(String.raw`(^|[.!?]\s+|\n)(${OWN_PEOPLE}|${THINGS})(?=(?:\s+\([^)]{1,40}\))?(?:\s+(?:next door|upstairs|downstairs|next to us|across the road))?(?:\s+(?:on|about|for)\s+(?:[A-Za-z][\w'-]*\s+){0,3}?[A-Za-z][\w'-]*(?=\s+(?:is|was|has|are|were)\b))?\s+(?:barks|plays|smells|put|puts|comes|just|gave|offered|only|was|is|has|had|hasn't|hadn't|didn't|did not|doesn't|came|arrived|broke|said|says|let|got|have|lost|damaged|misplaced|dropped|keeps|still|never|won't|can't|cannot|will|isn't|wasn't|were|are|aren't|turned|went|left|stopped|needs|cost|took|sent|charged|told|asked|ordered|moved|changed|started|finished|ran|looks|seems|leaks|leaked|failed|crashed|died|snapped|cracked|fell|ripped|tore|split|burst|smashed|melted|flickers)\b)`, 'gi');

const OWN_PERSON = new RegExp(`^(?:${OWN_PEOPLE})$`, 'i');

function withArticles(sentence: string, ours: boolean): string {
  return sentence.replace(BARE_NOUN, (_m, lead: string, noun: string) => {
    const article = OWN_PERSON.test(noun) ? (ours ? 'Our' : 'My') : 'The';
    return `${lead}${article} ${noun.toLowerCase()}`;
  });
}

/**
 * A sentence left starting in lowercase is a note's clause cut loose: "do not want to make a huge
 * deal of it" is the writer's ("I do not want to ..."), and any other starts with a capital.
 */
function withSubjects(text: string): string {
  return text
    .replace(/(^|[.!?]\s+|\n)((?:do not|don't|dont|did not|didn't|have not|haven't|cannot|can't|could not|couldn't|will not|won't|need to|want to|would like to|hope to|have to|had to|am|was|will be|would|really want|just want|also want)\b)/g, '$1I $2')
    .replace(/(^|[.!?]\s+|\n)(?:Do not|Don't|Dont)\s+(want|need|know|think|mind|have|expect)\b/g, (_m, lead: string, verb: string) => `${lead}I do not ${verb}`)
    .replace(/(^|(?<!\b(?:e\.g|i\.e|etc|approx|vs|no))[.!?]\s+|\n)([a-z])(?![a-z]*[A-Z])/g, (_m, lead: string, letter: string) => `${lead}${letter.toUpperCase()}`);
}
