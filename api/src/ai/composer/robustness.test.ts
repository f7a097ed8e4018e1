// Whatever a visitor types, and in whatever order, the composer answers with a well-formed reply.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_CHARS, replyDraftSchema } from '../../contract/index.ts';
import type { ReplyDraft } from '../../contract/index.ts';
import { compose, type ComposerTurn } from './index.ts';
import { bodyWords, greetingOf, signoffOf } from './test-support.ts';

const FRAGMENTS = [
  'Write an email', 'to my manager', 'to Sarah Chen', 'at Lumen Labs', 'about the Q3 budget', 'for order #48213',
  'asking for a refund of $49.99', 'on Friday, June 14', 'by next Tuesday', 'because the box arrived damaged',
  'thank', 'apologize', 'invite my team', 'to a party', 'resign', 'my name is Ana', 'in a friendly tone', '[company]',
  'congratulate Jake on his promotion', 'follow up', 'Professor Miller', 'shorter', 'more formal', 'her name is Priya',
  'the meeting is on Friday', 'also mention that I will be late', 'make option 1 friendlier', 'in Spanish', 'a poem',
  ':', ',', 'and', 'who', 'whose father passed away', 'with code SAVE20', 'offering 10% off', 'Dr.', 'Ms. Rivera',
];

const request = fc.oneof(
  fc.array(fc.constantFrom(...FRAGMENTS), { minLength: 1, maxLength: 12 }).map((parts) => parts.join(' ')),
  fc.string({ minLength: 1, maxLength: 300 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }),
).map((text) => text.trim().slice(0, MAX_MESSAGE_CHARS) || 'hello');

function expectSound(reply: ReplyDraft): void {
  expect(replyDraftSchema.safeParse(reply).success).toBe(true);
  expect([0, 2]).toContain(reply.options.length);
  expect(reply.message.length).toBeGreaterThan(0);
  const [first, second] = reply.options;
  if (first && second) expect(first.tone).not.toBe(second.tone);
  for (const option of reply.options) {
    expect(bodyWords(option)).toBeGreaterThanOrEqual(5);
    expect(bodyWords(option)).toBeLessThanOrEqual(260);
    expect(greetingOf(option)).toMatch(/^(?:Dear|Hi|Hello|Hey) \S.*,$|^(?:Hello|Hi there),$/);
    expect(signoffOf(option).line).toMatch(/,$/);
    expect(option.body).not.toMatch(/\{\w*\}|undefined/);
  }
}

describe('robustness', () => {
  it('answers any single message with a sound, deterministic reply', () => {
    fc.assert(
      fc.property(request, (userMessage) => {
        const reply = compose({ userMessage, history: [] });
        expectSound(reply);
        expect(compose({ userMessage, history: [] })).toEqual(reply);
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('answers any sequence of follow-ups and refinements', () => {
    const turn = fc.record({
      message: request,
      refine: fc.option(
        fc.record({
          optionIndex: fc.constantFrom(0 as const, 1 as const),
          instruction: fc.constantFrom('shorter' as const, 'more-formal' as const, 'friendlier' as const, 'custom' as const),
        }),
        { nil: undefined },
      ),
    });
    fc.assert(
      fc.property(fc.array(turn, { minLength: 1, maxLength: 6 }), (turns) => {
        const history: ComposerTurn[] = [];
        for (const { message, refine } of turns) {
          const reply = compose({ userMessage: message, history: history.slice(-6), ...(refine ? { refine } : {}) });
          expectSound(reply);
          history.push({ userMessage: message, reply });
        }
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});
