// The composer's pure core: request (and chat history) in, assistant reply with two options out.
import type { DraftOption, Refine, ReplyDraft, Template } from '../../contract/index.ts';
import { type Facts, extractFactUpdates, extractFacts, mergeFacts } from './facts.ts';
import {
  type Directives, detectUnsupported, hasDirective, isExplicitNewRequest, looksLikeDraftEdit, looksLikeEdit, parseDirectives, type Unsupported,
} from './follow-up.ts';
import type { IntentSpec } from './intent-types.ts';
import { GENERAL_INTENT, INTENTS, TEMPLATE_INTENTS, detectIntent, intentById } from './intents/index.ts';
import { type OptionSettings, MAX_LENGTH_LEVEL, MIN_LENGTH_LEVEL, defaultSettings, lengthLevel, renderOption } from './render.ts';
import { countWords, hashString, joinList, pick } from './text.ts';

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

/** Everything needed to re-render the last drafts: rebuilt from history on every call. */
interface DraftState {
  seed: string;
  intent: IntentSpec;
  facts: Facts;
  options: [OptionSettings, OptionSettings];
}

type Step =
  | { kind: 'new'; state: DraftState }
  | { kind: 'edit'; state: DraftState; changes: Change[]; scope: 0 | 1 | 'both' }
  | { kind: 'unsupported'; unsupported: Unsupported; state?: DraftState }
  | { kind: 'unclear' }
  | { kind: 'nothing-yet'; state: DraftState };

interface Change {
  /** Reads after "option 2 is now" / "both options are now": "shorter", "signed as Ana". */
  text: string;
  /** False when the draft was already at its limit ("shorter" on the shortest version). */
  applied: boolean;
}

/**
 * Writes the assistant reply for one visitor message. Pure and deterministic: the same input
 * always gives the same reply.
 */
export function compose(input: ComposerInput): ReplyDraft {
  const message = input.userMessage.trim();
  const { state, lastReply } = replay(input.history);

  if (input.refine) return refineOne(input.refine, message, state, lastReply);

  const step = interpret(message, state, input.template);
  switch (step.kind) {
    case 'new': {
      // Asking again for the same email (the page's Regenerate) gets another take on it: still
      // deterministic, as the number of earlier asks is part of the input.
      const asked = input.history.filter((turn) => turn.userMessage.trim() === message).length;
      if (asked > 0) step.state.seed = `${step.state.seed}\u0000${asked}`;
      const options = render(step.state);
      return { message: introFor(step.state, options), options };
    }
    case 'edit': {
      const options = render(step.state);
      return { message: editMessage(step.changes, step.scope, step.state, options), options };
    }
    case 'unsupported':
      return unsupportedReply(step.unsupported, step.state, state, lastReply, message);
    case 'unclear':
      return unclearReply(state, lastReply, message);
    case 'nothing-yet': {
      const options = render(step.state);
      return {
        message: "There's no draft to change yet. Tell me about the email you need, such as who it's for and what it should say, and I'll write two versions. Meanwhile, here's a general outline to adapt.",
        options,
      };
    }
  }
}

function replay(history: readonly ComposerTurn[]): { state?: DraftState; lastReply?: ReplyDraft } {
  let state: DraftState | undefined;
  let lastReply: ReplyDraft | undefined;
  for (const turn of history) {
    const message = turn.userMessage.trim();
    // History is a sliding window: its oldest turn may be an edit whose request scrolled out.
    // That turn's reply is then the best record of the draft being edited.
    const recovered = !state && turn.reply && isEditOnly(message) ? stateFromReply(turn.reply) : undefined;
    if (recovered) {
      state = recovered;
    } else {
      const step = interpret(message, state, undefined);
      if (step.kind === 'new' || step.kind === 'edit' || step.kind === 'nothing-yet') state = step.state;
      else if (step.kind === 'unsupported' && step.state && !state) state = step.state;
    }
    if (turn.reply) lastReply = turn.reply;
  }
  const result: { state?: DraftState; lastReply?: ReplyDraft } = {};
  if (state) result.state = state;
  if (lastReply) result.lastReply = lastReply;
  return result;
}

