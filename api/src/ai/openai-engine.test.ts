import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { replyDraftSchema, type ReplyDraft } from '../contract/index.ts';
import { testConfig } from '../config.ts';
import { AppError } from '../http/app-error.ts';
import { writeDraft, type PartialDraft } from './draft-writer.ts';
import { createEngine } from './engine.ts';

const BASE = 'http://llm.test/v1';
const engine = createEngine(testConfig({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: BASE, AI_MODEL: 'test-model', OPENAI_API_KEY: 'sk-test' }));

const DRAFT: ReplyDraft = {
  message: 'Two takes on your refund request: firm and friendly.',
  options: [
    { tone: 'Firm', subject: 'Refund request for order 5521', body: 'Hello,\n\nI am writing about order 5521, which arrived damaged. Please refund the $49.99 I paid.\n\nRegards,\nAna', notes: 'When you want it settled fast.' },
    { tone: 'Friendly', subject: 'Quick help with order 5521?', body: 'Hi there,\n\nMy order 5521 arrived damaged. Could you help me with a refund of $49.99?\n\nThanks so much,\nAna', notes: 'When you value the relationship.' },
  ],
};

/** The Chat Completions streaming wire format: `data: {chunk}` lines, then `data: [DONE]`. */
function completionStream(text: string, options: { chunk?: number; paceMs?: number } = {}): Response {
  const size = options.chunk ?? 12;
  const encoder = new TextEncoder();
  const frame = (payload: unknown) => encoder.encode(`data: ${JSON.stringify(payload)}\n\n`);
  const base = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'test-model' };
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(frame({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] }));
      for (let i = 0; i < text.length; i += size) {
        if (options.paceMs) await delay(options.paceMs);
        controller.enqueue(frame({ ...base, choices: [{ index: 0, delta: { content: text.slice(i, i + size) }, finish_reason: null }] }));
      }
      controller.enqueue(frame({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }], usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 } }));
      controller.enqueue(encoder.encode('data: [DONE]\n\n'));
      controller.close();
    },
  });
  return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

function completion(text: string): Response {
  return HttpResponse.json({
    id: 'chatcmpl-2',
    object: 'chat.completion',
    created: 1,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
  });
}

const server = setupServer();
const requests: Array<Record<string, unknown>> = [];
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

function respondWith(...responses: Array<(body: Record<string, unknown>) => Response | Promise<Response>>) {
  let call = 0;
  server.use(
    http.post(`${BASE}/chat/completions`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      requests.push(body);
      const respond = responses[Math.min(call++, responses.length - 1)]!;
      return respond(body);
    }),
  );
}

const input = { userMessage: 'Ask for a refund for order 5521, $49.99, it arrived damaged. My name is Ana.', history: [] };
const run = (timeoutMs = 5000, onPartial?: (p: PartialDraft) => void) =>
  writeDraft({ engine, input, signal: new AbortController().signal, timeoutMs, ...(onPartial ? { onPartial } : {}) });

async function expectAppError(promise: Promise<unknown>, code: string) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
}

describe('OpenAI-compatible engine (Chat Completions)', () => {
  it('names the model and streams partial options, validated at the end', async () => {
    respondWith(() => completionStream(JSON.stringify(DRAFT), { chunk: 40, paceMs: 30 }));
    const partials: PartialDraft[] = [];
    const draft = await run(5000, (p) => partials.push(p));
    expect(engine.name).toBe('test-model');
    expect(replyDraftSchema.parse(draft)).toEqual(DRAFT);
    expect(partials.filter((p) => p.options?.[0]?.body).length).toBeGreaterThan(2);
    const sent = requests[0]!;
    expect(sent.model).toBe('test-model');
    expect(sent.stream).toBe(true);
    expect((sent.response_format as { type: string }).type).toBe('json_schema');
    const messages = sent.messages as Array<{ role: string; content: string }>;
    expect(messages[0]!.role).toBe('system');
    expect(messages.at(-1)!.content).toContain('order 5521');
  });

  it('sends the previous turns as context', async () => {
    respondWith(() => completionStream(JSON.stringify(DRAFT)));
    await writeDraft({
      engine,
      input: { userMessage: 'make it shorter', history: [{ userMessage: 'Ask for a refund', reply: DRAFT }] },
      signal: new AbortController().signal,
      timeoutMs: 5000,
    });
    const roles = (requests[0]!.messages as Array<{ role: string }>).map((m) => m.role);
    expect(roles).toEqual(['system', 'user', 'assistant', 'user']);
  });

  it('turns a provider 500 into generation_failed', async () => {
    respondWith(() => HttpResponse.json({ error: { message: 'upstream down' } }, { status: 500 }));
    await expectAppError(run(), 'generation_failed');
  });

  it('turns a hung provider into model_timeout, without hanging', async () => {
    respondWith(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    const started = performance.now();
    await expectAppError(run(300), 'model_timeout');
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('repairs malformed JSON once, then gives up with generation_failed', async () => {
    respondWith(() => completionStream('{"message": "Here", "options": [{"tone": '), (body) => (body.stream ? completionStream('nope') : completion('still not json')));
    await expectAppError(run(), 'generation_failed');
    expect(requests).toHaveLength(2);
    const repairMessages = requests[1]!.messages as Array<{ role: string; content: string }>;
    expect(repairMessages.at(-1)!.content).toMatch(/not valid/);
  });

  it('repairs a schema violation when the second answer is valid', async () => {
    const oneOption = { message: 'Here', options: [DRAFT.options[0]] };
    respondWith(() => completionStream(JSON.stringify(oneOption)), () => completion(JSON.stringify(DRAFT)));
    const draft = await run();
    expect(draft).toEqual(DRAFT);
    expect(requests).toHaveLength(2);
  });
});
