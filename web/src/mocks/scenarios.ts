/** How the mocked API behaves, chosen with `?scenario=` and remembered for the browser tab. */
export const SCENARIOS = ['fast', 'slow', 'error-mid-stream', 'stream-blocked', 'generate-error', 'rate-limited'] as const;
export type Scenario = (typeof SCENARIOS)[number];

const STORAGE_KEY = 'mailmuse:mock-scenario';

function isScenario(value: unknown): value is Scenario {
  return typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value);
}

export function currentScenario(): Scenario {
  try {
    const stored = globalThis.sessionStorage?.getItem(STORAGE_KEY);
    return isScenario(stored) ? stored : 'fast';
  } catch {
    return 'fast';
  }
}

export function setScenario(scenario: Scenario): void {
  globalThis.sessionStorage?.setItem(STORAGE_KEY, scenario);
}

/** Stores the `?scenario=` of `search`, if valid, and returns the scenario in force. */
export function rememberScenario(search: string): Scenario {
  const wanted = new URLSearchParams(search).get('scenario');
  if (isScenario(wanted)) setScenario(wanted);
  return currentScenario();
}

export interface Pacing {
  /** Before the first event (and before a JSON answer). */
  firstEventMs: number;
  /** Between two events. */
  frameMs: number;
}

const PACING: Record<'fast' | 'slow', Pacing> = {
  fast: { firstEventMs: 300, frameMs: 25 },
  slow: { firstEventMs: 2000, frameMs: 140 },
};

let pacingOverride: Pacing | null = null;

/** Tests run the mocks without waiting. */
export function setPacing(pacing: Pacing | null): void {
  pacingOverride = pacing;
}

export function currentPacing(scenario: Scenario = currentScenario()): Pacing {
  return pacingOverride ?? (scenario === 'slow' ? PACING.slow : PACING.fast);
}
