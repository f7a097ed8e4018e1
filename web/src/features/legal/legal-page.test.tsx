import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render.tsx';

describe('legal pages', () => {
  it.each(['/privacy-policy', '/cookie-policy'])('%s says what this site runs now: nothing, by default', async (path) => {
    renderRoute(path);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'On this site now: no analytics and no advertising are switched on. No script from another company loads, and the only cookie is the chat’s session cookie, mm_session.',
    );
  });

  it('keeps the terms free of that note', async () => {
    renderRoute('/terms-of-use');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Use' });
    expect(screen.queryByRole('note')).toBeNull();
  });
});