function interpret(message: string, state: DraftState | undefined, template: Template | undefined): Step {
  const unsupported = detectUnsupported(message);
  if (unsupported) {
    if (state) return { kind: 'unsupported', unsupported };
    const english = unsupported.kind === 'language' ? englishVersion(message, template) : undefined;
    return { kind: 'unsupported', unsupported, state: english ?? generalState(message) };
  }
  if (!state && !template && isEditOnly(message)) return { kind: 'nothing-yet', state: generalState(message) };
  if (template || !state) return { kind: 'new', state: freshState(message, template, state) };
  const directives = parseDirectives(message);
  const editLike = hasDirective(directives) || directives.target !== undefined || looksLikeEdit(message);
  if (editLike && !isExplicitNewRequest(message)) {
    const edit = applyEdit(state, message, directives, directives.target);
    if (edit.changes.length > 0) return { kind: 'edit', ...edit };
  }
  const match = detectIntent(message, extractFacts(message));
  if (match.intent !== GENERAL_INTENT || isExplicitNewRequest(message)) return { kind: 'new', state: freshState(message, undefined, state) };
  return { kind: 'unclear' };
}

/** Recovers the kind of email and the names from a reply this composer wrote. */
function stateFromReply(reply: ReplyDraft): DraftState | undefined {
  const intent = [...INTENTS]
    .sort((a, b) => b.label.length - a.label.length)
    .find((candidate) => reply.message.includes(`your ${candidate.label}`));
  const first = reply.options[0];
  if (!intent || !first) return undefined;
  const facts = extractFacts('');
  const lines = first.body.split('\n');
  const greeted = /^(?:Dear|Hi|Hello) ([^[\],]+),$/.exec(lines[0] ?? '')?.[1];
  if (greeted && !/^(?:team|everyone|all|there|colleagues|neighbors|parents|students|friends|family|guests)$/i.test(greeted) && !/\bteam$/.test(greeted)) {
    const titled = /^(?:Dr|Prof|Professor|Mr|Mrs|Ms|Mx|Miss)\.?\s/.test(greeted);
    facts.recipient = { full: greeted, short: titled ? greeted : (greeted.split(' ')[0] ?? greeted) };
  }
  const signed = lines[lines.length - 1];
  if (signed && !signed.startsWith('[')) facts.sender = { full: signed, short: signed.split(' ')[0] ?? signed };
  return { seed: reply.message, intent, facts, options: [defaultSettings(0), defaultSettings(1)] };
}

function generalState(message: string): DraftState {
  return { seed: message, intent: GENERAL_INTENT, facts: extractFacts(''), options: [defaultSettings(0), defaultSettings(1)] };
}

/** "shorter", "more formal" or "her name is Priya": words that only make sense about a draft. */
function isEditOnly(message: string): boolean {
  const directives = parseDirectives(message);
  const editLike = hasDirective(directives) || directives.target !== undefined || looksLikeDraftEdit(message);
  return editLike && !isExplicitNewRequest(message) && detectIntent(message, extractFacts(message)).intent === GENERAL_INTENT;
}

function freshState(message: string, template: Template | undefined, previous: DraftState | undefined): DraftState {
  const facts = extractFacts(message);
  // Who is writing rarely changes within one chat.
  if (!facts.sender && previous?.facts.sender) facts.sender = previous.facts.sender;
  return { seed: message, intent: intentFor(message, facts, template), facts, options: [defaultSettings(0), defaultSettings(1)] };
}

function intentFor(message: string, facts: Facts, template: Template | undefined): IntentSpec {
  if (template) {
    const mapped = TEMPLATE_INTENTS[template.id];
    const byId = mapped ? intentById(mapped) : undefined;
    if (byId) return byId;
    const fromTemplate = detectIntent(`${template.name}. ${template.description}`, facts);
    if (fromTemplate.intent !== GENERAL_INTENT) return fromTemplate.intent;
  }
  return detectIntent(message, facts).intent;
}

