import { compose } from '../../api/src/ai/composer/compose.ts';
import { chunkText } from '../../api/src/ai/composer/composer-model.ts';
import { BENCH_PROMPT } from './reply-fixture.ts';

/** The composer's text deltas per reply to BENCH_PROMPT (its default 6-character chunks). */
export function composerDeltas(prompt = BENCH_PROMPT): number {
  return chunkText(JSON.stringify(compose({ userMessage: prompt, history: [] })), 6).length;
}

/** COMPOSER_PACE_MS that makes the built-in composer's reply to BENCH_PROMPT last about `seconds`. */
export function composerPaceFor(seconds: number, prompt = BENCH_PROMPT): number {
  return Math.max(1, Math.round((seconds * 1000) / composerDeltas(prompt)));
}
