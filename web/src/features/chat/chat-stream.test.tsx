import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailOption, GenerateRequest, GenerateResponse } from '@mailmuse/api/contract';
import { renderRoute } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { controlledStream } from '../../test/sse.ts';
import { replySettings } from './reply-flow.ts';
import { chatStore } from './store/use-chat-store.ts';
import { findChatInput, resetChat } from './test-utils.ts';

const OPTION_A: EmailOption = {
  id: 'opt-a',
  tone: 'Formal',
  subject: 'Meeting request',
  body: 'Dear Sam,\n\nCould we meet on Tuesday?\n\nBest,\nAlex',
  notes: 'For a first contact.',
};
const OPTION_B: EmailOption = {
  id: 'opt-b',
  tone: 'Friendly',
  subject: 'Coffee on Tuesday?',
  body: 'Hi Sam,\n\nFancy a coffee on Tuesday?\n\nCheers,\nAlex',
  notes: 'When you know Sam well.',
};

function doneBody(overrides: Partial<GenerateResponse['message']> = {}): GenerateResponse {
  const emailOptions = overrides.emailOptions ?? [OPTION_A, OPTION_B];
  return {
    message: {
      id: 'msg-1',
      sessionId: chatStore.getState().sessionId ?? '',
      role: 'assistant',
      content: 'Here are two options.',
      emailOptions,
      createdAt: new Date().toISOString(),
      engine: 'Built-in composer',
      status: 'complete',
      ...overrides,
    },
    emailOptions,
  };
}

interface Calls {
  stream: Array<{ body: GenerateRequest; lastEventId: string | null }>;
  json: GenerateRequest[];
}

/** Answers the JSON endpoint with `answer` and records what both endpoints were sent. */
function recordCalls(answer: () => Response = () => HttpResponse.json(doneBody())): Calls {
  const calls: Calls = { stream: [], json: [] };
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/chat/generate/stream') {
      calls.stream.push({ body: await request.clone().json(), lastEventId: request.headers.get('Last-Event-ID') });
    }
  });
  server.use(
    http.post('/api/chat/generate', async ({ request }) => {
      calls.json.push((await request.json()) as GenerateRequest);
      return answer();
    }),
  );
  return calls;
}

async function send(text = 'Ask Sam for a meeting') {
  const view = renderRoute('/');
  const input = await findChatInput();
  await view.user.type(input, `${text}{Enter}`);
  return view;
}

const conversation = () => screen.getByRole('region', { name: 'Conversation' });

async function expectFinalReply() {
  expect(await screen.findByText('Coffee on Tuesday?')).toBeInTheDocument();
  expect(screen.getByText('Meeting request')).toBeInTheDocument();
  expect(screen.queryByText('Typing...')).not.toBeInTheDocument();
}

async function expectFailure(description: string) {
  expect(
    await screen.findByText("I'm sorry, I encountered an error while generating your emails. Please try again."),
  ).toBeInTheDocument();
  const toast = await screen.findByRole('alert');
  expect(within(toast).getByText('Error')).toBeInTheDocument();
  expect(within(toast).getByText(description)).toBeInTheDocument();
  expect(toast).toHaveClass('toast--destructive');
  // The visitor's message stays.
  expect(within(conversation()).getByText('Ask Sam for a meeting')).toBeInTheDocument();
}

