import type { PrivacySettings } from '@mailmuse/api/contract';
import { Link } from 'react-router-dom';
import { advertisingName, analyticsName } from '../../lib/privacy-settings.ts';
import { useConsentActions } from './use-consent-store.ts';

/**
 * Asks once, before anything optional loads. Accept and Reject are the same size, side by side:
 * saying no takes one click, like saying yes.
 */
export function ConsentBanner({ settings, gpc }: { settings: PrivacySettings; gpc: boolean }) {
  const { consentGiven, choicesOpened } = useConsentActions();
  const advertising = settings.advertising && !gpc ? settings.advertising : null;
  const uses = [
    settings.analytics && `${analyticsName(settings.analytics)} to count visits and see which pages help`,
    advertising && `${advertisingName(advertising)} to show ads that keep MailMuse free`,
  ].filter(Boolean);
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title" aria-describedby="consent-banner-text">
      <div className="consent-banner__inner">
        <div className="consent-banner__copy">
          <h2 id="consent-banner-title" className="consent-banner__title">
            Your privacy choices
          </h2>
          <p id="consent-banner-text" className="consent-banner__text">
            With your permission we use {uses.join(', and ')}. Nothing of the kind loads unless you agree, and you can change your
            mind at any time from &ldquo;Your Privacy Choices&rdquo; at the foot of every page.
            {gpc && settings.advertising ? ' Your browser sends Global Privacy Control, so advertising stays off.' : ''}{' '}
            <Link to="/cookie-policy">Cookie Policy</Link>
          </p>
        </div>
        <div className="consent-banner__actions">
          <button type="button" className="button button--secondary consent-banner__button" onClick={() => consentGiven({ analytics: false, advertising: false })}>
            Reject all
          </button>
          <button type="button" className="button button--secondary consent-banner__button" onClick={() => consentGiven({ analytics: true, advertising: true })}>
            Accept all
          </button>
          <button type="button" className="button button--ghost consent-banner__button" onClick={choicesOpened}>
            Choices
          </button>
        </div>
      </div>
    </section>
  );
}
