// Plan: what the email must say, in order, and what it needs that the visitor did not give.
import nlp from 'compromise';
import { withoutNotesToUs } from '../understand/asides.ts';
import type { Act, Descriptor, Frame, Segment } from '../understand/frame.ts';
import { givenNameGender, isFirstName } from '../understand/names.ts';
import { conventionalGreeting, COUNCIL_DEPARTMENTS, greetingBlank, isDepartment, PARTNER, type Recipient } from '../understand/recipient.ts';
import { gerundOf } from '../understand/voice.ts';
import { countWords, escapeRegExp, MONEY, MONTH, remembered, wordTags } from '../text.ts';

export type Greeting =
  | { kind: 'name'; name: string; title: boolean }
  | { kind: 'group'; formal: string; friendly: string; /** "Ellie's parents": the child the email is about. */ child?: string }
  | { kind: 'blank'; blank: string }
  | { kind: 'none' };

export interface Plan {
  frame: Frame;
  greeting: Greeting;
  segments: Segment[];
  /** The act the email is for: decides the subject, opener and close. */
  main: Act | Descriptor | 'note';
  /** A few words for the subject line: "the broken heater". */
  topic?: string;
  /** The act the topic was read from, when it is not the main act. */
  topicAct?: Act;
  /** The subject is a headline of a statement: "Pool closed next week for retiling". */
  headline?: string;
  /** The kind of subject when the request shows it and the main act does not: "condolence", "followUp". */
  subjectKind?: string;
  signature: string;
  /** The visitor gave only the kind of email: the writer adds [blanks] for the content. */
  thin: boolean;
  /** The reply answers a pasted email. */
  reply: boolean;
}

const ASKS: ReadonlySet<Act> = new Set(['request', 'askFor', 'askAbout', 'question', 'cancel', 'reschedule', 'invite', 'remind', 'propose', 'offer']);
const POINTS: ReadonlyArray<Act> = ['complain', 'apply', 'resign', 'accept', 'decline', 'followUp', 'apologize', 'thank', 'congratulate', 'invite', 'remind', 'announce', 'update', 'cancel', 'reschedule', 'askFor', 'request', 'question', 'askAbout', 'wish', 'welcome', 'introduce', 'offer', 'propose', 'confirm', 'accept', 'decline', 'recommend', 'negotiate', 'reconnect', 'checkIn', 'about'];

