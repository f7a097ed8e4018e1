// Reads a follow-up about the drafts: "shorter", "more formal", "sign it as Ana", "mention that
// I'm free on Friday", "change the date to Thursday", "option 2 but without the apology".
import { DAY_NAMES, normalize } from '../understand/normalize.ts';
import { withoutNotesToUs } from '../understand/asides.ts';
import { theyAsYou } from '../understand/voice.ts';
import { capitalize, joinList } from '../text.ts';

export interface FollowUp {
  /** The option it names: "option 2", "the second one". */
  target?: 0 | 1;
  shorter?: boolean;
  longer?: boolean;
  formal?: boolean;
  friendlier?: boolean;
  urgent?: boolean;
  /** "more confident", "less desperate": without hedges. */
  confident?: boolean;
  sign?: string;
  /** "end it with cheers", "sign off with best wishes": the closing word before the name. */
  signOff?: string;
  ps?: string;
  mention: string[];
  remove: string[];
  change?: { from?: string; to: string };
  recipientName?: string;
  subject?: string;
  /** "make the subject line better": another subject for the same body. */
  newSubject?: boolean;
  regenerate?: boolean;
  /** "firmer", "less polite": direct asks, no hedges. */
  firm?: boolean;
  /** "more polite", "less blunt": softened asks, the formality as it was. */
  polite?: boolean;
  /** "make it funny": lighter, with no joke invented. */
  playful?: boolean;
  /** "a bit warmer at the end": only the closing lines (or the opening ones) change. */
  scope?: 'start' | 'end';
  /** "split it into two options, one friendly one firmer": a register for each option. */
  split?: [Tone, Tone];
  /** "put in a number, 10%": the figure the ask names. */
  amount?: string;
  /** "don't throw finance under the bus": no sentence blames them. */
  unblame?: string;
  /** "go back to option 1 (but keep the bank details)": an earlier version, keeping what is named. */
  revert?: { to: 'original' | 'previous'; keep?: string };
  /** "shorter, like 3 sentences". */
  maxSentences?: number;
  /** "ask for a meeting instead of an explanation by email": the ask replaced. */
  instead?: { want: string; not?: string };
  /** "more apologetic", "say sorry": an apology for what the email reports. */
  apologetic?: boolean;
  /** "less pushy", "less demanding", "less awkward", "no pressure": the ask eased and a line that takes the pressure off. */
  soft?: boolean;
}

export type Tone = 'formal' | 'friendly' | 'firm' | 'polite';

/** "i work at boots on mondays if thats relevant": whether it matters is said to us. */
export const RELEVANCE_NOTE = /(?<!\bask(?:\s+(?:them|him|her|you))?\s*),?\s*\bif\s+(?:that's|thats|that is|it's|its|it is)\s+(?:relevant|useful|helpful|needed|important|ok|okay)\b|,?\s*\bif\s+(?:that|it)\s+helps\b|,?\s*\bif\s+needed\b/gi;

