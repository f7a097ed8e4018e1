// A pasted email the visitor received: split it from what they want to answer, and read who sent
// it, who it greeted, what it is about and what it asks.
import nlp from 'compromise';
import { isFirstName } from './names.ts';
import { genderOf, type Recipient } from './recipient.ts';

export interface QuotedEmail {
  text: string;
  /** Who wrote it: the name under its sign-off ("Best, Greta"). */
  sender?: string;
  /** The company under the signature ("Accounts, PromoPrint"): greeted as a team when no name is given. */
  organization?: string;
  /** Whom it greeted ("Hi Tom,"): the visitor, so the reply is signed with that name. */
  greeted?: string;
  subject?: string;
  /** Its questions, as written. */
  questions: string[];
  /** A few words saying what it is about, for the subject line: "the onboarding call". */
  topic?: string;
}

const GREETING = /^(?:hi|hello|hey|hiya|yo|dear|good (?:morning|afternoon|evening)|greetings|to whom it may concern)\b[^\n]*$/i;
/** A greeting line that opens a pasted email, even as the message's first line: "Hi Sam," "Dear students,". */
const EMAIL_GREETING = /^(?:hi|hello|hey|hiya|dear|good (?:morning|afternoon|evening))(?:\s+(?!(?:can|could|would|will|please|pls|i|i'm|im|u|you|reply|write|help|so)\b)[\w.'’&-]+){0,4}\s*[,!:]?\s*$/i;
/** The sign-off words that end a pasted email on the line of its last sentence: "... by Friday? Ta, Gemma". */
const SIGNED_WITH = String.raw`best(?: wishes| regards)?|kind regards|warm regards|regards|thanks(?: so much| again)?|thank you|many thanks|cheers|sincerely|yours(?: sincerely| truly)?|all the best|talk soon|take care|love|ta`;
const SIGN_OFF = /^(?:best|best regards|best wishes|kind regards|kindest regards|regards|warm regards|warmest regards|warm wishes|warmly|many thanks|thanks(?: so much| again| in advance| a lot)?|thank you(?: so much| very much| again)?|thx|ta|cheers|sincerely|yours(?: sincerely| truly| faithfully)?|all the best|all best|talk soon|speak soon|see you soon|take care|love|lots of love|with love|with thanks|respectfully|apologies|(?:with |my )?apologies again|sorry again)\b[,!.]*\s*(.*)$/i;
const REPLY_CUE = /\b(?:reply|respond|answer|response|get back to|write back)\b|\b(?:sent|forwarded|got|received)\s+(?:me\s+|us\s+)?this\b|\b(?:said|wrote|asked|emailed)\s*:?\s*$|\b(?:this|the|that|her|his|their|below) (?:e-?mail|message)\b|\b(?:email|message) (?:below|from)\b|:\s*$/i;
/** How a visitor's own instruction starts when it follows the pasted email: "tell him ...", "i have ...", "11 is better". */
const INSTRUCTION_START = /^(?:reply|respond|answer|say|tell|ask|let|decline|accept|confirm|thank|explain|mention|apologi[sz]e|agree|refuse|offer|suggest|propose|push back|turn (?:it|them|him|her) down|yes|no|nope|yeah|yep|sure|ok|okay|i|i'm|im|i'll|ill|i've|ive|i'd|can you|could you|pls|please|plz|just|need to|want to|make it|keep it|politely|nicely|basically)\b/i;
/** A line under a name: a role, a team or a company ("Talent Team, Brightline Studios", "Accounts, PromoPrint"). */
const ROLE_WORD = /\b(?:team|ltd|limited|inc|llc|plc|co|company|studios?|group|agency|practice|surgery|clinic|office|department|dept|services|solutions|supplies|accounts|reception|recruitment|talent|hr|support|sales|billing|manager|director|officer|coordinator|assistant|administrator|head|lead|founder|ceo|cto|coo|partner|consultant|specialist|associate|executive|designer|engineer|developer|editor|teacher|professor|lecturer|school|college|university|academy|council|hotel|restaurant|bakery|cafe|shop|store|properties|lettings|estates|management|consulting|marketing|media|design|events|hospital|bank|insurance|housing|association|society|club|trust|foundation|committee|board|operations|finance|customer|care|admissions|registrar|bookings?)\b/i;

const ROLE_LINE = /^[A-Z0-9&][\w&'’.()/+-]*(?:[ ,]+(?:[A-Z0-9&][\w&'’.()/+-]*|of|and|for|the|at|&|[-–—|]))*$/;

/** "Hi Sam," "Dear Mr. Okafor," "Hey!" at the start of the email's text. */
const GREETING_WORDS = /^(?:hi|hello|hey|hiya|dear|good (?:morning|afternoon|evening))\b(?:\s+(?:Mr|Mrs|Ms|Mx|Dr|Prof)\.)?[^,!:.?]*[,!:]+\s*/i;

/** Sentences, without breaking at "Mr." or "Dr.". */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<!\b(?:Mr|Mrs|Ms|Mx|Dr|Prof|St|No|vs|approx)\.)(?<=[.!?])\s+/).map((sentence) => sentence.trim()).filter(Boolean);
}

const CONTACT_LINE = /^(?:(?:t|tel|phone|mobile|mob|m|e|email|e-mail|w|web|fax|office|direct)\s*[:.]|\+?\d[\d\s().-]{6,}$|\S+@\S+\.\w+$|https?:\/\/|www\.|sent from my\b|get outlook for\b)/i;
/** "On Mon, 3 Jun 2024 at 10:00, Ben Carter <ben@x.com> wrote:", "Tariq Hussain wrote:": a reply header, and who wrote. */
const WROTE = /^(?:On\s.{4,80}?,\s*)?([A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){0,2})\s*(?:<[^>]*>)?\s*wrote:\s*$/;

interface Signature {
  /** The first line of the signature (the sign-off, or the name when there is none). */
  at: number;
  /** The line after the signature's last line (its name, role and company). */
  end: number;
  sender?: string;
  organization?: string;
}

/** One word signing for a desk, not a person: "Reception", "Payroll". */
const DESK = /^(?:Reception|Admin|Administration|Management|Accounts|Support|Sales|Billing|Recruitment|Bookings|Enquiries|Office|Team|Hr|Payroll|Finance|Security|Facilities|Housekeeping|Concierge)$/;

/**
 * Whom a reply goes to when its signature says more than a name would: an email signed only by a
 * company ("Dear Fitzone team,"), or one word that is a name even where it is also a title
 * ("Cheers, Dean" greets Dean, not "Dean [Last name]"). Otherwise the sender is read as any phrase.
 */
