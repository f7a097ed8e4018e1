import { setupWorker } from 'msw/browser';
import { handlers } from './handlers.ts';
import { rememberScenario } from './scenarios.ts';

/** Starts the service worker that answers /api in `vite --mode mock`. */
export async function startMockWorker(): Promise<void> {
  const scenario = rememberScenario(window.location.search);
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledFrame: 'bypass', quiet: false });
  console.warn(`[mocks] API mocked, scenario "${scenario}" (change it with ?scenario=)`);
}
