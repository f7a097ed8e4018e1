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

  it('starts again on a longer text that does not extend the last one (a retried call writing its reply again)', () => {
    const p = new PartialJsonParser();
    p.parse('{"message": "Dear Sam, thank you for your note about the');
    expect(p.parse('{"message": "Hi Sam, thanks for the note about the meeting on Monday')).toEqual({
      message: 'Hi Sam, thanks for the note about the meeting on Monday',
    });
  });

  const tricky = {
    message: 'Quotes "inside", a backslash \\ here, a slash / and\ttabs\r\nand lines.',
    options: [
      { tone: 'Café — naïve', subject: 'Émoji 😀 and 中文 and \u0000 control', body: 'Line one\nLine two \\"quoted\\"\n\n— Ana', notes: '' },
      { tone: 'Warm', subject: '\u2028 separators \u2029', body: '𝒳 astral 🎉 at the end 🎉', notes: 'ok' },
    ],
  };

  it('reads escapes and characters outside ASCII cut at every point, written escaped or raw', () => {
    for (const text of [JSON.stringify(tricky), JSON.stringify(tricky).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)]) {
      expect(text.length).toBeGreaterThan(200);
      for (let cut = 1; cut < text.length; cut++) {
        const p = new PartialJsonParser();
        const first = snapshot(p.parse(text.slice(0, cut)));
        // What shows before the cut is a prefix of what the whole text holds.
        const message = (first as { message?: string } | null)?.message;
        if (message !== undefined) expect(tricky.message.startsWith(message)).toBe(true);
        expect(snapshot(p.parse(text))).toEqual(tricky);
      }
    }
  });

  it('reads a reply fed one token-sized delta at a time, each string growing by what was added', () => {
    const text = JSON.stringify(tricky);
    const p = new PartialJsonParser();
    let so = '';
    let lastBody = '';
    for (const piece of text.match(/[^]{1,4}/gu)!) {
      so += piece;
      const value = p.parse(so) as typeof tricky | undefined;
      const body = value?.options?.[0]?.body;
      if (typeof body === 'string') {
        expect(body.startsWith(lastBody)).toBe(true);
        lastBody = body;
      }
    }
    expect(snapshot(p.parse(so))).toEqual(tricky);
  });

  it('keeps an escape cut off at the end of a delta for the next one', () => {
    const p = new PartialJsonParser();
    expect(p.parse('{"a": "x\\')).toEqual({ a: 'x' });
    expect(p.parse('{"a": "x\\u00')).toEqual({ a: 'x' });
    expect(p.parse('{"a": "x\\u00e9\\')).toEqual({ a: 'xé' });
    expect(p.parse('{"a": "x\\u00e9\\"y"}')).toEqual({ a: 'xé"y' });
  });
});