function englishVersion(message: string, template: Template | undefined): DraftState | undefined {
  const withoutLanguage = message.replace(/\b(?:in|into|to)\s+[A-Za-z]+\s*(?:please)?[.!]?\s*$|\b(?:and\s+)?translat\w*\b.*$/i, '').trim();
  if (!withoutLanguage) return undefined;
  const state = freshState(withoutLanguage, template, undefined);
  // "Translate this into French" says nothing about the email itself.
  return state.intent === GENERAL_INTENT && countWords(withoutLanguage) < 6 ? undefined : state;
}

function applyEdit(
  state: DraftState,
  message: string,
  directives: Directives,
  target: 0 | 1 | undefined,
): { state: DraftState; changes: Change[]; scope: 0 | 1 | 'both' } {
  const updates = extractFactUpdates(message);
  // A date inside "mention that I'm free on Friday" belongs to that sentence, not to the email.
  if (updates.extras.length > 0) {
    const extraText = updates.extras.join(' ');
    if (updates.date && extraText.includes(updates.date.text)) delete updates.date;
    if (updates.deadline && extraText.includes(updates.deadline.text)) delete updates.deadline;
    if (updates.time && extraText.includes(updates.time)) delete updates.time;
  }
  const changes: Change[] = [];
  const scopeIndexes: Array<0 | 1> = target === undefined ? [0, 1] : [target];
  const options: [OptionSettings, OptionSettings] = [{ ...state.options[0] }, { ...state.options[1] }];
  const facts = mergeFacts(state.facts, { ...updates, extras: [] });
  const lengthStep = directives.shorter && !directives.longer ? -1 : directives.longer && !directives.shorter ? 1 : 0;
  let lengthMoved = false;

  for (const index of scopeIndexes) {
    const settings = options[index];
    if (directives.formal) settings.formality = Math.min(2, settings.formality + 1);
    if (directives.friendly) settings.formality = Math.max(-2, settings.formality - 1);
    if (directives.urgent) settings.urgent = true;
    const extras = updates.extras.filter((extra) => !settings.extras.includes(extra));
    if (extras.length > 0) settings.extras = [...settings.extras, ...extras];
    if (lengthStep !== 0 && stepLength(state, facts, settings, lengthStep)) lengthMoved = true;
  }
  if (directives.shorter && lengthStep !== 0) changes.push({ text: 'shorter', applied: lengthMoved });
  if (directives.longer && lengthStep !== 0) changes.push({ text: 'longer and more detailed', applied: lengthMoved });
  if (directives.formal) changes.push({ text: 'more formal', applied: true });
  if (directives.friendly) changes.push({ text: 'friendlier', applied: true });
  if (directives.urgent) changes.push({ text: 'more urgent', applied: true });
  changes.push(...describeFactChanges(state.facts, updates));

  return { state: { ...state, facts, options }, changes, scope: target ?? 'both' };
}

/**
 * Moves an option's length one or more levels until the draft really gets shorter (or longer),
 * so "shorter" always means fewer words. Returns false when the draft is already at its limit.
 */
function stepLength(state: DraftState, facts: Facts, settings: OptionSettings, step: -1 | 1): boolean {
  const words = (candidate: OptionSettings) => countWords(renderOption(state.intent, facts, candidate, state.seed).body);
  const start = words(settings);
  const original = settings.length;
  for (let level = lengthLevel(state.intent, settings) + step; level >= MIN_LENGTH_LEVEL && level <= MAX_LENGTH_LEVEL; level += step) {
    settings.length += step;
    const now = words(settings);
    if (step < 0 ? now < start : now > start) return true;
  }
  settings.length = original;
  return false;
}