export function plan(frame: Frame): Plan {
  const segments = merge(frame);
  const main = mainOf(frame, segments);
  const about = vetted(topicFor(frame, segments, main), frame, segments, main);
  // "About the reason", "A note about stuff": a topic that names nothing is no topic.
  // "the quarterly report early": how the thing was done is no part of it.
  // ("your Wednesday late", a shift, keeps its word.)
  if (about.topic) about.topic = about.topic.replace(/(?<!(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)\s+(?:early|late|already|again|yet|too|now|today|yesterday|tomorrow|this morning)$/i, '');
  // A counter-offer is about the offer ("offering me 55k" is no topic).
  if ((main === 'negotiation' || main === 'negotiate') && about.topic && /^offering\b/i.test(about.topic)) about.topic = undefined;
  if (about.topic && /^(?:(?:the|a|an|my|your|our|some|this|that)\s+)?(?:reason|reasons|stuff|thing|things|matter|issue|situation|it|this|that|something|way|time|point|bit|lot)$/i.test(about.topic.trim())) about.topic = undefined;
  // A question with no thing to name is about what it asks: "Working compressed hours", "Space in your research lab".
  // ("can we have a quick chat this week" asks the same as "if we can have ...".)
  const yesNo = main === 'question' && !about.topic && !about.headline ? segments.find((segment) => segment.act === 'question' && segment.form === 's' && (segment.wh === 'if' || (segment.wh === 'direct' && /^(?:can|could)\s+(?:we|I)\s/i.test(segment.text)))) : undefined;
  const askedLine = yesNo ? askedHeadline(yesNo.text.replace(/^(can|could)\s+(we|I)\s+/i, (_m, modal: string, who: string) => `${who} ${modal.toLowerCase()} `)) : undefined;
  if (askedLine && headlineOk(askedLine)) about.headline = askedLine;
  // A headline subject keeps a topic too, so another take can word its subject differently.
  if (about.headline && !about.topic && segments[0]) {
    const topic = topicFromSegment(segments[0]);
    if (topic && /[a-z]{3,}/i.test(topic.replace(/\b(?:the|a|an|my|your|our|their)\b/gi, '')) && topicOk(topic, main)) about.topic = topic;
  }
  return {
    frame,
    greeting: greetingFor(frame.recipient, frame),
    segments,
    main,
    ...about,
    signature: frame.senderName ?? '[Your name]',
    thin: segments.length === 0,
    reply: Boolean(frame.quoted) || frame.descriptor === 'reply',
  };
}

/** Joins what reads better as one sentence: an apology with the fact it is for; a loss with sympathy. */
function merge(frame: Frame): Segment[] {
  const out: Segment[] = [];
  // A note to us that reached the content ("dont make it aggressive") is not written.
  const segments = frame.segments
    .map((segment) => (segment.text ? { ...segment, text: withoutNotesToUs(segment.text) } : segment))
    .filter((segment, index) => !frame.segments[index]!.text || segment.text);
  // "who hasn't replied to the proposal I sent" + follow up: follow up on the proposal.
  if (frame.descriptor === 'follow-up' && !segments.some((segment) => segment.act === 'followUp')) {
    // "It was great to meet you at ..." comes before "I wanted to follow up".
    const met = segments[0]?.act === 'inform' && /^it was (?:great|good|lovely|nice) to meet you\b/i.test(segments[0].text) ? 1 : 0;
    segments.splice(met, 0, { act: 'followUp', form: 'none', text: '' });
  }
  const follow = segments.findIndex((segment) => segment.act === 'followUp' && segment.form === 'none');
  const silent = segments.findIndex((segment) => segment.act === 'inform' && /^you (?:haven't|have not|didn't|did not|still haven't)\s+(?:replied|responded|gotten back|got back|answered|heard back)(?:\s+(?:to|about|on))?\s+(.+)$/i.test(segment.text));
  if (follow >= 0 && silent >= 0) {
    const object = /^you (?:haven't|have not|didn't|did not|still haven't)\s+(?:replied|responded|gotten back|got back|answered|heard back)(?:\s+(?:to|about|on))?\s+(.+)$/i.exec(segments[silent]!.text)?.[1] ?? '';
    segments[follow] = { act: 'followUp', form: 'np', text: object };
    segments.splice(silent, 1);
  }
  const skip = new Set<Segment>();
  for (const segment of segments) {
    if (skip.has(segment)) continue;
    const previous = out[out.length - 1];
    // "complain ... my flight EZY8821 from gatwick to nice was cancelled": a clause, not a thing.
    if (segment.act === 'complain' && segment.form === 'np' && /^(?:my|our|the|a|an)\s[^,.;]*?\s(?:was|were|has been|have been|got|keeps|kept)\s/i.test(segment.text)) {
      out.push({ ...segment, form: 's' });
      continue;
    }
    // "follow up ... interviewed for the marketing exec role 10 days ago": the interview, had then.
    const done = segment.act === 'followUp' && segment.form === 'np' ? /^(interviewed|applied|spoke|met)\s+(for|to|with)\s+(.+)$/i.exec(segment.text) : null;
    if (done?.[1] && done[2] && done[3]) {
      const noun: Record<string, string> = { interviewed: 'my interview', applied: 'my application', spoke: 'our conversation', met: 'our meeting' };
      out.push({ ...segment, text: `${noun[done[1].toLowerCase()]} ${done[2].toLowerCase()} ${done[3]}`.replace(/^our conversation to\b/, 'our conversation with') });
      continue;
    }
    // The apology goes with the bad news it is for ("the refit will be delayed", "I missed the
    // deadline"), not with whatever came just before it ("everything else is done").
    const BAD = /\b(?:miss(?:ed|ing)?|late|delay(?:ed|s)?|cancel+(?:ed|led)?|mistake|wrong|broke|broken|forgot|couldn't|can't|cannot|won't|didn't|wasn't|error|problem|issue|lost|damaged|never|ill|sick|mix[- ]?up|messed|overcharg\w*|charged twice|double[- ]charged|glitch|short|instead of|not)\b/i;
    if (segment.act === 'apologize' && segment.form === 'none' && previous?.act === 'inform' && !/^I\b/.test(previous.text) && BAD.test(previous.text)) {
      out[out.length - 1] = { act: 'apologize', form: 's', text: previous.text };
      continue;
    }
    if (segment.act === 'apologize' && segment.form === 'none' && previous?.act === 'inform' && !BAD.test(previous.text)) {
      const at = out.findIndex((earlier) => earlier.act === 'inform' && BAD.test(earlier.text) && !/^I\b/.test(earlier.text));
      if (at >= 0) {
        out[at] = { act: 'apologize', form: 's', text: out[at]!.text };
        continue;
      }
    }
    // "janet just finished our mentoring programme, want to thank her": what the two finished together, then the thanks.
    const together = segment.act === 'thank' && segment.form === 'none' && previous?.act === 'inform' ? /^you\s+(?:have\s+)?(just\s+|recently\s+|finally\s+)?(finished|completed|wrapped up|ended|come to the end of)\s+(our\s+.+)$/i.exec(previous.text) : null;
    if (together?.[2] && together[3]) {
      out[out.length - 1] = { act: 'inform', form: 's', text: `we have ${together[1] ?? ''}${together[2].toLowerCase() === 'come to the end of' ? 'come to the end of' : together[2].toLowerCase()} ${together[3]}` };
      // (What the reader did follows: "she helped me get ready ...", thanked for.)
      const next = segments[segments.indexOf(segment) + 1];
      if (next?.act === 'inform' && /^you\s+(?!are\b|were\b|have\b|had\b|will\b)[a-z]+ed\b/i.test(next.text)) {
        out.push({ act: 'thank', form: 'np', text: gerundClause(next.text) });
        skip.add(next);
      } else out.push(segment);
      continue;
    }
    if (segment.act === 'thank' && segment.form === 'none' && previous?.act === 'inform' && /^you\b/i.test(previous.text)) {
      out[out.length - 1] = { act: 'thank', form: 'np', text: gerundClause(previous.text) };
      continue;
    }
    out.push(segment);
  }
  return out;
}

/** "you helped me move" -> "helping me move" for "Thank you for ...". */
function gerundClause(text: string): string {
  const rest = text.replace(/^you\s+/i, '').replace(/^(?:just|recently|really|always|finally)\s+/i, '');
  const [verb = '', ...words] = rest.split(' ');
  const infinitive = nlp(verb).verbs().toInfinitive().text() || verb;
  const gerund = gerundOf(infinitive).split(' ')[0];
  return gerund && /ing$/.test(gerund) ? [gerund, ...words].join(' ') : `everything you did: ${rest}`;
}

/** "We have just finished our mentoring programme": what the writer and the reader finished together (a thank-you's news). */
export const FINISHED_TOGETHER = /^we have (?:just |recently |finally )?(?:finished|completed|wrapped up|ended|come to the end of) our\b/i;

const AROUND_NEWS: ReadonlySet<Act> = new Set(['inform', 'apologize', 'thank', 'reason', 'offer', 'promise', 'share']);

function mainOf(frame: Frame, segments: readonly Segment[]): Plan['main'] {
  if (frame.descriptor) return frame.descriptor;
  const first = segments[0];
  // ("we have just finished our programme. Thank you for helping me ...": a thank-you, with its news first.)
  const thanking = segments.some((segment) => segment.act === 'thank' && segment.form === 'np') && segments.filter((segment) => segment.act === 'inform').length === 1 && FINISHED_TOGETHER.test(first?.text ?? '');
  if (first?.act === 'inform' && !thanking && segments.every((segment) => AROUND_NEWS.has(segment.act))) {
    // "you got charged twice for the same order ... apologise": what went wrong for the reader, apologised for.
    if (segments.some((segment) => segment.act === 'apologize') && /^(?:you|your)\b[^.]*\b(?:charged|overcharged|billed|late|delayed|wrong|damaged|missing|broken|cancell?ed|waited|left|lost|forgot|forgotten|mistake|error|glitch|sent|had no|no hot water|cold|dirty|noisy)\b/i.test(first.text)) return 'apologize';
    // "reply to a customer who asked if we ship to ireland, yes we do, ...": an answer to their question.
    if (/^you asked (?:if|whether|about)\b/i.test(first.text)) return 'reply';
    // (A council's or a firm's department written to by its customer is told, not announced to.)
    // (Two people greeted by name, "Steve and Jo", are told something, not sent an announcement.)
    // ("the dry cleaners": a business written to is told, not announced to.)
    return frame.business || (frame.recipient?.plural && !isDepartment(frame.recipient) && frame.recipient.relation !== 'company' && !/^[A-Z][a-z'-]+ and [A-Z][a-z'-]+$/.test(frame.recipient.name ?? '')) ? 'announcement' : 'inform';
  }
  // ("withdraw my application ..., thank them for their time": thanks for the reader's time is a courtesy
  // at the end, not what the email is.)
  const courtesy = (segment: Segment) => segment.act === 'thank' && segment.form === 'np' && /^(?:your|the)\s+(?:time|consideration|patience|understanding)$/i.test(segment.text) && segments.some((other) => other.act === 'purpose');
  for (const act of POINTS) if (segments.some((segment) => segment.act === act && !courtesy(segment))) return act;
  return 'note';
}

/** "the council tax team": a department named by what it does. */
const COUNCIL_TEAM = new RegExp(`^(?:${COUNCIL_DEPARTMENTS})\\b`, 'i');

// "cousin and husband": the role of a couple read by readRecipient.
const COUPLE_ROLE = new RegExp(String.raw`^([\w-]+) and (${PARTNER})$`, 'i');

export function greetingFor(recipient: Recipient | undefined, frame: Frame): Greeting {
  const firstName = frame.constraints.mergeFields?.find((field) => /first_?name|name/i.test(field));
  if (firstName) return { kind: 'name', name: firstName, title: false };
  if (frame.descriptor === 'cold' && !recipient?.name) return { kind: 'blank', blank: '[First name]' };
  if (!recipient) {
    // "cover letter for a junior data analyst job at Monzo": whoever reads applications.
    // ... and "feedback after not getting the marketing role at Lumen Beauty": whoever interviewed.
    if (frame.descriptor === 'application' || frame.descriptor === 'cover-letter' || /\bfeedback\b[^.]*\b(?:not getting|rejected|unsuccessful|interview(?:s|ed)?)\b|\b(?:not getting|rejected for|unsuccessful for)\b[^.]*\b(?:job|role|position)\b[^.]*\bfeedback\b/i.test(frame.message)) return { kind: 'group', formal: 'Hiring Manager', friendly: 'Hi there' };
    if (frame.business) return { kind: 'group', formal: 'Hello', friendly: 'Hi there' };
    return { kind: 'none' };
  }
  // "Dr. Osei and the team": the person and the people with them, as named.
  if (recipient.name && / and the (?:team|staff|nurses|colleagues|crew)$/.test(recipient.name)) return { kind: 'name', name: recipient.name, title: false };
  if (recipient.name && /\b(?:Committee|Team|Department|Office|Group|Club|Society|Association|Council|Board|Ltd|Inc|LLC)$/.test(recipient.name)) {
    const org = recipient.name.replace(/^The\s+/, '');
    return { kind: 'group', formal: org, friendly: org };
  }
  // "Dear Yes", "Dear Annual": a word of the request read as a name is no name.
  if (recipient.name && /^[A-Z][a-z]+$/.test(recipient.name) && !isFirstName(recipient.name.toLowerCase()) && wordTags(recipient.name.toLowerCase()).some((tag) => /^(?:Adjective|Adverb|Verb|Expression|Determiner|Preposition|Conjunction|Pronoun|QuestionWord)$/.test(tag))) {
    return greetingFor({ ...recipient, name: undefined }, frame);
  }
  // "the local newspaper (Wessex Echo)": the name of a place of business greets its people.
  if (recipient.name && !recipient.plural && /\b(?:newspaper|paper|magazine|radio station|company|firm|shop|store|business|charity|council|agency|bank|insurer|provider|supplier|venue|hotel|restaurant|garage|gym|nursery|surgery|practice|club|cafe|café|bakery|pub|salon|studio|brand)$/i.test(recipient.role ?? '') && recipient.gender === 'they' && !isFirstName(recipient.name.split(' ')[0]!.toLowerCase())) {
    return { kind: 'group', formal: `${recipient.name.replace(/^The\s+/, '')} team`, friendly: `${recipient.name.replace(/^The\s+/, '')} team` };
  }
  // "Severn Trent", "Kemi Adeyemi": a full name whose first word is no first name we know greets in full.
  if (recipient.name && recipient.gender === 'they' && !recipient.plural && /^[A-Z][\w'-]+\s+[A-Z][\w'-]+$/.test(recipient.name) && !isFirstName(recipient.name.split(' ')[0]!.toLowerCase())) {
    return { kind: 'name', name: recipient.name, title: false };
  }
  if (recipient.name) {
    // "Dean" alone signs a name; "Dean Howe" is a title and a surname.
    const title = /^(?:Dr\.|Professor|Mr\.|Mrs\.|Ms\.|Miss|Mx\.|Rev\.|(?:Coach|Dean)\s+[A-Z])/.test(recipient.name);
    // A full name greets by first name, unless there is a title: "Sarah Chen" -> "Sarah"; two
    // people greet both: "Dave and Lisa".
    const pair = /^([A-Z][\w'-]+)(?:\s+[A-Z][\w'-]+)?\s+(?:and|&)\s+([A-Z][\w'-]+)/.exec(recipient.name);
    const name = pair ? `${pair[1]} and ${pair[2]}` : title || / family$/.test(recipient.name) ? (title ? titled(recipient.name) : recipient.name) : (recipient.name.split(' ')[0] ?? recipient.name);
    return { kind: 'name', name, title };
  }
  const role = recipient.role ?? '';
  // "the council planning dept": a council's department is written to as "Sir or Madam".
  if (!recipient.name && /^(?:the\s+)?(?:(?:local\s+)?council(?:'s)?\s+(?!tax\b)(?:[\w-]+\s+){0,2}(?:department|dept|team|office)|(?:planning|licensing|building control|environmental health)\s+(?:department|dept|team|office))$/i.test(role)) return { kind: 'group', formal: 'Sir or Madam', friendly: 'Hi there' };
  // "tell ellie's parents": a child's parents, greeted as such.
  const child = recipient.organization ? /^([A-Z][\w-]+)'s (?:parents|mum|mom|dad|family)$/.exec(recipient.organization)?.[1] : undefined;
  if (child) return { kind: 'group', formal: recipient.organization!, friendly: recipient.organization!, child };
  // "my friend Hugo's parents": two people the writer knows, each greeted by the name the writer fills in.
  if (/\b(?:friend|mate|classmate|flatmate|roommate|boyfriend|girlfriend|partner)\s+[A-Z][\w-]+'s\s+parents$/.test(recipient.phrase)) return { kind: 'blank', blank: '[Name] and [Name]' };
  if (recipient.organization && ['company', 'client', 'unknown', 'school', 'provider', 'landlord'].includes(recipient.relation) && !/team$/.test(role)) {
    const org = /'s (?:office|practice|clinic|surgery)$/i.test(recipient.organization) ? recipient.organization : `${recipient.organization.replace(/^The\s+/, '').replace(/\s+(?:on|in)\s+[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*\s+(?:Rd|Road|St|Street|Lane|Ave|Avenue|High Street)$/, '')} team`;
    return { kind: 'group', formal: org, friendly: org };
  }
  // "a recruiter from Hays": the recruiter, by name, not whoever hires.
  if (!recipient.plural && /^(?:(?:the|a|an|my|our)\s+)?(?:recruiter|recruitment consultant|headhunter|talent partner|talent acquisition partner)$/i.test(role)) return { kind: 'blank', blank: "[Recruiter's name]" };
  // "the couple who found my wallet": two people, each named by the writer.
  if (/^(?:the\s+|a\s+|that\s+|lovely\s+)*couple\b/i.test(role)) return { kind: 'blank', blank: '[Name] and [Name]' };
  // "my cousin and her husband": both, by the names the writer fills in.
  const couple = recipient.plural ? COUPLE_ROLE.exec(role) : null;
  if (couple?.[1] && couple[2]) {
    const blank = (word: string) => `[${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()}'s name]`;
    return { kind: 'blank', blank: `${blank(couple[1])} and ${blank(couple[2])}` };
  }
  const conventional = conventionalGreeting(recipient);
  if (conventional) {
    if (conventional === 'team') {
      const team = /team$/.test(role) ? role.replace(/^(?:whole|entire|new|old|current|wider|extended)\s+/, '') : 'team';
      // "IKEA customer service": the firm's own desk, by its name.
      const desk = /^(?:the\s+)?((?!(?:my|our|your|their|the|a|an)\b)[\w&'.-]+(?:\s+[\w&'.-]+)?)\s+(customer (?:service|support|care)|support|help ?desk|billing|bookings|complaints)(?:\s+team)?$/i.exec(recipient.phrase);
      const label = desk?.[1] && desk[2] ? `${desk[1].charAt(0).toUpperCase()}${desk[1].slice(1)} ${capitalizeWords(desk[2].toLowerCase())} team`
        : /^(?:support|billing|customer service|customer support|help desk|accounts?|finance|payments?|bookings?|sales|admin|hr|jobs|careers|enquiries|inquiries|info)\b/i.test(role) || COUNCIL_TEAM.test(role) ? `${capitalizeWords(role.replace(/\s+team$/, '')).replace(/^Hr\b/, 'HR')} team` : team;
      return { kind: 'group', formal: label, friendly: label };
    }
    // ("Hi Hiring Manager" is no greeting: the friendly option says "Hi there".)
    return { kind: 'group', formal: conventional === 'everyone' ? 'all' : conventional, friendly: /^members of/.test(conventional) ? 'everyone' : conventional === 'Hiring Manager' ? 'Hi there' : conventional };
  }
  if (recipient.plural) {
    const group = role.replace(/^(?:our|my|the|all)\s+/, '').replace(/^(?:existing|current|new|loyal|all|whole|entire)\s+/, '') || 'everyone';
    if (/^(?:company|office|staff|employees|department)$/.test(group)) return { kind: 'group', formal: 'all', friendly: 'everyone' };
    // "the school office", "reception": whoever reads the desk's email, greeted plainly.
    if (/\b(?:office|reception|front desk|admissions|attendance)$/.test(group)) return { kind: 'none' };
    if (/^(?:neighbou?rs)$/.test(group)) return { kind: 'group', formal: group, friendly: group };
    if (/^(?:parents|families)$/.test(group)) return { kind: 'group', formal: 'parents', friendly: 'everyone' };
    // ("the choir members", "club members": fellow members, not customers.)
    // ("im treasurer of our allotment society, email all members": the writer's fellow members too.)
    if (/\b(?:choir|club|team|committee|society|association|allotment|allotments|band|cast|group|squad|church|group chat|pta|book club|union|league|residents' association|tenants' association)\s+members$/.test(group) || (group === 'members' && /\b(?:our|my|the)\s+(?:[\w'-]+\s+){0,2}(?:club|society|association|choir|committee|group|union|allotments?|pta|league|church|congregation)\b/i.test(frame.message))) return { kind: 'group', formal: 'all', friendly: 'everyone' };
    if (/(?:customers?|clients?|members|subscribers|users|guests|patrons|shoppers|community|followers|readers|donors|supporters|patients|volunteers|attendees)$/.test(group)) {
      const last = group.split(' ').pop() ?? group;
      return { kind: 'group', formal: /^(?:customers|clients|guests|members|subscribers|users|patients|shoppers)$/.test(last) ? `valued ${last}` : last, friendly: /customers|clients|guests|members|users|subscribers|shoppers|patients|parents|residents|tenants/.test(last) ? 'everyone' : last };
    }
    if (/^(?:friends|family|cousins|in-laws)$/.test(group)) return { kind: 'group', formal: 'everyone', friendly: 'everyone' };
    if (/(?:classmates|teammates|groupmates|colleagues|coworkers|co-workers|neighbou?rs|players|volunteers|members|parents|residents|tenants)$/.test(group)) return { kind: 'group', formal: 'all', friendly: 'everyone' };
    if (/(?:panel|committee|board)$/.test(group)) return { kind: 'group', formal: `members of the ${group}`, friendly: 'everyone' };
    if (/^(?:trustees|governors)$/.test(group)) return { kind: 'group', formal: `${group.charAt(0).toUpperCase()}${group.slice(1)}`, friendly: 'everyone' };
    return { kind: 'group', formal: 'all', friendly: 'everyone' };
  }
  const blank = greetingBlank(recipient);
  if (blank) return { kind: 'blank', blank };
  if (recipient.relation === 'family' && role) return { kind: 'name', name: familyName(role), title: false };
  if (recipient.relation === 'teacher') {
    const word = /\b(coach|tutor|supervisor|advisor|adviser|counsel+or|principal|librarian|instructor|lecturer)\b/.exec(role)?.[1];
    return { kind: 'blank', blank: /prof/.test(role) ? 'Professor [Last name]' : word ? `[${word.charAt(0).toUpperCase()}${word.slice(1)}'s name]` : "[Teacher's name]" };
  }
  if (recipient.relation === 'provider' && /doctor|dr|gp/.test(role)) return { kind: 'blank', blank: 'Dr. [Last name]' };
  if (recipient.relation === 'company') return { kind: 'group', formal: 'team', friendly: 'team' };
  if (recipient.relation === 'school') return { kind: 'none' };
  if (recipient.relation === 'tenant') return { kind: 'blank', blank: "[Tenant's name]" };
  if (recipient.relation === 'neighbor') return { kind: 'blank', blank: /neighbour/i.test(frame.message) ? "[Neighbour's name]" : "[Neighbor's name]" };
  return { kind: 'blank', blank: '[Name]' };
}

function familyName(role: string): string {
  const word = role.split(' ').pop() ?? role;
  const map: Record<string, string> = { mom: 'Mom', mum: 'Mum', mother: 'Mom', dad: 'Dad', father: 'Dad', grandma: 'Grandma', grandmother: 'Grandma', grandpa: 'Grandpa', grandfather: 'Grandpa', grandad: 'Grandad', granddad: 'Granddad', gran: 'Gran', nanna: 'Nanna', nan: 'Nan', nana: 'Nana', granny: 'Granny', papa: 'Papa', mama: 'Mama' };
  return map[word] ?? `[${word.charAt(0).toUpperCase()}${word.slice(1)}'s name]`;
}

function titled(name: string): string {
  // "Dr. Maria Lopez" -> "Dr. Lopez"; "Professor Miller" stays; "Mr. Adams Coach" -> "Mr. Adams".
  const parts = name.split(' ').filter((part, index) => index === 0 || !/^(?:Coach|Teacher|Manager|Boss|Landlord|Tutor|Director|Principal|Head)$/.test(part));
  if (parts.length >= 3) return `${parts[0]} ${parts[parts.length - 1]}`;
  return parts.join(' ');
}

function capitalizeWords(text: string): string {
  return text.replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

// --- the subject's topic ---------------------------------------------------------------------

const DETERMINERS = /^(?:the|a|an|my|your|our|their|his|her|its|this|that|these|those|some)\s+/i;
const BAD_END = /\s+(?:the|a|an|my|your|our|their|his|her|of|to|for|in|on|at|by|with|and|or|but|from|about|as|that|is|are|was|were|be|been|I|we|you|it|this|\d+|got|has|have|had|will|would|can|could|because|between|next|this|last|while|during|so|till|until|still|not|hasn't|haven't|isn't|aren't|wasn't|weren't|won't|can't|don't|doesn't|didn't|never|just|also|only|even|right|literally|basically|actually|almost|really|very|being)$/i;

type About = { topic?: string; topicAct?: Act; headline?: string; subjectKind?: string };

// Kinds of email whose topic may be a person: "Recommending my old intern Kai", "Welcome aboard, Priya".
const PERSON_TOPICS: ReadonlySet<string> = new Set(['recommend', 'recommendation', 'introduce', 'introduction', 'welcome', 'congratulate', 'congratulations', 'wish', 'get-well', 'birthday', 'thank', 'thanks']);
const PREPOSITION_HEAD = /^(?:with|at|to|from|in|on|into|by|of|for|as|about|regarding|after|before|since|until|till)\s/i;
const SPAN = /^(?:(?:a|an|one|two|three|four|five|six|few|a few|several|couple of|a couple of|the last|last|this|next|over a|almost a|nearly a|\d+|\d+\+)\s+)*(?:days?|weeks?|wks?|months?|years?|yrs?|hours?|hrs?|minutes?|mins?|fortnight|while|ages)(?:\s+(?:ago|now|later))?$/i;
const HONORIFIC = /^(?:mr|mrs|ms|miss|mx|dr|prof|professor|sir|dame)\.?$/i;

// The tags of each word of a short phrase, read in context and remembered: both options and every candidate ask again.
const phraseTags = remembered(500, (text: string): string[][] => (nlp(text).terms().json() as Array<{ terms: Array<{ tags: string[] }> }>).map((term) => term.terms[0]?.tags ?? []));
const phraseVerbs = remembered(500, (text: string) => nlp(text).verbs().json() as Array<{ terms: Array<{ tags: string[]; text: string }> }>);

/** A person named, or a role alone: "Amara", "my son Ethan", "a freelance copywriter", "Liam in the meeting". */
function personOnly(phrase: string): boolean {
  const head = phrase.replace(/^(?:(?:the|a|an|my|your|our|their|his|her|old|new|former|dear|lovely)\s+)+/i, '').split(/\s+(?:in|at|from|for|on|with|of|about|during|after|who|that)\s/i)[0] ?? '';
  const words = head.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 4) return false;
  // "my daughter Ruby Hall": a kin word and the name after it, whatever the surname is as a word.
  if (/^(?:daughter|son|child|kid|boy|girl|husband|wife|partner|mum|mom|dad|brother|sister|nephew|niece|grandson|granddaughter|grandma|grandad|cousin|friend|colleague|neighbou?r)(?:\s+[A-Z][\w'-]*){1,2}$/i.test(head)) return true;
  // "a software engineer", "my son Ethan": the head word, read in its phrase, is a person.
  const tags = phraseTags(head);
  const last = tags[tags.length - 1] ?? [];
  if ((last.includes('Actor') || last.includes('Person')) && !last.includes('Organization') && !last.includes('Place')) return true;
  return words.every((word) => {
    const bare = word.replace(/'s$/i, '');
    if (HONORIFIC.test(bare)) return true;
    const tags = wordTags(bare.toLowerCase());
    if (tags.includes('Actor')) return true;
    if (!/^[A-Z][a-z'-]+$/.test(bare)) return false;
    return tags.includes('Person') || tags.includes('FirstName') || Boolean(givenNameGender(bare)) || !tags.some((tag) => /^(?:Noun|Adjective|Verb|Place|Organization|Date|Value)$/.test(tag)) || tags.length === 0;
  });
}

/** A topic a person would put after "About" or "Question about": a thing, never a person, a span of time or a clause. */
export function topicOk(topic: string, main: Plan['main'] | string = 'note'): boolean {
  const text = topic.trim();
  if (!text || PREPOSITION_HEAD.test(text) || SPAN.test(text)) return false;
  // "charged me £85": an object pronoun starts no topic ("Formal complaint: me £85").
  if (/^(?:me|us|him|them)\b/i.test(text)) return false;
  // "haven't heard anything": what did not happen is no thing.
  if (/^(?:haven't|have not|havent|hasn't|has not|hadn't|not|never|no longer)\s/i.test(text)) return false;
  // "the approved account yet": cut from a clause that went on ("hasn't approved the account yet").
  if (/\s(?:yet|already|anymore|any more)$/i.test(text)) return false;
  // "the dog next door barking all": cut before the time it goes on for.
  if (/\s(?:all|every|each|most|half|some)$/i.test(text)) return false;
  // "6 times", "several occasions": how often, not what.
  if (/^(?:\d+|a few|several|many|two|three|four|five|six|multiple)\s+(?:times|occasions|attempts|goes|tries)$/i.test(text)) return false;
  // A date alone says nothing: "Regarding 1 October".
  if (DATE_ONLY.test(text) || DAY_DATE.test(text)) return false;
  // "due 20th Nov": a due date says nothing.
  if (/^(?:due|deadline)\s+(?:on\s+|by\s+)?(?:the\s+)?\d/i.test(text)) return false;
  if (/^(?:(?:no|any|some|the)\s+)?(?:news|word|reply|response|answer|update|feedback|info|information)$/i.test(text)) return false;
  // "the end of June": when, not what.
  if (/^(?:the\s+)?(?:end|start|beginning|middle|rest)\s+of\s+(?:the\s+)?[\w-]+$/i.test(text)) return false;
  // "the treasurer", "a junior dev", "a small boutique": who writes, not what the email is about.
  if (!PERSON_TOPICS.has(String(main)) && /^(?:the|a|an|our|my)\s+(?:(?:small|little|local|new|junior|senior|head|lead|old|young|family|independent)\s+)*(?:treasurer|secretary|chair|chairperson|dev|developer|designer|photographer|teacher|manager|owner|founder|freelancer|student|parent|mum|dad|tenant|landlord|boutique|shop|business|company|bakery|salon|studio|agency|charity|cafe|café|practice|firm|startup|brand)$/i.test(text)) return false;
  // "our flight lands", "the boiler keeps": a thing and what it does, cut from its clause.
  if (/^(?:(?:the|a|an|my|our|your|their)\s+)?(?:[a-z-]+\s+){0,2}[a-z-]+\s+(?:lands|arrives|leaves|departs|starts|finishes|ends|opens|closes|runs|goes|comes|happens|works|breaks|leaks|stops|drips|keeps|needs|says|said|went|came|broke|stopped)$/i.test(text)) return false;
  // "the pm", "space", "company", "the sales": a time of day, or a word with no thing in it alone.
  if (/^(?:(?:the|a|an)\s+)?(?:am|pm|morning|afternoon|evening|night|weekend|space|room|company|sales|time|things|stuff|bit|lot|way|place)$/i.test(text)) return false;
  // "half", "swap", "going down", "having a chat": a word or two with no thing in it.
  if (/^(?:half|all|some|most|part|swap|change|going\s+\w+|having\s+a\s+\w+|getting\s+\w+|doing\s+\w+|coming\s+\w+)$/i.test(text)) return false;
  // "the meeting yesterday in front": cut inside a phrase.
  if (/\b(?:in front|on top|in case|as well|at least|in time)$/i.test(text)) return false;
  if (/^(?:anyone|anybody|someone|somebody|everyone|everybody|no one|nobody|one|ones|any|all|both)$/i.test(text) || /^(?:one|any|each|either|neither|another|anyone|anybody|someone|somebody|everyone|everybody)\s/i.test(text)) return false;
  // The request's wrapper is not its point: "cold outreach", "a quick email".
  if (/^(?:(?:a|an|the|my|this)\s+)?(?:(?:quick|short|cold|formal|polite|follow-up)\s+)?(?:outreach|pitch|e-?mail|message|letter|note|reply|response|intro)$/i.test(text)) return false;
  if (!PERSON_TOPICS.has(String(main)) && personOnly(text)) return false;
  // "Thanks for parents": the ones thanked are not what they are thanked for.
  if (/^(?:(?:my|our|your|the|their)\s+)?(?:parents|mum|mom|dad|family|friends?|neighbou?rs?|team|colleagues|everyone|nurses|staff|teachers?|kids|children|grandparents|in-laws)$/i.test(text)) return false;
  // "our prices go up 6%": a clause after "Regarding" is no topic; a gerund is ("being on the committee").
  // ("head of design" is a title: "head" is no verb there.)
  // "maternity leave", "new brakes and discs": nouns the tagger reads as verbs out of context.
  const compound = /^(?:(?:the|a|an|my|our|your|their|new|old)\s+)?[a-z-]+\s+(?:leave|cover|share|pay|rise|check|test|run|report|review|plan|claim|return|repair|change|swap|transfer|release|notice|deposit|request|support|help|work|drop|stay|visit|trip|offer|rent|fix|invite|update|refill|kit|clean-up|tidy-up|clear-up|litter pick|meet-up|get-together|sing-along)(?:\s+(?:on\s+)?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))?$/i.test(text) || /^(?:(?:the|a|an|my|our|your|their|new|old)\s+)*[a-z-]+s\s+and\s+[a-z-]+s$/i.test(text) || /^(?:(?:the|a|an|my|our|your|their)\s+)?[a-z-]+\s+(?:marks|damage|stains|wounds|patches|spots|bites)$/i.test(text);
  const verbs = compound ? [] : text.includes(' ') ? phraseVerbs(text.replace(/(\w)'s\b/g, '$1s').replace(/\bhead of\b/gi, 'chief of').replace(/\b(christmas|xmas|leaving|summer|welcome|farewell|birthday|team|friday|engagement|reunion|retirement|celebration|festive)\s+drinks\b/gi, '$1 party')) : [];
  const firstWord = text.split(/\s+/)[0]!.toLowerCase();
  if (verbs.some((verb) => {
    const term = verb.terms[0];
    return term && !term.tags.includes('Gerund') && term.text.toLowerCase() !== firstWord && !term.tags.includes('Noun') && (term.tags.includes('PresentTense') || term.tags.includes('Modal') || term.tags.includes('Copula') || (term.tags.includes('PastTense') && !/\s(?:on|in|at|from|by)\s/.test(text)));
  })) return false;
  return true;
}

/** A headline a person would send: not a fragment led by a preposition, a bare verb, a person alone or the request's wrapper. */
export function headlineOk(line: string): boolean {
  const text = line.replace(/^[\w-]+:\s+/, (lead) => (/^(?:Update|News|Heads-up|Note|Reminder):\s+/i.test(lead) ? '' : lead)).trim();
  if (PREPOSITION_HEAD.test(text) || /^\d+\s+(?:years?|yrs?|months?|weeks?)\s+old\b/i.test(text)) return false;
  if (/^(?:cold\s+|quick\s+|formal\s+)?(?:outreach|pitch|e-?mail|message|letter|note|intro)\b/i.test(text)) return false;
  // ("Excusing Zara from swimming" is what is asked, led by its verb, not a person.)
  if (!/^(?-i:[A-Z])[a-z]{2,}ing\s+(?:(?-i:[A-Z])|(?:my|our|your|his|her|their)\s)/.test(text) && personOnly(text.replace(/:.*$/, ''))) return false;
  // "We make organic baby food pouches", "Hey I'm a junior dev", "Garage said £220": a sentence of the
  // request, not a headline.
  if (/^(?:I|I'm|I've|you|you're|he|she|they|hey|hi|hello|saw|said|my friend|my mate)\b/i.test(text) || /^we\s+(?:haven't|have not|hadn't|never|make|run|own|sell|are\s+an?|want|would like|need|have to|overcharged|sent|made|messed|got|had)\b/i.test(text)) return false;
  if (/^[\w-]+(?:\s+[\w-]+)?\s+(?:said|says|told|asked|sent)\b/i.test(text)) return false;
  // "Haven't heard anything": what did not happen, with no one it happened to.
  if (/^(?:haven't|have not|havent|hasn't|has not|hadn't|not|never)\s/i.test(text)) return false;
  // "My son Alfie getting picked": a phrasal verb cut from its particle.
  if (/\b(?:getting|being|got|get|was|were|been)\s+(?:picked|called|told|left|kicked|ripped|singled|pushed|shut|locked|laid|let|ruled|taken|put)$/i.test(text)) return false;
  // "Due to budget cuts your contract won't": a headline does not stop on its helper verb or a
  // lead-in ("Due to", "Because of").
  if (/\b(?:won't|will|can't|cannot|is|are|was|were|has|have|had|would|should|could|not|isn't|wasn't|don't|doesn't|didn't|to|the|a|an|my|your|our|and|but|of|for|with|even|just|also|only|very|really|quite|too)$/i.test(text)) return false;
  if (/^(?:due to|because of|because|as|since|although|though|after|before|if|when)\b/i.test(text)) return false;
  // "Laptop keeps blue screening about 3 times", "Hedge now like 3 metres tall": cut inside a quantity, or hedged.
  if (/\b(?:about|around|roughly|nearly|almost|over|under|up to|per|than|like)\s+\d[\d,.]*(?:\s+[a-z]+)?$/i.test(text) || /\blike\s+\d/i.test(text)) return false;
  // "Got rejected from a job", "Got told off": the writer's own news, with no subject.
  if (/^(?:got|get|been|was|were)\s+[a-z]+(?:ed|en)\b/i.test(text)) return false;
  // "Packaging to negotiate": a headline does not end on a bare infinitive.
  const to = /\bto\s+([a-z]+)$/.exec(text)?.[1];
  if (to && wordTags(to).includes('Verb') && !wordTags(to).includes('Noun')) return false;
  // "Organise the litter pick", "Bought a phone case": a verb with its object and no subject.
  const terms = phraseTags((text.charAt(0).toLowerCase() + text.slice(1)).split(' ').slice(0, 4).join(' '));
  const [first = [], second = [], third = []] = terms;
  if (first.includes('Verb') && !first.includes('Gerund') && (second.some((tag) => /^(?:Determiner|Possessive)$/.test(tag)) || (second.includes('Particle') && third.some((tag) => /^(?:Determiner|Possessive)$/.test(tag))))) return false;
  return true;
}

// "the project officer role", "the editorial assistant position": what a job email is about.
const ROLE = /\b(?:the|a|an|my|your)\s+((?:[A-Za-z-]+\s+){0,3}(?:role|position|job|vacancy|post|internship|placement|apprenticeship))\b/i;
const CHASING = /\b(?:follow(?:ing)?[- ]?up|check(?:ing)? in|chas(?:e|ing)|no news|not heard|haven't heard|havent heard|no reply|no response|heard back|any news|any update)\b/i;

const MEETING_ASKED = /\b(?:request|ask for|asking for|book|arrange|set up|schedule)\s+(?:a|an)\s+(?:quick\s+|short\s+|brief\s+)?(meeting|call|chat|appointment|catch-up|video call|phone call)\s+(?:with\s+(?:you|[^.;]{2,60}?),?\s+)?(?:about|to discuss|regarding|re|to talk about)\s+([^,.;]{3,60})/i;

/** Keeps a topic or headline a person would send; otherwise the email's reference, its role, or none (the kind's own subject). */
function vetted(about: About, frame: Frame, segments: readonly Segment[], main: Plan['main']): About {
  const out: About = { ...about };
  if (out.headline && !headlineOk(out.headline)) out.headline = undefined;
  if (out.topic && /^(?:my|our|the)\s+money back$/i.test(out.topic.trim())) out.topic = 'a refund';
  // "being" of "being so careful with my son's allergy": a bare verb names nothing.
  if (out.topic && /^(?:being|having|getting|doing|making|so|very|really)$|^(?:the\s+)?same\s+(?:time|day|date|week|place)$/i.test(out.topic.trim())) out.topic = undefined;
  // "our proposal 3 weeks ago", "the market 7 weeks": how long is no part of what it is about.
  if (out.topic) out.topic = out.topic.replace(/(?<!\b(?:in|for|over|within|after|of|every|per|last|past|next))\s+(?:\d+|a|an|one|two|three|four|five|six|a few|a couple of)\s+(?:days?|weeks?|months?|years?)(?:\s+ago)?$/i, '');
  // "the website going down yesterday 2-6 pm": when it happened is in the email, not the subject.
  if (out.topic && /\b(?:going|being|breaking|coming)\b/i.test(out.topic)) out.topic = out.topic.replace(/(?:\s+(?:yesterday|today|last night|this morning|this afternoon|on (?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day))?(?:\s+(?:from\s+)?\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\s*(?:-|–|to)\s*\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?)?$/i, '');
  // The part a subject shows is what is judged: "RemindDent, £39/month, free 30 day trial" is "RemindDent".
  if (out.topic && out.subjectKind !== 'reply' && !topicOk(shorten(out.topic, 8) ?? out.topic, main)) {
    out.topic = undefined;
    out.topicAct = undefined;
  }
  if (out.headline || FIXED_SUBJECTS.has(String(main)) || main === 'reply' || frame.quoted) return out;
  const message = frame.message;
  // A reference is what the email is about, whatever it asks: "Reminder: invoice 2024-017".
  const reference = segments.map((segment) => referenceOf(segment.text)).find(Boolean);
  // ("Requesting ref P-8842190": what is asked for is never the reference itself.)
  if (reference && (!out.topic || !/\d/.test(out.topic))) return { ...out, topic: reference, topicAct: out.topic ? out.topicAct : undefined, ...(['askFor', 'request'].includes(String(out.topicAct ?? main)) ? { subjectKind: 'about' } : {}) };
  // "request a meeting with the SENCO about my son's EHCP review": the meeting and what it is about.
  const meeting = MEETING_ASKED.exec(message);
  const meetingAbout = !out.topic && meeting?.[1] && meeting[2] ? shorten(meeting[2], 5) : undefined;
  if (meeting?.[1] && meetingAbout && !/\b(?:is|are|was|were|has|have|had|been|will|would|can|could|it's|its|I|I'm|you|he|she|they|we)$/i.test(meetingAbout) && (topicOk(meetingAbout, 'askFor') || /\b(?:review|plan|report|meeting|support|progress|needs|assessment|application|appraisal|contract|results?)$/i.test(meetingAbout))) return { topic: `a ${meeting[1].toLowerCase()} about ${meetingAbout}`, subjectKind: 'askFor' };
  // "Write a request for a salary review, ...": the request names what it asks for.
  const asked = /^(?:(?:please\s+)?(?:write|draft|send)\s+(?:me\s+)?)?(?:an?\s+)?(?:email\s+)?request(?:ing)?\s+(?:for|to)\s+((?:a|an|the|my|some)\s+[a-z][\w' -]{2,40}?)(?=[,.;:]|$)/i.exec(message.trim())?.[1];
  if (!out.topic && asked && topicOk(asked, 'askFor') && asked.split(' ').length <= 5) return { topic: asked, subjectKind: 'askFor' };
  const role = ROLE.exec(message)?.[0];
  const chasing = CHASING.test(message) && !['followUp', 'follow-up'].includes(String(main)) && ['inform', 'note', 'about', 'question', 'askAbout'].includes(String(main));
  if (role && (!out.topic || chasing)) return { topic: role.replace(/^(?:a|an|your)\s+/i, 'the '), ...(chasing ? { subjectKind: 'followUp' } : out.topicAct ? { topicAct: out.topicAct } : {}) };
  if (!out.topic && (main === 'followUp' || main === 'follow-up' || chasing)) {
    const interview = /\b(?:my|the|our)\s+((?:\w+\s+)?interview)\b/i.exec(message);
    if (interview) return { topic: /^(?:my|the|our)\s+(?:\d\w*|second|third|first|final|last)\s+interview$/i.test(interview[0]) ? `my ${interview[1]!.toLowerCase()}` : 'my interview', ...(chasing ? { subjectKind: 'followUp' } : {}) };
    if (/\b(?:I applied|my application|applied for)\b/i.test(message)) return { topic: 'my application', ...(chasing ? { subjectKind: 'followUp' } : {}) };
    if (chasing) return { subjectKind: 'followUp' };
  }
  // Nothing better: the first thing the content names ("raising my rates from $75 to $90" -> "my rates").
  if (!out.topic && main !== 'cold') {
    const named = nounTopic(segments);
    if (named && topicOk(named, main)) return { ...out, topic: named };
  }
  return out;
}

/** The first noun phrase the content names as the writer's ("my", "our"): a thing, not a person or a time. */
function nounTopic(segments: readonly Segment[]): string | undefined {
  for (const segment of segments.slice(0, 3)) {
    if (!segment.text) continue;
    const phrases = nlp(segment.text).match('(my|our) #Adjective? #Noun+').out('array') as string[];
    for (const phrase of phrases) {
      const clean = phrase.replace(/[,.;:!?)(]+$/g, '').trim();
      // The whole phrase, not the start of a longer one ("our PTA summer fair").
      const after = segment.text.slice(segment.text.indexOf(clean) + clean.length);
      if (!/^\s*(?:$|[,.;:!?]|(?:from|to|for|on|in|at|by|with|is|are|was|were|has|have|will|and)\b)/i.test(after)) continue;
      if (clean.split(' ').length > 4 || /\b(?:\d|today|tomorrow|yesterday|week|month|year|morning|afternoon|evening|time|day|way|thing|things|stuff|moment|end|start|rest|people|team|everyone|manager|boss|landlord|teacher|mum|mom|dad|son|daughter|wife|husband|partner|friend|kids?|children|family|guy|woman|man|lady|person|email|message|note|letter)\b/i.test(clean)) continue;
      return clean;
    }
  }
  return undefined;
}

const OFFER_ON_PROPERTY = /\boffer\s+(?:of\s+)?([£$€]\d[\d,.]*k?|\d[\d,.]*k)\s+(?:on|for)\s+((?:(?:(?:the|flat|no\.?|number)\s+)?\d+[a-z]?,?|the\s+(?:house|flat|property|cottage|bungalow|apartment)\s+on)\s+(?:[A-Z][\w'-]+\s+){1,3}(?:Road|Rd|Street|St|Avenue|Ave|Grove|Lane|Close|Drive|Way|Court|Ct|Place|Crescent|Gardens|Terrace|Row|Mews|Hill|Park|View|Square)\b)/;

/** "3 invoices totalling £2,340 are now overdue": how many, how much, and that they are late. */
const OVERDUE_INVOICES = new RegExp(String.raw`\b(\d+|two|three|four|five|six)\s+invoices\s+totalling\s+(${MONEY})\s+are\s+now\s+(overdue|outstanding|unpaid)\b`, 'i');
/** "a quote for 14th September": a quote for a day, not for a thing. */
const QUOTE_FOR_DAY = new RegExp(String.raw`^(?:a|the)\s+quote\s+for\s+((?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}|${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?)\b`, 'i');

function topicFor(frame: Frame, segments: readonly Segment[], main: Plan['main']): About {
  if (frame.quoted?.subject) return { topic: frame.quoted.subject.replace(/^re:\s*/i, '') };
  if (frame.quoted?.topic) return { topic: frame.quoted.topic };
  // "a quote for 14th September, 7 pm to midnight ...", to a wedding DJ: the service, on the day.
  const quoteDay = main === 'quote' ? segments.map((segment) => QUOTE_FOR_DAY.exec(segment.text)?.[1]).find(Boolean) : undefined;
  // ("a wedding DJ": the role as typed, its initialisms kept, when the phrase is just the role.)
  const typedRole = frame.recipient?.phrase.replace(/^(?:a|an|the|my|our)\s+/i, '');
  const service = typedRole && typedRole.toLowerCase() === frame.recipient?.role?.toLowerCase() ? typedRole.split(' ').map((word) => (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase())).join(' ') : frame.recipient?.role?.toLowerCase();
  if (quoteDay && service && !frame.recipient?.plural && countWords(service) <= 3) return { topic: `${/^[aeiou]/i.test(service) ? 'an' : 'a'} ${service} on ${quoteDay}`, subjectKind: 'quote' };
  // "3 invoices totalling £2,340 are now overdue": that is the subject, whatever else is said.
  const overdue = segments.map((segment) => OVERDUE_INVOICES.exec(segment.text)).find(Boolean);
  if (overdue?.[2] && overdue[3]) return { headline: `${capitalize(overdue[3].toLowerCase())} invoices totalling ${overdue[2]}` };
  // "we had my mum's 70th birthday with you on Saturday": a complaint about that visit.
  const visit = /^complain/.test(String(main)) ? /^(?:we|I)\s+(?:had|held|celebrated|ate|stayed|booked)\s+[^,.;]{3,40}?\s+with you\s+((?:on|last)\s+[A-Z]?\w+(?:\s+\d{1,2}(?:st|nd|rd|th)?)?)/i.exec(segments[0]?.text ?? '') : null;
  if (visit?.[1]) return { topic: `our visit ${visit[1]}` };
  // "would you like to go halves on a present for the in-laws' ruby anniversary" -> "Going halves on a present".
  const halves = segments.map((segment) => /\bgo(?:ing)?\s+(halves|half and half|50\/50|splits)\s+on\s+((?:a|an|the|some)\s+[\w-]+)\b/i.exec(segment.text)).find(Boolean);
  if (halves?.[1] && halves[2] && ['question', 'request', 'ask'].includes(String(main))) return { headline: `Going ${halves[1].toLowerCase()} on ${halves[2]}` };
  // "my daughter (Year 5) is being left out ... I would like a meeting": a meeting asked for, about the child.
  const meeting = segments.some((segment) => /^I(?: would like|'d like| want| need)(?: to (?:arrange|request|have|book))? an? (?:urgent\s+)?meeting\b|^(?:can|could) we (?:meet|arrange a meeting)\b/i.test(segment.text));
  const child = meeting ? /^(?:my|our)\s+(son|daughter|child|kid)\b(?:\s+([A-Z][a-z'-]+))?/.exec(segments[0]?.text ?? '') : null;
  if (child?.[1]) return { headline: `Meeting request about ${child[2] ?? `my ${child[1]}`}` };
  // "confirm the kickoff call on Monday at 10 am UK time" -> "Confirming the kickoff call on Monday".
  const confirmed = segments.find((segment) => segment.act === 'confirm' && segment.form === 'np' && segment.text);
  // ("the booking for 7 pm to midnight on 14 June": the booking and its day, the hours in the email.)
  const thingConfirmed = confirmed ? shorten(confirmed.text.replace(/\s+for\s+\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm)\s+to\s+\S+(?:\s*(?:am|pm))?/i, '').split(/\s+at\s+\d|\s*[,(;]/)[0] ?? confirmed.text, 7) : undefined;
  if (thingConfirmed && thingConfirmed.split(' ').length >= 2 && headlineOk(`Confirming ${thingConfirmed}`)) return { headline: `Confirming ${thingConfirmed}` };
  // "quote for the cafe owner, I can paint the mural on your back wall for £900" -> "Quote for the mural".
  const quoted = /^(?:(?:write|send|draft)\s+)?(?:a\s+)?quote\s+(?:for|to)\s/i.test(frame.message) ? segments.map((segment) => /^(?:I|we)\s+(?:can|could|would|will)\s+[a-z]+\s+((?:the|a|an|your)\s+(?:[\w-]+\s+){0,2}?[\w-]+?)(?=\s+(?:on|in|at|for|from|by|with)\b|[,.;]|$)/i.exec(segment.text)?.[1]).find(Boolean) : undefined;
  if (quoted) return { headline: `Quote for ${quoted.replace(/^your\s+/i, 'the ')}` };
  // "announce the winners of the camera club photo competition: ..." -> "Results of the camera club photo competition".
  const winners = segments.map((segment) => (segment.act === 'announce' || segment.act === 'inform' ? /^(?:(?:we are|we're)\s+(?:delighted|pleased|happy|excited)\s+to\s+announce\s+)?the\s+(winners?|results?)\s+of\s+((?:the|our|this year's|last night's)\s+[^:,.;]{3,60}?)(?=\s*[:,.;]|$)/i.exec(segment.text) : null)).find(Boolean);
  const contest = winners?.[2] ? shorten(winners[2], 6) : undefined;
  // ("Winners of ..." would read as people alone: the results are the news.)
  if (winners?.[1] && contest) return { headline: `Results of ${contest}` };
  // "our company name has changed from Greenleaf Ltd to Greenleaf Home Ltd" -> "Our new company name: Greenleaf Home Ltd".
  const renamed = segments.map((segment) => /^(?:our|my)\s+(company|business|trading|shop|salon|firm)\s+name\s+has\s+changed\s+from\s+.+?\s+to\s+((?:[A-Z][\w&'-]*\s*){1,5})/.exec(segment.text)).find(Boolean);
  if (renamed?.[1] && renamed[2]) return { headline: `Our new ${renamed[1].toLowerCase()} name: ${renamed[2].trim()}` };
  // "would you like to do a feature on our new community garden" -> "Feature idea: our new community garden".
  const feature = segments.map((segment) => /\b(?:do|run|write|cover)\s+(?:a|an)\s+(feature|story|piece|segment|article|interview)\s+(?:on|about)\s+((?:our|my|the)\s+(?:[\w'-]+\s+){0,3}?[\w'-]+?)(?=\s+(?:on|in|at|for|with|from|this|next)\b|[,.;?]|$)/i.exec(segment.text)).find(Boolean);
  if (feature?.[1] && feature[2]) return { headline: `${capitalize(feature[1].toLowerCase())} idea: ${feature[2]}` };
  // "ask about switching to a compressed 4-day week from September, ..." -> "Switching to a compressed 4-day week".
  const askedAbout = segments.find((segment) => segment.act === 'askAbout' && segment.form === 'np' && /^(?:switching|moving|changing|going|working|taking|reducing|dropping|increasing|starting|returning)\s/i.test(segment.text));
  const doing = askedAbout ? shorten((askedAbout.text.split(/,\s/)[0] ?? askedAbout.text).replace(/\s+(?:from|in|on|by|starting|next|this)\s+(?:[A-Z]\w+|the\s+\w+|next\s+\w+|\w+day)$/, ''), 7) : undefined;
  if (doing && doing.split(' ').length >= 3 && headlineOk(capitalize(doing))) return { headline: capitalize(doing) };
  // "could you excuse my son from swimming for 6 weeks" -> "Excusing my son from swimming".
  const excuse = segments.map((segment) => (segment.act === 'request' && segment.form === 'vp' ? /^excuse\s+((?:my|our)\s+[\w-]+(?:\s+[A-Z][\w'-]+)?)\s+from\s+((?:[\w-]+\s+){0,2}?[\w-]+?)(?=\s+(?:for|until|till|on|this|next|while|because|as)\b|$)/i.exec(segment.text) : null)).find(Boolean);
  if (excuse?.[1] && excuse[2]) return { headline: `Excusing ${excuse[1]} from ${excuse[2]}` };
  // "does the venue allow dogs at the ceremony?" -> "dogs at the ceremony".
  const allowed = segments.map((segment) => (segment.act === 'question' || segment.act === 'inform' ? /^(?:does|do|will|would|can|could)\s+(?:the|your|you|this|our)\b[\w ]{0,20}?\s+(?:allow|accept|take|permit|let in)\s+((?:[\w'-]+\s+){0,4}?[\w'-]+)\s*\??$/i.exec(segment.text)?.[1] : undefined)).find(Boolean);
  if (allowed && topicOk(allowed, 'question')) return { topic: allowed, subjectKind: 'about' };
  // "write to my MP about the closure of the walk-in centre": what is raised is what it is about.
  const raised = segments.some((segment) => segment.act === 'request' && segment.text === 'raise this on my behalf') ? segments.find((segment) => segment.act === 'about' && segment.form === 'np') : undefined;
  const matter = raised ? shorten(raised.text.replace(/^(?:the|a|an)\s+/i, ''), 8) : undefined;
  if (matter && matter.split(' ').length >= 2) return { headline: capitalize(matter) };
  // "reply to a recruiter who messaged about a project manager contract": a reply about that.
  const answered = segments.map((segment) => /^you (?:messaged|emailed|contacted me|reached out|got in touch|wrote|called|rang)(?: me| to me)? (?:about|regarding) ((?:a|an|the|my|our|your)\s+[\w -]{3,40}?)$/i.exec(segment.text)?.[1]).find(Boolean);
  // ("a project manager contract" names a job, not a person.)
  if (answered && (topicOk(answered, 'reply') || /\b(?:contract|role|job|position|vacancy|opportunity|project|opening|post|freelance work)$/i.test(answered))) return { topic: answered.replace(/^(?:a|an)\s+/i, 'the '), subjectKind: 'reply' };
  // A reply to an email with no subject line and no thing named is a reply to the message: the
  // visitor's own words ("help some other way") name no subject for it.
  if (frame.quoted) return {};
  // "you asked if we do gift wrapping, yes we do": the answer is about what was asked.
  const asked = segments.map((segment) => /^you asked (?:if|whether)\s+(?:we|I|you)\s+(?:do|offer|have|sell|can do|provide|stock|take|accept|deliver|ship|make)\s+((?:[\w'-]+\s+){0,3}?[\w'-]+)(?=\s*[,.;]|\s+(?:yes|and|but|or|to)\b|$)|^you asked about\s+((?:the\s+)?(?:[\w'-]+\s+){0,3}?[\w'-]+)(?=\s*[,.;]|\s+(?:yes|and|but|or)\b|$)/i.exec(segment.text)).find(Boolean);
  const thing = asked?.[1] ?? asked?.[2];
  // ("you asked if we ship to Ireland": shipping to Ireland is what they asked about.)
  const sent = asked?.[0] && /\b(ship|deliver)\s+to\s+[A-Z]/.test(asked[0]) ? /\b(ship|deliver)\s+(to\s+(?:[A-Z][\w'-]*\s*){1,3})/.exec(asked[0]) : null;
  if (sent?.[1] && sent[2]) return { headline: `${sent[1].toLowerCase() === 'ship' ? 'Shipping' : 'Delivery'} ${sent[2].trim()}` };
  if (thing && topicOk(thing, 'question')) return { topic: thing, subjectKind: 'about' };
  // "offer £285,000 on 22 Elm Grove": an offer on a property is named by it.
  const property = OFFER_ON_PROPERTY.exec(segments.map((segment) => segment.text).join(' '));
  // ("the house on Mill Road" is named by its street, for a subject's length.)
  if (property?.[1] && property[2]) return { headline: `Offer of ${property[1]} on ${property[2].replace(/^the\s+(?:house|flat|property|cottage|bungalow|apartment)\s+on\s+/i, '')}` };
  const first = segments[0];
  // "yes, I would love to be your maid of honor": a yes is the subject of its own email.
  const love = segments.slice(0, 3).map((segment) => (segment.act === 'inform' ? /^I(?: would|'d) love to\s+((?:be|come|join|help)\b.+)$/i.exec(segment.text)?.[1] : undefined)).find(Boolean);
  if (love && /^(?:yes|yeah|yep|sure|of course|absolutely|definitely)\b/i.test(segments[0]?.text ?? '')) {
    const line = `Yes to ${gerundOf(love)}`;
    if (line.split(' ').length <= 8 && subjectOk(line)) return { headline: line };
  }
  // A request read as plain news may still show its kind: a sick note, a condolence, congratulations.
  if (['inform', 'note', 'about', 'update', 'announcement'].includes(String(main))) {
    const away = segments.slice(0, 2).map((segment) => absenceHeadline(segment.text)).find(Boolean);
    if (away) return { headline: away };
    if (/\b(?:condolences?|sympathy|passed away|bereave\w*)\b/i.test(frame.message) && !frame.recipient?.plural) return { subjectKind: 'condolence' };
    if (/\bcongrat\w*/i.test(frame.message)) {
      const on = segments.map((segment) => /^(?:on|for)\s+(.{6,})$/i.exec(segment.text)?.[1]).find(Boolean);
      const topic = on ? shorten(on, 6) : undefined;
      if (topic && topicOk(topic, 'congratulations')) return { topic, subjectKind: 'congratulations' };
    }
  }
  // "I'm applying to volunteer at the Riverside Animal Shelter" says the application and what it is for.
  if (main === 'application' || main === 'apply') {
    const applying = segments.map((segment) => (/^(?:I(?:'m| am)\s+)?applying\s+(?:for|to)\s/i.test(segment.text) ? headline(segment.text) : undefined)).find(Boolean);
    if (applying) return { headline: applying };
  }
  if (main === 'cold') {
    const product = segments.find((segment) => segment.act === 'introduce' && segment.wh === 'product');
    // "our bookkeeping service to local restaurants": who it is pitched to is the reader, not the topic.
    if (product) return { topic: product.text.replace(/^(?:our|my)\s+/i, '').replace(/\s+(?:to|for)\s+(?:(?:local|small|independent|other|all)\s+)?(?:[a-z-]+\s+){0,2}[a-z-]+s$/i, '') };
  }
  // "handover email to the team, ...": the kind the visitor named leads the subject.
  const kind = kindOf(frame.message);
  if (kind && ['note', 'inform', 'announcement', 'update', 'about', 'announce'].includes(String(main)) && first) {
    const news = first.act === 'inform' && first.form === 's' ? headline(first.text) : undefined;
    const object = objectOf(first.text) ?? (news && !news.includes(':') ? lowerHead(news) : undefined);
    const line = object ? `${kind}: ${object.replace(/^(?:the|a|an|my|our|your)\s+/i, '')}` : undefined;
    if (line && line.split(' ').length >= 3 && line.split(' ').length <= 8 && subjectOk(line)) return { headline: line };
  }
  // A welcome is to what the newcomer joins: "you join the design team on Monday" -> "the design team".
  if (main === 'welcome') {
    const joins = segments.map((segment) => /^you(?:'re| are| will be)?\s+(?:join(?:s|ing)?|start(?:s|ing)?(?:\s+(?:at|with|in|on))?)\s+(the\s+[\w' -]+?|our\s+[\w' -]+?)(?=\s+(?:on|from|next|this|in|at|as|today|tomorrow)\b|[,.]|$)/i.exec(segment.text)?.[1]).find(Boolean);
    if (joins && !/^(?:the|our)\s+(?:company|job|role|position|\d)/i.test(joins)) return { topic: joins.replace(/^our\s+/i, 'the ') };
    // Otherwise the welcome is its own subject ("Welcome aboard, Priya"), not the start date.
    if (!segments.some((segment) => segment.act === 'welcome' && segment.text)) return {};
  }
  // An apology names what it is for: "my cleaner broke a vase" -> "the broken vase".
  const sorry = main === 'apologize' || main === 'apology';
  if (sorry || ((main === 'inform' || main === 'note') && /\b(?:apologi[sz]e|apology|sorry)\b/i.test(frame.message))) {
    // "I snapped at you in the meeting": what the writer did to the reader is what the apology is for.
    const done = segments.map((segment) => /^I\s+((?:[a-z]+ed|snapped|shouted|yelled|swore|lost my temper|was rude|was short|was harsh)\s+(?:at|to|with|on)\s+you)\b/i.exec(segment.text)?.[1]).find(Boolean);
    if (done && sorry) return { topic: gerundOf(done.replace(/^was\s+/i, 'be ')) };
    const event = segments.filter((segment) => (segment.act === 'apologize' || segment.act === 'inform') && segment.form === 's').map((segment) => eventTopic(segment.text)).find(Boolean);
    if (event) return sorry ? { topic: event } : { headline: `Apology for ${event}` };
  }
  // "you just had a baby boy": congratulations on "your baby boy".
  if (main === 'congratulations' || main === 'congratulate') {
    const news = segments.find((segment) => segment.act === 'inform' && /^you (?:have |'ve )?(?:just |finally |recently )?(?:had|got|passed|won|finished|completed|bought|landed|earned|started|reached|became|welcomed|graduated)\b/i.test(segment.text));
    const thing = news ? /^you (?:have |'ve )?(?:just |finally |recently )?\w+\s+(?:(?:a|an|the|your)\s+)?(.+)$/i.exec(news.text)?.[1] : undefined;
    const topic = thing ? shorten(`your ${thing.replace(/^from\s+/i, '')}`, 5) : undefined;
    if (topic && topic.split(' ').length >= 2) return { topic };
  }
  const announcement = segments.find((segment) => segment.act === 'announce' && segment.form === 's');
  if (announcement && (main === 'announce' || main === 'announcement')) {
    const line = headline(announcement.text);
    if (line) return { headline: line };
  }
  if ((main === 'inform' || main === 'announcement' || main === 'update') && first?.act === 'inform') {
    const line = headline(first.text);
    if (line) return { headline: line };
  }
  // "write to the surgery to chase up my results": what the email is for, said as an act.
  const purpose = segments.find((segment) => segment.act === 'purpose' && segment.form === 'vp' && segment.text);
  if (purpose && (main === 'note' || main === 'purpose' || segments.length === 1 || (segments[0] === purpose && !FIXED_SUBJECTS.has(String(main)) && !TOPIC_KINDS.has(String(main))))) {
    const line = shorten(gerundOf(purpose.text.replace(/\s+(?:for|with|to)\s+(?:you|them|him|her)$/i, '')), 6);
    if (line && line.split(' ').length >= 2 && subjectOk(capitalize(line))) return { headline: capitalize(line) };
  }
  // A request that opens with the facts is about those facts: "Boiler broke again on Sunday".
  // (One that asks for a thing is about the thing asked for: "Requesting a payment plan", not "About council tax".)
  const askedFor = main === 'askFor' ? segments.find((segment) => segment.act === 'askFor' && segment.form === 'np' && segment.text) : undefined;
  const thingAsked = askedFor ? topicFromSegment(askedFor) : undefined;
  if (first?.act === 'inform' && first.form === 's' && thingAsked && thingAsked.split(' ').length >= 2 && topicOk(thingAsked, 'askFor') && !segments.some((segment) => referenceOf(segment.text)) && askedFor?.text.toLowerCase().startsWith(thingAsked.toLowerCase()) && !FIXED_SUBJECTS.has(String(main))) return { topic: thingAsked };
  if (first?.act === 'inform' && first.form === 's' && !FIXED_SUBJECTS.has(String(main))) {
    // "I'd like to book a table for 12 at Luigi's" -> "Booking a table for 12 at Luigi's".
    const wish = /^(?:I|we|you)(?:'d| would) like to\s+(?!(?:ask|know|say|let|check|tell|thank|apologi[sz]e|request|inquire|enquire|see)\b)(.+)$|^(?:I|we|you) (?:want|need|am hoping|'m hoping|hope) to\s+(?!(?:ask|know|say|let|check|tell|thank|apologi[sz]e|request|inquire|enquire|see)\b)(.+)$/i.exec(first.text);
    const act = wish?.[1] ?? wish?.[2];
    const doing = act ? shorten(gerundOf(act), 7) : undefined;
    if (doing && doing.split(' ').length >= 3 && subjectOk(capitalize(doing))) return { headline: capitalize(doing) };
    const line = headline(first.text);
    // A descriptor with a topic of its own ("quote", "complaint") keeps its word; the facts are its topic.
    if (line && line.split(' ').length >= 3 && TOPIC_KINDS.has(String(main))) {
      const reference = referenceOf(first.text);
      return { topic: reference ?? lowerHead(line) };
    }
    if (line && line.split(' ').length >= 3) return { headline: line };
    const topic = topicFromSegment(first);
    // A reference ("booking SV-3381") is what the whole email is about, whatever it asks.
    if (topic && (TOPIC_KINDS.has(String(main)) || topic === referenceOf(first.text))) return { topic };
    if (topic) return { topic, topicAct: 'inform' };
  }
  // "why ive been charged twice this month (£34.99 x2 ...)": the question is the subject.
  const why = segments.find((segment) => segment.act === 'question' && segment.wh === 'why');
  const done = why && segments.indexOf(why) === 0 ? /^(I|we)(?:'ve|'re| have| are)?\s+(?:been|was|were|got|keep getting|keep being)\s+((?:[a-z]+ed|[a-z]+en)\b[^,;()]*?)\s*(?=[,;(]|$)/i.exec(why.text) : null;
  if (done?.[1] && done[2] && countWords(done[2]) <= 5) {
    const line = `Why ${/^we$/i.test(done[1]) ? 'were we' : 'was I'} ${done[2]}?`;
    if (subjectOk(line)) return { headline: line };
  }
  // "about order 204-5567 that never arrived": the thing and what happened to it.
  const happened = segments.map((segment) => (segment.form === 'np' ? /^(?:(?:the|my|our|your)\s+)?(.{3,40}?)\s+(?:that|which)\s+((?:never|still|has|have|hasn't|haven't|didn't|did not|was|were|is|got|keeps?|broke|stopped|arrived)\b.+)$/i.exec(segment.text) : null)).find(Boolean);
  if (happened?.[1] && happened[2] && !FIXED_SUBJECTS.has(String(main))) {
    const line = headline(`${happened[1]} ${happened[2]}`);
    if (line && line.split(' ').length >= 3) return { headline: line };
  }
  // "about swapping the christmas weekend ..., can we swap for new year instead": what the email
  // says it is about leads, before the question that follows.
  // ("about my son coming home with bite marks twice this week": who, and what happened to them.)
  const story = segments[0]?.act === 'about' && segments[0].form === 'np' ? /^(?:my|our)\s+(?:son|daughter|child|kid|boy|girl|mum|mom|dad)\s+[a-z]+ing\b.*?\bwith\s+(?:a\s+|an\s+|some\s+)?((?:[a-z]+\s+)?[a-z]{3,}?)(?=\s+(?:twice|again|today|yesterday|this|last|on|at|from|after|in|every)\b|$)/i.exec(segments[0].text)?.[1] : undefined;
  if (story && topicOk(`the ${story}`, 'about')) return { topic: `the ${story}`, topicAct: 'about' };
  const lead = segments[0]?.act === 'about' && segments[0].form === 'np' && main === 'question' ? topicFromSegment(segments[0]) : undefined;
  if (lead && lead.split(' ').length >= 2 && topicOk(lead, 'about')) return { topic: lead, topicAct: 'about' };
  // A kind of email reads its topic from its own act first: a complaint from what went wrong.
  const natural = NATURAL_ACT[String(main)];
  const preferred: Act[] = typeof main === 'string' && (POINTS as readonly string[]).includes(main) ? [main as Act] : natural && natural !== 'askFor' && natural !== 'question' ? [natural] : [];
  const order = [...preferred, 'askFor', 'request', 'complain', 'followUp', 'about', 'askAbout', 'question', 'invite', 'remind', 'thank', 'apologize', 'congratulate', 'cancel', 'reschedule', 'apply', 'offer', 'propose', 'update', 'announce', 'wish', 'welcome', 'purpose', 'inform'] as Act[];
  for (const act of order) {
    const segment = segments.find((candidate) => candidate.act === act && candidate.text);
    if (!segment) continue;
    // "a quick favor: feedback on my portfolio": what follows the colon is the topic.
    let found = topicFromSegment(segment)?.replace(/^[^:]{1,30}:\s+/, '');
    // "a quote to translate my birth certificate": the quote, with what it is for.
    // (What is worked on, not made: "to redo our curtains" is a quote for curtains.)
    const quoteTo = /^(?:a|the)\s+quote\s+to\s+((?:translate|proofread|transcribe|value|survey|service|inspect|check|clean|repair|fix|frame|resole|alter|tune)\s+(?:my|our|the|a|an|some|\d+)\b.+)$/i.exec(segment.text)?.[1];
    const quoteFor = quoteTo ? shorten(gerundOf(quoteTo), 4) : undefined;
    if (quoteFor && quoteFor.split(' ').length >= 3) return { topic: quoteFor, subjectKind: 'quote' };
    // "a quote to redo our living room curtains": the kind is not its own topic; what follows is.
    if (found && KIND_WORDS.test(found.replace(/^(?:a|an)\s+/i, ''))) {
      const after = /^(?:a|an)?\s*\w+\s+(?:for|to|on|about|regarding|of)\s+(.+)$/i.exec(segment.text)?.[1];
      const nouns = after ? (nlp(after).nouns().out('array') as string[]).filter((noun) => !/^(?:you|me|it|them|us|him|her|this|that)$/i.test(noun)) : [];
      const reference = after ? referenceOf(after) : undefined;
      // "a meeting to discuss my dissertation topic" -> "a meeting about my dissertation topic".
      const talk = /^(?:a|an)?\s*(meeting|call|chat)\s+(?:to\s+(?:discuss|talk about|go over|go through|review)|about|on|regarding)\s+(.+)$/i.exec(segment.text);
      found = talk?.[1] && talk[2] ? shorten(`a ${talk[1].toLowerCase()} about ${talk[2]}`, 6) : reference ?? (nouns[0] ? shorten(nouns[0].replace(/^(?:our|my|your|their)\s+/i, ''), 5) : undefined);
    }
    // "quote for 500 flyers", "a one-week extension on the vendor analysis": what the kind is for.
    if (found && (main === 'quote' || main === 'extension')) {
      const object = new RegExp(`\\b(?:${main})s?\\s+(?:for|on|of)\\s+(.+)$`, 'i').exec(segment.text)?.[1];
      const short = object ? shorten(object, 5) : undefined;
      if (short && /[a-z]{3,}/i.test(short)) found = short;
    }
    // "son's teacher": who the email is to is not what it is about.
    const role = frame.recipient?.role?.toLowerCase();
    if (found && (KIND_WORDS.test(found) || (role && role.length > 3 && found.toLowerCase().endsWith(role)) || /^(?:(?:my|your|our|the)\s+)?\w+'s\s+(?:teacher|boss|manager|coach|doctor|tutor|landlord|landlady|mum|mom|dad|friend|colleague|nurse|dentist|principal|school)$/i.test(found))) continue;
    const topic = found && /[a-z]{3,}/i.test(found.replace(/\b(?:the|a|an|my|your|our|their|this|that|\d+)\b/gi, '')) ? found : undefined;
    if (topic) return { topic, ...(act !== main && NATURAL_ACT[String(main)] !== act ? { topicAct: act } : {}) };
  }
  return {};
}

/**
 * The subject of a yes-or-no question, from what it asks: "I can work compressed hours ... while
 * ..." -> "Working compressed hours for 3 months"; "there's still space in your research lab over the
 * summer" -> "Space in your research lab over the summer"; "Zara can be excused from swimming" ->
 * "Excusing Zara from swimming".
 */
function askedHeadline(text: string): string | undefined {
  // "you're free on 14 June 2025": the writer asks for the reader's availability then.
  const free = /^you(?:'re|\s+are|\s+would be|'d be)\s+(?:free|available)\s+((?:on|for|at|in|from|between)\s+.{3,40})$/i.exec(text);
  if (free?.[1]) {
    const line = `Availability ${free[1].replace(/\s+and\s+.*$/, '')}`;
    return line.split(' ').length <= 8 && subjectOk(line) ? line : undefined;
  }
  const own = /^(?:I|we)\s+(?:can|could|may|might)\s+(?!be\b|ask\b|get\b)(?:still\s+|also\s+)?([a-z]+\b.*)$/i.exec(text);
  const there = own ? null : /^there(?:'s|\s+is|\s+are|\s+will be)\s+(?:still\s+)?(?:(?:any|a|an|some)\s+)?((?!(?:any|a|an|some|anything|something|anyone|someone|nothing|no)\b)[a-z].*)$/i.exec(text);
  const passive = own || there ? null : /^((?-i:[A-Z])[a-z'-]+|(?:my|our)\s+[a-z]+(?:\s+(?-i:[A-Z])[a-z'-]+)?)\s+(?:can|could)\s+be\s+([a-z]+ed)\s+(.+)$/i.exec(text);
  let phrase: string | undefined;
  // ("we can have a quick chat this week" is about the chat.)
  if (own?.[1] && /^have\s+(?:a|an)\s+(?:quick\s+|short\s+|brief\s+)?(?:chat|call|word|meeting|catch-up|talk)\b/i.test(own[1])) phrase = shorten(own[1].replace(/^have\s+/i, ''), 6);
  else if (own?.[1] && !/^have\b/i.test(own[1])) phrase = shorten(gerundOf(own[1]), 6);
  else if (there?.[1]) phrase = shorten(there[1], 8);
  else if (passive?.[1] && passive[2] && passive[3]) {
    const verb = nlp(passive[2]).verbs().toInfinitive().text();
    if (verb && verb !== passive[2]) phrase = shorten(gerundOf(`${verb} ${passive[1]} ${passive[3]}`), 7);
  }
  if (!phrase || phrase.split(' ').length < 3 || /\b(?:you|your|me|it|this|that|them)$/i.test(phrase)) return undefined;
  const line = capitalize(phrase);
  return subjectOk(line) ? line : undefined;
}

// The kinds of thing a request asks for, which say nothing as a topic of their own.
const KIND_WORDS = /^(?:quote|quotation|estimate|refund|complaint|apology|invitation|reminder|request|update|favou?r|reference|recommendation|extension|meeting|call|chat)s?$/i;

// Kinds of email whose subject is the kind itself ("Out sick today", "Request for a salary review").
const FIXED_SUBJECTS: ReadonlySet<string> = new Set(['sick', 'late', 'condolence', 'reply', 'resignation', 'application', 'raise', 'leave', 'extension', 'reference', 'recommendation', 'get-well', 'birthday', 'out-of-office', 'farewell', 'cover-letter']);
// Kinds whose subject names the kind, then the facts: "Quote request: 2 bed flat from Bristol to Cardiff".
const TOPIC_KINDS: ReadonlySet<string> = new Set(['quote', 'refund', 'complaint', 'cancellation', 'recap']);

const NATURAL_ACT: Record<string, Act | undefined> = {
  application: 'apply', 'cover-letter': 'apply', resignation: 'resign', complaint: 'complain', thanks: 'thank', apology: 'apologize', invitation: 'invite',
  reminder: 'remind', 'follow-up': 'followUp', congratulations: 'congratulate', refund: 'askFor', quote: 'askFor', extension: 'askFor', leave: 'askFor',
  raise: 'askFor', recommendation: 'askFor', reference: 'question', cancellation: 'cancel', introduction: 'introduce', welcome: 'welcome', update: 'update',
  cold: 'introduce', recap: 'share', 'get-well': 'wish', birthday: 'wish', negotiation: 'negotiate',
};

const DANGLING_END = /\b(?:a|an|the|of|to|for|from|with|by|at|on|in|into|about|called|named|and|or|but|so|my|your|our|their|his|her|its|is|are|was|were|be|been|will|would|can|could|should|turn|get|got|take|make|put|set|give|two|three|four|five|six|seven|eight|nine|ten|sent|asked|said|they|we|I|you|he|she|it|me|them|us|this|that|these|those|some|any|very|really|just|not|no|than|as|if|when|while|because|under|over|after|before|since|until|without|within|during|per|via|around|about|near|across|through|between|among|against|toward|towards|onto|upon|came|went|has|have|had|did|does|do|which|who|whose|where|every|each|another|other|more|less|most|least|around|approximately)$/i;

/** A subject line a person would write: no dangling word, no cut-off clause, no stray pronoun. */
export function subjectOk(line: string): boolean {
  const text = line.replace(/[!?.]+$/, '').trim();
  if (!text || DANGLING_END.test(text)) return false;
  if (/,\s/.test(text.replace(/^Re:\s*/i, ''))) return false;
  if (/\w'll\b|\b(?:Me|Him|Them)\b/.test(text)) return false;
  if (/(?:^|:\s*)(?:He|She|They|It|You|Need|Want|Need to|I)\s/.test(text)) return false;
  if ((text.match(/:\s/g) ?? []).length > 1) return false;
  // "A note about there", "Of today's meeting": a topic that is no thing.
  if (/(?:^|\b(?:about|regarding|for|on|to|re|with):?\s+)(?:there|here|it|them|this|that|something|anything|everything|him|her|me|us)$/i.test(text) || /(?:^|:\s*)(?:Of|And|Or|But|With|To)\s/.test(text)) return false;
  // A dash or a header left over from the request: "son's teacher -", "Subject: apology".
  if (/[-–—]$/.test(text) || /\b(?:subject|to|from|re|cc):/i.test(text.replace(/^Re:\s*/, ''))) return false;
  // "Update: Handover email", "Update: Raise request": the request's wrapper, not its point.
  if (/^(?:[\w-]+:\s*)?(?:[\w'-]+\s+){0,2}(?:email|e-mail|message|note|letter|request)$/i.test(text) && !/^(?:quote|reference|leave|refund|extension|time off|recommendation)\b/i.test(text.replace(/^[\w-]+:\s*/, ''))) return false;
  // "Thank you for and Priya": a preposition with nothing after it.
  if (/\b(?:for|to|about|on|with|of|in|at|from|by)\s+(?:and|or|but|for|to|of)\b/i.test(text)) return false;
  // "Is taking over the accounts": a headline whose subject went missing.
  if (/(?:^|:\s*)(?:Is|Are|Was|Were|Has|Have|Had|Will|Would|Can|Could|Should|Does|Do|Did|Been|Being)\s/.test(text)) return false;
  // A subject is not cut off after "to" or in a list: "Request to", "menus and".
  if (/\b(?:you|your)\s+(?:baby|new|wedding|engagement|promotion|graduation)\b/i.test(text) && /\byou\s+(?!are\b)[a-z]/i.test(text) && !/\byour\b/i.test(text)) return false;
  // "Regarding the 28th": a date alone says nothing.
  if (/^(?:a note about|about|regarding|re:|on|for|request:|question about|quick question about|update:|reminder:|a quick note about)\s+(?:the\s+)?(?:\d+(?:st|nd|rd|th)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today|next week|this week)$/i.test(text)) return false;
  if (endsBadly(text.replace(/^(?:Re|Fwd?):\s*/i, ''))) return false;
  // "Regarding the 3rd for surgery": a date is no topic to lead with.
  if (/^(?:[\w-]+:\s*)?(?:regarding|about|a note about|quick note about|re:?)\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b/i.test(text)) return false;
  // A topic needs a word of content: "Question about the" says nothing.
  if (!/[a-z]{3,}/i.test(text.replace(/^(?:re:|update:|reminder:|request:|question about|quick question about|about|regarding|a note about)\s*/i, '').replace(/\b(?:the|a|an|my|your|our|their|this|that)\b/gi, ''))) return false;
  return true;
}

/**
 * A subject cut in the middle of a clause, read by its words' parts of speech: "Records show",
 * "Update: we don't need" (a verb with its object gone), "the rude comment one", "Match on the 22nd
 * still" (a word that needs what came after it), "Requesting sent a dress back" (two verbs run
 * together).
 */
const endsBadly = remembered(2000, (text: string): boolean => {
  const terms = (nlp(text).json() as Array<{ terms: Array<{ text: string; tags: string[] }> }>).flatMap((sentence) => sentence.terms);
  const last = terms.at(-1);
  if (!last || terms.length < 2) return false;
  const word = last.text.toLowerCase().replace(/[^a-z']/g, '');
  if (/^(?:still|one|ones|yet|also|either|though|anyway|else|whether|which)$/.test(word)) return true;
  // "Request: my tenancy early": a thing and a time word, its verb gone.
  if (/^(?:early|soon|again|instead|already)$/.test(word) && !terms.slice(1).some((term) => term.tags.includes('Verb') && !term.tags.includes('Gerund') && !term.tags.includes('Noun'))) return true;
  // A verb that needs its object, its object gone: "Records show", "we don't need".
  if (/^(?:show|shows|need|needs|want|wants|say|says|said|tell|tells|think|know|knows|get|make|take|mean|means|like|love|hope|ask|asks|require|requires|suggest|suggests|include|includes|send|sends|find|found)$/.test(word) && terms.at(-2)!.tags.some((tag) => /^(?:Pronoun|Plural|Negative|Auxiliary|Modal)$/.test(tag))) return true;
  // "Request for sent a dress back": a verb where the thing should be.
  return terms.some((term, index) => (term.tags.includes('Gerund') || /^(?:for|about|regarding|with|of)$/i.test(term.text)) && index + 1 < terms.length && terms[index + 1]!.tags.includes('PastTense') && !terms[index + 1]!.tags.includes('Adjective'));
});

/** "The pool is closed next week for retiling" -> "Pool closed next week for retiling". */
export function headline(clause: string): string | undefined {
  // "please find attached the receipts for this year": the subject is what is attached.
  const attached = /^please find attached\s+(?:the\s+|my\s+|our\s+)?(.+)$/i.exec(clause);
  if (attached?.[1]) {
    const thing = shorten(attached[1], 6);
    return thing ? `${thing.charAt(0).toUpperCase()}${thing.slice(1)}` : undefined;
  }
  // "please find below my quote for a logo and 3 social templates": a quote, and what for.
  const quote = /^please find (?:below|attached)\s+(?:my|our|the)\s+(quote|estimate|proposal)\s+for\s+(.+)$/i.exec(clause);
  if (quote?.[1] && quote[2]) {
    const named = quote[2].split(/\s*[,;:]\s*/)[0]!.replace(/^(?:a|an|the)\s+/i, '').replace(/[.!]+$/, '');
    const thing = countWords(named) <= 6 ? named : shorten(named, 6);
    return thing ? `${quote[1].charAt(0).toUpperCase()}${quote[1].slice(1).toLowerCase()}: ${thing}` : undefined;
  }
  // ("Away from 2 to 16 August" of "we're away from 2 to 16 August": away, then when.)
  const line = headlineOf(clause)?.replace(/^Away from (?=\d)/, 'Away ');
  // ("My son Arjun picked up" of "will be picked up on Friday": the future said as if it had happened.)
  const passive = /\bwill be ([a-z]+ed)(?:\s+(up|off|out|in))?\b/i.exec(clause);
  if (passive?.[1] && line && new RegExp(`\\b${passive[1]}${passive[2] ? ` ${passive[2]}` : ''}$`, 'i').test(line)) return undefined;
  return line && subjectOk(line) && !cutShort(line, clause) && !subjectAlone(line, clause) ? line : undefined;
}

/** "My daughter Ruby Hall" of "My daughter Ruby Hall has got a dentist appointment": who, without the news. */
function subjectAlone(line: string, clause: string): boolean {
  const at = clause.toLowerCase().indexOf(line.toLowerCase());
  if (at < 0) return false;
  const after = clause.slice(at + line.length).replace(/^\s*\([^)]*\)/, '');
  return /^\s+(?:has|have|had|is|are|was|were|will|would|can|could|won't|can't|isn't|hasn't|'s|got|needs|wants)\b/i.test(after) && !wordTags(line.split(/\s+/).at(-1)!).some((tag) => /^(?:Verb|Adjective)$/.test(tag));
}

/**
 * A headline that stops where its clause needed to go on: "My daughter has just been diagnosed"
 * (with what?), "Weekly stand up moving from Monday" (to when?), or that still speaks as the
 * request did: "Laptop I bought 10 months ago", "Hire car company charged me £320".
 */
function cutShort(line: string, clause: string): boolean {
  const text = line.replace(/^[\w-]+:\s+/, '');
  if (/\s(?:I|me)\b/.test(text)) return true;
  const words = text.split(/\s+/);
  const last = words.at(-1)!.toLowerCase();
  const source = clause.toLowerCase().replace(/[,.;:!?]/g, ' ').split(/\s+/).filter(Boolean);
  const at = source.lastIndexOf(last);
  if (at < 0 || at === source.length - 1) return false;
  const next = source[at + 1] ?? '';
  if (/\bfrom\s/i.test(text) && !/\sto\s/i.test(text) && source.slice(at + 1).includes('to')) return true;
  const tags = wordTags(words.at(-1)!);
  const verbish = tags.some((tag) => /^(?:Verb|PastTense|Participle|Infinitive|PresentTense|Adverb)$/.test(tag)) && !tags.includes('Noun') && !tags.includes('Adjective');
  return verbish && /^(?:with|as|to|into|by|for|from|on|in|about|of|at|that)$/.test(next);
}

// A reference the email is about: "order 55-2391", "booking SV-3381", "invoice #1047", "flight BA2284".
// What a count is of: "2 days", "45 mins", "30 people". A number before one is a count, not a reference.
const UNIT_WORD = String.raw`(?:mins?|minutes|hours?|hrs|days?|nights?|weeks?|months?|years?|people|guests|times)`;
const UNIT_ONLY = new RegExp(String.raw`^${UNIT_WORD}$`, 'i');
// ("account 8800 1123 456": a number typed in groups of digits is one number.)
const REFERENCE = new RegExp(String.raw`\b((?:order|booking|reservation|invoice|ticket|account|flight|policy|case|claim|ref|reference|application)\s+(?:ref(?:erence)?\s+|no\.?\s*|number\s+|#\s*)?#?[A-Za-z]{0,4}-?\d[\w-]*(?:\s\d{3,}(?![\w-]))*(?![\w-]|[,.]\d)(?!\s+${UNIT_WORD}\b))`, 'i');

const REFERENCE_END = new RegExp(`${REFERENCE.source}$`, 'i');

/** "booking SV-3381" -> "Booking SV-3381" (the kind of thing, then its number as typed). */
export function referenceOf(text: string): string | undefined {
  const match = REFERENCE.exec(text);
  return match?.[1] ? match[1].replace(/\s+(?:ref(?:erence)?|no\.?|number)\s+/i, ' ').replace(/\s+/g, ' ') : undefined;
}

// People and pets keep their owner in a headline: "My son struggling with homework", not "Son ...".
const KIN_HEAD = /^(?:my|our)\s+(?=(?:son|daughter|kids?|children|child|wife|husband|partner|mum|mom|dad|mother|father|brother|sister|baby|dog|cat|grandma|grandpa|grandmother|grandfather|nan|family|parents|team|landlord|neighbou?r)\b)/i;

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec';
const WEEKDAYS = 'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday';
// "from 1 September", "on Monday", "next week": when the news happens, said first.
const LEADING_WHEN = new RegExp(`^((?:from|as of|starting(?: from)?|on|by|until|this|next)\\s+(?:the\\s+)?(?:\\d{1,2}(?:st|nd|rd|th)?(?:\\s+of)?\\s+(?:${MONTHS})|(?:${MONTHS})\\s+\\d{1,2}(?:st|nd|rd|th)?|(?:next\\s+|this\\s+)?(?:${WEEKDAYS})|week|month|year|next (?:week|month|year)|tomorrow|today|\\d{1,2}(?:st|nd|rd|th)))\\s*,?\\s+(?=(?:the|our|my|we|all|prices|your)\\b)(.+)$`, 'i');
const DATE_ONLY = new RegExp(`^(?:the\\s+)?(?:\\d{1,2}(?:st|nd|rd|th)?(?:\\s+of)?\\s+(?:${MONTHS})|(?:${MONTHS})(?:\\s+\\d{1,2}(?:st|nd|rd|th)?)?|(?:next\\s+|this\\s+)?(?:${WEEKDAYS})|\\d{1,2}(?:st|nd|rd|th)|today|tomorrow|tonight|yesterday)$`, 'i');
// "Saturday 22nd", "next Friday the 3rd": a day and its date, still only when.
const DAY_DATE = new RegExp(`^(?:(?:on|next|this)\\s+)?(?:${WEEKDAYS})\\s+(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)?$`, 'i');
const ILLNESS = /\b(?:the flu|flu|a cold|covid|a migraine|migraine|a fever|a temperature|a stomach bug|a bug|food poisoning|tonsillitis|(?:a |an )?(?:chest |ear |throat )?infection|back pain|sick|ill|unwell|poorly)\b/i;
const NOT_IN = /\b(?:won't|will not|can't|cannot|not going to|unable to|not able to)\s+(?:be|come|make it|get)\s+(?:in|into work|to work|at work|into the office|in the office|in to work)\b(?:\s+((?:today|tomorrow|this week)|(?:till|until|before)\s+(?:next\s+)?[A-Za-z]+|for\s+(?:the rest of the week|a few days|(?:a|one|two|three|\d+)\s+(?:days?|weeks?))))?/i;

/** "I've got flu and won't be in till Wednesday" -> "Off sick until Wednesday". */
export function absenceHeadline(text: string): string | undefined {
  const ill = ILLNESS.exec(text)?.[0];
  const away = NOT_IN.exec(text);
  if (!ill || !away || !/\bI\b|\bI'(?:ve|m)\b/.test(text)) return undefined;
  const span = away[1]?.replace(/^till\b/i, 'until').replace(/^(?:until|before)\s+([a-z])/, (_m, letter: string) => `until ${letter.toUpperCase()}`);
  if (span) return `Off sick ${span}`;
  return /^(?:sick|ill|unwell|poorly)$/i.test(ill) ? 'Off sick today' : `Off sick with ${ill.replace(/^(?:a|an|the)\s+/i, '')}`;
}

function headlineOf(clause: string): string | undefined {
  // ("I am sorry to hear that your candle arrived smashed": the news is what arrived smashed.)
  let text = clause.replace(/^(?:just\s+|so\s+)/i, '').replace(/^I(?: am|'m) (?:so |very |really )?sorry to hear that\s+|^I understand (?=you would like\b)/i, '');
  // "next month's pick is The Seven Moons of Maali Almeida and ..." -> "Next month's pick: The Seven Moons of Maali Almeida".
  const pick = /^((?:next|this) (?:month's|week's|meeting's)|our next|the next) (pick|book|read) is ((?:[A-Z][\w'-]*|of|the|a|an|and|in|on|at|to|for)(?:\s+(?:[A-Z][\w'-]*|of|the|a|an|and|in|on|at|to|for))*?)(?=\s+(?:and|but|so)\b|[,.;]|$)/i.exec(text);
  if (pick?.[1] && pick[2] && pick[3] && /^[A-Z]/.test(pick[3])) {
    const line = `${capitalize(pick[1].toLowerCase())} ${pick[2].toLowerCase()}: ${pick[3]}`;
    return line.split(' ').length <= 8 ? line : `${capitalize(pick[1].toLowerCase())} ${pick[2].toLowerCase()}`;
  }
  // "connecting Raj (our accountant) and Lucy": an introduction of two people.
  const pair = /\b(?:connecting|introducing)\s+([A-Z][\w'-]+)(?:\s*\([^)]*\))?\s+(?:and|&|with|to)\s+([A-Z][\w'-]+)/.exec(text);
  if (pair) return `Introduction: ${pair[1]} and ${pair[2]}`;
  // "I am stepping down as treasurer at the AGM" -> "Stepping down as treasurer".
  const stepping = /^I(?:'m| am| will be)\s+stepping\s+down\s+as\s+(?:the\s+|our\s+|club\s+)?((?:[\w-]+\s+){0,2}?[\w-]+?)(?=\s+(?:at|from|after|on|in|of|for|when|because|since|as)\b|[,.;]|$)/i.exec(text);
  if (stepping?.[1]) return `Stepping down as ${stepping[1].toLowerCase()}`;
  // An aside in brackets is not news: "my son Ethan (Year 9) will be off".
  if (!/^[a-z]+\s+\(/.test(text)) text = text.replace(/\s*\([^()]{1,60}\)/g, '');
  // "we've brought out a vegan range of our protein bars": a launch is news of the thing.
  const launch = /^(?:we(?:'ve| have)?|I(?:'ve| have)?)\s+(?:just\s+)?(?:launched|brought out|released|introduced|unveiled|added)\s+(?:a|an|the|our|some)?\s*(.+)$/i.exec(text);
  if (launch?.[1]) {
    const thing = shorten(launch[1], 6);
    if (thing && thing.split(' ').length >= 2) return `New: ${thing.replace(/^(?:a|an|the)\s+/i, '')}`;
  }
  // "bought a phone case on etsy 5 weeks ago, never arrived" -> "Phone case never arrived".
  const bought = /^(?:I\s+|we\s+)?(?:bought|ordered|purchased)\s+(?:a|an|the|some|my|our|two|\d+)\s+((?:[\w'-]+\s+){0,3}?[\w'-]+)(?:\s+(?:on|from|at|off|via)\s+\S+)?(?:\s+(?:\d+|a|two|three|a few)\s+\w+\s+ago)?,?\s+(?:(?:and|but)\s+)?(?:it\s+)?(never arrived|still hasn't arrived|hasn't arrived|has not arrived|didn't arrive|never came|arrived broken|arrived damaged|broke|stopped working)\b/i.exec(text);
  if (bought?.[1] && bought[2]) return capitalize(`${bought[1]} ${bought[2]}`);
  // "applying to volunteer at the Riverside Animal Shelter": what the writer is doing is the news.
  text = text.replace(/^I(?:'m| am)\s+(?=[a-z]{3,}ing\s)/, '');
  if (/^[a-z]{3,}ing\s/.test(text) && !/^(?:being|having|getting|nothing|something|anything|everything|morning|evening|wedding|building|meeting|ceiling|clothing|housing|parking|training|funding)\b/.test(text) && wordTags(text.split(' ')[0]!).includes('Gerund')) {
    const doing = shorten(text.split(/,\s|;\s/)[0] ?? text, 8);
    if (doing && doing.split(' ').length >= 3) return capitalize(doing);
  }
  // "at 22 Park Road the gas safety check is on Tuesday": where it happens leads; the news is the rest.
  text = text.replace(/^(?:at|in)\s+(?:\d+\w*\s+)?(?:[A-Z][\w'-]*\s+){1,4}(?=(?:the|our|my|your)\s)/, '');
  // "from 1 September our prices go up 6% because ..." -> "our prices go up 6% from 1 September".
  const when = LEADING_WHEN.exec(text);
  if (when?.[1] && when[2]) {
    const news = headlineOf((when[2].split(/\s+(?:because|since|as|so|but|due to|bc)\s+|,\s/)[0] ?? when[2]).trim());
    if (!news) return undefined;
    const dated = `${news} ${when[1].replace(/^(?:this|next)\s/i, (word) => word.toLowerCase())}`;
    if (dated.split(' ').length <= 8) return dated;
    const room = 8 - when[1].split(' ').length;
    const shorter = room >= 3 ? shorten(news, room) : undefined;
    return shorter && shorter.split(' ').length >= 3 && subjectOk(shorter) ? `${shorter} ${when[1]}` : news;
  }
  // "for our dog grooming customers, full groom going up": who it is for is not the news.
  text = text.replace(/^(?:for|to)\s+(?:all\s+)?(?:our|my|the|all)\s+[^,]{1,50},\s*/i, '');
  // "my hourly rate will go up from £28 to £32 from January 1" -> "New hourly rate from January 1".
  const rise = /^(my|our)\s+((?:[\w-]+\s+){0,2}?(?:rate|rates|price|prices|fee|fees|charges?))\s+(?:will\s+go|goes|go|is\s+going)\s+up\s+(?:from\s+[£$€][\d.,]+k?\s+)?(?:to\s+[£$€][\d.,]+k?\s+)?(from\s+(?:[A-Z][a-z]+\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]+|the\s+\d{1,2}(?:st|nd|rd|th)?|next\s+\w+))\b/i.exec(text);
  if (rise?.[2] && rise[3]) return `New ${rise[2].toLowerCase()} ${rise[3]}`;
  // "my mum Joan Miller is picking Ruby up on Wednesday instead of me" -> "Ruby's pick-up on Wednesday".
  const pickUp = /^(?:my|our)\s+[a-z]+(?:\s+[A-Z][\w'-]+){0,2}\s+(?:is|will be)\s+(?:picking|collecting)\s+([A-Z][a-z'-]+)(?:\s+up)?(?:\s+(?:from\s+[a-z]+\s+)?(on\s+[A-Z][a-z]+day|today|tomorrow))?/.exec(text);
  if (pickUp?.[1]) return `${pickUp[1]}'s pick-up${pickUp[2] ? ` ${pickUp[2]}` : ''}`;
  // "I can't come to your hen do in Ibiza as I can't afford it" -> "Your hen do in Ibiza".
  const missed = /^(?:I(?:'m| am) (?:so |really |very )?sorry,? but )?I (?:can't|cannot|won't be able to) (?:come|make it|go) to (your|the|our)\s+((?:[\w'-]+\s+){0,5}?[\w'-]+?)(?=\s+(?:as|because|since|this|after all)\b|[,.;]|$)/i.exec(text);
  if (missed?.[1] && missed[2]) return capitalize(`${missed[1].toLowerCase()} ${missed[2]}`);
  // "please go ahead with the brake pads and discs (the quote was £340)" -> "Go-ahead for the brake pads and discs".
  const goAhead = /^please (?:go ahead|proceed) with\s+(.+)$/i.exec(text);
  if (goAhead?.[1]) {
    const thing = shorten(goAhead[1].split(/\s+(?:but|and not|except)\s+|,\s/)[0] ?? goAhead[1], 6);
    if (thing) return `Go-ahead for ${thing}`;
  }
  // "my son Arjun has a dentist appointment on Wednesday at 10.15 so he'll be in late" -> "Arjun will be in late on Wednesday".
  const late = /^(?:(?:my|our)\s+(?:son|daughter|kid|child)\s+)?([A-Z][a-z'-]+)\s+has\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:appointment|appt)\b(?:\s+(on\s+[A-Z][a-z]+day|today|tomorrow|this morning))?[^;]*?\b(?:he|she|they)(?:'ll| will)\s+be\s+(in\s+late|late(?:\s+in)?)\b/.exec(text);
  if (late?.[1]) return `${late[1]} will be ${late[3]}${late[2] ? ` ${late[2]}` : ''}`;
  // "my son Ethan is going to be absent tomorrow and Friday" -> "Ethan's absence tomorrow and Friday".
  const absent = /^(?:(?:my|our)\s+(?:son|daughter|kid|child)\s+)?([A-Z][a-z'-]+)\s+(?:(?:is|will be|is going to be|'s going to be)\s+(?:absent|off school|off sick|out sick|away from school|off|away)|(?:will not|won't|is not going to|isn't going to)\s+be\s+(?:(?:at|in)\s+(?:school|class|nursery|practice|training)|in(?=\s+(?:on\s+|this\s+|next\s+)?(?:Mon|Tues|Wednes|Thurs|Fri|today|tomorrow))))\b\s*(.*)$/.exec(text);
  if (absent?.[1]) {
    const span = ((absent[2] ?? '').split(/\s+(?:for(?!\s+(?:a|one|two|three|\d+)\s+(?:days?|weeks?)\b)|because|since|as|so|due|with|she|he|they|but)\s+|[,.;]\s|[.;!?]$/i)[0] ?? '').trim().split(/\s+/);
    const when = span.length <= 6 ? span.join(' ') : '';
    return `${absent[1]}'s absence${when ? ` ${when}` : ''}`;
  }
  // "something to the other parents about carpooling": the request's wrapper, not the news.
  if (/^of\s/i.test(text)) return undefined;
  // "I'll miss class on Wednesday" -> "Missing class on Wednesday".
  // "I'll be working from home tomorrow" -> "Working from home tomorrow"; "I'll be out of office
  // next week" -> "Out of office next week"; "I'll need to leave at 3" -> "Leaving at 3".
  const during = /^(?:I|he|she|they|we)(?:'ll| will) be\s+((?:[a-z]+ing|out|away|off|back|unavailable|offline|on leave|on holiday|on vacation)\s+.+)$/i.exec(text);
  if (during?.[1]) {
    const doing = shorten(during[1].split(/\s+(?:because|since|as|so|but|and)\s+|,\s/)[0] ?? during[1], 7);
    if (doing && doing.split(' ').length >= 2) return capitalize(doing);
  }
  const must = /^(?:I|he|she|they|we)(?:'ll| will) (?:need|have) to\s+([a-z]+\s+.+)$/i.exec(text);
  if (must?.[1]) {
    const doing = shorten(gerundOf(must[1].split(/\s+(?:because|since|as|so|but|and)\s+|,\s/)[0] ?? must[1]), 7);
    if (doing && doing.split(' ').length >= 2) return capitalize(doing);
  }
  // "we need 10 more chairs and a microphone" -> "10 more chairs and a microphone needed".
  // "I need a quote for an 8-yard skip for a kitchen refit" -> "Quote for an 8-yard skip".
  const quote = /^(?:we|I) (?:need|would like|'d like|want)\s+(?:a|an)\s+(quote|estimate|price|quotation)\s+for\s+((?:a|an|the|my|our|some|\d+)\s+[^,;]+?)(?=\s+(?:for|to|by|from|because|so|as|on|in|at)\s|[,;.]|$)/i.exec(text);
  if (quote?.[1] && quote[2] && quote[2].split(' ').length <= 5) return `${capitalize(quote[1].toLowerCase())} for ${quote[2]}`;
  const needs = /^(?:we|I) (?:need|still need|will need|'ll need)\s+((?:\d+|a|an|some|more|another|extra|two|three|four|five)\s+.+)$/i.exec(text);
  if (needs?.[1]) {
    const thing = shorten(needs[1].split(/,\s|\s+(?:for|by|because|so|before)\s+/)[0] ?? needs[1], 6);
    if (thing && thing.split(' ').length >= 2 && thing.split(' ').length <= 6) return `${capitalize(thing.replace(/^(?:a|an|some)\s+/i, ''))} needed`;
  }
  const plan = /^(?:I|he|she|they|we|(?:my|our)\s+(?:son|daughter|kids?|child|children|wife|husband|partner|team|mum|mom|dad))(?:'ll| will| am going to|'m going to| is going to| are going to)\s+(?!(?:be|have|need|try|let|get|also|just|still|probably|definitely)\b)([a-z]+\s+.+)$/i.exec(text);
  if (plan?.[1]) {
    const doing = shorten(gerundOf(plan[1].split(/\s+(?:because|since|as|so|but|and)\s+|,\s/)[0] ?? plan[1]), 7);
    if (doing && doing.split(' ').length >= 2) return capitalize(doing);
  }
  if (/^(?:something|anything|a (?:quick )?(?:note|message|email|line)|an email|email|message|note|for|to|with|about|from|regarding)\b/i.test(text)) {
    const about = /\babout\s+(.{6,})$/i.exec(text)?.[1];
    const line = about ? shorten(about, 6) : undefined;
    return line && line.split(' ').length >= 2 ? capitalize(line) : undefined;
  }
  // "order 55-2391 arrived with the lamp shade cracked": what it arrived with is the news.
  const arrived = /^(.*?\b(?:arrived|came|was delivered|got delivered|turned up|showed up))\s+with\s+((?:the|a|an|its|one|two)\s+.+)$/i.exec(text);
  if (arrived?.[1] && arrived[2]) text = `${arrived[1]} but ${arrived[2]}`;
  // "order 55-2391 arrived but the lamp shade is cracked": the news is after "but".
  const contrast = /^(.+?),?\s+but\s+((?:the|my|our|its|their|his|her|a|an)\s+.+)$/i.exec(text);
  if (contrast?.[1] && contrast[2] && !/\b(?:not|no|never|n't)\b/i.test(contrast[1])) {
    const news = headlineOf(contrast[2]);
    const reference = referenceOf(contrast[1]);
    if (news && reference) {
      const line = `${capitalize(reference)}: ${lowerHead(news)}`;
      if (line.split(' ').length <= 8) return line;
    }
    if (news && news.split(' ').length >= 3) return news;
  }
  // "there's a payment of 49.99 to Streamz I didn't make": what there is.
  text = text.replace(/^there(?:'s| is| was| are| were| has been| have been)\s+(?=(?:a|an|the|some|no)\s)/i, '');
  if (/^(?:you|you're|it|it's|it was|this|that|there)\b/i.test(text)) return undefined;
  text = text.replace(/^I(?:'m| am)\s+(?=\w+ing\b)/, '').replace(/^I\s+(?=(?:can't|cannot|won't|got|need|have|had|will|am|just|finally|passed|finished|started|moved|lost|found|received|made)\b)/i, '');
  if (/^(?:I|I'm|I've|I'll|I'd|I am)\b/.test(text)) return undefined;
  text = text.replace(/^(?:we're|we are|we'll be|we will be|we've|we have)\s+/i, '');
  const owner = KIN_HEAD.exec(text)?.[0];
  text = text.replace(/^(?:the|a|an|our|my)\s+/i, '');
  // "our shop Harbour Books is moving": the name says it; the kind of place goes.
  // "bakery (Crumb & Co) is closing": the name in brackets is what the news is about.
  if (!owner) text = text.replace(/^[a-z]+\s+\(((?:[A-Z][\w'&.-]*\s*)+)\)\s+/, '$1 ');
  if (!owner) text = text.replace(/^(?:shop|store|business|company|cafe|café|bakery|restaurant|salon|studio|brand|app|band|charity|practice|clinic|gym|pub|bar)\s+(?=(?:[A-Z][\w'&-]*\s+){0,3}[A-Z][\w'&-]*\s+(?:is|are|was|were|will|has|have)\b)/, '');
  if (owner) text = `${capitalize(owner.trim())} ${text.replace(/^(\w+)'s been\b/, '$1 has been')}`;
  text = text.split(/\s*(?:,\s|;|\band\b|\bbut\b|\bso\b|\bbecause\b|\bwhich\b)\s*/)[0] ?? text;
  text = text.split(/\s+(?=(?:I|we|you|they|he|she)\s+(?:didn't|did not|don't|never|haven't|can't)\b)/)[0] ?? text;
  // "the year 3 trip to the science museum is moved to the 14th": a long subject keeps its head,
  // so the news fits: "Year 3 trip moved to the 14th"; a reference in it leads: "Order 88-1204: ...".
  const verb = /\s(?:is|are|was|were|will be|has been|have been|'s|'re)\s/.exec(text);
  if (verb) {
    const head = text.slice(0, verb.index);
    const rest = text.slice(verb.index + verb[0].length);
    const reference = referenceOf(head);
    const core = head.split(/\s+(?=(?:to|at|for|of|from|in|on|with|outside|near|by)\s)/)[0] ?? head;
    if (head.split(' ').length > 3 && core.split(' ').length >= 1 && (reference || `${head} ${rest}`.split(' ').length > 7)) {
      const news = shorten(`${core} ${rest}`, 7);
      if (reference && news && !news.toLowerCase().includes(reference.toLowerCase())) {
        const line = `${capitalize(reference)}: ${news.replace(/^(?:the|a|an|my|our)\s+/i, '')}`;
        if (line.split(' ').length <= 8 && line.split(':')[1]!.trim().split(' ').length >= 2) return line;
      }
      text = `${core} ${rest}`;
    }
  }
  text = text.replace(/\s(?:is|are|was|were|will be|has been|have been|'s|'re)\s/, ' ');
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length < 2) return undefined;
  const line = shorten(words.join(' '), 7);
  if (!line || line.split(' ').length < 2) return undefined;
  return line.charAt(0).toUpperCase() + line.slice(1);
}

// The noun phrases of a segment, remembered: both options and every subject candidate ask again.
const nounsOf = remembered(500, (text: string): string[] => nlp(text).nouns().out('array') as string[]);

/**
 * A noun the tagger cut short, made whole from the text it came from: "the company" in "the company
 * mentoring scheme", "maternity" in "maternity leave", "a copy" in "a copy of my medical records",
 * "discs" in "brakes and discs".
 */
function wholeNoun(cut: string, text: string): string {
  const noun = cut.replace(/\s+(?:of|for|on|in|at|to|with)$/i, '');
  const at = text.indexOf(noun);
  if (at < 0) return noun;
  let whole = noun;
  const tagsOf = (word: string) => wordTags(word.toLowerCase().replace(/[,.;:!?]$/, ''));
  const closed = (tags: string[]) => tags.some((tag) => /^(?:Pronoun|Determiner|Preposition|Modal|Copula|Conjunction|Adverb|Possessive)$/.test(tag));
  // ("for new brakes and discs": the words before it in the same coordination.)
  const before = /(\b[\w'-]+\s+)((?:[\w-]+\s+){1,2})and\s+$/.exec(text.slice(0, at));
  if (before?.[2] && !/\s/.test(noun.trim()) && /s$/.test(noun) && /^(?:Preposition|Determiner|Value|Possessive)$/.test(tagsOf(before[1]!.trim())[0] ?? '') && before[2].trim().split(/\s+/).every((word) => !closed(tagsOf(word)))) whole = `${before[2].trim()} and ${noun}`;
  const after = text.slice(at + noun.length).split(/\s+/).filter(Boolean);
  const singular = !/s$/.test(noun.trim());
  let taken = 0;
  while (taken < 2 && after[taken] && /^[a-z-]+$/.test(after[taken]!)) {
    const tags = tagsOf(after[taken]!);
    const followed = after[taken + 1];
    const next = followed ? tagsOf(followed) : [];
    const ends = !followed || /[,.;:!?]$/.test(after[taken]!) || next.some((tag) => /^(?:Preposition|Conjunction)$/.test(tag));
    const isNoun = tags.some((tag) => /^(?:Noun|Singular|Plural)$/.test(tag)) && !tags.some((tag) => /^(?:Verb|PastTense|PresentTense|Adverb|Preposition|Determiner|Pronoun|Conjunction|Copula|Modal)$/.test(tag));
    // "maternity leave from": a bare verb form cannot follow a singular noun as its verb, so it is a noun.
    const bareAfterSingular = singular && taken === 0 && tags.includes('Infinitive') && !/s$/.test(after[taken]!) && !closed(tags) && ends;
    const gerundThenNoun = tags.includes('Gerund') && next.some((tag) => /^(?:Noun|Singular|Plural)$/.test(tag)) && !closed(next);
    if (!isNoun && !bareAfterSingular && !gerundThenNoun) break;
    whole = `${whole} ${after[taken]!.replace(/[,.;:!?]$/, '')}`;
    taken += 1;
    if (/[,.;:!?]$/.test(after[taken - 1]!)) break;
  }
  // "a copy of my medical records": what it is a copy of.
  const of = /^\s*(of\s+(?:(?:the|my|our|your|their|a|an)\s+)?(?:[\w'-]+\s+){0,2}?[\w'-]+)(?=\s+(?:from|for|on|in|at|to|and|but|which|that|before|after|by)\b|[,.;]|$)/i.exec(text.slice(at + whole.length));
  if (of?.[1] && /^(?:a|an|the)?\s*(?:copy|copies|list|record|records|breakdown|summary|review|photo|photos|picture|scan|statement|receipt|proof|confirmation|estimate|quote|sample|set|pair)$/i.test(whole.trim())) whole = `${whole} ${of[1]}`;
  return whole;
}

export function topicFromSegment(segment: Segment): string | undefined {
  if (segment.act === 'followUp' && (segment.wh === 'pp' || /^(?:after|following)\s/i.test(segment.text))) return shorten(segment.text.replace(/^(?:after|following)\s+/i, ''), 6);
  // "booking SV-3381": the reference is the topic, with its kind.
  const reference = /^(?:(?:my|our|the|your)\s+)?(?:order|booking|reservation|invoice|ticket|account|flight|policy|case|claim|ref|reference)\b/i.test(segment.text) || segment.form === 's' ? referenceOf(segment.text) : undefined;
  if (reference && (segment.text.split(' ').length <= 3 || segment.form === 's')) return reference;
  if (segment.form === 'np') return shorten(segment.text.replace(/^(?:and|&)\s+[A-Z][\w'-]+\s+(?:for\s+)?/, '').replace(/^(?:you\s+)?(?:the\s+)?(?:role|position)\s+of\s+(?=[a-z])/i, '').replace(/^((?:a|an|the)\s+)?(meeting|call|chat|catch-up)\s+to\s+(?:discuss|talk about|go over|go through|review)\s+/i, (_m, article: string | undefined, kind: string) => `${article ?? 'a '}${kind} about `).replace(/^(?:a|the|my|our)?\s*(?:quick\s+)?(?:recap|summary|notes|minutes)\s+(?:of|from)\s+/i, '').replace(/^you\s+(?=(?!(?:are|were|have|had|and|or)\b)[a-z])/i, 'your '), 6);
  if (segment.act === 'question' && segment.form === 's') {
    const favor = /^you (?:can|could|would|will|might)(?: be (?:able|willing|happy|available|free) to)?\s+(.+)$/i.exec(segment.text);
    if (favor?.[1]) return shorten(gerundOf(favor[1]), 5);
    // "if I can work from home on Fridays" -> "working from home on Fridays".
    const mine = /^(?:I|we) (?:can|could|may|might|should)(?: be able to)?\s+(?!be\b)(.+)$/i.exec(segment.text);
    // ("putting you down as a reference": six words, or the phrase ends before what it is about.)
    if (mine?.[1]) return shorten(gerundOf(mine[1]), 6);
    // "if you have availability for a wedding in June" -> "availability for a wedding in June".
    const offer = /^you (?:have|offer|do|sell|take|accept|allow|stock|provide)\s+((?!(?:to|it|any|anything|something)\b).+)$/i.exec(segment.text);
    const object = offer?.[1] ? shorten(offer[1].replace(/\s+for\s+\d+\s+\w+$/, ''), 6) : undefined;
    if (object && /[a-z]{4,}/.test(object)) return object;
  }
  // "of today's meeting with you": what the recap (or summary, or notes) is of.
  if (segment.form === 's' && /^of\s/i.test(segment.text)) {
    const thing = segment.text.replace(/^of\s+/i, '').replace(/\s+with\s+(?:you|them|him|her|us)$/i, '');
    return thing.split(' ').length <= 5 ? thing : topicFromSegment({ ...segment, text: thing });
  }
  if (segment.form === 's') {
    // The first noun phrase with what qualifies it: "the flyers on order 7731".
    const match = /\b((?:the|your|my|our|a|an)\s+(?:(?!(?:is|are|was|were|has|have|will|and|but|if)\b)[\w'%$-]+\s+){0,3}(?!(?:is|are|was|were|has|have|will|and|but|if)\b)[\w'%$-]+(?:\s+(?:on|for|from|of|in|with)\s+(?:the\s+|my\s+|your\s+|our\s+)?(?:[A-Za-z]+\s+)?#?[\w-]*\d[\w-]*)?)/i.exec(segment.text);
    if (match?.[1] && /\d/.test(match[1]) && !/^(?:the|a|an)\s+\d+(?:st|nd|rd|th)?$/i.test(match[1])) return shorten(match[1], 6);
  }
  if (segment.form === 'vp') {
    const nouns = nounsOf(segment.text);
    const noun = nouns.map((candidate) => candidate.replace(/\s+(?:of|for|on|in|at|to|with)$/i, '')).find((candidate) => !/^(?:you|me|it|them|us|him|her|one|this|that|anything|something|someone|everyone|time)$/i.test(candidate.replace(DETERMINERS, '')));
    // "a review of our bakery": the thing with what it is of.
    const of = noun ? new RegExp(`${escapeRegExp(noun)}\\s+((?:of|for)\\s+(?:the|my|our|your|their|a|an)\\s+[\\w'-]+(?:\\s+[\\w'-]+)?)`, 'i').exec(segment.text)?.[1] : undefined;
    return noun ? shorten(of ? `${noun} ${of}` : wholeNoun(noun, segment.text), of ? 6 : 5) : undefined;
  }
  if (segment.form === 's') {
    const nouns = nounsOf(segment.text);
    // A lone noun after "a" says nothing ("a week", "a table"); a date alone neither ("the 3rd").
    // ("each chip in £20": a word of how many, then a verb the parser took for a noun.)
    const noun = nouns.find((candidate) => !/^[(£$€]/.test(candidate) && !/^(?:each|both|either|neither)\s/i.test(candidate) && !/^(?:I|you|we|they|he|she|it|me|us|them|this|that|there|anything|something|everyone|someone|today|tomorrow|tonight|yesterday|now|time|sick|unwell)$/i.test(candidate.replace(DETERMINERS, '').replace(/[,.]$/, '')) && !/^(?:I|you|we|they|he|she|it)'\w+$/i.test(candidate) && !/^(?:a|an)\s+\w+$/i.test(candidate.trim()) && !/^(?:the\s+)?\d+(?:st|nd|rd|th)?$/i.test(candidate.trim()));
    return noun ? shorten(wholeNoun(noun.replace(/[,.]$/, ''), segment.text), 5) : undefined;
  }
  return undefined;
}

// "flat 6", "pitch 3": a place named by its number.
const PLACES_NUMBERED = 'flat|room|unit|apartment|apt|house|block|gate|platform|floor|level|class|ward|bay|suite|plot|table|bus|route|stand|pitch|court|locker|desk|seat|row';
const NUMBERED_PLACE = new RegExp(`^(?:${PLACES_NUMBERED})$`, 'i');
const NUMBERED_PLACE_END = new RegExp(`\\b(?:${PLACES_NUMBERED})\\s+(?:\\d+\\w?|[A-Z])$`, 'i');
const FUNCTION_WORD = /^(?:and|or|but|to|for|of|in|on|at|by|with|from|into|onto|over|under|the|a|an|is|are|was|were|will|would|can|could|should|has|have|had|that|which|who|because|so|as|if|when|while|after|before|since|until|this|next|last)$/;

/** At most `max` words, ending on a content word, without a leading article. */
export function shorten(text: string, max: number): string | undefined {
  // A subject never carries what follows a comma: "my membership, member number 88013".
  text = text.split(/,\s|;\s|\s\(|\s[-–—]\s/)[0] ?? text;
  // "my son Mateo Alvarez's checkup" -> "Mateo's checkup": the name alone says whose.
  text = text.replace(/\b(?:(?:my|our|his|her|their)\s+(?:son|daughter|child|kid|boy|girl|husband|wife|partner|mum|mom|dad|brother|sister)\s+)?([A-Z][a-z'-]+)\s+[A-Z][a-z'-]+'s\b/g, "$1's").replace(/\b(?:my|our|his|her|their)\s+(?:son|daughter|child|kid|boy|girl|husband|wife|partner|mum|mom|dad|brother|sister)\s+([A-Z][a-z'-]+'s)\b/g, '$1');
  let words = text.replace(/^(?:how\s+)?(?:many|much|some|any|few)\s+/i, '').replace(/[\s,.;:!?–—-]+$/, '').replace(/\s+/g, ' ').trim().split(' ');
  // Cut at a clause boundary first: "a refund because it broke" -> "a refund".
  // ... or where a clause of its own starts: "the birthday gift you sent" -> "the birthday gift".
  // ("new brakes and discs": two things of a kind, joined, stay together.)
  const pair = words.length <= 5 && /^(?:(?:the|a|an|my|our|your|their|new|old)\s+)*[a-z-]+s\s+and\s+[a-z-]+s$/i.test(words.join(' '));
  const cut = pair ? -1 : words.findIndex((word, index) => (index > 0 && /^(?:because|since|so|which|who|that|that's|thats|and|but|when|if|after|before|as|while|effective|being|starting|due|without|instead)$/i.test(word) && !(/^(?:as|after|before)$/i.test(word) && /ing$/i.test(words[index - 1] ?? ''))
    // ("putting you down as a reference": "as a" after a particle says what for.)
    && !(/^as$/i.test(word) && /^(?:down|up|forward)$/i.test(words[index - 1] ?? '') && /^(?:a|an|my|your)$/i.test(words[index + 1] ?? ''))) || (index > 1 && /^(?:you|he|she|they|we|I)$/.test(word) && !/^(?:with|to|for|from|about|and|or|than|thank|at|by|of|on)$/i.test(words[index - 1] ?? '')));
  if (cut > 0 && cut <= max + 1) words = words.slice(0, cut);
  if (words.length > max) {
    // Prefer ending before a preposition: "my interview for the Product Designer role" -> "my interview".
    // ... but not between a verb and its particle: "looking after my dad", "signing up for".
    const prep = words.slice(0, max + 1).map((word, index) => (index >= 2 && /^(?:for|at|on|in|with|from|of|to|by|about|after|outside|near|behind|opposite)$/i.test(word) && !/ing$/i.test(words[index - 1] ?? '') && !(/^(?:on|in)$/i.test(word) && /(?:picked|called|checked|signed|logged|kicked|passed|walked|cracked|spied|leaned|leant|sat|stood|sprung|moved)$/i.test(words[index - 1] ?? '')) ? index : -1)).filter((index) => index > 0 && index <= max);
    const atPrep = prep.length > 0 ? words.slice(0, prep[prep.length - 1]) : [];
    words = atPrep.length >= 2 && !/^(?:be|been|is|are|was|were|will|won't|can't|has|have|had|get|got)$/i.test(atPrep[atPrep.length - 1] ?? '') ? atPrep : words.slice(0, max);
    // "from Bristol" without its "to Cardiff" is half a route: both go.
    const from = words.findIndex((word, index) => index >= 2 && /^from$/i.test(word));
    if (from > 0 && /^to$/i.test(text.split(/\s+/)[words.length] ?? '')) words = words.slice(0, from);
  }
  // "the Psych 210 essay": a name with its number and noun is one phrase, not cut inside.
  const all = text.replace(/[,.;:!?]+$/, '').replace(/\s+/g, ' ').trim().split(' ');
  if (words.length < all.length && /^\d/.test(all[words.length] ?? '') && /^[A-Z]/.test(words[words.length - 1] ?? '') && words.length + 2 <= max + 2) {
    words = all.slice(0, Math.min(all.length, words.length + (/^[a-z]{3,}$/.test(all[words.length + 1] ?? '') && !/^(?:and|or|but|to|for|a|the|by|at|on|in|from)$/.test(all[words.length + 1] ?? '') ? 2 : 1)));
  } else if (words.length < all.length && /^\d/.test(words[words.length - 1] ?? '') && /^[A-Z]/.test(words[words.length - 2] ?? '') && /^[a-z]{3,}$/.test(all[words.length] ?? '') && !/^(?:and|or|but|to|for|the|by|at|on|in|from|with)$/.test(all[words.length] ?? '')) {
    words = all.slice(0, words.length + 1);
  }
  // "helping at the charity fun" of "the charity fun run": never cut inside a name of a thing; back to
  // before the phrase it is in.
  const nextWord = all[words.length];
  // (Only when the last word kept is a modifier, "fun" of "fun run"; "the Thursday lab" of "the Thursday lab
  // session" names a thing already.)
  // (The parse runs only once the cheap checks pass: most subjects are never cut inside a phrase.)
  const insidePhrase = Boolean(nextWord) && words.length < all.length && /^[a-z]{2,}$/.test(nextWord ?? '') && /^[a-z]{2,}$/.test(words[words.length - 1] ?? '') && !/^(?:and|or|but|to|for|of|in|on|at|by|with|from|the|a|an|is|are|was|were|will|would|can|could|should|has|have|had|that|which|who|because|so|as|if|when|while|after|before|since|until)$/.test(nextWord ?? '') && /\b(?:the|a|an|my|our|your|their|his|her)\s+(?:[a-z-]+\s+){0,2}[a-z-]+$/i.test(words.join(' '));
  const tagsInContext = insidePhrase ? phraseTags([...words.slice(-3), nextWord].join(' ')) : [];
  const inContext = tagsInContext.at(-1) ?? [];
  const lastKept = tagsInContext.at(-2) ?? [];
  if (insidePhrase && lastKept.includes('Adjective') && !lastKept.includes('Noun') && (inContext.includes('Noun') || inContext.includes('Adjective')) && !inContext.some((tag) => /^(?:Preposition|Conjunction|Determiner|Pronoun|Verb|Adverb)$/.test(tag))) {
    const lead = words.reduce((at, word, index) => (index >= 1 && /^(?:for|at|on|in|with|from|of|to|by|about)$/i.test(word) ? index : at), -1);
    if (lead >= 1) words = words.slice(0, lead);
  }
  // "carrying over 3 days annual" of "3 days annual leave": a modifier never ends the subject; its noun
  // comes too when there is room, or the modifier goes.
  const following = all[words.length];
  if (following && /^[a-z]{3,}$/.test(following) && /^[a-z]{3,}$/.test(words[words.length - 1] ?? '') && !FUNCTION_WORD.test(following)) {
    const tags = phraseTags(all.slice(Math.max(0, words.length - 3), words.length + 1).join(' '));
    const last = tags.at(-2) ?? [];
    const next = tags.at(-1) ?? [];
    if (last.includes('Adjective') && !last.includes('Noun') && !last.includes('Verb') && (next.includes('Noun') || next.includes('Infinitive')) && !next.includes('Date') && !next.includes('Adverb')) {
      // (The noun comes when there is room and the phrase ends with it: "annual leave into ..." or "annual leave".)
      const endsThere = !/^[a-z]{3,}$/.test(all[words.length + 1] ?? '') || FUNCTION_WORD.test(all[words.length + 1] ?? '');
      words = words.length + 1 <= max + 1 && endsThere ? all.slice(0, words.length + 1) : words.slice(0, -1);
    }
  }
  // "the upstairs neighbours in flat" of "in flat 6": a numbered place keeps its number, or goes with its preposition.
  if (words.length < all.length && NUMBERED_PLACE.test(words[words.length - 1] ?? '') && /^(?:\d+\w?|[A-Z])$/.test(all[words.length] ?? '')) {
    words = words.length + 1 <= max + 1 ? all.slice(0, words.length + 1) : words.slice(0, /^(?:in|at|on|of|from)$/i.test(words[words.length - 2] ?? '') ? -2 : -1);
  }
  let result = words.join(' ').replace(/\s+(?:from|by|until|on|at)\s+the\s+(?:end|start|beginning)$/i, '').replace(/\s+from\s+now$/i, '');
  // Never end in a bare infinitive: "permission to take" -> "permission".
  if (words.length < text.split(/\s+/).length) result = result.replace(/\s+to\s+\w+$/, '');
  // Never end in half a date: "on Saturday, July".
  result = result.replace(/\s+(?:on|by|from|until)\s+(?:[A-Z][a-z]+day,?\s+)?(?:January|February|March|April|May|June|July|August|September|October|November|December),?$/, '');
  // A day after its month stays: "pushed to Jan 15", not "pushed to Jan".
  const dated = /\s(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|January|February|March|April|June|July|August|September|October|November|December)\s+\d{1,2}(?:st|nd|rd|th)?$/.exec(result);
  const kept = dated ? result.slice(dated.index) : '';
  if (kept) result = result.slice(0, dated!.index);
  // A reference keeps its number: "order 34422109".
  // ("our booking 2" of "our booking 2 days before" is a count cut from its unit: it goes.)
  const counted = UNIT_ONLY.test(all[result.split(' ').length] ?? '');
  // ("dropping from 120 guests to 95": a change from one figure to another ends on the new one.)
  const fromTo = /\bfrom\s+[£$€]?\d[\d,.]*k?(?:\s+[a-z]+)?\s+to\s+[£$€]?\d[\d,.]*k?$/i.test(result);
  while (BAD_END.test(result) && !kept && !fromTo && (!REFERENCE_END.test(result) || counted) && !NUMBERED_PLACE_END.test(result)) result = result.replace(BAD_END, '');
  result = `${result}${kept}`.replace(/[,;:]+$/, '').trim();
  // "change to 9-5 Monday" of "9-5 Monday to Saturday": half a span of days goes, with the hours before it.
  if (result.split(' ').length < all.length && /^(?:to|-|–|through|till|until)$/i.test(all[result.split(' ').length] ?? '') && /(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/.test(result)) result = result.replace(/(?:\s+(?:to|from|at|between))?(?:\s+\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\s*(?:-|–|to)\s*\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?)?\s+(?:on\s+)?(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/, '');
  // "stopped working 2 weeks" of "2 weeks ago": a span cut from its "ago" goes with it.
  if (result.split(' ').length < all.length && /^ago\b/i.test(all[result.split(' ').length] ?? '')) result = result.replace(/\s+(?:\d+|a|an|one|two|three|four|five|six|a few|a couple of)\s+(?:days?|weeks?|months?|years?|hours?)$/i, '');
  return result || undefined;
}

// Words before "email" that are not its kind: "a quick email", "a follow-up email".
const NOT_KINDS = /^(?:a|an|the|my|this|that|one|quick|short|long|brief|formal|informal|polite|friendly|nice|professional|cold|warm|firm|simple|proper|group|work|same|new|another|follow-up|follow|thank-you|thank|thanks|reply|response|an?other|email|e-mail|me|write|draft|send|need|please|pls|can|you|u|could|help|some|apology|complaint|reminder|invitation|invite|announcement|update|resignation|application|cover|intro|introduction|welcome|farewell|congratulations|congrats|condolence|sympathy|birthday|congratulation|recap|newsletter|marketing|sales|outreach|out|of|office|sick|late|raise|leave|extension|refund|quote|cancellation|get-well|good|bad|sad|happy|urgent|important|personal|business|official)$/i;

/** "handover email to the team" -> "Handover": the kind of email the visitor named, when it is a thing. */
export function kindOf(message: string): string | undefined {
  const match = /^(?:(?:hi|hey|ok|okay)[,!]?\s+)?(?:(?:can|could) (?:you|u)\s+|please\s+|pls\s+|i need\s+|need\s+)?(?:(?:write|draft|send|do)\s+)?(?:me\s+)?(?:an?\s+|the\s+|my\s+)?([a-z][a-z-]{3,})\s+(?:e-?mail|message|note)\b/i.exec(message.trim());
  const word = match?.[1]?.toLowerCase();
  if (!word || NOT_KINDS.test(word)) return undefined;
  const tags = wordTags(word);
  if (!tags.includes('Noun') || tags.some((tag) => /^(?:Adjective|Verb|Person|Actor|Place|Organization|Pronoun|Determiner)$/.test(tag))) return undefined;
  return capitalize(word);
}

/** The thing a statement is about, with what places it: "taking over the supplier accounts from the 10th" -> "the supplier accounts from the 10th". */
function objectOf(clause: string): string | undefined {
  const match = /\b((?:the|your|my|our|a|an)\s+(?:[\w'-]+\s+){0,3}?[\w'-]+\s+(?:on|for|from|of|in|with|by)\s+(?:the\s+)?[\w-]*\d[\w-]*)/i.exec(clause);
  return match?.[1] ? shorten(match[1], 6) : undefined;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Lamp shade cracked" -> "lamp shade cracked" after a colon; names and acronyms stay. */
function lowerHead(line: string): string {
  return /^[A-Z][a-z]/.test(line) && !/^[A-Z][a-z]+\s+[A-Z]/.test(line) ? line.charAt(0).toLowerCase() + line.slice(1) : line;
}

/** "my cleaner broke a vase at their house" -> "the broken vase": a past act and its object, as a thing. */
export function eventTopic(clause: string): string | undefined {
  const match = /\b([a-z]+(?:ed|t)|broke|lost|forgot|tore|spilt|spilled|ruined|damaged|scratched|cracked|dented|missed|dropped|stained|burnt|burned|chipped|bent|left)\s+(?:your|the|a|an|their|his|her|my|our)\s+((?:[a-z]+\s+){0,2}?[a-z]+)\b(?=\s+(?:at|in|on|from|during|while|when|yesterday|today|last|this|and|but|because|by|,)|[,.]|$)/i.exec(clause);
  if (!match?.[1] || !match[2]) return undefined;
  // "the payment provider hasn't approved the account yet": what has not happened is no event.
  if (/(?:\bnot|n't|\bnever|\bnt)\s+(?:\w+\s+)?$/i.test(clause.slice(0, match.index))) return undefined;
  const verb = match[1].toLowerCase();
  const conjugated = nlp(`they ${verb} it`).verbs().conjugate()[0] as { PastTense?: string; Participle?: string; Infinitive?: string } | undefined;
  if (!conjugated?.PastTense || conjugated.PastTense.toLowerCase() !== verb) return undefined;
  const participle = (conjugated.Participle ?? verb).replace(/^(?:have|has|had)\s+/, '');
  if (/\s/.test(participle) || /^(?:been|had|got|gotten|made|done|sent|left|went|gone|came|come|said|told|meant)$/.test(participle)) return undefined;
  if (/^(?:time|day|week|bit|lot|way|thing|things|one|email|message|call)$/i.test(match[2]) && participle !== 'missed') return undefined;
  return `the ${participle} ${match[2]}`;
}

export { ASKS };
