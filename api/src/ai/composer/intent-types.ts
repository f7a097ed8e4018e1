// The shape of the composer's writing data: one IntentSpec per kind of email.
import type { Facts } from './facts.ts';
import type { ToneStyleId } from './tones.ts';

/** Text for the first and second tone of an intent; a single string serves both. */
export type Pair = string | readonly [string, string];

/**
 * Names usable as {slot} in a line. Modifiers: {a:role} adds an article, {on:date} and
 * {by:deadline} add a preposition, {because} renders "because ..." or "because of ...".
 */
export type SlotName =
  | 'recipient' | 'sender' | 'company' | 'role' | 'years' | 'field' | 'product' | 'offering' | 'benefit'
  | 'reference' | 'course' | 'date' | 'deadline' | 'time' | 'amount' | 'offered' | 'target' | 'percent'
  | 'code' | 'offer' | 'topic' | 'occasion' | 'because' | 'issue' | 'task' | 'achievement' | 'points'
  | 'platform' | 'other' | 'request' | 'detail' | 'duration' | 'lastContact' | 'suggestion' | 'notice'
  | 'program' | 'relation' | 'reason' | 'statement' | 'question' | 'purpose' | 'promise' | 'remedy' | 'event'
  /** The remedy with its article and amount: "a refund of $129.99", "compensation". */
  | 'claim'
  /** "5 days" late; what money owed was for; when an order was due; leave asked for; a booking. */
  | 'lateBy' | 'expense' | 'expected' | 'permission' | 'appointment' | 'regret' | 'celebration'
  /** Known only when an order never came, or came damaged ("damaged") or wrong ("incorrect"). */
  | 'undelivered' | 'faulty'
  /** Known when the occasion is something done ("helping me move"), not a gift. */
  | 'deed'
  /** Known when the occasion is a life event (a wedding, a baby, a new home) rather than an achievement. */
  | 'milestone';

export type LinePart = 'open' | 'body' | 'ask' | 'close';

export interface LineSpec {
  part: LinePart;
  text: Pair;
  /** 0 is essential; larger numbers are dropped first when a draft must be shorter. */
  rank: number;
  /** Used only when every one of these slots is known. */
  when?: readonly SlotName[];
  /** Used only when none of these slots is known. */
  unless?: readonly SlotName[];
}

export interface ToneSpec {
  /** Shown to the visitor: "Formal", "Warm". */
  name: string;
  style: ToneStyleId;
  /** One sentence on when this version fits. */
  notes: string;
}

export interface IntentSpec {
  id: string;
  /** Names the kind of email in the assistant's message: "job application email". */
  label: string;
  /** Weighted patterns over the visitor's request (lower-cased); the best total wins. */
  match: ReadonlyArray<readonly [RegExp, number]>;
  /** Extra weight from what the facts say, e.g. personal vs work relationships. */
  boost?: (facts: Facts) => number;
  tones: readonly [ToneSpec, ToneSpec];
  /**
   * Greeting names when the recipient is unknown, as [formal, casual] pairs. A pair with slots
   * ("{company} team") is used only when those slots are known; the first plain pair is the fallback.
   */
  to?: ReadonlyArray<readonly [string, string]>;
  /** Subject candidates per tone; the first whose slots are all known is used. */
  subjects: readonly [readonly string[], readonly string[]];
  lines: readonly LineSpec[];
  /** Sign-offs per tone, when the tone's default would not suit ("With deepest sympathy"). */
  signoffs?: readonly [string, string];
  /**
   * Sentences that work a fact into the draft when none of the intent's lines used it, per tone,
   * e.g. a date for a time-off request. Defaults are in render.ts.
   */
  safety?: Partial<Record<SlotName, Pair>>;
  /**
   * False when the email must get straight to the point: no "I hope you're doing well!" before
   * condolences, apologies, complaints or bad news.
   */
  smallTalk?: false;
  /** Placeholder text for slots this intent needs but the visitor did not give. */
  placeholders?: Partial<Record<SlotName, string>>;
}
