import type { LanguageModelV4CallOptions, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { Output, generateText, streamText } from 'ai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replyDraftSchema } from '../../contract/index.ts';
import { chunkText, PHRASE_CHARS, scheduleText } from './composer-model.ts';
import { COMPOSER_ENGINE_NAME, compose, createComposerModel, type ComposerInput } from './index.ts';

const input: ComposerInput = {
  userMessage: 'Write a resignation email to my manager Tom, my last day is Friday, June 14',
  history: [],
};

function callOptions(extra: Partial<LanguageModelV4CallOptions> = {}): LanguageModelV4CallOptions {
  return {
    prompt: [{ role: 'user', content: [{ type: 'text', text: 'x' }] }],
    providerOptions: { builtin: { input: JSON.parse(JSON.stringify(input)) } },
    ...extra,
  };
}

async function readAll(stream: ReadableStream<LanguageModelV4StreamPart>): Promise<LanguageModelV4StreamPart[]> {
  const parts: LanguageModelV4StreamPart[] = [];
  for await (const part of stream) parts.push(part);
  return parts;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createComposerModel', () => {
  it('identifies itself as the built-in composer', () => {
    const model = createComposerModel();
    expect(model).toMatchObject({ specificationVersion: 'v4', provider: 'mailmuse', modelId: 'builtin-composer' });
    expect(COMPOSER_ENGINE_NAME).toBe('Built-in composer');
  });

  it('doGenerate returns exactly the composed reply as JSON text', async () => {
    const result = await createComposerModel().doGenerate(callOptions());
    expect(result.content).toEqual([{ type: 'text', text: JSON.stringify(compose(input)) }]);
    expect(result.finishReason.unified).toBe('stop');
    expect(result.warnings).toEqual([]);
  });

  it('falls back to the last user message in the prompt when no input is passed', async () => {
    const result = await createComposerModel().doGenerate({
      prompt: [
        { role: 'system', content: 'You write emails.' },
        { role: 'user', content: [{ type: 'text', text: 'Write a thank-you note to my aunt Linda for the scarf' }] },
      ],
    });
    const part = result.content[0];
    if (part?.type !== 'text') throw new Error('expected text');
    expect(JSON.parse(part.text)).toEqual(compose({ userMessage: 'Write a thank-you note to my aunt Linda for the scarf', history: [] }));
  });

  it('rejects a malformed input instead of guessing', async () => {
    await expect(createComposerModel().doGenerate({ prompt: [], providerOptions: { builtin: { input: { history: 'nope' } } } })).rejects.toThrow(/Invalid built-in composer input/);
  });

  it('doStream emits start, text deltas that rebuild the JSON, end and finish', async () => {
    const { stream } = await createComposerModel({ paceMs: 0 }).doStream(callOptions());
    const parts = await readAll(stream);
    expect(parts[0]).toEqual({ type: 'stream-start', warnings: [] });
    expect(parts[1]).toMatchObject({ type: 'text-start' });
    expect(parts.at(-2)).toMatchObject({ type: 'text-end' });
    expect(parts.at(-1)).toMatchObject({ type: 'finish', finishReason: { unified: 'stop' } });
    const deltas = parts.flatMap((part) => (part.type === 'text-delta' ? [part.delta] : []));
    expect(deltas.length).toBeGreaterThan(50);
    expect(deltas.join('')).toBe(JSON.stringify(compose(input)));
  });

  it('writes phrases on an absolute schedule, the reply lasting as long as its reading pace takes', async () => {
    const started = performance.now();
    const { stream } = await createComposerModel({ paceMs: 5, chunkChars: 6, intervalMs: 30 }).doStream(callOptions());
    const times: number[] = [];
    const deltas: string[] = [];
    for await (const part of stream) {
      if (part.type !== 'text-delta') continue;
      times.push(performance.now() - started);
      deltas.push(part.delta);
    }
    const text = JSON.stringify(compose(input));
    const { chunks, dueMs } = scheduleText(text, 5, 6, 30);
    expect(deltas.join('')).toBe(text);
    // Phrases, not one delta per 6-character piece. On a loaded machine a tick can come late, and
    // what fell due meanwhile is merged (tested below), so a few phrases may arrive as one.
    expect(deltas.length).toBeLessThanOrEqual(chunks.length);
    expect(deltas.length).toBeGreaterThan(chunks.length / 2);
    expect(deltas.length).toBeLessThan(chunkText(text, 6).length / 3);
    times.forEach((time, k) => expect(time).toBeGreaterThanOrEqual(dueMs[k]! - 1));
    expect(times.at(-1)!).toBeLessThan(chunkText(text, 6).length * 5 + 100);
  });

  it('merges what fell due while the reader stalled instead of stretching the reply', async () => {
    const started = performance.now();
    const { stream } = await createComposerModel({ paceMs: 30, chunkChars: 30, intervalMs: 30 }).doStream(callOptions());
    const reader = stream.getReader();
    const deltas: string[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (value.type !== 'text-delta') continue;
      deltas.push(value.delta);
      // A busy server: the event loop is blocked for 150 ms after the first delta.
      if (deltas.length === 1) {
        const until = performance.now() + 150;
        while (performance.now() < until);
      }
    }
    const elapsed = performance.now() - started;
    const { chunks, dueMs } = scheduleText(JSON.stringify(compose(input)), 30, 30, 30);
    expect(chunks.length).toBeGreaterThan(15);
    expect(deltas.join('')).toBe(chunks.join(''));
    // The deltas due during the stall arrive as one.
    expect(deltas.length).toBeLessThanOrEqual(chunks.length - 3);
    // A relative pause per delta would take 150 ms more than the schedule.
    expect(elapsed).toBeGreaterThanOrEqual(dueMs.at(-1)! - 1);
    expect(elapsed).toBeLessThan(dueMs.at(-1)! + 100);
  });

  it('stops within one pace tick of an abort, errors with the reason and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const { stream } = await createComposerModel({ paceMs: 50 }).doStream(callOptions({ abortSignal: controller.signal }));
    const firstDue = scheduleText(JSON.stringify(compose(input)), 50, 6, 30).dueMs[0]!;
    const reader = stream.getReader();
    await reader.read(); // stream-start
    await reader.read(); // text-start
    const firstDelta = reader.read();
    await vi.advanceTimersByTimeAsync(firstDue);
    expect((await firstDelta).value).toMatchObject({ type: 'text-delta' });

    const pending = reader.read();
    await vi.advanceTimersByTimeAsync(20);
    const reason = new Error('visitor pressed stop');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('refuses to start when already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(createComposerModel().doStream(callOptions({ abortSignal: controller.signal }))).rejects.toThrow('gone');
  });

  it('aborts a real-time stream promptly', async () => {
    const controller = new AbortController();
    // A slow pace, so that waiting for the next tick (400 ms) and stopping at once (well under 200 ms
    // even on a loaded machine) cannot be confused.
    const { stream } = await createComposerModel({ paceMs: 400 }).doStream(callOptions({ abortSignal: controller.signal }));
    const reader = stream.getReader();
    await reader.read();
    await reader.read();
    await reader.read();
    const pending = reader.read();
    const abortedAt = performance.now();
    controller.abort(new Error('stop'));
    await expect(pending).rejects.toThrow('stop');
    expect(performance.now() - abortedAt).toBeLessThan(200);
  });
});

