// Follow-ups change the drafts as text, so the visitor's own edits and everything not asked about
// stay as they are: shorter drops the lines around the content, registers swap phrases, a
// mention adds one sentence before the close, a change replaces one detail.
import * as chrono from 'chrono-node';
import nlp from 'compromise';
import type { DraftOption } from '../../../contract/index.ts';
import type { Plan } from '../plan/plan.ts';
import { clauseSegments } from '../understand/frame.ts';
import { normalize } from '../understand/normalize.ts';
import { readRecipient } from '../understand/recipient.ts';
import { capitalize, capitalizeDays, contract, countWords, escapeRegExp, expandContractions, hasContraction, isStatement, lowerFirst, MONTH, spacedTimes, WEEKDAY } from '../text.ts';
import { mendSentences } from '../write/grammar.ts';
import { CLOSES_AND_OPENERS, GRIEF } from '../write/lines.ts';
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
  /^i hope (?:this|you|all|your)\b/, /^hope (?:you|all|your)\b/, /let me know if you (?:have|need) any/, /^thank you for your time/, /^i am (?:very |most )?grateful for your (?:time|help|patience|attention|consideration|understanding)/, /^thanks(?: so much| again| in advance| a lot)?$/,
  /look(?:ing)? forward to hearing/, /^i (?:really |truly )?appreciate (?:it|your help)/, /^please do not hesitate/, /^feel free to/, /^thank you(?: very much| again| so much)?$/,
  /^i hope (?:it all|it|everything) goes\b/, /^(?:thank you|thanks)(?: again)? for thinking of me/, /^i hope we can do something another time/,
  /^i am happy to discuss/, /^happy to chat/, /^have a (?:great|wonderful|good|lovely|nice)\b/, /^best wishes for/, /^(?:talk|speak) soon/, /^take care/, /^hope the rest/, /^with warm/, /^it would be (?:great|lovely|so nice) to/, /^hope to see you/, /^i will keep you posted/, /^we (?:really )?appreciate your/, /^if you have any questions/, /^just reply to this/, /^i trust this/, /^please reply at/, /^i look forward to/, /^please let me know/, /^thank you(?: very much| so much)? for (?:understanding|being so understanding)/, /^thank you for your (?:understanding|patience|attention)/, /^(?:thank you|thanks)(?: very much| so much| a lot)? for (?:your|all your) (?:help|time|consideration|support)(?: (?:with this|in advance|again|and understanding))?$/, /^thanks for (?:understanding|your understanding|your patience|bearing with me)/,
];

export function isFluff(sentence: string): boolean {
  const key = norm(sentence);
  return FLUFF.has(key) || FLUFF_PATTERNS.some((pattern) => pattern.test(key));
}

