import type { PrivacySettings } from '@mailmuse/api/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsentManager, PrivacyChoicesLink } from './index.ts';
import { resetConsentStore } from './use-consent-store.ts';

const GA4_AND_ADS: PrivacySettings = {
  analytics: { provider: 'ga4', measurementId: 'G-TEST12345' },
  advertising: { provider: 'adsense', clientId: 'ca-pub-1234567890123456' },
  gpc: false,
};

/** The data block the server adds to each page it serves. */
function serve(settings: PrivacySettings) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'privacy-settings';
  block.textContent = JSON.stringify(settings);
  document.head.append(block);
}

function renderConsent() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <ConsentManager />
      <footer>
        <PrivacyChoicesLink />
      </footer>
    </MemoryRouter>,
  );
  return user;
}

const scripts = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

afterEach(() => {
  resetConsentStore();
  localStorage.clear();
  document.head.querySelectorAll('script[id^="mm-"], #privacy-settings').forEach((script) => script.remove());
  delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
});

describe('consent', () => {
  it('shows no banner and loads nothing when the operator configured nothing; the footer link says so', async () => {
    const user = renderConsent();
    await user.click(screen.getByRole('link', { name: 'Your Privacy Choices' }));
    expect(await screen.findByText(/runs no analytics and no advertising/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your privacy choices' })).toBeNull();
    expect(scripts()).toEqual([]);
  });

  it('asks before loading anything, with Reject as easy as Accept, and remembers a no', async () => {
    serve(GA4_AND_ADS);
    const user = renderConsent();
    const banner = await screen.findByRole('region', { name: 'Your privacy choices' });
    expect(scripts()).toEqual([]);
    const reject = screen.getByRole('button', { name: 'Reject all' });
    expect(reject.className).toBe(screen.getByRole('button', { name: 'Accept all' }).className);
    await user.click(reject);
    expect(banner).not.toBeInTheDocument();
    expect(scripts()).toEqual([]);
    expect(JSON.parse(localStorage.getItem('mailmuse:consent')!)).toMatchObject({ analytics: false, advertising: false });
  });

  it('loads the configured scripts once accepted', async () => {
    serve(GA4_AND_ADS);
    const user = renderConsent();
    await user.click(await screen.findByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(scripts()).toHaveLength(2));
    expect(scripts()[0]).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST12345');
    expect(scripts()[1]).toMatch(/^https:\/\/pagead2\.googlesyndication\.com\/pagead\/js\/adsbygoogle\.js\?client=ca-pub-/);
  });

  it('never loads advertising with Global Privacy Control, even on Accept all', async () => {
    serve(GA4_AND_ADS);
    (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl = true;
    const user = renderConsent();
    expect(await screen.findByText(/Global Privacy Control, so advertising stays off/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(scripts()).toHaveLength(1));
    expect(scripts()[0]).toContain('googletagmanager');
  });

  it('honors the Sec-GPC header the server saw, and asks nothing when advertising is all there is', async () => {
    serve({ analytics: null, advertising: GA4_AND_ADS.advertising, gpc: true });
    const user = renderConsent();
    await user.click(screen.getByRole('link', { name: 'Your Privacy Choices' }));
    expect(await screen.findByText(/which we honor as your request not to sell or share/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Advertising/ })).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Your privacy choices' })).toBeNull();
  });

  it('reopens the choices from the footer and saves one category', async () => {
    serve(GA4_AND_ADS);
    const user = renderConsent();
    await user.click(await screen.findByRole('button', { name: 'Reject all' }));
    await user.click(screen.getByRole('link', { name: 'Your Privacy Choices' }));
    const analytics = await screen.findByRole('checkbox', { name: /Analytics: Google Analytics/ });
    expect(analytics).not.toBeChecked();
    await user.click(analytics);
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(scripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST12345']));
    expect(JSON.parse(localStorage.getItem('mailmuse:consent')!)).toMatchObject({ analytics: true, advertising: false });
  });
});