// The whole page is rendered: role queries over it are slow on a busy machine.
describe('streaming replies', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await resetChat();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    server.events.removeAllListeners();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'connection');
  });

  it('shows the message and both options growing before the reply is done', async () => {
    const sse = controlledStream();
    server.use(http.post('/api/chat/generate/stream', () => new HttpResponse(sse.stream, { headers: sse.headers })));
    const calls = recordCalls();
    await send();

    expect(await screen.findByText('Typing...')).toBeInTheDocument();
    sse.raw(': ping\n\n');
    sse.send(1, 'start', { requestId: 'r', messageId: 'msg-1', engine: 'Built-in composer' });
    sse.send(2, 'message-delta', { text: 'Here are ' });
    sse.send(3, 'option-delta', { index: 0, field: 'tone', text: 'Formal' });
    sse.send(4, 'option-delta', { index: 0, field: 'subject', text: 'Meeting' });
    sse.send(5, 'option-delta', { index: 0, field: 'body', text: 'Dear Sam,\n\nCould we' });
    sse.send(6, 'option-delta', { index: 1, field: 'subject', text: 'Coffee' });

    expect(await screen.findByText('Meeting')).toBeInTheDocument();
    expect(screen.getByText('Coffee')).toBeInTheDocument();
    expect(screen.getByText(/^Here are/)).toBeInTheDocument();
    // Which engine wrote it is said once it has written it.
    expect(screen.queryByText('Written by Built-in composer')).not.toBeInTheDocument();
    expect(screen.queryByText('Typing...')).not.toBeInTheDocument();
    const body = document.querySelector('.option-card__body');
    expect(body?.textContent).toBe('Dear Sam,\n\nCould we');
    expect(screen.getByRole('button', { name: 'Copy option 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();

    sse.send(7, 'option-delta', { index: 0, field: 'subject', text: ' request' });
    expect(await screen.findByText('Meeting request')).toBeInTheDocument();
    sse.send(8, 'option-done', { index: 0, option: OPTION_A });
    const announcer = screen.getByTestId('reply-announcer');
    await waitFor(() => expect(announcer).toHaveTextContent('Option 1 ready'));
    expect(announcer).not.toHaveTextContent('Option 2 ready');
    // The finished option can be copied while the other is still being written.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy option 1' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Copy option 2' })).toBeDisabled();
    expect(screen.getAllByRole('article')[1]).toHaveAttribute('aria-busy', 'true');

    sse.send(9, 'option-done', { index: 1, option: OPTION_B });
    sse.send(10, 'done', doneBody());
    sse.close();
    await expectFinalReply();
    expect(await screen.findByText('Written by Built-in composer')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy option 1' })).toBeEnabled());
    expect(announcer.querySelectorAll('p')).toHaveLength(2);
    expect(calls.json).toHaveLength(0);
  });

  describe('falls back to the JSON call with the same requestId', () => {
    it('when the stream answers with an error status', async () => {
      server.use(http.post('/api/chat/generate/stream', () => new HttpResponse('Bad gateway', { status: 502 })));
      const calls = recordCalls();
      await send();

      await expectFinalReply();
      expect(calls.json).toHaveLength(1);
      expect(calls.json[0]!.requestId).toBeTruthy();
      expect(calls.json[0]!.requestId).toBe(calls.stream[0]!.body.requestId);
      expect(screen.getByText('Written by Built-in composer')).toBeInTheDocument();
    });

    it('when the stream answers with something other than text/event-stream', async () => {
      server.use(http.post('/api/chat/generate/stream', () => HttpResponse.json({ hello: 'proxy' })));
      const calls = recordCalls();
      await send();

      await expectFinalReply();
      expect(calls.json.map((body) => body.requestId)).toEqual([calls.stream[0]!.body.requestId]);
    });

    it('when no event arrives in time, after aborting the stream', async () => {
      replySettings.firstEventTimeoutMs = 60;
      let cancelled = false;
      server.use(
        http.post('/api/chat/generate/stream', () => {
          const silent = new ReadableStream<Uint8Array>({
            start() {},
            cancel() {
              cancelled = true;
            },
          });
          return new HttpResponse(silent, { headers: { 'Content-Type': 'text/event-stream' } });
        }),
      );
      const calls = recordCalls();
      await send();

      await expectFinalReply();
      expect(calls.json.map((body) => body.requestId)).toEqual([calls.stream[0]!.body.requestId]);
      await waitFor(() => expect(cancelled).toBe(true));
    });

    it('directly on a Save-Data connection', async () => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
      const calls = recordCalls();
      await send();

      await expectFinalReply();
      expect(calls.stream).toHaveLength(0);
      expect(calls.json).toHaveLength(1);
    });

    it('directly on a 2G connection', async () => {
      Object.defineProperty(navigator, 'connection', { value: { effectiveType: '2g' }, configurable: true });
      const calls = recordCalls();
      await send();

      await expectFinalReply();
      expect(calls.stream).toHaveLength(0);
      expect(calls.json).toHaveLength(1);
    });
  });

  it('resumes a stream that breaks midway with Last-Event-ID, without doubling text', async () => {
    const first = controlledStream();
    const second = controlledStream();
    const streams = [first, second];
    server.use(
      http.post('/api/chat/generate/stream', () => {
        const next = streams.shift()!;
        return new HttpResponse(next.stream, { headers: next.headers });
      }),
    );
    const calls = recordCalls();
    await send();

    first.send(1, 'start', { requestId: 'r', messageId: 'msg-1', engine: 'Built-in composer' });
    first.send(2, 'message-delta', { text: 'Here are ' });
    first.send(3, 'option-delta', { index: 0, field: 'subject', text: 'Meeting' });
    expect(await screen.findByText('Meeting')).toBeInTheDocument();
    first.fail();

    await waitFor(() => expect(calls.stream).toHaveLength(2));
    expect(calls.stream[1]!.lastEventId).toBe('3');
    expect(calls.stream[1]!.body).toEqual(calls.stream[0]!.body);

    // A replay that overlaps what was already applied must not repeat it.
    second.send(2, 'message-delta', { text: 'Here are ' });
    second.send(3, 'option-delta', { index: 0, field: 'subject', text: 'Meeting' });
    second.send(4, 'message-delta', { text: 'two options.' });
    second.send(5, 'option-delta', { index: 0, field: 'subject', text: ' request' });
    expect(await screen.findByText('Here are two options.')).toBeInTheDocument();
    expect(screen.getByText('Meeting request')).toBeInTheDocument();

    second.send(6, 'done', doneBody());
    second.close();
    await expectFinalReply();
    expect(calls.json).toHaveLength(0);
  });

  it('falls back to JSON when the resumes keep failing', async () => {
    const first = controlledStream();
    let connections = 0;
    server.use(
      http.post('/api/chat/generate/stream', () => {
        connections += 1;
        if (connections === 1) return new HttpResponse(first.stream, { headers: first.headers });
        return new HttpResponse('gone', { status: 503 });
      }),
    );
    const calls = recordCalls();
    await send();

    first.send(1, 'start', { requestId: 'r', messageId: 'msg-1', engine: 'Built-in composer' });
    first.send(2, 'message-delta', { text: 'Here are ' });
    await screen.findByText(/^Here are/);
    first.fail();

    await expectFinalReply();
    expect(connections).toBe(3);
    expect(calls.stream.slice(1).map((call) => call.lastEventId)).toEqual(['2', '2']);
    expect(calls.json.map((body) => body.requestId)).toEqual([calls.stream[0]!.body.requestId]);
  });

  it('stops a streaming reply on request and keeps what was written', async () => {
    const sse = controlledStream();
    const stops: Array<{ requestId: string; body: unknown }> = [];
    server.use(
      http.post('/api/chat/generate/stream', () => new HttpResponse(sse.stream, { headers: sse.headers })),
      http.post<{ requestId: string }>('/api/chat/generate/:requestId/stop', async ({ params, request }) => {
        stops.push({ requestId: params.requestId, body: await request.json() });
        return HttpResponse.json({ requestId: params.requestId, status: 'stopped' });
      }),
    );
    const calls = recordCalls();
    const { user } = await send();

    sse.send(1, 'start', { requestId: 'r', messageId: 'msg-1', engine: 'Built-in composer' });
    sse.send(2, 'option-delta', { index: 0, field: 'subject', text: 'Meeting' });
    await screen.findByText('Meeting');
    await user.click(screen.getByRole('button', { name: 'Stop' }));

    await waitFor(() => expect(stops).toHaveLength(1));
    expect(stops[0]).toEqual({
      requestId: calls.stream[0]!.body.requestId,
      body: { sessionId: chatStore.getState().sessionId },
    });

    const partial = { ...OPTION_A, subject: 'Meeting', body: '', notes: undefined };
    sse.send(3, 'done', doneBody({ content: '', emailOptions: [partial], status: 'stopped' }));
    sse.close();

    expect(await screen.findByText('Stopped')).toBeInTheDocument();
    expect(screen.getByText('Meeting')).toBeInTheDocument();
    expect(within(conversation()).getByText('Ask Sam for a meeting')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    expect(calls.json).toHaveLength(0);
  });

  it('lets the reply finish when the server cannot stop it because it is just done', async () => {
    const sse = controlledStream();
    server.use(
      http.post('/api/chat/generate/stream', () => new HttpResponse(sse.stream, { headers: sse.headers })),
      http.post('/api/chat/generate/:requestId/stop', () =>
        HttpResponse.json({ error: { code: 'generation_not_found', message: 'Already finished.' } }, { status: 404 }),
      ),
    );
    recordCalls();
    const { user } = await send();
    sse.send(1, 'start', { requestId: 'r', messageId: 'msg-1', engine: 'Built-in composer' });
    await waitFor(() => expect(screen.queryByText('Typing...')).not.toBeInTheDocument());

    const stopCall = new Promise<void>((resolve) => {
      server.events.on('response:mocked', ({ request }) => {
        if (request.url.endsWith('/stop')) resolve();
      });
    });
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await stopCall;
    // It had just finished: its `done` lands before Stop would settle on its own.
    sse.send(2, 'done', doneBody());
    sse.close();
    await expectFinalReply();
    expect(screen.queryByText('Stopped')).not.toBeInTheDocument();
  });

  it('stops with Escape in the chat', async () => {
    const sse = controlledStream();
    const stops: string[] = [];
    server.use(
      http.post('/api/chat/generate/stream', () => new HttpResponse(sse.stream, { headers: sse.headers })),
      http.post<{ requestId: string }>('/api/chat/generate/:requestId/stop', ({ params }) => {
        stops.push(params.requestId);
        return HttpResponse.json({ requestId: params.requestId, status: 'stopped' });
      }),
    );
    recordCalls();
    const { user } = await send();
    sse.send(1, 'start', { requestId: 'r', messageId: 'msg-1', engine: 'Built-in composer' });
    await waitFor(() => expect(screen.queryByText('Typing...')).not.toBeInTheDocument());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(stops).toHaveLength(1));
    sse.send(2, 'done', doneBody({ status: 'stopped' }));
    sse.close();
    expect(await screen.findByText('Stopped')).toBeInTheDocument();
  });

  describe('failures', () => {
    it('an error event: error toast and apology, partial text removed', async () => {
      const sse = controlledStream();
      server.use(http.post('/api/chat/generate/stream', () => new HttpResponse(sse.stream, { headers: sse.headers })));
      const calls = recordCalls();
      await send();

      sse.send(1, 'start', { requestId: 'r', messageId: 'msg-1', engine: 'Built-in composer' });
      sse.send(2, 'message-delta', { text: 'Half a thought' });
      await screen.findByText('Half a thought');
      sse.send(3, 'error', { code: 'generation_failed', message: 'The model failed.' });
      sse.close();

      await expectFailure('Failed to generate emails. Please try again.');
      expect(screen.queryByText('Half a thought')).not.toBeInTheDocument();
      expect(calls.json).toHaveLength(0);
    });

    it('a failed JSON call after the stream could not open: error toast and apology', async () => {
      server.use(http.post('/api/chat/generate/stream', () => new HttpResponse(null, { status: 503 })));
      recordCalls(() => HttpResponse.json({ error: { code: 'internal', message: 'Oops' } }, { status: 500 }));
      await send();

      await expectFailure('Failed to generate emails. Please try again.');
    });

    it('"Try again" after a failure asks the same request again, with the visitor\'s message kept once', async () => {
      let failing = true;
      server.use(http.post('/api/chat/generate/stream', () => new HttpResponse(null, { status: 503 })));
      const calls = recordCalls(() => (failing ? HttpResponse.json({ error: { code: 'internal', message: 'Oops' } }, { status: 500 }) : HttpResponse.json(doneBody())));
      const { user } = await send();
      await expectFailure('Failed to generate emails. Please try again.');

      failing = false;
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await expectFinalReply();
      expect(calls.json.map((body) => body.userMessage)).toEqual(['Ask Sam for a meeting', 'Ask Sam for a meeting']);
      expect(calls.json[1]!.requestId).not.toBe(calls.json[0]!.requestId);
      expect(within(conversation()).getAllByText('Ask Sam for a meeting')).toHaveLength(1);
      expect(screen.queryByText("I'm sorry, I encountered an error while generating your emails. Please try again.")).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    });

    it('a 429 on the stream says how long to wait, from Retry-After', async () => {
      server.use(
        http.post('/api/chat/generate/stream', () =>
          HttpResponse.json(
            { error: { code: 'rate_limited', message: 'Too many requests.' } },
            { status: 429, headers: { 'Retry-After': '30' } },
          ),
        ),
      );
      const calls = recordCalls();
      await send();

      await expectFailure('Too many requests. Please wait 30 seconds and try again.');
      expect(calls.json).toHaveLength(0);
    });

    it('a 429 on the JSON call without Retry-After uses the server message', async () => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
      recordCalls(() =>
        HttpResponse.json({ error: { code: 'rate_limited', message: 'Try again in a minute.' } }, { status: 429 }),
      );
      await send();

      await expectFailure('Try again in a minute.');
    });
  });
});
