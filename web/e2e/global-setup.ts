import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH, hasChromium } from '../../scripts/services.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The browser suite runs against the production build, so it builds the web app first. */
export default function setup(): void {
  if (!hasChromium()) {
    if (process.env.REQUIRE_CHROMIUM) throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`);
    return;
  }
  if (process.env.E2E_SKIP_BUILD) return;
  // Vitest runs with NODE_ENV=test, which would give the build React's development runtime.
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'web'),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
