// A first reply: understand -> plan -> write, two registers.
import type { DraftOption, ReplyDraft, Template } from '../../contract/index.ts';
import { plan as planFor, type Plan } from './plan/plan.ts';
import type { Frame } from './understand/frame.ts';
import { storyRecipient } from './understand/story.ts';
import { understand } from './understand/frame.ts';
import { NAME_TOKENS } from './text.ts';
import { registerPair } from './write/registers.ts';
import { writeOption } from './write/write.ts';

export interface Draft {
  frame: Frame;
  plan: Plan;
  options: [DraftOption, DraftOption];
  /** Puts the visitor's own [blanks] back into any text made from the masked request. */
  restore: (text: string) => string;
}

// A template's blanks ("[manager name]", "[company]") stand in for words: while the request is
// read they are words the parser can place (a name, an organisation, a thing), then they are put
// back exactly as the visitor left them.
const ORG_TOKENS = ['Vexmoor', 'Quintrel', 'Dravello', 'Orbison', 'Kestrava', 'Lumdrake'];
const THING_TOKENS = ['zorblat', 'quindle', 'vorpex', 'snarvel', 'mibbet', 'droggle', 'plinket', 'wuzzet', 'frindle', 'glopper'];

function maskBlanks(message: string): { masked: string; restore: (text: string) => string } {
  const pairs: Array<[string, string]> = [];
  let names = 0;
  let orgs = 0;
  let things = 0;
  // "mr and mrs chen": one recipient of two people, greeted as such.
  const couples = message.replace(/\b(mr)\.?\s+(?:and|&)\s+(mrs)\.?\s+([A-Za-z][\w'-]+)/gi, (_m, _mr: string, _mrs: string, name: string) => `[Mr. and Mrs. ${name.charAt(0).toUpperCase()}${name.slice(1)}]`);
  const masked = couples.replace(/\[([^\][\n]{1,60})\]/g, (blank: string, inner: string) => {
    const known = pairs.find(([, original]) => original === blank);
    if (known) return known[0];
    const token = (/\bname\b/i.test(inner) || /^Mr\. and Mrs\. /.test(inner)) && names < NAME_TOKENS.length ? NAME_TOKENS[names++]!
      : /\b(?:company|organi[sz]ation|business|employer|school|university|platform|product)\b/i.test(inner) && orgs < ORG_TOKENS.length ? ORG_TOKENS[orgs++]!
        : things < THING_TOKENS.length ? THING_TOKENS[things++]! : undefined;
    if (!token) return blank;
    pairs.push([token, /^Mr\. and Mrs\. /.test(inner) ? inner : blank]);
    return token;
  });
  if (pairs.length === 0) return { masked: message, restore: (text) => text };
  const pattern = new RegExp(`\\b(${pairs.map(([token]) => token).join('|')})\\b`, 'gi');
  const lookup = new Map(pairs.map(([token, blank]) => [token.toLowerCase(), blank]));
  // A blank that lost its brackets' case ("Zarvik's") keeps the visitor's text.
  return { masked, restore: (text) => text.replace(pattern, (token: string) => lookup.get(token.toLowerCase()) ?? token) };
}

/** Writes both options of a first reply; `take` > 0 gives another take with the same facts. */
export function draftFor(message: string, template: Template | undefined, take: number): Draft {
  const { masked, restore } = maskBlanks(message);
  let frame = understand(masked, template);
  // The one written to named only in the story ("ben left his charger ..., tell him").
  if (!template && !frame.recipient && !frame.quoted) {
    const told = storyRecipient(masked);
    const again = told ? understand(told, template) : undefined;
    if (again?.recipient) frame = { ...again, message: frame.message };
  }
  const plan = planFor(frame);
  const [first, second] = registerPair(frame);
  const options = [
    writeOption(plan, { register: first, index: 0, take, length: 0 }),
    writeOption(plan, { register: second, index: 1, take, length: 0 }),
  ].map((option) => ({ ...option, subject: restore(option.subject), body: restore(option.body), notes: restore(option.notes ?? '') })) as [DraftOption, DraftOption];
  return { frame, plan, options, restore };
}

export type { ReplyDraft };
