import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PartialJsonParser } from './partial-json.ts';

const snapshot = (v: unknown) => JSON.parse(JSON.stringify(v ?? null));

describe('PartialJsonParser', () => {
  it('shows strings as they grow and finished values as they end', () => {
    const p = new PartialJsonParser();
    expect(p.parse('{"message": "Hel')).toEqual({ message: 'Hel' });
    expect(p.parse('{"message": "Hello", "options": [{"tone": "For')).toEqual({ message: 'Hello', options: [{ tone: 'For' }] });
    expect(snapshot(p.parse('{"message": "Hello", "options": [{"tone": "Formal", "n": 12, "ok": true}, {"subject": "Hi \\"you\\"\\n\\u00e9'))).toEqual({
      message: 'Hello',
      options: [{ tone: 'Formal', n: 12, ok: true }, { subject: 'Hi "you"\né' }],
    });
  });

  it('gives the same value as JSON.parse for any JSON fed in any chunks', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.array(fc.nat(), { maxLength: 20 }), (value, cuts) => {
        const text = JSON.stringify(value, null, cuts.length % 2 ? 2 : undefined);
        const p = new PartialJsonParser();
        const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
        for (const point of points) p.parse(text.slice(0, point));
        const parsed = p.parse(text);
        if (typeof value === 'number' || value === null || typeof value === 'boolean') return; // a bare scalar ends only at a delimiter
        expect(snapshot(parsed)).toEqual(JSON.parse(text));
      }),
      { numRuns: 500 },
    );
  });

  it('starts again when the text is not a continuation, and gives up on invalid JSON', () => {
    const p = new PartialJsonParser();
    p.parse('{"a": "x');
    expect(p.parse('{"b": 1,')).toEqual({ b: 1 });
    expect(p.parse('{"b": 1,]')).toBeUndefined();
  });
});
