import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render.tsx';

describe('site footer', () => {
  it('carries the legal links, Your Privacy Choices and the contact link on every page, and the choices open from it', async () => {
    const { user } = renderRoute('/blog');
    const footer = await screen.findByRole('contentinfo');
    const links = within(footer)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Use', '/terms-of-use'],
      ['Cookie Policy', '/cookie-policy'],
      ['Your Privacy Choices', '/cookie-policy#your-privacy-choices'],
      ['Contact', 'mailto:hello@mailmuse.app'],
    ]);
    await user.click(within(footer).getByRole('link', { name: 'Your Privacy Choices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your Privacy Choices' });
    expect(dialog).toHaveTextContent('This site runs no analytics and no advertising');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
