import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearQueryCache } from '../lib/query-cache.ts';
import { resetChatMocks } from '../mocks/chat.handlers.ts';
import { setPacing } from '../mocks/scenarios.ts';
import { server } from './server.ts';

// Role queries walk the whole accessibility tree in jsdom, which is slow on the full home page.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => {
  // jsdom has no layout: the router's scroll restoration calls window.scrollTo, which it lacks.
  if (typeof window !== 'undefined') window.scrollTo = () => undefined;
  server.listen({ onUnhandledFrame: 'error' });
  setPacing({ firstEventMs: 0, frameMs: 0 });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetChatMocks();
  clearQueryCache();
  toast.remove();
  globalThis.sessionStorage?.clear();
});

afterAll(() => server.close());
