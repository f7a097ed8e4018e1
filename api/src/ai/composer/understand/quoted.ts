// A pasted email the visitor received: split it from what they want to answer, and read who sent
// it, who it greeted, what it is about and what it asks.
import nlp from 'compromise';

export interface QuotedEmail {
  text: string;
  /** Who wrote it: the name under its sign-off ("Best, Greta"). */
  sender?: string;
  /** Whom it greeted ("Hi Tom,"): the visitor, so the reply is signed with that name. */
  greeted?: string;
  subject?: string;
  /** Its questions, as written. */
  questions: string[];
  /** A few words saying what it is about, for the subject line: "the onboarding call". */
  topic?: string;
}

const GREETING = /^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|greetings)\b[^\n]*$/i;
const SIGN_OFF = /^(?:best|best regards|kind regards|regards|warm regards|warmly|thanks|thank you|many thanks|cheers|sincerely|yours(?: sincerely| truly)?|all the best|talk soon|take care)\b[,!.]?\s*(.*)$/i;
const REPLY_CUE = /\b(?:reply|respond|answer|response|get back to|write back)\b|\b(?:this|the|that|her|his|their|below) (?:e-?mail|message)\b|\b(?:email|message) (?:below|from)\b|:\s*$/i;

/** Splits "reply to this, thursday works\n> Hi, could we ...": the instruction and the pasted email. */
export function splitQuoted(message: string): { instruction: string; quoted?: QuotedEmail } {
  const lines = message.split('\n');
  const quotedLines = lines.filter((line) => /^\s*>/.test(line));
  if (quotedLines.length > 0) {
    const instruction = lines.filter((line) => !/^\s*>/.test(line)).join('\n').trim();
    const text = quotedLines.map((line) => line.replace(/^\s*>\s?/, '')).join('\n').trim();
    if (text) return { instruction, quoted: readQuoted(text) };
  }
  // A pasted block: an instruction line that speaks of replying, then a greeting line.
  const start = lines.findIndex((line, index) => index > 0 && GREETING.test(line.trim()));
  if (start > 0) {
    const instruction = lines.slice(0, start).join('\n').trim();
    const rest = lines.slice(start).join('\n').trim();
    if (REPLY_CUE.test(instruction) || /\n/.test(rest)) return { instruction, quoted: readQuoted(rest) };
  }
  // "reply to this, thursday works ... 'Hi, could we ...'": a quotation in quote marks.
  const quotedMark = /^(.*?)["“]((?:hi|hello|hey|dear)\b[^"”]{15,})["”](.*)$/is.exec(message);
  if (quotedMark?.[2] && REPLY_CUE.test(message)) {
    return { instruction: `${quotedMark[1] ?? ''} ${quotedMark[3] ?? ''}`.trim(), quoted: readQuoted(quotedMark[2].trim()) };
  }
  // Inline: reply to this email: "Hi, ..." or reply to this: Hi Tom, can you ...
  const inline = /^(.*?\b(?:reply|respond|answer)\b[^:"]*?)[:-]\s*["“]?((?:hi|hello|hey|dear)\b.+?)["”]?\s*$/is.exec(message);
  if (inline?.[1] && inline[2]) return { instruction: inline[1].trim(), quoted: readQuoted(inline[2].trim()) };
  return { instruction: message };
}

export function readQuoted(text: string): QuotedEmail {
  const lines = text.split('\n').map((line) => line.trim()).filter(Boolean);
  const email: QuotedEmail = { text, questions: [] };
  const subjectLine = lines.find((line) => /^subject:/i.test(line));
  if (subjectLine) email.subject = subjectLine.replace(/^subject:\s*/i, '').trim();
  const body = lines.filter((line) => !/^(?:subject|from|to|date|sent|cc):/i.test(line));
  const first = body[0] ?? '';
  const greeted = /^(?:[Hh]i|[Hh]ello|[Hh]ey|[Dd]ear)\s+([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)\s*[,!:]/.exec(first)?.[1];
  if (greeted && !/^(?:there|all|team|everyone|folks|guys)$/i.test(greeted)) email.greeted = greeted;
  email.sender = senderOf(body) ?? senderAtEnd(body.join(' '));
  const flat = body.join(' ');
  for (const sentence of flat.split(/(?<=[.!?])\s+/)) {
    const clean = sentence.replace(/^(?:hi|hello|hey|dear)\b[^,!:]*[,!:]\s*/i, '').trim();
    if (clean.endsWith('?')) email.questions.push(clean);
  }
  const object = /\b(refund|order|invoice|booking|reservation|appointment|application|interview|meeting|call|quote|proposal|delivery|package|payment|account|subscription|project|event|party|offer|contract|viewing|lease|deposit)\b/i.exec(flat)?.[1]?.toLowerCase();
  const topicSource = email.questions[0] ?? (body.slice(1).join(' ') || flat).replace(/^(?:hi|hello|hey|dear)\b[^,!:]*[,!:]\s*/i, '');
  const topic = topicOf(topicSource) ?? (object ? `your ${object}` : undefined);
  if (object && /refund|order|invoice|booking|reservation|appointment|application|delivery|package|payment|subscription/.test(object) && !email.questions.length) email.topic = object === 'refund' ? 'your refund request' : `your ${object}`;
  else if (topic) email.topic = topic;
  return email;
}

function senderOf(lines: readonly string[]): string | undefined {
  for (let i = lines.length - 1; i >= Math.max(0, lines.length - 3); i -= 1) {
    const line = lines[i] ?? '';
    const signOff = SIGN_OFF.exec(line);
    if (signOff) {
      const name = signOff[1]?.trim();
      if (name && isName(name)) return name;
      const next = lines[i + 1];
      if (next && isName(next)) return next;
      continue;
    }
    // "... Best, Greta" at the end of a one-line paste.
    const dash = /\s[-–—]\s*((?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?)\s*\.?$/.exec(line);
    if (dash?.[1]) return dash[1];
    const tail = /(?:best|regards|thanks|cheers|sincerely|thank you)[,!.]?\s+((?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?)\.?$/i.exec(line);
    if (tail?.[1] && isName(tail[1])) return tail[1];
    if (i === lines.length - 1 && isName(line) && lines.length > 1) return line;
  }
  return undefined;
}

/**
 * The name at the very end of a pasted email, whatever follows it: "Best, Laura (Talent team)",
 * "Kind regards, Fiona, PromoPrint", "Let me know! Jess", "leaving at 7 lol. chris".
 */
function senderAtEnd(flat: string): string | undefined {
  const signed = /\b(?:best(?: wishes| regards)?|kind regards|warm regards|regards|thanks(?: so much| again)?|thank you|many thanks|cheers|sincerely|yours(?: sincerely| truly)?|all the best|talk soon|take care|love|xo)[,!.]?\s+((?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?[A-Za-z][a-z'-]+)(?:\s+[A-Z][a-z'-]+)?\s*(?:[,(][^.!?]{0,60})?\.?\s*$/i.exec(flat);
  const word = signed?.[1];
  if (word && !/^(?:the|a|an|and|you|for|to|team|all|everyone|in|again)$/i.test(word)) return capitalizeName(word);
  const last = /[.!?]\s+([A-Za-z][a-z'-]{1,20})\.?\s*$/.exec(flat)?.[1];
  if (last && !/^(?:thanks|thank|cheers|bye|lol|haha|ok|okay|yes|no|please|soon|x|xx|xo)$/i.test(last)) {
    const tags = nlp(last).terms().json()[0]?.terms?.[0]?.tags as string[] | undefined;
    if (/^[A-Z]/.test(last) || tags?.includes('FirstName') || tags?.includes('Person')) return capitalizeName(last);
  }
  return undefined;
}

function capitalizeName(name: string): string {
  return name.replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

function isName(text: string): boolean {
  return /^(?:(?:Mr|Mrs|Ms|Mx|Dr)\.?\s+|Professor\s+)?[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+){0,2}\.?$/.test(text.trim()) && !/^(?:Thanks|Best|Regards|Cheers|Hi|Hello)$/i.test(text.trim());
}

const PLACE_OR_TIME = /^(?:office|room|place|building|home|desk|today|tomorrow|tonight|morning|afternoon|evening|week|weekend|day|month|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|\d.*|next \w+|this \w+)$/i;

/** The main noun phrase of a sentence, for a subject line: "the onboarding call". */
export function topicOf(sentence: string): string | undefined {
  // What the message is for: "to go over the Q3 numbers", "about the lease renewal".
  const purpose = /\b(?:go over|discuss|talk about|review|about|regarding|for|on)\s+((?:the|your|our|my)\s+(?:[\w'-]+\s+){0,3}?[\w'-]+)(?=\s*(?:[?.!,;]|$|\s+(?:with|before|by|next|this|on|at|and)\b))/i.exec(sentence);
  const purposeTopic = purpose?.[1]?.replace(/^(?:the|your|our|my)\s+/i, '');
  if (purposeTopic && !PLACE_OR_TIME.test(purposeTopic)) return purposeTopic;
  const doc = nlp(sentence);
  const nouns = doc.nouns().out('array') as string[];
  for (const noun of nouns) {
    const clean = noun.replace(/^(?:the|a|an|this|that|my|your|our|their|his|her|its)\s+/i, '').replace(/[?.!,;:]+$/, '').trim();
    if (!clean || /^(?:you|me|we|us|i|it|they|them|he|she|him|her|anything|something|everything|time|any time|thanks|hi|hello)$/i.test(clean) || /^(?:we|you|they|i|he|she|it|that|there|what|who)'\w+$/i.test(clean) || PLACE_OR_TIME.test(clean)) continue;
    if (clean.split(/\s+/).length > 6) continue;
    return clean;
  }
  return undefined;
}
