// The composer's pure core: the visitor's message and the chat so far in, the assistant's reply
// out. A first request goes understand -> plan -> write; a follow-up changes the last drafts.
import type { DraftOption, Refine, ReplyDraft, Template } from '../../contract/index.ts';
import { type Draft, draftFor } from './draft.ts';
import { addAmount, addApology, addPs, addUrgency, askInstead, changeDetail, changeRegister, contentChange, lengthen, mention, mentionLine, moreConfident, readdress, remove, restyleSentences, shorten, sign, signOffWith, softer, splitParts, unblame, vocabularyOf, warmer, warmthAsked } from './follow-up/apply.ts';
import { type FollowUp, isFollowUp, looksLikeInstruction, looksLikeNewRequest, parseFollowUp, RELEVANCE_NOTE, type Tone } from './follow-up/parse.ts';
import { type Decline, detectDecline } from './understand/decline.ts';
import { type Register, REGISTERS } from './write/registers.ts';
import { writeOption } from './write/write.ts';
import { rewriteColdEmail } from './write/rewrite-cold.ts';
import { accentsOf, countWords, escapeRegExp, foldAccents, hashString, joinList, restoreAccents } from './text.ts';
import { normalize } from './understand/normalize.ts';
import { fixAgreement, toRecipientVoice } from './understand/voice.ts';

export interface ComposerTurn {
  userMessage: string;
  reply: ReplyDraft | null;
}

export interface ComposerInput {
  /** The visitor's text, trimmed. */
  userMessage: string;
  /** When the visitor chose a template. */
  template?: Template;
  /** Previous turns of this chat session, oldest first. */
  history: ComposerTurn[];
  /** Rewrite only option refine.optionIndex of the last reply; keep the other verbatim. */
  refine?: Refine;
}

const REFINE_TEXT: Record<Exclude<Refine['instruction'], 'custom'>, string> = {
  shorter: 'make it shorter',
  'more-formal': 'make it more formal',
  friendlier: 'make it friendlier',
};

/**
 * Writes the assistant reply for one visitor message. Pure and deterministic.
 * Names and words typed with accents ("Inês", "Zoë", "Renée", "Søren") are read as their plain
 * letters, which every rule knows, and written back as typed.
 */
export function compose(input: ComposerInput): ReplyDraft {
  const typed = [input.userMessage, input.refine?.text ?? '', ...input.history.map((turn) => turn.userMessage)];
  const accents = accentsOf(typed.join(' '));
  // (A request in another language keeps its letters: it is declined as it was typed.)
  if (accents.size === 0 || detectDecline(input.userMessage.trim())) return composePlain(input);
  const plain: ComposerInput = {
    ...input,
    userMessage: foldAccents(input.userMessage),
    ...(input.refine?.text ? { refine: { ...input.refine, text: foldAccents(input.refine.text) } } : {}),
    history: input.history.map((turn) => ({ ...turn, userMessage: foldAccents(turn.userMessage) })),
  };
  const reply = composePlain(plain);
  const back = (text: string) => restoreAccents(text, accents);
  return { message: back(reply.message), options: reply.options.map((option) => ({ ...option, subject: back(option.subject), body: back(option.body), notes: back(option.notes) })) };
}

