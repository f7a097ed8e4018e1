// Runs the built-in composer's quality corpus through the real server path and writes
// docs/composer-quality.md: pass rates, by audience and by check, and the failing replies.
// Usage: npm run composer:report
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type CaseResult, loadFollowUps, loadRequests, passRate, runFirstReplies, runFollowUps, startCorpusApp } from '../api/test/composer-corpus/run.ts';

const app = await startCorpusApp();
const first = await runFirstReplies(app, loadRequests());
const follow = await runFollowUps(app, loadFollowUps());
await app.close();

const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`;
const passed = (results: readonly CaseResult[]) => results.filter((result) => result.failures.length === 0).length;

function table(results: readonly CaseResult[], key: (result: CaseResult) => string): string {
  const groups = new Map<string, CaseResult[]>();
  for (const result of results) groups.set(key(result), [...(groups.get(key(result)) ?? []), result]);
  const rows = [...groups].sort((a, b) => a[0].localeCompare(b[0])).map(([name, group]) => `| ${name} | ${passed(group)} / ${group.length} | ${pct(passRate(group))} |`);
  return ['| group | passed | rate |', '| --- | --- | --- |', ...rows].join('\n');
}

function checks(results: readonly CaseResult[]): string {
  const counts = new Map<string, number>();
  for (const result of results) for (const check of new Set(result.failures.map((failure) => failure.check))) counts.set(check, (counts.get(check) ?? 0) + 1);
  const rows = [...counts].sort((a, b) => b[1] - a[1]).map(([check, count]) => `| ${check} | ${count} |`);
  return ['| check | replies failing it |', '| --- | --- |', ...(rows.length > 0 ? rows : ['| (none) | 0 |'])].join('\n');
}

function failures(results: readonly CaseResult[], limit: number): string {
  return results.filter((result) => result.failures.length > 0).slice(0, limit).map((result) => {
    const option = result.reply?.emailOptions[0];
    const lines = [`### ${result.id}${result.step ? ` (${result.step})` : ''}`, '', '```', result.request, '```', '', ...result.failures.map((failure) => `- **${failure.check}**: ${failure.detail}`)];
    if (option) lines.push('', `Option 1 (${option.tone}), subject "${option.subject}":`, '', '```', option.body, '```');
    return lines.join('\n');
  }).join('\n\n');
}

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
const doc = `# Built-in composer: quality on the corpus

Written by \`npm run composer:report\` on ${new Date().toISOString().slice(0, 10)} at commit ${commit}. The corpus
(\`api/test/composer-corpus/\`) holds ${first.length} first requests written the way visitors write (lowercase, run-ons,
names, dates, two asks at once, pasted emails, British and American spelling, ${first.filter((result) => loadRequests().find((entry) => entry.id === result.id)?.decline).length} that must be declined)
and ${follow.length} follow-ups. Each goes through the real server path (the Koa app over HTTP, a new chat session, the
JSON endpoint). The rubric (\`api/test/composer-corpus/rubric.ts\`) fails a reply for any detail of the request
missing from either option, an off-topic word, a greeting that does not name a named recipient, two options in one
tone or with 90% of their words in common, a subject outside 3-8 words, a body outside 20-230 words, template debris
or the request's own wording, a repeated sentence, or more than 4 placeholders. A follow-up also fails when
"shorter" keeps more than 75% of the words, a register change leaves the text as it was, a mention, signature or
date change is missing, the option not named changes, the visitor's edit is lost, or another take is 90% the same.

The corpus test (\`api/test/composer-corpus.test.ts\`, part of \`npm test\`) holds the composer to the rates in
\`api/test/composer-corpus/thresholds.ts\`. The composer is also judged on requests it has never seen: these
numbers describe this corpus, not a guarantee. The rubric is mechanical (a detail can be present in a sentence a
person would not send); how the replies read to a person on fresh requests is measured separately, in
[composer-heldout.md](composer-heldout.md).

## Pass rates

| set | passed | rate |
| --- | --- | --- |
| first replies | ${passed(first)} / ${first.length} | ${pct(passRate(first))} |
| follow-ups | ${passed(follow)} / ${follow.length} | ${pct(passRate(follow))} |

### First replies by audience

${table(first, (result) => result.audience)}

### Follow-ups by kind

${table(follow, (result) => result.step ?? '')}

## Failing checks

First replies:

${checks(first)}

Follow-ups:

${checks(follow)}

## The failing replies

${failures([...first, ...follow], 40) || 'None.'}
`;
const path = fileURLToPath(new URL('../docs/composer-quality.md', import.meta.url));
writeFileSync(path, doc);
console.log(`first replies ${pct(passRate(first))} (${passed(first)}/${first.length}), follow-ups ${pct(passRate(follow))} (${passed(follow)}/${follow.length}); wrote ${path}`);
