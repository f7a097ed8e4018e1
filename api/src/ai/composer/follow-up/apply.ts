// Follow-ups change the drafts as text, so the visitor's own edits and everything not asked about
// stay as they are: shorter drops the lines around the content, registers swap phrases, a
// mention adds one sentence before the close, a change replaces one detail.
import * as chrono from 'chrono-node';
import type { DraftOption } from '../../../contract/index.ts';
import type { Plan } from '../plan/plan.ts';
import { clauseSegments } from '../understand/frame.ts';
import { capitalize, contract, countWords, expandContractions } from '../text.ts';
import { CLOSES_AND_OPENERS } from '../write/lines.ts';
import { REGISTERS, type Register } from '../write/registers.ts';
import { sentenceFor } from '../write/write.ts';

interface Parts {
  greeting?: string;
  paragraphs: string[][];
  signOff?: string;
  name?: string;
  ps?: string;
}

export function splitParts(body: string): Parts {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const parts: Parts = { paragraphs: [] };
  let start = 0;
  let end = lines.length;
  while (start < end && !lines[start]?.trim()) start += 1;
  while (end > start && !lines[end - 1]?.trim()) end -= 1;
  const psIndex = lines.findIndex((line, index) => index >= start && index < end && /^P\.?\s?S\.?/i.test(line.trim()));
  if (psIndex >= 0) {
    parts.ps = lines.slice(psIndex, end).join('\n').trim();
    end = psIndex;
    while (end > start && !lines[end - 1]?.trim()) end -= 1;
  }
  if (/^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|greetings)\b.*[,:!]?\s*$/i.test(lines[start]?.trim() ?? '') && (lines[start]?.trim().split(/\s+/).length ?? 0) <= 8) {
    parts.greeting = lines[start]?.trim();
    start += 1;
  }
  const last = lines[end - 1]?.trim() ?? '';
  const beforeLast = lines[end - 2]?.trim() ?? '';
  if (end - start >= 2 && /,$/.test(beforeLast) && beforeLast.split(/\s+/).length <= 5 && last.split(/\s+/).length <= 5 && !/[.!?]$/.test(last)) {
    parts.signOff = beforeLast;
    parts.name = last;
    end -= 2;
  }
  const middle = lines.slice(start, end).join('\n').trim();
  parts.paragraphs = middle ? middle.split(/\n\s*\n/).map((paragraph) => splitSentences(paragraph)) : [];
  return parts;
}

