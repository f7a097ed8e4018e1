/**
 * `node scripts/bench/ab-draft-writer.ts <other tree> [engines] [replies] [rounds]`: the draft writer
 * of this tree against the one of another checkout of the repository (e.g. an older commit
 * extracted with `git archive <commit> | tar -x -C <dir>`, its node_modules linked to this one's),
 * in one process, at the concurrency run's pace: `replies` replies at a time (100), rounds
 * interleaved (4, alternating which tree goes first), CPU per reply as the median of the rounds.
 * Engines: `composer`, `openai` (the OpenAI-compatible engine reading the fetch double), or both
 * (the default). Both trees read this tree's benchmark doubles and config. Not part of `npm test`.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { writeDraft as WriteDraft } from '../../api/src/ai/draft-writer.ts';
import type { createEngine as CreateEngine, Engine } from '../../api/src/ai/engine.ts';
import { loadConfig, type Config } from '../../api/src/config.ts';
import { paceForReply } from './bench-model.ts';
import { ROOT } from './children.ts';
import { composerPaceFor } from './composer-pace.ts';
import { openAiFetchDouble } from './openai-double.ts';
import { BENCH_PROMPT } from './reply-fixture.ts';
import { median } from './stats.ts';

const [other, engineList = 'composer,openai', repliesArg = '100', roundsArg = '4'] = process.argv.slice(2);
if (!other) {
  console.error('usage: node scripts/bench/ab-draft-writer.ts <other tree> [composer,openai] [replies] [rounds]');
  process.exit(2);
}
const engines = engineList.split(',') as Array<'composer' | 'openai'>;
const replies = Number(repliesArg);
const rounds = Number(roundsArg);

const config = (overrides: Record<string, string>) => loadConfig({}, { LOG_LEVEL: 'silent', ...overrides } as Partial<Record<keyof Config, string>>);
const paceMs = paceForReply(5);

async function side(root: string) {
  const url = (file: string) => pathToFileURL(path.join(path.resolve(root), file)).href;
  const { writeDraft } = (await import(url('api/src/ai/draft-writer.ts'))) as { writeDraft: typeof WriteDraft };
  const { createEngine } = (await import(url('api/src/ai/engine.ts'))) as { createEngine: typeof CreateEngine };
  const built: Record<'composer' | 'openai', Engine> = {
    composer: createEngine(config({ COMPOSER_PACE_MS: String(composerPaceFor(5)) })),
    openai: createEngine(config({ AI_PROVIDER: 'openai', AI_MODEL: 'bench', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' }), { fetch: openAiFetchDouble({ paceMs }) }),
  };
  const input = { userMessage: BENCH_PROMPT, history: [] };
  return (engine: 'composer' | 'openai') => writeDraft({ engine: built[engine], input, signal: new AbortController().signal, timeoutMs: 60_000, onPartial: () => undefined });
}

const sides = { this: await side(ROOT), other: await side(other) };
const names = ['this', 'other'] as const;
for (const engine of engines) for (const name of names) await Promise.all(Array.from({ length: 20 }, () => sides[name](engine)));
const samples = new Map<string, number[]>();
for (let round = 0; round < rounds; round++) {
  for (const engine of engines) {
    for (const name of round % 2 ? [...names].reverse() : names) {
      const before = process.cpuUsage();
      await Promise.all(Array.from({ length: replies }, () => sides[name](engine)));
      const used = process.cpuUsage(before);
      const key = `${engine}, ${name} tree`;
      samples.set(key, [...(samples.get(key) ?? []), (used.user + used.system) / 1000 / replies]);
    }
  }
}
for (const [key, values] of samples) {
  console.log(`${key}: ${median(values).toFixed(2)} ms CPU per reply (rounds: ${values.map((v) => v.toFixed(2)).join(', ')})`);
}
process.exit(0);