function composePlain(input: ComposerInput): ReplyDraft {
  const message = input.userMessage.trim();
  const context = readHistory(input.history);

  if (input.refine) {
    const instruction = input.refine.instruction === 'custom' ? (input.refine.text ?? message) : REFINE_TEXT[input.refine.instruction];
    return followUp(parseFollowUp(instruction), instruction, context, input.refine.optionIndex, input.refine.edited);
  }

  const decline = detectDecline(message);
  if (decline) return declined(decline, context.lastReply);

  // "can u also do a short version for instagram": a post is not an email; the drafts stay.
  const elsewhere = context.lastReply && /\b(?:version|post|caption|one|copy|blurb|write[- ]?up)\s+(?:for|on)\s+(instagram|insta|facebook|fb|tiktok|twitter|x|threads|linkedin|social media|socials|our socials|whatsapp|a text|text message|sms)\b|\b(instagram|insta|facebook|tiktok|twitter|social media)\s+(?:post|caption|version|story|stories)\b/i.exec(message);
  if (elsewhere && context.lastReply && message.split(/\s+/).length <= 16) {
    const where = (elsewhere[1] ?? elsewhere[2] ?? '').toLowerCase();
    const name = ({ insta: 'Instagram', instagram: 'Instagram', facebook: 'Facebook', fb: 'Facebook', tiktok: 'TikTok', twitter: 'X (Twitter)', x: 'X (Twitter)', threads: 'Threads', linkedin: 'LinkedIn', whatsapp: 'WhatsApp' } as Record<string, string>)[where] ?? (/text|sms/.test(where) ? 'a text message' : 'social media');
    return {
      message: `I only write emails, so I can't write ${name === 'a text message' ? name : `a post for ${name}`}. The shorter of the two options (option ${countWords(context.lastReply.options[0]!.body) <= countWords(context.lastReply.options[1]!.body) ? 1 : 2}) is the easiest to cut down for it. Both options are unchanged.`,
      options: [...context.lastReply.options] as [DraftOption, DraftOption],
    };
  }
  // The same request sent again (the page's Regenerate) is never read as a follow-up.
  const askedBefore = input.history.some((turn) => turn.userMessage.trim() === message);
  if (context.lastReply && !input.template && !askedBefore && !looksLikeNewRequest(message)) {
    // "the first one", "ill go with option 2": a choice, not a change and not a new email.
    const choice = /^(?:(?:ok(?:ay)?|great|perfect|thanks|thx|cool|nice|love it|yes)[,!. ]+)?(?:(?:i'?ll|ill|i will|i'?d|i would|let'?s|lets)\s+(?:go with|take|use|pick|choose)\s+|i\s+(?:like|prefer|want)\s+)?(?:the\s+)?(first|second|1st|2nd|option\s*(?:#\s*)?[12]|number\s*[12]|(?:formal|friendly|warm|casual|polite|firm|professional|concise|conversational)\s+one|#\s*[12])(?:\s+(?:one|option|version|draft|please|pls|thanks|thx|is (?:great|good|perfect|better)))*\s*[.!]*$/i.exec(message.trim());
    if (choice?.[1]) {
      const said = choice[1].toLowerCase();
      const tone = /^(\w+)\s+one$/.exec(said)?.[1];
      const index = tone ? context.lastReply.options.findIndex((option) => option.tone.toLowerCase().startsWith(tone)) : /first|1/.test(said) ? 0 : 1;
      if (index >= 0) {
        return {
          message: `Option ${index + 1} it is. It's ready to copy as it stands; tell me if you'd like anything changed in it ("shorter", "mention ...", "sign it as ..."). Both options are unchanged.`,
          options: [...context.lastReply.options] as [DraftOption, DraftOption],
        };
      }
    }
    // "add a subject line": each option has one already; say which, and how to change it.
    if (/^(?:(?:pls|please|can you|can u|could you|could u)\s+)*(?:add|include|put in|give (?:it|them))\s+(?:a\s+)?subject(?:\s+line)?(?:\s+(?:too|as well|pls|please|to (?:it|them|both)))*\s*[.!?]*$/i.test(message.trim())) {
      const [first, second] = context.lastReply.options;
      return {
        message: `Both options already have a subject line: "${first!.subject}" (option 1) and "${second!.subject}" (option 2). To change one, tell me what it should say, for example "subject: Quick question about Friday", or ask for subject ideas. Both options are unchanged.`,
        options: [...context.lastReply.options] as [DraftOption, DraftOption],
      };
    }
    // "can u give me 3 subject lines": ideas for the subject, the drafts as they are.
    if (SUBJECT_IDEAS.test(message) && context.request) return subjectIdeas(message, context);
    const parsed = parseFollowUp(message);
    if (isFollowUp(parsed) || looksLikeInstruction(message)) return followUp(parsed, message, context, parsed.target, undefined);
    // "its single storey, around 20sqm, we're in sheffield": more details for the drafts, not a new email.
    if (looksLikeDetail(message)) return followUp({ ...parsed, mention: [detailLine(message)] }, message, context, parsed.target, undefined);
  }

  const rewrite = rewriteRequest(message);
  if (rewrite) return rewrite;

  // Asking again for the same email (the page's Regenerate) gets another take with the same facts.
  const take = input.history.filter((turn) => turn.userMessage.trim() === message).length;
  return firstReply(draftFor(message, input.template, take), take);
}

interface HistoryContext {
  /** The request the current drafts were written for. */
  request?: string;
  /** How many takes of that request were written. */
  takes: number;
  lastReply?: ReplyDraft;
  /** Every reply with drafts since that request, oldest first: what "go back" returns to. */
  replies: ReplyDraft[];
  /** The visitor's messages since that request, the request first. */
  said: string[];
}

function readHistory(history: readonly ComposerTurn[]): HistoryContext {
  const context: HistoryContext = { takes: 0, replies: [], said: [] };
  for (const turn of history) {
    const message = turn.userMessage.trim();
    const isRequest = !context.lastReply || looksLikeNewRequest(message) || (!isFollowUp(parseFollowUp(message)) && !looksLikeInstruction(message) && !looksLikeDetail(message));
    if (isRequest && !SUBJECT_IDEAS.test(message) && !/^(?:make|sign|add|mention|change|remove|without|option|shorter|longer|more|less)\b/i.test(message)) {
      if (context.request === message) context.takes += 1;
      else {
        context.request = message;
        context.takes = 1;
      }
      context.replies = [];
      context.said = [];
    }
    context.said.push(message);
    if (turn.reply && turn.reply.options.length === 2) {
      context.lastReply = turn.reply;
      context.replies.push(turn.reply);
    }
  }
  return context;
}

function firstReply(draft: Draft, take: number): ReplyDraft {
  const { plan, options } = draft;
  const words = (plan.frame.message.match(/[\p{L}]{2,}/gu) ?? []).filter((word) => !/^(?:hi|hey|hello|yo|ok|okay|thanks|please|pls|email|mail|write|an|a|the|me|help|test|testing)$/i.test(word));
  // "something to my boss about the thing": nothing to say yet.
  const vague = plan.segments.length > 0 && plan.segments.every((segment) => /^(?:about\s+)?(?:the|a|some|this|that|my|our)?\s*(?:thing|things|stuff|something|matter|issue|situation|it|that|this)$/i.test(segment.text.trim()));
  if ((plan.thin && !plan.frame.descriptor && !plan.frame.quoted) || (words.length < 2 && !plan.frame.descriptor) || (vague && !plan.frame.quoted)) {
    return {
      message: "Tell me a little more and I'll write it: who the email is for, what you want to say, and anything they should do (a date, a question, a request). For example: \"ask my landlord to fix the heater by Friday\".",
      options: [],
    };
  }
  const [first, second] = options;
  // ("your mp": a Member of Parliament, in capitals.)
  const label = kindLabel(draft).replace(/\bmp$/, 'MP');
  const seed = hashString(plan.frame.message) + take;
  const intros = [
    `Here's your ${label} in two tones: ${first.tone.toLowerCase()} and ${second.tone.toLowerCase()}.`,
    `I've written your ${label} two ways: one ${first.tone.toLowerCase()}, one ${second.tone.toLowerCase()}.`,
    `Here are two versions of your ${label}: ${first.tone.toLowerCase()} and ${second.tone.toLowerCase()}.`,
  ];
  let message = take > 0 ? `Here's another take on your ${label}, with the same details: ${first.tone.toLowerCase()} and ${second.tone.toLowerCase()}.` : (intros[seed % intros.length] ?? intros[0]!);
  message = draft.restore(message);
  const blanks = placeholders(options);
  if (blanks.length > 0) message += ` Fill in ${joinList(blanks.slice(0, 3))} before you send.`;
  return { message, options };
}

function kindLabel(draft: Draft): string {
  const recipient = draft.frame.recipient;
  // "the parents of my 3rd grade class": the parents, not the class.
  const whose = recipient && !recipient.name && recipient.organization && recipient.role && recipient.plural && !['company', 'contact', 'school'].includes(recipient.relation) ? `the ${recipient.role.replace(/^(?:my|our|the)\s+/, '')}` : undefined;
  // "a local journalist at the evening echo", "the venue manager at the old tannery": the person, at the firm.
  const atFirm = recipient && !recipient.name && !recipient.plural && recipient.organization && recipient.role && /\b(?:journalist|reporter|editor|manager|recruiter|director|coordinator|officer|adviser|advisor|consultant|founder|owner|head of [a-z]+|buyer|producer|organi[sz]er|planner|librarian|curator|agent)$/i.test(recipient.role) ? `the ${recipient.role.replace(/^(?:my|our|the|a|an)\s+/i, '').replace(/^local\s+/i, '')} at ${new RegExp(`\\bthe\\s+${escapeRegExp(recipient.organization)}\\b`, 'i').test(draft.frame.message) ? 'the ' : ''}${recipient.organization}` : undefined;
  const who = whose ?? atFirm ?? draft.frame.recipient?.name ?? (draft.frame.recipient?.organization ? draft.frame.recipient.organization
    // "IKEA customer service": a firm's desk is named as typed, not "your ikea customer service".
    : draft.frame.recipient?.relation === 'company' && /^[A-Z]/.test(draft.frame.recipient.phrase) ? draft.frame.recipient.phrase
    : draft.frame.recipient?.role ? (/^(?:everyone|everybody|all)$/i.test(draft.frame.recipient.role) ? 'everyone' : /^couple\b/i.test(draft.frame.recipient.role) ? 'the couple' : `${draft.frame.recipient.relation === 'prospect' || /^the\s+(?:[\w-]+\s+)*(?:office|reception|desk|department|council|school|practice|surgery|clinic|committee|board)$/i.test(draft.frame.recipient.phrase ?? '') || (draft.frame.recipient.relation === 'hiring' && !/^(?:my|our)\b/i.test(draft.frame.recipient.phrase ?? '')) || (/^parents$/i.test(draft.frame.recipient.role) && !/^(?:my|our)\s+parents$/i.test(draft.frame.recipient.phrase ?? '')) || (draft.frame.recipient.plural && /^the\s/i.test(draft.frame.recipient.phrase ?? '') && !/\b(?:neighbou?rs|colleagues|flatmates|housemates|friends|family|kids|children)\b/i.test(draft.frame.recipient.role)) || /^(?:a|an|one of (?:my|our|the))\s+[\w-]+(?:'s|s')\s/i.test(draft.frame.recipient.phrase ?? '') ? 'the' : 'your'} ${draft.frame.recipient.role.replace(/^(?:my|our|the)\s+/, '').replace(/\b(?:dj|hr|ceo|cto|cfo|pta|gp|vp|it(?= (?:team|department|desk)))\b/g, (word) => word.toUpperCase())}`) : undefined);
  const kinds: Record<string, string> = {
    sick: 'sick-day note', late: 'running-late note', resignation: 'resignation email', complaint: 'complaint', thanks: 'thank-you note', thank: 'thank-you note',
    'follow-up': 'follow-up', followUp: 'follow-up', application: 'application email', apology: 'apology', apologize: 'apology', condolence: 'condolence note',
    invitation: 'invitation', invite: 'invitation', reminder: 'reminder', remind: 'reminder', introduction: 'introduction', cold: 'cold email', reply: 'reply',
    congratulations: 'congratulations note', congratulate: 'congratulations note', announcement: 'announcement', update: 'update', request: 'request',
    askFor: 'request', question: 'question', askAbout: 'question', refund: 'refund request', cancel: 'cancellation', reschedule: 'rescheduling request',
  };
  const kind = kinds[String(draft.plan.main)] ?? 'email';
  return who ? `${kind} to ${who}` : kind;
}

function placeholders(options: readonly DraftOption[]): string[] {
  const found = new Set<string>();
  for (const option of options) for (const match of `${option.subject}\n${option.body}`.matchAll(/\[[^\]]+\]/g)) found.add(match[0]);
  return [...found];
}

// --- follow-ups ----------------------------------------------------------------------------------

const SUBJECT_IDEAS = /\b(?:give me|suggest|write|need|want|some|any|\d|two|three|four|five|a few|a couple of|more|other|alternative|different|better)\b[^.?!]{0,20}\bsubject(?:\s+lines?|\s+line ideas|\s+ideas|s)\b(?!\s+to\b)/i;
const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, 'a couple of': 2, 'a few': 3 };

