/**
 * A benchmark server as its own process: `node scripts/bench/servers/serve.ts <limit|ai-sdk|mailmuse>`,
 * with PORT and BENCH_PACE_MS in the environment. `mailmuse` is the real app built exactly as
 * api/src/server.ts builds it, configured from the environment, with the benchmark model injected
 * so that it and the baselines stream the same reply at the same pace; `mailmuse-openai` is the app with
 * AI_PROVIDER=openai, its `@ai-sdk/openai` client reading the same reply as Chat Completions frames
 * from an in-process fetch double (openai-double.ts). Each target loads only its
 * own modules, so a baseline's memory carries nothing of the app.
 */
import { once } from 'node:events';
import http, { type Server } from 'node:http';
import { LISTEN_BACKLOG } from '../../../api/src/http/listen.ts';
import { benchModel } from '../bench-model.ts';

const target = process.argv[2];
const model = benchModel({ paceMs: Number(process.env.BENCH_PACE_MS ?? 9) });
const port = Number(process.env.PORT ?? 0);

let server: Server;
if (target === 'limit') {
  const { createLimitServer } = await import('./limit-server.ts');
  server = createLimitServer(model);
} else if (target === 'ai-sdk') {
  const { createAiSdkServer } = await import('./ai-sdk-server.ts');
  server = createAiSdkServer(model);
} else if (target === 'mailmuse') {
  const { buildApp } = await import('../../../api/src/app.ts');
  const { loadConfig } = await import('../../../api/src/config.ts');
  const { benchEngine } = await import('../bench-model.ts');
  server = http.createServer(buildApp(loadConfig(), { engine: benchEngine(model) }).app.callback());
} else if (target === 'mailmuse-openai') {
  // The OpenAI-compatible engine exactly as AI_PROVIDER=openai builds it, its HTTP client a model double.
  const { buildApp } = await import('../../../api/src/app.ts');
  const { loadConfig } = await import('../../../api/src/config.ts');
  const { createEngine } = await import('../../../api/src/ai/engine.ts');
  const { openAiFetchDouble } = await import('../openai-double.ts');
  const config = loadConfig();
  const fetch = openAiFetchDouble({ paceMs: Number(process.env.BENCH_PACE_MS ?? 9) });
  server = http.createServer(buildApp(config, { engine: createEngine(config, { fetch }) }).app.callback());
} else {
  console.error(`unknown target "${target}": limit, ai-sdk, mailmuse or mailmuse-openai`);
  process.exit(2);
}
// Every target queues connections as `node api/src/server.ts` does.
server.listen({ port, host: '127.0.0.1', backlog: LISTEN_BACKLOG });
await once(server, 'listening');
process.once('SIGTERM', () => process.exit(0));
