// Small constructors that keep the writing data compact and readable.
import type { Facts } from '../facts.ts';
import type { LineSpec, Pair, SlotName, ToneSpec } from '../intent-types.ts';
import type { ToneStyleId } from '../tones.ts';

interface LineOptions {
  when?: readonly SlotName[];
  unless?: readonly SlotName[];
}

export function tone(name: string, style: ToneStyleId, notes: string): ToneSpec {
  return { name, style, notes };
}

export function open(text: Pair, options: LineOptions = {}): LineSpec {
  return { part: 'open', text, rank: 0, ...options };
}

/** A body sentence; rank 0 always stays, higher ranks go first when a draft is shortened. */
export function body(rank: number, text: Pair, options: LineOptions = {}): LineSpec {
  return { part: 'body', text, rank, ...options };
}

export function ask(text: Pair, options: LineOptions = {}): LineSpec {
  return { part: 'ask', text, rank: 0, ...options };
}

export function close(text: Pair, options: LineOptions = {}): LineSpec {
  return { part: 'close', text, rank: 0, ...options };
}

const PERSONAL = new Set([
  'friend', 'best friend', 'aunt', 'uncle', 'mom', 'mother', 'dad', 'father', 'sister', 'brother', 'cousin',
  'grandma', 'grandmother', 'grandpa', 'grandfather', 'neighbor', 'neighbour', 'roommate', 'wife', 'husband',
  'son', 'daughter', 'nephew', 'niece', 'partner', 'boyfriend', 'girlfriend', 'fiancé', 'fiance', 'fiancée', 'fiancee', 'ex',
  'stepmom', 'stepdad', 'in-laws', 'mother-in-law', 'father-in-law', 'housemate', 'flatmate',
]);

/** True when the recipient is a neighbor: friendly, but not family. */
export function isNeighbor(facts: Facts): boolean {
  return facts.relation === 'neighbor' || facts.relation === 'neighbour' || facts.group === 'neighbors';
}

/** Roommates and neighbors: people you share walls with, where the etiquette is its own. */
export function isHousehold(facts: Facts): boolean {
  return isNeighbor(facts) || /^(?:roommate|housemate|flatmate)$/.test(facts.relation ?? '') || facts.group === 'housemates';
}

/** Family and friends, where a heartfelt, loving note fits; neighbors and roommates are personal but not close. */
export function isClose(facts: Facts): boolean {
  return isPersonal(facts) && !isHousehold(facts);
}

/** True when the recipient is family or a friend rather than a work contact. */
export function isPersonal(facts: Facts): boolean {
  return (facts.relation !== undefined && PERSONAL.has(facts.relation)) || facts.group === 'friends' || facts.group === 'family' || facts.group === 'home' || facts.group === 'housemates' || facts.group === 'neighbors';
}
