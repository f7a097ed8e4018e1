import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { promptIdeas } from 'virtual:prompt-ideas';
import { renderRoute } from '../../test/render.tsx';
import { findChatInput, resetChat } from './test-utils.ts';

function mockClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
}

const ideasCard = () => screen.getByRole('region', { name: 'Prompt ideas' });

async function expectToast(title: string, description: string) {
  await waitFor(() => expect(screen.getByText(title)).toBeInTheDocument());
  const toast = screen.getByText(title).closest('.toast') as HTMLElement;
  expect(within(toast).getByText(description)).toBeInTheDocument();
  return toast;
}

// The whole page is rendered: role queries over it are slow on a busy machine.
describe('prompt ideas', { timeout: 20_000 }, () => {
  beforeEach(resetChat);
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('shows 51 examples in 7 categories with their counts', async () => {
    renderRoute('/');
    await findChatInput();
    const card = ideasCard();
    expect(within(card).getByText('51 examples')).toBeInTheDocument();

    const toggles = within(card).getAllByRole('button', { expanded: false });
    expect(toggles).toHaveLength(7);
    const expected = [
      ['Job & Career', 8],
      ['Customer Service', 7],
      ['Business Communications', 8],
      ['Personal Relationships', 7],
      ['Academic & Education', 7],
      ['Sales & Marketing', 7],
      ['Requests & Inquiries', 7],
    ] as const;
    expected.forEach(([name, count], index) => {
      expect(toggles[index]).toHaveTextContent(name);
      expect(toggles[index]).toHaveTextContent(String(count));
    });
  });

  it('expands and collapses each category independently', async () => {
    const { user } = renderRoute('/');
    await findChatInput();
    const card = ideasCard();
    const job = within(card).getByRole('button', { name: /Job & Career/ });
    const sales = within(card).getByRole('button', { name: /Sales & Marketing/ });
    const firstJobPrompt = promptIdeas[0]!.prompts[0]!;
    const firstSalesPrompt = promptIdeas[5]!.prompts[0]!;

    expect(within(card).queryByRole('button', { name: firstJobPrompt })).not.toBeInTheDocument();
    await user.click(job);
    expect(job).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByRole('button', { name: firstJobPrompt })).toBeVisible();

    await user.click(sales);
    expect(sales).toHaveAttribute('aria-expanded', 'true');
    expect(job).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByRole('button', { name: firstSalesPrompt })).toBeVisible();

    await user.click(job);
    expect(job).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByRole('button', { name: firstJobPrompt })).not.toBeInTheDocument();
    expect(sales).toHaveAttribute('aria-expanded', 'true');
  });

  it('fills the input with a chosen prompt and says so in a toast', async () => {
    const { user } = renderRoute('/');
    const input = await findChatInput();
    const category = promptIdeas[1]!;
    await user.click(within(ideasCard()).getByRole('button', { name: new RegExp(category.category) }));
    await user.click(within(ideasCard()).getByRole('button', { name: category.prompts[2]! }));

    expect(input).toHaveValue(category.prompts[2]);
    await expectToast('Prompt Selected!', 'Check the chat input below');
    // Brought to the visitor, ready to edit or send: focused, caret at the end.
    await waitFor(() => expect(input).toHaveFocus());
    expect([input.selectionStart, input.selectionEnd]).toEqual([category.prompts[2]!.length, category.prompts[2]!.length]);
  });

  it('focuses the input, caret at the end, after a template and after a ?prompt link', async () => {
    const { user, unmount } = renderRoute('/');
    const input = await findChatInput();
    const template = await screen.findByRole('button', { name: /^Job Application/ });
    await user.click(template);
    await waitFor(() => expect(input).toHaveFocus());
    expect(input.selectionStart).toBe(input.value.length);
    expect(input.value.length).toBeGreaterThan(10);
    unmount();
    await resetChat();

    // The link arrives before the chat does: the input is focused as soon as it is on the page.
    renderRoute('/?prompt=Thank%20my%20neighbour%20for%20the%20plants');
    const linked = await findChatInput();
    await waitFor(() => expect(linked).toHaveFocus());
    expect(linked).toHaveValue('Thank my neighbour for the plants');
    expect(linked.selectionStart).toBe('Thank my neighbour for the plants'.length);
  });

  it('copies a prompt', async () => {
    const { user } = renderRoute('/');
    await findChatInput();
    // After userEvent.setup(), which installs a clipboard of its own.
    const writeText = mockClipboard(async () => undefined);
    await user.click(within(ideasCard()).getByRole('button', { name: /Job & Career/ }));
    await user.click(within(ideasCard()).getAllByRole('button', { name: 'Copy prompt' })[0]!);

    expect(writeText).toHaveBeenCalledWith(promptIdeas[0]!.prompts[0]);
    await expectToast('Copied!', 'Prompt copied to clipboard');
  });
});

// The whole page is rendered: role queries over it are slow on a busy machine.
describe('copying an email option', { timeout: 20_000 }, () => {
  beforeEach(resetChat);
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  async function replyWithOptions() {
    const view = renderRoute('/');
    const input = await findChatInput();
    await view.user.type(input, 'Thank my mentor{Enter}');
    // Text queries are cheap to poll; the reply is complete once "Stop" is gone.
    await screen.findByText('Option 2');
    await waitFor(() => expect(screen.queryByText('Stop')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Copy option 2' })).toBeEnabled();
    return view;
  }

  it('puts the subject, a blank line and the body on the clipboard', async () => {
    const { user } = await replyWithOptions();
    const writeText = mockClipboard(async () => undefined);
    await user.click(screen.getByRole('button', { name: 'Copy option 2' }));

    const card = screen.getByRole('article', { name: 'Option 2' });
    const subject = card.querySelector('.option-card__subject')!.textContent!.replace(/^Subject: /, '');
    const body = card.querySelector('.option-card__body')!.textContent!;
    expect(body).toContain('\n');
    expect(writeText).toHaveBeenCalledWith(`${subject}\n\n${body}`);
    await expectToast('Copied!', 'Option 2 copied to clipboard');
  });

  it('says when the clipboard refuses', async () => {
    const { user } = await replyWithOptions();
    mockClipboard(async () => {
      throw new Error('denied');
    });
    await user.click(screen.getByRole('button', { name: 'Copy option 1' }));

    const toast = await expectToast('Error', 'Failed to copy to clipboard.');
    expect(toast).toHaveClass('toast--destructive');
  });
});
