import { http, HttpResponse } from 'msw';
import {
  generateRequestSchema,
  type EmailOption,
  type ErrorBody,
  type GenerateRequest,
  type GenerateResponse,
  type StreamEvent,
} from '@mailmuse/api/contract';
import { draftReply, MOCK_ENGINE, refineDraft, replyResponse, type DraftReply } from './fixtures.ts';
import { currentPacing, currentScenario } from './scenarios.ts';
import { encode, SSE_HEADERS, SSE_PING, sseFrame } from './sse-frames.ts';

/** One mocked generation, shared by the stream, its resumes, the JSON call and the stop call. */
interface Generation {
  sessionId: string;
  messageId: string;
  /** What the reply says once complete. */
  draft: DraftReply;
  /** Every event the reply is made of, `done` excluded. */
  plan: StreamEvent[];
  /** How many of `plan` have been sent so far (resumes replay from here). */
  sent: number;
  stopped: boolean;
  connections: number;
  done: GenerateResponse | null;
}

const generations = new Map<string, Generation>();
/** Each session's last complete reply: what a refinement rewrites. */
const lastReplies = new Map<string, DraftReply>();
/** How often each session asked each request: a request asked again gets a different take. */
const askedBefore = new Map<string, number>();

/** Forgets the mocked generations and sessions (between tests). */
export function resetChatMocks(): void {
  generations.clear();
  lastReplies.clear();
  askedBefore.clear();
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function errorResponse(status: number, code: ErrorBody['error']['code'], message: string, headers?: HeadersInit) {
  return HttpResponse.json({ error: { code, message } } satisfies ErrorBody, { status, headers });
}

function rateLimited() {
  return errorResponse(429, 'rate_limited', 'Too many requests. Try again in 30 seconds.', { 'Retry-After': '30' });
}

/** Splits text into word-sized pieces (spaces and line breaks kept), as a model streams it. */
function pieces(text: string, wordsPerPiece = 2): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const result: string[] = [];
  for (let index = 0; index < words.length; index += wordsPerPiece) {
    result.push(words.slice(index, index + wordsPerPiece).join(''));
  }
  return result;
}

/**
 * The reply for a request: a refinement rewrites one option of the session's last reply (the other
 * is written out again verbatim, as a model does), anything else is a new draft. Null when there is
 * nothing to refine.
 */
function draftFor(body: GenerateRequest): DraftReply | null {
  if (body.refine) {
    const previous = lastReplies.get(body.sessionId);
    return previous ? refineDraft(previous, body.refine) : null;
  }
  const key = `${body.sessionId}\n${body.userMessage}`;
  const variant = askedBefore.get(key) ?? 0;
  askedBefore.set(key, variant + 1);
  return draftReply(body.userMessage, variant);
}

function planFor(draft: DraftReply, body: GenerateRequest, messageId: string): StreamEvent[] {
  const plan: StreamEvent[] = [
    { event: 'start', data: { requestId: body.requestId ?? messageId, messageId, engine: MOCK_ENGINE } },
  ];
  for (const text of pieces(draft.message, 3)) plan.push({ event: 'message-delta', data: { text } });
  draft.options.forEach((option, index) => {
    plan.push({ event: 'option-delta', data: { index, field: 'tone', text: option.tone } });
    for (const text of pieces(option.subject)) plan.push({ event: 'option-delta', data: { index, field: 'subject', text } });
    for (const text of pieces(option.body, 3)) plan.push({ event: 'option-delta', data: { index, field: 'body', text } });
    for (const text of pieces(option.notes, 4)) plan.push({ event: 'option-delta', data: { index, field: 'notes', text } });
    plan.push({ event: 'option-done', data: { index, option: { id: `${messageId}-${index + 1}`, ...option } } });
  });
  return plan;
}

function generationFor(body: GenerateRequest): Generation | null {
  const requestId = body.requestId ?? crypto.randomUUID();
  let generation = generations.get(requestId);
  if (!generation) {
    const draft = draftFor(body);
    if (!draft) return null;
    const messageId = crypto.randomUUID();
    generation = {
      sessionId: body.sessionId,
      messageId,
      draft,
      plan: planFor(draft, body, messageId),
      sent: 0,
      stopped: false,
      connections: 0,
      done: null,
    };
    generations.set(requestId, generation);
  }
  return generation;
}