/** At most 75% of the words, with every sentence that carries content kept. */
export function shorten(option: DraftOption, keep: { vocabulary?: ReadonlySet<string>; maxSentences?: number } = {}): { option: DraftOption; shortened: boolean } {
  const before = countWords(option.body);
  const parts = splitParts(option.body);
  const all = parts.paragraphs.flat();
  let content = all.filter((sentence) => !isFluff(sentence));
  // A line the composer wrote around the facts ("I enjoyed learning more about the role") carries
  // none of the visitor's words, numbers or names: it goes before any fact does.
  const vocabulary = keep.vocabulary;
  if (vocabulary && content.length > 1) {
    const carries = (sentence: string) => /\d|\[/.test(sentence) || /(?<=\S\s+)[A-Z][a-z]/.test(sentence.replace(/\bI\b/g, 'i')) || sentence.split(/[^\p{L}]+/u).some((word) => vocabulary.has(stem(word)));
    const kept = content.filter(carries);
    if (kept.length > 0) content = kept;
  }
  const fluff = all.filter(isFluff);
  // Nothing but courtesy lines left ("Thank you very much."): they are the message, and stay.
  if (content.length === 0) return { option, shortened: false };
  // Keep one short closing line when there is room for it.
  const keepClose = fluff.filter((sentence) => /thank|appreciate/i.test(sentence)).sort((a, b) => countWords(a) - countWords(b))[0];
  let paragraphs: string[][] = [compress(content)];
  // "Like 3 sentences": statements joined in pairs, shortest first, until there are that many.
  const most = keep.maxSentences;
  if (most && most > 0) {
    const joined = [...(paragraphs[0] ?? [])];
    while (joined.length > most) {
      let best = -1;
      for (let i = 0; i + 1 < joined.length; i += 1) {
        if (!/\.$/.test(joined[i] ?? '') || !/\.$/.test(joined[i + 1] ?? '') || /\n/.test(`${joined[i]}${joined[i + 1]}`)) continue;
        if (best < 0 || countWords(`${joined[i]} ${joined[i + 1]}`) < countWords(`${joined[best]} ${joined[best + 1]}`)) best = i;
      }
      if (best < 0) break;
      const second = joined[best + 1] ?? '';
      joined.splice(best, 2, `${(joined[best] ?? '').replace(/\.$/, '')}, and ${/^I\b/.test(second) ? second : lowerFirst(second)}`);
    }
    paragraphs = [joined];
  }
  const target = Math.floor(before * 0.75);
  const candidate = (paras: string[][]) => countWords(joinParts({ ...parts, paragraphs: paras }));
  if (keepClose && !most && candidate([...paragraphs, [keepClose]]) <= target) paragraphs = [...paragraphs, [keepClose]];
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
  [/\bIt's been a pleasure\b/g, "It's been a real pleasure"],
  [/^Thanks for everything\.$/g, 'Thanks so much for everything!'],
  [/\bI hope your week is going well\./g, "Hope your week's going well!"],
  [/\bI hope you're doing well\./g, "Hope you're doing well!"],
  [/\bI wanted to follow up on\b/g, 'Just following up on'],
  [/\bI wanted to check in about\b/g, 'Just checking in about'],
  [/\bI wanted to let you know\b/g, 'Just wanted to let you know'],
  [/\bbut unfortunately\b/g, 'but sadly'],
  [/^Unfortunately,/g, 'Sadly,'],
  [/\bThanks so much for thinking of me!/g, 'It means a lot that you thought of me!'],
  [/\bI hope we can do something another time\./g, "Let's do something soon, I promise!"],
  [/\bAny update would be much appreciated\./g, "Would love to hear how things are looking!"],
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
    .map((sentence) => sentence
      // "May I ask for next Friday off?": asked as what the writer would like, not permission sought.
      .replace(/^(?:May|Could|Can) I (?:please |possibly )?(?:ask for|request|have|take) (.+?)\?$/, (_m, what: string) => `I would like to ${/\b(?:off|leave|holiday|day|days|afternoon|morning)\b/i.test(what) ? 'take' : 'request'} ${what}.`)
      .replace(/^(?:Would it be possible|Is it possible|Would it be okay|Would it be OK) (?:for me )?to (?:get|take|have|book) (.+?\b(?:off|leave|holiday)\b.*?)\?$/, 'I would like to take $1.')
      // "less grovelling": the apology said once, plainly ("I apologise", not "I sincerely apologise").
      .replace(/\b(I|We)\s+(?:sincerely|truly|deeply|humbly|profusely|really)\s+(apologi[sz]e)\b/g, '$1 $2').replace(/\b(I am|I'm|We are|We're)\s+(?:so|very|truly|terribly|deeply|really|incredibly|extremely)\s+sorry\b/g, '$1 sorry')
      .replace(/\bI was hoping to ask (?:you )?for\b/g, 'I would like to ask for').replace(/\bI was hoping to\b/g, 'I would like to').replace(/\bI was wondering if you could\b/g, 'Could you').replace(hedge, '').replace(/\s{2,}/g, ' ').replace(/\s+([,.?!])/g, '$1').replace(/^([a-z])/, (c) => c.toUpperCase())));
  const after = joinParts(parts);
  return { option: { ...option, body: after }, changed: after !== before };
}

// The body's own sentences in the new register, not only the lines around them.
const BODY_FORMAL: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bI was hoping to ask (?:you )?for\b/g, 'I would like to request'],
  [/\bI was hoping to\b/g, 'I would like to'],
  [/\bI was wondering if\b/g, 'I would like to ask whether'],
  [/\bI want\b/g, 'I would like'],
  [/\bI'd love to\b/g, 'I would be glad to'],
  [/\bwanted to check in (?:about|on)\b/g, 'would like to follow up on'],
  [/\bcheck(?:ing)? in (?:about|on)\b/g, 'following up on'],
  [/^Can you\b/g, 'Could you please'],
  [/\bget back to me\b/g, 'reply'],
  [/\bsort (?:this|it) out\b/g, 'resolve this'],
  [/\bsort out\b/g, 'resolve'],
  [/\basap\b/gi, 'as soon as possible'],
  [/\b(?:kind of|sort of) /g, ''],
  [/\ba bit\b/g, 'slightly'],
  [/\bpretty (?=(?:sure|busy|urgent|quickly|soon|bad|serious|good|confident)\b)/g, 'quite '],
  [/\bstuff\b/g, 'matters'],
  [/\bmaybe\b/g, 'perhaps'],
  [/\bMaybe\b/g, 'Perhaps'],
  [/\btill\b/g, 'until'],
  [/\bjust (?!as\b|in case\b|like\b|before\b|after\b)/g, ''],
  [/^Just (?=[a-z])/g, ''],
  [/\breally (?=appreciate\b)/g, 'greatly '],
  [/\breally /g, ''],
  [/\bso much\b/g, 'very much'],
  [/\bwanna\b/g, 'want to'],
  [/\bgotta\b/g, 'have to'],
  [/\b(?:Yeah|Yep)\b/g, 'Yes'],
  [/\bawesome\b/gi, 'excellent'],
  [/\bI'm sorry\b/g, 'I apologize'],
  [/\bbut unfortunately\b/g, 'but regrettably'],
  [/^Sadly,/g, 'Regrettably,'],
];
const BODY_FRIENDLY: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bI would like to request\b/g, "I'd like to ask for"],
  [/\bI am writing to (?:inform you|let you know) that\b/g, 'Just wanted to let you know that'],
  [/^Please be (?:advised|informed|aware) that\b/g, 'Just so you know,'],
  [/^Please be reminded (?:of|about)\b/g, 'Just a reminder about'],
  [/^Please be reminded that\b/g, 'Just a reminder that'],
  [/\binform you\b/g, 'let you know'],
  [/\bassistance\b/g, 'help'],
  [/\bassist\b/g, 'help'],
  [/\brequires\b/g, 'needs'],
  [/\brequire\b/g, 'need'],
  [/\btherefore\b/g, 'so'],
  [/^However,\s*/g, 'That said, '],
  [/\bat your earliest convenience\b/g, 'when you get a chance'],
  [/\bI would appreciate\b/g, "I'd really appreciate"],
  [/^Regrettably,/g, 'Sadly,'],
  [/\bregrettably\b/g, 'sadly'],
  [/\bI trust\b/g, 'I hope'],
  [/\bWould you kindly\b/g, 'Could you'],
  [/\bkindly /g, ''],
  [/\bvery grateful\b/g, 'really grateful'],
  [/\bI am following up\b/g, 'Just following up'],
  [/\bobtain\b/g, 'get'],
  [/\bpurchased\b/g, 'bought'],
  [/\bsufficient\b/g, 'enough'],
  [/\bcommence\b/g, 'start'],
  [/\bprior to\b/g, 'before'],
  [/\bin the event that\b/g, 'if'],
  [/\bapproximately\b/g, 'about'],
];
// "Firmer", "less polite": the asks said directly, the hedges and pleasantries gone.
const BODY_FIRM: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:Just )?(?:a )?(?:quick |friendly |gentle )?reminder (?:about|of)\b/gi, 'This is a reminder about'],
  [/^(?:Just )?(?:a )?(?:quick |friendly |gentle )?reminder that\b/gi, 'This is a reminder that'],
  [/^Please be reminded (?:of|about)\b/g, 'This is a reminder about'],
  [/^Please be reminded that\b/g, 'This is a reminder that'],
  [/^(?:Could|Would|Can) you (?:please |kindly )?(?:be able to )?(?!let me know (?:why|if|whether|when|what|how)|tell me (?:why|if|whether|when|what|how))(.+)\?$/g, 'Please $1.'],
  [/^Would you kindly (.+)\?$/g, 'Please $1.'],
  [/^I would (?:really |greatly )?(?:appreciate it|be grateful) if you could (.+)\.$/g, 'Please $1.'],
  [/^Any chance you could (.+)\?$/g, 'Please $1.'],
  // "May I ask for a meeting about ...?": the request made, not asked leave for.
  [/^(?:May I ask for|Could I ask for) (.+)\?$/g, 'I am requesting $1.'],
  [/^(?:Would it be possible to (?:get|have|arrange)|Would it be possible for me to have) (.+)\?$/g, 'I would like to request $1.'],
  [/^(?:May I ask whether I could|Would it be possible for me to|Could I|May I) (.+)\?$/g, 'I would like to $1.'],
  [/\bI was hoping to ask (?:you )?for\b/g, 'I am asking for'],
  [/\bI was hoping (?:to|you could)\b/g, 'I would like to'],
  [/\bI was wondering (?:if|whether) you could\b/g, 'Please'],
  [/\bI'd love to\b/g, 'I would like to'],
  [/\b(?:just|really|perhaps|possibly|maybe) /gi, ''],
  [/,?\s*(?:if possible|if that's okay|if that is okay|if you get a chance|when you have a moment|when you get a chance|whenever you can|if it's not too much trouble|if it is not too much trouble)(?=[.?,])/gi, ''],
  [/\ba (?:quick|friendly|gentle) /g, 'a '],
  [/\bI think /g, ''],
  [/\bI'm writing to\b/g, 'I am writing to'],
];
const DROP_FIRM = /^(?:Sorry to bother you|I hope you don't mind|I hope you do not mind|I hope (?:this|you|all|your)|Hope (?:you|all|your)|Thanks in advance|Thank you in advance|Have a (?:great|good|nice|lovely|wonderful)|Best wishes for|(?:Please |Just )?let me know if you (?:have|need) any|Feel free to|Please do not hesitate|Any update would be|No worries if not|No rush|Thanks so much|Thanks a lot|Thank you so much|I really appreciate|Talk soon|Take care|Speak soon)/i;
// "More polite", "less blunt": the asks softened, thanks said; the formality stays as it was.
const OBJECT_FORM: Readonly<Record<string, string>> = { I: 'me', we: 'us', they: 'them' };
/** A pattern and what replaces it: the text, or a function of the match. */
type Rewrite = readonly [RegExp, string | ((match: string, ...groups: string[]) => string)];
const BODY_POLITE: readonly Rewrite[] = [
  [/^You (?:need to|have to|must|should)\s+(.+)\.$/g, 'Could you please $1?'],
  [/^Please (?!let me know\b|find\b|note\b|accept\b|see\b|do not\b|don't\b|feel\b|be\b|reply\b|contact\b)(.+)\.$/g, 'Could you please $1?'],
  [/^(?:Can|Could) you (?!please\b)(.+)\?$/g, 'Could you please $1?'],
  // "Can it be offered to someone else?": asked as a possibility.
  [/^(?:Can|Could) (it|this|that|they|we|I) (?!please\b)(.+)\?$/g, (_m: string, who: string, rest: string) => `Would it be possible for ${OBJECT_FORM[who] ?? who} to ${rest}?`],
  [/^(?:Is|Are) there (.+)\?$/g, 'Would there be $1?'],
  [/\bwhy that (?=(?:my|our|his|her|their|the)\b)/g, 'why '],
  [/\b(?:let me know|tell me|explain) why\b/g, 'help me understand why'],
  [/^May I ask why\b/g, 'Could you please help me understand why'],
  [/\bI (?:need|want) to\b/g, 'I would like to'],
  [/^I (?:need|want|demand)\b/g, 'I would be grateful for'],
  [/\bI expect\b/g, 'I would appreciate'],
  [/\bimmediately\b/g, 'as soon as possible'],
  [/\bThis is unacceptable\.?/g, 'I am sure this was not intended.'],
];

type Scope = 'start' | 'end' | undefined;

/** Which body sentences a scoped change reaches: the closing lines, or the opening ones. */
function scoped(parts: Parts, scope: Scope): (paragraph: number, sentence: number) => boolean {
  if (!scope) return () => true;
  const count = parts.paragraphs.length;
  if (scope === 'end') {
    const last = count - 1;
    const single = count === 1;
    const firstClosing = single ? (() => { const paragraph = parts.paragraphs[0] ?? []; let at = paragraph.length; while (at > 0 && isFluff(paragraph[at - 1] ?? '')) at -= 1; return at; })() : 0;
    return (paragraph, sentence) => paragraph === last && sentence >= firstClosing;
  }
  return (paragraph, sentence) => paragraph === 0 && (sentence === 0 || isFluff(parts.paragraphs[0]?.[sentence] ?? ''));
}

// The tables each change applies, whole lines first, then the body's own wording.
const SWAP_FORMAL = [...TO_FORMAL, ...BODY_FORMAL];
const SWAP_FRIENDLY = [...TO_FRIENDLY, ...BODY_FRIENDLY];
const SWAP_FIRM = [...TO_FORMAL, ...BODY_FIRM];

/** Every replacement of a table, in order. */
function rewrite(table: readonly Rewrite[], text: string): string {
  return table.reduce((acc, [pattern, replacement]) => (typeof replacement === 'string' ? acc.replace(pattern, replacement) : acc.replace(pattern, replacement)), text);
}

const FIRM_CLOSE = 'I look forward to your prompt response.';

/** The visitor's own edits stay word for word, whatever the change. */
function frozenOut(within: (paragraph: number, sentence: number) => boolean, parts: Parts, frozen: ReadonlySet<string>): (paragraph: number, sentence: number) => boolean {
  if (frozen.size === 0) return within;
  const at = parts.paragraphs.map((paragraph) => [...paragraph]);
  return (paragraph, sentence) => within(paragraph, sentence) && !frozen.has(at[paragraph]?.[sentence] ?? '');
}

export function changeRegister(option: DraftOption, to: 'formal' | 'friendly' | 'firm' | 'polite', seed: number, scope?: Scope, frozen: ReadonlySet<string> = new Set()): DraftOption {
  const changed = registerChanged(option, to, seed, scope, frozen);
  // "thank the nurses who looked after my grandad before he passed", friendlier: warmer, never exclaimed.
  return to === 'friendly' && GRIEF.test(changed.body) ? { ...changed, subject: changed.subject.replace(/!+$/, ''), body: changed.body.replace(/!+(?=\s|$)/g, '.') } : changed;
}

function registerChanged(option: DraftOption, to: 'formal' | 'friendly' | 'firm' | 'polite', seed: number, scope?: Scope, frozen: ReadonlySet<string> = new Set()): DraftOption {
  if (to === 'firm') return firmer(option, scope, frozen);
  if (to === 'polite') return politer(option, scope, frozen);
  const changed = swapRegister(option, to, seed, scope, frozen);
  const sentencesOf = (body: string) => splitParts(body).paragraphs.flat().join(' ');
  if (sentencesOf(changed.body) !== sentencesOf(option.body)) return changed;
  // Already in that register: go one step further.
  const parts = splitParts(changed.body);
  const within = frozenOut(scoped(parts, scope), parts, frozen);
  const table = to === 'formal' ? MORE_FORMAL : MORE_FRIENDLY;
  const swap = (text: string) => rewrite(table, text);
  if (parts.greeting && scope !== 'end') parts.greeting = swap(parts.greeting);
  parts.paragraphs = parts.paragraphs.map((paragraph, p) => paragraph.map((sentence, i) => (within(p, i) ? swap(sentence) : sentence)));
  const had = splitParts(option.body).signOff;
  if (parts.signOff && scope !== 'start') parts.signOff = to === 'formal' ? 'Yours sincerely,' : (had === 'Cheers,' ? 'Take care,' : had === 'Warmly,' ? 'All the best,' : 'Warmly,');
  if (to === 'friendly' && scope !== 'end' && parts.paragraphs[0] && !parts.paragraphs.flat().some((sentence) => /^(?:Hope|I hope)\b/.test(sentence))) parts.paragraphs[0].unshift("Hope you're having a great week!");
  if (to === 'friendly' && scope === 'end') {
    // Warmer at the end: a warm closing line when none is there.
    const last = parts.paragraphs.at(-1);
    if (last && !last.some((sentence) => /thank|appreciate|take care|best wishes|all the best/i.test(sentence))) last.push('Thanks so much for everything!');
  }
  return { ...changed, body: joinParts(parts) };
}

/** The body's sentences in a register, nothing else: after an option was written again in it. */
export function restyleSentences(option: DraftOption, to: 'formal' | 'friendly'): DraftOption {
  const parts = splitParts(option.body);
  const table = to === 'formal' ? BODY_FORMAL : BODY_FRIENDLY;
  parts.paragraphs = parts.paragraphs.map((paragraph) => paragraph.map((sentence) => tidy(rewrite(table, sentence))));
  return { ...option, body: joinParts(parts) };
}

function tidy(sentence: string): string {
  return capitalize(sentence.replace(/\s{2,}/g, ' ').replace(/\s+([,.?!])/g, '$1').replace(/,\s*([.?!])/g, '$1').trim());
}

function swapRegister(option: DraftOption, to: 'formal' | 'friendly', seed: number, scope: Scope, frozen: ReadonlySet<string>): DraftOption {
  const parts = splitParts(option.body);
  const within = frozenOut(scoped(parts, scope), parts, frozen);
  const table = to === 'formal' ? SWAP_FORMAL : SWAP_FRIENDLY;
  const swap = (text: string) => rewrite(table, text);
  if (parts.greeting && scope !== 'end') parts.greeting = swap(parts.greeting).replace(/\s+,/, ',');
  parts.paragraphs = parts.paragraphs.map((paragraph, p) => paragraph.map((sentence, i) => {
    if (!within(p, i)) return sentence;
    const swapped = tidy(swap(sentence));
    return to === 'formal' ? expandContractions(swapped).replace(/!/g, '.') : contract(swapped);
  }).filter((sentence) => sentence.replace(/[.!?\s]/g, '') !== ''));
  if (parts.signOff && scope !== 'start') {
    const pool = to === 'formal' ? SIGN_OFF_FORMAL : SIGN_OFF_FRIENDLY;
    const current = parts.signOff;
    if (!pool.includes(current)) parts.signOff = pool[seed % pool.length] ?? current;
  }
  const register: Register = to === 'formal' ? 'formal' : 'friendly';
  let subject = option.subject;
  if (scope) return { ...option, body: joinParts(parts) };
  if (to === 'formal') subject = subject.replace(/!$/, '').replace(/^Quick /, '').replace(/^Thanks\b/, 'Thank you');
  if (to === 'friendly') subject = subject.replace(/^(?:Question regarding|Inquiry about|Inquiry regarding)\b/, 'Quick question about').replace(/^Regarding\b/, 'About').replace(/^Request for\b/, 'Quick request:');
  return { ...option, tone: REGISTERS[register].tone, subject: capitalize(subject), body: joinParts(parts) };
}

function firmer(option: DraftOption, scope: Scope, frozen: ReadonlySet<string>): DraftOption {
  const parts = splitParts(option.body);
  const within = frozenOut(scoped(parts, scope), parts, frozen);
  const swap = (text: string) => rewrite(SWAP_FIRM, text);
  if (parts.greeting && scope !== 'end') parts.greeting = swap(parts.greeting).replace(/\s+,/, ',').replace(/^Hey\b/, 'Dear');
  const content = parts.paragraphs.flat().filter((sentence) => !isFluff(sentence) && !DROP_FIRM.test(sentence));
  parts.paragraphs = parts.paragraphs.map((paragraph, p) => paragraph
    .filter((sentence, i) => !(within(p, i) && DROP_FIRM.test(sentence) && content.length > 0))
    .map((sentence, i) => (within(p, i) ? expandContractions(tidy(swap(sentence))).replace(/!/g, '.') : sentence)))
    .filter((paragraph) => paragraph.length > 0);
  // One firm closing line in place of the pleasantries.
  if (scope !== 'start') {
    // Thanks and pleasantries in the closing lines go; a real ask there ("Please confirm once this has been done") stays.
    const last = parts.paragraphs.at(-1);
    if (last && parts.paragraphs.length > 1 && last.every(isFluff)) {
      const asks = last.filter((sentence) => /^Please (?!let me know if|do not hesitate|feel free)/.test(sentence));
      last.splice(0, last.length, ...asks);
    }
    if (last && last.length === 0) parts.paragraphs.pop();
    if (!parts.paragraphs.flat().some((sentence) => /\b(?:prompt|as soon as possible|without (?:further )?delay|within \d|by (?:the end of|return|\w+day))\b/i.test(sentence))) {
      const closing = parts.paragraphs.at(-1);
      if (closing && parts.paragraphs.length > 1 && closing.every(isFluff)) closing.push(FIRM_CLOSE);
      else parts.paragraphs.push([FIRM_CLOSE]);
    }
  }
  if (parts.signOff && scope !== 'start') parts.signOff = 'Regards,';
  const subject = scope ? option.subject : capitalize(option.subject.replace(/!$/, '').replace(/^(?:Friendly|Gentle|Quick) reminder\b/i, 'Reminder').replace(/^Quick /, ''));
  return { ...option, tone: scope ? option.tone : REGISTERS.firm.tone, subject, body: joinParts(parts) };
}

function politer(option: DraftOption, scope: Scope, frozen: ReadonlySet<string>): DraftOption {
  const parts = splitParts(option.body);
  const within = frozenOut(scoped(parts, scope), parts, frozen);
  const informal = hasContraction(option.body) || /^(?:Hi|Hey)\b/.test(parts.greeting ?? '');
  const swap = (text: string) => rewrite(BODY_POLITE, text);
  if (parts.greeting && scope !== 'end') parts.greeting = parts.greeting.replace(/^Hey\b/, 'Hi');
  parts.paragraphs = parts.paragraphs.map((paragraph, p) => paragraph.map((sentence, i) => {
    if (!within(p, i)) return sentence;
    const softened = tidy(swap(sentence));
    return informal ? contract(softened) : expandContractions(softened);
  }));
  const all = parts.paragraphs.flat();
  if (scope !== 'start' && !all.some((sentence) => /\bthank|\bappreciate|\bgrateful/i.test(sentence))) {
    const line = informal ? 'Thanks so much for your help.' : 'Thank you very much for your help.';
    const last = parts.paragraphs.at(-1);
    if (last && parts.paragraphs.length > 1 && last.every(isFluff)) {
      // Before a farewell ("Have a great day!"), not after it.
      const farewell = last.findIndex((sentence) => /^(?:Have a|Talk soon|Take care|Best wishes|Speak soon|Enjoy)\b/.test(sentence));
      last.splice(farewell < 0 ? last.length : farewell, 0, line);
    } else parts.paragraphs.push([line]);
  }
  // A bare statement of the problem first ("Your dog barks all night.") is led in gently.
  if (scope !== 'end') {
    const first = parts.paragraphs.findIndex((paragraph) => paragraph.some((sentence) => !isFluff(sentence)));
    const paragraph = parts.paragraphs[first];
    const at = paragraph ? paragraph.findIndex((sentence) => !isFluff(sentence)) : -1;
    const sentence = paragraph?.[at];
    if (paragraph && sentence && within(first, at) && (/^(?:Your|The|This|There|Their|His|Her)\b[^?!]*\.$/.test(sentence) || /^[A-Z][a-z]+(?:\s+\d+[A-Za-z]?)?\s+(?:has|have|is|are|was|were|keeps?)\b[^?!]*\.$/.test(sentence)) && !/^(?:The|This) (?:is|email)\b/.test(sentence) && !/^(?:I|We|It|You|He|She|They)\b/.test(sentence)) {
      // "Plot 17 has been left overgrown" is led in too; a name keeps its capital.
      const lead = /^(?:Your|The|This|There|Their|His|Her)\b/.test(sentence) || /^[A-Z][a-z]+\s+\d/.test(sentence) ? sentence.charAt(0).toLowerCase() + sentence.slice(1) : sentence;
      paragraph[at] = `I wanted to mention that ${lead}`;
    }
  }
  if (scope !== 'end' && parts.paragraphs[0] && !all.some((sentence) => /^(?:I hope|Hope)\b/.test(sentence))) parts.paragraphs[0].unshift(informal ? "I hope you're well." : 'I hope you are well.');
  if (parts.signOff && scope !== 'start' && /^(?:Regards|Cheers|Best|Thanks),$/.test(parts.signOff)) parts.signOff = informal ? 'Many thanks,' : 'Kind regards,';
  return { ...option, tone: scope ? option.tone : REGISTERS.polite.tone, body: joinParts(parts) };
}

// "Less pushy": asks eased, pressure words out, and one line that leaves room to say no.
const EASE: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bas soon as possible\b/gi, 'when you have a chance'],
  [/\bASAP\b/g, 'when you have a chance'],
  [/\bas a matter of urgency\b/gi, 'soon'],
  [/\s*\b(?:urgently|immediately|right away|without (?:further )?delay)\b/gi, ''],
  [/\bat the latest\b/gi, 'if possible'],
  [/\bI need you to\b/g, 'Would you be able to'],
  [/\bI need\b/g, 'I would appreciate'],
  [/\bI expect\b/g, 'I would hope'],
  [/\bI must insist\b[^.?!]*[.?!]\s*/g, ''],
  [/^Please (?=[a-z])/, 'Could you please '],
  [/^Could you please\b/, 'Would it be possible to'],
  [/^Could you\b/, 'Would you be able to'],
  [/^Could I\b/, 'Would it be possible for me to'],
  [/^May I ask whether I could\b/, 'Would it be possible for me to'],
  [/^May I ask for\b/, 'Would it be possible to have'],
  [/^I would like to request\b/, 'I wanted to ask about'],
  [/^I am writing to request\b/, 'I wanted to ask about'],
];

/**
 * "Less pushy", "less demanding", "less awkward": each ask eased ("Could you" -> "Would you be able
 * to", "as soon as possible" -> "when you have a chance"), and one line after the ask that leaves
 * room to say no or to take their time, so the change is there to read in every option.
 */
export function softer(option: DraftOption, formal: boolean): { option: DraftOption; changed: boolean } {
  const parts = splitParts(option.body);
  const before = joinParts(parts);
  parts.paragraphs = parts.paragraphs.map((paragraph) => paragraph.map((sentence) => {
    if (isFluff(sentence)) return sentence;
    let eased = sentence;
    for (const [pattern, replacement] of EASE) eased = eased.replace(pattern, replacement);
    // "Please send it ..." made a question keeps its question mark.
    if (/^(?:Could you please|Would it be possible|Would you be able)\b/.test(eased) && /\.$/.test(eased)) eased = `${eased.slice(0, -1)}?`;
    return eased.replace(/\s{2,}/g, ' ').replace(/\s+([,.?!])/g, '$1');
  }));
  const all = parts.paragraphs.flat();
  // A repair or a fault to put right: room to take time, never room to say no.
  const fault = /\b(?:broken|broke|won't (?:close|open|work|lock|flush|drain|turn)|not working|stopped working|leak\w*|mou?ld|damp|faulty|freezing|no (?:heating|hot water)|look into this)\b/i.test(all.join(' '));
  const chasing = /\b(?:follow(?:ing)? up|chase|chasing|update|overdue|invoice|payment|reply|heard back|still waiting|reminder)\b/i.test(all.join(' '));
  const asks = all.some((sentence) => sentence.endsWith('?'));
  const line = fault
    ? (formal ? 'I appreciate these things can take a little time to arrange.' : 'I know these things can take a bit of time to sort.')
    : chasing
    ? (formal ? 'I appreciate you may be busy, so please reply whenever you have a moment.' : 'No rush at all, just whenever you get a chance.')
    : asks
      ? (formal ? 'I completely understand if this is not possible.' : "No worries at all if it's not possible.")
      : (formal ? 'There is no pressure at all.' : 'No pressure at all.');
  if (!all.some((sentence) => /\b(?:no (?:rush|pressure|worries)|completely understand|whenever you (?:have|get) a)\b/i.test(sentence))) {
    // After the last ask, or after the content when nothing is asked.
    let placed = false;
    for (let p = parts.paragraphs.length - 1; p >= 0 && !placed; p -= 1) {
      const paragraph = parts.paragraphs[p]!;
      // (At the end of the ask's paragraph: "Could I ...? I'm doing a course ... No worries if not.")
      if (!paragraph.some((sentence) => sentence.endsWith('?') && !isFluff(sentence))) continue;
      const last = paragraph.map((sentence) => !isFluff(sentence)).lastIndexOf(true);
      paragraph.splice(last + 1, 0, line);
      placed = true;
    }
    if (!placed) {
      const content = parts.paragraphs.map((paragraph) => paragraph.some((sentence) => !isFluff(sentence))).lastIndexOf(true);
      if (content >= 0) parts.paragraphs[content]!.push(line);
      else parts.paragraphs.push([line]);
    }
  }
  const after = joinParts(parts);
  return { option: { ...option, body: after }, changed: after !== before };
}

/** Words of the content (greeting and sign-off aside) that one body has and the other has not. */
export function contentChange(before: string, after: string): number {
  const words = (body: string) => splitParts(body).paragraphs.flat().filter((sentence) => !isFluff(sentence)).join(' ').toLowerCase().match(/[a-z']+/g) ?? [];
  const had = new Set(words(before));
  return words(after).filter((word) => !had.has(word)).length + Math.max(0, had.size - new Set(words(after)).size);
}

export type Warmth = 'warm' | 'emotional' | 'enthusiastic';

/** The warmth a follow-up asks for ("warmer", "more heartfelt", "more excited"); undefined for a register alone ("more casual"). */
export function warmthAsked(text: string): Warmth | undefined {
  if (!/\b(?:warm|warmer|warmth|emotional|heartfelt|touching|sentimental|moving|feeling|from the heart|enthusiastic|excited|exciting|upbeat|cheerful|lively|livelier|energetic|kinder|nicer)\b/i.test(text)) return undefined;
  if (/\b(?:emotional|heartfelt|touching|sentimental|moving|feeling|from the heart)\b/i.test(text)) return 'emotional';
  return /\b(?:enthusiastic|excited|exciting|upbeat|cheerful|lively|livelier|energetic|positive)\b/i.test(text) ? 'enthusiastic' : 'warm';
}

const WARMTH: Record<Warmth, Record<'thanks' | 'congratulations' | 'condolence' | 'apology' | 'ask', string>> = {
  warm: {
    thanks: 'It really meant a lot to {us}.',
    congratulations: "I'm so happy for you.",
    condolence: "I'm thinking of you.",
    apology: 'I really am sorry.',
    ask: 'I really appreciate you thinking about it.',
  },
  emotional: {
    thanks: 'Honestly, it meant the world to {us}.',
    congratulations: "I'm so proud of you, and so happy for you.",
    condolence: "I can't imagine how hard this must be, and I'm so sorry.",
    apology: 'I feel awful about it, and I really am sorry.',
    ask: 'It would honestly mean a lot to me.',
  },
  enthusiastic: {
    thanks: "{We're} so grateful, thank you!",
    congratulations: 'This is such brilliant news!',
    condolence: "I'm thinking of you.",
    apology: 'I really am sorry.',
    ask: "I'd be really excited about it!",
  },
};

/**
 * "Warmer", "more emotional", "more enthusiastic" on an option already in a friendly register,
 * where the register change left its content as it was: one line of that warmth, fitting the kind
 * of email, before its closing lines, so the change is there to read.
 */
export function warmer(option: DraftOption, warmth: Warmth, kind: string): DraftOption {
  const parts = splitParts(option.body);
  const all = parts.paragraphs.flat().join(' ');
  const key = /thank/.test(kind) ? 'thanks' : /congrat/.test(kind) ? 'congratulations' : /condol/.test(kind) ? 'condolence' : /apolog/.test(kind) ? 'apology' : /\?/.test(all) ? 'ask' : 'other';
  // An announcement, a decline or news has no warmth line that means anything: it stays as it was.
  if (key === 'other') return option;
  const we = /\b(?:we|our|us)\b/i.test(all);
  const line = WARMTH[warmth][key].replace('{us}', we ? 'us' : 'me').replace("{We're}", we ? "We're" : "I'm");
  if (all.includes(line)) return option;
  const content = parts.paragraphs.map((paragraph) => paragraph.some((sentence) => !isFluff(sentence))).lastIndexOf(true);
  if (content >= 0) parts.paragraphs[content]!.push(line);
  else parts.paragraphs.push([line]);
  return { ...option, body: joinParts(parts) };
}

export function sign(option: DraftOption, name: string): DraftOption {
  const parts = splitParts(option.body);
  if (parts.name !== undefined) parts.name = name;
  else {
    parts.signOff = parts.signOff ?? 'Best,';
    parts.name = name;
  }
  // "[Your name] and Jess" keeps the visitor's blank, once.
  return { ...option, body: name.includes('[Your name]') ? joinParts(parts) : joinParts(parts).replace(/\[Your name\]/g, name) };
}

/** "end it with cheers": the closing word before the name, whatever it was. */
export function signOffWith(option: DraftOption, closing: string): DraftOption {
  const parts = splitParts(option.body);
  parts.signOff = closing;
  parts.name = parts.name ?? '[Your name]';
  return { ...option, body: joinParts(parts) };
}

export function addPs(option: DraftOption, typed: string, plan: Plan): DraftOption {
  const parts = splitParts(option.body);
  // "add a ps to rsvp to me by end of july": what the readers should do, asked.
  const text = typed.replace(/^(?:to|for (?:them|everyone|people|guests) to|that (?:they|everyone|people) should)\s+(?=[a-z])/i, 'please ');
  const segments = clauseSegments(text, plan.frame);
  // "add a P.S. about parking": the visitor gave the topic, not the words.
  const topic = /^(?:about|regarding|on)\s+(.+)$/i.exec(text.trim())?.[1];
  // "a ps about parking, use the pub car park round the corner": the topic, then what to say about it.
  const said = topic ? /^((?:the\s+)?[\w'-]+(?:\s+[\w'-]+)?),\s+(\S+(?:\s+\S+){2,})$/.exec(topic.replace(/[.!]+$/, '')) : null;
  if (said?.[1] && said[2]) {
    parts.ps = `P.S. ${capitalize(said[1].replace(/^the\s+/i, ''))}: ${contract(normalize(said[2]))}.`;
    return { ...option, body: joinParts(parts) };
  }
  // "a ps that tea and biscuits provided": the things, as they are.
  const things = /^((?:[a-z]+\s+){0,3}?[a-z]+(?:\s+(?:and|&)\s+(?:[a-z]+\s+){0,2}?[a-z]+)?)\s+(provided|included|available|supplied|welcome)[.!]*$/i.exec(text.trim());
  if (things?.[1] && things[2] && !/^(?:the|it|this|that|they|we|you|I)\b/i.test(things[1])) {
    parts.ps = `P.S. ${capitalize(things[1].replace(/\s*&\s*/, ' and '))} will be ${things[2].toLowerCase()}.`;
    return { ...option, body: joinParts(parts) };
  }
  const asked = /^please\s+(.+?)[.!]*$/i.exec(text)?.[1];
  const sentence = topic ? `[Your note about ${topic.replace(/[.!]+$/, '')}]` : asked ? `Please ${normalize(asked).replace(/\bby end of\b/gi, 'by the end of')}.` : segments.map((segment) => sentenceFor(segment, plan, 'friendly', 0)).join(' ') || capitalize(text);
  parts.ps = `P.S. ${sentence}`;
  return { ...option, body: joinParts(parts) };
}

/** Adds the visitor's line before the closing lines, in the option's register. */
export function mention(option: DraftOption, text: string, plan: Plan, formal: boolean): DraftOption {
  const voiced = (line: string) => (formal ? expandContractions(line).replace(/\bI want\b/g, 'I would like') : contract(line).replace(/\bI want\b/g, "I'd like"));
  // A sentence the parser already wrote ("Could you also let me know ...?", "This is my fourth reminder.").
  if (/^For anything urgent, please contact [A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?[.!]?$/.test(text.trim())) return mentionLine(option, text.trim().replace(/[.!]*$/, '.'));
  if (/^(?:This is (?:my|the)\b|As a thank you, here is\b).*[.?]$|^Could (?:you also|I also (?!ask\b))[^?]*\?$/.test(text.trim())) return mentionLine(option, voiced(text.trim()));
  // "suggest tuesday 7pm in the community room", for a meeting already proposed: when and where.
  const when = /^suggest(?:ing)?\s+((?:(?:this|next)\s+)?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|tomorrow|the\s+\d{1,2}(?:st|nd|rd|th))\b.*?)[.!]?$/i.exec(text.trim());
  if (when?.[1]) {
    const at = `${/^(?:this|next|tomorrow)\b/i.test(when[1]) ? '' : 'on '}${when[1]}`;
    return mentionLine(option, formal ? `I would suggest meeting ${at}.` : `How about meeting ${at}?`);
  }
  // "mention the time we got lost on Arran": a memory, shared.
  const memory = /^(?:the|that)\s+time\s+(?:when\s+)?(?:we|you|I)\b(.+?)[.!]?$/i.exec(text.trim());
  if (memory) return mentionLine(option, formal ? `I still often think of ${text.trim().replace(/[.!]+$/, '')}.` : `Do you remember ${text.trim().replace(/[.!]+$/, '')}?`);
  // "add the ref TW-884120 i got when i phoned": the reference, said.
  const reference = /^(?:the|my|our)\s+(ref|reference(?:\s+number)?|case(?:\s+number)?|claim(?:\s+number)?|ticket(?:\s+number)?|order(?:\s+number)?|booking(?:\s+ref(?:erence)?)?|account(?:\s+number)?)\s+(?:no\.?\s+|number\s+|is\s+)?([A-Z0-9][\w/-]*\d[\w/-]*)\s*(.*)$/i.exec(text.trim().replace(/[.!]+$/, ''));
  if (reference?.[1] && reference[2]) {
    const label = reference[1].toLowerCase().replace(/^ref$/, 'reference number').replace(/^(case|claim|ticket|order|account)$/, '$1 number').replace(/^booking(?: ref)?$/, 'booking reference');
    const phoned = /^I\s+(?:got|was given|received)\s+when\s+I\s+(phoned|called|rang)(?:\s+(?:you|them|up))?/i.test(reference[3] ?? '');
    return mentionLine(option, phoned ? `The ${label} I was given when I ${reference[3]!.match(/phoned|called|rang/i)![0].toLowerCase()} is ${reference[2]}.` : `My ${label} is ${reference[2]}.`);
  }
  // "add order no MN-3381": a number with no "my" or "our", said as the writer's own.
  const bare = /^(order|booking|invoice|account|policy|case|claim|ticket|tracking|membership|member|reference|ref)\s*(?:no\.?|number|ref(?:erence)?|#)?\s*[:#]?\s*([A-Z0-9][\w-]*\d[\w-]*)[.!]?$/i.exec(text.trim());
  if (bare?.[1] && bare[2]) {
    const kind = bare[1].toLowerCase().replace(/^ref$/, 'reference').replace(/^member$/, 'membership');
    const ours = plan.frame.business || /\b(?:we|our|us)\b/i.test(option.body);
    return mentionLine(option, `${ours ? 'Our' : 'My'} ${kind} number is ${bare[2].toUpperCase()}.`);
  }
  // "add flat 6C tower view court": where the writer lives, as an address is written.
  const home = /^(flat|apartment|apt|unit|house)\s+(\d+[a-z]?)\s*,?\s+((?:[a-z'-]+\s+){0,3}(?:court|house|tower|towers|heights|mansions|lodge|place|road|street|lane|avenue|close|gardens|terrace|way|drive|crescent|square|block|view))$/i.exec(text.trim().replace(/[.!]+$/, ''));
  if (home?.[1] && home[2] && home[3]) {
    const ours = /\b(?:we|our|us)\b/i.test(option.body) && !/\bmy\s+(?:flat|home|house)\b/i.test(option.body);
    const place = home[3].replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
    return mentionLine(option, `${ours ? 'We live' : 'I live'} at ${capitalize(home[1].toLowerCase().replace(/^apt$/, 'apartment'))} ${home[2].toUpperCase()}, ${place}.`);
  }
  // "mention ava got her 25m badge": news of someone named, said as a sentence.
  const named = /^([a-z][a-z'-]{2,})\s+((?:got|passed|won|made|loved|enjoyed|finished|learned|learnt|managed|achieved|scored|swam|ran|started)\b.+)$/i.exec(text.trim());
  if (named?.[1] && named[2] && !/^(?:she|he|they|we|you|it|everyone|someone|nobody)$/i.test(named[1]) && nlp(named[1]).has('#Person')) {
    const thanks = /thank/i.test(option.body) || plan.main === 'thanks' || plan.main === 'thank';
    return mentionLine(option, `${capitalize(named[1])} ${named[2].replace(/[.!]+$/, '')}${thanks && !formal ? '!' : '.'}`);
  }
  // "add that shes really disappointed", under "My daughter will miss the gala": said of the one
  // the email is about, as a sentence of its own ("She is really disappointed.").
  // ("my daughter's really disappointed", as the request's reading wrote "she's": she, as the email said who she is.)
  // (Whether a relative is "she" or "he" is read from the one table of relatives, in recipient.ts.)
  const relative = (word: string) => {
    const read = readRecipient(`my ${word}`);
    return read.relation === 'family' ? read.gender : undefined;
  };
  const kin = /^(?:my|our)\s+([a-z]+)(?='s\s+(?:really|very|so|quite|a bit|not|been|going|feeling|upset|disappointed|excited|gutted|sad|happy|ill|unwell|better|fine|okay|ok|looking|loving)\b|\s+(?:is|was|has|will|feels|felt|loves|loved|wants|needs)\b)/i.exec(text.trim());
  const kinPronoun = kin?.[1] ? relative(kin[1].toLowerCase()) : undefined;
  if (kin && (kinPronoun === 'she' || kinPronoun === 'he')) text = `${kinPronoun}${text.trim().slice(kin[0].length)}`;
  const about = /^(she|he)(?:'s|\s+(?:is|was|has|will|can|can't|won't|isn't|wasn't|feels|felt|loves|loved|wants|needs|said|says|gets|got))\b/i.exec(text.trim());
  const reader = plan.frame.recipient;
  const readerIs = reader && !reader.plural && reader.gender === about?.[1]?.toLowerCase() && !reader.aboutPronoun;
  const pronoun = about?.[1]?.toLowerCase();
  const someone = Boolean(pronoun) && [...option.body.matchAll(/\b(?:[Mm]y|[Oo]ur)\s+([a-z]+)\b/g)].some((match) => {
    const gender = relative(match[1]!);
    return gender === pronoun || (gender === 'they' && match[1] === 'partner');
  });
  if (about && !readerIs && someone) return mentionLine(option, mendSentences(voiced(capitalize(normalize(text.trim()).replace(/[.!]*$/, '.'))), formal));
  // "mention all money goes to the school": a whole statement is said as it is.
  if (isStatement(text) && !/\b(?:my|our|me|us)\b/i.test(text) && text.split(/\s+/).length <= 16) return mentionLine(option, mendSentences(voiced(`${text.trim().charAt(0).toUpperCase()}${text.trim().slice(1).replace(/[.!]*$/, '.')}`), formal));
  // "add that if we miss the 20th the printer cant do it til july": a condition and what follows from it, said.
  const condition = /^if\s+(.{3,60})\s+((?:the|we|you|I|they|it|he|she|my|our|your|this|that)\b(?:\s+[\w'-]+){0,3}?\s+(?:can't|cannot|won't|will|can|would|might|may|has to|have to|need to|needs to)\b.*)$/i.exec(normalize(text.trim()));
  if (condition?.[1] && condition[2]) return mentionLine(option, mendSentences(voiced(`If ${condition[1]}, ${condition[2].replace(/[.!]*$/, '.')}`), formal));
  // "the bit we talked about re pro bono work": the conversation, as the writer would recall it.
  const talked = /^(?:the|that|what)?\s*(?:bit|part|thing|stuff|point)?s?\s*(?:we|I|you)\s+(?:talked|spoke|chatted|discussed)(?:\s+about)?\s+(?:re:?|about|regarding|on)?\s*(.+?)[.!]?$/i.exec(text.trim());
  if (talked?.[1]) {
    const topic = talked[1].replace(/^(?:the\s+)?/, '');
    const thanks = plan.main === 'thanks' || plan.main === 'thank' || /\bthank/i.test(option.body);
    return mentionLine(option, voiced(thanks ? `I especially enjoyed our conversation about ${topic}.` : `I also wanted to follow up on our conversation about ${topic}.`));
  }
  // "my bank details sort code 20-45-77 acct 30918822": what they are, said in full.
  const details = /^(my|our)\s+((?:[a-z]+\s+){0,2}?(?:details|info|information|numbers?|address|contact details))\s+(?:are\s+|is\s+|:\s*)?(.*\d.*)$/i.exec(text.trim().replace(/[.!]+$/, ''));
  if (details?.[1] && details[2] && details[3]) {
    const value = details[3]
      .replace(/\b(?:acct|acc|a\/c)(?:\s*(?:no\.?|number|#))?(?=\s|:|$)/gi, 'account number')
      .replace(/\bs\/c\b/gi, 'sort code')
      .replace(/\b(?:no\.?|num)(?=\s*\d)/gi, 'number')
      .replace(/([\d-]{3,})\s+(?=[a-z])/gi, '$1, ');
    const plural = /s$/i.test(details[2]) && !/address$/i.test(details[2]);
    return mentionLine(option, `${capitalize(details[1].toLowerCase())} ${details[2].toLowerCase()} ${plural ? 'are' : 'is'}${/\s/.test(value) && !/address$/i.test(details[2]) ? ':' : ''} ${value}.`);
  }
  // "mention code SUN25": the code, to use.
  const code = /^(?:(?:the|a|our)\s+)?(?:(?:discount|promo|voucher|coupon)\s+)?code\s+([A-Za-z0-9-]{3,})$/i.exec(text.trim().replace(/[.!]+$/, ''));
  if (code?.[1]) return mentionLine(option, `Use the code ${code[1].toUpperCase()} at checkout.`);
  // "the address, 12 chapel lane", "the wifi code 4471": what the thing is, said as a fact.
  const labelled = /^(?:the|our)\s+((?:new\s+|venue\s+|discount\s+|promo\s+|door\s+|wifi\s+|meeting\s+)?(?:address|postcode|venue|location|room|code|password|link|meeting point|entrance))\s*(?:,\s*|:\s*|\s+-\s+|\s+is\s+|\s+)(?=\S*\d|(?-i:[A-Z]))(.{3,60})$/i.exec(text.trim().replace(/[.!]+$/, ''));
  if (labelled?.[1] && labelled[2]) {
    // (A street address, "12 chapel lane", is capitalised whole; elsewhere only the street's own word.)
    const street = /^\d/.test(labelled[2]);
    const value = labelled[2].replace(/\b([a-z])([a-z]+)\b/g, (word, first: string, rest: string) => (street || /^(?:lane|road|street|avenue|close|drive|way|court|place|crescent|gardens|terrace|hill|park|square|grove|row|mews)$/i.test(word) ? `${first.toUpperCase()}${rest}` : word));
    return mentionLine(option, `The ${labelled[1].toLowerCase()} is ${value}.`);
  }
  // "I attached the receipt": said as done now.
  text = text.replace(/^I (attached|enclosed|included)\b/i, 'I have $1');
  // "they need to bring shin pads this time, 3 kids forgot last week": two sentences, not a comma splice.
  const run = /^(.{12,}?),\s+((?:\d+|I|we|they|he|she|it|there|the|my|our|his|her|their|some|most|all|a few)\s+\w+.{4,})$/i.exec(text.trim());
  if (run?.[1] && run[2] && !/\b(?:and|or|but|so|because|as|if|when|which|who)\s*$/i.test(run[1])) {
    const second = run[2].replace(/^(\d+)\b/, (n) => (['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'][Number(n)] ?? n));
    const first = mention({ ...option, body: '' }, run[1], plan, formal).body.trim();
    if (first) return mentionLine(option, `${first} ${voiced(capitalize(second.replace(/[.!]?$/, '.')))}`);
  }
  // "mention my mentor Rashid by name": in a thank-you, thanked by name; elsewhere, named.
  const byName = /^((?:(?:my|our|the)\s+(?:[a-z-]+\s+){0,2})?[A-Z][\w'-]+(?:\s+(?:and|&)\s+[A-Z][\w'-]+)?)\s+(?:by name|personally|specifically|in particular)$/.exec(text.trim().replace(/[.!]+$/, ''));
  if (byName?.[1]) {
    const who = byName[1].replace(/^((?:my|our|the)\s+(?:[a-z-]+\s+){0,2}?[a-z-]+)\s+(?=[A-Z])/, '$1, ');
    const thanks = /thank/i.test(option.body) || plan.main === 'thanks' || plan.main === 'thank';
    return mentionLine(option, thanks ? `A special thank you to ${who}${formal ? '.' : '!'}` : `I would also like to mention ${who}.`);
  }
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
  const numbered = /^(my|our|the)\s+((?:[a-z]+\s+){0,3}?(?:number|no\.?|ref(?:erence)?|code|id|account|order|booking|policy|member(?:ship)?|flight|invoice|ticket|case|claim|tracking|po|purchase order|reg|registration))\s*(?:,\s*|\s+)(?:(?:it's|its|it is|is|which is)\s+|:\s*|-\s*)?(#?[A-Z0-9][A-Z0-9-]{2,}|#?\d[\d -]{2,})$/i.exec(text.trim().replace(/[.!]+$/, ''));
  if (numbered?.[1] && numbered[2] && numbered[3]) {
    const label = numbered[2].toLowerCase().replace(/\bpo\b/, 'PO').replace(/\breg\b/, 'registration');
    const line = `${numbered[1].charAt(0).toUpperCase()}${numbered[1].slice(1).toLowerCase()} ${label} is ${numbered[3].toUpperCase()}.`;
    return mentionLine(option, line);
  }
  // "add a placeholder link for booking the training": the link, as a blank to fill in where it goes.
  const link = /^(?:a\s+|the\s+)?(?:placeholder\s+)?(?:link|url|web link|booking link|sign-?up link)(?:\s+placeholder)?\s+(?:for|to)\s+(.{3,60}?)[.!]*$/i.exec(text.trim());
  if (link?.[1]) return mentionLine(option, `You can find the link ${/^(?:[a-z]+ing)\b/i.test(link[1]) ? 'for' : 'to'} ${link[1].replace(/\b(?:my|our)\b/gi, 'the')} here: [Link].`);
  // "shout out to ravi and ella": the shout-out itself.
  if (/^a special (?:shout-out|thank you|mention) to\b/i.test(text.trim())) return mentionLine(option, `${capitalize(text.trim().replace(/[.!]+$/, ''))}${formal ? '.' : '!'}`);
  // "add a 15% off code OPEN15 for the first week": a thing, offered or mentioned.
  if (!/\b(?:is|are|was|were|will|can|could|would|should|has|have|had|do|does|did|I|we|you|he|she|they|it|isn't|aren't|wasn't|weren't|doesn't|don't|didn't|won't|can't|hasn't|haven't|keeps|stopped|broke|leaks|needs|there's|theres|there)\b/i.test(text) && text.split(/\s+/).length <= 12 && /^(?:a|an|the|our|my|some|free|\d)/i.test(text.trim())
    // "our current deal ends in sept" is a statement, not a thing offered.
    && !endsOrStarts(text)) {
    const offer = /\b(?:code|discount|% off|voucher|offer|deal|free|coupon|gift)\b/i.test(text);
    const np = text.trim().replace(/[.!]+$/, '');
    const line = offer ? `We are also offering ${np.charAt(0).toLowerCase()}${np.slice(1)}.` : `I would also like to mention ${np.charAt(0).toLowerCase()}${np.slice(1)}.`;
    return mentionLine(option, formal ? line : contract(line));
  }
  // "Could I also ask for reimbursement ..., about £230?": a question already written, kept whole.
  if (/^Could I also ask\b[^?]*\?$/.test(text.trim())) return mentionLine(option, voiced(text.trim().replace(/,\s+(about|around|roughly|approximately)\s+([£$€]?[\d,.]+k?)\?$/i, ' ($1 $2)?')));
  const segments = clauseSegments(text, plan.frame);
  let sentence = segments.map((segment) => sentenceFor(segment, plan, formal ? 'formal' : 'friendly', 0)).filter(Boolean).join(' ');
  if (!sentence) sentence = capitalize(text.replace(/[.!]?$/, '.'));
  return mentionLine(option, voiced(sentence));
}

const IMPERATIVE_LINE = /^(?:Please|Bring|Wear|Remember|Don't|Do not|Feel free|Park|Use|Come|Arrive|Meet|Call|Text|Reply|RSVP|Dress|Pack|Note)\b/;

/** One sentence into the last paragraph that carries content, before any closing lines. */
const CLOSING_LINE = /^(?:Would (?:it be worth|a short|you be open)|If this (?:is not|isn't) relevant|I am (?:very|so|truly) grateful|I'm (?:very|so|truly) grateful|With many thanks|Many thanks once again|Thank you again|Thanks again|I (?:truly|really) appreciate it|It means a (?:great deal|lot)|You all made it happen|It would be great to catch up)\b/;

export function mentionLine(option: DraftOption, said: string): DraftOption {
  // ("its bc of my part time job": what "it" is, is the matter of the email: this.)
  const sentence = said.replace(/^It is because\b/, 'This is because').replace(/^It's because\b/, "That's because");
  const parts = splitParts(option.body);
  // ("end with thanks for their patience" where the close thanks for it already: said once.)
  const key = (line: string) => line.toLowerCase().replace(/[.!]+$/, '').replace(/^thanks\b/, 'thank you').replace(/\s+(?:so|very)\s+much\b/, '');
  const same = (line: string) => key(line) === key(sentence);
  parts.paragraphs = parts.paragraphs.map((paragraph) => paragraph.filter((line) => !same(line))).filter((paragraph) => paragraph.length > 0);
  const paragraphs = parts.paragraphs;
  // "This is due to a family commitment": a reason goes straight after the news it explains.
  if (/^(?:This is (?:due to|because)|That's because)\b/.test(sentence)) {
    for (const paragraph of paragraphs) {
      const at = paragraph.findIndex((line) => !line.includes('\n') && /\b(?:cannot|can't|can not|unable|won't|will not|not be able|must decline|have to decline|say no|late|cancel\w*|miss)\b/i.test(line));
      if (at >= 0) {
        paragraph.splice(at + 1, 0, sentence);
        return { ...option, body: joinParts(parts) };
      }
    }
    // ("Would it be possible to swap to the Friday group? It is because of my part-time job.": the reason for what is asked follows the ask.)
    for (const paragraph of paragraphs) {
      const at = paragraph.findIndex((line) => !line.includes('\n') && /\?$/.test(line) && /^(?:Could|Can|Would|May|Might|Is there|Any chance)\b/.test(line));
      if (at >= 0 && paragraph.slice(0, at).every((line) => isFluff(line))) {
        paragraph.splice(at + 1, 0, sentence);
        return { ...option, body: joinParts(parts) };
      }
    }
  }
  let index = paragraphs.length - 1;
  // The closing paragraph ("Would it be worth a short call? ...", "I am very grateful ...") is no place for a new fact.
  while (index > 0 && (paragraphs[index] ?? []).every((line) => isFluff(line) || CLOSING_LINE.test(line))) index -= 1;
  if (index < 0) parts.paragraphs = [[sentence]];
  else {
    const paragraph = paragraphs[index] ?? [];
    let at = paragraph.length;
    // (A block holding a list is content, whatever line opens it.)
    while (at > 0 && isFluff(paragraph[at - 1] ?? '') && !(paragraph[at - 1] ?? '').includes('\n')) at -= 1;
    // A fact goes before the paragraph's closing ask: "... has stopped working. Could you look into this?"
    // (An instruction to the reader, "Bring a bottle, not food.", follows the invitation it is about.)
    // (Only when something is told before it: "Hope all is well! Would you like to join us for ...?" is the whole of the email, and what is added follows it.)
    if (/\.$/.test(sentence) && !IMPERATIVE_LINE.test(sentence) && at > 1 && /\?$|^(?:Could|Can|Would|Please|May I)\b/.test(paragraph[at - 1] ?? '') && !paragraph.slice(0, at - 1).every((line) => isFluff(line))) at -= 1;
    // After a list, a paragraph of its own: never run on after its last item.
    if (at > 0 && /\n- /.test(paragraph[at - 1] ?? '')) paragraphs.splice(index + 1, 0, [sentence]);
    else paragraph.splice(at, 0, sentence);
  }
  return { ...option, body: joinParts(parts) };
}

/** Removes the sentences about something: "without the apology", "drop the part about the refund". */
export function remove(option: DraftOption, what: string): { option: DraftOption; removed: boolean; wouldEmpty?: boolean } {
  const parts = splitParts(option.body);
  const lower = what.toLowerCase();
  if (/\b(?:emojis?|emoticons?|smileys?|smiley faces?)\b/.test(lower)) {
    const emoji = /\s*\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*/gu;
    if (!emoji.test(option.body)) return { option, removed: false };
    return { option: { ...option, body: option.body.replace(emoji, '') }, removed: true };
  }
  const test = /apolog|sorry/.test(lower)
    ? (sentence: string) => /\b(?:sorry|apolog\w*|feel terrible|regret|forgive)\b/i.test(sentence)
    : /thank/.test(lower)
      ? (sentence: string) => /\bthank/i.test(sentence)
      : /exclamation/.test(lower)
        ? () => false
        : (sentence: string) => keywords(lower).every((word) => new RegExp(`\\b(?:${verbForms(word).map(escapeRegExp).join('|')})`, 'i').test(sentence));
  let removed = false;
  // "dont mention science, just maths", of "in maths and science": one of a pair or a list goes, not the sentence.
  const item = /^[a-z][\w'-]*(?:\s[\w'-]+){0,2}$/i.test(what.trim()) ? escapeRegExp(what.trim()) : undefined;
  const listed = item ? new RegExp(String.raw`(?:,\s*|\s+(?:and|or|&)\s+)${item}\b(?=[\s,.;!?)])|\b${item}(?:,\s*|\s+(?:and|or|&)\s+)(?=\w)`, 'i') : undefined;
  parts.paragraphs = parts.paragraphs.map((paragraph) => paragraph.flatMap((sentence) => {
    if (!test(sentence)) return [sentence];
    removed = true;
    if (listed?.test(sentence)) return [sentence.replace(listed, '')];
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

/** "our current deal ends in june", "the offer started on monday": a verb and when, a statement. */
function endsOrStarts(text: string): boolean {
  const verb = /\b([a-z]+(?:s|ed))\s+(?:in|on|at|by|from|until|till|next|this|last|soon|tomorrow|today|yesterday)\b/i.exec(text)?.[1];
  return Boolean(verb) && nlp(text).match(verb!).has('#Verb');
}

/** "losing" -> losing, lose, lost, loses: the bit about losing my job is the sentence "I lost my job". */
function verbForms(word: string): string[] {
  if (!/(?:ing|ed)$/.test(word)) return [word];
  const forms = (nlp(word).verbs().conjugate() as Record<string, string>[])[0];
  if (!forms) return [word];
  return [...new Set([word, forms.Infinitive, forms.PastTense, forms.PresentTense, forms.Gerund].filter((form): form is string => Boolean(form) && !/\s/.test(form ?? '')))];
}

/** The sentence without the clauses that match, or undefined when nothing worth keeping is left. */
function withoutClause(sentence: string, test: (text: string) => boolean): string | undefined {
  // "I would like compensation and the £95 hotel I had to pay for": only the hotel goes.
  const joined = /^(.*?\b(?:like|want|need|request|expect|claim|asking for|ask for)\s+[^,]+?)\s+and\s+(?:also\s+)?((?:the|a|an|my|our|any)\s+[^,]+?)([.!?])$/i.exec(sentence);
  if (joined?.[1] && joined[2] && test(joined[2]) && !test(joined[1])) return `${joined[1]}${joined[3]}`;
  const clauses = sentence.replace(/[.!?]+$/, '').split(/,\s+|:\s+|\s+(?=(?:so|but|because|and then)\s)/);
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
  // What led in to a colon, with what followed it gone: "About the 4 weeks' notice" is said as a
  // sentence; "Just a quick heads-up" says nothing on its own.
  const lead = sentence.split(/:\s+/)[0] ?? '';
  if (sentence.includes(': ') && kept.length === 1 && kept[0] === lead) {
    const about = /^(?:about|regarding|as for|re)\s+(?:the\s+|my\s+)?(.+)$/i.exec(lead);
    text = about?.[1] && /\bnotice\b/i.test(about[1]) ? `Please accept this as my ${about[1]}` : '';
  }
  text = text.charAt(0).toUpperCase() + text.slice(1);
  return countWords(text) >= 3 ? `${text}${/[?]$/.test(sentence) ? '?' : '.'}` : undefined;
}

function keywords(text: string): string[] {
  return text.split(/\s+/).map((word) => word.replace(/[^a-z0-9]/g, '')).filter((word) => word.length > 3 && !/^(?:that|this|with|about|from|part|line|sentence|bit|mention)$/.test(word)).slice(0, 3);
}

// "Monday, Wednesday and Thursday": a list of days asked for, and the list a draft gives.
const DAYS_GIVEN = new RegExp(String.raw`^${WEEKDAY}(?:,\s+${WEEKDAY})*\s+and\s+${WEEKDAY}$`);
const DAYS_IN_DRAFT = new RegExp(String.raw`${WEEKDAY}(?:,\s+${WEEKDAY})*,?\s+(?:and|or|&)\s+${WEEKDAY}`, 'g');
const DAY = /\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|tomorrow|today|tonight|next week|this week)\b/;
const TIME = /\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b|\b\d{1,2}:\d{2}\b|\bnoon\b|\bmidday\b/i;
// "the 11th", "Friday the 20th": a day of the month.
const ORDINAL = new RegExp(String.raw`\b(?:(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),?\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b(?:\s+(?:of\s+)?${MONTH})?`, 'i');
const MONTH_DATE = new RegExp(String.raw`\b${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}\b`);
// The day of a date by its month: "30" of "30 May" or of "May 30th".
const DAY_OF_MONTH = new RegExp(String.raw`\b\d{1,2}(?:st|nd|rd|th)?(?=\s+${MONTH}\b)|(?<=\b${MONTH}\s+)\d{1,2}(?:st|nd|rd|th)?\b`);
// Things counted in a draft: "23 people", "4 nights".
const COUNTED = 'people|guests|adults|children|kids|attendees|delegates|nights|rooms|tickets|places|seats|copies|units|boxes';
const AMOUNT = /[$€£]\s?\d[\d,]*(?:\.\d+)?k?|\b\d[\d,]*(?:\.\d+)?\s?(?:dollars|euros|pounds|usd|eur|gbp)\b/i;

/** Replaces one detail ("change the date to Thursday"); false when there was none of that kind. */
export function changeDetail(option: DraftOption, change: { from?: string; to: string }): { option: DraftOption; changed: boolean } {
  const to = spacedTimes(change.to.replace(/^(?:on|at|by)\s+/i, '').replace(/\s+instead$/i, '').trim());
  const toValue = capitalizeDays(to);
  // (A value may be worked out from what it replaces: "offer you 50% off" keeps "offer you".)
  const replaceIn = (pattern: RegExp, value: string | ((...groups: string[]) => string) = toValue) => {
    let changed = false;
    const swap = (text: string) => text.replace(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`), (...groups: string[]) => {
      changed = true;
      return typeof value === 'string' ? value : value(...groups);
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
  // "make it 3pm uk", under "10 am UK time (5 am New York time)": the UK time changes, and New York's with it.
  const zoned = /^(\d{1,2})(?:[.:](\d{2}))?\s*(am|pm)\s+uk(?:\s+time)?$/i.exec(to);
  const pair = /\b\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm) UK time \((\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm)) New York time\)/;
  if (zoned?.[1] && zoned[3] && pair.test(option.body)) {
    const hour24 = (Number(zoned[1]) % 12) + (zoned[3].toLowerCase() === 'pm' ? 12 : 0);
    const minutes = zoned[2] ? `.${zoned[2]}` : '';
    const clock = (hour: number) => `${((hour + 11) % 12) + 1}${minutes} ${hour % 24 >= 12 ? 'pm' : 'am'}`;
    return replaceIn(pair, `${clock(hour24)} UK time (${clock((hour24 + 19) % 24)} New York time)`);
  }
  // "make it a full refund for the night instead": what the draft offers ("50% off the night") is the new offer.
  if (/\b(?:refund|discount|% off|voucher|credit|free|gift card|complimentary)\b/i.test(to)) {
    const offered = /(\b(?:offer you|give you|offer|refund you)\s+)((?:a\s+|an\s+)?(?:full\s+|partial\s+)?(?:\d+%\s+off|[£$€]\d[\d.,]*(?:\s+(?:off|voucher|credit|refund|discount))?|refund|discount|voucher)[^.!?]*?)(?=[.!?])/i;
    const result = replaceIn(offered, (_m, lead) => `${lead}${to.replace(/^make it\s+/i, '')}`);
    if (result.changed) return result;
  }
  // "change the notice to 2 weeks": the span the draft gives the thing named ("1-month notice", "4 weeks' notice") is the new one.
  const thing = change.from?.replace(/^(?:the|my|our|your)\s+/i, '').trim();
  const spanTo = /^(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:minute|hour|day|week|month|year)s?$/i.test(to);
  if (thing && spanTo && /^[a-z][a-z -]{2,30}$/i.test(thing)) {
    const spanOf = new RegExp(String.raw`\b(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)(?:-|\s+)(?:minute|hour|day|week|month|year)s?(?:'|’)?(?:\s+of)?\s+(?=${escapeRegExp(thing)}\b)`, 'gi');
    const result = replaceIn(spanOf, `${to}${/s$/i.test(to) ? "'" : ''} `);
    if (result.changed) return result;
  }
  // "i need them by wed noon": the deadline the draft gives ("before the board meeting on Thursday") is replaced whole.
  if (/^(?:by|before)\s/i.test(change.to.trim())) {
    const deadline = new RegExp(String.raw`\b(?:by|before)\s+(?:the\s+[\w -]{1,30}?\s+)?(?:on\s+)?(?:(?:next|this)\s+)?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|tomorrow|today|tonight|the\s+\d{1,2}(?:st|nd|rd|th)|\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]+|end of (?:the\s+)?(?:day|week|month))\b(?:\s+(?:at\s+)?(?:noon|midday|\d{1,2}(?:[:.]\d{2})?\s*[ap]m))?`, 'g');
    const result = replaceIn(deadline, capitalizeDays(change.to.trim().replace(/\s+instead$/i, '')));
    if (result.changed) return result;
  }
  // "change to 22 people", "its 30 guests": the count of the same thing changes.
  const count = new RegExp(String.raw`^(\d+)\s+(${COUNTED})$`, 'i').exec(to);
  if (count?.[2]) {
    const result = replaceIn(new RegExp(`\\b\\d+\\s+${count[2]}\\b`, 'gi'), to);
    if (result.changed) return result;
  }
  // "change it to 25", under "We will be 23 people": a bare figure is the one count the draft gives.
  if (/^\d+$/.test(to)) {
    const counted = new RegExp(String.raw`\b\d+(?=\s+(?:${COUNTED}|members|players)\b)`, 'gi');
    if ((option.body.match(counted) ?? []).length === 1) {
      const result = replaceIn(counted, to);
      if (result.changed) return result;
    }
  }
  // "make it mon wed thu": the list of days the draft gives is the new one.
  if (DAYS_GIVEN.test(to)) {
    const result = replaceIn(DAYS_IN_DRAFT, to);
    if (result.changed) return result;
  }
  // "change it to 25%": the percentage the draft gives changes.
  const percent = /^(\d+(?:\.\d+)?)\s*(?:%|percent)(\s+off)?$/i.exec(to);
  if (percent?.[1]) {
    const result = replaceIn(/\b\d+(?:\.\d+)?\s*(?:%|percent\b)/gi, `${percent[1]}%`);
    if (result.changed) return result;
  }
  // "actually its been 3 weeks", "3 weeks not 2": the span of the same unit changes.
  const span = /^(?:(?:it'?s|its|it has)\s+)?(?:been\s+|actually\s+)*((?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few)\s+(minute|hour|day|week|month|year)s?)(?:\s+not\s+\S+)?$/i.exec(to);
  if (span?.[1] && span[2]) {
    const result = replaceIn(new RegExp(`\\b(?:\\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few)\\s+${span[2]}s?\\b`, 'gi'), span[1]);
    if (result.changed) return result;
  }
  // "Friday 19th 6 pm" changed to "Saturday 20th 4 pm": a new time replaces the old one that follows the date.
  const timeAfter = TIME.test(to) ? String.raw`(?:,?\s+(?:at\s+|from\s+)?\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)(?:\s*(?:-|to)\s*\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?)?\b)?` : '';
  const dated = (pattern: RegExp) => new RegExp(`(?:${pattern.source})${timeAfter}`, pattern.flags);
  if (ORDINAL.test(to)) {
    const result = replaceIn(dated(ORDINAL));
    if (result.changed) return result;
  }
  // "change the date to the 23rd", under "before 30 May": the day changes, in the month the draft gives.
  const dayOnly = /^(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)$/i.exec(to);
  if (dayOnly?.[1]) {
    const result = replaceIn(DAY_OF_MONTH, dayOnly[1]);
    if (result.changed) return result;
  }
  // "change the time to 3pm": a time alone replaces the time, and the day it is on stays.
  if (TIME.test(to) && !DAY.test(to) && !MONTH_DATE.test(to) && !ORDINAL.test(to) && !/\b(?:tomorrow|today|tonight|next|this)\b/i.test(to)) {
    const result = replaceIn(TIME);
    if (result.changed) return result;
  }
  // A new date or time: chrono-node finds the one the draft gives ("next Wednesday", "June 14 at
  // 5 pm"); durations ("for a week") are not dates and stay.
  const reference = new Date(Date.UTC(2026, 0, 5));
  const wanted = chrono.parse(to, reference)[0];
  if (wanted && !AMOUNT.test(to)) {
    // (A date asked for replaces a date, never a bare time: "change start date to 1st sept" leaves "9.30".)
    const dateWanted = wanted.start.isCertain('day') || wanted.start.isCertain('weekday');
    const found = chrono.parse(option.body, reference).find((result) => !/^(?:for|in)\s/i.test(result.text) && /[A-Za-z]{3,}|\d/.test(result.text) && (!dateWanted || result.start.isCertain('day') || result.start.isCertain('weekday') || /\b(?:tomorrow|today|tonight|week|month)\b/i.test(result.text)));
    if (found) {
      const replaceDate = (text: string) => text.replace(new RegExp(`${escapeRegExp(found.text)}${TIME.test(found.text) ? '' : timeAfter}`, 'g'), () => toValue);
      return { option: { ...option, body: replaceDate(option.body), subject: replaceDate(option.subject) }, changed: true };
    }
  }
  for (const pattern of [MONTH_DATE, ORDINAL, TIME, AMOUNT, DAY]) {
    if (pattern.test(to) || (pattern === DAY && /^(?:mon|tues|wednes|thurs|fri|satur|sun)day$/i.test(to)) || (pattern === ORDINAL && (MONTH_DATE.test(to) || DAY.test(to)))) {
      const result = replaceIn(pattern === TIME || pattern === AMOUNT ? pattern : dated(pattern));
      if (result.changed) return result;
    }
  }
  // "change start date to 1st sept" where the draft gives none: the date, said.
  const dateOf = /^(?:the\s+)?((?:start|end|due|move|moving|closing|launch|delivery|completion|leaving|return)(?:\s+|-)date)$/i.exec(change.from?.trim() ?? '');
  if (dateOf?.[1] && wanted) return { option: mentionLine(option, `The ${dateOf[1].toLowerCase()} would be ${toValue}.`), changed: true };
  return { option, changed: false };
}

export function readdress(option: DraftOption, name: string): DraftOption {
  const parts = splitParts(option.body);
  // ("Hello," and "Hi there," named no one: "Dear Mr. Brooks," and "Hi Mr. Brooks,".)
  if (parts.greeting) parts.greeting = parts.greeting.replace(/^(\w+)(?:\s+.*?)?,?$/, (_m, word: string) => `${/^hello$/i.test(word) ? 'Dear' : word} ${name},`);
  else parts.greeting = `Hi ${name},`;
  return { ...option, body: joinParts(parts) };
}

/** "more apologetic": an apology for what the email reports, or a stronger one where it has one. */
export function addApology(option: DraftOption, formal: boolean): DraftOption {
  if (/\b(?:I am|I'm|We are|We're) (?:so |very |really |truly )?sorry\b|\bapologi[sz]e\b/i.test(option.body)) {
    return { ...option, body: option.body.replace(/\b(I am|I'm|We are|We're) sorry\b/, (_m, who: string) => `${who} really sorry`).replace(/\b(I|We) apologi([sz])e\b/, '$1 sincerely apologi$2e') };
  }
  const delay = /\b(?:late|delay(?:ed)?|behind|postpone\w*|push(?:ed)? back|slip\w*)\b/i.test(option.body);
  const what = delay ? 'the delay' : 'any inconvenience this causes';
  const line = formal ? `I sincerely apologise for ${delay ? 'the delay and any inconvenience it may cause' : 'any inconvenience this may cause'}.` : `I'm really sorry for ${what}.`;
  const parts = splitParts(option.body);
  const paragraph = parts.paragraphs[0];
  // Right after the news it is for: the first paragraph's first content sentence.
  if (paragraph) {
    const at = paragraph.findIndex((sentence) => !isFluff(sentence));
    paragraph.splice(at >= 0 ? at + 1 : paragraph.length, 0, line);
  } else parts.paragraphs.push([line]);
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

/** "Don't throw finance under the bus": the sentences that blame them say what is awaited instead. */
export function unblame(option: DraftOption, who: string): { option: DraftOption; changed: boolean; wouldEmpty?: boolean } {
  const name = new RegExp(`\\b(?:the\\s+|our\\s+|my\\s+)?${escapeRegExp(who.replace(/^(?:the|my|our)\s+/i, ''))}(?:\\s+(?:team|department|dept|people|guys))?\\b`, 'i');
  const parts = splitParts(option.body);
  let changed = false;
  const participle = (verb: string) => {
    const forms = (nlp(verb).verbs() as unknown as { conjugate: () => Array<Record<string, string>> }).conjugate()[0];
    return forms?.Participle ?? forms?.PastTense ?? `${verb}ed`;
  };
  parts.paragraphs = parts.paragraphs.map((paragraph) => paragraph.flatMap((sentence) => {
    if (!name.test(sentence)) return [sentence];
    changed = true;
    const source = name.source;
    // "I am waiting on finance to confirm the Q3 numbers": "I am waiting for the Q3 numbers to be confirmed".
    const waiting = new RegExp(`^(.*?\\bwaiting)\\s+(?:on|for)\\s+${source}\\s+to\\s+(\\w+)\\s+(.+?)([.!?])$`, 'i').exec(sentence);
    if (waiting?.[1] && waiting[2] && waiting[3]) return [`${waiting[1]} for ${waiting[3]} to be ${participle(waiting[2])}${waiting[4]}`];
    // "finance haven't confirmed the numbers": "the numbers haven't been confirmed yet".
    const notYet = new RegExp(`^(.*?)${source}\\s+(?:has|have|had)(?:n't| not)\\s+(?:yet\\s+)?(\\w+)\\s+(.+?)(?:\\s+yet)?([.!?])$`, 'i').exec(sentence);
    if (notYet?.[2] && notYet[3]) return [capitalize(`${notYet[1] ?? ''}${notYet[3]} ${/s$/.test(notYet[3].split(' ').pop() ?? '') ? 'have' : 'has'} not been ${participle(notYet[2])} yet${notYet[4]}`)];
    // Otherwise the clause naming them goes, or the whole sentence when it is only about them.
    const kept = withoutClause(sentence, (text) => name.test(text));
    return kept ? [kept] : [];
  })).filter((paragraph) => paragraph.length > 0);
  if (!changed) return { option, changed: false };
  if (parts.paragraphs.flat().every(isFluff)) return { option, changed: false, wouldEmpty: true };
  return { option: { ...option, body: joinParts(parts) }, changed: true };
}

const ASKED_FOR = /\b(request(?:ing)?|ask(?:ing)? (?:you )?for|hoping (?:to ask )?for|propose|proposing|seeking|discuss|like|want)\s+((?:a|an|the|my|some)\s+)((?:[\w-]+\s+){0,2}?(?:raise|rise|increase|salary review|pay rise|discount|refund|budget|fee|rate|reduction|bonus|advance|loan|deposit|compensation|payment|extension|reimbursement|contribution|donation|price|quote|offer)(?:\s+(?:increase|rise|raise|review|reduction|top-up|uplift))?)\b/i;

/** "Put in a number, 10%": the ask names the figure ("a raise of 10%"); else a sentence says it. */
export function addAmount(option: DraftOption, amount: string): DraftOption {
  const parts = splitParts(option.body);
  let done = false;
  parts.paragraphs = parts.paragraphs.map((paragraph) => paragraph.map((sentence) => {
    if (done) return sentence;
    const asked = ASKED_FOR.exec(sentence);
    if (!asked?.[3]) return sentence;
    done = true;
    const end = (asked.index ?? 0) + asked[0].length;
    const rest = sentence.slice(end);
    // A figure already there is replaced.
    const existing = /^\s+of\s+(?:\d[\d.,]*\s?%|[$€£]\s?\d[\d,.]*k?)/.exec(rest);
    return `${sentence.slice(0, end)} of ${amount}${existing ? rest.slice(existing[0].length) : rest}`;
  }));
  if (done) return { ...option, body: joinParts(parts) };
  return mentionLine(option, `The figure I have in mind is ${amount}.`);
}

const MEETING = /\b(?:meeting|meet|call|chat|catch[- ]up|phone call|video call|zoom|teams call|appointment|face[- ]to[- ]face|conversation|sit[- ]down)\b/i;

/** "Ask for a meeting instead of an explanation by email": the new ask in place of the old one. */
export function askInstead(option: DraftOption, want: string, not: string | undefined, formal: boolean): DraftOption {
  const parts = splitParts(option.body);
  const wanted = want.replace(/[.!?]+$/, '');
  const line = MEETING.test(wanted)
    ? (not ? `Rather than ${not}, could we arrange ${wanted} to discuss this?` : `Could we arrange ${wanted} to discuss this instead?`)
    : /^(?:if|whether)\b/i.test(wanted)
      ? (not ? `Rather than ${not}, could you let me know ${wanted}?` : `Could you let me know ${wanted} instead?`)
      : (not ? `Rather than ${not}, could I ask for ${wanted}?` : `Could I ask for ${wanted} instead?`);
  const said = formal ? expandContractions(line) : contract(line);
  const notWords = not ? keywords(not.toLowerCase()) : [];
  let placed = false;
  parts.paragraphs = parts.paragraphs.map((paragraph) => paragraph.flatMap((sentence) => {
    if (placed || isFluff(sentence)) return [sentence];
    // The sentence asking for what is no longer wanted is replaced.
    if (notWords.length > 0 && notWords.every((word) => new RegExp(`\\b${word}`, 'i').test(sentence))) {
      placed = true;
      return [said];
    }
    // The question it asked: its facts stay, said as facts; the new ask follows.
    const question = /^(?:May I ask|Could you (?:please )?(?:let me know|tell me|explain|help me understand)|Can you (?:please )?(?:let me know|tell me|explain)|I would like to (?:know|understand|ask)|I'd like to (?:know|understand)|I was wondering)\s+(?:why|whether|if|how|what|when)\s+(?:that\s+)?(.+)\?$/i.exec(sentence);
    if (question?.[1]) {
      placed = true;
      const fact = capitalize(question[1]);
      return [formal ? expandContractions(`${fact}.`) : `${fact}.`, said];
    }
    return [sentence];
  }));
  if (placed) return { ...option, body: joinParts(parts) };
  return mentionLine(option, said);
}

const STOP = new Set(['the', 'and', 'had', 'has', 'was', 'are', 'but', 'for', 'not', 'can', 'our', 'out', 'its', 'get', 'got', 'one', 'all', 'any', 'how', 'who', 'why', 'may', 'too', 'now', 'you', 'her', 'his', 'him', 'she', 'they', 'did', 'does', 'let', 'say', 'see', 'own', 'off', 'yes', 'lot', 'bit', 'pls', 'plz', 'thx', 'hey', 'also', 'that', 'this', 'with', 'have', 'will', 'would', 'could', 'should', 'about', 'from', 'your', 'they', 'them', 'their', 'there', 'what', 'when', 'want', 'need', 'just', 'like', 'email', 'write', 'tell', 'make', 'them', 'been', 'were', 'also', 'some', 'more', 'less', 'into', 'than', 'then', 'know', 'please', 'thanks', 'thank', 'hope', 'well', 'today', 'asking', 'saying']);

/** A word as the shortener compares it: lower case, its first five letters. */
export function stem(word: string): string {
  const lower = word.toLowerCase().replace(/[^\p{L}]/gu, '');
  return lower.length < 3 || STOP.has(lower) ? '' : lower.slice(0, 5);
}

/** The visitor's words, as `shorten` looks for them in the drafts. */
export function vocabularyOf(texts: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts) for (const word of text.split(/[^\p{L}]+/u)) { const key = stem(word); if (key) words.add(key); }
  return words;
}
