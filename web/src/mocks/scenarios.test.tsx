import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatStore } from '../features/chat/store/use-chat-store.ts';
import { resetChat } from '../features/chat/test-utils.ts';
import { renderRoute } from '../test/render.tsx';
import { server } from '../test/server.ts';
import { draftReply } from './fixtures.ts';
import { rememberScenario, setScenario, type Scenario } from './scenarios.ts';

const REQUEST = 'Invite the team to a Friday lunch';

/** Records, per endpoint, how often it was called and with which Last-Event-ID. */
function recordRequests() {
  const seen: Array<{ path: string; lastEventId: string | null }> = [];
  server.events.on('request:start', ({ request }) => {
    seen.push({ path: new URL(request.url).pathname, lastEventId: request.headers.get('Last-Event-ID') });
  });
  return seen;
}

async function sendIn(scenario: Scenario) {
  setScenario(scenario);
  const view = renderRoute('/');
  const input = (await screen.findByRole('textbox', { name: 'Describe the email you need' })) as HTMLTextAreaElement;
  await view.user.type(input, `${REQUEST}{Enter}`);
  await waitFor(() => expect(chatStore.getState().reply).toBeNull());
  return view;
}

describe('mock scenarios', () => {
  beforeEach(() => {
    resetChat();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    server.events.removeAllListeners();
    vi.restoreAllMocks();
  });

  it('reads ?scenario= and remembers it for the tab', () => {
    expect(rememberScenario('?scenario=slow')).toBe('slow');
    expect(rememberScenario('')).toBe('slow');
    expect(rememberScenario('?scenario=bogus')).toBe('slow');
  });

  it('fast: streams the whole reply', async () => {
    const seen = recordRequests();
    await sendIn('fast');
    const expected = draftReply(REQUEST);
    expect(screen.getByText(expected.message)).toBeInTheDocument();
    expect(screen.getByText(expected.options[1]!.subject)).toBeInTheDocument();
    expect(seen.filter((r) => r.path === '/api/chat/generate')).toHaveLength(0);
  });

  it('error-mid-stream: the broken stream resumes with Last-Event-ID and ends complete', async () => {
    const seen = recordRequests();
    await sendIn('error-mid-stream');
    const streams = seen.filter((r) => r.path === '/api/chat/generate/stream');
    expect(streams).toHaveLength(2);
    expect(Number(streams[1]!.lastEventId)).toBeGreaterThan(0);
    const expected = draftReply(REQUEST);
    // Exactly once: replayed events were not applied twice.
    expect(screen.getByText(expected.message)).toBeInTheDocument();
    expect(screen.getAllByText(expected.options[0]!.subject)).toHaveLength(1);
  });

  it('stream-blocked: falls back to the JSON call', async () => {
    const seen = recordRequests();
    await sendIn('stream-blocked');
    expect(seen.filter((r) => r.path === '/api/chat/generate')).toHaveLength(1);
    expect(screen.getByText(draftReply(REQUEST).options[1]!.subject)).toBeInTheDocument();
  });

  it('generate-error: apologises with an error toast', async () => {
    await sendIn('generate-error');
    expect(
      screen.getByText("I'm sorry, I encountered an error while generating your emails. Please try again."),
    ).toBeInTheDocument();
    expect(within(await screen.findByRole('alert')).getByText('Failed to generate emails. Please try again.')).toBeInTheDocument();
  });

  it('rate-limited: says how long to wait', async () => {
    await sendIn('rate-limited');
    expect(
      within(await screen.findByRole('alert')).getByText('Too many requests. Please wait 30 seconds and try again.'),
    ).toBeInTheDocument();
  });
});
