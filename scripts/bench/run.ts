/**
 * `npm run bench [-- --only=latency,concurrency,browser,weight,soak,composer] [--quick] [--no-build] [--no-wait] [--write]`
 * `npm run bench -- --render=<results.json>` writes the docs again from a run's saved results.
 *
 * Runs the benchmarks side by side with their baselines, prints a table, and (on a full run, or
 * with --write) writes docs/benchmarks.md and docs/benchmarks-concurrency.svg. Every run's raw
 * results go to the system's temporary folder. Every loop is bounded in count and time; servers
 * and load generators are child processes this script ends.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runBrowser } from './browser.ts';
import { concurrencyChart } from './chart.ts';
import { ROOT, runNode } from './children.ts';
import type { ComposerCpuResult } from './composer-cpu.ts';
import { composerPaceFor } from './composer-pace.ts';
import { CONCURRENCY_TARGETS, runConcurrency, type ConcurrencyTarget } from './concurrency.ts';
import { runLatency } from './latency.ts';
import { machine, machineBusyShare, openFileLimit, systemBusySeconds } from './proc-stats.ts';
import { profileStreaming } from './profile.ts';
import { renderMarkdown, summaryRows, type BenchReport } from './report.ts';
import type { SoakResult } from './soak.ts';
import { sleep } from './stats.ts';

const SECTIONS = ['latency', 'concurrency', 'browser', 'weight', 'soak', 'composer'] as const;
type Section = (typeof SECTIONS)[number];

function parseArgs(argv: string[]) {
  const only = argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  const selected = only ? only.split(',').map((s) => s.trim()).filter(Boolean) : [...SECTIONS];
  for (const s of selected) {
    if (!(SECTIONS as readonly string[]).includes(s)) {
      console.error(`Unknown section "${s}". Sections: ${SECTIONS.join(', ')}.`);
      process.exit(2);
    }
  }
  const quick = argv.includes('--quick');
  const list = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3).split(',').map((s) => s.trim()).filter(Boolean);
  const levels = list('levels')?.map(Number);
  if (levels?.some((n) => !Number.isInteger(n) || n < 1)) {
    console.error('--levels takes stream counts, e.g. --levels=300,2000');
    process.exit(2);
  }
  const targets = list('targets') as ConcurrencyTarget[] | undefined;
  if (targets?.some((t) => !(CONCURRENCY_TARGETS as readonly string[]).includes(t))) {
    console.error(`--targets takes some of ${CONCURRENCY_TARGETS.join(', ')}`);
    process.exit(2);
  }
  return {
    levels,
    targets,
    profile: argv.includes('--profile'),
    waitQuiet: !quick && !argv.includes('--no-wait'),
    sections: new Set(selected as Section[]),
    quick,
    build: !argv.includes('--no-build') && !quick,
    write: argv.includes('--write') || (!only && !quick),
    command: `npm run bench${argv.length ? ` -- ${argv.join(' ')}` : ''}`,
  };
}

const log = (line: string) => console.log(line);

/** Waits (bounded) for other work on the machine to settle: benchmarks share its few cores. */
async function waitForQuiet(maxSeconds: number, threshold: number): Promise<number> {
  const deadline = Date.now() + maxSeconds * 1000;
  let busy = await machineBusyShare(2000);
  while (busy > threshold && Date.now() < deadline) {
    log(`  the machine is ${(busy * 100).toFixed(0)}% busy with other work; waiting for it to settle (up to ${maxSeconds} s, --no-wait to skip)`);
    await sleep(8000);
    busy = await machineBusyShare(2000);
  }
  return busy;
}

function writeDocs(report: BenchReport): void {
  writeFileSync(path.join(ROOT, 'docs/benchmarks.md'), renderMarkdown(report));
  if (report.concurrency && report.concurrency.rows.length) writeFileSync(path.join(ROOT, 'docs/benchmarks-concurrency.svg'), concurrencyChart(report.concurrency));
  log('\nWrote docs/benchmarks.md and docs/benchmarks-concurrency.svg.');
}

