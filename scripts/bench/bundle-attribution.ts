import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './children.ts';

export interface BundleShare {
  /** A package name, or a source file of the app. */
  source: string;
  bytes: number;
  /** Its code gzipped on its own: an estimate (gzip of a whole chunk shares its dictionary). */
  gzipBytes: number;
}

export interface ChunkAttribution {
  chunk: string;
  bytes: number;
  gzipBytes: number;
  top: BundleShare[];
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decodeVlq(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    let digit = B64.indexOf(ch);
    const more = digit & 32;
    digit &= 31;
    value += digit << shift;
    if (more) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** Which sources a built chunk's bytes come from, grouped by package, from its source map. */
function attribute(code: string, map: { sources: string[]; mappings: string }, top: number): BundleShare[] {
  const lines = code.split('\n');
  const text = new Map<string, string[]>();
  let source = 0;
  map.mappings.split(';').forEach((mapped, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    const segments: Array<[number, number]> = [];
    let column = 0;
    for (const seg of mapped.split(',')) {
      if (!seg) continue;
      const d = decodeVlq(seg);
      column += d[0]!;
      if (d.length > 1) source += d[1]!;
      segments.push([column, d.length > 1 ? source : -1]);
    }
    segments.forEach(([start, s], i) => {
      const end = i + 1 < segments.length ? segments[i + 1]![0] : line.length;
      const name = s >= 0 ? (map.sources[s] ?? '(unknown)') : '(unmapped)';
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name)?.[1] ?? name.replace(/^(\.\.\/)+/, '').replace(/^.*?\/web\/src\//, 'web/src/');
      const list = text.get(pkg) ?? [];
      list.push(line.slice(start, end));
      text.set(pkg, list);
    });
  });
  return [...text.entries()]
    .map(([src, parts]) => {
      const joined = parts.join('');
      return { source: src, bytes: joined.length, gzipBytes: gzipSync(joined).length };
    })
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, top);
}

/**
 * Rebuilds the web app with source maps into a temporary folder (web/dist is left alone) and
 * attributes the chunks named like `chunkNames` (hashes differ) to their packages.
 */
export async function attributeChunks(chunkNames: string[], top = 8): Promise<ChunkAttribution[]> {
  const out = mkdtempSync(path.join(os.tmpdir(), 'mailmuse-web-'));
  try {
    await new Promise<void>((resolve, reject) => {
      const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
      const child = spawn(process.execPath, [vite, 'build', '--sourcemap', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'], {
        cwd: path.join(ROOT, 'web'),
        env: process.env,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let err = '';
      child.stderr.on('data', (c: Buffer) => (err += c.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), 300_000);
      child.once('exit', (code) => {
        clearTimeout(timer);
        if (code === 0) resolve();
        else reject(new Error(`vite build --sourcemap failed: ${err.slice(-500)}`));
      });
    });
    const assets = path.join(out, 'assets');
    const files = readdirSync(assets);
    const stem = (file: string) => file.replace(/-[A-Za-z0-9_-]{8}\.js$/, '');
    const result: ChunkAttribution[] = [];
    for (const name of new Set(chunkNames.map((c) => stem(path.basename(c))))) {
      const file = files.find((f) => f.endsWith('.js') && stem(f) === name);
      if (!file || !files.includes(`${file}.map`)) continue;
      const code = readFileSync(path.join(assets, file), 'utf8').replace(/\n\/\/# sourceMappingURL=.*\s*$/, '');
      const map = JSON.parse(readFileSync(path.join(assets, `${file}.map`), 'utf8')) as { sources: string[]; mappings: string };
      result.push({ chunk: name, bytes: code.length, gzipBytes: gzipSync(code).length, top: attribute(code, map, top) });
    }
    return result;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