/** Subject lines to choose from, with the same facts as the drafts; the drafts are unchanged. */
function subjectIdeas(message: string, context: HistoryContext): ReplyDraft {
  const last = context.lastReply!;
  const said = /\b(\d|two|three|four|five|a couple of|a few)\b/i.exec(message)?.[1]?.toLowerCase();
  const wanted = Math.min(5, Math.max(2, said ? (NUMBER_WORDS[said] ?? Number(said)) : 3));
  const ideas: string[] = [];
  const add = (subject: string) => {
    const clean = subject.replace(/\s*\(revised\)$/, '').trim();
    if (clean && !ideas.some((idea) => idea.toLowerCase() === clean.toLowerCase())) ideas.push(clean);
  };
  for (const option of last.options) add(option.subject);
  for (let take = 1; take <= 3 && ideas.length < wanted + 2; take += 1) for (const option of draftFor(context.request!, undefined, take).options) add(option.subject);
  // The point of the subject, and the first detail the body gives in brackets, said other ways.
  const topic = (last.options[0]?.subject ?? '').replace(/\s*\(revised\)$/, '').replace(/^(?:About|Regarding|Re|Update|Quick note about|Quick update on|A note about|Question about|Inquiry about|Asking about|Request|Quick request|Heads-up|Reminder|Invitation|Following up on|Update on)\s*:?\s+/i, '').replace(/^(?:the|a|an)\s+/i, '');
  const detail = /\(([^)]{3,40}?)(?:,[^)]*)?\)/.exec(last.options[0]?.body ?? '')?.[1];
  if (topic && topic.split(/\s+/).length <= 7) {
    const Topic = `${topic.charAt(0).toUpperCase()}${topic.slice(1)}`;
    if (detail) add(`${Topic}: ${detail}`);
    add(`A quick update on ${/^[A-Z]{2,}|^[A-Z][a-z]+\s+[A-Z]/.test(topic) ? topic : `the ${topic.charAt(0).toLowerCase()}${topic.slice(1)}`}`);
    add(`${Topic}: the details`);
    add(Topic);
  }
  const current = new Set(last.options.map((option) => option.subject.toLowerCase()));
  const fresh = ideas.filter((idea) => !current.has(idea.toLowerCase()));
  const list = [...fresh, ...ideas.filter((idea) => current.has(idea.toLowerCase()))].slice(0, wanted);
  return {
    message: `Here ${list.length === 1 ? 'is a subject line' : `are ${list.length} subject lines`} to choose from:\n${list.map((idea, index) => `${index + 1}. ${idea}`).join('\n')}\nTo use one, say "change the subject to ..." (or edit it in the option). Both options are unchanged.`,
    options: [...last.options] as [DraftOption, DraftOption],
  };
}

