import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GenerateRequest } from '@mailmuse/api/contract';
import { renderRoute } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { chatStore } from './store/use-chat-store.ts';
import { findChatInput, resetChat } from './test-utils.ts';

const conversation = () => screen.getByRole('region', { name: 'Conversation' });
const idle = () => chatStore.getState().reply === null;

async function sendAndWait(text: string) {
  const view = renderRoute('/');
  const input = await findChatInput();
  await view.user.type(input, `${text}{Enter}`);
  await waitFor(() => expect(idle()).toBe(true));
  await waitFor(() => expect(document.querySelectorAll('.option-card')).not.toHaveLength(0));
  return view;
}

/** What a reload does to the page: the store starts over, the tab's storage stays. */
function reload() {
  cleanup();
  chatStore.setState(chatStore.getInitialState(), true);
  return renderRoute('/');
}

describe('the conversation across a reload', { timeout: 20_000 }, () => {
  beforeEach(resetChat);
  afterEach(() => vi.restoreAllMocks());

  it('comes back after a reload, with its session, without opening a new one', async () => {
    await sendAndWait('Ask Sam for a meeting');
    const sessionId = chatStore.getState().sessionId;
    const reply = document.querySelector('.option-card__subject')?.textContent;
    const created = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/chat/new') created();
    });

    reload();
    await findChatInput();
    expect(within(conversation()).getByText('Ask Sam for a meeting')).toBeInTheDocument();
    expect(document.querySelector('.option-card__subject')?.textContent).toBe(reply);
    expect(chatStore.getState().sessionId).toBe(sessionId);
    expect(created).not.toHaveBeenCalled();
  });

  it('"New chat" starts over with a new session and forgets the old conversation', async () => {
    const view = await sendAndWait('Ask Sam for a meeting');
    const before = chatStore.getState().sessionId;
    await view.user.click(screen.getByRole('button', { name: 'New chat' }));
    await waitFor(() => expect(chatStore.getState().sessionId).not.toBe(before));
    expect(within(conversation()).queryByText('Ask Sam for a meeting')).not.toBeInTheDocument();
    expect(screen.getByText(/^Hi! I'm your AI email specialist\.\.\./)).toBeInTheDocument();

    reload();
    await findChatInput();
    expect(within(conversation()).queryByText('Ask Sam for a meeting')).not.toBeInTheDocument();
  });

  it('an expired session is replaced on its own and the reply still arrives, the conversation kept', async () => {
    await sendAndWait('Ask Sam for a meeting');
    const sessions: string[] = [];
    let expired = true;
    server.use(
      http.post('/api/chat/generate/stream', async ({ request }) => {
        const body = (await request.clone().json()) as GenerateRequest;
        sessions.push(body.sessionId);
        if (expired) return HttpResponse.json({ error: { code: 'session_not_found', message: 'This chat session does not exist or has expired.' } }, { status: 404 });
        return undefined;
      }),
      http.post('/api/chat/generate', async ({ request }) => {
        const body = (await request.clone().json()) as GenerateRequest;
        if (expired) return HttpResponse.json({ error: { code: 'session_not_found', message: 'This chat session does not exist or has expired.' } }, { status: 404 });
        sessions.push(body.sessionId);
        return undefined;
      }),
      http.post('/api/chat/new', () => {
        expired = false;
        return HttpResponse.json({ id: '0b3f6c1e-2d4a-4e5f-8a9b-0c1d2e3f4a5b' });
      }),
    );
    const view = reload();
    const input = await findChatInput();
    await view.user.type(input, 'Thank Jo for the flowers{Enter}');
    await waitFor(() => expect(idle()).toBe(true));
    expect(chatStore.getState().sessionId).toBe('0b3f6c1e-2d4a-4e5f-8a9b-0c1d2e3f4a5b');
    expect(within(conversation()).getByText('Ask Sam for a meeting')).toBeInTheDocument();
    expect(within(conversation()).getByText('Thank Jo for the flowers')).toBeInTheDocument();
    expect(screen.queryByText("I'm sorry, I encountered an error while generating your emails. Please try again.")).not.toBeInTheDocument();
    expect(sessions.at(-1)).toBe('0b3f6c1e-2d4a-4e5f-8a9b-0c1d2e3f4a5b');
  });
});
