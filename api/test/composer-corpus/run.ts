// Runs the quality corpus through the real server path: the Koa app over HTTP, a new chat
// session per case, the JSON endpoint (and a sample through the SSE endpoint). Shared by the
// corpus test and `npm run composer:report`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { newSession, postJson, type RunningApp, startApp } from '../harness.ts';
import { type CorpusEntry, countWords, type Failure, mentions, optionFailures, type Reply, type ReplyOption, replyFailures, similarity } from './rubric.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

export interface FollowUpCase {
  id: string;
  request: string;
  mustInclude: string[];
  type: 'shorter' | 'shorter-chip' | 'formal' | 'friendlier-chip' | 'mention' | 'sign' | 'option' | 'edited' | 'regenerate' | 'change';
  message?: string;
  refine?: { optionIndex: 0 | 1; instruction: 'shorter' | 'more-formal' | 'friendlier' | 'custom' };
  editSentence?: string;
  expect?: string[];
  gone?: string[];
}

export interface CaseResult {
  id: string;
  audience: string;
  request: string;
  step?: string;
  failures: Failure[];
  reply?: Reply;
}

export function loadRequests(): CorpusEntry[] {
  return JSON.parse(readFileSync(`${here}requests.json`, 'utf8')) as CorpusEntry[];
}

export function loadFollowUps(): FollowUpCase[] {
  return JSON.parse(readFileSync(`${here}follow-ups.json`, 'utf8')) as FollowUpCase[];
}

/** The app as a visitor meets it, with limits that let one client send the whole corpus. */
export function startCorpusApp(): Promise<RunningApp> {
  return startApp({ RATE_SESSIONS_PER_IP_PER_HOUR: '100000', RATE_GENERATIONS_PER_SESSION_PER_MINUTE: '1000', RATE_GENERATIONS_PER_IP_PER_HOUR: '100000' });
}

async function generate(app: RunningApp, session: { id: string; cookie: string }, body: Record<string, unknown>): Promise<Reply> {
  const res = await postJson(`${app.url}/api/chat/generate`, { sessionId: session.id, ...body }, { cookie: session.cookie });
  if (!res.ok) throw new Error(`generate answered ${res.status}: ${await res.text()}`);
  const data = (await res.json()) as { message: { content: string }; emailOptions: ReplyOption[] };
  return { message: data.message.content, emailOptions: data.emailOptions };
}

export async function runFirstReplies(app: RunningApp, entries: readonly CorpusEntry[]): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const entry of entries) {
    const session = await newSession(app.url);
    const reply = await generate(app, session, { userMessage: entry.request });
    results.push({ id: entry.id, audience: entry.audience, request: entry.request, failures: replyFailures(reply, entry), reply });
  }
  return results;
}

function bodyOf(reply: Reply, index: number): string {
  return reply.emailOptions[index]?.body ?? '';
}

