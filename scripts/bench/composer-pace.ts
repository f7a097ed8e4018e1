import { compose } from '../../api/src/ai/composer/compose.ts';
import { scheduleText } from '../../api/src/ai/composer/composer-model.ts';
import { COALESCE_INTERVAL_MS } from '../../api/src/ai/coalesce-deltas.ts';
import { BENCH_PROMPT } from './reply-fixture.ts';

const replyText = (prompt: string) => JSON.stringify(compose({ userMessage: prompt, history: [] }));

/** How long the built-in composer's reply to `prompt` lasts at COMPOSER_PACE_MS=`paceMs` (ms), and its text deltas. */
export function composerSchedule(paceMs: number, prompt = BENCH_PROMPT): { ms: number; deltas: number } {
  const { dueMs } = scheduleText(replyText(prompt), paceMs, 6, COALESCE_INTERVAL_MS);
  return { ms: dueMs.at(-1) ?? 0, deltas: dueMs.length };
}

/** COMPOSER_PACE_MS that makes the built-in composer's reply to BENCH_PROMPT last about `seconds`. */
export function composerPaceFor(seconds: number, prompt = BENCH_PROMPT): number {
  let best = 1;
  for (let pace = 1; pace <= 200; pace++) {
    if (Math.abs(composerSchedule(pace, prompt).ms - seconds * 1000) < Math.abs(composerSchedule(best, prompt).ms - seconds * 1000)) best = pace;
  }
  return best;
}
