// The built-in composer judged on requests written as visitors write them, through the real
// server path, with the rubric in composer-corpus/rubric.ts. Prints the pass rates and the
// failures by check; `npm run composer:report` writes the same to docs/composer-quality.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from './harness.ts';
import { loadFollowUps, loadRequests, passRate, runFirstReplies, runFollowUps, startCorpusApp, streamMatchesJson } from './composer-corpus/run.ts';
import { FIRST_REPLY_PASS_RATE, FOLLOW_UP_PASS_RATE } from './composer-corpus/thresholds.ts';

let app: RunningApp;
beforeAll(async () => {
  app = await startCorpusApp();
});
afterAll(async () => {
  await app.close();
});

function summary(name: string, results: Awaited<ReturnType<typeof runFirstReplies>>): string {
  const byCheck = new Map<string, number>();
  for (const result of results) for (const check of new Set(result.failures.map((failure) => failure.check))) byCheck.set(check, (byCheck.get(check) ?? 0) + 1);
  const checks = [...byCheck].sort((a, b) => b[1] - a[1]).map(([check, count]) => `${check} ${count}`).join(', ');
  return `${name}: ${(passRate(results) * 100).toFixed(1)}% pass (${results.filter((result) => result.failures.length === 0).length} of ${results.length}); failing checks: ${checks || 'none'}`;
}

describe('the composer corpus', () => {
  it('has at least 300 first requests written as visitors write, and 80 follow-ups', () => {
    expect(loadRequests().length).toBeGreaterThanOrEqual(300);
    expect(loadFollowUps().length).toBeGreaterThanOrEqual(80);
  });

  it('first replies pass the rubric at the recorded rate', async () => {
    const results = await runFirstReplies(app, loadRequests());
    console.log(summary('first replies', results));
    expect(passRate(results)).toBeGreaterThanOrEqual(FIRST_REPLY_PASS_RATE);
  }, 120_000);

  it('follow-ups pass the rubric at the recorded rate', async () => {
    const results = await runFollowUps(app, loadFollowUps());
    console.log(summary('follow-ups', results));
    expect(passRate(results)).toBeGreaterThanOrEqual(FOLLOW_UP_PASS_RATE);
  }, 120_000);

  it('streams the same reply the JSON endpoint gives', async () => {
    for (const entry of loadRequests().filter((_, index) => index % 16 === 0)) {
      expect(await streamMatchesJson(app, entry.request), entry.id).toBe(true);
    }
  }, 60_000);
});
