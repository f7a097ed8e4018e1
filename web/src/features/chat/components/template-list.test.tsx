import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Template } from '@mailmuse/api/contract';
import { renderRoute } from '../../../test/render.tsx';
import { server } from '../../../test/server.ts';
import { findChatInput, resetChat } from '../test-utils.ts';
import { TEMPLATES_SHOWN_FIRST } from './template-list.tsx';

const TEMPLATES: Template[] = Array.from({ length: 9 }, (_, i) => ({
  id: `t${i + 1}`,
  name: `Template ${i + 1}`,
  description: `Write email number ${i + 1}.`,
  category: 'Misc',
}));

const region = () => screen.getByRole('region', { name: 'Templates' });
const shownNames = () => within(region()).getAllByRole('listitem').map((item) => within(item).getByRole('button').querySelector('.template__name')?.textContent);

// The whole page is rendered: role queries over it are slow on a busy machine.
describe('template list', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await resetChat();
    server.use(http.get('/api/templates', () => HttpResponse.json(TEMPLATES)));
  });

  it('shows the first few in the page, not in a box to scroll, and all of them on request', async () => {
    const { user } = renderRoute('/');
    await findChatInput();
    const showAll = await within(region()).findByRole('button', { name: 'Show all 9 templates' });
    expect(within(region()).getByText('9 templates')).toBeInTheDocument();
    expect(shownNames()).toHaveLength(TEMPLATES_SHOWN_FIRST);
    expect(showAll).toHaveAttribute('aria-expanded', 'false');

    await user.click(showAll);
    expect(shownNames()).toHaveLength(9);
    const fewer = within(region()).getByRole('button', { name: 'Show fewer templates' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');

    // A template chosen from the later ones stays in sight when the list is folded again.
    await user.click(within(region()).getByRole('button', { name: /^Template 8/ }));
    await user.click(fewer);
    await waitFor(() => expect(shownNames()).toHaveLength(8));
    expect(within(region()).getByRole('button', { name: /^Template 8/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
