import { describe, expect, it } from 'vitest';
import { type CorpusEntry, mentions, replyFailures, similarity } from './rubric.ts';

const entry: CorpusEntry = { id: 't', audience: 'tenant', request: 'ask my landlord to fix the heater by friday', mustInclude: ['heater', 'Friday'], mustNotInclude: ['refund'], recipient: 'Ana', decline: false };
const good = {
  tone: 'Formal',
  subject: 'Fixing the heater by Friday',
  body: 'Dear Ana,\n\nI hope you are well. The heater in my flat has stopped working. Could you please have it fixed by Friday? It gets very cold at night, so I would be grateful for a quick repair.\n\nThank you for your help.\n\nKind regards,\n[Your name]',
};
const other = {
  tone: 'Friendly',
  subject: 'Quick favor: the heater',
  body: "Hi Ana,\n\nHope you're doing well! Just a heads-up that the heater isn't working. Any chance someone could fix it by Friday? The evenings are getting chilly, and the kids feel it most, so I'd really appreciate it.\n\nThanks so much,\n[Your name]",
};

describe('the rubric', () => {
  it('passes a reply a person would send', () => {
    expect(replyFailures({ message: 'ok', emailOptions: [good, other] }, entry)).toEqual([]);
  });

  it.each([
    ['a missing detail', { ...good, subject: 'Fixing the heater', body: good.body.replace(/Friday/g, 'soon') }, 'detail missing'],
    ['an off-topic word', { ...good, body: good.body.replace('quick repair', 'refund') }, 'off-topic'],
    ['a greeting without the recipient', { ...good, body: good.body.replace('Dear Ana', 'Dear [Name]') }, 'greeting'],
    ['a long subject', { ...good, subject: 'A very long subject line that goes on and on forever' }, 'subject length'],
    ['a short body', { ...good, body: 'Dear Ana,\n\nFix the heater by Friday.\n\n[Your name]' }, 'body length'],
    ['template debris', { ...good, body: good.body.replace('quick repair', '{slot} repair') }, 'debris'],
    ["the request's wording", { ...good, body: good.body.replace('I hope you are well.', 'ask him to fix it.') }, 'debris'],
    ['a repeated sentence', { ...good, body: good.body.replace('Thank you for your help.', 'Thank you for your help. Thank you for your help.') }, 'repeated sentence'],
    ['too many placeholders', { ...good, body: good.body.replace('I hope you are well.', '[a] [b] [c] [d]') }, 'placeholders'],
  ])('fails %s', (_name, option, check) => {
    expect(replyFailures({ message: 'ok', emailOptions: [option, other] }, entry).map((failure) => failure.check)).toContain(check);
  });

  it('fails two options in one tone, and the same words twice', () => {
    expect(replyFailures({ message: 'ok', emailOptions: [good, { ...good }] }, entry).map((failure) => failure.check)).toContain('tones');
    expect(similarity(good.body, good.body)).toBe(1);
  });

  it('expects a decline to have no options', () => {
    const decline = { ...entry, decline: true, mustInclude: [] };
    expect(replyFailures({ message: "I can't help with that.", emailOptions: [] }, decline)).toEqual([]);
    expect(replyFailures({ message: 'Here you go', emailOptions: [good, other] }, decline)[0]?.check).toBe('decline');
  });

  it('matches whole words, any alternative', () => {
    expect(mentions('See you on Friday.', 'friday')).toBe(true);
    expect(mentions('The ordering', 'order')).toBe(false);
    expect(mentions('costs $1,250 now', '$1,250|1,250')).toBe(true);
  });
});