async function main(): Promise<void> {
  const render = process.argv.find((a) => a.startsWith('--render='))?.slice('--render='.length);
  if (render) {
    const saved = JSON.parse(readFileSync(render, 'utf8')) as BenchReport;
    printTable(saved);
    writeDocs(saved);
    return;
  }
  const args = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const report: BenchReport = {
    date: new Date().toISOString(),
    command: args.command,
    quick: args.quick,
    machine: machine(),
    loadAverage: os.loadavg(),
    busyBefore: args.waitQuiet ? await waitForQuiet(90, 0.2) : await machineBusyShare(2000),
    fileLimit: openFileLimit(),
    sectionSeconds: {},
  };
  log(`MailMuse benchmarks: ${report.machine.cpu}, ${report.machine.cores} cores, ${report.machine.memoryGb} GB, Node ${report.machine.node}`);
  log(`Machine busy before the run: ${(report.busyBefore * 100).toFixed(0)}% of its cores (load average ${report.loadAverage.map((l) => l.toFixed(2)).join(' ')}).`);
  if (report.busyBefore > 0.15) log('  Other work is running on this machine: the numbers below are noisier than on a quiet one.');

  const replySeconds = 5;
  const composerPaceMs = composerPaceFor(replySeconds);

  let mark = performance.now();
  const lap = (section: string) => {
    const now = performance.now();
    report.sectionSeconds[section] = (now - mark) / 1000;
    mark = now;
  };

  if (args.sections.has('latency')) {
    log('\n[latency] server-added latency, sequential requests, one process');
    const requests = args.quick ? 30 : 200;
    const sys0 = systemBusySeconds();
    const own0 = process.cpuUsage();
    const t0 = performance.now();
    report.latency = await runLatency({ requests, warmup: args.quick ? 5 : 20, log });
    const own = process.cpuUsage(own0);
    report.latencyOtherCores = Math.max(0, (systemBusySeconds() - sys0 - (own.user + own.system) / 1e6) / ((performance.now() - t0) / 1000));
    lap('latency');
  }

  if (args.sections.has('concurrency')) {
    const levels = args.levels ?? (args.quick ? [100, 200] : [1000, 2000]);
    const targets: ConcurrencyTarget[] =
      args.targets ?? (args.quick ? ['limit', 'mailmuse-composer', 'mailmuse-openai'] : ['limit', 'mailmuse-composer', 'mailmuse-openai', 'mailmuse', 'ai-sdk']);
    const needed = Math.max(...levels) + 64;
    if (report.fileLimit < needed) {
      log(`[concurrency] the open-file limit is ${report.fileLimit}, below the ${needed} a run needs: raise it (ulimit -n ${needed * 2}) and run again.`);
    } else {
      log(`\n[concurrency] ${levels.join(' and ')} simultaneous ${replySeconds}-second streams; servers and load generator in child processes`);
      report.concurrency = await runConcurrency({
        levels,
        targets,
        // Context rows (issue 10's baselines) at the first level only: the run's time goes to the engines as shipped.
        firstLevelOnly: ['mailmuse', 'ai-sdk'],
        replySeconds,
        arrivalsPerSecond: 1000,
        deadlineSeconds: args.quick ? 20 : 25,
        warmupClients: 20,
        composerPaceMs,
        log,
      });
      if (!args.quick || args.profile) {
        log(`[profile] each engine's server under ${args.quick ? 100 : 300} streams (node --cpu-prof, heap snapshots), then the layers in-process`);
        report.streaming = await profileStreaming({ clients: args.quick ? 100 : 300, replySeconds, log });
      }
    }
    lap('concurrency');
  }

  if (args.sections.has('browser') || args.sections.has('weight')) {
    log('\n[browser] Chromium against the production build');
    report.browser = await runBrowser({
      runs: args.quick ? 1 : 3,
      throttledRuns: args.quick ? 1 : 5,
      build: args.build,
      replies: args.sections.has('browser'),
      weight: args.sections.has('weight'),
      composerPaceMs,
      log,
    });
    if (report.browser.skipped) log(`  skipped: ${report.browser.skipped}`);
    lap('browser');
  }

  if (args.sections.has('soak')) {
    const options = args.quick
      ? { sessions: 500, jsonGenerations: 150, streamGenerations: 30, concurrency: 50 }
      : { sessions: 5000, jsonGenerations: 5000, streamGenerations: 500, concurrency: 50 };
    log(`\n[soak] ${options.sessions} sessions, ${options.jsonGenerations} JSON generations + ${options.streamGenerations} streamed follow-ups, ${options.concurrency} at a time`);
    const out = await runNode(['scripts/bench/soak.ts', JSON.stringify(options)], {}, 600_000, ['--expose-gc']);
    report.soak = JSON.parse(out.trim().split('\n').pop()!) as SoakResult;
    log(`  heap after GC: ${report.soak.heapBeforeMb.toFixed(1)} MB before, ${report.soak.heapLoadedMb.toFixed(1)} MB loaded, ${report.soak.heapAfterMb.toFixed(1)} MB after expiry`);
    lap('soak');
  }

  if (args.sections.has('composer')) {
    const rounds = args.quick ? 1 : 5;
    log(`\n[composer] compose() CPU per reply over the quality corpus, prompt ideas and templates, ${rounds} round(s)`);
    const out = await runNode(['scripts/bench/composer-cpu.ts', String(rounds)], {}, 300_000);
    report.composer = JSON.parse(out.trim().split('\n').pop()!) as ComposerCpuResult;
    log(`  ${report.composer.meanMs.toFixed(2)} ms mean, ${report.composer.p95Ms.toFixed(2)} ms p95, ${report.composer.maxMs.toFixed(2)} ms max over ${report.composer.replies} requests`);
    lap('composer');
  }

  report.seconds = (performance.now() - started) / 1000;
  printTable(report);
  const saved = path.join(os.tmpdir(), `mailmuse-bench-${report.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(saved, JSON.stringify(report, null, 2));
  log(`\nRaw results: ${saved} (npm run bench -- --render=${saved} writes the docs from them again).`);
  if (args.write) {
    writeDocs(report);
  } else {
    log('\n(--quick or --only: docs/benchmarks.md left as it was; add --write to replace it.)');
  }
  log(`Done in ${(report.seconds / 60).toFixed(1)} min (${Object.entries(report.sectionSeconds).map(([k, v]) => `${k} ${v.toFixed(0)} s`).join(', ')}).`);
}

function printTable(report: BenchReport): void {
  const rows = summaryRows(report);
  const head = ['measurement', 'MailMuse', 'baseline', 'ratio', 'target', 'result'];
  const cells = rows.map((r) => [r.measurement, r.mailmuse, r.baseline, r.ratio, r.target, r.result]);
  const widths = head.map((h, i) => Math.min(60, Math.max(h.length, ...cells.map((c) => c[i]!.length))));
  const line = (c: string[]) => c.map((v, i) => v.padEnd(widths[i]!)).join(' | ');
  log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
  for (const c of cells) log(line(c));
}

await main();
process.exit(0);
