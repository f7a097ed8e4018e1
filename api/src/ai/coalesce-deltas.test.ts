import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { simulateReadableStream, streamText } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { coalesceCompletionFrames, coalesceTextDeltas } from './coalesce-deltas.ts';

const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };

function fastModel(text: string, chunkDelayInMs: number) {
  const parts: LanguageModelV4StreamPart[] = [
    { type: 'stream-start', warnings: [] },
    { type: 'text-start', id: 't' },
    ...(text.match(/.{1,3}/gs) ?? []).map((delta) => ({ type: 'text-delta' as const, id: 't', delta })),
    { type: 'text-end', id: 't' },
    { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage },
  ];
  return new MockLanguageModelV4({ doStream: async () => ({ stream: simulateReadableStream({ chunks: parts, chunkDelayInMs }) }) });
}

describe('coalesceTextDeltas', () => {
  it('passes the same text in fewer deltas, the first one at once', async () => {
    const text = 'x'.repeat(300);
    const started = performance.now();
    const result = streamText({ model: coalesceTextDeltas(fastModel(text, 2), 25), prompt: 'hi' });
    const deltas: Array<{ text: string; at: number }> = [];
    for await (const delta of result.textStream) deltas.push({ text: delta, at: performance.now() - started });
    expect(deltas.map((d) => d.text).join('')).toBe(text);
    expect(deltas.length).toBeLessThan(100 / 3);
    expect(deltas[0]!.text).toBe('xxx');
  });

  it('leaves a slow model alone', async () => {
    const result = streamText({ model: coalesceTextDeltas(fastModel('abcdefghijkl', 40), 25), prompt: 'hi' });
    const deltas: string[] = [];
    for await (const delta of result.textStream) deltas.push(delta);
    expect(deltas).toEqual(['abc', 'def', 'ghi', 'jkl']);
  });
});

describe('coalesceTextDeltas after a quiet spell', () => {
  it('sends a delta at once when the model was quiet for an interval, even right after a flush', async () => {
    // Fast chunks, then a pause longer than the interval, then one more chunk.
    const parts: LanguageModelV4StreamPart[] = [
      { type: 'stream-start', warnings: [] },
      { type: 'text-start', id: 't' },
      ...Array.from({ length: 10 }, () => ({ type: 'text-delta' as const, id: 't', delta: 'ab' })),
    ];
    let lateAt = 0;
    const model = new MockLanguageModelV4({
      doStream: async () => ({
        stream: new ReadableStream<LanguageModelV4StreamPart>({
          async start(controller) {
            for (const part of parts) {
              controller.enqueue(part);
              await new Promise((resolve) => setTimeout(resolve, 2));
            }
            await new Promise((resolve) => setTimeout(resolve, 45));
            lateAt = performance.now();
            controller.enqueue({ type: 'text-delta', id: 't', delta: 'LATE' });
            await new Promise((resolve) => setTimeout(resolve, 100));
            controller.enqueue({ type: 'text-end', id: 't' });
            controller.enqueue({ type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage });
            controller.close();
          },
        }),
      }),
    });
    const result = streamText({ model: coalesceTextDeltas(model, 30), prompt: 'hi' });
    let seenAt = 0;
    let text = '';
    for await (const delta of result.textStream) {
      text += delta;
      if (delta.includes('LATE')) seenAt = performance.now();
    }
    expect(text).toBe(`${'ab'.repeat(10)}LATE`);
    expect(seenAt - lateAt).toBeLessThan(10);
  });

  it('passes a model error on and stops its timer', async () => {
    const model = new MockLanguageModelV4({
      doStream: async () => ({
        stream: new ReadableStream<LanguageModelV4StreamPart>({
          async start(controller) {
            controller.enqueue({ type: 'stream-start', warnings: [] });
            controller.enqueue({ type: 'text-start', id: 't' });
            controller.enqueue({ type: 'text-delta', id: 't', delta: 'a' });
            controller.enqueue({ type: 'text-delta', id: 't', delta: 'b' });
            // 'b' waits for the interval; the model fails before it ends.
            await new Promise((resolve) => setTimeout(resolve, 5));
            controller.error(new Error('provider went away'));
          },
        }),
      }),
    });
    const errors: unknown[] = [];
    const result = streamText({ model: coalesceTextDeltas(model, 30), prompt: 'hi', onError: ({ error }) => void errors.push(error) });
    let text = '';
    try {
      for await (const delta of result.textStream) text += delta;
    } catch (error) {
      errors.push(error);
    }
    expect(text).toBe('a');
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((error) => String(error).includes('provider went away'))).toBe(true);
  });
});

