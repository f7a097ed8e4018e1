import { PRIVACY_SETTINGS_ID, privacySettingsSchema } from '@mailmuse/api/contract';
import { describe, expect, it } from 'vitest';
import { PRIVACY_SETTINGS_BLOCK_ID, readPrivacySettings } from './privacy-settings.ts';

function page(json: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = PRIVACY_SETTINGS_BLOCK_ID;
  block.textContent = json;
  doc.head.append(block);
  return doc;
}


describe('reading the privacy settings the server put in the page', () => {
  it('uses the contract block id', () => {
    expect(PRIVACY_SETTINGS_BLOCK_ID).toBe(PRIVACY_SETTINGS_ID);
  });

  it.each([
    { analytics: null, advertising: null, gpc: false },
    { analytics: { provider: 'ga4', measurementId: 'G-ABC123' }, advertising: { provider: 'adsense', clientId: 'ca-pub-1' }, gpc: true },
    { analytics: { provider: 'plausible', domain: 'example.com', scriptUrl: 'https://plausible.io/js/script.js' }, advertising: null, gpc: false },
  ])('accepts what the contract accepts: %j', (settings) => {
    expect(privacySettingsSchema.safeParse(settings).success).toBe(true);
    expect(readPrivacySettings(page(JSON.stringify(settings)))).toEqual(settings);
  });

  it.each([
    '{"analytics":{"provider":"ga4"},"advertising":null,"gpc":false}',
    '{"analytics":null,"advertising":{"provider":"other","clientId":"x"},"gpc":false}',
    '{"analytics":null,"advertising":null}',
    'not json',
    '[]',
  ])('loads nothing optional from an unreadable block: %s', (json) => {
    expect(readPrivacySettings(page(json))).toEqual({ analytics: null, advertising: null, gpc: false });
  });

  it('loads nothing optional from a page without the block', () => {
    expect(readPrivacySettings(document.implementation.createHTMLDocument('t'))).toEqual({ analytics: null, advertising: null, gpc: false });
  });
});
