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
import { toRecipientVoice } from '../understand/voice.ts';
import type { Recipient } from '../understand/recipient.ts';

export interface ReadContext {
  formal: boolean;
  recipient: Recipient | undefined;
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
    const at = part.search(/,\s+(?:(?:just|also|and|so|then)\s+)?(?:say|ask|tell|mention|offer|suggest|remind|let\s+(?:them|him|her)\s+know)\s+(?!(?:me|us|you|your|so|hi|hello|yes|no)\b)/i);
    if (at < 0) return [part];
    const before = part.slice(0, at).trim();
    const after = part.slice(at).replace(/^,\s+/, '').trim();
    return [`${before}.`, `${after.charAt(0).toUpperCase()}${after.slice(1)}`];
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
  return `${said.charAt(0).toUpperCase()}${said.slice(1)}.`;
}