describe('coalesceCompletionFrames', () => {
  const base = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'm' };
  const frame = (payload: unknown) => `data: ${JSON.stringify(payload)}\n\n`;
  const text = (content: string, extra: Record<string, unknown> = {}) => frame({ ...base, ...extra, choices: [{ index: 0, delta: { content }, finish_reason: null }] });
  const role = frame({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] });
  const finish = frame({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }], usage: { prompt_tokens: 1, completion_tokens: 2, total_tokens: 3 } });

  /** A fetch that answers with `pieces` (strings or bytes), `gapMs` apart. */
  function serve(pieces: Array<string | Uint8Array>, gapMs: number, contentType = 'text/event-stream'): typeof fetch {
    return async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          async start(controller) {
            for (const piece of pieces) {
              controller.enqueue(typeof piece === 'string' ? new TextEncoder().encode(piece) : piece);
              if (gapMs) await new Promise((resolve) => setTimeout(resolve, gapMs));
            }
            controller.close();
          },
        }),
        { headers: { 'Content-Type': contentType } },
      );
  }

  async function read(response: Response): Promise<{ body: string; reads: string[] }> {
    const reads: string[] = [];
    const decoder = new TextDecoder();
    for await (const bytes of response.body!) reads.push(decoder.decode(bytes, { stream: true }));
    return { body: reads.join(''), reads };
  }

  const frames = (body: string) => body.split('\n\n').filter(Boolean).map((f) => (f === 'data: [DONE]' ? f : JSON.parse(f.slice(6))));
  const contentOf = (body: string) => frames(body).map((f) => (typeof f === 'string' ? '' : ((f.choices?.[0]?.delta?.content as string | undefined) ?? ''))).join('');

  it('merges text-only frames within an interval and passes every other frame unchanged, in order', async () => {
    const words = Array.from({ length: 40 }, (_, i) => `w${i} `);
    const pieces = [role, ...words.map((w) => text(w)), finish, 'data: [DONE]\n\n'];
    const response = await coalesceCompletionFrames(serve(pieces, 2), 25)('http://llm.test/v1/chat/completions', {});
    const { body } = await read(response);
    const out = frames(body);
    expect(contentOf(body)).toBe(words.join(''));
    expect(out[0]).toEqual(JSON.parse(role.slice(6)));
    expect(out.at(-2)).toEqual(JSON.parse(finish.slice(6)));
    expect(out.at(-1)).toBe('data: [DONE]');
    const merged = out.slice(1, -2);
    expect(merged.length).toBeLessThan(words.length / 3);
    // The first text after a quiet spell is not held back.
    expect(merged[0].choices[0].delta.content).toBe('w0 ');
    for (const f of merged) expect(f).toMatchObject({ ...base, choices: [{ index: 0, finish_reason: null }] });
  });

  it('reads frames split anywhere, CRLF line ends and multi-byte characters across reads', async () => {
    const whole = new TextEncoder().encode([role, text('héllo '), text('wörld 😀'), finish, 'data: [DONE]\n\n'].join('').replace(/\n/g, '\r\n'));
    const pieces: Uint8Array[] = [];
    for (let i = 0; i < whole.length; i += 7) pieces.push(whole.slice(i, i + 7));
    const { body } = await read(await coalesceCompletionFrames(serve(pieces, 0), 25)('http://llm.test', {}));
    expect(contentOf(body)).toBe('héllo wörld 😀');
    expect(frames(body).at(-1)).toBe('data: [DONE]');
  });

  it('does not merge frames whose other fields differ', async () => {
    const pieces = [text('a', { system_fingerprint: 'x' }), text('b', { system_fingerprint: 'y' }), text('c', { system_fingerprint: 'y' })];
    const { body } = await read(await coalesceCompletionFrames(serve(pieces, 0), 1000)('http://llm.test', {}));
    expect(frames(body).map((f) => [f.system_fingerprint, f.choices[0].delta.content])).toEqual([
      ['x', 'a'],
      ['y', 'bc'],
    ]);
  });

  it('leaves a response that is not an event stream as it is', async () => {
    const json = JSON.stringify({ choices: [{ message: { content: 'hi' } }] });
    const response = await coalesceCompletionFrames(serve([json], 0, 'application/json'))('http://llm.test', {});
    expect(await response.text()).toBe(json);
  });

  it('keeps the whole reply through @ai-sdk/openai and streamText', async () => {
    const reply = JSON.stringify({ message: 'Hi "there" — ok', options: [] });
    const pieces = [role, ...(reply.match(/.{1,4}/gsu) ?? []).map((c) => text(c)), finish, 'data: [DONE]\n\n'];
    const provider = createOpenAI({ apiKey: 'k', baseURL: 'http://llm.test/v1', fetch: coalesceCompletionFrames(serve(pieces, 1), 25) });
    const result = streamText({ model: provider.chat('m'), prompt: 'hi' });
    let out = '';
    let deltas = 0;
    for await (const delta of result.textStream) {
      out += delta;
      deltas++;
    }
    expect(out).toBe(reply);
    expect(deltas).toBeLessThan(pieces.length / 2);
  });
});
