// A model provider that fails in every way a network and a server can: the visitor gets the
// error event (or the JSON error), the process lives, and /metrics counts each kind.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, postJson, readAllFrames } from '../harness.ts';
import { startApiProcess, type ApiProcess } from '../processes.ts';

const SCENARIOS = ['hangup', 'reset', 'http500', 'stall', 'invalid'] as const;
type Scenario = (typeof SCENARIOS)[number] | 'ok';

const VALID = JSON.stringify({
  message: 'Two drafts.',
  options: [
    { tone: 'Formal', subject: 'Refund for order 5521', body: 'Hello,\n\nPlease refund order 5521.\n\nRegards,\nAna', notes: 'Formal.' },
    { tone: 'Friendly', subject: 'Help with order 5521', body: 'Hi,\n\nCould you refund order 5521?\n\nThanks,\nAna', notes: 'Friendly.' },
  ],
});

/**
 * An OpenAI-compatible Chat Completions server whose behaviour is chosen by a word in the
 * visitor's message. It answers a streamed request with SSE chunks and a plain one (the repair
 * attempt after an invalid reply) with one JSON completion, as a real server does.
 */
function fakeModel(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const scenario: Scenario = SCENARIOS.find((name) => raw.includes(`scenario-${name}`)) ?? 'ok';
      const streamed = (JSON.parse(raw) as { stream?: boolean }).stream === true;
      const frame = (content: string) => `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'fake', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
      if (!streamed && scenario !== 'hangup' && scenario !== 'http500') {
        const content = scenario === 'invalid' ? 'still not JSON, sorry' : VALID;
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id: 'c2', object: 'chat.completion', created: 1, model: 'fake', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } }));
        return;
      }
      switch (scenario) {
        case 'hangup':
          // The provider's connection drops before any answer.
          req.socket.destroy();
          return;
        case 'http500':
          res.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'boom' } }));
          return;
        case 'reset':
          res.writeHead(200, { 'Content-Type': 'text/event-stream' });
          res.write(frame('{"message":"Two dr'));
          setTimeout(() => req.socket.destroy(), 50);
          return;
        case 'stall':
          res.writeHead(200, { 'Content-Type': 'text/event-stream' });
          res.write(frame('{"message":"Two'));
          return;
        case 'invalid':
          res.writeHead(200, { 'Content-Type': 'text/event-stream' });
          res.write(frame('this is not JSON at all'));
          res.end('data: [DONE]\n\n');
          return;
        default:
          res.writeHead(200, { 'Content-Type': 'text/event-stream' });
          res.write(frame(VALID));
          res.end('data: [DONE]\n\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('model provider faults', () => {
  let model: http.Server;
  let api: ApiProcess;
  beforeAll(async () => {
    model = await fakeModel();
    const { port } = model.address() as AddressInfo;
    api = await startApiProcess({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_MODEL: 'fake', OPENAI_API_KEY: 'sk-test', AI_TIMEOUT_MS: '1500' });
  }, 30_000);
  afterAll(async () => {
    await api?.stop();
    model?.closeAllConnections();
    await new Promise((resolve) => model?.close(resolve));
  });

  it.each([
    ['hangup', 'model_connection'],
    ['reset', 'model_connection'],
    ['http500', 'model_http_5xx'],
    ['stall', 'model_timeout'],
    ['invalid', 'model_invalid_output'],
  ])('a %s ends the stream with the error event and is counted as %s', async (scenario, kind) => {
    const session = await newSession(api.url);
    const frames = await postJson(`${api.url}/api/chat/generate/stream`, { sessionId: session.id, userMessage: `Write a refund request scenario-${scenario}` }, { Cookie: session.cookie }).then(readAllFrames);
    expect(frames.at(-1)?.event).toBe('error');
    expect(frames.at(-1)?.data).toMatchObject({ code: expect.stringMatching(/^(?:generation_failed|model_timeout)$/) });
    const json = await postJson(`${api.url}/api/chat/generate`, { sessionId: session.id, userMessage: `Write a refund request again scenario-${scenario}` }, { Cookie: session.cookie });
    expect([502, 504]).toContain(json.status);
    expect(((await json.json()) as { error: { code: string } }).error.code).toMatch(/generation_failed|model_timeout/);
    const metrics = await (await fetch(`${api.url}/metrics`)).text();
    expect(metrics).toMatch(new RegExp(`mailmuse_faults_total\\{kind="${kind}"\\} [1-9]`));
    expect(api.child.exitCode).toBeNull();
    expect(api.output.join('\n')).not.toContain('refund request');
  }, 20_000);

  it('still writes replies after all of them', async () => {
    const session = await newSession(api.url);
    const res = await postJson(`${api.url}/api/chat/generate`, { sessionId: session.id, userMessage: 'Write a refund request for order 5521' }, { Cookie: session.cookie });
    expect(res.status).toBe(200);
    expect(api.child.exitCode).toBeNull();
  });
});
