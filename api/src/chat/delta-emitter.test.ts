import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeltaEmitter } from './delta-emitter.ts';

const option = (tone: string, subject: string, body: string, notes = '') => ({ tone, subject, body, notes });

describe('DeltaEmitter', () => {
  afterEach(() => vi.useRealTimers());

  it('sends only the added text, first at once, then at most once per interval', () => {
    vi.useFakeTimers();
    let clock = 0;
    const events: Array<[string, unknown]> = [];
    const emitter = new DeltaEmitter((e, d) => events.push([e, d]), (i) => `m-${i}`, 30, () => clock);

    emitter.update({ message: 'Hel' });
    expect(events).toEqual([['message-delta', { text: 'Hel' }]]);

    // A burst of tokens inside one interval becomes one event.
    for (const text of ['Hell', 'Hello', 'Hello the', 'Hello there']) {
      clock += 2;
      emitter.update({ message: text });
    }
    expect(events).toHaveLength(1);
    clock = 30;
    vi.advanceTimersByTime(30);
    expect(events).toEqual([
      ['message-delta', { text: 'Hel' }],
      ['message-delta', { text: 'lo there' }],
    ]);
    emitter.dispose();
  });

  it('sends nothing for a value that does not extend what was sent (a retried call), even a longer one', () => {
    let clock = 0;
    const events: Array<[string, unknown]> = [];
    const emitter = new DeltaEmitter((e, d) => events.push([e, d]), (i) => `m-${i}`, 30, () => (clock += 100));
    emitter.update({ message: 'Dear Sam, thank you for your note about the' });
    emitter.update({ message: 'Hi Sam, thanks for the note about the meeting on Monday' });
    emitter.update({ message: 'Dear Sam, thank you for your note about the meeting' });
    expect(events).toEqual([
      ['message-delta', { text: 'Dear Sam, thank you for your note about the' }],
      ['message-delta', { text: ' meeting' }],
    ]);
    emitter.dispose();
  });

  it('marks an option done when the next one starts, then finishes the rest from the validated reply', () => {
    let clock = 0;
    const events: Array<[string, unknown]> = [];
    const emitter = new DeltaEmitter((e, d) => events.push([e, d]), (i) => `m-${i + 1}`, 30, () => (clock += 100));
    emitter.update({ message: 'Hi', options: [{ tone: 'Formal', subject: 'Sub' }] });
    emitter.update({ message: 'Hi', options: [option('Formal', 'Subject', 'Body text', 'Note'), { tone: 'Wa' }] });
    const done = events.filter(([e]) => e === 'option-done');
    expect(done).toEqual([['option-done', { index: 0, option: { id: 'm-1', tone: 'Formal', subject: 'Subject', body: 'Body text', notes: 'Note' } }]]);

    const final = emitter.finish({ message: 'Hi', options: [option('Formal', 'Subject', 'Body text', 'Note'), option('Warm', 'Hey', 'Warm body', 'N')] });
    expect(final.map((o) => o.id)).toEqual(['m-1', 'm-2']);
    const deltas = events.filter(([e]) => e === 'option-delta').map(([, d]) => d as { index: number; field: string; text: string });
    const rebuilt = (index: number, field: string) => deltas.filter((d) => d.index === index && d.field === field).map((d) => d.text).join('');
    expect(rebuilt(0, 'body')).toBe('Body text');
    expect(rebuilt(1, 'tone')).toBe('Warm');
    expect(rebuilt(1, 'body')).toBe('Warm body');
    expect(events.at(-1)).toEqual(['option-done', { index: 1, option: { id: 'm-2', tone: 'Warm', subject: 'Hey', body: 'Warm body', notes: 'N' } }]);
  });

  it('returns what was written so far for a stopped reply', () => {
    const events: Array<[string, unknown]> = [];
    const emitter = new DeltaEmitter((e, d) => events.push([e, d]), (i) => `m-${i + 1}`, 30, () => 1000);
    emitter.update({ message: 'Two options', options: [{ tone: 'Formal', subject: 'Half a subj' }] });
    const partial = emitter.finishPartial();
    expect(partial).toEqual({ message: 'Two options', options: [{ id: 'm-1', tone: 'Formal', subject: 'Half a subj', body: '' }] });
  });
});