function followUp(parsed: FollowUp, text: string, context: HistoryContext, target: 0 | 1 | undefined, edited: { subject: string; body: string } | undefined): ReplyDraft {
  const last = context.lastReply;
  if (!last) {
    return { message: "There's no draft to change yet. Tell me about the email you need (who it's for and what it should say) and I'll write two versions.", options: [] };
  }
  if (parsed.regenerate && context.request) {
    const draft = draftFor(context.request, undefined, context.takes);
    let reply = firstReply(draft, Math.max(1, context.takes));
    // The changes asked for since the first draft ("dont mention hospital", "sign it from Ana") are
    // made again on the new take, so Regenerate changes the wording, not what was asked for.
    const changes = context.said.slice(1).filter((said) => !parseFollowUp(said).regenerate);
    if (changes.length > 0 && reply.options.length === 2) {
      let history: ComposerTurn[] = [{ userMessage: context.request, reply }];
      for (const said of changes) {
        const next = compose({ userMessage: said, history });
        if (next.options.length !== 2) continue;
        history = [...history, { userMessage: said, reply: next }];
        reply = { message: reply.message, options: next.options };
      }
    }
    if (target === undefined) return reply;
    const options = [...last.options] as [DraftOption, DraftOption];
    options[target] = reply.options[target]!;
    return { message: `Here's a new take on option ${target + 1}. Option ${target === 0 ? 2 : 1} is unchanged.`, options };
  }
  // "Go back to option 1 (but keep the bank details)", "undo that": an earlier version.
  if (parsed.revert) return reverted(parsed.revert, context, target);
  const base = draftFor(context.request ?? last.options[0]?.body ?? text, undefined, 0);
  const vocabulary = vocabularyOf(context.said.length > 0 ? [...context.said, text].map((said) => normalize(said)) : [context.request ?? '', text]);
  const indexes: Array<0 | 1> = target === undefined ? [0, 1] : [target];
  const options = [...last.options] as [DraftOption, DraftOption];
  if (edited && target !== undefined) options[target] = { ...options[target]!, subject: edited.subject, body: edited.body };
  // The sentences the visitor wrote into an option stay word for word.
  const theirs = new Set(splitParts(last.options[target ?? 0]?.body ?? '').paragraphs.flat());
  const frozen = new Set(edited ? splitParts(edited.body).paragraphs.flat().filter((sentence) => !theirs.has(sentence)) : []);
  // What was done, and to which options.
  const done = new Map<string, Set<number>>();
  const missed = new Set<string>();
  for (const index of indexes) {
    let option = options[index]!;
    const did = (what: string) => done.set(what, new Set([...(done.get(what) ?? []), index]));
    const formalNow = isFormal(option);
    const tone: Tone | undefined = parsed.split?.[index] ?? (parsed.firm ? 'firm' : parsed.polite ? 'polite' : parsed.formal ? 'formal' : parsed.friendlier ? 'friendly' : undefined);
    if (tone) {
      // Written again in the register from the same plan when the option is as the composer wrote
      // it; its own sentences restyled either way, so the body changes, not only the greeting.
      const fresh = parsed.scope || tone === 'firm' || tone === 'polite' ? undefined : rewrittenIn(option, tone, index, options, context);
      option = fresh ? restyleSentences(fresh, tone as 'formal' | 'friendly') : changeRegister(option, tone, index, parsed.scope, frozen);
      if (fresh && (tone === 'friendly' || tone === 'formal')) option = { ...option, tone: fresh.tone };
      // Warmer than it was, not only "Hey" and "Cheers": one line of the warmth asked for.
      // ("more casual", "less formal" ask for a register, not for feeling: no line is added for them.)
      const warmth = tone === 'friendly' && !parsed.scope && !parsed.playful && !parsed.soft ? warmthAsked(text) : undefined;
      if (warmth && contentChange(options[index]!.body, option.body) < 3) {
        option = warmer(option, warmth, String(base.plan.main));
        if (warmth !== 'warm') did(warmth === 'emotional' ? 'more heartfelt' : 'more enthusiastic');
      }
      const said = { formal: 'more formal', friendly: parsed.playful ? 'lighter and more relaxed' : 'friendlier', firm: 'firmer and more formal', polite: 'more polite' }[tone];
      did(parsed.split ? ({ formal: 'formal', friendly: 'friendly', firm: 'firm', polite: 'polite' })[tone] : parsed.scope ? `${said} at the ${parsed.scope}` : said);
    }
    if (parsed.unblame) {
      const result = unblame(option, parsed.unblame);
      if (result.changed) { option = result.option; did(`without blaming ${parsed.unblame}`); }
      else if (result.wouldEmpty) missed.add(`taking ${parsed.unblame} out would leave option ${index + 1} with nothing to say, so it is as it was`);
      else missed.add(`option ${index + 1} doesn't mention ${parsed.unblame}, so it is as it was`);
    }
    if (parsed.amount) { option = addAmount(option, parsed.amount); did(`asking for ${parsed.amount}`); }
    if (parsed.instead) { option = askInstead(option, parsed.instead.want, parsed.instead.not, formalNow); did(`asking for ${parsed.instead.want} instead`); }
    if (parsed.recipientName) { option = readdress(option, parsed.recipientName); did(`addressed to ${parsed.recipientName}`); }
    if (parsed.change) {
      const result = changeDetail(option, parsed.change);
      if (result.changed) { option = result.option; did(`updated to ${parsed.change.to}`); }
      // "actually i can only do it by thursday not wed" with no Wednesday to change: a fact to add.
      else if (FIRST_PERSON_DETAIL.test(text)) { option = mention(option, detailLine(text), base.plan, formalNow || Boolean(parsed.formal)); did('updated with the line you asked for'); }
      // A bare date, time or amount with nothing of its kind to replace is not a sentence to add.
      else if (/^(?:(?:on|at|by|the|next|this)\s+)?(?:\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|tomorrow\b|today\b|noon\b|[$€£])/i.test(parsed.change.to.trim()) && parsed.change.to.trim().split(/\s+/).length <= 4) {
        missed.add(`I couldn't find a ${/\d\s*(?:am|pm)|:\d\d|noon/i.test(parsed.change.to) ? 'time' : /[$€£]/.test(parsed.change.to) ? 'amount' : 'date'} in option ${index + 1} to change to ${parsed.change.to}, so it is as it was`);
      } else { option = mention(option, parsed.change.to, base.plan, formalNow || Boolean(parsed.formal)); did(`updated to mention ${parsed.change.to}`); }
    }
    for (const what of parsed.remove) {
      const result = remove(option, what);
      if (result.removed) {
        option = result.option;
        // A subject about what was removed goes with it: the other option's subject, or a plain one.
        if (/apolog|sorry/i.test(what) && /apolog|sorry/i.test(option.subject)) {
          const other = options[index === 0 ? 1 : 0]!.subject;
          option = { ...option, subject: /apolog|sorry/i.test(other) ? 'A quick update' : other };
        }
        did(/^(?:the|a|an|my|any|all)\b/i.test(what) ? `without ${what}` : `without the part about ${what}`);
      } else if (result.wouldEmpty) missed.add(`taking out ${what} would leave option ${index + 1} with nothing to say, so it is as it was`);
      else if (/apolog|sorry/i.test(what)) {
        // "Less apologetic" with no apology to take out: the hedging goes instead.
        const confident = moreConfident(option);
        if (confident.changed) { option = confident.option; did('more confident, without the hedging'); }
        else missed.add(`option ${index + 1} has no apology or hedging to take out, so it is as it was`);
      } else missed.add(`I couldn't find ${what} in option ${index + 1}`);
    }
    // "thank her for the last 3 years, she's been so patient with him": said to her.
    for (const line of parsed.mention) { option = mention(option, fixAgreement(toRecipientVoice(line, base.plan.frame.recipient)), base.plan, formalNow || Boolean(parsed.formal)); did('updated with the line you asked for'); }
    if (parsed.ps) { option = addPs(option, parsed.ps, base.plan); did('given a postscript'); }
    if (parsed.urgent) { option = addUrgency(option, formalNow); did('more urgent'); }
    if (parsed.apologetic) { option = addApology(option, formalNow || Boolean(parsed.formal)); did('more apologetic'); }
    if (parsed.soft) {
      const result = softer(option, isFormal(option));
      option = result.option;
      if (result.changed) did('gentler, with less pressure');
    }
    if (parsed.confident) {
      const result = moreConfident(option);
      option = result.option;
      if (result.changed) did('more confident, without the hedging');
      else if (!parsed.formal) { option = changeRegister(option, 'formal', index); did('more direct'); }
    }
    if (parsed.longer) { option = lengthen(option, formalNow); did('a little longer'); }
    if (parsed.sign) { option = sign(option, parsed.sign); did(`signed as ${parsed.sign}`); }
    if (parsed.signOff) { option = signOffWith(option, parsed.signOff); did(`signed off with "${parsed.signOff.replace(/,$/, '')}"`); }
    if (parsed.subject) { option = { ...option, subject: parsed.subject }; did('given the new subject'); }
    if (parsed.newSubject && !parsed.subject) {
      // Another take's subject for the same email, or the other option's, never the one it had.
      const taken = new Set(options.map((each) => each.subject));
      const fresh = context.request ? [1, 2, 3].map((take) => draftFor(context.request!, undefined, context.takes + take).options[index]!.subject).find((candidate) => !taken.has(candidate)) : undefined;
      const subject = fresh ?? options[index === 0 ? 1 : 0]!.subject;
      if (subject !== option.subject) { option = { ...option, subject }; did('given a new subject'); }
      else missed.add(`I couldn't find a better subject for option ${index + 1}, so it is as it was`);
    }
    if (parsed.shorter) {
      const result = shorten(option, { vocabulary, ...(parsed.maxSentences ? { maxSentences: parsed.maxSentences } : {}) });
      option = result.option;
      if (result.shortened) did('shorter'); else missed.add(`option ${index + 1} was already as short as it can be while keeping every detail`);
    }
    options[index] = option;
  }
  // Two options never share a tone name.
  if (options[0].tone === options[1].tone) {
    const other = target === undefined ? 1 : (target === 0 ? 1 : 0);
    const changed = other === 1 ? 0 : 1;
    options[changed] = { ...options[changed]!, tone: `${options[changed]!.tone} (revised)` };
  }
  if (done.size === 0 && missed.size === 0) {
    return { message: 'I\'m not sure how to change the drafts from that. Try "shorter", "more formal", "friendlier", "sign it as Ana", "mention that ...", "change the date to Friday" or "option 2 without the apology". Both options are unchanged.', options: [...last.options] as [DraftOption, DraftOption] };
  }
  if (parsed.playful && done.size > 0) missed.add("I don't make up jokes, so if there's a line you'd like in it, tell me and I'll add it");
  const scope = target === undefined ? 'Both options are' : `Option ${target + 1} is`;
  const parts: string[] = [];
  if (done.size > 0) {
    // "Both options are now shorter"; a change only one option took is said of that option.
    const everywhere = [...done].filter(([, where]) => where.size === indexes.length).map(([what]) => what);
    const some = [...done].filter(([, where]) => where.size < indexes.length);
    const lines = everywhere.length > 0 ? [`${scope} now ${joinList(everywhere)}`] : [];
    for (const index of indexes) {
      const own = some.filter(([, where]) => where.has(index)).map(([what]) => what);
      if (own.length > 0) lines.push(`${lines.length > 0 ? 'option' : 'Option'} ${index + 1} is now ${joinList(own)}`);
    }
    parts.push(`Done! ${lines.join('; ')}.`);
  }
  if (missed.size > 0) {
    // The same miss in both options is said once.
    const lines = [...missed];
    const merged = lines.length === 2 && lines[0]!.replace(/option [12]/, '#') === lines[1]!.replace(/option [12]/, '#')
      ? [lines[0]!.replace(/in option [12]/, 'in either option').replace(/option [12] was/, 'both options were').replace(/leave option [12] with/, 'leave either option with').replace('so it is as it was', 'so both are as they were')]
      : lines;
    parts.push(`${capitalizeFirst(joinList(merged))}.`);
  }
  if (target !== undefined) parts.push(`Option ${target === 0 ? 2 : 1} is unchanged.`);
  const words = options.map((option) => countWords(option.body));
  if (parsed.shorter && done.has('shorter')) parts.push(`Now ${words.map((count, i) => `${count} words${indexes.length === 2 ? ` (option ${i + 1})` : ''}`).filter((_, i) => indexes.includes(i as 0 | 1)).join(', ')}.`);
  return { message: parts.join(' '), options };
}

