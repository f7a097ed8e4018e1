import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { streamText } from 'ai';

/**
 * The way most tutorials stream a reply: node:http, the body parsed as JSON, and
 * `streamText(...)` piped straight to the response as plain text. No events, no ids, no
 * validation, no resume: the raw JSON text the model writes.
 */
export function createAiSdkServer(model: LanguageModelV4): http.Server {
  return http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (req.method === 'GET' && url === '/healthz') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.once('end', () => {
      if (req.method === 'POST' && url === '/api/chat/new') {
        res.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id: randomUUID() }));
        return;
      }
      if (req.method === 'POST' && url === '/api/chat/generate/stream') {
        let prompt = 'Write an email';
        try {
          prompt = String((JSON.parse(Buffer.concat(chunks).toString()) as { userMessage?: unknown }).userMessage ?? prompt);
        } catch {
          // Keep the default prompt: the benchmark measures streaming, not validation.
        }
        const controller = new AbortController();
        res.once('close', () => controller.abort());
        const result = streamText({ model, prompt, abortSignal: controller.signal, maxRetries: 0 });
        void result.pipeTextStreamToResponse(res);
        return;
      }
      res.writeHead(404).end();
    });
  });
}