export async function runFollowUps(app: RunningApp, cases: readonly FollowUpCase[]): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const item of cases) {
    const session = await newSession(app.url);
    const first = await generate(app, session, { userMessage: item.request });
    const entry: CorpusEntry = { id: item.id, audience: 'follow-up', request: item.request, mustInclude: item.mustInclude, mustNotInclude: [], recipient: null, decline: false };
    let body: Record<string, unknown>;
    if (item.type === 'regenerate') body = { userMessage: item.request };
    else if (item.type === 'edited') {
      const original = first.emailOptions[0]!;
      const edited = { subject: original.subject, body: original.body.replace(/\n\n([^\n]+)$/, `\n\n${item.editSentence}\n\n$1`).replace(/(\n\n)(?=[^\n]*\n[^\n]*$)/, `$1${item.editSentence}\n\n`) };
      if (!edited.body.includes(item.editSentence!)) edited.body = `${original.body.split('\n\n')[0]}\n\n${item.editSentence}\n\n${original.body.split('\n\n').slice(1).join('\n\n')}`;
      body = { userMessage: 'Make option 1 more formal', refine: { ...item.refine, edited } };
    } else if (item.refine) body = { userMessage: `Make option ${item.refine.optionIndex + 1} ${item.refine.instruction.replace('-', ' ')}`, refine: item.refine };
    else body = { userMessage: item.message };
    const after = await generate(app, session, body);
    const failures: Failure[] = [];
    if (after.emailOptions.length !== 2) failures.push({ check: 'options', detail: `${after.emailOptions.length} options` });
    const indexes = item.refine ? [item.refine.optionIndex] : item.type === 'option' ? [1] : [0, 1];
    for (const index of indexes) {
      const option = after.emailOptions[index];
      if (!option) continue;
      const before = first.emailOptions[index]!;
      const label = `option ${index + 1}`;
      // Every detail kept, and the option still sendable.
      for (const failure of optionFailures(option, entry)) {
        if (failure.check === 'body length' && /shorter|option/.test(item.type)) continue;
        failures.push({ ...failure, detail: `${label}: ${failure.detail}` });
      }
      switch (item.type) {
        case 'shorter':
        case 'shorter-chip':
        case 'option':
          if (countWords(option.body) > Math.floor(countWords(before.body) * 0.75)) failures.push({ check: 'shorter', detail: `${label}: ${countWords(option.body)} words after ${countWords(before.body)}` });
          break;
        case 'formal':
          if (option.body === before.body) failures.push({ check: 'register', detail: `${label} unchanged` });
          if (/\b(?:I'm|I'll|won't|can't|don't|it's|Hi|Hey|Thanks!)\b/.test(option.body)) failures.push({ check: 'register', detail: `${label} still casual` });
          break;
        case 'friendlier-chip':
          if (option.body === before.body) failures.push({ check: 'register', detail: `${label} unchanged` });
          if (/^Dear\b/.test(option.body)) failures.push({ check: 'register', detail: `${label} still opens "Dear"` });
          break;
        case 'mention':
        case 'sign':
          for (const word of item.expect ?? []) if (!mentions(option.body, word)) failures.push({ check: item.type, detail: `${label} lacks "${word}"` });
          if (item.type === 'sign' && option.body.split('\n').at(-1)?.trim() !== 'Ana') failures.push({ check: 'sign', detail: `${label} signed "${option.body.split('\n').at(-1)}"` });
          if (item.type === 'sign' && option.body.replace(/\nAna$/, '') !== before.body.replace(/\n[^\n]*$/, '')) failures.push({ check: 'sign', detail: `${label}: more than the signature changed` });
          break;
        case 'change':
          for (const word of item.expect ?? []) if (!mentions(`${option.subject}\n${option.body}`, word)) failures.push({ check: 'change', detail: `${label} lacks "${word}"` });
          for (const word of item.gone ?? []) if (mentions(option.body, word)) failures.push({ check: 'change', detail: `${label} still says "${word}"` });
          break;
        case 'edited':
          if (!option.body.includes(item.editSentence!)) failures.push({ check: 'edits kept', detail: `${label} lost the visitor's edit` });
          break;
        case 'regenerate':
          if (similarity(option.body, before.body) >= 0.9 || option.body === before.body) failures.push({ check: 'regenerate', detail: `${label} ${Math.round(similarity(option.body, before.body) * 100)}% the same words` });
          break;
      }
    }
    // The option not named stays word for word.
    const kept = item.refine ? (item.refine.optionIndex === 0 ? 1 : 0) : item.type === 'option' ? 0 : undefined;
    if (kept !== undefined && bodyOf(after, kept) !== bodyOf(first, kept)) failures.push({ check: 'other option kept', detail: `option ${kept + 1} changed` });
    results.push({ id: item.id, audience: 'follow-up', request: item.request, step: item.type, failures, reply: after });
  }
  return results;
}

/** One sample through the streaming endpoint: the deltas rebuild what the `done` event carries. */
export async function streamMatchesJson(app: RunningApp, request: string): Promise<boolean> {
  const session = await newSession(app.url);
  const res = await postJson(`${app.url}/api/chat/generate/stream`, { sessionId: session.id, userMessage: request }, { cookie: session.cookie, accept: 'text/event-stream' });
  const text = await res.text();
  const events = text.split('\n\n').map((block) => ({ event: /^event: (.+)$/m.exec(block)?.[1], data: /^data: (.+)$/m.exec(block)?.[1] })).filter((event) => event.event);
  const built: Record<string, string> = {};
  let done: { emailOptions: ReplyOption[] } | undefined;
  for (const event of events) {
    if (event.event === 'option-delta') {
      const { index, field, text: delta } = JSON.parse(event.data ?? '{}') as { index: number; field: string; text: string };
      built[`${index}.${field}`] = (built[`${index}.${field}`] ?? '') + delta;
    }
    if (event.event === 'done') done = JSON.parse(event.data ?? '{}') as { emailOptions: ReplyOption[] };
  }
  if (!done) return false;
  return done.emailOptions.every((option, index) => built[`${index}.body`] === option.body && built[`${index}.subject`] === option.subject);
}

export function passRate(results: readonly CaseResult[]): number {
  return results.length === 0 ? 0 : results.filter((result) => result.failures.length === 0).length / results.length;
}