/**
 * "Go back to option 1 but keep the bank details": the option as first written for this request
 * (or, for "undo", as it was before the last change), with the sentences about what is kept.
 */
function reverted(revert: NonNullable<FollowUp['revert']>, context: HistoryContext, target: 0 | 1 | undefined): ReplyDraft {
  const last = context.lastReply!;
  const earlier = revert.to === 'previous' ? context.replies.at(-2) : context.replies[0];
  if (!earlier || earlier === last) {
    return { message: "There's no earlier version of these drafts to go back to, so both options are unchanged.", options: [...last.options] as [DraftOption, DraftOption] };
  }
  const indexes: Array<0 | 1> = target === undefined ? [0, 1] : [target];
  const options = [...last.options] as [DraftOption, DraftOption];
  const keep = revert.keep?.toLowerCase().split(/\s+/).filter((word) => word.length > 2 && !/^(?:the|and|but|bit|part|line|that|this|stuff|thing)$/.test(word)) ?? [];
  const kept = new Set<string>();
  for (const index of indexes) {
    let option = earlier.options[index]!;
    if (keep.length > 0) {
      const had = new Set(splitParts(option.body).paragraphs.flat());
      for (const sentence of splitParts(last.options[index]!.body).paragraphs.flat()) {
        if (had.has(sentence) || !keep.every((word) => sentence.toLowerCase().includes(word.slice(0, 5)))) continue;
        option = mentionLine(option, sentence);
        kept.add(revert.keep!);
      }
    }
    options[index] = option;
  }
  const which = target === undefined ? 'Both options are' : `Option ${target + 1} is`;
  const when = revert.to === 'previous' ? 'as they were before the last change' : 'as first written';
  const also = kept.size > 0 ? `, keeping ${joinList([...kept].map((what) => `the ${what.replace(/^the\s+/i, '')}`))}` : revert.keep ? `; I couldn't find the ${revert.keep.replace(/^the\s+/i, '')} in the current version to keep` : '';
  const other = target === undefined ? '' : ` Option ${target === 0 ? 2 : 1} is unchanged.`;
  return { message: `Done! ${which} back ${when}${also}.${other}`, options };
}

