// What the request left in the content: whatever rule wrote a sentence, one that still speaks to
// us rather than to the reader is rebuilt or left out here, by its shape rather than its words.
// (A sentence missing its subject or its verb is `grammar.ts`'s, read after this.)
//
// - An instruction to us ("Just ask them to keep it down after midnight.", "Say I will go to the
//   DPS if I have to.", "Make it clear I should not be fined.") is said as what it asks for: a
//   question to the reader, or the statement itself.
// - A note to us about the email ("I need a polite chase email.", "Hate asking.") is left out by
//   `asides.ts`, sentence by sentence, as the instruction after a comma is split off here.
import nlp from 'compromise';
import { withoutSentenceNote } from '../understand/asides.ts';
import { sentencesOf } from '../understand/quoted.ts';
import { KEPT_PET, toRecipientVoice } from '../understand/voice.ts';
import type { Recipient } from '../understand/recipient.ts';
import { givenNameGender, isFirstName } from '../understand/names.ts';
import { ARRIVAL_DESK as DESK } from '../understand/frame.ts';
import { capitalize, escapeRegExp } from '../text.ts';

export interface ReadContext {
  formal: boolean;
  recipient: Recipient | undefined;
  /** The visitor's message: whom a "he" or "she" in it means. */
  message?: string;
  /** The email answers a pasted one. */
  reply?: boolean;
}

const LEAD = String.raw`(?:(?:just|also|and|but|so|then|oh and|and also|please|pls|maybe|perhaps|this:)\s+)*`;

const ME_OR_US = /^(?:me|us|you|your)\b/i;

