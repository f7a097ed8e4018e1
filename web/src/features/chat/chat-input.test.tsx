import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_MESSAGE_CHARS, type GenerateRequest } from '@mailmuse/api/contract';
import { mockTemplates } from '../../mocks/fixtures.ts';
import { renderRoute } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { findChatInput, resetChat, sendButton } from './test-utils.ts';

/** Records the body of every generation request, stream or JSON, and lets the mocks answer. */
function recordGenerateBodies(): GenerateRequest[] {
  const bodies: GenerateRequest[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname.startsWith('/api/chat/generate') && request.method === 'POST') {
      const body = (await request.clone().json()) as GenerateRequest;
      if (body.userMessage) bodies.push(body);
    }
  });
  return bodies;
}

const conversation = () => screen.getByRole('region', { name: 'Conversation' });

// The whole page is rendered: role queries over it are slow on a busy machine.
describe('chat input', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await resetChat();
    return () => {
      server.events.removeAllListeners();
      vi.restoreAllMocks();
    };
  });

  it('sends with the button, clears the input and shows the reply with two options', async () => {
    const { user } = renderRoute('/');
    const input = await findChatInput();
    await user.type(input, 'Ask my landlord to fix the heating');
    await user.click(sendButton());

    expect(input).toHaveValue('');
    expect(within(conversation()).getByText('Ask my landlord to fix the heating')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Option 2' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Copy option/ })[1]).toBeEnabled());
    expect(screen.getByRole('heading', { name: 'Option 1' })).toBeInTheDocument();
    expect(screen.getByText('Professional')).toBeInTheDocument();
    expect(screen.getByText('Friendly')).toBeInTheDocument();
    expect(screen.getAllByText('Written by Built-in composer').length).toBe(1);
  });

  it('sends with Enter and makes a new line with Shift+Enter', async () => {
    const bodies = recordGenerateBodies();
    const { user } = renderRoute('/');
    const input = await findChatInput();

    await user.type(input, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(input).toHaveValue('First line\nsecond line');
    expect(bodies).toHaveLength(0);

    await user.keyboard('{Enter}');
    expect(input).toHaveValue('');
    await waitFor(() => expect(bodies.length).toBeGreaterThan(0));
    expect(bodies[0]!.userMessage).toBe('First line\nsecond line');
    await screen.findByRole('heading', { name: 'Option 2' });
  });

  it('cannot send an empty or blank message, by button or Enter', async () => {
    const bodies = recordGenerateBodies();
    const { user } = renderRoute('/');
    const input = await findChatInput();

    expect(sendButton()).toBeDisabled();
    await user.type(input, '   ');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('   ');
    expect(bodies).toHaveLength(0);
  });

  it('disables sending while a reply is awaited and shows "Typing..."', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('/api/chat/generate/stream', async () => {
        await answered;
        return new HttpResponse('blocked', { status: 503 });
      }),
    );
    const bodies = recordGenerateBodies();
    const { user } = renderRoute('/');
    const input = await findChatInput();
    await user.type(input, 'Thank my team for the launch{Enter}');

    expect(await screen.findByText('Typing...')).toBeInTheDocument();
    await user.type(input, 'Another one');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Another one');
    expect(bodies).toHaveLength(1);

    answer();
    await screen.findByRole('heading', { name: 'Option 2' });
    expect(screen.queryByText('Typing...')).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });

  it('shows a counter near the length limit and refuses to send above it', async () => {
    const bodies = recordGenerateBodies();
    const { user } = renderRoute('/');
    const input = await findChatInput();

    await user.click(input);
    await user.paste('a'.repeat(MAX_MESSAGE_CHARS * 0.9 - 1));
    expect(screen.queryByText(/\/ 4,000/)).not.toBeInTheDocument();

    await user.type(input, 'b');
    expect(screen.getByText('3,600 / 4,000')).toBeInTheDocument();
    expect(sendButton()).toBeEnabled();

    await user.paste('c'.repeat(MAX_MESSAGE_CHARS - 3600 + 1));
    expect(screen.getByText('4,001 / 4,000')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Shorten your message by 1 characters/)).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(bodies).toHaveLength(0);

    await user.keyboard('{Backspace}');
    expect(sendButton()).toBeEnabled();
  });

  it('leaves its height to the browser where the browser sizes it to its text', async () => {
    const supports = vi.spyOn(CSS, 'supports');
    const { user } = renderRoute('/');
    const input = await findChatInput();
    const scrollHeight = vi.fn(() => 90);
    Object.defineProperty(input, 'scrollHeight', { configurable: true, get: scrollHeight });

    await user.type(input, 'a{Shift>}{Enter}{/Shift}b');
    expect(supports).toHaveBeenCalledWith('field-sizing', 'content');
    expect(input.style.height).toBe('');
    expect(scrollHeight).not.toHaveBeenCalled();
  });

  it('elsewhere grows with its text between 44 and 120 px, then scrolls', async () => {
    vi.spyOn(CSS, 'supports').mockImplementation((property: string) => property !== 'field-sizing');
    const { user } = renderRoute('/');
    const input = await findChatInput();
    let contentHeight = 20;
    Object.defineProperty(input, 'scrollHeight', { configurable: true, get: () => contentHeight });

    await user.type(input, 'a');
    expect(input.style.height).toBe('44px');
    contentHeight = 90;
    await user.type(input, '{Shift>}{Enter}{/Shift}b');
    expect(input.style.height).toBe('90px');
    expect(input.style.overflowY).toBe('hidden');
    contentHeight = 400;
    await user.type(input, '{Shift>}{Enter}{/Shift}c');
    expect(input.style.height).toBe('120px');
    expect(input.style.overflowY).toBe('auto');

    // Sent: the emptied input is one line tall again.
    contentHeight = 20;
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('');
    expect(input.style.height).toBe('44px');
    expect(input.style.overflowY).toBe('hidden');
    await screen.findByRole('heading', { name: 'Option 2' });
  });

  describe('templates', () => {
    it('lists the templates with a count, fills the input and sends the template id once', async () => {
      const bodies = recordGenerateBodies();
      const { user } = renderRoute('/');
      const input = await findChatInput();
      expect(await screen.findByText(`${mockTemplates.length} templates`)).toBeInTheDocument();

      const template = mockTemplates[2]!;
      const button = screen.getByRole('button', { name: new RegExp(template.name) });
      expect(button).toHaveTextContent(template.description);
      expect(button).toHaveTextContent(template.category);
      await user.click(button);

      expect(input).toHaveValue(template.description);
      expect(screen.getByText(`Using template: ${template.name}`)).toBeInTheDocument();
      expect(button).toHaveAttribute('aria-pressed', 'true');

      await user.click(sendButton());
      await screen.findByRole('heading', { name: 'Option 2' });
      await waitFor(() => expect(screen.queryByText(/Using template:/)).not.toBeInTheDocument());
      expect(bodies[0]!.templateId).toBe(template.id);

      await user.type(input, 'Now a plain request{Enter}');
      await waitFor(() => expect(screen.getAllByRole('heading', { name: 'Option 2' })).toHaveLength(2));
      const plain = bodies.filter((body) => body.userMessage === 'Now a plain request');
      expect(plain.length).toBeGreaterThan(0);
      expect(plain.every((body) => !('templateId' in body))).toBe(true);
    });

    it('clears a chosen template on request', async () => {
      const { user } = renderRoute('/');
      await findChatInput();
      await user.click(await screen.findByRole('button', { name: new RegExp(mockTemplates[0]!.name) }));
      expect(screen.getByText(`Using template: ${mockTemplates[0]!.name}`)).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Clear template' }));
      expect(screen.queryByText(/Using template:/)).not.toBeInTheDocument();
    });
  });

  describe('deep links', () => {
    it('fills the input from ?prompt=', async () => {
      renderRoute(`/?prompt=${encodeURIComponent('Write a follow-up to a recruiter')}`);
      expect(await findChatInput()).toHaveValue('Write a follow-up to a recruiter');
    });

    it('chooses the template from ?template= once the templates load', async () => {
      const template = mockTemplates[1]!;
      renderRoute(`/?template=${template.id}`);
      const input = await findChatInput();
      expect(await screen.findByText(`Using template: ${template.name}`)).toBeInTheDocument();
      expect(input).toHaveValue(template.description);
    });
  });
});