/** An option in a formal register: "Dear ...", or a formal tone's name. */
function isFormal(option: DraftOption): boolean {
  return /^Dear\b/.test(option.body) || REGISTERS.formal.tone === option.tone || /Formal|Professional|Polite|Firm/.test(option.tone);
}

const LADDERS: Record<'formal' | 'friendly', readonly Register[]> = {
  formal: ['formal', 'professional', 'polite'],
  friendly: ['friendly', 'warm', 'casual', 'conversational'],
};

/**
 * "More formal" / "friendlier" on an option the visitor has not changed: the whole email written
 * again in that register from the same plan (opener, every sentence's phrasing, close, sign-off),
 * not only its greeting and sign-off swapped. An option that was edited or already changed by a
 * follow-up keeps its words and gets the phrase swap instead (undefined here).
 */
function rewrittenIn(option: DraftOption, to: Tone, index: 0 | 1, options: readonly DraftOption[], context: HistoryContext): DraftOption | undefined {
  if (to !== 'formal' && to !== 'friendly') return undefined;
  if (!context.request) return undefined;
  const current = (Object.keys(REGISTERS) as Register[]).find((register) => REGISTERS[register].tone === option.tone.replace(/\s*\(.*\)$/, ''));
  // Already formal and asked for more: the phrase swap goes one step further. Already friendly and
  // asked for warmer: written again in another of the friendly registers.
  if (!current || (to === 'formal' && REGISTERS[current].formal)) return undefined;
  for (const take of new Set([Math.max(0, context.takes - 1), context.takes, 0])) {
    const draft = draftFor(context.request, undefined, take);
    const restore = (written: DraftOption): DraftOption => ({ ...written, subject: draft.restore(written.subject), body: draft.restore(written.body), notes: draft.restore(written.notes ?? '') });
    const as = restore(writeOption(draft.plan, { register: current, index, take, length: 0 }));
    if (as.body !== option.body) continue;
    const other = options[index === 0 ? 1 : 0]?.tone.replace(/\s*\(.*\)$/, '');
    const register = LADDERS[to].find((candidate) => candidate !== current && REGISTERS[candidate].tone !== other) ?? LADDERS[to].find((candidate) => candidate !== current)!;
    const fresh = restore(writeOption(draft.plan, { register, index, take, length: 0 }));
    return fresh.body === option.body ? undefined : fresh;
  }
  return undefined;
}