/** The reply as far as it was written: what a stopped generation returns. */
function partialResponse(generation: Generation): GenerateResponse {
  let content = '';
  const options: EmailOption[] = [];
  for (const { event, data } of generation.plan.slice(0, generation.sent)) {
    if (event === 'message-delta') content += data.text;
    if (event === 'option-delta') {
      options[data.index] ??= { id: `${generation.messageId}-${data.index + 1}`, tone: '', subject: '', body: '' };
      const option = options[data.index]!;
      option[data.field] = (option[data.field] ?? '') + data.text;
    }
    if (event === 'option-done') options[data.index] = data.option;
  }
  const emailOptions = options.filter(Boolean).map((option) => ({ ...option, tone: option.tone || 'Draft' }));
  return replyResponse(generation.sessionId, generation.messageId, draftReply(''), {
    content,
    emailOptions,
    status: 'stopped',
  });
}

function finish(generation: Generation): GenerateResponse {
  if (!generation.done) {
    if (generation.stopped) {
      generation.done = partialResponse(generation);
    } else {
      generation.done = replyResponse(generation.sessionId, generation.messageId, generation.draft);
      lastReplies.set(generation.sessionId, generation.draft);
    }
  }
  generation.sent = generation.plan.length;
  return generation.done;
}

function nothingToRefine() {
  return errorResponse(400, 'nothing_to_refine', 'There is no previous reply to refine yet.');
}

async function readBody(request: Request): Promise<GenerateRequest | null> {
  const parsed = generateRequestSchema.safeParse(await request.json().catch(() => null));
  return parsed.success ? parsed.data : null;
}

function eventStream(generation: Generation, body: GenerateRequest, lastEventId: number, breakAfter: number | null) {
  const { firstEventMs, frameMs } = currentPacing();
  const failAfterStart = currentScenario() === 'generate-error';
  let cancelled = false;

  return new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encode(SSE_PING));
      // Replay what the client missed, then carry on writing.
      for (let index = lastEventId; index < generation.sent; index += 1) {
        const event = generation.plan[index]!;
        controller.enqueue(encode(sseFrame(index + 1, event.event, event.data as never)));
      }
      if (lastEventId === 0 && generation.sent === 0) await sleep(firstEventMs);
      while (!cancelled && !generation.stopped && generation.sent < generation.plan.length) {
        if (failAfterStart && generation.sent === 4) {
          controller.enqueue(
            encode(sseFrame(generation.sent + 1, 'error', { code: 'generation_failed', message: 'The model failed to write a reply.' })),
          );
          generations.delete(body.requestId ?? '');
          controller.close();
          return;
        }
        if (breakAfter !== null && generation.sent >= breakAfter) {
          controller.error(new TypeError('network error'));
          return;
        }
        const event = generation.plan[generation.sent]!;
        generation.sent += 1;
        controller.enqueue(encode(sseFrame(generation.sent, event.event, event.data as never)));
        await sleep(frameMs);
      }
      if (cancelled) return;
      controller.enqueue(encode(sseFrame(generation.plan.length + 1, 'done', finish(generation))));
      controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
}

export const chatHandlers = [
  http.post('/api/chat/new', () => HttpResponse.json({ id: crypto.randomUUID() })),

  http.post('/api/chat/generate/stream', async ({ request }) => {
    const scenario = currentScenario();
    if (scenario === 'rate-limited') return rateLimited();
    if (scenario === 'stream-blocked') return errorResponse(503, 'unavailable', 'Streaming is not available.');
    const body = await readBody(request);
    if (!body) return errorResponse(400, 'invalid_request', 'The request is not valid.');
    const generation = generationFor(body);
    if (!generation) return nothingToRefine();
    generation.connections += 1;
    const lastEventId = Number(request.headers.get('Last-Event-ID') ?? 0) || 0;
    // The first connection of "error-mid-stream" drops part-way; a resume then completes it.
    const breakAfter =
      scenario === 'error-mid-stream' && generation.connections === 1 ? Math.floor(generation.plan.length * 0.4) : null;
    return new HttpResponse(eventStream(generation, body, lastEventId, breakAfter), { headers: SSE_HEADERS });
  }),

  http.post('/api/chat/generate', async ({ request }) => {
    const scenario = currentScenario();
    if (scenario === 'rate-limited') return rateLimited();
    if (scenario === 'generate-error') return errorResponse(502, 'generation_failed', 'The model failed to write a reply.');
    const body = await readBody(request);
    if (!body) return errorResponse(400, 'invalid_request', 'The request is not valid.');
    const generation = generationFor(body);
    if (!generation) return nothingToRefine();
    if (!generation.done) await sleep(currentPacing().firstEventMs);
    return HttpResponse.json(finish(generation));
  }),

  http.post<{ requestId: string }>('/api/chat/generate/:requestId/stop', ({ params }) => {
    const generation = generations.get(params.requestId);
    if (!generation) return errorResponse(404, 'generation_not_found', 'No such generation.');
    if (!generation.done) generation.stopped = true;
    return HttpResponse.json({ requestId: params.requestId, status: generation.done?.message.status ?? 'stopped' });
  }),
];
