// The built-in composer's own CPU per reply: compose() alone, on every request of the quality
// corpus, the 51 prompt ideas and the templates, plus one follow-up per corpus request. Runs in a
// child process so nothing else shares its event loop.
import { readFileSync } from 'node:fs';
import { compose } from '../../api/src/ai/composer/compose.ts';
import { ROOT } from './children.ts';

export interface ComposerCpuResult {
  replies: number;
  rounds: number;
  /** CPU (user + system) per reply, ms. */
  meanMs: number;
  p95Ms: number;
  maxMs: number;
  followUpMeanMs: number;
  /** The first round alone, without the warm-up requests: requests the process had not seen, so none of its remembered parses help. */
  firstSeenMeanMs?: number;
  firstSeenP95Ms?: number;
}

interface PromptIdeas { prompts: string[] }
interface Template { id: string; name: string; description: string; category: string }

function requests(): Array<{ message: string; template?: Template }> {
  const corpus = JSON.parse(readFileSync(`${ROOT}/api/test/composer-corpus/requests.json`, 'utf8')) as Array<{ request: string }>;
  const ideas = JSON.parse(readFileSync(`${ROOT}/content/prompt-ideas.json`, 'utf8')) as PromptIdeas[];
  const templates = JSON.parse(readFileSync(`${ROOT}/content/templates.json`, 'utf8')) as Template[];
  return [
    ...corpus.map((entry) => ({ message: entry.request })),
    ...ideas.flatMap((idea) => idea.prompts.map((message) => ({ message }))),
    ...templates.map((template) => ({ message: template.description, template })),
  ];
}

const cpuMs = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

export function measureComposerCpu(rounds = 5): ComposerCpuResult {
  const all = requests();
  // Warm up: the first calls load compromise's lexicon and compile the patterns.
  for (const item of all.slice(0, 40)) compose({ userMessage: item.message, history: [], ...(item.template ? { template: item.template } : {}) });
  const samples: number[] = [];
  const firstSeen: number[] = [];
  const followUps: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, item] of all.entries()) {
      const start = process.cpuUsage();
      const reply = compose({ userMessage: item.message, history: [], ...(item.template ? { template: item.template } : {}) });
      const used = cpuMs(start);
      samples.push(used);
      if (round === 0 && index >= 40) firstSeen.push(used);
      if (round === 0 && reply.options.length === 2) {
        const followStart = process.cpuUsage();
        compose({ userMessage: 'make it shorter and sign it as Ana', history: [{ userMessage: item.message, reply }] });
        followUps.push(cpuMs(followStart));
      }
    }
  }
  samples.sort((a, b) => a - b);
  firstSeen.sort((a, b) => a - b);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  return {
    replies: all.length,
    rounds,
    meanMs: mean(samples),
    p95Ms: samples[Math.floor(samples.length * 0.95)] ?? 0,
    maxMs: samples[samples.length - 1] ?? 0,
    followUpMeanMs: mean(followUps),
    firstSeenMeanMs: mean(firstSeen),
    firstSeenP95Ms: firstSeen[Math.floor(firstSeen.length * 0.95)] ?? 0,
  };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  console.log(JSON.stringify(measureComposerCpu(Number(process.argv[2] ?? 5))));
}
