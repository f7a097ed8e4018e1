// Reads a follow-up about the drafts: "shorter", "more formal", "sign it as Ana", "mention that
// I'm free on Friday", "change the date to Thursday", "option 2 but without the apology".
import { normalize } from '../understand/normalize.ts';
import { withoutNotesToUs } from '../understand/asides.ts';

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
  ps?: string;
  mention: string[];
  remove: string[];
  change?: { from?: string; to: string };
  recipientName?: string;
  subject?: string;
  /** "make the subject line better": another subject for the same body. */
  newSubject?: boolean;
  regenerate?: boolean;
}

export function parseFollowUp(raw: string): FollowUp {
  const text = normalize(raw).replace(/\s+/g, ' ').trim();
  const lower = text.toLowerCase();
  const result: FollowUp = { mention: [], remove: [] };

  if (/\b(?:option|version|draft|email)\s*(?:#\s*)?(?:1|one)\b|\b(?:the )?first (?:one|option|version|draft|email)\b/.test(lower)) result.target = 0;
  else if (/\b(?:option|version|draft|email)\s*(?:#\s*)?(?:2|two)\b|\b(?:the )?second (?:one|option|version|draft|email)\b/.test(lower)) result.target = 1;

  if (/\b(?:shorter|more concise|concise|briefer|brief|trim|condense|tighten|cut (?:it )?down|less wordy|too long|fewer words|more succinct|succinct|shorten|half the length)\b/.test(lower)) result.shorter = true;
  if (/\b(?:longer|more detail(?:s|ed)?|detailed|expand|elaborate|too short|lengthen|flesh (?:it|them) out)\b/.test(lower)) result.longer = true;
  if (/\b(?:more confident|confident|less desperate|less needy|less unsure|less hesitant|bolder|more assertive|less wishy[- ]washy|stronger)\b/.test(lower)) result.confident = true;
  // "make it sound less salesy", "more fun", "less desperate": a softer, warmer register.
  if (/\b(?:friendlier|more friendly|friendly|more casual|casual|warmer|more warm|less formal|informal|more relaxed|relaxed|softer|less stiff|more personal|chattier|less corporate|more fun|funnier|fun|playful|more playful|upbeat|more upbeat|cheerful|more cheerful|livelier|more lively|more excited|more exciting|more enthusiastic|enthusiastic|nicer|kinder|gentler|more human|less robotic|less cold|more natural|more normal)\b/.test(lower)
    || /\btoo\s+(?:stiff|formal|corporate|robotic|cold|serious|posh|fancy|official|businessy|salesy|sales-y|pushy|aggressive|harsh|blunt|intense|demanding|rude|bossy|passive[- ]aggressive|strong|much|over the top|cheesy|cringe|cringey)\b|\bsounds?\s+(?:more\s+)?like\s+me\b|\bmore like me\b|\blike a (?:real )?(?:person|human)\b/.test(lower)
    || /\bnot\s+(?:so\s+|too\s+)?(?:passive[- ]aggressive|pushy|bossy|harsh|rude|cold|stiff|formal|angry|salesy)\b/.test(lower)
    || /\bless\s+(?:salesy|sales-y|pushy|aggressive|harsh|blunt|demanding|rude|angry|intense|serious|dramatic|cold|stiff|robotic|corporate|formal|passive[- ]aggressive|bossy|strict|grovell?ing)\b/.test(lower)) result.friendlier = true;
  else if (/\b(?:more formal|formal|more professional|professional|less casual|more polite|politer|more serious|stiffer|firmer|more assertive|more direct|stronger|sterner|less chatty|less casual|less friendly|less informal|less emotional|less gushy|less soppy|less over the top|too casual|too chatty|too informal)\b/.test(lower)) result.formal = true;
  // "less apologetic": the apology goes.
  if (/\bless\s+(?:apologetic|sorry)\b|\bstop apologi[sz]ing\b|\bdon'?t apologi[sz]e so much\b|\b(?:don'?t|do not|dont|stop|no need to)\s+(?:say(?:ing)?\s+sorry|apologi[sz](?:e|ing))\b|\btoo\s+(?:apologetic|sorry|many sorr(?:y|ie)s)\b|\bso many (?:sorr(?:y|ie)s|apologies)\b/.test(lower)) result.remove.push('the apology');
  // "mention that I'll be reachable if anything urgent comes up" adds a line; it does not make the email urgent.
  const adding = /^(?:please\s+)?(?:mention|add|say|include|note|tell (?:them|him|her))\b/.test(lower);
  if (!adding && /\b(?:more urgent|urgent|urgency|as soon as possible|time[- ]sensitive|more pressing|pushier)\b/.test(lower) && !/\bless urgent\b/.test(lower)) result.urgent = true;
  if (/\b(?:regenerate|another (?:version|take|one|option)|try again|different version|something different|rewrite (?:it|them)(?: completely)?|redo (?:it|them)|new version|other options?)\b/.test(lower)) result.regenerate = true;

  // "sign it from Dan and Mia": two people sign together.
  // "sign it from the team at little fern candles": the team, named.
  const team = /\bsign(?:ed)?(?:\s+(?:it|off|them|the emails?|both))?\s+(?:as|with|from|off as)\s+(?:the\s+)?team\s+at\s+([A-Za-z][\w&'.-]*(?:\s+[A-Za-z&][\w&'.-]*){0,4})\s*[.!]?$/i.exec(text);
  if (team?.[1]) {
    result.sign = `The ${team[1].split(/\s+/).map((word) => (/^(?:and|of|the|&)$/i.test(word) ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1))).join(' ')} team`;
    return result;
  }
  const sign = /\bsign(?:ed)?(?:\s+(?:it|off|them|the emails?|both))?\s+(?:as|with|from|off as)\s+((?:mr\.?\s+(?:and|&)\s+mrs\.?\s+[A-Za-z][\w'-]+)|[A-Za-z][\w'.-]*(?:\s+(?:and|&)\s+[A-Za-z][\w'.-]*|\s+[A-Z][\w'.-]*)?)/i.exec(text)
    // "my name is Dan", "it's from Dan": who signs. "add that i brought chocolate from Belgium" is a line, not a name.
    ?? (/\bp\.?\s?s\b/i.test(text) ? null : /\b(?:[Mm]y name is|I'm called)\s+([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)\s*$/.exec(text) ?? /^(?:(?:and|oh|also|actually)\s+)?(?:(?:it'?s|its|it is|this is|it'?ll be|send it|make it)\s+)?from\s+([A-Z][\w'-]*(?:\s+(?:and|&)\s+[A-Z][\w'-]*|\s+[A-Z][\w'-]*)?)\s*[.!]?\s*$/i.exec(text))
    ?? /\b(?:use|put)\s+(?:my name|the name)\s+([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)/i.exec(text);
  if (sign?.[1]) {
    // "sign it from jess flat 4": Jess, of flat 4.
    const where = /^([A-Za-z][\w'.-]*)\s+((?:flat|apt|apartment|room|unit|no\.?|number)\s*#?\s*\w{1,5})\b/i.exec(`${sign[1]}${text.slice((sign.index ?? 0) + sign[0].length)}`.trim());
    result.sign = where?.[1] && where[2] ? `${titleName(where[1])} (${where[2].charAt(0).toUpperCase()}${where[2].slice(1).toLowerCase()})` : titleName(sign[1]);
  }

  const ps = /\b(?:add|include|put|with)\s+(?:a\s+)?p\.?\s?s\.?\s*(?:that says|saying|that|about|:|,)?\s*(.+)$/i.exec(text);
  if (ps?.[1]) result.ps = `${/\babout\s*$/i.test(text.slice(0, ps.index + ps[0].length - ps[1].length)) ? 'about ' : ''}${ps[1].replace(/^["']|["'.]$/g, '').trim()}`;

  // "her teacher is mr. brooks, send it to him instead": the name, not "Him Instead".
  const name = /\b(?:(?:his|her|their|the recipient'?s?|the person'?s|the (?:manager|landlord|teacher|client)'?s)\s+name(?:'s| is)|(?:^|(?<=^(?:oh\s+|and\s+|btw\s+)))(?:she's|he's|they're|she is|he is|they are)\s+(?:called|named)|(?:his|her|their|my|our|the)\s+(?:teacher|manager|boss|landlord|landlady|contact|professor|coach|doctor|tutor|client|recruiter|agent)\s+is|address (?:it|them|the email) to|it'?s (?:for|to)|send it to|(?:it|this) goes to)\s+(?!(?:him|her|them|me|us|you|it|instead|the|a|an|my|our|your|their|his|called|named|new|away|out|off|on|not|still)\b)((?:(?:mr|mrs|ms|dr|prof)\.?\s+)?[A-Z][\w.'-]*(?:\s+(?!(?:instead|too|now|then|and|so|but)\b)[A-Z][\w'-]*)?)/i.exec(text);
  if (name?.[1]) {
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

  const subject = /\b(?:subject(?: line)?|title)\s+(?:to|should be|as|:)\s*["']?([^"']+?)["']?\s*$/i.exec(text);
  if (subject?.[1]) result.subject = subject[1].trim();
  // "make the subject line better", "different subject": another subject, the body as it is.
  else if (/\b(?:better|different|new|another|catchier|stronger|clearer|snappier|improve(?:d)?|change|rewrite|fix)\s+(?:the\s+)?subject\b|\bsubject(?:\s+line)?\s+(?:better|different|catchier|stronger|clearer|snappier|is (?:bad|boring|weird|wrong|vague|meh))\b/i.test(text)) result.newSubject = true;

  const change = /\b(?:change|move|switch|update|replace)\s+(?:the\s+(?:date|day|time|deadline|meeting|call|amount|price|number|name|location|place|venue)\s+|it\s+)?(?:from\s+)?(?:(.+?)\s+)?(?:to|with)\s+(.+?)(?:\s+instead)?[.!]?$/i.exec(text)
    ?? /\b(?:it'?s|it is|the (?:date|day|time|deadline|meeting|call|event|party) is)\s+(?:actually|now)\s+(?:on\s+|at\s+)?(.+?)[.!]?$/i.exec(text)
    ?? /\b(?:actually|instead)[,]?\s+(?:it'?s|make it|on)\s+(?:on\s+|at\s+)?(.+?)[.!]?$/i.exec(text)
    ?? /^(?:on|at|by)\s+(.+?)\s+instead[.!]?$/i.exec(text);
  if (change) {
    const to = (change[2] ?? change[1] ?? '').trim();
    const from = change[2] ? change[1]?.trim() : undefined;
    const cleanFrom = from?.replace(/^(?:the|it|date|day|time)\s*$/i, '').trim();
    if (to && !/^(?:shorter|longer|formal|friendlier|more|less|sound|a bit)\b/i.test(to) && !result.sign) result.change = { to, ...(cleanFrom ? { from: cleanFrom } : {}) };
  }

  const removal = /(?<!\b(?:account|order|ref|reference|invoice|booking|policy|member|phone|flat|room|unit|house|case|ticket|claim)\s)\b(?:without|remove|drop|delete|take out|cut|leave out|don't mention|do not mention|no)\s+(?!\d)(?:the\s+)?(?:part\s+(?:about|where)\s+|bit\s+about\s+|line\s+about\s+|sentence\s+about\s+|mention\s+of\s+)?(.+?)(?:\s+(?:part|bit|line|sentence))?[.!]?$/i.exec(text);
  if (removal?.[1] && !/^(?:exclamation|exclamation marks?)$/i.test(removal[1])) {
    // "dont mention the house thing actually": the house.
    const what = removal[1].replace(/,?\s+(?:just|only)\s+(?:(?:the|my|keep)\s+)?[\w' -]+$/i, '').replace(/^(?:the|any|all)\s+/i, '').replace(/(?:\s+(?:actually|pls|please|thanks|either|at all|anymore))+$/i, '').replace(/\s+(?:thing|stuff|part|bit|bits)$/i, '').trim();
    if (what && what.split(' ').length <= 8 && !result.shorter) result.remove.push(what);
  }

  // "make it more urgent, ive got insulin in there", "more fun, he's a massive arsenal fan": the
  // reason given after the change is worth saying too (not "shorter, he doesn't read long emails").
  const reason = /^(?:(?:make|keep)\s+it\s+|a\s+bit\s+|be\s+)?(?:more\s+|less\s+)?[\w-]+(?:\s+(?:pls|please))?\s*,\s*(?:cos\s+|because\s+|as\s+|since\s+)?((?:I've|I have|I'm|I am|we've|we have|we're|he's|he is|she's|she is|they're|it's a|there's|he|she|they|we|I)\b.+)$/i.exec(text);
  if (reason?.[1] && (result.urgent || result.friendlier || result.formal) && !result.shorter && withoutNotesToUs(reason[1]).trim() !== '' && !/\b(?:my (?:best )?friend|knows? me|know each other|(?:we're|we are|we've been) (?:close|friends|mates)|my (?:boss|mum|mom|dad|sister|brother|partner)|(?:doesn'?t|does not|won't|never) read|hates?|likes?|prefers?|for work|old school|formal type|the ceo|a client)\b/i.test(reason[1])) {
    result.mention.push(reason[1].trim());
    return result;
  }
  // "also ask if they have parking": a question added to the drafts.
  const ask = /^(?:and\s+|also\s+|oh\s+|plus\s+)*(?:can you\s+|could you\s+|please\s+)?(?:also\s+)?ask\s+(?:them\s+|him\s+|her\s+)?((?:if|whether|about|when|what|how|for|where|who)\b.+?)[.?!]?$/i.exec(text);
  if (ask?.[1]) {
    // "ask if pets are allowed, we have a cat": the question, then the fact behind it.
    const [asked = '', ...told] = ask[1].trim().split(/,\s+(?=(?:we|I|they|he|she|it|there|our|my)\b)/);
    const what = asked.trim();
    result.mention.push(/^about\b/i.test(what) ? `Could you also tell me ${what.replace(/^about\s+/i, 'about ')}?` : /^for\b/i.test(what) ? `Could I also ask ${what}?` : `Could you also let me know ${what}?`, ...told.map((line) => line.trim()));
    return result;
  }
  const mention = /(?<!\b(?:don't|do not|dont|never|not|no need to|no)\s+(?:(?:want|need|have)\s+to\s+)?)\b(?:mention(?!\s+of\b)|add|include|say|note|tell (?:them|him|her)|let (?:them|him|her) know|also say|point out|explain)\s+(?:that\s+|a line (?:that|about|saying)\s+|a sentence (?:that|about|saying)\s+|something about\s+)?(.+?)[.!]?$/i.exec(text);
  if (mention?.[1] && !result.ps && !/^(?:a\s+)?p\.?s\b/i.test(mention[1]) && !/^(?:more detail|details|a bit more|some warmth|warmth|urgency|my name|a subject)/i.test(mention[1])) {
    // "add that theres pizza and to let me know about allergies": a fact, then an ask.
    const [fact = '', ask2] = mention[1].trim().split(/\s+and\s+to\s+(?=(?:let|tell|bring|send|reply|rsvp|call|text|email|confirm)\b)/i);
    result.mention.push(fact.trim());
    if (ask2) result.mention.push(`please ${ask2.trim()}`);
  }
  return result;
}

/** A short instruction about the drafts that the parser could not read: say so rather than start over. */
export function looksLikeInstruction(raw: string): boolean {
  return raw.trim().split(/\s+/).length <= 12 && /^(?:please\s+)?(?:change|make|add|remove|use|put|replace|swap|switch|drop|delete|cut|fix|rewrite|redo|edit|tweak|can you make|could you make)\b/i.test(raw.trim());
}

export function isFollowUp(parsed: FollowUp): boolean {
  return Boolean(parsed.shorter || parsed.longer || parsed.formal || parsed.friendlier || parsed.confident || parsed.urgent || parsed.sign || parsed.ps || parsed.mention.length > 0 || parsed.remove.length > 0 || parsed.change || parsed.recipientName || parsed.subject || parsed.newSubject || parsed.regenerate);
}

/** Starts another email: "now write one to my landlord ...", "email the school that ...". */
export function looksLikeNewRequest(raw: string): boolean {
  const text = raw.toLowerCase();
  if (/\b(?:make|change|rewrite|revise|edit|update|tweak|redo|sign)\s+(?:it|this|them|the email|the drafts?|both|option)\b/.test(text)) return false;
  if (/^(?:and\s+|now\s+|also\s+|ok\s+|okay\s+)?(?:can you\s+|could you\s+|please\s+)?(?:write|draft|compose|create|send|need)\s+(?:me\s+)?(?:a|an|another|one|a new|the)\s+(?:[\w-]+\s+){0,3}(?:e-?mail|letter|message|note|reply|response)\b/.test(text)) return true;
  if (/^(?:now\s+|also\s+)?(?:e-?mail|write to|reply to|message|text)\s+(?:my|the|our|a|an)\s+\w+/.test(text)) return true;
  // "also ask if they have parking": one more question for these drafts, not a new email.
  if (/^(?:and\s+|also\s+|oh\s+|plus\s+)*(?:can you\s+|could you\s+|please\s+)?(?:also\s+)?ask\s+(?:them\s+|him\s+|her\s+)?(?:if|whether|about|when|what|how|for|where|who)\b/.test(text)) return false;
  if (/^(?:now\s+|also\s+)?(?:ask|tell|remind|thank|invite|inform|congratulate|apologi[sz]e to|complain to|follow up with)\s+(?:my|our|the|a|an|[a-z]+)\s+\w+[^.?!]{12,}/.test(text) && !/\b(?:option|draft|version|the email|it shorter|it longer)\b/.test(text)) return true;
  return false;
}

function titleName(name: string): string {
  return name.split(' ').map((part) => (/^(?:and|&)$/i.test(part) ? 'and' : /^(?:mr|mrs|ms|dr)\.?$/i.test(part) ? `${part.charAt(0).toUpperCase()}${part.slice(1).toLowerCase().replace(/\.$/, '')}.` : part.charAt(0).toUpperCase() + part.slice(1))).join(' ');
}