export function replyRecipient(quoted: QuotedEmail): Recipient | undefined {
  const sender = quoted.sender;
  if (sender && /^\p{Lu}[\p{Ll}'-]+$/u.test(sender) && !DESK.test(sender) && !(quoted.organization && sender === quoted.organization)) {
    return { phrase: sender, relation: 'unknown', plural: false, gender: genderOf(sender, 'they'), name: sender };
  }
  if (!quoted.organization || !quoted.sender || quoted.sender !== quoted.organization) return undefined;
  const organization = quoted.organization.replace(/\s+(?:team|support)$/i, '');
  return { phrase: quoted.organization, organization, relation: 'company', plural: false, gender: 'they' };
}

/** Splits "reply to this, thursday works\n> Hi, could we ...": the instruction and the pasted email. */
export function splitQuoted(message: string): { instruction: string; quoted?: QuotedEmail } {
  const lines = message.split('\n');
  const quotedLines = lines.filter((line) => /^\s*>/.test(line));
  if (quotedLines.length > 0) {
    const first = lines.findIndex((line) => /^\s*>/.test(line));
    const last = lines.length - 1 - [...lines].reverse().findIndex((line) => /^\s*>/.test(line));
    // The reply header over the quote ("On Tue, 6 May 2025 at 11:20, Nadia <...> wrote:") is not the visitor's.
    let top = first;
    while (top > 0 && (WROTE.test((lines[top - 1] ?? '').trim()) || /^(?:subject|from|to|date|sent|cc):/i.test((lines[top - 1] ?? '').trim()) || (lines[top - 1] ?? '').trim() === '')) top -= 1;
    const instruction = joinInstruction(lines.slice(0, top).join('\n'), lines.slice(last + 1).filter((line) => !/^\s*>/.test(line)).join('\n'));
    const text = quotedLines.map((line) => line.replace(/^\s*>\s?/, '')).join('\n').trim();
    if (text) return { instruction: cleanInstruction(instruction), quoted: readQuoted(text) };
    // Only empty "> " lines: nothing was pasted after all.
    return splitQuoted(lines.filter((line) => !/^\s*>\s*$/.test(line)).join('\n'));
  }
  const pasted = pastedBlock(lines);
  if (pasted) return { ...pasted, instruction: cleanInstruction(pasted.instruction) };
  // "reply to this, thursday works ... 'Hi, could we ...'": a quotation in quote marks.
  const quotedMark = /^(.*?)["“]((?:hi|hello|hey|dear)\b[^"”]{15,})["”](.*)$/is.exec(message)
    ?? /^(.*?)[‘']((?:hi|hello|hey|dear)\b.{15,}?)[’'](?=\s*$|\s*[-–—,:]?\s+[a-z])(.*)$/is.exec(message);
  if (quotedMark?.[2] && (REPLY_CUE.test(message) || INSTRUCTION_START.test((quotedMark[1] ?? '').trim()))) {
    return { instruction: cleanInstruction(joinInstruction(quotedMark[1] ?? '', quotedMark[3] ?? '')), quoted: readQuoted(quotedMark[2].trim()) };
  }
  // "reply to my boss, she wrote "can you cover saturday?" - i can do it": what they wrote, in quote marks.
  const wrote = /^(.*?)(?:,?\s*(?:and\s+)?(?:she|he|they|it|(?:my|the|our)\s+[\w'-]+(?:\s+[\w'-]+)?|[A-Z][a-z'-]+)\s+(?:wrote|said|asked|sent(?:\s+me)?|messaged(?:\s+me)?|emailed(?:\s+me)?|texted(?:\s+me)?|writes|says|asks)\s*(?:me\s+)?[:,]?\s*)["“]([^"”]{10,})["”]\s*[-–—,.:;]*\s*(.*)$/is.exec(message);
  if (wrote?.[2] && REPLY_CUE.test(message)) {
    return { instruction: cleanInstruction(joinInstruction(wrote[1] ?? '', wrote[3] ?? '')), quoted: readQuoted(wrote[2].trim()) };
  }
  // "reply to karen: "can you do the report by thursday? ..." tell her yes but ...": a quotation after
  // the cue, however it starts.
  const cued = /^(.*?\b(?:reply|respond|answer|write back)\b[^"“\n]{0,60}?)\s*[:,-]?\s*["“]([^"”]{15,})["”](.*)$/is.exec(message);
  if (cued?.[2] && /[a-z]/i.test(cued[3] ?? '')) {
    return { instruction: cleanInstruction(joinInstruction(cued[1] ?? '', cued[3] ?? '')), quoted: readQuoted(cued[2].trim()) };
  }
  // Inline: reply to this email: "Hi, ..." or reply to this: Hi Tom, can you ...
  const inline = /^(.*?\b(?:reply|respond|answer)\b[^:"]*?)[:-]\s*["“]?((?:hi|hello|hey|dear)\b.+?)["”]?\s*$/is.exec(message);
  if (inline?.[1] && inline[2]) {
    const { email, after } = trailingInstruction(inline[2].trim());
    return { instruction: cleanInstruction(joinInstruction(inline[1], after)), quoted: readQuoted(email) };
  }
  return { instruction: message };
}

/**
 * A one-line paste with the instruction after it: "... Best, Hannah, Loft & Co Customer Care  ill
 * switch to grey": the email ends with its signature (or two spaces); what follows is the visitor's.
 */
function trailingInstruction(text: string): { email: string; after: string } {
  const spaced = /^(.{20,}?[.!?\w])\s{2,}(\S.*)$/s.exec(text);
  if (spaced?.[1] && spaced[2] && (INSTRUCTION_START.test(spaced[2]) || /^[a-z]/.test(spaced[2]))) return { email: spaced[1].trim(), after: spaced[2].trim() };
  const signed = /^(.*?[.!?]\s+(?:best|thanks|thank you|cheers|regards|kind regards|many thanks|best wishes|love|warmly|all the best)[,!.]?\s+[A-Z][\w'’-]*(?:[ ,&]+(?:[A-Z][\w'’&.-]*|&))*)\s+((?:[a-z]|I\b|I')\S*.*)$/s.exec(text);
  if (signed?.[1] && signed[2] && (INSTRUCTION_START.test(signed[2]) || /^[a-z]/.test(signed[2]))) return { email: signed[1].trim(), after: signed[2].trim() };
  return { email: text, after: '' };
}

/**
 * A pasted email without quote marks: it starts at its greeting (or after a "reply to this:" line)
 * and ends at its signature; what comes before and after it is the visitor's instruction.
 */
function pastedBlock(lines: readonly string[]): { instruction: string; quoted: QuotedEmail } | undefined {
  // ("... Best, Priya\n--\nsay yes ...": a rule of dashes between the paste and the instruction parts them, as a blank line does.)
  const trimmed = lines.map((line) => line.trim().replace(/^[-–—_=*~]{2,}$/, ''));
  // "hi mate, any chance you could cover my shift sunday? ill owe you one\nrob\nwrite back ...": a
  // first name typed in lower case on a line of its own, between a greeting's lines and the
  // instruction, signs the paste; the sentence above it ends there.
  let signer = -1;
  if (GREETING_WORDS.test(trimmed[0] ?? '')) {
    signer = trimmed.findIndex((line, index) => index > 0 && index < trimmed.length - 1 && /^[a-z][a-z'-]+(?:\s+x+)?$/.test(line) && isFirstName(line.replace(/\s+x+$/, '').replace(/^./, (c) => c.toUpperCase())) && /\w$/.test(trimmed[index - 1] ?? '') && trimmed.slice(index + 1).some(Boolean));
    if (signer > 0) {
      trimmed[signer] = (trimmed[signer] ?? '').replace(/^./, (c) => c.toUpperCase());
      trimmed[signer - 1] = `${trimmed[signer - 1]}.`;
    }
  }
  let start = trimmed.findIndex((line, index) => index > 0 && GREETING.test(line));
  if (start < 0 && EMAIL_GREETING.test(trimmed[0] ?? '')) start = 0;
  // "hi mate, any chance you could lend me £300 ...\ncheers\njamie\nneed to say no nicely": a
  // greeting that runs on into its first line, with a sign-off and a name below it.
  if (start < 0 && GREETING_WORDS.test(trimmed[0] ?? '') && trimmed.some((line, index) => index > 0 && /^(?:cheers|thanks|thank you|best|regards|kind regards|love|thx|ta|many thanks|best wishes|all the best)[,!.]*$/i.test(line) && /^[A-Za-z][\w'-]*(?:\s+[A-Za-z][\w'-]*)?[,.]?\s*(?:x+)?$/.test(trimmed[index + 1] ?? '') && trimmed.slice(index + 2).some((rest) => rest.length > 0))) start = 0;
  if (start < 0 && signer > 0) start = 0;
  if (start < 0) {
    // "reply to this, ask for a copy of the invoice\n\nYour payment ...": no greeting, a cue, a blank line.
    const blank = trimmed.findIndex((line, index) => index > 0 && line === '');
    const head = trimmed.slice(0, blank).join(' ');
    if (blank > 0 && REPLY_CUE.test(head) && head.split(/\s+/).length <= 25) {
      const next = trimmed.findIndex((line, index) => index > blank && line !== '');
      if (next > 0 && trimmed.slice(next).filter(Boolean).length >= 2) start = next;
    }
  }
  if (start < 0) {
    // "tell them i'll be there\n\nThe AGM will take place ...\n\nJane Smith\nSecretary": an instruction, then a signed email.
    const blank = trimmed.findIndex((line, index) => index > 0 && line === '');
    const head = trimmed.slice(0, blank).join(' ');
    const next = trimmed.findIndex((line, index) => index > blank && line !== '');
    if (blank > 0 && next > 0 && INSTRUCTION_START.test(head) && head.split(/\s+/).length <= 25) {
      const signature = findSignature(trimmed.slice(next));
      if (signature?.sender || signature?.organization) start = next;
    }
  }
  if (start < 0) {
    // "Hey! Is the spare room free that weekend? ... - Lauren\nreply: yes ...": a one-line email
    // from its greeting, then the visitor's instruction in lowercase on the lines after it.
    const first = trimmed[0] ?? '';
    const after = trimmed.slice(1).filter(Boolean).join(' ');
    if (GREETING.test(first) && /^[a-z]/.test(after) && first.split(/\s+/).length >= 8 && /[.!?]/.test(first)
      && !/\b(?:can|could|would) (?:you|u)\b|\b(?:write|draft|help me|an? (?:e-?mail|message|note) to|email (?:to|my|the))\b/i.test(first)
      // An answer to it, not a note of the visitor's own to send: "reply: ...", "yes but ...", "ask if they ...".
      && (REPLY_CUE.test(after) || /^(?:yes|no|yeah|yep|nope|sure|ok|okay|say|accept|decline|thank)\b/i.test(after) || /\b(?:ask|tell|say|let)\s+(?:if\s+|whether\s+)?(?:they|them|him|her|he|she)\b/i.test(after))) {
      const { email, after: signedAfter } = trailingInstruction(first);
      return { instruction: joinInstruction('', [signedAfter, after].filter(Boolean).join(' ')), quoted: readQuoted(email) };
    }
    return leadingPaste(trimmed);
  }
  // "Subject: Venue booking" and other header lines above the greeting belong to the email.
  while (start > 0 && (/^(?:subject|from|to|date|sent|cc|re):/i.test(trimmed[start - 1] ?? '') || WROTE.test(trimmed[start - 1] ?? '') || /^-{2,}\s*(?:original message|forwarded message)\s*-{2,}$/i.test(trimmed[start - 1] ?? '') || (trimmed[start - 1] === '' && (/^(?:subject|from|to|date|sent|cc):/i.test(trimmed[start - 2] ?? '') || WROTE.test(trimmed[start - 2] ?? ''))))) start -= 1;
  const before = lines.slice(0, start).join('\n').trim();
  const rest = trimmed.slice(start);
  let end = rest.length;
  const signature = findSignature(rest);
  if (signature && signature.end < rest.length) end = signature.end;
  else if (!signature || signature.end >= rest.length) {
    // No signature to end at: the last paragraph is the visitor's when it reads as an instruction.
    const lastBlank = rest.lastIndexOf('');
    const tail = lastBlank > 0 ? rest.slice(lastBlank + 1).filter(Boolean) : [];
    const tailText = tail.join(' ');
    // No blank line before it: a last line that starts like an instruction, after a finished sentence.
    if (lastBlank < 0 && rest.length >= 2) {
      const last = rest[rest.length - 1] ?? '';
      // (After a sentence and a line that only names who sent it: "... call us to rearrange.\nOakwood Dental".)
      const named = rest.length >= 3 && /^[A-Z][\w&'’.-]*(?:\s+(?:[A-Z&][\w&'’.-]*|of|and))*$/.test(rest[rest.length - 2] ?? '') && /[.!?]$/.test(rest[rest.length - 3] ?? '');
      // (Or a line signed at its end, "... to help set up? Cheers, Marcus", then the answer: "yes to speakers but ...".)
      const signedInline = new RegExp(String.raw`[.!?]\s+(?:${SIGNED_WITH})[,!.]?\s+[A-Z][\w'’-]+$`, 'i').test(rest[rest.length - 2] ?? '')
        // (Or a shop's own sign-off on its last line: "Thanks for shopping with Loom & Thread".)
        || (/^(?:thanks|thank you|many thanks)\s+for\s+(?:shopping|choosing|ordering|booking|your (?:order|custom|business|purchase))\b.*\b(?:with|at|from)\s+(?-i:[A-Z])/i.test(rest[rest.length - 2] ?? '') && /[.!?]$/.test(rest[rest.length - 3] ?? ''));
      if ((instructionLike(last) || (signedInline && /^(?:yes|no|yeah|yep|nope|sure|ok|okay)\b/i.test(last))) && (/[.!?]$/.test(rest[rest.length - 2] ?? '') || named || signedInline) && !signOffLine(last) && GREETING.test(rest[0] ?? '')) end = rest.length - 1;
    }
    const email = rest.slice(0, lastBlank).filter(Boolean);
    // (A paste signed at the end of its last line, "... please? Thanks, Megan": what follows is the visitor's, however it starts.)
    const signedAtEnd = new RegExp(String.raw`[.!?]\s+(?:${SIGNED_WITH})[,!.]?\s+[A-Z][\w'’-]+$`, 'i').test(email[email.length - 1] ?? '');
    if (tail.length > 0 && (email.length >= 2 || (email.length === 1 && (GREETING.test(email[0] ?? '') || REPLY_CUE.test(before)) && (email[0] ?? '').split(/\s+/).length >= 6)) && (instructionLike(tailText) || /^[0-9]/.test(tailText) || signedAtEnd) && !signOffLine(tailText)) end = lastBlank;
  }
  // Not a reply at all: no cue anywhere and nothing signed ("email my landlord\nhi dave, ...").
  if (start > 0 && !REPLY_CUE.test(before) && !(signature?.sender || signature?.organization) && !REPLY_CUE.test(rest.slice(end).join(' '))) {
    if (rest.slice(end).join('').trim()) return undefined;
  }
  const after = rest.slice(end).join('\n').trim();
  // "... thats what i sent and she replied:": the email to answer is the one after it.
  const marker = rest.slice(0, end).map((line, index) => (/^(?:(?:that'?s|this is|that was) what i (?:sent|wrote|said)\b.*|.*\b(?:she|he|they|and they|and she|and he) (?:replied|wrote back|answered|responded|said|sent(?: back)?)(?: this)?)\s*:?$/i.test(line) ? index : -1)).filter((index) => index >= 0).pop();
  const text = rest.slice(marker !== undefined ? marker + 1 : 0, end).join('\n').trim();
  if (!text) return undefined;
  if (start === 0 && !after) return undefined;
  // "write to my boss:\nHi Farid, ..." is the visitor's own draft, not an email to answer.
  const cue = REPLY_CUE.test(before) && !(/\b(?:write|email|e-mail|send|draft|message|text)\b/i.test(before) && !/\b(?:reply|respond|answer|back)\b/i.test(before));
  if (start > 0 && !(cue || /\n/.test(text) || after)) return undefined;
  return { instruction: joinInstruction(before, after), quoted: readQuoted(text) };
}

/**
 * "Your booking is confirmed! ... Non-refundable rate: £238\n\ni booked the wrong month, ...": an
 * email pasted first, written to the visitor (a greeting, a signature or "your"), then the visitor's
 * own words, typed from a lowercase letter on a line of their own.
 */
function leadingPaste(lines: readonly string[]): { instruction: string; quoted: QuotedEmail } | undefined {
  const at = lines.findIndex((line, index) => index > 0 && /^[a-z]/.test(line));
  if (at < 0) return undefined;
  const email = lines.slice(0, at).filter(Boolean);
  const text = email.join(' ');
  const instruction = lines.slice(at).filter(Boolean).join(' ');
  if (!/^[A-Z0-9"“]/.test(email[0] ?? '') || text.split(/\s+/).length < 8 || instruction.split(/\s+/).length < 3) return undefined;
  // The visitor's own request, typed with capitals: "Write to my landlord. The boiler ...".
  if (/\b(?:write|draft|help me|an? (?:e-?mail|message|note) to|email (?:to|my|the))\b/i.test(text)) return undefined;
  // Signed on a line of its own, or at the end of the last one ("... in a couple of weeks. Cheers, Gaz").
  const signed = Boolean(findSignature(email)) || new RegExp(String.raw`[.!?]\s+(?:${SIGNED_WITH})[,!.]?\s+[A-Z][\w'’-]+(?:\s+[-–—]\s+[A-Z][\w&' ]+)?$`, 'i').test(text);
  if (!(GREETING.test(email[0] ?? '') || signed || /\byour?\b/i.test(text))) return undefined;
  return { instruction, quoted: readQuoted(email.join('\n')) };
}

// "the garage sent me this invoice", "this is what BT said after my 3rd call", "we got this google review
// and want to reply by email because ...": a paragraph above the paste saying only where it came from.
const POINTER_PARAGRAPH = /^(?:(?:hey|hi|ok|okay|so)[ \t,]+)*(?:(?:this|that|here)(?:'s| is| was)[ \t]+what[ \t]+[^\n]{1,60}?[ \t]+(?:said|sent|wrote|replied|emailed|came back with)(?:[ \t]+(?:me|us|back))?(?:[ \t]+(?:after|when|to|on|about|this|last|today|yesterday)\b[^\n]{0,50})?|(?!(?:i|we|you|pls|please|can|could|reply|respond)\b)(?:[\w'&.-]+[ \t]+){1,5}?(?:sent|emailed|wrote|forwarded|gave|posted|left)[ \t]+(?:me[ \t]+|us[ \t]+)?(?:this|these|the following)(?:[ \t]+(?!(?:and|but|to)\b)[\w-]+){0,3}(?:[ \t]+(?:today|yesterday|earlier|this morning|last[ \t]+\w+|\d+[ \t]+\w+[ \t]+ago))?|(?:i[ \t]+|we[ \t]+)?(?:just[ \t]+)?(?:got|received|had)[ \t]+(?:this|these)(?:[ \t]+(?!(?:and|but|to)\b)[\w-]+){0,3}(?:[ \t]+(?:from|off|after|today|yesterday)(?:[ \t]+(?!(?:and|but)\b)[\w'&.-]+){0,6})?)(?:[ \t]+and[ \t]+(?:i[ \t]+|we[ \t]+)?(?:want|need|have)[ \t]+to[ \t]+(?:reply|respond|answer)(?:[ \t]+(?:to[ \t]+(?:it|him|her|them)|by[ \t]+e-?mail|privately|directly))*(?:[ \t]+(?:because|as|since)[ \t]+[^\n]{1,60})?)?[ \t]*[:.,;!-]*[ \t]*(?:\n\s*\n|$)/i;

/** An instruction that only says to reply: "reply to this", "can you reply to my landlord for me". */
const BARE_CUE = /^(?:(?:can|could|would) you\s+|please\s+|pls\s+|help me\s+|(?:i\s+)?(?:need|have|want) to\s+)?(?:reply|respond|answer|write back)(?:\s+to(?:\s+(?:this|that|it|him|her|them|my\s+[\w'-]+|the\s+[\w'-]+)(?:\s+(?:e-?mail|message|one))?)?)?(?:\s+(?:from\s+(?:my|the|a)\s+[\w'-]+))?(?:\s+(?:for me|pls|please|plz))*$/i;

/**
 * The visitor's instruction in words the request reader knows: "reply to this customer," is "reply
 * to this,"; "answer his questions: yes we deliver" gives the answers; "reply saying ..." says it.
 */
export function cleanInstruction(text: string): string {
  // "can you reply to this?" and nothing more: only the reply.
  if (BARE_CUE.test(text.trim().replace(/[\s?.!:,-]+$/, ''))) return 'reply to this';
  // "reply sorry for the mix up, ...": the apology is the reply.
  text = text.replace(/(^|[\n:;.!?]\s*)(?:(?:pls|please|can you|could you)\s+)?(?:reply|respond|answer)\s+(?:to (?:this|her|him|them)\s*:?\s*)?(?=(?:so sorry|really sorry|sorry|apologies|my apologies)\b)/i, '$1');
  // "reply yes please, and ask ...": the yes.
  text = text.replace(/^((?:reply|respond|answer|say)\s+(?:to this\s*:?\s*)?)(yes|yeah|yep)\s+(?:please|pls|plz)\b/i, '$1$2')
    // "reply saturday works, can i come at 11": the choice, said.
    .replace(/^(?:reply|respond|answer|say)\s+(?:to this\s*:?\s*)?((?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|the\s+\w+|tomorrow|thursday|\d{1,2}(?::\d{2})?\s*(?:am|pm)?)(?:\s+(?:morning|afternoon|evening|at\s+\d{1,2}(?::\d{2})?\s*(?:am|pm)?))?)\s+(?:works|is good|is fine|suits me|suits)\b(?!\s+for\b)/i, (_m, choice: string) => `reply saying ${choice} works for me`);
  // "hey so my landlord sent me this:", "this is from my coach,", "got this email from a client,": where it came from.
  text = text
    .replace(/^(?:(?:hey|hi|ok|okay|so|um|right)[\s,]+)*(?:so\s+)?(?:(?:my|our|the|a|an|this)\s+[\w' -]{1,40}?|(?!(?:i|we|you)\s)[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s+(?:sent|emailed|wrote|messaged|forwarded)(?:\s+(?:me|us))?(?:\s+this)?(?:\s+(?:e-?mail|message|text))?(?:\s+(?:today|yesterday|earlier|this morning))?(?:\s*\([^)]{1,40}\))?\s*[:,.;!-]+\s*/i, '')
    .replace(/^(?:(?:hey|hi|ok|okay|so)[\s,]+)*(?:this|it)(?:'s| is)\s+(?:an?\s+)?(?:e-?mail\s+|message\s+)?from\s+(?:my|our|the|a|an)\s+[\w' -]{1,30}?\s*[:,.;!-]+\s*/i, '')
    .replace(/^(?:(?:hey|hi|ok|okay|so)[\s,]+)*(?:i\s+)?(?:got|received|have|just got|just received)\s+(?:this|an?)\s+(?:e-?mail|message|text)(?:\s+from\s+(?:my|our|the|a|an)?\s*[\w' -]{1,30}?)?(?:\s+(?:today|yesterday|earlier|this morning))?\s*[:,.;!-]+\s*(?:and\s+)?/i, '')
    // "got this rejection,", "client said:", "colleague sent this": any other word for what came, or a bare verb.
    .replace(/^(?:(?:hey|hi|ok|okay|so)[\s,]+)*(?:i\s+)?(?:just\s+)?(?:got|received)\s+this(?:\s+[\w-]+){0,2}\s*(?:[:,.;!-]+\s*|$)(?:and\s+)?/i, '')
    .replace(/^(?:(?:my|our|the|a|an)\s+)?(?!(?:i|we|you|reply|respond|answer|say|tell|ask)\b)[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?\s+(?:said|wrote|asked|replied|sent this)\s*(?:[:,.;!-]+\s*|$)/i, '')
    // "allotment society chair emailed:", "client emailed after the shoot:": whoever sent it, however long the name, up to the colon.
    .replace(/^(?:(?:hey|hi|ok|okay|so)[\s,]+)*(?!(?:i|we|you|reply|respond|answer|say|tell|ask|write|pls|please)\b)(?:[\w'&.-]+\s+){1,5}?(?:sent|emailed|wrote|messaged|forwarded|replied)(?:\s+(?:me|us))?(?:\s+(?:this|that))?(?:\s+(?:after|before|about|re|regarding|following|on|from|today|yesterday|earlier|this morning|last\s+\w+)(?:\s+[\w' -]{1,40}?)?)?\s*:\s*/i, '')
    // "got this from the tour company:", "received this after the viewing:": where it came from, up to the colon.
    .replace(/^(?:(?:hey|hi|ok|okay|so)[\s,]+)*(?:i\s+|we\s+)?(?:just\s+)?(?:got|received|had)\s+this(?:\s+(?:e-?mail|message|letter|text|notice))?\s+from(?:\s+[\w'&.-]+){1,6}?\s*:\s*/i, '')
    // "reply with: photos attached, ...": what the reply says.
    .replace(/^((?:(?:pls|please|plz|just)\s+)*(?:reply|respond|answer|write back))\s+with\s*:\s*/i, '$1 to this: ')
    // "i own the restaurant.", "im the owner, its a tiny shop.", "this is the builder doing our extension,": who is who.
    .replace(/^(?:(?:i|we)\s+(?:own|run|manage)\s+(?:the|this|a|an|our)\s+[\w'-]+(?:\s+[\w'-]+)?|(?:i'?m|i am|we'?re|we are)\s+the\s+(?:owner|manager|landlord|freelancer|designer|organi[sz]er|host)(?:\s+of\s+[\w' -]{1,30}?)?(?:,\s*(?:it'?s|its)\s+(?:an?\s+[\w -]{1,25}?|just (?:me|us)|only (?:me|us)))?|(?:this|that|he|she|they)(?:'s|s| is| are)\s+(?:the|my|our)\s+[\w'-]+(?:\s+(?:doing|who|that|for|from)\s+[\w' -]{1,30}?)?)\s*[.,;!]\s+(?=[a-z])/i, '')
    // "reply from our holiday let, 1pm is ok", "reply from my candle business, say sorry": who replies, not what to say.
    .replace(/\b(reply|respond|answer|write back)\s+(?:from|for)\s+(?:my|our)\s+(?:[\w&'-]+\s+){0,3}?(?:business|shop|company|let|holiday let|cottage|b&b|salon|studio|cafe|café|bakery|restaurant|store|agency|practice|clinic|firm|team|brand)\s*[.,;:!-]+\s*/i, '$1 to this: ')
    // "reply as the freelancer": who replies, not what to say.
    .replace(/\b(reply|respond|answer|write back)\s+as\s+(?:the|a|an|my)\s+[\w-]+\s*[.,;:!-]+\s*/i, '$1 to this: ').replace(/\b(reply|respond|answer|write back)\s+as\s+(?:the|a|an|my)\s+[\w-]+\s+/i, '$1 ')
    // "reply asking for feedback", "reply thanks for telling me": what the reply does.
    .replace(/^((?:(?:pls|please|plz|can you|could you|just)\s+)*(?:reply|respond|answer|write back))\s+(?:by\s+)?asking\s+/i, '$1 to this: ask ')
    .replace(/^((?:(?:pls|please|plz|can you|could you|just)\s+)*(?:reply|respond|answer|write back))\s+(?:saying\s+)?(?:thanks|thank you)\s+(?=for\b)/i, '$1 to this: thank them ')
    .replace(/^((?:(?:pls|please|plz|can you|could you|just)\s+)*(?:reply|respond|answer|write back))\s+thanking\s+(?=for\b)/i, '$1 to this: thank them ')
    .trim();
  // "reply no but kindly, ...": the answer, then how to say it.
  const gently = /^((?:(?:pls|please|plz|can you|could you|just)\s+)*(?:reply|respond|answer|write back))\s+(?:saying\s+)?(yes|no)\s+but\s+(?:kindly|nicely|politely|gently|warmly|softly|tactfully)\s*(?:[,.;:-]\s*|$)/i.exec(text);
  if (gently?.[2]) text = `reply to this: ${gently[2].toLowerCase()}, ${text.slice(gently[0].length)}${text.slice(gently[0].length).trim() ? ', ' : ''}keep it polite`;
  // "reply apologising, ...", "respond thanking them and ...": what the reply does, said as an instruction.
  text = text.replace(/^((?:(?:pls|please|plz|can you|could you|just)\s+)*(?:reply|respond|answer|write back))\s+(?:by\s+)?(apologi[sz]ing|saying sorry|thanking (?:them|him|her)(?: for [^,.;]+)?)\b\s*(?:,\s*|\s+and\s+)?/i, (_m, cue: string, act: string) => `${cue} to this: ${/^(?:apologi|saying sorry)/i.test(act) ? 'apologise' : act.replace(/^thanking/i, 'thank')}, `);
  // "reply to this, be polite: tell him ...", "reply nicely: ...": the tone goes last, where it is read as the tone.
  const tone = /^((?:.*?\b)?(?:reply|respond|answer|write back)(?:\s+to\s+(?:this|that|it|him|her|them)(?:\s+(?:e-?mail|message|one))?)?(?:\s+(?:for me|pls|please))?)(?:\s*,\s*|\s+)(?:but\s+|and\s+)?(?:(?:be|keep it|make it|stay)\s+(?:sound\s+)?(?:very\s+|really\s+|more\s+)?(polite|nice|friendly|formal|professional|short|brief|casual|warm|firm)(?:\s+and\s+sweet)?|(short and sweet)|(politely|nicely|kindly|formally|professionally|casually|briefly|warmly|firmly)|(polite|friendly|formal|professional|casual|warm|firm)(?=\s*[:,.;-]))\s*(?:[:,.;-]\s*|$)(.*)$/is.exec(text);
  if (tone?.[1] && (tone[2] || tone[3] || tone[4] || tone[5])) {
    // ("friendly" is a tone as it stands; "politely" is "polite".)
    const word = (tone[2] ?? (tone[3] ? 'short' : undefined) ?? tone[4]?.replace(/ly$/i, '') ?? tone[5] ?? '').toLowerCase().replace(/^nice$/, 'polite').replace(/^kind$/, 'polite').replace(/^polite$/, 'polite').replace(/^(?:brie|short)$/, 'short').replace(/^formal$/, 'formal').replace(/^professional$/, 'formal').replace(/^casual$/, 'casual').replace(/^warm$/, 'warm').replace(/^firm$/, 'firm');
    const rest = (tone[6] ?? '').trim();
    text = rest ? `${tone[1].trim()}: ${rest.replace(/[.!]+$/, '')}, keep it ${word === 'brie' ? 'short' : word}` : `${tone[1].trim()}, keep it ${word === 'brie' ? 'short' : word}`;
  }
  // "reply ok with the 10th but ...": the answer is that the 10th is fine.
  text = text.replace(/^((?:(?:pls|please|plz|just)\s+)*(?:reply|respond|answer|write back))\s+(?:saying\s+)?(?:(?:we'?re|we are|i'?m|im|i am)\s+)?(?:ok|okay|fine|happy)\s+with\s+((?:the\s+)?[\w' -]{2,30}?)(?=\s*(?:,|\.|;|$|\s+but\b|\s+and\b))/i, (_m, _cue: string, what: string) => `reply to this: ${what} is fine with ${/\b(?:we|we're|our|us)\b/i.test(text) ? 'us' : 'me'}`);
  // "reply can we move it to the afternoon": the reply is the question.
  text = text.replace(/^(?:(?:pls|please|plz|just)\s+)*(?:reply|respond|answer|write back)\s+(?=(?:can|could|would|will|is|are|do|does)\s+(?:we|I|you)\b)/i, 'reply to this: ');
  // "pls reply yes and that im vegetarian": the yes is the answer, and the rest goes with it.
  text = text.replace(/^(?:(?:pls|please|plz|can you|could you|just)\s+)*(?:reply|respond|answer|write back)\s+(?:saying\s+|with\s+(?:a\s+)?)?(yes|no|yeah|yep|sure|ok|okay)\b\s*(?:,\s*(?!but\b)|\s+and\s+(?:that\s+|say\s+|tell (?:her|him|them)\s+)?|(?=[.!]|$)|\s+(?=(?:I|we)\s+(?:can|can't|cannot|will|won't|could|would|am|'m|'ll|do|don't)\b))/i, (_m, answer: string) => `reply to this: ${answer.toLowerCase()}, `);
  // "need a reply saying that and attaching the screenshot": what is said, and what is attached.
  text = text.replace(/\b(?:I\s+)?(?:need|want)\s+(?:a|to)\s+(?:reply|respond|write back)\s+(?:saying|to say)\s+(?:that|this)\s+and\s+(?:attaching|attach|with)\s+(the|my|a)\s+([\w -]{3,30}?)(?=\s*(?:[,.;]|$|\s+and\b))/gi, (_m: string, det: string, what: string) => `I have attached ${det.toLowerCase() === 'a' ? 'a' : 'the'} ${what}`);
  // "confirm i can come and ask ...", to a pasted invitation: the attendance confirmed, said as such.
  text = text.replace(/^((?:(?:reply|respond|answer)(?:\s+to\s+this)?\s*:?\s*)?(?:(?:pls|please|just)\s+)?)confirm\s+(?:that\s+)?i\s+(?:can|will|'ll)\s+(?:come|make it|attend|be there)\b/i, (_m: string, lead: string) => `${lead}say I'm pleased to confirm that I will attend`);
  // "accept but ask if 3.30 is possible": accept it, then ask.
  text = text.replace(/^((?:(?:reply|respond|answer)(?:\s+to\s+this)?\s*:?\s*)?(?:(?:pls|please|just)\s+)?(?:accept|decline))\s+(?=but\s+(?:ask|say|tell|mention|check|explain|suggest)\b)/i, '$1 it ');
  // "reply to confirm and say there'll be about 25 kids": the booking confirmed, then what is said.
  text = text.replace(/^((?:(?:pls|please|just)\s+)?)(?:reply|respond|answer)(?:\s+to\s+(?:this|it|them|her|him))?\s+to\s+confirm\s*,?\s+(?=and\s+(?:say|tell|ask|mention|let)\b)/i, '$1confirm, ');
  // "apologise, it was my mistake not theirs": not the reader's.
  text = text.replace(/\b(my|our)\s+(mistake|fault|error)\s*,?\s+not\s+(?:theirs|his|hers)\b/gi, '$1 $2, not yours');
  // "reply to this accepting, and ask what time ...": the acceptance, then the question.
  text = text.replace(/^(?:(?:pls|please|just)\s+)?(?:reply|respond|answer)(?:\s+to\s+(?:this|it|them|him|her))?\s*:?\s*(accepting|declining)\b(\s+(?:it|the offer|the invitation|the job|the role|the position))?\s*,?\s*(?=(?:and|but)\s+)/i, (_m: string, act: string, what: string | undefined) => `I want to ${act.toLowerCase().replace(/ing$/, act.toLowerCase() === 'declining' ? 'e' : '')}${what ?? ''}, `);
  // "want to accept but ask if the start date can be the 15th": the acceptance, then the question.
  text = text.replace(/^(?:I\s+)?(?:want|would like|'d like|need|am going)\s+to\s+(accept|decline)(\s+(?:it|the offer|the invitation|this|the job|the role|the position))?\s*,?\s*(?:(but|and)\s+)?/i, (_m, act: string, what: string | undefined, joint: string | undefined) => `${/^decline$/i.test(act) ? 'decline' : `I ${act.toLowerCase()}`}${what ?? ''}${joint ? `, ${joint.toLowerCase()} ` : ', '}`);
  // "it was posted tuesday, tracking is RN48. apologise, say ...": the apology opens the reply.
  const sorry = /[.,;]\s*(?:and\s+)?(?:apologi[sz]e|say sorry)\s*(?:[,.;]\s*|$)/i.exec(text);
  const afterSorry = sorry ? text.slice(sorry.index + sorry[0].length).trim() : '';
  if (sorry && afterSorry && !/^(?:reply|respond|answer|write back|apologi[sz]e|say sorry)\b/i.test(text)) text = `apologise, ${text.slice(0, sorry.index)}, ${afterSorry}`;
  // "reply asking why and that i wont pay": why, asked as a question, then what to say.
  text = text.replace(/\b(?:reply\s+|respond\s+)?asking\s+why\s*(?=,|\.|;|$|\s+and\b)/i, 'ask them to explain why ');
  // "chase them, firm": ask for the update that has not come.
  text = text.replace(/\bchase\s+(?:them|him|her|it)(?:\s+up)?\b/i, 'ask them for an update');
  text = text
    // "replyt o this", "repy to this": the reply, misspelt.
    .replace(/\breplyt\s+o\b/gi, 'reply to').replace(/\b(?:repy|rply|reploy|repply)\b/gi, 'reply').replace(/\breply\s+ot\b/gi, 'reply to').replace(/\b(?:respnd|repsond)\b/gi, 'respond')
    // "(from a customer)", "she asked:": who wrote it, not what to say.
    .replace(/\s*\((?:it'?s\s+|this is\s+)?from\s+[^)]{2,40}\)/gi, '')
    .replace(/,?\s*(?:she|he|they|it)\s+(?:asked|said|wrote|says|sent(?: me)?(?: this)?)\s*(?=:|$)/i, '')
    // "say thats fine": "that" is what is said, not the word before it.
    .replace(/\b(say(?:ing)?|tell(?:ing)?\s+(?:him|her|them))\s+that(?:'s|s|’s)\s+/gi, "$1 that that's ")
    // "basically i want to say ...": say it.
    .replace(/\b(?:so\s+)?basically\s*,?\s*/gi, '')
    .replace(/\b(?:i\s+)?(?:want|wanna|need|would like|'d like)\s+to\s+(say|tell (?:him|her|them)|let (?:him|her|them) know)\b/gi, '$1')
    .replace(/\bsorry,?\s+(?:i\s+)?(cant|can't|cannot)\b/gi, "sorry, I can't")
    .replace(/^(reply|respond|answer)\s*[:,-]\s+(?!to\b)/i, '$1 to this: ')
    // "reply to this asap": how soon is not what to say.
    .replace(/^((?:.*?\b)?(?:reply|respond)(?:\s+to\s+(?:this|that|it)(?:\s+(?:e-?mail|message|one))?)?)\s+(?:asap|urgently|quickly|quick|right away|today)\b\s*/i, '$1 ')
    // "yes still interested, can i pick it up saturday": the answer, then the next thing.
    .replace(/(^|:\s*)((?:yes|yeah|yep|no|nope|sure)\b[^,.?!]{0,40}),\s+(?=(?:can|could|would|will|and|but|i|i'm|im|ill|i'll|we|we're|it|it's|its|pls|please|also)\b)/i, '$1$2. ')
    // "we're the shop. apologise and ...": who writes, then what to say.
    .replace(/\b(we(?:'re| are) the \w+(?:\s+\w+)?)\.\s+(?=[a-z])/i, '$1, ')
    .replace(/^(?:(?:can|could|would) you\s+)?(?:please\s+)?(reply|respond)\s+to\s+this(?:\s+(?:e-?mail|message|one))?(?:\s+for me)?(?:\s+(?:pls|please|plz))?\s*\?+\s*/i, '$1 to this: ')
    .replace(/\b((?:reply|respond)\s+to\s+this)\s+(?!(?:e-?mail|message|one|for|pls|please|plz|and|but|with|saying|to|that)\b)(?:[a-z]+\s+){0,1}(?:customer|client|guy|woman|man|person|recruiter|lady|colleague|coworker|co-worker|student|parent|tenant|candidate|supplier|vendor|landlord|neighbou?r|teacher|manager|boss|friend|email|message|one|complaint|request|enquiry|inquiry|invite|invitation)(?:\s+(?:e-?mail|message))?(?=\s*[,:;.!-]|\s*$)/i, '$1')
    .replace(/\b(?:and\s+)?answer\s+(?:(?:his|her|their|the|all|both|these|those)\s+){1,2}questions?\s*(?:[:,-]\s*|\bwith\s+|\bsaying\s+)/i, '')
    .replace(/^((?:.*?\b)?(?:reply|respond|write back)(?:\s+to\s+(?:this|that|it|him|her|them))?)\s+(politely|nicely|kindly|briefly|quickly|professionally|formally|casually|firmly)?\s*(?:,\s*)?(?:saying|and say|to say|and tell (?:him|her|them)|telling (?:him|her|them)|and let (?:him|her|them) know|letting (?:him|her|them) know|that)\s+/i, (_m, cue: string, how?: string) => `${/\bto\b/i.test(cue) ? cue : `${cue} to this`}: ${how ? `${how} ` : ''}say `)
    // "say not thursday, friday morning instead": what does not work, and what does.
    .replace(/\bnot\s+((?:on\s+)?[\w']+(?:\s+(?:morning|afternoon|evening|night))?),?\s+(?:but\s+)?([\w']+(?:\s+(?:morning|afternoon|evening|night))?)\s+instead\b/i, "I can't do $1, but $2 works")
    .replace(/\bitll\b/gi, (m) => (m.charAt(0) === 'I' ? "It'll" : "it'll"))
    .replace(/\bits\s+(?=[a-z]+ly\b)/gi, (m) => (m.charAt(0) === 'I' ? "It's " : "it's "));
  // "say i have to decline, ...", "i decline, ...": the decline itself, which thanks for what is declined.
  return text.replace(/(^|:\s*)(?:say(?:ing)?\s+(?:that\s+)?)?(?:i\s+)?(?:(?:have|need|want|got)\s+to\s+|must\s+|will\s+have\s+to\s+|(?:'d|would)\s+like\s+to\s+)?decline\b(?:\s+(?:it|this|the offer|the invitation))?\s*(?:[,;.]\s*(?:but\s+)?|$)/i, '$1decline, ');
}

/** "Thanks," "Cheers, Tom", "Best wishes\nJo": a sign-off, not "thanks you too". */
function signOffLine(text: string): boolean {
  const own = SIGN_OFF.exec(text.trim())?.[1]?.replace(/[,.!]+$/, '').trim();
  return own !== undefined && (own === '' || nameLike(own) || /^x+$/i.test(own));
}

/**
 * The visitor's own words rather than the email's last paragraph: typed in lowercase, or an order
 * ("tell him ...", "say yes"); "I hope you're well." with its full stop is still the email.
 */
function instructionLike(text: string): boolean {
  if (/^[a-z]/.test(text)) return true;
  if (!INSTRUCTION_START.test(text)) return false;
  if (/^(?:I|I'm|I'll|I've|I'd|Just|Please|Ok|Okay)\b/.test(text) && /[.!?]$/.test(text.trim())) return false;
  return true;
}

/** The visitor's words before and after the pasted email, as one instruction. */
function joinInstruction(before: string, after: string): string {
  const head = before.trim();
  // ('..." - reply saying ...', '...". reply saying ...': the mark after the quotation is no part of what follows.)
  const tail = after.trim().replace(/\n+/g, ' ').replace(/^[:;,.\-–—](?![:;,.\-–—])\s*/, '');
  if (!tail) return head;
  const bare = head.replace(/[\s:;,.\-–—]+$/, '');
  if (!bare) return tail;
  // "the garage sent me this invoice" over the paste: only where it came from.
  if (!/:$/.test(head) && head.replace(POINTER_PARAGRAPH, '').trim() === '') return tail;
  // "reply to this:" + "reply pls, the 14th works": the second says it all.
  if (/^(?:reply|respond|answer)\b/i.test(tail) && BARE_CUE.test(bare)) return tail;
  // "reply to my neighbour:" + "say it's fine": one instruction; "reply to this complaint, we're the shop" +
  // "apologise, ...": the second half of a sentence.
  if (/[.!?]$/.test(bare)) return `${bare} ${tail}`;
  // "interview invite:", "from my son's school:" over the paste: what it is, not what to say.
  if (/:$/.test(head) && bare.split(/\s+/).length <= 5 && !/\b(?:reply|respond|answer|say|tell|ask|write|email|decline|accept|thank|apologi[sz]e|confirm|chase|follow|sent|send|i|we|my|our)\b/i.test(bare.replace(/^(?:from\s+)?my\s+/i, ''))) return tail;
  // "allotment society chair emailed:" over the paste: the colon stays, where a pointer is read.
  if (/:$/.test(head) && /\b(?:sent|emailed|wrote|messaged|forwarded|replied)\b|\b(?:got|received)\s+this(?:\s+\w+)?\s+from\b/i.test(bare)) return `${bare}: ${tail}`;
  return BARE_CUE.test(bare) || /^(?:(?:.*\s)?(?:reply|respond)(?:\s+to\s+(?:this|that|it|my\s+[\w'-]+|the\s+[\w'-]+))?(?:\s+(?:e-?mail|message|one))?)$/i.test(bare) ? `${bare}: ${tail}` : `${bare}, ${tail}`;
}

/**
 * The signature at the end of a pasted email: "Cheers, Tom", "Best,\nRachel Owens\nTalent Team,
 * Brightline Studios", "— Priya", "Dr. Farah Nasser", "Reception, Greenway Medical Practice".
 * Anything after it is not the email.
 */
function findSignature(lines: readonly string[]): Signature | undefined {
  for (let i = lines.length - 1; i >= 1; i -= 1) {
    const line = lines[i] ?? '';
    if (!line) continue;
    const signOff = SIGN_OFF.exec(line);
    const own = signOff ? (signOff[1] ?? '').replace(/[,.!]+$/, '').trim() : undefined;
    const dash = /^[-–—~]+\s*(.+)$/.exec(line)?.[1];
    // "Thanks, Dave at Kwik Motors": the person, then where they work.
    const at = own ? /^([A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?)\s+(?:at|from|@|[-–—|])\s+([A-Z].{1,40})$/.exec(own) : null;
    if (signOff && at?.[1] && at[2]) return { ...readSignatureLines(lines, i, at[1]), organization: at[2].trim() };
    if (signOff && (own === '' || nameLike(own ?? '') || /^x+$/i.test(own ?? ''))) {
      return readSignatureLines(lines, i, own && nameLike(own) ? own : undefined);
    }
    if (dash && nameLike(dash.replace(/[,(].*$/, '').trim())) return readSignatureLines(lines, i, dash.replace(/[,(].*$/, '').trim());
  }
  // No sign-off: a name on its own line after the last sentence ("Dr. Farah Nasser", "Jenna", "Lou x").
  for (let i = lines.length - 1; i >= 1; i -= 1) {
    const line = (lines[i] ?? '').replace(/\s+x+$/i, '');
    if (!line) continue;
    if (/[.!?]$/.test(line) && !/^(?:Mr|Mrs|Ms|Dr|Prof)\.$/.test(line)) return undefined;
    // "Nikki\nSt Clare's Hospice": the organisation under the name is not the name.
    const organisation = /['’]s\s|\b(?:Hospice|Hospital|School|Academy|Council|Ltd|Inc|Bank|Trust|Centre|Center|Surgery|Clinic|Foundation|Charity|Club|Society|Hotel|Studios?|Group|Nursery|College|University|Church|Association|Partners|Agency|Lettings|Estates)$/.test(line);
    const above = (lines[i - 1] ?? '').replace(/\s+x+$/i, '');
    if (organisation && i >= 2 && nameLike(above) && !ROLE_WORD.test(lines[i - 1] ?? '')) return { ...readSignatureLines(lines, i - 1, above, true), organization: line };
    // "Greg\nFairbanks Kitchens", "Mark\nThe Bell": a first name, then the business under it.
    if (i >= 2 && /^\p{Lu}[\p{Ll}'’-]+$/u.test(above) && isFirstName(above) && !ROLE_WORD.test(above) && /^(?:The\s+)?\p{Lu}[\p{L}'’&.-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}'’&.-]*){0,3}$/u.test(line) && (/^The\s/.test(line) || line.includes(' ')) && !isFirstName(line.split(/\s+/)[0] ?? '') && (lines[i - 2] === '' || /[.!?,]$/.test(lines[i - 2] ?? '')))  return { ...readSignatureLines(lines, i - 1, above, true), organization: line.replace(/^The\s+/, 'the ') };
    if (nameLike(line) && !ROLE_WORD.test(line) && !organisation) return readSignatureLines(lines, i, line, true);
    // "The Fitly Team", "Accounts Team": a team signs it.
    if (/^(?:the\s+)?(?:[A-Z][\w&'-]*\s+){0,3}(?:Team|Support|Crew)$/.test(line)) {
      // "Kerry Doyle\nPeople Team": a person signs it, for their team.
      if (i >= 2 && nameLike(above) && !ROLE_WORD.test(above) && isFirstName(above.split(/\s+/)[0] ?? '')) return { ...readSignatureLines(lines, i - 1, above, true), organization: line.replace(/^the\s+/i, '') };
      const team = readSignatureLines(lines, i, undefined, true);
      return { ...team, organization: team.organization && team.organization !== line ? team.organization : line.replace(/^the\s+/i, '') };
    }
    if (!ROLE_LINE.test(line) || INSTRUCTION_START.test(line)) return undefined;
  }
  return undefined;
}


function readSignatureLines(lines: readonly string[], at: number, name: string | undefined, bare = false): Signature {
  let index = bare ? at + 1 : at + 1;
  let sender = name;
  const skipBlank = () => {
    while (index < lines.length && lines[index] === '') index += 1;
  };
  if (!sender && !bare) {
    skipBlank();
    const next = (lines[index] ?? '').replace(/\s+x+$/i, '');
    // "Tara @ Crumbs Bakery", "Sam from Acme", "Jo | Studio 9": the name, then where they work.
    const where = /^([A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)?)\s*(?:@|\bat\b|\bfrom\b|[|–—-])\s*([A-Z].{1,40})$/.exec(next);
    if (where?.[1] && where[2]) {
      sender = where[1];
      index += 1;
      return { at, end: index, sender, organization: where[2].trim() };
    }
    // "Your neighbours at no. 22": whoever signs, the email ends here.
    if (next && !nameLike(next.replace(/\s*[,(|].*$/, '')) && /^[A-Z]/.test(next) && next.split(/\s+/).length <= 6 && !/[.!?]$/.test(next) && !INSTRUCTION_START.test(next) && !ROLE_LINE.test(next)) {
      return { at, end: index + 1 };
    }
    // "Mr J. Fletcher", "Mrs A. Patel": a title and a surname, the initials left out.
    const titled = /^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof)\.?\s+(?:[A-Z]\.?\s*){0,2}([A-Z][a-z'’-]+(?:-[A-Z][a-z'’-]+)?)$/.exec(next.trim());
    if (titled?.[1] && titled[2]) {
      sender = `${titled[1]} ${titled[2]}`;
      index += 1;
    } else if (next && nameLike(next.replace(/\s*[,(|].*$/, ''))) {
      sender = next.replace(/\s*[,(|].*$/, '').trim();
      if (!ROLE_WORD.test(sender)) index += 1;
      else sender = undefined;
    }
  }
  // Role and company lines under the name, at most three, never the visitor's instruction.
  let organization: string | undefined;
  for (let count = 0; count < 6 && index < lines.length; count += 1) {
    const line = lines[index] ?? '';
    // A phone number, an address, a website: still the signature.
    if (CONTACT_LINE.test(line)) {
      index += 1;
      continue;
    }
    if (!line || !ROLE_LINE.test(line) || INSTRUCTION_START.test(line) || line.split(/\s+/).length > 8) break;
    const parts = line.split(/\s*[,|–—]\s*|\s+-\s+/).filter(Boolean);
    const org = [...parts].reverse().find((part) => !/^(?:[\w&]+\s+)?(?:team|reception|accounts|recruitment|talent team|support|sales|billing|hr)$/i.test(part) || parts.length === 1);
    if (org) organization = org;
    if (!sender && parts.length === 1 && !ROLE_WORD.test(line) && nameLike(line)) sender = line;
    index += 1;
  }
  if (!sender && name === undefined && organization && /^(?:team|reception|accounts|recruitment|support|sales|billing|hr|admissions|customer (?:service|care|support))$/i.test(organization)) organization = undefined;
  if (sender) sender = sender.replace(/\s*\([^)]*\)\s*$/, '').replace(/\s+x+$/i, '').trim();
  return { at, end: index, ...(sender ? { sender } : {}), ...(organization ? { organization } : {}) };
}

function organizationLike(name: string): boolean {
  if (/^the\s/i.test(name)) return true;
  if (/^(?:Mr|Mrs|Ms|Mx|Dr|Prof)\b/.test(name) || /&|\band\b/.test(name)) return false;
  const words = name.split(/\s+/);
  if (ROLE_WORD.test(name) && !/^(?:head|lead|manager|director|partner|associate|care|customer)$/i.test(words[words.length - 1] ?? '')) return true;
  if (words.length < 2) return false;
  const tags: string[][] = (nlp(name).terms().json() as { terms?: { tags?: string[] }[] }[]).map((term) => term.terms?.[0]?.tags ?? []);
  if (tags.some((list) => list.includes('FirstName'))) return false;
  if (tags.some((list) => list.includes('Organization'))) return true;
  return Boolean(tags[0]?.includes('Adjective')) && !tags[0]?.includes('FirstName');
}

/** "Tom", "Rachel Owens", "Dr. Farah Nasser", "Mike & Sarah", "Mike and Sarah (no. 14)". */
function nameLike(text: string): boolean {
  const clean = text.replace(/\s*\([^)]*\)\s*$/, '').trim();
  if (!clean || clean.split(/\s+/).length > 5) return false;
  if (/^(?:Thanks|Best|Regards|Cheers|Hi|Hello|Yes|No|Sure|Ok|Okay|The|A|An|I|We|You)$/i.test(clean)) return false;
  return /^(?:(?:Mr|Mrs|Ms|Mx|Dr|Prof)\.?\s+|Professor\s+)?\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+){0,2}(?:\s+(?:&|and)\s+\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?)?\.?$/u.test(clean)
    || /^[a-z][a-z'-]{1,15}$/.test(clean) && !INSTRUCTION_START.test(clean) && Boolean((nlp(clean).terms().json()[0]?.terms?.[0]?.tags as string[] | undefined)?.includes('FirstName'));
}

export function readQuoted(pasted: string): QuotedEmail {
  // "\"Hi all, AGM is on the 20th. ... Bill\"": the quote marks around a paste are not the email's.
  const text = /^["“][^"“”]+["”]$/.test(pasted.trim()) ? pasted.trim().slice(1, -1).trim() : pasted;
  const lines = text.split('\n').map((line) => line.trim()).filter(Boolean);
  const email: QuotedEmail = { text, questions: [] };
  const subjectLine = lines.find((line) => /^subject:/i.test(line));
  if (subjectLine) email.subject = subjectLine.replace(/^subject:\s*/i, '').trim();
  const wrote = lines.map((line) => WROTE.exec(line)?.[1]).find(Boolean);
  // "From: Prof. Michael Lindqvist", "From: Wanda Okonkwo, HR", "From: Ravi Shah (Shah & Co)": the
  // name, with its title, before what they do or where they work.
  const fromLine = lines.map((line) => /^[Ff]rom:\s*((?:(?:Mr|Mrs|Ms|Mx|Miss|Dr|Prof|Professor|Rev|Cllr)\.?\s+)?\p{Lu}[\p{L}\p{M}'’-]+(?:\s+\p{Lu}[\p{L}\p{M}'’-]+){0,2})\s*(?:<[^>]*>)?\s*(?:(?:[,(|–—]|\s-)\s*[^,()<>]{1,60}\)?\s*(?:<[^>]*>)?\s*)?$/u.exec(line)?.[1]).find(Boolean);
  const body = lines.filter((line) => !/^(?:subject|from|to|date|sent|cc):/i.test(line) && !WROTE.test(line) && !CONTACT_LINE.test(line) && !/^-{2,}\s*(?:original message|forwarded message)\s*-{2,}$/i.test(line));
  const first = body[0] ?? '';
  const greeted = /^(?:[Hh]i|[Hh]ello|[Hh]ey|[Dd]ear)\s+(?!(?:Mr|Mrs|Ms|Mx|Miss|Dr|Prof|Professor|Sir|Madam)\b)([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)\s*[,!:]/.exec(first)?.[1];
  const greetedWord = greeted?.split(/\s+/)[0] ?? '';
  // "Dear Tenant," "Dear Customer," "Hi Neighbour": a role, not the visitor's name.
  if (greeted && !/^(?:there|all|team|everyone|folks|guys|customer|customers|sir|madam|member|members|parent|parents|applicant|candidate|colleague|colleagues|friend|friends|valued|student|students|resident|residents|guest|guests|user|client|patient|subscriber|both|you|tenant|tenants|homeowner|occupier|neighbou?r|neighbou?rs|supporter|donor|volunteer|employee|staff|reader|shopper|traveller|traveler|passenger|owner|landlord|sender|recipient)$/i.test(greetedWord) && !nlp(greetedWord.toLowerCase()).has('#Actor')) email.greeted = greeted;
  const signature = findSignature(body);
  if (signature?.organization) email.organization = signature.organization;
  email.sender = signature?.sender ?? (signature?.organization ? undefined : senderOf(body) ?? senderAtEnd(body.join(' ')));
  if (!email.sender && !email.organization && (wrote ?? fromLine)) email.sender = wrote ?? fromLine;
  // "Dr Shah's office": a practice, greeted as one.
  if (email.sender && /'s$/i.test(email.sender)) email.sender = undefined;
  const office = /\b((?:Dr\.?|Mr\.?|Mrs\.?|Ms\.?)?\s*[A-Z][\w-]+'s\s+(?:office|practice|surgery|clinic|team))\s*\.?\s*$/.exec(body.join(' '))?.[1];
  if (!email.sender && office) {
    email.organization = office.trim().replace(/^Dr\s/, 'Dr. ');
    email.sender = email.organization;
  }
  // "Big Mike": the name is Mike.
  const nick = email.sender ? /^(Big|Little|Lil|Young)\s+([A-Z][a-z'’-]+)$/.exec(email.sender) : null;
  if (nick?.[2]) email.sender = nick[2];
  // "Royal Mail", "Kwik Motors", "Streamly Team" under the email: a company, not a person.
  if (email.sender && !email.organization && organizationLike(email.sender)) {
    email.organization = email.sender;
    email.sender = undefined;
  }
  // Signed by a team only ("Reception, Greenway Medical Practice"): the reply greets the team.
  if (email.organization) email.organization = email.organization.replace(/^the\s+/i, '');
  if (!email.sender && email.organization) email.sender = email.organization;
  // The sentences of the email: without its greeting line and its signature.
  const content = signature && signature.at > 0 ? body.slice(0, signature.at) : body;
  const flat = content.join(' ');
  for (const sentence of sentencesOf(flat)) {
    const clean = sentence.replace(GREETING_WORDS, '').replace(/^(?:quick (?:question|one|q)|one more thing|also|and|so|just wondering|p\.?s\.?)\s*[-–—:,.]*\s*/i, '').trim();
    if (clean.endsWith('?')) email.questions.push(clean);
  }
  // What it is about: the thing or event it names ("the homepage mockups", "a potluck for Greg's retirement").
  const main = emailTopic(flat.replace(GREETING_WORDS, ''));
  if (main) {
    email.topic = main;
    return email;
  }
  const object = /\b(refund|order|invoice|booking|reservation|appointment|application|interview|meeting|call|quote|proposal|delivery|package|payment|account|subscription|project|event|party|offer|contract|viewing|lease|deposit)\b/i.exec(flat)?.[1]?.toLowerCase();
  if (object) email.topic = object === 'refund' ? 'your refund request' : `your ${object}`;
  else if (email.questions.length > 1) email.topic = 'your questions';
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
    // "... Regards, Ben - Cedar Builds": the person signs, then the firm they work for.
    const named = new RegExp(String.raw`\b(?:${SIGNED_WITH})[,!.]?\s+((?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?)\s+(?:[-–—|@]|at|from)\s+[A-Z][\w&'’ .-]{1,40}$`, 'i').exec(line);
    if (named?.[1] && isName(named[1])) return named[1];
    // "... Best, Greta" at the end of a one-line paste.
    const dash = /\s[-–—]\s*((?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?)\s*\.?$/.exec(line);
    if (dash?.[1]) return dash[1];
    const tail = new RegExp(String.raw`\b(?:${SIGNED_WITH})[,!.]?\s+((?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?)\.?$`, 'i').exec(line);
    if (tail?.[1] && isName(tail[1])) return tail[1];
    // "Best, Dr R. Collins": a title and a surname, the initial left out of the greeting.
    const titled = new RegExp(String.raw`\b(?:${SIGNED_WITH})[,!.]?\s+(Mr|Mrs|Ms|Dr|Prof)\.?\s+(?:[A-Z]\.?\s+){1,2}([A-Z][a-z'-]+)\.?$`, 'i').exec(line);
    if (titled?.[1] && titled[2]) return `${titled[1]} ${titled[2]}`;
    if (i === lines.length - 1 && isName(line) && lines.length > 1) return line;
  }
  return undefined;
}

/**
 * The name at the very end of a pasted email, whatever follows it: "Best, Laura (Talent team)",
 * "Kind regards, Fiona, PromoPrint", "Let me know! Jess", "leaving at 7 lol. chris".
 */
function senderAtEnd(flat: string): string | undefined {
  const signed = new RegExp(String.raw`\b(?:${SIGNED_WITH}|xo)[,!.]?\s+((?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?[A-Za-z][a-z'-]+)(?:\s+[A-Z][a-z'-]+)?\s*(?:[,(][^.!?]{0,60}|\s[-–—]\s*[A-Z][^.!?]{0,60})?\.?\s*$`, 'i').exec(flat);
  const word = signed?.[1];
  if (word && !/^(?:the|a|an|and|you|for|to|team|all|everyone|in|again)$/i.test(word)) return capitalizeName(word);
  const kiss = /(?:^|[.!?]\s+|\s)x+\s+([A-Z][a-z'-]{1,20})\s*$/.exec(flat)?.[1];
  if (kiss) return kiss;
  const last = /[.!?]\s+([A-Za-z][a-z'-]{1,20})\.?\s*$/.exec(flat)?.[1];
  if (last && !/^(?:thanks|thank|cheers|bye|lol|haha|ok|okay|yes|no|please|soon|x|xx|xo)$/i.test(last)) {
    const tags = nlp(last).terms().json()[0]?.terms?.[0]?.tags as string[] | undefined;
    if (/^[A-Z]/.test(last) || tags?.includes('FirstName') || tags?.includes('Person')) return capitalizeName(last);
  }
  return undefined;
}

function capitalizeName(name: string): string {
  return name.replace(/(^|[\s-])[a-z]/g, (c) => c.toUpperCase());
}

function isName(text: string): boolean {
  return /^(?:(?:Mr|Mrs|Ms|Mx|Dr)\.?\s+|Professor\s+)?[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+){0,2}\.?$/.test(text.trim()) && !/^(?:Thanks|Best|Regards|Cheers|Hi|Hello)$/i.test(text.trim());
}

/** Things and events an email is usually about: the head of a subject line. */
const TOPIC_HEAD = /^(?:mockups?|designs?|drafts?|reports?|contracts?|proposals?|quotes?|quotations?|estimates?|invoices?|orders?|payments?|deliver(?:y|ies)|interviews?|meetings?|calls?|lunch|dinner|breakfast|drinks|party|parties|potluck|bbq|barbecue|event|meetup|session|class|lecture|seminar|workshop|conference|appointments?|booking|reservation|viewing|shift|project|budget|launch|offer|application|role|position|job|vacancy|review|feedback|presentation|trip|holiday|wedding|birthday|celebration|retirement|rent|lease|deposit|repairs?|refund|subscription|account|membership|discount|pricing|website|site|app|logo|campaign|newsletter|policy|schedule|rota|survey|visit|tour|course|exam|assignment|homework|game|match|rehearsal|concert|show|tickets?|documents?|paperwork|forms?|agreement|samples?|files|photos|slides|deck|notes|agenda|figures|numbers|results|plans?|renewal|inspection|handover|onboarding|training|deadline|timeline|fundraiser|sale|bake sale|event|gig|speaking|talk|panel|order|shipment|parcel|package|venue|catering|menu|leave|cover|hours|boiler|heating|plumber|certificate|reference|transcript|portfolio|brief|copy|artwork|proofs?|print|printing|flyers?|banners?|samples?|flat|apartment|house|property|car|bike|sofa|table|desk|item|listing|parcel|keys|tools|laptop|fencing|coffee|catch-up|walk|wedding|numbers|renovation|refurbishment|installation|move|service|day|flight|train|journey|stay|visit|membership|dates|drill|ladder|charger|book|jacket|keys|housewarming|reunion|christening|shower|gig|festival|concert|quiz|barbecue|picnic|sleepover|playdate|recital|game|tournament|competition|race|raffle|auction|mentoring|placement|internship)$/i;
/** Words that never make a subject on their own. */
const NOT_TOPIC = /^(?:reminder|heads?(?: up)?|chance|track|bit|round|advance|reason|thing|things|team|everyone|everybody|anyone|there|time|availability|questions?|note|message|email|e-mail|update|attendance|interest|way|lot|idea|problem|issue|end|back|people|folks|guys|all|us|you|me|we|them|it|touch|part|side|number|week|weekend|today|tomorrow|tonight|morning|afternoon|evening|midnight|noon|details|info|information|response|reply|confirmation|favour|favor|help|support|sure|course|family|head|list|moment|minute|hour|hours|day|days|month|year|one)$/i;
const DAY_OR_TIME = /^(?:(?:this|next|last)\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|weekend|month|year|today|tomorrow|tonight|morning|afternoon|evening|january|february|march|april|may|june|july|august|september|october|november|december|\d[\w:.]*(?:\s*[ap]m)?)(?:\s+\d+\w*)?$/i;

/**
 * The thing an email is about, for "Re: ..." and for "count me in for ...": the noun phrases
 * compromise finds, scored by their head ("mockups", "potluck", "interview"), where they stand and
 * how much they say, with what qualifies them ("for Greg's retirement", "on Sunday", "#5531").
 */
export function emailTopic(text: string): string | undefined {
  // "Baby Ada arrived on Tuesday ... Photos attached!", "we got engaged!": the news, not the photos.
  if (/\b(?:baby|babies|twins)\b[^.!?]*\b(?:arrived|born|is here|came)\b|\b(?:born|arrived)\b[^.!?]*\b\d+\s*lbs?\b/i.test(text)) return 'your wonderful news';
  if (/\b(?:we(?:'re| are)?|I(?:'m| am)?)\s+(?:got\s+|just\s+got\s+)?engaged\b|\bwe(?:'re| are)\s+getting\s+married\b/i.test(text)) return 'your engagement';
  const sentences = sentencesOf(text);
  let best: { topic: string; score: number } | undefined;
  // "to go over the budget", "to talk about the new website": what a meeting is for.
  const purpose = /\b(?:go over|discuss|talk about|talk through|chat about|review|regarding|about)\s+(?:the|your|our|my)\s+((?:[\w'-]+\s+){0,3}?[\w'-]+)(?=\s*(?:[?.!,;]|$|\s+(?:with|before|by|next|this|on|at|and|for)\b))/i.exec(text);
  const purposeTopic = purpose?.[1];
  if (purposeTopic && !NOT_TOPIC.test(purposeTopic) && !DAY_OR_TIME.test(purposeTopic) && !/\b(?:work|it|this|that)$/i.test(purposeTopic)) best = { topic: purposeTopic, score: 4 };
  // The phrases a known head ends ("the homepage mockups", "a potluck", "Wednesday's lab session",
  // "your order #44821"); only when there are none does compromise parse the email for its nouns.
  const found = sentences.map(headPhrases);
  const located = found.every((list) => list.length === 0) ? nounsBySentence(sentences) : [];
  sentences.forEach((sentence, position) => {
    const nouns = [...located.filter((entry) => entry.sentence === position).map((entry) => entry.phrase), ...(found[position] ?? [])];
    nouns.forEach((raw, order) => {
      const phrase = raw.replace(/[?.!,;:]+$/, '').trim();
      let core = phrase.replace(/^(?:the|a|an|this|that|these|those|my|your|our|their|his|her|its|some|any)\s+/i, '').replace(/^(?:small|little|quick|short|big|brief)\s+/i, '');
      // "Greg's retirement next Friday": the time goes, the thing stays.
      core = core.replace(/\s+(?:(?:this|next|last)\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|weekend|month|today|tomorrow|tonight)$/i, '').replace(/\s+(?:of|for|in|at|on|with|or|and)\s+(?:that|this|these|those|it|them)\b.*$/i, '').replace(/\s+(?:or|and|but)$/i, '');
      core = core.replace(/\s+(?:done|ready|finished|available|complete|sorted|yet|still|now|too|again|so far)$/i, '').replace(/\s+(?:once|twice|(?:\d+|two|three|four|five|six|several|many) times)$/i, '');
      // "the revised quote for your kitchen renovation": the thing, then what qualifies it.
      const cut = /^(.+?)\s+(?=(?:for|of|with|on|in|at|to|from|about)\s)/i.exec(core);
      if (cut?.[1] && core.split(/\s+/).length > 4) core = cut[1];
      const words = core.split(/\s+/);
      const head = (core.split(/\s+(?:of|for|with|in|on|at|to|from)\s+/i)[0] ?? '').split(/\s+/).filter((word, index, all) => index === 0 || !/^(?:#?\d|[A-Z]{1,3}\d{2,})/.test(word) || index < all.length - 1).pop() ?? '';
      if (!core || NOT_TOPIC.test(core) || NOT_TOPIC.test(head) && words.length === 1 || DAY_OR_TIME.test(core) || /^(?:I|we|you|they|he|she|it)(?:'\w+)?$/i.test(core) || /'(?:re|ll|ve|d)$/i.test(core) || /\s(?:show|shows|say|says|suggest|suggests|indicate|indicates|mean|means)$/i.test(core)) return;
      if (words.length > 5) return;
      // "me £200" of "lend me £200", "copy" of "a copy of your P45": a pronoun, or a word that names
      // nothing without what it is of, is no topic.
      if (/^(?:me|us|him|her|them|you)\s/i.test(core) || /^(?:copy|copies|list|set|pair|piece|bit|lot|number|part|couple|kind|sort|type|rest|end|start)$/i.test(core)) return;
      let score = TOPIC_HEAD.test(head) || (/^[A-Z]{2,5}$/.test(head) && !/^(?:I|OK|UK|US|EU|AM|PM)$/.test(head)) ? 3 : 0;
      // "Greg's retirement": whose it is qualifies a thing rather than being one.
      if (/^[A-Z][\w-]*'s\s/.test(core) && !/^[A-Z]\w+day's\s/.test(core)) score -= 1;
      if (/^\d/.test(core)) score -= 1;
      if (words.length >= 2) score += 1;
      else if (/^[a-z][a-z-]{3,}$/.test(core) || /^[A-Z]{2,5}$/.test(core)) score += 0.5;
      if (sentence.trim().endsWith('?')) score += 0.3;
      // "... or cancel for a full refund?": one of the choices offered is not what the email is about.
      if (new RegExp(`\\bor\\b[^.?!]*\\b${core.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(sentence)) score -= 0.5;
      score -= position * 0.3 + order * 0.1;
      // What qualifies it: "for Greg's retirement", "for order #5531", "with Dr. Lewis", "on Sunday".
      const at = sentence.indexOf(core);
      const after = at >= 0 ? sentence.slice(at + core.length) : '';
      // "booking 15-22" of "the cottage booking 15-22 August": the dates keep their month.
      const month = /\d$/.test(core) ? /^\s+((?:Jan|Febr)uary|March|April|May|June|July|August|September|October|November|December)\b/.exec(after)?.[1] : undefined;
      let topic = month ? `${core} ${month}` : core;
      const qualifier = /^(?:\s+of\s+[£$€]?[\d,.]+[km]?)?\s+(for\s+(?:(?:the|a|an)\s+)?(?:[A-Z][\w'-]*'s\s+[\w-]+|(?:order|invoice|account|booking|ref(?:erence)?)\s*#?\s*[\w-]*\d[\w-]*|(?:[\w-]+\s+){0,2}(?:contract|role|position|project|job|event|order|account|launch|team)\b|(?:the|your|our)\s+[a-z][\w-]+(?:\s+[a-z][\w-]+)?(?=\s*(?:[.,!?;]|$)))|with\s+(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+[A-Z][\w'-]+|of\s+[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,2}(?=\s+(?:at|in|for|with|is|has|,|\.)|[,.]|$)|(?:on|this|next)\s+(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b|(?:this|next)\s+week(?:end)?\b)/.exec(after)?.[1];
      if (qualifier && TOPIC_HEAD.test(head) && words.length + qualifier.split(/\s+/).length <= 7) {
        const day = /^(?:on|this|next)\s+([A-Z]\w+day)$/.exec(qualifier)?.[1];
        // "party this Saturday" -> "Saturday party"; "onboarding call on Thursday" stays "onboarding call".
        const event = /^(?:party|dinner|lunch|breakfast|drinks|bbq|barbecue|shift|meeting|call|class|session|match|game|show|event|meetup|coffee|catch-up|walk)$/i.test(core);
        if ((!day && !/week/.test(qualifier)) || (words.length === 1 && event)) {
          topic = day ? `${day} ${core}` : /^(?:role|position|post|job)$/i.test(core) && /^of [A-Z]/.test(qualifier) ? `${qualifier.slice(3)} ${core}` : `${core} ${/^for (?:the|your|our) [a-z]/.test(qualifier) ? qualifier.replace(/^for (?:your|our)\b/, 'for the') : qualifier.replace(/\s+(?:the|a|an)\s+/, ' ')}`;
          score += 0.5;
        }
      }
      if (!best || score > best.score) best = { topic, score };
    });
  });
  if (!best || best.score < 0.6) return undefined;
  return best.topic.replace(/\s+/g, ' ').trim();
}

/** "the revised quote", "a potluck", "Wednesday's lab session", "your order #44821": a determiner (or a possessive) and a known head. */
function headPhrases(sentence: string): string[] {
  const out: string[] = [];
  // "invoice #2231", "order 55821": a numbered thing, whatever comes before it.
  for (const match of sentence.matchAll(/\b(invoice|order|booking|account|ticket|case|claim|policy|reservation|application)\s+(?:no\.?\s*|number\s+)?#?\d[\w-]*(?![\w-]|\s+[a-z]+s\b)/gi)) out.push(match[0].replace(/^[A-Z]/, (c) => c.toLowerCase()));
  // "Team drinks this Friday ...": a sentence that opens on its thing.
  const opening = /^([A-Z][\w'-]*(?:\s+(?!(?:your|my|our|their|his|her|the|a|an|this|that|you|we|i|it)\b)[a-z][\w'-]*){0,2})\b/.exec(sentence)?.[1]?.split(/\s+/) ?? [];
  while (opening.length > 0 && !TOPIC_HEAD.test(opening[opening.length - 1] ?? '')) opening.pop();
  if (opening.length > 0 && !/'/.test(opening[0] ?? '') && !/^(?:I|We|You|It|This|That|These|Those|The|A|An|My|Our|Your|Their|Here|There|They|He|She|Just|Please|Can|Could|Would|Will|Are|Is|Do|Does|Thanks|Thank|Hope|Following|Sorry|Attached|Unfortunately|Also|So|And|But|Loved|Love|Liked|Enjoyed|Great|Good|Lovely)$/.test(opening[0] ?? '')) out.push(opening.join(' ').replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase()));
  for (const match of sentence.matchAll(/\b(?:(?:[Tt]he|[Aa]n?|[Mm]y|[Yy]our|[Oo]ur|[Tt]heir|[Tt]his|[Ii]ts)\s+|(?:(?:[A-Z][\w-]*\s+(?:and|&)\s+)?[A-Z][\w-]*'s)\s+)(?=([\w'#-]+(?:[,.?!;:]?\s+[\w'#-]+){0,3}))/g)) {
    // "Sam and Leah's wedding": the couple's, both named.
    const first = /'s\s*$/.test(match[0]) ? match[0].trim() : match[0].split(/\s+/)[0] ?? '';
    const lead = /^[A-Z][\w-]*(?:\s+(?:and|&)\s+[A-Z][\w-]*)?'s$/.test(first) ? `${first} ` : `${first.toLowerCase()} `;
    // The phrase ends at a word that is not part of it ("to", "is", "that") or at a comma.
    const words: string[] = [];
    for (const raw of (match[1] ?? '').split(/\s+/)) {
      const word = raw.replace(/[,.?!;:]+$/, '');
      if (PHRASE_STOP.test(word) || /ly$/i.test(word)) break;
      words.push(word);
      if (word !== raw) break;
    }
    // "your order arrived OK": the verb and what follows it are not the thing.
    while (words.length > 1 && /^(?:[a-z]+ed|[a-z]+ly|OK|okay|ok|fine|well|yet|safely)$/.test(words[words.length - 1] ?? '')) words.pop();
    const number = words.length > 1 && /^(?:#?\d[\w-]*|[A-Z]{1,3}\d{2,}[\w-]*)$/.test(words[words.length - 1] ?? '') ? ` ${words.pop()}` : '';
    if (words.length === 0 || !(TOPIC_HEAD.test(words[words.length - 1] ?? '') || (/^[A-Z]{2,5}$/.test(words[words.length - 1] ?? '') && !/^(?:OK|UK|US|EU|AM|PM|TV|ID|FYI|ASAP)$/.test(words[words.length - 1] ?? '')))) continue;
    out.push(`${lead}${words.join(' ')}${number}`.trim());
  }
  return out;
}

const PHRASE_STOP = /^(?:the|a|an|my|your|our|their|his|her|its|is|are|was|were|will|would|has|have|had|be|been|to|and|or|but|that|which|who|we|you|I|it|they|he|she|at|in|on|for|with|of|from|by|as|about|into|after|before|until|this|next|last|enjoyed|got|get|gets|goes|need|needs|want|wants|can|could|should|if|so|not|no|again|today|tomorrow|tonight|yet|still|now|done|ready|too)$/i;

/** compromise's noun phrases, one parse for the whole email, each with the sentence it is in. */
function nounsBySentence(sentences: readonly string[]): { phrase: string; sentence: number }[] {
  const joined = sentences.join(' ');
  const phrases = nlp(joined).nouns().out('array') as string[];
  let from = 0;
  const starts = sentences.map((sentence) => {
    const at = joined.indexOf(sentence, from);
    from = at + sentence.length;
    return at;
  });
  let cursor = 0;
  return phrases.map((phrase) => {
    const at = joined.indexOf(phrase.replace(/[?.!,;:]+$/, ''), cursor);
    if (at >= 0) cursor = at + 1;
    return { phrase, sentence: at < 0 ? -1 : starts.filter((start) => start <= at).length - 1 };
  });
}