/** One sentence, as the email should say it; '' leaves it out. */
export function leftoverRead(sentence: string, context: ReadContext): string {
  let text = sentence.trim();
  if (!text || text.includes('\n') || /^\[/.test(text)) return sentence;
  // "For letting me know.": the rest of a "thanks for ..." whose thanks went elsewhere.
  if (/^For\s+(?:letting|getting|taking|sending|telling|flagging|reaching|the\s+(?:heads-up|update|reminder|offer|invite|invitation))\b[^.?!]{0,60}[.!]?$/.test(text)) return `${context.formal ? 'Thank you' : 'Thanks'} ${text.charAt(0).toLowerCase()}${text.slice(1).replace(/[.!]?$/, '.')}`;
  // "We had no-shows last time so ask people to tell me if they cannot make it.": asked of the readers.
  text = text.replace(/\b(so|and|but)\s+(?:please\s+)?ask\s+(?:people|everyone|everybody|them|ppl|all|the\s+\w+)\s+to\s+([^.?!]+)/i, (_m, joint: string, what: string) => `${joint.toLowerCase()} please ${toRecipientVoice(what.replace(/\b(?:they|them|their)\b/gi, (word) => ({ they: 'you', them: 'you', their: 'your' })[word.toLowerCase()] ?? word), context.recipient)}`);
  // "I am a freelance copywriter raising my rates ...": what the writer is doing, without the job title.
  text = text.replace(/^(I(?:'m| am))\s+an?\s+(?:[a-z-]+\s+){0,2}?[a-z-]+er\s+(?=[a-z]+ing\b)/, '$1 ');
  // "..., without pissing you off.": how it should land, told to us.
  text = text.replace(/,?\s+without\s+(?:pissing|upsetting|annoying|offending|hurting|looking|sounding|seeming|coming\s+(?:across|off)|being)\b[^.?!]*/i, '');
  // "My mum uses a wheelchair, and whether there is parking.": the second ask, asked.
  const also = /^(?!(?:Could|Can|May|Would|Will|Do|Does|Is|Are|Please|If|Whether)\b)(.+?),\s+and\s+(?:also\s+)?(?:whether|if)\s+([^?]+?)[.?]?$/.exec(text);
  if (also?.[1] && also[2] && !/\b(?:ask|know|wonder|check|see|find out|tell|sure|unsure)\b/i.test(also[1])) {
    return `${also[1]}. ${context.formal ? 'Could you please also let me know whether' : 'Could you also let me know if'} ${toRecipientVoice(also[2], context.recipient)}?`;
  }
  const note = noteToUs(text, context);
  if (note !== undefined) return note;
  const instruction = asked(text, context);
  if (instruction !== undefined) return instruction;
  return text;
}

/** A sentence holding several sentences, each read. */
export function leftoversRead(line: string, context: ReadContext): string {
  if (line.includes('\n')) return line;
  const parts = sentencesOf(line);
  // "No excuses, just say I will have it by noon": an instruction after a comma starts a sentence of its own.
  const split = parts.flatMap((part) => {
    const at = part.search(/,\s+(?:(?:just|also|and|so|then)\s+)?(?:(?:say|ask|tell|mention|offer|suggest|remind|let\s+(?:them|him|her)\s+know)\s+(?!(?:me|us|you|your|so|hi|hello|yes|no)\b)|(?:follow\s+up|nudge|chase)(?:\s+(?:them|him|her))?\s*[.!]?$)/i);
    if (at < 0) return [part];
    const before = part.slice(0, at).trim();
    const after = part.slice(at).replace(/^,\s+/, '').trim();
    return [`${before}.`, capitalize(after)];
  });
  return split.map((part) => leftoverRead(withoutSentenceNote(part.trim()), context)).filter(Boolean).join(' ');
}

// --- instructions to us ---------------------------------------------------------------------

function asked(text: string, context: ReadContext): string | undefined {
  const match = new RegExp(`^${LEAD}(ask|tell|say|mention|explain|let\\s+(?:them|him|her|you)\\s+know|make\\s+(?:it\\s+)?clear|point\\s+out|remind|dispute|thank|apologi[sz]e|suggest|offer|confirm\\s+(?:that\\s+)?(?=I|we))\\b\\s*(.*)$`, 'i').exec(text);
  if (!match?.[1]) return undefined;
  const verb = match[1].toLowerCase().replace(/\s+/g, ' ');
  let rest = (match[2] ?? '').replace(/[.!?]+$/, '').trim();
  // "Tell me what you think", "Ask me anything": the recipient is told to, not us.
  if (ME_OR_US.test(rest) || !rest) return undefined;
  const voice = (phrase: string) => toRecipientVoice(phrase, context.recipient);
  const formal = context.formal;
  if (verb === 'ask') {
    rest = rest.replace(/^(?:them|him|her|you|everyone|everybody|the\s+\w+)\s+(?=(?:to|if|whether|about|for|who|what|when|where|how|why|which)\b)/i, '');
    const to = /^to\s+(.+)$/i.exec(rest);
    if (to?.[1]) return `${formal ? 'Could you please' : 'Could you'} ${voice(to[1])}?`;
    const whether = /^(?:if|whether)\s+(.+)$/i.exec(rest);
    if (whether?.[1]) return `${formal ? 'Could you please let me know whether' : 'Could you let me know if'} ${voice(whether[1])}?`;
    const about = /^(about|for)\s+(.+)$/i.exec(rest);
    // "ask for Dan", "ask for reception", to a new starter: whom the reader asks for when they arrive, not an ask of ours.
    // ("ask for me personally next time": whom the reader asks for, the writer.)
    if (about?.[1]?.toLowerCase() === 'for' && about[2] && /^(?:me|us)\b(?!\s+(?:if|whether|about|to)\b)/i.test(about[2])) return `Please ask for ${about[2]}.`;
    if (about?.[1]?.toLowerCase() === 'for' && about[2] && ((/^[A-Z][a-z'-]+$/.test(about[2]) && isFirstName(about[2].toLowerCase())) || DESK.test(about[2]))) return `Please ask for ${about[2]}${DESK.test(about[2]) ? ' when you arrive' : ''}.`;
    if (about?.[1] && about[2]) {
      return about[1].toLowerCase() === 'for' ? `${formal ? 'May I ask for' : 'Could I ask for'} ${voice(about[2])}?` : `${formal ? 'Could you please tell me about' : 'Could you tell me about'} ${voice(about[2])}?`;
    }
    const wh = /^((?:who|what|when|where|how|why|which)\b.+)$/i.exec(rest);
    if (wh?.[1]) return `${formal ? 'Could you please let me know' : 'Could you let me know'} ${voice(wh[1])}?`;
    return undefined;
  }
  if (verb === 'thank') {
    const what = /^(?:them|him|her|you|everyone)?\s*(?:for\s+(.+))?$/i.exec(rest);
    if (what) return what[1] ? `${formal ? 'Thank you very much for' : 'Thanks so much for'} ${voice(what[1])}.` : formal ? 'Thank you very much.' : 'Thanks so much!';
    return undefined;
  }
  if (verb === 'apologise' || verb === 'apologize') {
    const what = /^(?:to\s+\w+\s+)?(?:for\s+)?(.*)$/i.exec(rest)?.[1] ?? '';
    return what ? `${formal ? 'I apologise for' : "I'm sorry about"} ${voice(what)}.` : formal ? 'I apologise.' : "I'm sorry.";
  }
  if (verb === 'suggest') return `${formal ? 'May I suggest' : 'How about'} ${voice(rest.replace(/^that\s+/i, ''))}?`;
  if (verb === 'offer') {
    const to = /^to\s+(.+)$/i.exec(rest);
    return to?.[1] ? `I would be happy to ${voice(to[1])}.` : `I would be happy to offer ${voice(rest)}.`;
  }
  if (verb === 'dispute') return `I would like to dispute ${voice(rest)}.`;
  if (verb === 'remind') {
    const what = rest.replace(/^(?:them|him|her|you|everyone|everybody)\s+/i, '');
    if (/^(?:to|that|about|of)\b/i.test(what)) return `${formal ? 'This is a reminder' : 'Just a reminder'} ${voice(what)}.`;
    return undefined;
  }
  // "say", "tell them", "mention", "explain", "let them know", "make it clear", "point out": the statement itself.
  const statement = rest.replace(/^(?:them|him|her|you|everyone|everybody)\s+/i, '').replace(/^(?:that|how)\s+/i, '');
  if (!/\b(?:I|we|you|it|they|he|she|there|this|that|[A-Z][a-z]+)\b/.test(statement) || !nlp(statement).has('#Verb')) {
    // "mention the parking": a thing to mention, not a clause.
    return verb === 'mention' ? `${formal ? 'I would also like to mention' : 'I also wanted to mention'} ${voice(statement)}.` : undefined;
  }
  const said = voice(statement);
  return `${capitalize(said)}.`;
}

// --- what the request said about the reader, or about the email -----------------------------

// ("my sons membership": whose, typed without its apostrophe.)
const HE_WORDS = /\b(?:(?:son|husband|boyfriend|dad|father|brother|grandad|granddad|grandpa|uncle|nephew|stepdad|boy|guy|lad)(?:'?s)?|man|mr|sir)\b/i;
const SHE_WORDS = /\b(?:(?:daughter|wife|girlfriend|mum|mom|mother|sister|grandma|gran|nan|granny|aunt|niece|stepmum|stepmom|girl)(?:'?s)?|woman|lady|mrs|ms|miss)\b/i;
const ANYONE_WORDS = /\b(?:colleague|coworker|co-worker|senior|junior|friend|mate|boss|manager|supervisor|teacher|tutor|lecturer|tenant|neighbou?r|client|customer|candidate|recruiter|builder|plumber|host|student|kid|child|partner|doctor|gp|nurse|landlord|landlady|coach|cleaner|assistant|intern|flatmate|housemate|director|ceo|founder|owner|agent|engineer|driver|employee|member|someone|somebody)s?\b/i;

// "He is fine but tight with money.", "She has had a rough week.", "He will take it badly.": how the
// reader is or will take it, told to us. (What they did, "She helped me ...", is content.)
const HOW_THEY_ARE = /^(?:(?:and|but|so|also|plus)\s+)?(?:he|she)\s+(?:is|was|'s|has been|had been|can be|gets|got|will be|will get|will take|would take|might take|could take|takes|tends|seems|sounds|looks|feels|felt|has had|had had|hates|loves|likes|does not like|doesn't like|is going to|will probably|'ll|won't|will not|is not|isn't|was not|wasn't|is a bit|is quite|is very|is really|can get|does not|doesn't)\b/i;

/** Whether "he"/"she" opening the sentence is the reader, by the nearest person named before it in the request. */
function meansTheReader(sentence: string, pronoun: 'he' | 'she', context: ReadContext): boolean {
  const recipient = context.recipient;
  if (!recipient || recipient.plural || recipient.aboutPronoun === pronoun) return false;
  // "Rob": a name of either gender may be the "he" or the "she".
  if (recipient.gender !== pronoun && !(recipient.gender === 'they' && recipient.name)) return false;
  const message = (context.message ?? '').toLowerCase();
  const own = `${recipient.name ?? ''} ${recipient.role ?? ''} ${recipient.phrase}`.toLowerCase().split(/[^a-z'-]+/).filter((word) => word.length > 1 && !/^(?:my|the|our|a|an|dr|mr|mrs|ms|prof)$/.test(word));
  // Where the sentence's own words stand in the request: the longest word of it found there.
  const words = sentence.toLowerCase().split(/[^a-z'-]+/).filter((word) => word.length > 3 && !/^(?:have|been|will|that|this|with|they|them|their|about|would|could|should|really|quite|very|just|when|what|from)$/.test(word)).sort((a, b) => b.length - a.length);
  const at = words.map((word) => message.search(new RegExp(`\\b${word}\\b`))).find((index) => index >= 0) ?? message.length;
  const before = message.slice(0, at);
  const last = (pattern: RegExp) => {
    let found = -1;
    const global = new RegExp(pattern.source, 'gi');
    for (let match = global.exec(before); match; match = global.exec(before)) found = match.index;
    return found;
  };
  const readerAt = own.length ? last(new RegExp(`\\b(?:${own.map(escapeRegExp).join('|')})\\b`)) : -1;
  const gendered = pronoun === 'he' ? HE_WORDS : SHE_WORDS;
  let otherAt = Math.max(last(gendered), last(ANYONE_WORDS));
  // "her dog Biscuit died, he was 15", to Pat: a pet is the "he" a reader of either gender is not.
  if (recipient.gender !== pronoun) otherAt = Math.max(otherAt, last(KEPT_PET));
  for (const match of before.matchAll(/\b[a-z]{3,}\b/g)) {
    if (!own.includes(match[0]) && givenNameGender(match[0]) === pronoun && match.index > otherAt) otherAt = match.index;
  }
  // A word of the reader's own phrase ("my manager") counts for the reader, not for another.
  if (otherAt >= 0 && own.some((word) => before.slice(otherAt).startsWith(word))) otherAt = -1;
  return readerAt >= otherAt && (readerAt >= 0 || otherAt < 0);
}

/** A sentence about the reader or about the email, told to us: '' to leave it out, undefined when it is content. */
function noteToUs(text: string, context: ReadContext): string | undefined {
  // "I do not want her to feel deprioritised.": how the reader should take it.
  if (/^(?:I|we)\s+(?:do not|don't|dont|really don't|would not|wouldn't)\s+want\s+(?:him|her|them)\s+to\s+(?:feel|think|get|be|take|worry|panic|see)\b/i.test(text)) return '';
  // A clause of it, after a comma: "She left in March, he's fine but tight with money."
  const clauses = text.split(/,\s+(?=(?:(?:and|but|so|also|plus)\s+)?(?:he|she)\b)/i);
  const kept = clauses.filter((clause) => {
    const pronoun = /^(?:(?:and|but|so|also|plus)\s+)?(he|she)\b/i.exec(clause)?.[1]?.toLowerCase() as 'he' | 'she' | undefined;
    return !(pronoun && HOW_THEY_ARE.test(clause.replace(/\b(he|she)['’]s\b/i, '$1 is')) && meansTheReader(clause, pronoun, context));
  });
  if (kept.length === 0) return '';
  if (kept.length < clauses.length) return `${kept.join(', ').replace(/[,;]?\s*$/, '').replace(/([^.?!])$/, '$1.')}`;
  // "Nudge them.", "Reject a candidate after final interview.", "Make it a template I can tweak.": what to write.
  if (/^follow\s+up(?:\s+(?:them|him|her))?\s*[.!]?$/i.test(text)) return '';
  // "Tactfully.", "Briefly.": how to write it, left as a sentence.
  if (/^(?:(?:but|and|just|very|really|quite)\s+)?(?:tactfully|briefly|politely|nicely|gently|firmly|kindly|calmly|professionally|diplomatically|respectfully|sensitively|carefully|concisely|warmly|formally|casually|quickly)[.!]?$/i.test(text)) return '';
  // "I want to reply before Thursday.": what the visitor means to do, told to us.
  if (/^(?:I|we)\s+(?:want|need|would like|'d like|have)\s+to\s+(?:reply|respond|write back|email (?:back|them|him|her))\b(?!\s+to\s+(?:your|you)\b)/i.test(text)) return '';
  // ("Write me the details", "Forward this to Sam" are said to the reader.)
  if (/^(?:nudge|chase|poke|reject|turn\s+down|draft|cc|(?:make|keep)\s+(?:it|this|the\s+email)\s+(?=[a-z]))\b|^(?:write|email|e-mail|message|reply(?:\s+all)?|respond|forward)(?:\s+(?:to\s+)?(?:them|him|her|back))?\s*[.!]?$/i.test(text)) return '';
  // "I want to reply all in a way that makes clear it was mine.", "Should I mention section 13?",
  // "I do not know maybe just negotiate.", "I still want to ask.": what to write and how, asked of us.
  if (/\b(?:reply all|in a way that|a template|(?:make|write|keep|word|draft|start|end)\s+(?:this|the)\s+email|how (?:do|should|can) I (?:word|say|phrase|put|write|ask|start|end|reply|respond|approach|handle|answer|bring up|tell|explain|make|sound|do this|go about)|should I (?:mention|say|include|bring up|ask|add|put|tell)|maybe just|(?:I )?still want to ask|idk|I do not know (?:if|whether|how|what|maybe)|I don't know (?:if|whether|how|what|maybe))\b/i.test(text)) return '';
  // "My builder sent this 3 weeks ago.", "Recruiter sent the offer.", "I got my essay back.": how the pasted email came.
  if (context.reply) {
    const came = /^(?:(?:my|the|our|his|her|their)\s+)?(?:[\w-]+\s+){0,2}?(?:sent|emailed|messaged|wrote|replied|forwarded|sent me|sent us)\s+(?:me\s+|us\s+)?(?:this|that|it|the\s+[\w-]+|an?\s+[\w-]+|back)(?:\s+\d+\s+\w+\s+ago|\s+(?:yesterday|today|this morning|last\s+\w+))?(?:\s+and\s+|\s*[.!]?$)/i.exec(text);
    if (came) {
      const rest = text.slice(came[0].length).trim();
      return capitalize(rest);
    }
    // "Please reply.", "A parent to me (I am a teacher).": what to do with the pasted email, and whose it is.
    if (/^(?:please\s+)?(?:reply|respond)(?:\s+to\s+(?:this|it|her|him|them))?[.!]?$/i.test(text) || (/\bto me\b/i.test(text) && !nlp(text.replace(/\([^)]*\)/g, '')).has('#Verb'))) return '';
    if (/^I\s+(?:got|received|have received|had|just got)\s+(?:this|that|it|my\s+[\w-]+\s+back|the\s+[\w-]+(?:\s+back)?)(?:\s+\d+\s+\w+\s+ago|\s+(?:yesterday|today|this morning|last\s+\w+))?\s*[.!]?$/i.test(text)) return '';
  }
  return undefined;
}