function describeFactChanges(before: Facts, updates: Facts): Change[] {
  const changes: Change[] = [];
  const add = (text: string) => changes.push({ text, applied: true });
  if (updates.sender && updates.sender.full !== before.sender?.full) add(`signed as ${updates.sender.full}`);
  if (updates.recipient && updates.recipient.full !== before.recipient?.full) add(`addressed to ${updates.recipient.short}`);
  if (updates.company && updates.company !== before.company) add(`updated to mention ${updates.company}`);
  if (updates.role && updates.role !== before.role) add(`updated for the ${updates.role} role`);
  if (updates.date && updates.date.text !== before.date?.text) add(`set for ${updates.date.text}`);
  if (updates.deadline && updates.deadline.text !== before.deadline?.text) add(`set with a deadline of ${updates.deadline.text}`);
  if (updates.reference && updates.reference.text !== before.reference?.text) add(`updated with ${updates.reference.text}`);
  const amount = updates.amounts[0];
  if (amount && amount.value !== before.amounts[0]?.value) add(`updated with the amount of ${amount.value}`);
  if (updates.product && updates.product !== before.product) add(`updated to feature ${updates.product}`);
  if (updates.extras.length > 0) add('updated with the line you asked for');
  if (changes.length === 0) {
    const keys: Array<keyof Facts> = ['topic', 'occasion', 'reason', 'reasonNoun', 'time', 'offer', 'code', 'course', 'task', 'request', 'event', 'question'];
    if (keys.some((key) => updates[key] !== undefined && updates[key] !== before[key])) add('updated with the new details');
  }
  return changes;
}

function render(state: DraftState): [DraftOption, DraftOption] {
  return [
    renderOption(state.intent, state.facts, state.options[0], state.seed),
    renderOption(state.intent, state.facts, state.options[1], state.seed),
  ];
}

// --- per-option refinement -------------------------------------------------------------------

const REFINE_TEXT: Record<Exclude<Refine['instruction'], 'custom'>, string> = {
  shorter: 'shorter',
  'more-formal': 'more formal',
  friendlier: 'friendlier',
};

function refineOne(refine: Refine, message: string, state: DraftState | undefined, lastReply: ReplyDraft | undefined): ReplyDraft {
  const index = refine.optionIndex;
  const label = `option ${index + 1}`;
  if (!state || !lastReply) {
    const fresh = freshState(message, undefined, undefined);
    const options = render(fresh);
    return { message: `There's no earlier draft to change yet, so I started fresh. ${introFor(fresh, options)}`, options };
  }
  const instruction = refine.instruction === 'custom' ? (refine.text ?? message) : REFINE_TEXT[refine.instruction];
  const directives = parseDirectives(instruction);
  const edit = applyEdit(state, instruction, directives, index);
  const keep = lastReply.options[index === 0 ? 1 : 0];
  if (edit.changes.length === 0 || !keep) {
    return {
      message: `I couldn't work out how to change ${label} from that. Try "shorter", "more formal", "friendlier", "more urgent" or a detail like "the meeting is on Friday". Both options are unchanged.`,
      options: [...lastReply.options] as ReplyDraft['options'],
    };
  }
  const rendered = renderOption(edit.state.intent, edit.state.facts, edit.state.options[index], edit.state.seed);
  // The kept option may come from an earlier, different draft; two options never share a tone name.
  const rewritten = rendered.tone.toLowerCase() === keep.tone.toLowerCase() ? { ...rendered, tone: `${rendered.tone} (revised)` } : rendered;
  const options: ReplyDraft['options'] = index === 0 ? [rewritten, keep] : [keep, rewritten];
  return { message: editMessage(edit.changes, index, edit.state, options), options };
}

// --- assistant messages ----------------------------------------------------------------------

function toneList(state: DraftState): string {
  const [first, second] = state.intent.tones;
  return `${first.name.toLowerCase()} and ${second.name.toLowerCase()}`;
}

const INTROS: readonly string[] = [
  'Here are two drafts of your {label}: one {first}, one {second}.',
  "I've written your {label} two ways: {first} and {second}.",
  "Here's your {label} in two tones: {first} and {second}.",
];