// "oh", "also", "btw" leading a detail typed after the drafts.
const LEAD_WORDS = String.raw`(?:oh\s+|also\s+|and\s+|btw\s+|ps\s+|actually,?\s+|sorry,?\s+|oops,?\s+|wait,?\s+)`;
const DETAIL_LEAD = new RegExp(`^${LEAD_WORDS}+`, 'i');
// "i can only do weekends", "we'd prefer mornings": what the writer can do, said as a fact.
const FIRST_PERSON_DETAIL = new RegExp(String.raw`^${LEAD_WORDS}*(?:I|we)\s+(?:(?:just\s+|only\s+|really\s+)?(?:want|need)\s+(?!to\b)|can(?:'t|not)?|could|will|won't|only|also|already|would|'d|prefer|work|live|start|finish|leave|(?:am|'m)\s+(?:free|available|off|away|busy|around|only|not))\b`, 'i');

/**
 * A short message after the drafts that gives facts rather than asks for an email ("its single
 * storey, around 20sqm", "the bill is £312, account no 55012938"): it belongs in the drafts.
 */
function looksLikeDetail(message: string): boolean {
  const text = message.trim();
  const words = text.split(/\s+/).length;
  if (words < 2 || words > 25) return false;
  if (/\b(?:write|draft|compose|e-?mail|letter|message|reply|respond|send)\b/i.test(text)) return false;
  if (/^(?:tell|ask|remind|thank|invite|inform|congratulate|apologi[sz]e to|complain to|follow up with|email|write to|reply to)\s+(?:my|our|the|a|an)\b/i.test(text)) return false;
  // "i can only do weekends", "we'd prefer mornings", "baby's name is arlo btw": a fact about the email's matter.
  if (words <= 16 && FIRST_PERSON_DETAIL.test(text) && !/\b(?:want|need|have)\s+to\s+(?:write|send|email|reply|tell|ask)\b/i.test(text)) return true;
  if (words <= 16 && /\b\w+(?:'s)?\s+names?\s+(?:is|are)\b|\b(?:is|are)\s+called\b/i.test(text)) return true;
  // "also the bathroom extractor fan has stopped working": one more thing for the same email.
  if (DETAIL_LEAD.test(text) && /\b(?:has|have|had|keeps|won't|doesn't|isn't|can't|stopped|broke|broken|leaks|leaking|needs)\b/i.test(text)) return true;
  return /\d|\b(?:it's|its|it is|we're|we are|I'm|I am|there's|there is|the\s+\w+\s+is|is on|are on|was|were)\b/i.test(text);
}

/** "oh and its single storey" -> "its single storey": a detail without the words that led it in. */
function detailLine(message: string): string {
  return normalize(message).replace(DETAIL_LEAD, '').replace(RELEVANCE_NOTE, '').trim();
}

function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * "Rewrite my email ...": with the email pasted, two rewrites of it (formal and friendly, shorter
 * when asked); without it, ask for it rather than invent one.
 */
function rewriteRequest(message: string): ReplyDraft | undefined {
  const match = /^(?:please\s+)?(?:can you\s+)?(?:rewrite|improve|edit|polish|proofread|fix|tighten|redo|rework)\s+(?:my|this|the|our)\s+(?:[\w-]+\s+){0,3}?(?:e-?mail|message|draft|note|letter)\b/i.exec(message);
  if (!match) return undefined;
  const pasted = message.slice(match[0].length).split(/\n\s*\n|\n(?=(?:hi|hello|dear|hey)\b)/i).slice(1).join('\n\n').trim() || (/:\s*\n/.test(message) ? message.split(/:\s*\n/).slice(1).join('\n').trim() : '');
  const body = pasted.replace(/^>\s?/gm, '').trim();
  if (countWords(body) < 15 || !/\n|[.!?]\s/.test(body)) {
    return {
      message: 'Paste the email you want rewritten below your request (after a blank line), and I\'ll give you two improved versions of it: one more formal, one friendlier, keeping what it says. Tell me what to change too, for example "shorter, with one clear ask".',
      options: [],
    };
  }
  const subject = /^subject:\s*(.+)$/im.exec(body)?.[1]?.trim() ?? 'A quick note';
  const original: DraftOption = { tone: 'Original', subject, body: body.replace(/^subject:.*$/im, '').trim(), notes: '' };
  // A pitch to be made to get replies is rebuilt, not just re-toned.
  if (/\b(?:cold|pitch|outreach|prospect|gets? (?:more )?replies|small ask|about the reader|instead of (?:a|the) demo)\b/i.test(message.slice(0, match.index + match[0].length + 200))) {
    const limit = Number(/\bunder (\d{2,3}) words\b/i.exec(message)?.[1] ?? 150);
    const cold = rewriteColdEmail(subject, original.body, limit);
    if (cold) return { message: `Here's your cold email rebuilt two ways: ${cold[0].tone.toLowerCase()} and ${cold[1].tone.toLowerCase()}. Both lead with the reader, keep what your product does and your proof point, drop the company history, and end with one small ask and an opt-out line. Fill in the line about the reader before you send.`, options: cold };
  }
  const wantShorter = /\b(?:shorter|under \d+ words|concise|tighten|trim|brief)\b/i.test(message);
  const make = (register: 'formal' | 'friendly', seed: number): DraftOption => {
    let option = changeRegister(original, register, seed);
    if (wantShorter) option = shorten(option).option;
    return { ...option, notes: register === 'formal' ? 'Your email in a more formal register.' : 'Your email in a warmer, more relaxed register.' };
  };
  const options: [DraftOption, DraftOption] = [make('formal', 0), make('friendly', 1)];
  if (options[0].tone === options[1].tone) options[1] = { ...options[1], tone: `${options[1].tone} (warmer)` };
  return { message: `Here's your email rewritten two ways: ${options[0].tone.toLowerCase()} and ${options[1].tone.toLowerCase()}, with the same content${wantShorter ? ', and shorter' : ''}.`, options };
}

function declined(decline: Decline, lastReply: ReplyDraft | undefined): ReplyDraft {
  const keep = lastReply ? ' Your earlier drafts are unchanged above.' : '';
  switch (decline.kind) {
    case 'language':
      return { message: `The built-in composer writes emails in English only, so I can't write this ${decline.language === 'another language' ? 'in another language' : `in ${decline.language}`}. Describe the email in English and I'll write two versions.${keep}`, options: [] };
    case 'not-email':
      if (decline.what === 'general question') return { message: `I write emails only, so I can't answer questions like that. Tell me about an email you need (who it's for and what it should say) and I'll draft it.${keep}`, options: [] };
      return { message: `I write emails only, so I can't write a ${decline.what}. Tell me about an email you need (who it's for and what it should say) and I'll draft it.${keep}`, options: [] };
    case 'gibberish':
      return { message: `I couldn't make sense of that message. Tell me about the email you need, for example "ask my landlord to fix the heater by Friday".${keep}`, options: [] };
    case 'phishing':
      return { message: `I can't help with that: it reads as phishing or impersonation, which the terms of use prohibit. I'm happy to help with a genuine email, such as a security notice from your own organization that asks no one for a password.${keep}`, options: [] };
    case 'harassment':
      return { message: `I can't write that: threatening, harassing or insulting someone is against the terms of use. If you're in a dispute, I can help you write a firm, factual email that states the problem and what you want done.${keep}`, options: [] };
    case 'spam':
      return { message: `I can't help with that: unsolicited bulk email to people who didn't ask for it is spam, which the terms of use prohibit. I can help you write a one-to-one email to a prospect, or a message to people who opted in, with an unsubscribe line.${keep}`, options: [] };
  }
}
