import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { promptIdeas } from 'virtual:prompt-ideas';
import { mockTemplates } from '../../mocks/fixtures.ts';
import { findChatInput, sendButton } from './test-utils.ts';

/**
 * The site's modules afresh, as on a new visit: nothing the home page fetches on demand (the reply
 * code, the prompt ideas' prompts, the toasts) has arrived yet.
 */
async function freshVisit() {
  vi.resetModules();
  const [{ renderRoute }, { replyKit }, { promptLists }, { toastKit }] = await Promise.all([
    import('../../test/render.tsx'),
    import('./load-reply-kit.ts'),
    import('./prompt-lists.ts'),
    import('../../components/toast/toast-kit.ts'),
  ]);
  return { renderRoute, replyKit, promptLists, toastKit };
}

// The whole page is rendered: role queries over it are slow on a busy machine.
describe('code the home page fetches on demand', { timeout: 20_000 }, () => {
  it('is not needed for the page to be usable; focus in the input starts fetching the reply code', async () => {
    const { renderRoute, replyKit, promptLists, toastKit } = await freshVisit();
    renderRoute('/');
    const input = await findChatInput();
    expect(await screen.findByText(`${mockTemplates.length} templates`)).toBeInTheDocument();
    expect(screen.getByText("Hi! I'm your AI email specialist...", { exact: false })).toBeInTheDocument();
    const ideas = screen.getByRole('region', { name: 'Prompt ideas' });
    expect(within(ideas).getByText('51 examples')).toBeInTheDocument();
    expect(within(ideas).getAllByRole('button', { expanded: false })).toHaveLength(promptIdeas.length);
    expect(replyKit.current()).toBeNull();
    expect(promptLists.current()).toBeNull();
    expect(toastKit.current()).toBeNull();

    input.focus();
    await waitFor(() => expect(replyKit.current()).not.toBeNull());
    expect(promptLists.current()).toBeNull();
  });

  it('answers a message sent before the reply code has arrived', async () => {
    const { renderRoute, replyKit } = await freshVisit();
    renderRoute('/');
    const input = await findChatInput();
    fireEvent.change(input, { target: { value: 'Thank Jo for the flowers' } });
    fireEvent.click(sendButton());
    // Sent, and shown at once, while the reply code is still on its way.
    expect(replyKit.current()).toBeNull();
    expect(input).toHaveValue('');
    const conversation = screen.getByRole('region', { name: 'Conversation' });
    expect(within(conversation).getByText('Thank Jo for the flowers')).toBeInTheDocument();
    expect(screen.getByText('Typing...')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Option 2' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Copy option/ })[1]).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Regenerate both options' })).toBeInTheDocument();
  });

  it('shows a prompt category opened before its prompts arrived, once they do', async () => {
    const { renderRoute, promptLists } = await freshVisit();
    renderRoute('/');
    await findChatInput();
    const ideas = screen.getByRole('region', { name: 'Prompt ideas' });
    const job = within(ideas).getByRole('button', { name: /Job & Career/ });
    const list = document.getElementById(job.getAttribute('aria-controls')!)!;
    expect(list).not.toBeVisible();

    fireEvent.click(job);
    expect(promptLists.current()).toBeNull();
    expect(job).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).getByText('Loading prompts...')).toBeVisible();

    const first = await within(list).findByRole('button', { name: promptIdeas[0]!.prompts[0]! });
    expect(first).toBeVisible();
    expect(within(list).getAllByRole('button', { name: 'Copy prompt' })).toHaveLength(promptIdeas[0]!.prompts.length);
    expect(list).not.toHaveAttribute('aria-busy');
    expect(within(list).queryByText('Loading prompts...')).not.toBeInTheDocument();
  });

  it('fetches the prompts and the toasts at the first interaction with the page', async () => {
    const { renderRoute, promptLists, toastKit, replyKit } = await freshVisit();
    renderRoute('/');
    await findChatInput();
    expect(promptLists.current()).toBeNull();
    fireEvent.pointerMove(document.body);
    await waitFor(() => expect(promptLists.current()).not.toBeNull());
    await waitFor(() => expect(toastKit.current()).not.toBeNull());
    // A pointer passing by is no sign of a message: the reply code waits for one.
    expect(replyKit.current()).toBeNull();
  });
});
