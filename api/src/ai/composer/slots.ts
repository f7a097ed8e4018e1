// Fills {slot} markers in the writing data from the facts, or with a visible [placeholder].
import type { Facts } from './facts.ts';
import type { IntentSpec, SlotName } from './intent-types.ts';
import { capitalize, lowerFirst, withArticle } from './text.ts';

const DEFAULT_PLACEHOLDERS: Record<SlotName, string> = {
  recipient: '[Recipient name]',
  sender: '[Your name]',
  company: '[Company]',
  role: '[Role]',
  years: '[number]',
  field: '[field]',
  product: '[Product name]',
  offering: '[Product name]',
  benefit: '[key benefit]',
  reference: '[Order number]',
  course: '[Course]',
  date: '[Date]',
  deadline: '[Date]',
  time: '[Time]',
  amount: '[Amount]',
  offered: '[Offered amount]',
  target: '[Target amount]',
  percent: '[X%]',
  code: '[CODE]',
  offer: '[Offer details]',
  topic: '[Topic]',
  occasion: '[Occasion]',
  because: 'because [reason]',
  issue: '[describe the problem]',
  task: '[what you need them to do]',
  achievement: '[key achievement]',
  points: '\n- [Point one]\n- [Point two]',
  platform: '[Platform]',
  other: '[Name]',
  request: '[what you need]',
  detail: '[specific question]',
  duration: 'short',
  lastContact: 'in a while',
  suggestion: 'a quick call or coffee',
  notice: "two weeks'",
  program: '[Program]',
  relation: 'contact',
  reason: '[reason]',
  statement: '[your announcement]',
  question: 'whether [your question]',
  purpose: 'I can [what you need it for]',
  promise: '[what you will deliver and when]',
  remedy: 'a fair resolution',
  event: '[event]',
  claim: 'a fair resolution',
  lateBy: 'a few days',
  expense: '[what it was for]',
  expected: '[expected delivery date]',
  permission: '[what you would like to do]',
  appointment: 'appointment',
  regret: '[what happened]',
  celebration: 'birthday',
  deed: '[what they did]',
  milestone: '[the occasion]',
  undelivered: 'never arrived',
  faulty: 'faulty',
};

/** The fact behind a slot, or undefined when the visitor did not give it. */
export function slotValue(name: SlotName, facts: Facts): string | undefined {
  switch (name) {
    case 'recipient': return facts.recipient?.short;
    case 'sender': return facts.sender?.full;
    case 'product': return facts.product ?? facts.productInfo;
    case 'offering':
      // An appositive needs its closing comma; tidy() drops it before a full stop.
      if (facts.product && facts.productInfo) return `${facts.product}, ${facts.productInfo},`;
      return facts.product ?? facts.productInfo;
    case 'reason': return facts.reason ? lowerFirst(facts.reason) : facts.reasonNoun;
    case 'reference': return facts.reference?.text;
    case 'date': return facts.date?.text;
    case 'deadline': return facts.deadline?.text;
    case 'amount': return facts.amounts[0]?.value;
    case 'offered': return offeredAmount(facts);
    case 'target': return targetAmount(facts);
    case 'because':
      if (facts.reason) return `because ${lowerFirst(facts.reason)}`;
      return facts.reasonNoun ? `because of ${facts.reasonNoun}` : undefined;
    case 'issue': return facts.issue ? lowerFirst(facts.issue) : undefined;
    case 'claim': return claimFor(facts);
    case 'deed': return /^(?:\w+ing)\b/i.test(facts.occasion ?? '') ? facts.occasion : undefined;
    case 'milestone': return /\b(?:wedding|engage\w*|married|marriage|baby|babies|pregnan\w*|newborn|anniversary|new (?:home|house|place)|retire\w*|twins|little one)\b/i.test(facts.occasion ?? '') ? facts.occasion : undefined;
    case 'undelivered': return facts.orderProblem === 'undelivered' ? 'never arrived' : undefined;
    case 'faulty': return facts.orderProblem === 'damaged' || facts.orderProblem === 'incorrect' ? facts.orderProblem : undefined;
    case 'points':
      return facts.points.length > 0 ? facts.points.map((point) => `\n- ${capitalize(point)}`).join('') : undefined;
    default: {
      const value = facts[name];
      return typeof value === 'string' && value !== '' ? value : undefined;
    }
  }
}

const MONEY_REMEDIES = /^(?:(?:full |partial )?refund|reimbursement|credit)$/;

function claimFor(facts: Facts): string | undefined {
  const remedy = facts.remedy;
  if (!remedy) return undefined;
  const amount = facts.amounts[0]?.value;
  if (amount && MONEY_REMEDIES.test(remedy)) return `${withArticle(remedy)} of ${amount}`;
  if (remedy === 'compensation') return 'appropriate compensation';
  return remedy === 'reimbursement' ? remedy : withArticle(remedy);
}

function offeredAmount(facts: Facts): string | undefined {
  const offered = facts.amounts.find((amount) => /offer/.test(amount.cue));
  if (offered) return offered.value;
  return facts.amounts.length >= 2 ? facts.amounts[0]?.value : undefined;
}

function targetAmount(facts: Facts): string | undefined {
  const target = facts.amounts.find((amount) => /\b(?:ask|asking|request|counter|like|want|hoping|target|propose|closer to|aim)\b/.test(amount.cue));
  if (target) return target.value;
  if (facts.amounts.length >= 2) return facts.amounts[1]?.value;
  const only = facts.amounts[0];
  return only && !/offer/.test(only.cue) ? only.value : undefined;
}

export function isKnown(name: SlotName, facts: Facts): boolean {
  return slotValue(name, facts) !== undefined;
}

export function placeholderFor(name: SlotName, intent: IntentSpec): string {
  return intent.placeholders?.[name] ?? DEFAULT_PLACEHOLDERS[name];
}

const SLOT_PATTERN = /\{(?:(a|on|by):)?(\w+)\}/g;

/** Replaces every {slot} in a line; returns the text and the slots it could not fill. */
export function fillSlots(template: string, facts: Facts, intent: IntentSpec): string {
  return template.replace(SLOT_PATTERN, (_match, modifier: string | undefined, rawName: string) => {
    const name = rawName as SlotName;
    const value = slotValue(name, facts);
    if (modifier === 'on' && name === 'date') return facts.date?.phrase ?? `on ${placeholderFor('date', intent)}`;
    if (modifier === 'by' && name === 'deadline') return facts.deadline?.phrase ?? `by ${placeholderFor('deadline', intent)}`;
    if (modifier === 'on' && name === 'deadline') return facts.deadline ? `on ${facts.deadline.text}` : `on ${placeholderFor('deadline', intent)}`;
    if (modifier === 'by' && name === 'date') return facts.date ? `by ${facts.date.text}` : `by ${placeholderFor('date', intent)}`;
    const text = value ?? placeholderFor(name, intent);
    return modifier === 'a' ? withArticle(text) : text;
  });
}

/** Slots a template refers to. */
export function slotsIn(template: string): SlotName[] {
  return [...template.matchAll(SLOT_PATTERN)].map((match) => match[2] as SlotName);
}