export function parseFollowUp(raw: string): FollowUp {
  const text = normalize(raw).replace(/\s+/g, ' ').trim()
    // "sign it from both of us, ana and luis": the two names sign.
    .replace(/\b(sign(?:ed)?(?:\s+(?:it|off|them))?\s+(?:as|from|with))\s+(?:(?:the\s+)?both\s+of\s+us|us\s+both|the\s+two\s+of\s+us|us(?=\s*[,:-]))\s*[,:-]?\s*(?=[A-Za-z])/i, '$1 ')
    .replace(RELEVANCE_NOTE, '')
    // "add something fun", "add a joke": lighter, with no joke invented (the message says so).
    .replace(/\b(?:add|put in|include|throw in)\s+(?:something|a bit of|some|a little|a touch of)\s+(?:fun|funny|humou?r|jokey|light)\b|\b(?:add|put in|include|throw in)\s+(?:a|an|some)\s+(?:joke|pun|jokes|puns|funny line|fun line)\b/gi, 'make it funny')
    // "mention sophie for urgent stuff": who to contact for anything urgent.
    .replace(/\b(mention|add|include)\s+(?:that\s+)?([A-Za-z][a-z'-]+)\s+(?:for|handles?|covers?|is covering|will cover|will handle)\s+(?:anything\s+|any\s+)?urgent\s*(?:stuff|things|matters|queries|issues|questions|requests|bits)?\b/i, (_m: string, verb: string, name: string) => `${verb} For anything urgent, please contact ${name.charAt(0).toUpperCase()}${name.slice(1)}.`)
    // "give me 3 options": two are written at a time; another take is what can be given.
    .replace(/^(?:(?:can|could)\s+(?:you|u)\s+)?(?:give|show|write)\s+(?:me\s+)?(?:\d+|three|four|five|more|other|different)\s+(?:more\s+)?(?:options|versions|drafts|variations)\b.*$/i, 'regenerate')
    // "add a link to my portfolio amyfernsphoto.co.uk": where to see it.
    .replace(/^(?:(?:and|also|pls|please)\s+)*(?:add|include|put(?:\s+in)?)\s+(?:a\s+)?link\s+to\s+(my|our)\s+(portfolio|website|site|work|instagram|page|shop|menu|profile)\s*[:-]?\s*(\S+\.\S+)$/i, (_m, whose: string, what: string, where: string) => `mention ${whose.toLowerCase() === 'our' ? 'you can see our' : 'you can see my'} ${what} at ${where}`)
    // "shout out to ravi and ella specifically": a line for them.
    .replace(/^(?:(?:and|also|pls|please)\s+)*(?:(?:give|add|do)\s+(?:a\s+)?)?(?:special\s+)?(?:shout[- ]?out|special mention|special thanks|big thanks|extra thanks)\s+(?:to|for)\s+(.+?)(?:\s+(?:specifically|especially|in particular|by name|too))?\s*[.!]?$/i, (_m, who: string) => `mention a special shout-out to ${who.replace(/\b([a-z])([a-z'-]+)\b/g, (word, first: string, rest: string) => (/^(?:and|the|team|for|to|of)$/.test(word) ? word : first.toUpperCase() + rest))}`)
    // "also the bathroom fan isnt working, add that": the line first, then the word to add it.
    .replace(/^(?:(?:and|also|oh|plus)\s+)*(.{6,}?)\s*[,;.-]?\s+(?:(?:pls|please|can you|could you)\s+)?(?:add|mention|include|put in)\s+(?:that|this|it)(?:\s+(?:in|too|as well|aswell|please|pls))*\s*[.!]*$/i, (m: string, line: string) => (/^(?:add|mention|include|put|make|change|sign|option|remove|take)\b/i.test(line) ? m : `mention ${line}`))
    // "reference the statutory flexible working rules": a line naming them.
    .replace(/^(?:(?:and|also|pls|please|maybe)\s+)*(?:reference|refer to|cite|quote|point to)\s+(?=(?:the|my|our|their|your)\s+\S)/i, 'mention ')
    // "end with thanks for their patience": thanks for it, said to them.
    .replace(/^(?:(?:and|also|pls|please|maybe)\s+)*(?:end|finish|close|sign off)(?:\s+it)?\s+(?:with|by)\s+(?:a\s+)?(?:thanks|thank you|thanking\s+(?:them|him|her))\s+(?:to\s+(?:them|him|her|everyone)\s+)?for\s+(?:their|his|her|your|the)\s+(.+?)\s*[.!]?$/i, (_m: string, what: string) => `mention thank you for your ${what}`)
    // "put a placeholder for my bank details": a line with a blank for them.
    .replace(/^(?:(?:and|also|pls|please|can you|could you)\s+)*(?:put|add|leave|include|insert)\s+(?:in\s+)?(?:a\s+)?(?:placeholder|blank|space|gap|spot)\s+for\s+(my|our|the)\s+(.+?)\s*[.!]?$/i, (_m: string, whose: string, what: string) => `mention ${whose.toLowerCase() === 'the' ? 'the' : whose.toLowerCase()} ${what} ${/s$/i.test(what) ? 'are' : 'is'}: [${what.toLowerCase()}]`)
    // "keep the door open, they were good just too pricey for us": why, and a hope to work together again.
    .replace(/^(?:(?:and|also|pls|please|but)\s+)*(?:keep|leave)\s+the\s+door\s+open(?:\s+for\s+(?:the\s+)?future)?\s*(?:[,;.-]\s*(.+?))?\s*[.!]?$/i, (_m: string, rest: string | undefined) => `mention ${rest ? `${rest.replace(/\b(good|great|lovely|brilliant|fine|excellent)\s+(?:but\s+)?just\s+/i, '$1, but just ')}, and ` : ''}I hope we can work together again in the future`)
    // "change it so we send a prepaid returns label": the change, said.
    .replace(/^(?:(?:and|also|pls|please|actually)\s+)*(?:change|make|rewrite|word)\s+it\s+so\s+(?:that\s+)?(?=(?:we|I|they|you|it|the)\b)/i, 'mention ')
    // "add a thank you for their support": the thanks, said.
    .replace(/^((?:(?:and|also|pls|please)\s+)*(?:add|include|put in|say))\s+(?:a|an|some)\s+(?:quick\s+|big\s+|little\s+|short\s+)?(?:thank[- ]you|thanks)(?:\s+(?:note|line|message))?\s+(?:to\s+(?:them|everyone|all)\s+)?(?=for\b)/i, '$1 thank you ')
    // "thank her properly, Zara went from a 4 to a 7": thanks with nothing named to thank for is thanks for all their help.
    .replace(/^((?:(?:and|also|pls|please)\s+)*)thank\s+(?:him|her|them|you)\s+(?:(?:so\s+much|properly|again|loads|a\s+lot|personally|sincerely|warmly|nicely|too|as\s+well)\s*)+(?=[,.;!-]|$)/i, '$1mention thank you so much for all your help')
    // "make it not sound like im nagging", "make it sound less like im complaining": softer.
    .replace(/\bmake\s+(?:it|this)\s+(?:sound|seem|come across|read)\s+less\s+(?=(?:like|as if)\s+(?:I'm|I am|im)\s+(?:nagging|pushy|demanding|bossy|impatient|rude|annoyed|angry|harsh|complaining|moaning|whining|whinging|ranting|upset|grumpy)\b)/i, 'make it not sound ')
    .replace(/\b(?:make\s+(?:it|this)\s+)?(?:not|less|don't|dont|do not)\s+(?:sound|seem|come across|read)\s+(?:like\s+(?:I'm|I am|im)\s+|as\s+if\s+(?:I'm|I am|im)\s+|so\s+)?(?:nagging|pushy|demanding|bossy|naggy|impatient|rude|annoyed|cross|angry|harsh|blunt|complaining|moaning|whining|whinging|ranting|upset|grumpy|passive[- ]aggressive)\b/i, 'tone it down')
    .replace(/^(mention\s+(?:we|I))\s+(send|give|offer|refund|cover|pay for|replace|arrange|book|fix|post|email)\s+(?!(?:you|it|them)\b)/i, '$1 will $2 you ');
  // "lena's the CEO so bit more polished": why, then how.
  const because = /^(.{3,80}?)\s*,?\s+so\s+((?:(?:a\s+)?(?:bit|little|lot|much)\s+)?(?:more|less)\s+[a-z-]+|(?:make|keep)\s+it\s+.+|be\s+.+|(?:more\s+)?(?:formal|polished|professional|casual|friendly|firm|polite)(?:\s+pls|\s+please)?)\s*[.!]?$/i.exec(text);
  if (because?.[1] && because[2]) {
    const how = parseFollowUp(because[2]);
    if (isFollowUp(how)) return how;
  }
  // "actually i think the fence is on their side so not sure we should pay half, can u word it
  // carefully": what to add, then how to word the whole.
  const addThenHow = /^(?:actually|oh|also|and|btw|ok|okay)?,?\s*((?:I|we|it|the|they|he|she|there)\b.{8,}?),\s*((?:(?:so\s+|but\s+|and\s+)?(?:can|could)\s+(?:u|you)\s+|(?:so\s+|but\s+|and\s+)?(?:please\s+|pls\s+)?)(?:word|phrase|put|make|keep|tone)\s+(?:it|this|that)\b.*)$/i.exec(text);
  if (addThenHow?.[1] && addThenHow[2]) {
    const how = parseFollowUp(addThenHow[2]);
    if (isFollowUp(how)) return { ...how, mention: [addThenHow[1].trim(), ...how.mention] };
  }
  // "we only have one quote so far, ask if thats ok": what to add, then the question it raises.
  const addThenAsk = /^(?:actually|oh|also|and|btw|ok|okay)?,?\s*((?:I|we|it|the|they|he|she|there|our|my)\b.{8,}?),\s*((?:so\s+|and\s+|but\s+)?(?:(?:pls|please|can you|could you)\s+)?(?:also\s+)?ask\s+(?:them\s+|him\s+|her\s+)?(?:if|whether|when|what|how|where)\b.+)$/i.exec(text);
  if (addThenAsk?.[1] && addThenAsk[2]) {
    const asked = parseFollowUp(addThenAsk[2].replace(/^(?:so|and|but)\s+/i, ''));
    if (asked.mention.length > 0) return { ...asked, mention: [addThenAsk[1].trim(), ...asked.mention] };
  }
  // "less aggressive, the nurses were lovely to him": how to word the whole, then what to add.
  // (A clause about the writer or the reader, "she knows me well", is why, not a line.)
  // "more emotional, dad would have been so proud (he passed 2 yrs ago)": a parent said by name, the
  // bracket after it said to us.
  const howThenAdd = /^((?:less|more|a\s+bit|bit|a\s+little|make\s+it|tone\s+it)\b[^,]{2,30}),\s*((?:(?:the|my|our|everyone|everybody|all\s+the)\s+(?!(?:rights|law)\b)|(?:mum|mom|dad|grandma|grandpa|grandad|granddad|nan|gran|nana)\s+(?=(?:would|was|is|has|had|will|always|loved|used|really)\b)).{8,})$/i.exec(text);
  if (howThenAdd?.[1] && howThenAdd[2]) {
    const how = parseFollowUp(howThenAdd[1]);
    const line = howThenAdd[2].trim().replace(/\s*\((?:he|she|they|it)\b[^)]*\)\s*$/i, '');
    if (isFollowUp(how) && how.mention.length === 0) return { ...how, mention: [line.replace(/^(mum|mom|dad|grandma|grandpa|grandad|granddad|nan|gran|nana)\b/i, (word) => word.charAt(0).toUpperCase() + word.slice(1))] };
  }
  // "dont mention family reasons, just say personal": the words said instead, in their place.
  const sayInstead = /^(?:pls\s+|please\s+)?(?:don't|dont|do not)\s+(?:mention|say|put)\s+(?:the\s+)?(.+?)\s*[,;]\s*(?:just\s+)?(?:say|put|write|call it)\s+(.+?)[.!]?$/i.exec(text);
  if (sayInstead?.[1] && sayInstead[2]) {
    const from = sayInstead[1].trim();
    const lastWord = from.split(/\s+/).pop() ?? '';
    const to = sayInstead[2].trim().split(/\s+/).length === 1 && from.split(/\s+/).length === 2 ? `${sayInstead[2].trim()} ${lastWord}` : sayInstead[2].trim();
    return { mention: [], remove: [], change: { from, to } };
  }
  // "make it a full refund for the night instead": another offer in place of the one made.
  const offer = /^(?:(?:and|also|pls|please|actually|oh)\s+)*(?:make|change)\s+it\s+(?:to\s+)?((?:a\s+|an\s+)?(?:full\s+|partial\s+)?(?:refund|\d+%\s+off|[£$€]\d[\d.,]*\s+(?:voucher|credit|off|refund)|free\s+[a-z]+)[^,;.!]*?)\s*(?:instead)?\s*[.!]?$/i.exec(text);
  if (offer?.[1]) return { mention: [], remove: [], change: { to: offer[1].trim() } };
  // "make it £3 not £5, some families are struggling": one figure for another (why is for us).
  const figure = /^(?:(?:and|also|pls|please|actually|wait|oh)\s+)*(?:make|change)\s+it\s+([£$€]\s?\d[\d,.]*k?|\d[\d,.]*\s?(?:%|p\b|pounds|dollars|euros))\s+(?:not|instead of|rather than)\s+([£$€]\s?\d[\d,.]*k?|\d[\d,.]*\s?(?:%|p\b|pounds|dollars|euros))(?=\s*(?:[,.;!-]|$))/i.exec(text);
  if (figure?.[1] && figure[2]) return { mention: [], remove: [], change: { from: figure[2].trim(), to: figure[1].trim() } };
  const { instruction, aside } = splitAside(text);
  const result = parseInstruction(instruction);
  if (!aside) return result;
  // "bit firmer, they should cover the cost", "firmer, i want it escalated": with a firmer tone, what the
  // writer demands is said to the reader.
  const demand = result.firm ? demandIn(aside) : undefined;
  if (demand) {
    result.mention.push(demand);
    return result;
  }
  // "friendlier, i know the owner a bit, its bev": the reader's name, to greet them by.
  const named = /\b(?:its|it's|her name is|his name is|their name is|shes called|she's called|hes called|he's called|she is called|he is called|name's)\s+([A-Za-z][a-z'-]+)\s*[.!]?$/i.exec(aside);
  if (named?.[1] && !result.recipientName && !/^(?:fine|ok|okay|good|great|fab|lovely|nice|the|a|an|my|our|her|his|them|him|me|us|you|not|so|very|really)$/i.test(named[1])) {
    result.recipientName = `${named[1].charAt(0).toUpperCase()}${named[1].slice(1)}`;
    return result;
  }
  // "shorter, and sign it as Ana": the second part is an instruction too.
  const more = parseInstruction(aside);
  if (isFollowUp(more)) return merge(result, more);
  // A reason worth telling the reader: how often, with a firmer tone ("bit stronger, this has
  // happened at least 4 times since august"); why it is urgent ("make it more urgent, ive got insulin in there").
  const howOften = (result.firm || result.confident) && /^(?:(?:cos|because|as|since)\s+)?(?:this|it|that|he|she|they)\s+(?:has|have|keeps|happened|happens)\b/i.test(aside) && /\d|\b(?:times|again|every|since|twice|repeatedly|weeks|months)\b/i.test(aside) && withoutNotesToUs(aside).trim() !== '';
  if (howOften || (result.urgent && /^(?:(?:cos|because|as|since)\s+)?(?:I've|I have|I'm|I am|we've|we have|we're|he's|he is|she's|she is|they're|it's a|there's|he|she|they|we|I)\b/i.test(aside) && withoutNotesToUs(aside).trim() !== '' && !/\b(?:my (?:best )?friend|knows? me|know each other|(?:we're|we are|we've been) (?:close|friends|mates)|my (?:boss|mum|mom|dad|sister|brother|partner)|(?:doesn't|does not|won't|never) read|hates?|likes?|prefers?|for work|old school|formal type|the ceo|a client)\b/i.test(aside))) {
    result.mention.push(aside.replace(/^(?:cos|because|as|since)\s+/i, '').trim());
    return result;
  }
  // Any other reason is said to us, not to the reader; a fact in it ("this is the 4th reminder")
  // is said as the writer would say it.
  const fact = factIn(aside);
  if (fact) result.mention.push(fact);
  return result;
}

/** "they should cover the cost" -> "I expect you to cover the cost."; "i want it escalated" -> "I would like this escalated.". */
function demandIn(aside: string): string | undefined {
  const text = aside.trim().replace(/[.!]+$/, '');
  const should = /^(?:they|you|he|she|the\s+[a-z]+)\s+(?:should|need to|needs to|must|ought to)\s+((?:cover|pay|refund|fix|replace|reprint|redo|sort|compensate|reimburse|waive|credit|take)\b.{2,80})$/i.exec(text);
  if (should?.[1]) return `I expect you to ${should[1].replace(/\b(?:their|his|her)\b/gi, 'your')}`;
  const escalated = /^(?:I|we)\s+(?:want|need|would like|'d like)\s+(?:it|this|this complaint|my complaint)\s+escalated(?:\s+(.{2,60}))?$/i.exec(text);
  if (escalated) return `I would like this escalated${escalated[1] ? ` ${escalated[1]}` : ''}`;
  return undefined;
}

/** A business signed for after the name: "little fox cafe", "bloom & co". */
const BUSINESS_NAME = /(?!(?:and|but|pls|please|thanks|too|instead|also|shorter|longer|more|less)\b)[\w&'.-]+(?:\s+[\w&'.-]+){0,3}\s+(?:cafe|café|bakery|studio|shop|salon|ltd|limited|co|company|restaurant|bar|pub|deli|florist|agency|events|design|catering|cleaning|consulting|photography|club|society|garage|builders|plumbing|electrical|gym|yoga|nursery|school|practice|clinic|trust|charity|foundation|group)/;
const BUSINESS_ALONE = new RegExp(String.raw`^${BUSINESS_NAME.source}\s*[.!]?$`, 'i');

/** A signer's role after their name: "volunteer coordinator", "head of sales". */
const SIGNER_ROLE = /(?:[a-z&-]+\s+){0,3}(?:coordinator|co-ordinator|manager|director|chair|chairperson|secretary|treasurer|organi[sz]er|lead|head|officer|captain|coach|teacher|administrator|admin|assistant|owner|founder|president|supervisor|trustee|editor|leader|convenor|rep|representative)/;
const ROLE_LAST = new RegExp(String.raw`,\s*${SIGNER_ROLE.source}$`, 'i');
const ROLE_ALONE = new RegExp(String.raw`^${SIGNER_ROLE.source}(?:(?:\s*,\s*|\s+(?:at|of|for)\s+)(?:the\s+)?(?-i:[A-Z])[\w&'.-]*(?:\s+(?:(?-i:[A-Z])[\w&'.-]*|&|of|for|and)){0,5})?\s*[.!]?$`, 'i');
// ("sign it as Des Mulligan, treasurer, Hillview Youth Club": the role, then where.)
const SIGNED_WITH_ROLE = new RegExp(String.raw`^([A-Za-z][\w'.-]*(?:\s+[A-Z][\w'.-]*)?)\s*,\s*(${SIGNER_ROLE.source})(?:(?:\s*,\s*|\s+(?:at|of|for)\s+)((?:the\s+)?(?-i:[A-Z])[\w&'.-]*(?:\s+(?:(?-i:[A-Z])[\w&'.-]*|&|of|for|and)){0,5}))?\s*[.!]?$`, 'i');

/**
 * "take out the travel bit, none of their business", "more casual we got on well": the
 * instruction, and the reason or aside after it. Only an instruction about how the email reads
 * (its tone, length, signature, what goes) is split; "add that ..., ..." keeps its words together.
 */
function splitAside(text: string): { instruction: string; aside?: string } {
  const boundaries = [...text.matchAll(/\s*(?:[,;:]|\s-|\s(?=(?:because|cos|coz|cause|we|I|he|she|they|it's|its|this|that's|thats|I've|I'm|I'll|they're|they've|she's|he's|we're|we've|there's|none|nobody|no one)\s))\s*/gi)];
  for (const boundary of boundaries) {
    const index = boundary.index ?? 0;
    const head = text.slice(0, index).trim();
    const tail = text.slice(index + boundary[0].length).trim();
    if (!head || !tail || head.split(/\s+/).length > 12) continue;
    // "say that I'm", "mention I": the words after belong to the line.
    if (/\b(?:and|that|to|say|mention|add|include|note|tell \w+|explain|but|so|is|are|was|were|because|if|about|when|the|a|an|my|our)$/i.test(head)) continue;
    const parsed = parseInstruction(head);
    // "sign it as Wendy, volunteer coordinator": the role signs too.
    if (parsed.sign && (ROLE_ALONE.test(tail) || BUSINESS_ALONE.test(tail))) continue;
    // ("..., treasurer, Hillview Youth Club": where the role is, too.)
    if (parsed.sign && ROLE_LAST.test(head) && /^(?:the\s+)?[A-Z][\w&'.-]*(?:\s+(?:[A-Z][\w&'.-]*|&|of|for|and))*\s*[.!]?$/.test(tail)) continue;
    if (!isFollowUp(parsed) || parsed.mention.length > 0 || parsed.ps || parsed.change || parsed.subject || parsed.instead) continue;
    return { instruction: head, aside: tail };
  }
  return { instruction: text };
}

const ORDINALS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** A fact in a reason given to us, said as the writer would say it; undefined when there is none. */
function factIn(aside: string): string | undefined {
  const nth = /\bthis (?:is|will be) (?:the|my|our) (\d{1,2})(?:st|nd|rd|th)?\s+(reminder|email|time|request|message|chase|follow[- ]up|attempt|letter)\b/i.exec(aside)
    ?? /\bthis (?:is|will be) (?:the|my|our) (second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+(reminder|email|time|request|message|chase|follow[- ]up|attempt|letter)\b/i.exec(aside);
  if (!nth?.[1] || !nth[2]) {
    // "their terms say 60 days notice and we're giving 90": a fact with a figure, said to them.
    if (!/\d/.test(aside) || !/\b(?:their|they|they're|theyre|we|we're|I|I'm|I've|it|it's|the (?:contract|terms|policy|website|advert|listing))\b/i.test(aside) || aside.split(/\s+/).length > 25) return undefined;
    const said = theyAsYou(aside).replace(/^(your\s+\w+)\s+say\b/i, '$1 require').replace(/\s+and\s+(?=(?:we|I)\b)/i, ', and ');
    return capitalize(said.replace(/[.!]*$/, '.'));
  }
  const ordinal = /^\d+$/.test(nth[1]) ? (ORDINALS[Number(nth[1])] ?? `${nth[1]}th`) : nth[1].toLowerCase();
  const noun = nth[2].toLowerCase();
  return noun === 'time' ? `This is the ${ordinal} time I have contacted you about this.` : `This is my ${ordinal} ${noun}.`;
}

function merge(a: FollowUp, b: FollowUp): FollowUp {
  const merged: FollowUp = { ...b, ...a, mention: [...a.mention, ...b.mention], remove: [...a.remove, ...b.remove] };
  for (const key of Object.keys(b) as Array<keyof FollowUp>) if (merged[key] === undefined) (merged as unknown as Record<string, unknown>)[key] = b[key];
  return merged;
}

function parseInstruction(text: string): FollowUp {
  const lower = text.toLowerCase();
  const result: FollowUp = { mention: [], remove: [] };

  if (/\b(?:option|version|draft|email)\s*(?:#\s*)?(?:1|one)\b|\b(?:the )?(?:first|1st|top) (?:one|option|version|draft|email)\b/.test(lower)) result.target = 0;
  else if (/\b(?:option|version|draft|email)\s*(?:#\s*)?(?:2|two)\b|\b(?:the )?(?:second|2nd|bottom|last) (?:one|option|version|draft|email)\b/.test(lower)) result.target = 1;

  // "keep it short", "short and sweet pls": shorter.
  if (/^(?:(?:and|also|pls|please|just|but)\s+)*(?:keep|make)\s+(?:it|them|both|this)\s+(?:short|brief|quick|snappy|tight|to the point)\b|\bshort and sweet\b/.test(lower)) result.shorter = true;
  // "not so long", "bit long", "too wordy", "trim it": shorter.
  if (/^(?:(?:and|also|pls|please|just|but|hmm|hm|ok|okay)[,]?\s+)*(?:(?:not|less)\s+so\s+(?:long|wordy)|(?:a\s+)?(?:bit|little|lot|way)\s+(?:too\s+)?(?:long|wordy)|too\s+(?:long|wordy)|(?:it's|its|it is)\s+(?:a\s+bit\s+|too\s+|way\s+too\s+)?(?:long|wordy)|trim\s+(?:it|them|both)(?:\s+down)?|cut\s+(?:it|them|both)\s+down|less\s+wordy)\b/.test(lower)) result.shorter = true;
  if (/\b(?:shorter|more concise|concise|briefer|brief|trim|condense|tighten|cut (?:it )?down|less wordy|too long|fewer words|more succinct|succinct|shorten|half the length|too much (?:detail|info|information|text|waffle|explaining|explanation)|too detailed|too wordy|wordy|long[- ]winded|waffl(?:e|y|ing)|rambl(?:y|ing|es)|(?:get|cut|skip) (?:straight )?to the point|less (?:detail|info|information|waffle|text|explanation)|fewer details|cut the (?:fluff|waffle|filler)|tl;?dr|too much going on|(?:don'?t|do not|no need to|stop) (?:over[- ]?explain\w*|explain (?:so much|too much)|go into (?:so much|too much) detail|justify (?:it|myself) so much)|over[- ]?explain\w*)\b/.test(lower)) result.shorter = true;
  // "shorter, like 3 sentences", "in two sentences".
  const sentences = /\b(?:in|to|like|max(?:imum)?|at most|no more than|just|only|under)?\s*(\d|one|two|three|four|five)\s+(?:sentences?|lines?)\b/.exec(lower);
  if (sentences?.[1]) {
    result.shorter = true;
    result.maxSentences = /^\d$/.test(sentences[1]) ? Number(sentences[1]) : ['one', 'two', 'three', 'four', 'five'].indexOf(sentences[1]) + 1;
  }
  if (/\b(?:longer|more detail(?:s|ed)?|detailed|expand|elaborate|too short|lengthen|flesh (?:it|them) out)\b/.test(lower)) result.longer = true;
  if (/\b(?:less (?:nervous|anxious|timid|scared|worried|insecure|meek|unconfident)|more sure of (?:myself|itself)|more self[- ]assured|more confident|confident|less desperate|less needy|less like (?:i'?m |im |i am |we'?re |we are )?asking (?:for )?permission|(?:like )?(?:i'?m |im |i am )?not asking (?:for )?permission|less (?:like (?:i'?m |im |i am )?)?(?:begging|grovell?ing|pleading|grovelly|beggy)|not (?:so |as )?(?:begging|grovell?ing|desperate|needy)|less unsure|less hesitant|bolder|more assertive|less wishy[- ]washy|stronger)\b/.test(lower)) result.confident = true;
  // "make it sound less salesy", "more fun", "less like a robot": a warmer, more relaxed register.
  // Words of a line to add ("say we'll have a casual get-together") are not about the tone.
  const toneText = lower.replace(/(?:^|\b)(?:add|mention|say|include|note|explain|tell (?:them|him|her)|let (?:them|him|her) know|ask)\b.*$/, '')
    // "actually not funny, nice but serious": no jokes, and what it should be instead.
    .replace(/\b(?:not|less|no|without(?: the)?|drop the|lose the)\s+(?:so\s+|too\s+|any\s+)?(?:funny|jok(?:e|es|ey|y)|humou?r(?:ous)?|playful|fun|silly|cheeky)\b/g, ' more serious ')
    // "angrier but still polite": angrier is the change; polite is what it keeps.
    .replace(/\b(?:but\s+)?(?:still|yet)\s+(?:polite|professional|respectful|civil|nice)\b/g, ' ');
  const POLITE = /\b(?:more polite|politer|polite|more tactful|tactful|more diplomatic|diplomatic|more respectful|respectful|gentler|more gentle|softer|soften|less blunt|less rude|less harsh|less aggressive|less demanding|less bossy|less angry|less confrontational|less direct|less abrupt|less snappy|less hostile|less accusatory|less passive[- ]aggressive|less defensive|less petty|less snarky|less sarcastic|less cold|less ranty|less of a rant|calmer|more calm|tone (?:it|this|that) down|tone down|dial (?:it|this) (?:back|down)|(?:sounds|reads|comes across) like (?:a rant|i'?m (?:angry|furious|ranting|shouting))|word (?:it|this) (?:more\s+)?(?:carefully|tactfully|delicately|diplomatically|gently)|more carefully|more tactfully|more delicately|(?:too|so|not so|not too|bit)\s+(?:defensive|snarky|sarcastic|blunt|harsh|rude|aggressive|demanding|bossy|angry|confrontational|direct|abrupt|snappy|hostile|accusatory|passive[- ]aggressive|strong|mean|cold|curt))\b/;
  const FIRM = /\b(?:firmer|more firm|firm|less polite|less nice|less soft|less wishy[- ]washy|sterner|stern|more stern|more assertive|assertive|more direct|direct|stronger|tougher|more forceful|forceful|angrier|more angry|less of a pushover|less pushover|mean business|(?:too|so)\s+(?:polite|nice|soft|weak|friendly|meek|timid|gentle))\b/;
  if (/\b(?:less|not (?:so|too|as)|(?:do not|don't|dont)\s+(?:want\s+(?:it\s+)?to\s+)?(?:sound|seem|be|come across(?: as)?))\s+(?:pushy|demanding|desperate|needy|intense|forceful|aggressive|bossy|naggy|nagging|awkward|full[- ]on|in (?:their|his|her|your) face|entitled|presumptuous|cheeky)\b|\b(?:gentler|more gentle|softer|soften(?: it)?(?: up)?|no pressure|less pressure|take the pressure off|more laid[- ]back|more chill|more low[- ]key|lower[- ]key)\b|\btone (?:it|this|that) down\b/.test(toneText)) result.soft = true;
  // "less gushing", "tone it down", "less over the top": the warm padding goes, the content stays.
  if (/\b(?:less|not (?:so|too|as))\s+(?:gushing|gushy|soppy|sappy|mushy|effusive|flowery|over[- ]the[- ]top|ott|emotional|cheesy|sentimental|much)\b|\btone\s+(?:it|this|that)\s+down\b|\b(?:more\s+)?(?:restrained|understated)\b|\btoo\s+(?:gushing|gushy|soppy|sappy|mushy|effusive|flowery)\b/.test(toneText)) result.shorter = true;
  const PLAYFUL = /\b(?:funny|funnier|humou?r(?:ous)?|jok(?:e|es|ey|y)|witty|wittier|cheeky|light[- ]?hearted|playful|more playful|more fun|fun|silly)\b/;
  if (PLAYFUL.test(toneText)) { result.friendlier = true; result.playful = true; }
  if (/\b(?:friendlier|more friendly|friendly|more casual|casual|warmer|more warm|warm|less formal|informal|more relaxed|relaxed|less stiff|more personal|chattier|less corporate|upbeat|more upbeat|cheerful|more cheerful|livelier|more lively|more excited|more exciting|more enthusiastic|enthusiastic|nicer|kinder|more human|less robotic|less cold|more natural|more normal|more genuine|genuine|heartfelt|more heartfelt|more emotional|more touching|more sentimental|more moving|less generic|less canned|less stuffy|less uptight)\b/.test(toneText)
    || /\btoo\s+(?:stiff|formal|corporate|robotic|cold|serious|posh|fancy|official|businessy|salesy|sales-y|pushy|over the top|cheesy|cringe|cringey|generic|stuffy|uptight)\b|\btoo much\s*[.!]*$|\bsounds?\s+(?:more\s+)?like\s+me\b|\bmore like me\b|\blike a (?:real )?(?:person|human)\b|\b(?:less|not so much|not)\s+like (?:a |an )?(?:robot|machine|bot|computer|template|form letter|chatbot|ai|press release|lawyer|corporate drone|sales pitch|ad|advert|(?:business|work|formal|corporate|office)\s+(?:e-?mail|letter|memo)|letter|memo|bank|customer service)\b|\bsound\s+(?:more\s+)?(?:human|natural|real|genuine|normal)\b/.test(toneText)
    || /\bnot\s+(?:so\s+|too\s+)?(?:passive[- ]aggressive|pushy|bossy|cold|stiff|formal|salesy)\b/.test(toneText)
    || /\bless\s+(?:legal|legal[- ]sounding|lawyer-?y|legalistic|official|official[- ]sounding|salesy|sales-y|pushy|intense|serious|dramatic|stiff|robotic|corporate|formal|strict|grovell?ing|negotiate-?y|negotiat(?:ing|ion)-?y?|demanding|difficult|confrontational|combative|transactional)\b|\b(?:do not|don't|dont)\s+want\s+to\s+(?:seem|sound|come across(?: as)?|look)\s+(?:difficult|demanding|pushy|greedy|awkward|rude)\b/.test(toneText)) result.friendlier = true;
  else if (/\b(?:less (?:polite|nice|soft|gentle|timid|meek)|(?:too|so) (?:polite|nice|soft|weak|meek|timid|gentle))\b/.test(toneText)) result.firm = true;
  // "firm but polite", "polite but firm": firmer, still courteous.
  else if (/\b(?:firm|firmer|stern|direct)\s+but\s+(?:still\s+)?(?:polite|fair|courteous|friendly|nice|professional)\b|\b(?:polite|courteous|friendly|nice|professional)\s+but\s+(?:still\s+)?(?:firm|firmer|direct)\b/.test(toneText)) result.firm = true;
  else if (POLITE.test(toneText)) result.polite = true;
  if (!result.friendlier && !result.polite && FIRM.test(toneText)) result.firm = true;
  if (!result.friendlier && !result.polite && !result.firm && /\b(?:more formal|formal|more professional|professional|(?:more\s+)?polished|smarter|more businesslike|posher|less casual|more serious|stiffer|less chatty|less informal|less emotional|less gushy|less soppy|less over the top|too casual|too chatty|too informal|too relaxed|too friendly|less jokey|less familiar)\b/.test(toneText)) result.formal = true;
  // "make it funny but still professional": lighter, keeping the formality.
  if (result.playful && /\b(?:still|but|keep(?: it)?|stay(?:ing)?)\s+(?:\w+\s+)?(?:professional|formal|polite|respectful|appropriate)\b/.test(toneText)) result.formal = undefined;
  // "a bit warmer at the end", "make the opening friendlier": only that part.
  if (/\b(?:at the end|the end(?:ing)?|the close|the closing(?: lines?)?|the sign[- ]?off|the last (?:bit|line|lines|paragraph|part|sentence))\b/.test(toneText)) result.scope = 'end';
  else if (/\b(?:at the (?:start|beginning)|the (?:start|beginning|opening|intro|introduction|first (?:line|sentence|bit|paragraph)))\b/.test(toneText)) result.scope = 'start';
  // "split it into two options, one friendly one firmer".
  const tones = /\bone\s+(?:that'?s\s+|more\s+|a bit\s+|bit\s+|slightly\s+)?([a-z]+)(?:\s+one)?\s*(?:,|and|&|\/)?\s*(?:one|the other(?: one)?|other one)\s+(?:that'?s\s+|more\s+|a bit\s+|bit\s+|slightly\s+)?([a-z]+)/.exec(toneText);
  const toneOf = (word: string): Tone | undefined => (/^(?:friendl|warm|casual|nice|relax|chatt|informal|kind|soft)/.test(word) ? 'friendly' : /^(?:firm|stern|strong|direct|assertive|blunt|tough|forceful|angr)/.test(word) ? 'firm' : /^(?:formal|professional|serious)/.test(word) ? 'formal' : /^(?:polite|gentle|tactful|diplomatic)/.test(word) ? 'polite' : undefined);
  if (tones?.[1] && tones[2]) {
    const first = toneOf(tones[1]);
    const second = toneOf(tones[2]);
    if (first && second && first !== second) {
      result.split = [first, second];
      result.friendlier = result.formal = result.firm = result.polite = undefined;
    }
  }
  // "less apologetic": the apology goes.
  if (/\bless\s+(?:apologetic|sorry)\b|\bstop apologi[sz]ing\b|\bdon'?t apologi[sz]e so much\b|\b(?:don'?t|do not|dont|stop|no need to)\s+(?:say(?:ing)?\s+sorry|apologi[sz](?:e|ing))\b|\btoo\s+(?:apologetic|sorry|many sorr(?:y|ie)s)\b|\bso many (?:sorr(?:y|ie)s|apologies)\b/.test(lower)) result.remove.push('the apology');
  // "more apologetic", "say sorry for the delay": an apology is added (or made stronger).
  if (/\bmore\s+(?:apologetic|sorry|remorseful)\b|\bapologi[sz]e\s+(?:more|properly|too|as well)\b|\b(?:add|include|put in)\s+(?:an?\s+)?(?:apology|sorry)\b|^(?:and\s+|also\s+)?(?:say|said)\s+sorry\b|\bsound\s+(?:more\s+)?sorry\b/.test(lower) && !/\bless\s+(?:apologetic|sorry)\b/.test(lower)) result.apologetic = true;
  // "mention that I'll be reachable if anything urgent comes up" adds a line; it does not make the email urgent.
  const adding = /(?:^|\bbut\s+|\band\s+)(?:please\s+)?(?:mention|add|say|include|note|tell (?:them|him|her))\b/.test(lower);
  if (!adding && /\b(?:more urgent|urgent|urgency|as soon as possible|time[- ]sensitive|more pressing|pushier)\b/.test(lower) && !/\bless urgent\b/.test(lower)) result.urgent = true;
  if (/\b(?:regenerate|another (?:version|take|one|option)|try again|different version|something different|rewrite (?:it|them)(?: completely)?|redo (?:it|them)|new version|other options?)\b/.test(lower)) result.regenerate = true;

  // "sign it from Dan and Mia": two people sign together.
  // "sign it from the team at little fern candles": the team, named.
  const team = /\bsign(?:ed)?(?:\s+(?:it|off|them|the emails?|both))?\s+(?:as|with|from|off as)\s+(?:the\s+)?team\s+at\s+([A-Za-z][\w&'.-]*(?:\s+[A-Za-z&][\w&'.-]*){0,4})\s*[.!]?$/i.exec(text);
  if (team?.[1]) {
    result.sign = `The ${team[1].split(/\s+/).map((word) => (/^(?:and|of|the|&)$/i.test(word) ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1))).join(' ')} team`;
    return result;
  }
  // "sign it from friends of oakwood hospice": a group named by what it belongs to, whole.
  const group = /\bsign(?:ed)?(?:\s+(?:it|off|them|the emails?|both))?\s+(?:as|with|from|off as)\s+((?:the\s+)?(?:friends|members|supporters|volunteers|parents|residents|staff|committee)\s+of\s+(?:the\s+)?[\w&'.-]+(?:\s+[\w&'.-]+){0,4})\s*[.!]?$/i.exec(text);
  if (group?.[1]) {
    result.sign = group[1].split(/\s+/).map((word, index) => (index > 0 && /^(?:and|of|the|&|for)$/i.test(word) ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1))).join(' ');
    return result;
  }
  // "sign it from me and my flatmate jess": the visitor, then the other one by name.
  const withMe = /\bsign(?:ed)?(?:\s+(?:it|off|them|the emails?|both))?\s+(?:as|with|from|off as)\s+(?:me|myself)\s+(?:and|&)\s+(?:my\s+[\w-]+\s+)?([A-Za-z][\w'-]+)\s*[.!]?$/i.exec(text);
  if (withMe?.[1]) {
    result.sign = `[Your name] and ${titleName(withMe[1])}`;
    return result;
  }
  // "im his teacher mr adeyemi, sign it that way": the name said first signs.
  const said = /\b(?:i'?m|i am|it'?s from|this is|my name is|me,)\s+(?:(?:his|her|their|the|your|a|an)\s+)?(?:[a-z-]+\s+){0,2}?((?:(?:mr|mrs|ms|miss|dr|prof)\.?\s+)?[a-z][\w'-]+)\s*[,.;-]?\s*(?:so\s+|and\s+|pls\s+|please\s+)?sign(?:ed)?(?:\s+(?:it|off|them))?\s+(?:that way|like that|with that|with it|as that|that)\b/i.exec(text);
  const sign = said ?? /\bsign(?:ed)?(?:\s+(?:it|off|them|the emails?|both))?\s+(?:as|with|from|off as|using)\s+(?:(?:just|only|simply)\s+)?(?:my name,?\s+)?((?:mr\.?\s+(?:and|&)\s+mrs\.?\s+[A-Za-z][\w'-]+)|[A-Za-z][\w'.-]*(?:\s+(?:and|&)\s+[A-Za-z][\w'.-]*|(?:\s+[A-Z][\w'.-]*){1,2})?)/i.exec(text)
    // "my name is Dan", "it's from Dan": who signs. "add that i brought chocolate from Belgium" is a line, not a name.
    ?? (/\bp\.?\s?s\b/i.test(text) ? null : /\b(?:[Mm]y name is|I'm called)\s+([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)\s*$/.exec(text) ?? /^(?:(?:and|oh|also|actually)\s+)?(?:(?:it'?s|its|it is|this is|it'?ll be|send it|make it)\s+)?from\s+([A-Z][\w'-]*(?:\s+(?:and|&)\s+[A-Z][\w'-]*|\s+[A-Z][\w'-]*)?)\s*[.!]?\s*$/i.exec(text))
    ?? /\b(?:use|put)\s+(?:my name|the name)\s+([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)/i.exec(text)
    // "sign it just Priya", "sign off L".
    ?? /\bsign(?:ed)?(?:\s+(?:it|off|them|both))?\s+(?:(?:just|only|simply)\s+)?(?!(?:it|off|them|both|as|with|from|using|up|in|on|out|for|to|by)\b)([A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*)?|[a-z][\w'.-]*(?:\s+(?!(?:please|pls|thanks|instead|too|now)\b)[a-z][\w'.-]*)?(?=\s*[.!]?$))\s*[.!]?$/.exec(text.replace(/\bsign(?:ed)?(?:\s+(?:it|off|them|both))?\s+(?:just|only|simply)\s+([a-z])/i, (m, c: string) => m.slice(0, -1) + c.toUpperCase()));
  if (sign?.[1]) {
    // "sign it from jess flat 4": Jess, of flat 4.
    const where = /^([A-Za-z][\w'.-]*)\s+((?:flat|apt|apartment|room|unit|no\.?|number)\s*#?\s*\w{1,5})\b/i.exec(`${sign[1]}${text.slice((sign.index ?? 0) + sign[0].length)}`.trim());
    // "sign it from Darren at D&K Joinery": Darren, of the firm.
    const firm = /^([A-Za-z][\w'.-]*)\s+(?:at|from|of)\s+((?!(?:the\s+)?(?:bottom|end|top)\b)[\w&'.-]+(?:\s+[\w&'.-]+){0,3})\s*[.!]?$/i.exec(`${sign[1]}${text.slice((sign.index ?? 0) + sign[0].length)}`.trim());
    const business = new RegExp(String.raw`^([A-Za-z][\w'.-]*)\s*,\s+(${BUSINESS_NAME.source})\s*[.!]?$`, 'i').exec(`${sign[1]}${text.slice((sign.index ?? 0) + sign[0].length)}`.trim());
    // ("sign it as hattie, little fox cafe": the name, then the business it signs for, as for a firm.)
    const signsFor = firm?.[1] && firm[2] ? firm : business;
    // "sign it as Wendy, volunteer coordinator": Wendy, with her role.
    const titled = SIGNED_WITH_ROLE.exec(`${sign[1]}${text.slice((sign.index ?? 0) + sign[0].length)}`.trim());
    if (titled?.[1] && titled[2]) {
      result.sign = `${titleName(titled[1])}, ${titled[2].replace(/\b[a-z]/g, (c) => c.toUpperCase()).replace(/\b(And|Of|The|For)\b/g, (w) => w.toLowerCase())}${titled[3] ? `, ${titled[3].replace(/^the\s+/i, '')}` : ''}`;
      return result;
    }
    result.sign = where?.[1] && where[2]
      ? `${titleName(where[1])} (${where[2].charAt(0).toUpperCase()}${where[2].slice(1).toLowerCase()})`
      : signsFor?.[1] && signsFor[2] ? `${titleName(signsFor[1])}, ${signsFor[2].replace(/\b[a-z]/g, (c) => c.toUpperCase())}` : titleName(sign[1].replace(/\s+(?:at|from|of)$/i, ''));
  }

  // "end it with cheers instead", "sign off with best wishes", "use kind regards as the sign off".
  const closing = String.raw`(cheers|best wishes|kind regards|best regards|warm regards|warmest regards|many thanks|thanks|thank you|love|lots of love|all the best|best|warmly|warm wishes|sincerely|yours sincerely|yours faithfully|regards|take care|speak soon|with thanks|with love|respectfully)`;
  const signOff = new RegExp(String.raw`^(?:(?:pls|please|can you|could you|and|also)\s+)*(?:(?:sign|end|finish|close)(?:\s+(?:it|them|both|the emails?))?(?:\s+off)?\s+with|(?:use|put)|change\s+the\s+sign[- ]?off\s+to|make\s+the\s+sign[- ]?off)\s+["']?${closing}["']?(?:\s+(?:instead|as the sign[- ]?off|at the end|please|pls))*\s*[.!]?$`, 'i').exec(text.trim())
    ?? /^(?:(?:pls|please|can you|could you|and|also)\s+)*sign(?:\s+(?:it|them|both))?\s+off\s+(warmly|formally)\s*[.!]?$/i.exec(text.trim());
  if (signOff?.[1]) {
    const word = signOff[1].toLowerCase() === 'formally' ? 'kind regards' : signOff[1].toLowerCase();
    result.signOff = `${word.charAt(0).toUpperCase()}${word.slice(1)},`;
    // ("sign off with best wishes" names no one.)
    delete result.sign;
  }

  const ps = /\b(?:add|include|put|with)\s+(?:a\s+)?p\.?\s?s\.?\s*(?:that says|saying|that|about|:|,)?\s*(.+)$/i.exec(text);
  if (ps?.[1]) result.ps = `${/\babout\s*$/i.test(text.slice(0, ps.index + ps[0].length - ps[1].length)) ? 'about ' : ''}${ps[1].replace(/^["']|["'.]$/g, '').trim()}`;

  // "shes Mrs Fairbairn not Fairburn", "she's called Priya not Pria": a name spelt wrongly, put right.
  const misspelt = /^(?:(?:sorry|oops|actually|oh|wait|and|btw)[,!]?\s+)*(?:(?:she|he|they)(?:'s|s| is| are|'re)|(?:her|his|their) name(?:'s| is)|it'?s|its|it is)\s+(?:called\s+|spelt\s+|spelled\s+)?((?:(?:mr|mrs|ms|miss|dr|prof)\.?\s+)?[A-Za-z][\w'-]+(?:\s+[A-Z][\w'-]+)?)\s*,?\s+not\s+((?:(?:mr|mrs|ms|miss|dr|prof)\.?\s+)?[A-Za-z][\w'-]+)\s*[.!]*\s*(?:sorry|soz|oops|my bad|lol)?[.!]*$/i.exec(text);
  if (misspelt?.[1] && misspelt[2] && !/^\d/.test(misspelt[1]) && !/^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|the|a|an|on|at|in|mr|mrs|ms|miss|dr|prof|sir|madam)\.?$/i.test(misspelt[2])) {
    const bare = (name: string) => name.replace(/^(?:mr|mrs|ms|miss|dr|prof)\.?\s+/i, '').replace(/\b[a-z]/g, (c) => c.toUpperCase());
    const from = bare(misspelt[2]);
    const to = bare(misspelt[1]).split(/\s+/).slice(-from.split(/\s+/).length).join(' ');
    result.change = { from, to };
    return result;
  }
  // "her teacher is mr. brooks, send it to him instead": the name, not "Him Instead".
  const name = /\b(?:(?:(?:the|my|our)\s+)?(?:teacher|manager|boss|landlord|landlady|contact|professor|coach|doctor|tutor|client|recruiter|agent|customer|tenant|neighbou?r|host|recipient)(?:'s name is|\s+is\s+called|\s+is\s+named|\s+name\s+is)|(?:his|her|their|the recipient'?s?|the person'?s|the (?:manager|landlord|teacher|client)'?s|(?:his|her|their) (?:mum|mom|dad|mother|father|parent|husband|wife|partner|boss|manager)'?s)\s+name(?:'s| is)|(?:^|(?<=^(?:oh\s+|and\s+|btw\s+)))(?:she's|he's|they're|she is|he is|they are)\s+(?:called|named)|(?:his|her|their|my|our|the)\s+(?:teacher|manager|boss|landlord|landlady|contact|professor|coach|doctor|tutor|client|recruiter|agent)\s+is|address (?:it|them|the email) to|it'?s (?:for|to)|send it to|(?:it|this) goes to)\s+(?!(?:him|her|them|me|us|you|it|instead|the|a|an|my|our|your|their|his|called|named|new|away|out|off|on|not|still)\b)((?:(?:mr|mrs|ms|dr|prof)\.?\s+)?[A-Z][\w.'-]*(?:\s+(?!(?:instead|too|now|then|and|so|but|from|at|of|in|who|with|by|for|on)\b)[A-Z][\w'-]*)?)/i.exec(text);
  // ("mention the agent is Castle Lettings" is a line for the email, not whom it goes to.)
  if (name?.[1] && !/^(?:(?:and|also|pls|please)\s+)*(?:mention|add|say|include|note|explain|tell (?:them|him|her))\b/i.test(text)) {
    result.recipientName = titleName(name[1]);
    // "her name is mrs hallworth and its order 33019": the name, and a detail.
    const rest = /\s+and\s+(.+)$/i.exec(text.slice((name.index ?? 0) + name[0].length));
    if (rest?.[1] && rest[1].split(/\s+/).length >= 2) result.mention.push(rest[1].trim());
  }
  // "it's dr hughes and the essay is for history 110, due monday": who it is for, and a detail.
  const titled = !name ? /^(?:oh\s+|sorry\s+|actually\s+)?(?:it'?s|its|it is|this is)\s+(?:for\s+|to\s+)?((?:Dr|Mr|Mrs|Ms|Miss|Prof|Professor|Coach)\.?\s+[A-Za-z][\w'-]+)(?:\s*,?\s+not\s+(?:Dr|Mr|Mrs|Ms|Miss|Prof|Professor)\.?(?:\s+[A-Za-z][\w'-]+)?)?(?:\s*,?\s+and\s+(.+))?[.!]?$/i.exec(text) : null;
  if (titled?.[1]) {
    result.recipientName = titleName(titled[1].replace(/^(dr|mr|mrs|ms|prof)\b\.?/i, (t) => `${t.charAt(0).toUpperCase()}${t.slice(1).toLowerCase().replace(/\.$/, '')}${/^prof/i.test(t) ? 'essor' : '.'}`));
    if (titled[2]) result.mention.push(titled[2].trim());
    return result;
  }

  // "put in a 10% code for next time, THANKS10": the code offered, said in full.
  const code = /^(?:(?:can you|could you|pls|please)\s+)?(?:put in|add|include|stick in|throw in|chuck in|give (?:them|him|her)|offer(?: them| him| her)?)\s+(?:a|an)\s+(\d+\s*%|[£$€]\s?\d+)\s*(?:off\s+)?(?:discount\s+)?(?:code|voucher|coupon)(?:\s+(?:for|off)\s+(?:next time|their next order|the next order|next order|the next one))?\s*(?:[,:-]\s*|\s+)?(?:(?:it's|its|it is|code is|code)\s+)?([A-Za-z0-9]{4,20})?\s*[.!]*$/i.exec(text);
  if (code?.[1]) {
    const what = code[1].replace(/\s+/g, '');
    result.mention.push(`As a thank you, here is a ${what} discount code for your next order${code[2] ? `: ${code[2].toUpperCase()}` : ': [code]'}.`);
    return result;
  }
  // ("add that the offer is subject to references": "subject to", said of the offer, is no subject line.)
  const subject = /\b(?:subject(?: line)?|title)(?:\s+(?:to|should be|as)\b\s*:?|\s*:)\s*["']?([^"']+?)["']?\s*$/i.exec(text.replace(/\b(?:is|are|be|being|was|were|remains?|all|everything|offer(?:ed)?|it's|its)\s+subject\s+to\b/gi, (m) => m.replace(/subject/i, 'conditional')));
  if (subject?.[1]) result.subject = subject[1].trim();
  // "make the subject line better", "different subject": another subject, the body as it is.
  else if (/\b(?:better|different|new|another|catchier|stronger|clearer|snappier|improve(?:d)?|change|rewrite|fix)\s+(?:the\s+)?subject\b|\bsubject(?:\s+line)?\s+(?:better|different|catchier|stronger|clearer|snappier|is (?:bad|boring|weird|wrong|vague|meh))\b/i.test(text)) result.newSubject = true;

  // "change to 22 people and add tea and coffee at 11": the change ends where the next ask starts.
  // ("option 1 but say im happy to move it to 1:30": what to say, with a time in it, changes nothing already said.)
  const saying = /^(?:(?:option|version|draft|no\.?)\s*#?\s*\d\s*(?:,\s*|\s+)(?:but\s+|and\s+)?|(?:the\s+)?(?:first|second|1st|2nd|formal|friendly)\s+one\s*(?:,\s*|\s+)(?:but\s+|and\s+)?)?(?:(?:pls|please|and|also|can you|could you)\s+)*(?:say|mention|add|include|tell (?:him|her|them))\s+(?:that\s+)?(?:I|I'm|im|we|we're|were|i'?ll|we'?ll|happy|glad)\b/i.test(text);
  const changeText = saying ? '' : text.replace(/\s+and\s+(?:also\s+)?(?:add|mention|say|ask|include|sign|put|tell|make)\b.*$/i, '')
    // "change the notice to 2 weeks, just checked my contract": how the writer knows is said to us.
    .replace(/\s*,\s*(?:(?:I\s+)?just\s+)?(?:checked|double[- ]checked|looked at|confirmed with|asked)\s+(?:my|the|our|with)\s+[\w ]{2,30}$/i, '')
    // "change 3rd to 4th, i got the date wrong": why it changes is said to us.
    .replace(/\s*[,;.-]\s*(?:(?:sorry|oops|whoops|my bad|my mistake)[,.!]?\s*)?(?:I\s+(?:got|had|put|typed|wrote)\s+(?:the\s+\w+|it)\s+wrong|(?:sorry|oops|whoops|my bad|my mistake|typo)(?:\s+on my part)?)\s*[.!]?$/i, '');
  const change = /\b(?:change|move|switch|update|replace)\s+(?:the\s+(?:date|day|time|deadline|meeting|call|amount|price|number|name|location|place|venue)\s+|it\s+)?(?:from\s+)?(?:(.+?)\s+)?(?:to|with)\s+(.+?)(?:\s+instead)?[.!]?$/i.exec(changeText)
    // "it was 95 mins actually", "its 30 people actually": a figure corrected, its old one found by its unit.
    ?? /^(?:oh\s+|sorry\s+|wait\s+)?(?:it\s+was|it'?s|its|it\s+is|there(?:'s|\s+are|\s+were)|we(?:'re|\s+are)|they\s+were)\s+(?:actually\s+)?((?:[£$€]\s?)?\d[\d,.]*\s*(?:mins?|minutes|hours?|hrs?|days?|weeks?|people|guests|nights?|[£$€]|k|%)?)\s*,?\s+(?:actually|not\s+[£$€]?\d[\w,.]*)\b[.!]?$/i.exec(text)
    // "i need them by wed noon actually": the deadline moved.
    ?? /^(?:oh\s+|sorry\s+|wait\s+)?(?:I|we)\s+(?:need|want)\s+(?:it|them|this|that)\s+((?:by|before)\s+.+?)\s*,?\s+(?:actually|instead)[.!]?$/i.exec(text)
    ?? /\b(?:it'?s|it is|the (?:date|day|time|deadline|meeting|call|event|party) is)\s+(?:actually|now)\s+(?:on\s+|at\s+)?(.+?)[.!]?$/i.exec(text)
    ?? /\b(?:actually|instead)[,]?\s+(?:it'?s|make it|on)\s+(?:on\s+|at\s+)?(.+?)[.!]?$/i.exec(text)
    ?? /^(?:on|at|by)\s+(.+?)\s+instead[.!]?$/i.exec(text)
    // "wait make it mon wed thu": the days, changed.
    ?? daysMade(text);
  // "actually i can only give 1 week, uni starts on the 23rd": the span corrected, and why.
  const only = /^(?:(?:actually|sorry|oops|wait|oh)[,]?\s+)+(?:I|we)\s+(?:can|could)\s+only\s+(?:give|do|offer|manage|work|stay|pay|take|spare)\s+((?:\d+|a|an|one|two|three|four|five|six)\s+(?:minute|hour|day|week|month|night|shift)s?)\b(?:\s*(?:[,;.]|\s-|\s+(?:as|because|cos|since))\s*(.+?))?[.!]?$/i.exec(text);
  if (only?.[1] && !result.sign) {
    result.change = { to: only[1] };
    if (only[2]) result.mention.push(only[2].replace(/^(?:as|because|cos|since)\s+/i, ''));
    return result;
  }
  // "oh wait the cost is £45 not £40 sorry", "its the 14th not the 12th": a figure corrected.
  const corrected = /\b(?:(?:the\s+)?(?:[a-z]+\s+){0,2}?(?:is|are|was|it's|its|it is|should be|meant|i meant)\s+)?((?:the\s+)?[£$€]?\d[\w,.:/-]*(?:\s*(?:am|pm|per\s+\w+|each))?|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s*,?\s+not\s+((?:the\s+)?[£$€]?\d[\w,.:/-]*(?:\s*(?:am|pm))?|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b(?:\s*(?:sorry|soz|my bad|oops|lol|!+))*\s*[.!]*\s*$/i.exec(text);
  if (corrected?.[1] && corrected[2] && !result.sign) {
    result.change = { to: corrected[1].trim(), from: corrected[2].trim() };
  } else if (change) {
    // ("change it to 25, two more just signed up": the figure; why it changed is said to us.)
    const to = (change[2] ?? change[1] ?? '').trim().replace(/^((?:[£$€]\s?)?\d[\d,.]*k?(?:\s*(?:people|guests|places|seats|tickets|%))?)\s*,\s+(?:as\s+|because\s+|since\s+|cos\s+)?(?:\w+\s+){0,4}?(?:more|extra|fewer|less|dropped out|signed up|cancelled|joined|left)\b.*$/i, '$1');
    const from = change[2] ? change[1]?.trim() : undefined;
    const cleanFrom = from?.replace(/^(?:the|it|date|day|time)\s*$/i, '').trim();
    if (to && !/^(?:shorter|longer|formal|friendlier|more|less|sound|a bit)\b/i.test(to) && !result.sign) result.change = { to, ...(cleanFrom ? { from: cleanFrom } : {}) };
  }

  // "take out the travel bit", "option 2 but no mention of the hotel": the verb starts an
  // instruction ("say I'll drop the present round" adds a line; it removes nothing).
  const removal = /(?:^|(?<=(?:^|[,;]|\bbut|\band|\balso|\bplease|\bpls|\bthen|\bactually|\bjust|\bcan you|\bcould you|\bcan u|\bcould u|\bi'?d|\bwith|\bgood|\bgreat|\bfine|\bperfect|\bok|\bokay|\b[12])\s*))(?<!\b(?:account|order|ref|reference|invoice|booking|policy|member|phone|flat|room|unit|house|case|ticket|claim)\s)(?:without|remove|drop|delete|take out|take away|get rid of|lose|cut|cut out|leave out|don't mention|do not mention|dont mention|don't say|don't include|no need to mention|no)\s+(?!\d)(?:the\s+|that\s+|this\s+|all the\s+|any\s+)?(?:part\s+(?:about|where|with)\s+|bits?\s+(?:about|where|with)\s+|lines?\s+(?:about|where|with)\s+|sentences?\s+(?:about|where|with)\s+|mention\s+of\s+|stuff\s+about\s+)?(.+?)(?:\s+(?:part|bit|line|sentence|stuff|thing))?[.!]?$/i.exec(text);
  if (removal?.[1] && !/^(?:exclamation|exclamation marks?)$/i.test(removal[1])) {
    // "dont mention the house thing actually": the house.
    const what = removal[1].replace(/,?\s+(?:just|only)\s+(?:(?:the|my|keep)\s+)?[\w' -]+$/i, '').replace(/^(?:the|any|all)\s+/i, '').replace(/(?:\s+(?:actually|pls|please|thanks|either|at all|anymore|completely|entirely|altogether|totally|fully|too))+$/i, '').replace(/\s+(?:thing|stuff|part|bit|bits)$/i, '').trim();
    if (what && what.split(' ').length <= 8 && !result.shorter) result.remove.push(what);
  }

  // "don't throw finance under the bus", "leave Sam out of it": no sentence blames them.
  const blame = /\b(?:don'?t|do not|dont|never|stop|no need to|without)\s+(?:throw(?:ing)?|blam(?:e|ing)|drag(?:ging)?|point(?:ing)? (?:the )?fingers? at|single out|call(?:ing)? out|pin(?:ning)? it on)\s+(.+?)(?:\s+under the bus|\s+into (?:it|this)|\s+(?:for (?:it|this|the delay)))?(?:\s+(?:pls|please|though|tho))?[.!]?$/i.exec(text)
    ?? /\b(?:leave|keep)\s+(.+?)\s+out of (?:it|this|the email)\b/i.exec(text)
    ?? /\b(?:don'?t|do not|dont)\s+make\s+(?:it\s+)?(?:sound|look)\s+like\s+(?:it'?s\s+|it was\s+)?(.+?)(?:'s|s')\s+fault\b/i.exec(text)
    ?? /\b(?:it'?s|it is|it was|it wasn'?t)\s+not\s+(.+?)(?:'s|s')\s+fault\b/i.exec(text);
  if (blame?.[1] && blame[1].split(/\s+/).length <= 4) {
    result.unblame = blame[1].trim();
    return result;
  }
  // "put in a number, 10%", "ask for £2k": the figure the ask names.
  const FIGURE = /(\d+(?:\.\d+)?\s?%|[$€£]\s?\d[\d,]*(?:\.\d+)?\s?k?\b|\b\d[\d,]*(?:\.\d+)?\s?k?\s?(?:dollars|pounds|quid|euros|an hour|per hour|a year|per year|a month|per month|pa|p\.a\.)(?=\W|$))/i;
  const figure = FIGURE.exec(text);
  // Only the figure and words about putting it in: "add a 15% off code OPEN15" is a line, not a figure.
  const besides = text.replace(figure?.[0] ?? '', ' ').toLowerCase().split(/[^a-z']+/).filter((word) => word && !/^(?:put|in|add|include|mention|a|an|the|number|figure|amount|percentage|percent|sum|ask|asking|for|say|make|it|go|specific|like|about|around|roughly|of|raise|rise|increase|pay|salary|please|pls|can|could|you|u|i|want|i'd|id|like|and|also|maybe|actual|real|request|there|too|them|to|me|just|something|say)$/.test(word));
  if (figure?.[1] && besides.length <= 1 && !result.change && (/\b(?:number|figure|amount|percentage|percent|sum|price|specific|how much)\b/i.test(text) || /^(?:(?:and|also|please|can you|could you)\s+)*(?:ask|ask for|request|say|mention|put|add|make it|go for|i want|i'?d like)\b/i.test(text)) && !/\b(?:change|replace|update|switch|not)\b/i.test(text)) {
    result.amount = figure[1].replace(/\s+(?=%)/, '').trim();
    return result;
  }
  // "go back to option 1 but keep the bank details", "undo that".
  const revert = /^(?:(?:actually|ok|okay|hmm|no|nah|sorry|please|pls|can you|could you|just)[,.!]?\s+)*(?:undo(?: that| it| the last (?:change|one|bit))?|revert(?: it| that| to .+)?|go back(?: to .+)?|put it back(?: .+)?|change it back(?: .+)?|back to (?:the )?(?:original|previous|old|first|last)\b.*|(?:use|i prefer|i liked?) the (?:original|previous|old|earlier|first) (?:one|version|draft|wording)\b.*|the (?:original|previous|old|earlier|first) (?:one|version|draft) was better\b.*)$/i.exec(text);
  if (revert) {
    const keep = /\b(?:but|and|while|just)?\s*keep(?:ing)?\s+(?:the\s+|my\s+|in\s+the\s+)?(.+?)(?:\s+in)?[.!]?$/i.exec(text)?.[1];
    const previous = /^(?:(?:actually|ok|okay|hmm|no|nah|sorry|please|pls|can you|could you|just)[,.!]?\s+)*(?:undo|put it back|change it back|go back\s*$|revert(?: it| that)?\s*$)|\b(?:previous|last (?:one|version)|before that)\b/i.test(text) && !/\boriginal|first\b/i.test(text);
    result.revert = { to: previous ? 'previous' : 'original', ...(keep ? { keep: keep.trim() } : {}) };
    return result;
  }
  // "ask for a meeting instead of an explanation by email": another ask in place of the one made.
  const instead = /^(?:(?:and|also|actually|please|pls|can you|could you|maybe)\s+)*(?:ask|request|suggest|propose|push)\s+(?:them\s+|him\s+|her\s+)?(?:for\s+)?(.+?)\s+(?:instead(?:\s+of\s+(.+?))?|rather than\s+(.+?))[.!]?$/i.exec(text);
  if (instead?.[1]) {
    const not = (instead[2] ?? instead[3])?.trim();
    result.instead = { want: instead[1].trim(), ...(not ? { not } : {}) };
    return result;
  }
  // "ask to rebook for sat morning", "also ask them to bring id": the ask, said to the reader.
  const askTo = /^(?:and\s+|also\s+|oh\s+|plus\s+)*(?:can you\s+|could you\s+|please\s+)?(?:also\s+)?ask\s+(them\s+|him\s+|her\s+)?to\s+([a-z].{2,}?)(?:\s+(?:too|as well|aswell|also))?[.?!]?$/i.exec(text);
  if (askTo?.[2] && !/^(?:be\s+)?(?:more|less|sound)\b/i.test(askTo[2])) {
    result.mention.push(`${askTo[1] ? 'Could you also' : 'Could I also'} ${askTo[2].trim()}?`);
    return result;
  }
  // "also ask if they have parking": a question added to the drafts.
  const ask = /^(?:and\s+|also\s+|oh\s+|plus\s+)*(?:can you\s+|could you\s+|please\s+)?(?:also\s+)?ask\s+(?:them\s+|him\s+|her\s+)?((?:if|whether|about|when|what|how|for|where|who)\b.+?)[.?!]?$/i.exec(text);
  if (ask?.[1]) {
    // "ask if pets are allowed, we have a cat": the question, then the fact behind it.
    const [asked = '', ...told] = ask[1].trim().split(/,\s+(?=(?:we|I|they|he|she|it|there|our|my)\b)/);
    // "but subtle", "nicely": how to ask, not what.
    const what = asked.trim().replace(/,?\s*(?:but\s+|and\s+)?(?:be\s+)?(?:subtle|subtly|nicely|politely|gently|casually|discreetly|tactfully)(?:\s+about\s+it)?$/i, '').replace(/\s+(?:too|as well|aswell|also)$/i, '');
    result.mention.push(/^about\b/i.test(what) ? `Could you also tell me ${what.replace(/^about\s+/i, 'about ')}?` : /^for\b/i.test(what) ? `Could I also ask ${what}?` : `Could you also let me know ${what}?`, ...told.map((line) => line.trim()));
    return result;
  }
  // "offer to buy him a takeaway", "also suggest we meet halfway", "option 1 but offer an extra £200
  // on the deposit": one more line, offered.
  const offered = /^(?:(?:(?:option|version|draft)\s*(?:#\s*)?(?:1|2|one|two)|(?:the\s+)?(?:first|second|1st|2nd)\s+(?:one|option|version|draft))\s*,?\s+(?:but|and|with|just|pls|please)\s+|(?:(?:and|also|pls|please|maybe|oh|plus)\s+)*)((?:offer|suggest|propose)\s+(?:to\s+)?(?!(?:a\s+)?(?:new|different|another)\s+(?:email|version|draft|subject))\S.+?)[.!]?$/i.exec(text);
  if (offered?.[1]) {
    result.mention.push(offered[1].trim());
    return result;
  }
  // "put in my email hours, i dont reply after 6pm": the line is what follows the label.
  const labelled = /^(?:(?:and|also|pls|please)\s+)*(?:put in|put|add|include|stick in|pop in)\s+(?:my|our|the)\s+[a-z' ]{2,25}?,\s+((?:i|we|they|you)\b(?!')(?:\s|'(?:m|re|ve|ll|d)\b|n't|nt\b).+?)[.!]?$/i.exec(text);
  if (labelled?.[1]) {
    result.mention.push(labelled[1].trim());
    return result;
  }
  const mention = /(?<!\b(?:don't|do not|dont|never|not|no need to|no)\s+(?:(?:want|need|have)\s+to\s+)?)\b(?:mention(?!\s+of\b)|add|include|(?<=(?:^|[,;:]\s*|\b(?:and|also|please|pls|but|then|just|can you|could you|can u|could u|to)\s+))say|note|tell (?:them|him|her)|let (?:them|him|her) know|also say|point out|explain)\s+(?:that\s+|a line (?:that|about|saying)\s+|a sentence (?:that|about|saying)\s+|something about\s+)?(.+?)[.!]?$/i.exec(text);
  if (mention?.[1] && !result.ps && !/^(?:a\s+)?p\.?s\b/i.test(mention[1]) && !/^(?:more detail|details|a bit more|some warmth|warmth|urgency|my name|a subject)/i.test(mention[1])) {
    // "add that theres pizza and to let me know about allergies": a fact, then an ask.
    // "add numbers: i cut onboarding time ...", "add this: ...": what follows the colon is the line.
    const said = mention[1].trim().replace(/^(?:some\s+)?(?:numbers|stats|figures|data|this|the following|these|details|a line|context|more context|proof|evidence|an example|examples)\s*[:\-–—]\s*/i, '');
    const [told = '', ask2] = said.split(/\s+and\s+to\s+(?=(?:let|tell|bring|send|reply|rsvp|call|text|email|confirm)\b)/i);
    // "a bit about the lamb being amazing lol": the lamb was amazing.
    const fact = told.replace(/\s+(?:lol|lmao|haha+|ha|xx+|x)$/i, '').replace(/^(?:a\s+(?:bit|line|note|sentence|word|little bit)|something)\s+(?:about|on)\s+(.+?)\s+being\s+(.+)$/i, (_m, what: string, how: string) => `${what} was ${how}`);
    result.mention.push(fact.trim());
    if (ask2) result.mention.push(`please ${ask2.trim()}`);
  }
  return result;
}

/** A short instruction about the drafts that the parser could not read: say so rather than start over. */
export function looksLikeInstruction(raw: string): boolean {
  const text = normalize(raw).trim();
  return text.split(/\s+/).length <= 14 && /^(?:(?:please|pls|ok|okay|actually|hmm|and|also|maybe|now)[,]?\s+)*(?:(?:can|could|would|will) you\s+(?:please\s+)?|i'?d like you to\s+|i want you to\s+)?(?:change|make|add|remove|use|put|replace|swap|switch|drop|delete|cut|fix|rewrite|redo|edit|tweak|turn|tone|soften|sharpen|lose|get rid of|take|keep|don't|do not|dont|no need|less|more|not so|too|sound)\b/i.test(text);
}

export function isFollowUp(parsed: FollowUp): boolean {
  return Boolean(parsed.shorter || parsed.longer || parsed.formal || parsed.friendlier || parsed.confident || parsed.urgent || parsed.sign || parsed.signOff || parsed.ps || parsed.mention.length > 0 || parsed.remove.length > 0 || parsed.change || parsed.recipientName || parsed.subject || parsed.newSubject || parsed.regenerate || parsed.firm || parsed.polite || parsed.playful || parsed.split || parsed.amount || parsed.unblame || parsed.revert || parsed.instead || parsed.apologetic || parsed.soft);
}

/** Starts another email: "now write one to my landlord ...", "email the school that ...". */
export function looksLikeNewRequest(raw: string): boolean {
  const text = raw.toLowerCase();
  if (/\b(?:make|change|rewrite|revise|edit|update|tweak|redo|sign)\s+(?:it|this|them|the email|the drafts?|both|option)\b/.test(text)) return false;
  if (/^(?:and\s+|now\s+|also\s+|ok\s+|okay\s+)?(?:can you\s+|could you\s+|please\s+)?(?:write|draft|compose|create|send|need)\s+(?:me\s+)?(?:a|an|another|one|a new|the)\s+(?:[\w-]+\s+){0,3}(?:e-?mail|letter|message|note|reply|response)\b/.test(text)) return true;
  if (/^(?:now\s+|also\s+)?(?:e-?mail|write to|reply to|message|text)\s+(?:my|the|our|a|an)\s+\w+/.test(text)) return true;
  // "also ask if they have parking": one more question for these drafts, not a new email.
  if (/^(?:and\s+|also\s+|oh\s+|plus\s+)*(?:can you\s+|could you\s+|please\s+)?(?:also\s+)?ask\s+(?:them\s+|him\s+|her\s+)?(?:if|whether|about|when|what|how|for|where|who|to)\b/.test(text)) return false;
  // ("thank her properly, Zara went from a 4 to a 7": her is the one these drafts go to, so it is more for them.)
  if (/^(?:now\s+|also\s+)?(?:ask|tell|remind|thank|invite|inform|congratulate|apologi[sz]e to|complain to|follow up with)\s+(?:my|our|the|a|an|(?!(?:him|her|them|it|you|us|me)\b)[a-z]+)\s+\w+[^.?!]{12,}/.test(text) && !/\b(?:option|draft|version|the email|it shorter|it longer)\b/.test(text)) return true;
  return false;
}

function titleName(name: string): string {
  return name.split(' ').map((part) => (/^(?:and|&)$/i.test(part) ? 'and' : /^(?:mr|mrs|ms|dr)\.?$/i.test(part) ? `${part.charAt(0).toUpperCase()}${part.slice(1).toLowerCase().replace(/\.$/, '')}.` : part.charAt(0).toUpperCase() + part.slice(1))).join(' ');
}

// A day as typed, short or in full: the short forms normalize.ts knows, and each day they stand for.
const DAY_WORD = `(?:${[...new Set([...Object.keys(DAY_NAMES), ...Object.values(DAY_NAMES).map((day) => day.toLowerCase())])].join('|')})`;
const DAYS_MADE = new RegExp(String.raw`^(?:(?:wait|oh|actually|sorry|oops|no|ok|okay)[,!.]?\s+)*(?:can you\s+|pls\s+|please\s+)?make it\s+(?:on\s+)?(${DAY_WORD}\b(?:(?:\s*,\s*|\s+and\s+|\s*&\s*|\s*\/\s*|\s+)${DAY_WORD}\b)*)\s*(?:instead)?\s*[.!]*$`, 'i');

/** "wait make it mon wed thu" -> a change to "Monday, Wednesday and Thursday" (as a match: [whole, days]). */
function daysMade(text: string): [string, string] | null {
  const made = DAYS_MADE.exec(text.trim());
  if (!made?.[1]) return null;
  const days = made[1].split(/\s*(?:,|\band\b|&|\/)\s*|\s+/).filter(Boolean).map((day) => DAY_NAMES[day.slice(0, 3).toLowerCase()] ?? day);
  return [made[0], joinList(days)];
}