function splitSentences(paragraph: string): string[] {
  // List lines stay whole; prose splits after sentence ends.
  if (/\n-\s/.test(paragraph)) return [paragraph.trim()];
  return paragraph.replace(/\s*\n\s*/g, ' ').split(/(?<=[.!?])\s+(?=[A-Z["'(])/).map((sentence) => sentence.trim()).filter(Boolean);
}

export function joinParts(parts: Parts): string {
  const blocks: string[] = [];
  if (parts.greeting) blocks.push(parts.greeting);
  for (const paragraph of parts.paragraphs) if (paragraph.length > 0) blocks.push(paragraph.join(' '));
  const signature = [parts.signOff, parts.name].filter(Boolean).join('\n');
  if (signature) blocks.push(signature);
  if (parts.ps) blocks.push(parts.ps);
  return blocks.join('\n\n');
}

const norm = (sentence: string) => expandContractions(sentence).toLowerCase().replace(/[^a-z ]/g, '').replace(/\s+/g, ' ').trim();
const FLUFF = new Set(CLOSES_AND_OPENERS.map(norm));
const FLUFF_PATTERNS = [
  /^i hope (?:this|you|all|your)\b/, /^hope (?:you|all|your)\b/, /let me know if you (?:have|need) any/, /^thank you for your time/, /^thanks(?: so much| again| in advance| a lot)?$/,
  /look(?:ing)? forward to hearing/, /^i (?:really |truly )?appreciate (?:it|your help)/, /^please do not hesitate/, /^feel free to/, /^thank you(?: very much| again| so much)?$/,
  /^i am happy to discuss/, /^happy to chat/, /^have a (?:great|wonderful|good|lovely|nice)\b/, /^best wishes for/, /^(?:talk|speak) soon/, /^take care/, /^hope the rest/, /^with warm/, /^it would be (?:great|lovely|so nice) to/, /^hope to see you/, /^i will keep you posted/, /^we (?:really )?appreciate your/, /^if you have any questions/, /^just reply to this/, /^i trust this/, /^please reply at/, /^i look forward to/, /^please let me know/, /^thank you(?: very much| so much)? for (?:understanding|being so understanding)/, /^thank you for your (?:understanding|patience|attention)/, /^thanks for (?:understanding|your understanding|your patience|bearing with me)/,
];

export function isFluff(sentence: string): boolean {
  const key = norm(sentence);
  return FLUFF.has(key) || FLUFF_PATTERNS.some((pattern) => pattern.test(key));
}

/** At most 75% of the words, with every sentence that carries content kept. */
export function shorten(option: DraftOption): { option: DraftOption; shortened: boolean } {
  const before = countWords(option.body);
  const parts = splitParts(option.body);
  const all = parts.paragraphs.flat();
  const content = all.filter((sentence) => !isFluff(sentence));
  const fluff = all.filter(isFluff);
  // Nothing but courtesy lines left ("Thank you very much."): they are the message, and stay.
  if (content.length === 0) return { option, shortened: false };
  // Keep one short closing line when there is room for it.
  const keepClose = fluff.filter((sentence) => /thank|appreciate/i.test(sentence)).sort((a, b) => countWords(a) - countWords(b))[0];
  let paragraphs: string[][] = [compress(content)];
  const target = Math.floor(before * 0.75);
  const candidate = (paras: string[][]) => countWords(joinParts({ ...parts, paragraphs: paras }));
  if (keepClose && candidate([...paragraphs, [keepClose]]) <= target) paragraphs = [...paragraphs, [keepClose]];
  if (candidate(paragraphs) > target) paragraphs = [paragraphs[0]?.map((sentence) => contract(tighten(sentence))) ?? []];
  if (candidate(paragraphs) > target && parts.ps) parts.ps = undefined as unknown as string;
  const body = joinParts({ ...parts, paragraphs: paragraphs.filter((p) => p.length > 0) });
  const shortened = countWords(body) < before;
  return { option: { ...option, body }, shortened };
}

function compress(sentences: readonly string[]): string[] {
  return sentences.map((sentence) => capitalize(sentence
    .replace(/^I would be grateful if you could (.+)\.$/, (_m, rest: string) => `Could you ${rest}?`)
    .replace(/^(?:Just a quick heads-up:|I wanted to let you know that|Please note that|A quick note to say that)\s+/i, '')
    .replace(/^Would you be able to\b/, 'Could you')
    .replace(/^(?:Any chance you could|Is there any way you could|Would you mind if you could)\b/, 'Could you')
    .replace(/^Would it be possible for me to\b/, 'Could I')
    .replace(/^Would it be possible for us to\b/, 'Could we')
    .replace(/^Could you please let me know\b/, 'Could you tell me')
    .replace(/^Could you let me know\b/, 'Could you tell me')
    .replace(/^I am writing to (?=(?:ask|request|apply|complain|follow|let|confirm|cancel|introduce))/i, 'I would like to ')
    .replace(/^I wanted to (?=(?:ask|follow|let|say|check))/i, 'I ')
    .replace(/\bjust a quick reminder\b/gi, 'a reminder')
    .replace(/^Just a (?:quick|friendly) reminder that /, 'A reminder that ')
    .replace(/\b(?:really|just|very|actually|so) (?=\w)/g, (m) => (/^so$/i.test(m.trim()) ? m : ''))
    .replace(/\s{2,}/g, ' ')
    .trim()));
}

function tighten(sentence: string): string {
  return sentence.replace(/\bin order to\b/g, 'to').replace(/\bat this point in time\b/g, 'now').replace(/\bplease\s+/gi, (m) => m).replace(/\s{2,}/g, ' ');
}

const TO_FORMAL: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:Hi|Hey|Hello) there,$/, 'Hello,'],
  [/^(?:Hi|Hey|Hello)\s+(?=[^\s,])/, 'Dear '],
  [/\bHope all is well!/g, 'I hope this email finds you well.'],
  [/\bHope you(?:'re| are) doing well!?/g, 'I hope you are doing well.'],
  [/\bThanks so much!/g, 'Thank you very much.'],
  [/\bThanks so much\b/g, 'Thank you very much'],
  [/\bThanks a lot\b/g, 'Thank you very much'],
  [/\bThanks in advance!/g, 'Thank you in advance.'],
  [/\bThanks again!/g, 'Thank you again.'],
  [/\bThanks\b/g, 'Thank you'],
  [/^Let me know\b/gm, 'Please let me know'],
  [/(?<=[.!?]\s)Let me know\b/g, 'Please let me know'],
  [/\bJust a (?:quick|friendly) reminder\b/g, 'This is a reminder'],
  [/\bJust a (?:quick|brief) heads-up: /g, 'Please note that '],
  [/^Dear everyone,$/gm, 'Dear all,'],
  [/^(?:Hi|Hey) everyone,$/gm, 'Dear all,'],
  [/\bHave a great day!/g, 'Kind regards.'],
  [/\bTalk soon[.!]/g, ''],
  [/\bAny chance you could\b/g, 'Could you please'],
  [/\bI'm so sorry\b/g, 'I sincerely apologize'],
  [/\bI'm really sorry\b/g, 'I sincerely apologize'],
  [/\bI'd love to\b/g, 'I would be delighted to'],
  [/\bI wanted to\b/g, 'I would like to'],
  [/\bcan't wait\b/gi, 'look forward to it'],
  [/\bSo happy for you!/g, 'I am delighted for you.'],
  [/\bgonna\b/g, 'going to'],
  [/\bHuge congratulations\b/g, 'Warmest congratulations'],
  [/\bFeel free to\b/g, 'Please do not hesitate to'],
  [/\bJust following up\b/g, 'I am following up'],
  [/\ba quick\b/g, 'a brief'],
  [/\bokay\b/g, 'acceptable'],
  [/\bkids\b/g, 'children'],
];

const TO_FRIENDLY: ReadonlyArray<readonly [RegExp, string]> = [
  [/^Thank you for your attention\.$/, 'Thanks!'],
  [/^Please do not hesitate to contact me with any questions\.$/, 'Just shout if you have any questions!'],
  // A firm line softened: "less angry", "less bossy".
  [/^I trust this can be resolved quickly\.$/, "I'm sure we can sort this out."],
  [/^I look forward to your prompt response\.$/, 'Thanks for your help with this.'],
  [/^Please reply at your earliest convenience\.$/, 'Thanks so much.'],
  [/^I expect\b/, 'I would appreciate'],
  [/^Dear\s+(?=[^\s,])/, 'Hi '],
  [/^Hello\s+(?=[^\s,])/, 'Hi '],
  [/^Hello,$/, 'Hi there,'],
  [/\bI hope this email finds you well\./g, "Hope you're doing well!"],
  [/\bI hope you are well\./g, "Hope you're doing well!"],
  [/\bI would be grateful if you could\b/g, 'Could you'],
  [/\bPlease do not hesitate to contact me with any questions\./g, 'Just let me know if you have any questions.'],
  [/\bPlease let me know\b/g, 'Let me know'],
  [/\bThank you very much\./g, 'Thanks so much!'],
  [/\bThank you in advance for your help\./g, 'Thanks so much for your help!'],
  [/\bThank you for your time and consideration\./g, 'Thanks so much for your time!'],
  [/\bI look forward to hearing from you\./g, 'Looking forward to hearing from you!'],
  [/\bI would like to\b/g, "I'd love to"],
  [/\bI am writing to\b/g, "I'm writing to"],
  [/\bI apologize for\b/g, "I'm so sorry for"],
  [/\bPlease accept my apologies for\b/g, "I'm really sorry about"],
  [/\bI sincerely apologize\b/g, "I'm really sorry"],
  [/\bThis is a reminder\b/g, 'Just a friendly reminder'],
  [/\bI wish to\b/g, "I'd like to"],
  [/\bregarding\b/g, 'about'],
  [/\bMay I ask whether you could\b/g, 'Could you'],
  [/\bMay I ask whether\b/g, 'Could you let me know if'],
  [/\bWould you be able to\b/g, 'Could you'],
  [/\bCould you please\b/g, 'Could you'],
  [/\bI am\b/g, "I'm"],
  [/\bI will not\b/g, "I won't"],
  [/\bI will\b/g, "I'll"],
  [/\bdo not\b/g, "don't"],
  [/\bcannot\b/g, "can't"],
];

const SIGN_OFF_FORMAL = ['Kind regards,', 'Best regards,', 'Sincerely,'];
const SIGN_OFF_FRIENDLY = ['Best,', 'Warmly,', 'Cheers,'];

// When a draft is already in the register asked for, a further step: "more formal" than formal.
const MORE_FORMAL: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bI hope (?:this email finds you well|you are well|you are having a good week)\./g, 'I trust this message finds you well.'],
  [/\bCould you please\b/g, 'Would you kindly'],
  [/\bWould you be able to\b/g, 'Would you kindly'],
  [/\bI would like to\b/g, 'I wish to'],
  [/\bPlease let me know if you have any questions\./g, 'Should you have any questions, please do not hesitate to contact me.'],
  [/\bThank you for (?=your\b)/g, 'I am grateful for '],
  [/\bThank you\./g, 'With sincere thanks.'],
  [/\bI am sorry\b/g, 'I sincerely regret'],
  [/\bI look forward to hearing from you\./g, 'I look forward to your reply.'],
];
const MORE_FRIENDLY: ReadonlyArray<readonly [RegExp, string]> = [
  [/^Hi\b/, 'Hey'],
  [/\bThank you for your attention\.|\bThanks for your attention\./g, 'Thanks!'],
  [/\bPlease (?:let me know|do not hesitate to contact me) if you have any questions\./g, 'Just shout if you have any questions!'],
  [/\bLet me know if you have any questions\./g, 'Just shout if you have any questions!'],
  [/\bI hope you(?:'re| are) (?:doing )?well\.|\bI hope this email finds you well\./g, "Hope you're doing well!"],
  [/\bHave a (?:wonderful|good) day\./g, 'Have a great day!'],
  [/\bI look forward to hearing from you\./g, 'Speak soon!'],
  [/\bI would\b/g, "I'd"],
  [/\bI am\b/g, "I'm"],
  [/\bThanks so much[.!]?$/g, 'Thanks a million!'],
  [/\bThank you\b/g, 'Thanks'],
  [/\bCould you\b/g, 'Any chance you could'],
  [/\bLet me know\b/g, 'Just let me know'],
];

/** "More confident", "less desperate": the hedges and the apologies for asking go. */
export function moreConfident(option: DraftOption): { option: DraftOption; changed: boolean } {
  const parts = splitParts(option.body);
  const hedge = /\b(?:just |really |I think |I believe |I feel like |I was wondering if |possibly |perhaps |if possible|if that's okay|if that is okay|if it's not too much trouble|if it is not too much trouble)/gi;
  const before = joinParts(parts);
  parts.paragraphs = parts.paragraphs.map((paragraph) => paragraph
    .filter((sentence) => !/^(?:Sorry|I am sorry|I'm sorry|I apologi[sz]e) (?:to bother you|for (?:bothering|the trouble|asking|the inconvenience))|^I (?:know|understand) (?:you are|you're) (?:busy|very busy)/i.test(sentence))
    .map((sentence) => sentence.replace(hedge, '').replace(/\s{2,}/g, ' ').replace(/\s+([,.?!])/g, '$1').replace(/^([a-z])/, (c) => c.toUpperCase())));
  const after = joinParts(parts);
  return { option: { ...option, body: after }, changed: after !== before };
}

export function changeRegister(option: DraftOption, to: 'formal' | 'friendly', seed: number): DraftOption {
  const changed = swapRegister(option, to, seed);
  if (changed.body !== option.body) return changed;
  // Already in that register: go one step further.
  const parts = splitParts(option.body);
  const table = to === 'formal' ? MORE_FORMAL : MORE_FRIENDLY;
  const swap = (text: string) => table.reduce((acc, [pattern, replacement]) => acc.replace(pattern, replacement), text);
  if (parts.greeting) parts.greeting = swap(parts.greeting);
  parts.paragraphs = parts.paragraphs.map((paragraph) => paragraph.map(swap));
  if (parts.signOff) parts.signOff = to === 'formal' ? 'Yours sincerely,' : (parts.signOff === 'Cheers,' ? 'Take care,' : 'Cheers,');
  if (to === 'friendly' && parts.paragraphs[0] && !parts.paragraphs[0].some((sentence) => /^(?:Hope|I hope)\b/.test(sentence))) parts.paragraphs[0].unshift("Hope you're having a great week!");
  return { ...changed, body: joinParts(parts) };
}

function swapRegister(option: DraftOption, to: 'formal' | 'friendly', seed: number): DraftOption {
  const parts = splitParts(option.body);
  const table = to === 'formal' ? TO_FORMAL : TO_FRIENDLY;
  const swap = (text: string) => table.reduce((acc, [pattern, replacement]) => acc.replace(pattern, replacement), text);
  if (parts.greeting) parts.greeting = swap(parts.greeting).replace(/\s+,/, ',');
  parts.paragraphs = parts.paragraphs.map((paragraph) => paragraph.map((sentence) => {
    const swapped = swap(sentence);
    return to === 'formal' ? expandContractions(swapped).replace(/!/g, '.') : contract(swapped);
  }));
  if (parts.signOff) {
    const pool = to === 'formal' ? SIGN_OFF_FORMAL : SIGN_OFF_FRIENDLY;
    const current = parts.signOff;
    if (!pool.includes(current)) parts.signOff = pool[seed % pool.length] ?? current;
  }
  const register: Register = to === 'formal' ? 'formal' : 'friendly';
  let subject = option.subject;
  if (to === 'formal') subject = subject.replace(/!$/, '').replace(/^Quick /, '').replace(/^Thanks\b/, 'Thank you');
  if (to === 'friendly') subject = subject.replace(/^(?:Question regarding|Inquiry about|Inquiry regarding)\b/, 'Quick question about').replace(/^Regarding\b/, 'About').replace(/^Request for\b/, 'Quick request:');
  return { ...option, tone: REGISTERS[register].tone, subject: capitalize(subject), body: joinParts(parts) };
}

export function sign(option: DraftOption, name: string): DraftOption {
  const parts = splitParts(option.body);
  if (parts.name !== undefined) parts.name = name;
  else {
    parts.signOff = parts.signOff ?? 'Best,';
    parts.name = name;
  }
  return { ...option, body: joinParts(parts).replace(/\[Your name\]/g, name) };
}

export function addPs(option: DraftOption, text: string, plan: Plan): DraftOption {
  const parts = splitParts(option.body);
  const segments = clauseSegments(text, plan.frame);
  // "add a P.S. about parking": the visitor gave the topic, not the words.
  const topic = /^(?:about|regarding|on)\s+(.+)$/i.exec(text.trim())?.[1];
  const sentence = topic ? `[Your note about ${topic.replace(/[.!]+$/, '')}]` : segments.map((segment) => sentenceFor(segment, plan, 'friendly', 0)).join(' ') || capitalize(text);
  parts.ps = `P.S. ${sentence}`;
  return { ...option, body: joinParts(parts) };
}

/** Adds the visitor's line before the closing lines, in the option's register. */
export function mention(option: DraftOption, text: string, plan: Plan, formal: boolean): DraftOption {
  // "mention sarah and tom who planned the route": people named, with what they did.
  const people = /^([A-Z][\w'-]+(?:\s+(?:and|&)\s+[A-Z][\w'-]+)?)\s+(?:who|for)\s+(.+)$/.exec(text.trim());
  if (people?.[1] && people[2]) {
    const thanks = /thank/i.test(option.body) || plan.main === 'thanks' || plan.main === 'thank';
    const line = thanks ? `A special thank you to ${people[1]}, who ${people[2].replace(/[.!]+$/, '')}.` : `I would also like to mention ${people[1]}, who ${people[2].replace(/[.!]+$/, '')}.`;
    return mentionLine(option, formal ? expandContractions(line) : contract(line));
  }
  // "add my personal email so people can keep in touch, its sam.k.reid@gmail.com": where to reach me.
  const address = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(text);
  if (address && /\b(?:email|e-mail|address|contact|reach|touch)\b/i.test(text.replace(address[0], ''))) {
    const email = address[0].toLowerCase();
    const line = /\b(?:keep in touch|stay in touch)\b/i.test(text) ? `If you would like to keep in touch, my personal email is ${email}.` : `You can reach me at ${email}.`;
    return mentionLine(option, formal ? line : contract(line));
  }
  // "add my flight number EZY4410": what the number is.
  const numbered = /^(my|our|the)\s+((?:[a-z]+\s+){0,3}?(?:number|no\.?|ref(?:erence)?|code|id|account|order|booking|policy|member(?:ship)?|flight|invoice|ticket|case|claim|tracking))\s+(?:is\s+)?(#?[A-Z0-9][A-Z0-9-]{2,}|#?\d[\d -]{2,})$/i.exec(text.trim().replace(/[.!]+$/, ''));
  if (numbered?.[1] && numbered[2] && numbered[3]) {
    const line = `${numbered[1].charAt(0).toUpperCase()}${numbered[1].slice(1).toLowerCase()} ${numbered[2].toLowerCase()} is ${numbered[3].toUpperCase()}.`;
    return mentionLine(option, line);
  }
  // "add a 15% off code OPEN15 for the first week": a thing, offered or mentioned.
  if (!/\b(?:is|are|was|were|will|can|could|would|should|has|have|had|do|does|did|I|we|you|he|she|they|it)\b/i.test(text) && text.split(/\s+/).length <= 12 && /^(?:a|an|the|our|my|some|free|\d)/i.test(text.trim())) {
    const offer = /\b(?:code|discount|% off|voucher|offer|deal|free|coupon|gift)\b/i.test(text);
    const np = text.trim().replace(/[.!]+$/, '');
    const line = offer ? `We are also offering ${np.charAt(0).toLowerCase()}${np.slice(1)}.` : `I would also like to mention ${np.charAt(0).toLowerCase()}${np.slice(1)}.`;
    return mentionLine(option, formal ? line : contract(line));
  }
  const segments = clauseSegments(text, plan.frame);
  let sentence = segments.map((segment) => sentenceFor(segment, plan, formal ? 'formal' : 'friendly', 0)).filter(Boolean).join(' ');
  if (!sentence) sentence = capitalize(text.replace(/[.!]?$/, '.'));
  sentence = formal ? expandContractions(sentence) : contract(sentence);
  return mentionLine(option, sentence);
}

/** One sentence into the last paragraph that carries content, before any closing lines. */
function mentionLine(option: DraftOption, sentence: string): DraftOption {
  const parts = splitParts(option.body);
  const paragraphs = parts.paragraphs;
  let index = paragraphs.length - 1;
  while (index > 0 && (paragraphs[index] ?? []).every(isFluff)) index -= 1;
  if (index < 0) parts.paragraphs = [[sentence]];
  else {
    const paragraph = paragraphs[index] ?? [];
    let at = paragraph.length;
    while (at > 0 && isFluff(paragraph[at - 1] ?? '')) at -= 1;
    paragraph.splice(at, 0, sentence);
  }
  return { ...option, body: joinParts(parts) };
}

/** Removes the sentences about something: "without the apology", "drop the part about the refund". */
export function remove(option: DraftOption, what: string): { option: DraftOption; removed: boolean; wouldEmpty?: boolean } {
  const parts = splitParts(option.body);
  const lower = what.toLowerCase();
  const test = /apolog|sorry/.test(lower)
    ? (sentence: string) => /\b(?:sorry|apolog\w*|feel terrible|regret|forgive)\b/i.test(sentence)
    : /thank/.test(lower)
      ? (sentence: string) => /\bthank/i.test(sentence)
      : /exclamation/.test(lower)
        ? () => false
        : (sentence: string) => keywords(lower).every((word) => new RegExp(`\\b${word}`, 'i').test(sentence));
  let removed = false;
  parts.paragraphs = parts.paragraphs.map((paragraph) => paragraph.flatMap((sentence) => {
    if (!test(sentence)) return [sentence];
    removed = true;
    // "Mia has a doctor appointment Thursday so she will be in late": only the clause about the doctor goes.
    const kept = withoutClause(sentence, test);
    return kept ? [kept] : [];
  })).filter((paragraph) => paragraph.length > 0);
  // Removing what the email is about would leave only pleasantries: the drafts stay as they were.
  if (removed && !/exclamation/.test(lower) && parts.paragraphs.flat().every((sentence) => isFluff(sentence))) {
    return { option, removed: false, wouldEmpty: true };
  }
  let body = joinParts(parts);
  // A subject about what went goes too.
  if (removed && !/apolog|sorry|exclamation/.test(lower) && test(option.subject)) option = { ...option, subject: 'A quick update' };
  if (/exclamation/.test(lower)) {
    body = body.replace(/!/g, '.');
    removed = true;
  }
  return { option: { ...option, body }, removed };
}

/** The sentence without the clauses that match, or undefined when nothing worth keeping is left. */
function withoutClause(sentence: string, test: (text: string) => boolean): string | undefined {
  // "I would like compensation and the £95 hotel I had to pay for": only the hotel goes.
  const joined = /^(.*?\b(?:like|want|need|request|expect|claim|asking for|ask for)\s+[^,]+?)\s+and\s+(?:also\s+)?((?:the|a|an|my|our|any)\s+[^,]+?)([.!?])$/i.exec(sentence);
  if (joined?.[1] && joined[2] && test(joined[2]) && !test(joined[1])) return `${joined[1]}${joined[3]}`;
  const clauses = sentence.replace(/[.!?]+$/, '').split(/,\s+|\s+(?=(?:so|but|because|and then)\s)/);
  if (clauses.length < 2) return undefined;
  const kept = clauses.filter((clause) => !test(clause));
  if (kept.length === 0 || kept.length === clauses.length) return undefined;
  const dropped = clauses.find((clause) => test(clause)) ?? '';
  // "so she will be in late" after "My daughter Mia has ...": she is named again.
  const subject = /^((?:[Mm]y|[Oo]ur|[Tt]he)\s+(?:\w+\s+){0,2}?[A-Z][a-z'-]+|[A-Z][a-z'-]+)\s+(?:has|had|is|was|will|needs|got)\b/.exec(dropped)?.[1];
  let text = kept.join(', ').replace(/^(?:so|but|because|and then|and)\s+/i, '');
  if (subject && clauses.indexOf(dropped) === 0 && /^(?:he|she|they)\b/i.test(text)) {
    text = text.replace(/^(?:he|she|they)(?:'(ll|s|d|re))?\b/i, (_m, tail?: string) => `${subject}${tail ? ` ${({ ll: 'will', s: 'is', d: 'would', re: 'is' } as Record<string, string>)[tail.toLowerCase()] ?? ''}` : ''}`);
    // The day it happens stays: "My daughter Mia will be in late on Thursday".
    const day = /\b((?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight)\b/i.exec(dropped)?.[1];
    if (day && !new RegExp(`\\b${day}\\b`, 'i').test(text)) text = `${text}${/day$/i.test(day) ? ' on' : ''} ${/day$/i.test(day) ? day.charAt(0).toUpperCase() + day.slice(1).toLowerCase() : day.toLowerCase()}`;
  }
  text = text.charAt(0).toUpperCase() + text.slice(1);
  return countWords(text) >= 3 ? `${text}${/[?]$/.test(sentence) ? '?' : '.'}` : undefined;
}

function keywords(text: string): string[] {
  return text.split(/\s+/).map((word) => word.replace(/[^a-z0-9]/g, '')).filter((word) => word.length > 3 && !/^(?:that|this|with|about|from|part|line|sentence|bit|mention)$/.test(word)).slice(0, 3);
}

const DAY = /\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|tomorrow|today|tonight|next week|this week)\b/;
const TIME = /\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b|\b\d{1,2}:\d{2}\b|\bnoon\b|\bmidday\b/i;
// "the 11th", "Friday the 20th": a day of the month.
const ORDINAL = /\b(?:(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),?\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b(?:\s+(?:of\s+)?(?:January|February|March|April|May|June|July|August|September|October|November|December))?/i;
const MONTH_DATE = /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2}(?:st|nd|rd|th)?\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/;
const AMOUNT = /[$€£]\s?\d[\d,]*(?:\.\d+)?k?|\b\d[\d,]*(?:\.\d+)?\s?(?:dollars|euros|pounds|usd|eur|gbp)\b/i;

/** Replaces one detail ("change the date to Thursday"); false when there was none of that kind. */
export function changeDetail(option: DraftOption, change: { from?: string; to: string }): { option: DraftOption; changed: boolean } {
  const to = change.to.replace(/^(?:on|at|by)\s+/i, '').replace(/\s+instead$/i, '').trim()
    .replace(/\b(\d{1,2}(?::\d{2})?)\s*([ap])\.?m\.?\b/gi, (_m, time: string, half: string) => `${time} ${half.toLowerCase()}m`);
  const toValue = capitalizeDay(to);
  const replaceIn = (pattern: RegExp) => {
    let changed = false;
    const swap = (text: string) => text.replace(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`), () => {
      changed = true;
      return toValue;
    });
    const body = swap(option.body);
    const subject = swap(option.subject);
    return { option: { ...option, body, subject }, changed };
  };
  if (change.from) {
    const from = new RegExp(`\\b${change.from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
    const result = replaceIn(from);
    if (result.changed) return result;
  }
  if (ORDINAL.test(to)) {
    const result = replaceIn(ORDINAL);
    if (result.changed) return result;
  }
  // A new date or time: chrono-node finds the one the draft gives ("next Wednesday", "June 14 at
  // 5 pm"); durations ("for a week") are not dates and stay.
  const reference = new Date(Date.UTC(2026, 0, 5));
  const wanted = chrono.parse(to, reference)[0];
  if (wanted && !AMOUNT.test(to)) {
    const found = chrono.parse(option.body, reference).find((result) => !/^(?:for|in)\s/i.test(result.text) && /[A-Za-z]{3,}|\d/.test(result.text));
    if (found) {
      const replaceDate = (text: string) => text.split(found.text).join(toValue);
      return { option: { ...option, body: replaceDate(option.body), subject: replaceDate(option.subject) }, changed: true };
    }
  }
  for (const pattern of [MONTH_DATE, ORDINAL, TIME, AMOUNT, DAY]) {
    if (pattern.test(to) || (pattern === DAY && /^(?:mon|tues|wednes|thurs|fri|satur|sun)day$/i.test(to)) || (pattern === ORDINAL && (MONTH_DATE.test(to) || DAY.test(to)))) {
      const result = replaceIn(pattern);
      if (result.changed) return result;
    }
  }
  return { option, changed: false };
}

function capitalizeDay(text: string): string {
  return text.replace(/\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december)\b/gi, (m) => m.charAt(0).toUpperCase() + m.slice(1).toLowerCase());
}

export function readdress(option: DraftOption, name: string): DraftOption {
  const parts = splitParts(option.body);
  if (parts.greeting) parts.greeting = parts.greeting.replace(/^(\w+)\s+.*?,?$/, (_m, word: string) => `${word} ${name},`);
  else parts.greeting = `Hi ${name},`;
  return { ...option, body: joinParts(parts) };
}

export function addUrgency(option: DraftOption, formal: boolean): DraftOption {
  const parts = splitParts(option.body);
  const line = formal ? 'This is time-sensitive, so I would appreciate a reply as soon as possible.' : 'This is time-sensitive, so a quick reply would really help.';
  const paragraph = parts.paragraphs[0];
  if (paragraph) paragraph.push(line);
  else parts.paragraphs.push([line]);
  let subject = option.subject;
  if (!/^urgent/i.test(subject)) subject = `Urgent: ${subject.charAt(0).toLowerCase()}${subject.slice(1)}`;
  if (countWords(subject) > 8) subject = `Urgent: ${subject.split(' ').slice(1, 7).join(' ')}`;
  return { ...option, subject, body: joinParts(parts) };
}

export function lengthen(option: DraftOption, formal: boolean): DraftOption {
  const parts = splitParts(option.body);
  const extra = formal
    ? ['I would be happy to provide any further details you may need.', 'Thank you again for your time and attention.']
    : ["I'm happy to share more details if that would help.", 'Thanks again for taking the time!'];
  const existing = new Set(parts.paragraphs.flat().map(norm));
  const additions = extra.filter((line) => !existing.has(norm(line)));
  parts.paragraphs.push(additions);
  return { ...option, body: joinParts(parts) };
}
