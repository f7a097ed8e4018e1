import type { ConcurrencyResult, ConcurrencyTarget } from './concurrency.ts';

const COLORS: Record<ConcurrencyTarget, string> = {
  limit: '#94a3b8',
  'ai-sdk': '#f59e0b',
  mailmuse: '#4f46e5',
  'mailmuse-composer': '#0d9488',
  'mailmuse-openai': '#db2777',
};

export const TARGET_LABELS: Record<ConcurrencyTarget, string> = {
  limit: 'Limit (node:http, no parsing)',
  'ai-sdk': 'AI SDK common way',
  mailmuse: 'MailMuse (same model)',
  'mailmuse-composer': 'MailMuse (built-in composer)',
  'mailmuse-openai': 'MailMuse (OpenAI-compatible model)',
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const fmt = (v: number) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));

interface Panel {
  title: string;
  value: (target: ConcurrencyTarget, clients: number) => number | undefined;
  log: boolean;
  /** A dashed line for the target, with its label. */
  line?: { value: number; label: string };
}

/** The concurrency run as a hand-written SVG: one panel per metric, grouped bars per level. */
export function concurrencyChart(result: ConcurrencyResult): string {
  const targets = [...new Set(result.rows.map((r) => r.target))];
  const levels = [...new Set(result.rows.map((r) => r.clients))].sort((a, b) => a - b);
  const row = (t: ConcurrencyTarget, c: number) => result.rows.find((r) => r.target === t && r.clients === c);
  const panels: Panel[] = [
    { title: 'Server CPU per reply (ms, lower is better)', value: (t, c) => (row(t, c) ? row(t, c)!.cpuPerReply * 1000 : undefined), log: true },
    {
      title: 'p99 extra gap between events (ms)',
      value: (t, c) => row(t, c)?.load.extraGap.p99,
      log: true,
      line: { value: 50, label: 'target 50 ms' },
    },
    {
      title: 'Peak memory per in-flight stream (KB)',
      value: (t, c) => row(t, c)?.kbPerStream,
      log: true,
      line: { value: 150, label: 'target 150 KB' },
    },
  ];

  const width = 20 + panels.length * 420;
  const panelWidth = 400;
  const top = 56;
  const plotHeight = 220;
  const legendY = top + plotHeight + 52;
  const height = legendY + 20 * Math.ceil(targets.length / 2) + 16;
  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, -apple-system, Segoe UI, sans-serif" font-size="12">`);
  parts.push(`<rect width="${width}" height="${height}" fill="#ffffff"/>`);
  parts.push(
    `<text x="20" y="24" font-size="15" font-weight="600" fill="#111827">${esc(`Simultaneous ${result.replySeconds}-second streams on this machine (${levels.map((l) => l.toLocaleString('en-US')).join(' and ')})`)}</text>`,
  );

  panels.forEach((panel, p) => {
    const x0 = 20 + p * (panelWidth + 20) + 44;
    const plotWidth = panelWidth - 56;
    const values = levels.flatMap((c) => targets.map((t) => panel.value(t, c))).filter((v): v is number => v !== undefined && Number.isFinite(v));
    const max = Math.max(...values, panel.line?.value ?? 0, 1);
    const min = panel.log ? Math.max(0.1, 10 ** Math.floor(Math.log10(Math.max(0.1, Math.min(...values, panel.line?.value ?? Infinity))))) : 0;
    const topValue = panel.log ? 10 ** Math.ceil(Math.log10(max)) : max * 1.15;
    const y = (v: number) =>
      panel.log
        ? top + plotHeight - ((Math.log10(Math.max(v, min)) - Math.log10(min)) / (Math.log10(topValue) - Math.log10(min))) * plotHeight
        : top + plotHeight - (v / topValue) * plotHeight;
    parts.push(`<text x="${x0}" y="${top - 14}" font-weight="600" fill="#374151">${esc(panel.title)}</text>`);
    // Grid: decades on a log axis.
    const ticks: number[] = [];
    if (panel.log) for (let v = min; v <= topValue * 1.0001; v *= 10) ticks.push(v);
    else for (let i = 0; i <= 4; i++) ticks.push((topValue / 4) * i);
    for (const t of ticks) {
      parts.push(`<line x1="${x0}" x2="${x0 + plotWidth}" y1="${y(t).toFixed(1)}" y2="${y(t).toFixed(1)}" stroke="#e5e7eb"/>`);
      parts.push(`<text x="${x0 - 6}" y="${(y(t) + 4).toFixed(1)}" text-anchor="end" fill="#6b7280">${t >= 1 ? t.toLocaleString('en-US', { maximumFractionDigits: 0 }) : String(t)}</text>`);
    }
    parts.push(`<line x1="${x0}" x2="${x0 + plotWidth}" y1="${top + plotHeight}" y2="${top + plotHeight}" stroke="#9ca3af"/>`);
    const groupWidth = plotWidth / levels.length;
    const barWidth = Math.min(36, (groupWidth - 24) / Math.max(1, targets.length));
    levels.forEach((clients, g) => {
      const gx = x0 + g * groupWidth + (groupWidth - barWidth * targets.length) / 2;
      targets.forEach((target, i) => {
        const v = panel.value(target, clients);
        const bx = gx + i * barWidth;
        if (v === undefined || !Number.isFinite(v)) {
          parts.push(`<text x="${(bx + barWidth / 2).toFixed(1)}" y="${top + plotHeight - 4}" text-anchor="middle" font-size="9" fill="#9ca3af">not run</text>`);
          return;
        }
        const by = y(v);
        parts.push(
          `<rect x="${(bx + 2).toFixed(1)}" y="${by.toFixed(1)}" width="${(barWidth - 4).toFixed(1)}" height="${(top + plotHeight - by).toFixed(1)}" fill="${COLORS[target]}"><title>${esc(`${TARGET_LABELS[target]}, ${clients} streams: ${fmt(v)}`)}</title></rect>`,
        );
        parts.push(`<text x="${(bx + barWidth / 2).toFixed(1)}" y="${(by - 4).toFixed(1)}" text-anchor="middle" font-size="10" fill="#111827">${fmt(v)}</text>`);
      });
      parts.push(
        `<text x="${(x0 + g * groupWidth + groupWidth / 2).toFixed(1)}" y="${top + plotHeight + 18}" text-anchor="middle" fill="#374151">${clients.toLocaleString('en-US')} streams</text>`,
      );
    });
    if (panel.line) {
      const ly = y(panel.line.value).toFixed(1);
      parts.push(`<line x1="${x0}" x2="${x0 + plotWidth}" y1="${ly}" y2="${ly}" stroke="#dc2626" stroke-dasharray="5 4"/>`);
      parts.push(`<text x="${x0 + plotWidth}" y="${(Number(ly) - 4).toFixed(1)}" text-anchor="end" font-size="10" fill="#dc2626">${esc(panel.line.label)}</text>`);
    }
    if (panel.log) parts.push(`<text x="${x0}" y="${top + plotHeight + 34}" font-size="10" fill="#6b7280">log scale</text>`);
  });

  targets.forEach((target, i) => {
    const lx = 64 + (i % 2) * 360;
    const ly = legendY + Math.floor(i / 2) * 20;
    parts.push(`<rect x="${lx}" y="${ly - 10}" width="12" height="12" fill="${COLORS[target]}"/>`);
    parts.push(`<text x="${lx + 18}" y="${ly}" fill="#374151">${esc(TARGET_LABELS[target])}</text>`);
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