describe('through the ai SDK', () => {
  it('streamText with Output.object streams partial replies, then a valid final one', async () => {
    const result = streamText({
      model: createComposerModel({ paceMs: 0 }),
      prompt: 'x',
      output: Output.object({ schema: replyDraftSchema }),
      providerOptions: { builtin: { input: JSON.parse(JSON.stringify(input)) } },
    });
    const partials: unknown[] = [];
    for await (const partial of result.partialOutputStream) partials.push(partial);
    const output = await result.output;
    expect(partials.length).toBeGreaterThan(10);
    // Early partials are incomplete: options arrive after the message.
    expect(partials.some((partial) => typeof partial === 'object' && partial !== null && !('options' in partial))).toBe(true);
    expect(replyDraftSchema.parse(output)).toEqual(compose(input));
  });

  it('generateText with Output.object returns the validated reply', async () => {
    const result = await generateText({
      model: createComposerModel(),
      prompt: 'x',
      output: Output.object({ schema: replyDraftSchema }),
      providerOptions: { builtin: { input: JSON.parse(JSON.stringify(input)) } },
    });
    expect(replyDraftSchema.parse(result.output)).toEqual(compose(input));
  });
});

describe('scheduleText', () => {
  const text = JSON.stringify(compose(input));

  it('cuts the text into phrases due as the reading pace reaches their end, the reply lasting as long', () => {
    const pieces = chunkText(text, 6);
    for (const paceMs of [4, 12, 37]) {
      const { chunks, dueMs } = scheduleText(text, paceMs, 6, 30);
      expect(chunks.join('')).toBe(text);
      // As long as the reading pace takes; a phrase never comes sooner than an interval after the last.
      expect(dueMs.at(-1)).toBeGreaterThanOrEqual(pieces.length * paceMs);
      expect(dueMs.at(-1)).toBeLessThanOrEqual(pieces.length * paceMs + 60);
      dueMs.slice(1).forEach((due, k) => expect(due - dueMs[k]!).toBeGreaterThanOrEqual(30));
      // A phrase is at least a few words; only the last, and what comes next to a long unbroken token, are shorter.
      expect(chunks.filter((chunk) => chunk.length < PHRASE_CHARS).length).toBeLessThanOrEqual(Math.ceil(chunks.length / 5));
      expect(chunks.length).toBeLessThan(pieces.length / 2);
    }
  });

  it('sends the pieces at once unpaced', () => {
    const pieces = chunkText(text, 6);
    expect(scheduleText(text, 0, 6, 30)).toEqual({ chunks: pieces, dueMs: pieces.map(() => 0) });
  });
});

describe('chunkText', () => {
  it('rebuilds the text exactly and breaks after whitespace', () => {
    const text = JSON.stringify(compose(input));
    const chunks = chunkText(text, 6);
    expect(chunks.join('')).toBe(text);
    const average = text.length / chunks.length;
    expect(average).toBeGreaterThanOrEqual(5);
    expect(average).toBeLessThanOrEqual(12);
    expect(chunks.slice(0, -1).filter((chunk) => /\s$/.test(chunk)).length).toBeGreaterThan(chunks.length / 2);
  });

  it('splits a very long word into pieces', () => {
    expect(chunkText('a'.repeat(20), 6)).toEqual(['aaaaaa', 'aaaaaa', 'aaaaaa', 'aa']);
  });
});