function introFor(state: DraftState, options: readonly DraftOption[]): string {
  const [first, second] = state.intent.tones;
  const seed = hashString(state.seed);
  let text = pick(INTROS, seed)
    .replace('{label}', state.intent.label)
    .replace('{first}', first.name.toLowerCase())
    .replace('{second}', second.name.toLowerCase());
  if (state.intent === GENERAL_INTENT) {
    text = "I wasn't sure what kind of email this is, so I kept it adaptable. " + text.replace('your email', 'a general email');
  }
  text += ' ' + pick(['Pick the one that sounds most like you.', 'Choose the one that fits the moment best.', 'Use whichever suits the recipient.'], seed >>> 4);
  if (hasPlaceholders(options)) text += ' Fill in the [bracketed] parts before you send.';
  return text;
}

function hasPlaceholders(options: readonly DraftOption[]): boolean {
  return options.some((option) => /\[[^\]]+\]/.test(option.body) || /\[[^\]]+\]/.test(option.subject));
}

function editMessage(changes: readonly Change[], scope: 0 | 1 | 'both', state: DraftState, options: readonly DraftOption[]): string {
  const applied = changes.filter((change) => change.applied).map((change) => change.text);
  const atLimit = changes.filter((change) => !change.applied).map((change) => change.text);
  const subject = scope === 'both' ? 'Both options are' : `Option ${scope + 1} is`;
  const parts: string[] = [];
  if (applied.length > 0) parts.push(`Done! ${subject} now ${joinList(applied)}.`);
  if (atLimit.length > 0) {
    const which = scope === 'both' ? 'They were' : 'It was';
    parts.push(`${which} already about as ${atLimit.map((text) => text.replace(/ and more detailed$/, '')).join(' and ')} as ${scope === 'both' ? 'they' : 'it'} can get while still doing the job, so I left the length as it was.`);
  }
  if (scope !== 'both') parts.push(`Option ${scope === 0 ? 2 : 1} is unchanged.`);
  else parts.push(`Still your ${state.intent.label}, in ${toneList(state)} tones.`);
  if (hasPlaceholders(options)) parts.push('Remember to fill in the [bracketed] parts.');
  return parts.join(' ');
}

function unsupportedReply(
  unsupported: Unsupported,
  english: DraftState | undefined,
  state: DraftState | undefined,
  lastReply: ReplyDraft | undefined,
  message: string,
): ReplyDraft {
  const limit = unsupported.kind === 'language'
    ? `The built-in composer writes English emails only, so I can't write this in ${unsupported.language}.`
    : `The built-in composer writes emails only, so I can't write a ${unsupported.what}.`;
  if (lastReply) {
    return { message: `${limit} Here are your last drafts, unchanged. I can still make them shorter, more formal, friendlier or more urgent.`, options: [...lastReply.options] as ReplyDraft['options'] };
  }
  if (state) return { message: `${limit} Here are your last drafts again.`, options: render(state) };
  const draft = english ?? generalState(message);
  const options = render(draft);
  if (draft.intent !== GENERAL_INTENT) {
    return { message: `${limit} Here is your ${draft.intent.label} in English instead. ${hasPlaceholders(options) ? 'Fill in the [bracketed] parts before you send.' : ''}`.trim(), options };
  }
  return {
    message: `${limit} Tell me about the email you need, such as who it's for and what you want to say, and I'll draft it. Meanwhile, here's a general email outline to adapt.`,
    options,
  };
}

function unclearReply(state: DraftState | undefined, lastReply: ReplyDraft | undefined, message: string): ReplyDraft {
  const help = 'I can make the drafts shorter, longer, more formal, friendlier or more urgent, or work in a detail like "her name is Priya" or "the meeting is on Friday".';
  if (lastReply) return { message: `I'm not sure how to change the drafts from that. ${help} Here they are, unchanged.`, options: [...lastReply.options] as ReplyDraft['options'] };
  const fallback = state ?? { seed: message, intent: GENERAL_INTENT, facts: extractFacts(message), options: [defaultSettings(0), defaultSettings(1)] as [OptionSettings, OptionSettings] };
  const options = render(fallback);
  return { message: `I'm not sure how to change the drafts from that. ${help}`, options };
}
