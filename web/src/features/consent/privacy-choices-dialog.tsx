import type { PrivacySettings } from '@mailmuse/api/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ConsentChoice } from './consent-storage.ts';
import { advertisingName, analyticsName } from '../../lib/privacy-settings.ts';
import { useConsentActions } from './use-consent-store.ts';

interface Props {
  settings: PrivacySettings | null;
  gpc: boolean;
  choice: ConsentChoice | null;
}

/** The choices, per category, reopened from the footer at any time. A modal <dialog>: Escape closes it. */
export function PrivacyChoicesDialog({ settings, gpc, choice }: Props) {
  const { consentGiven, choicesClosed } = useConsentActions();
  const ref = useRef<HTMLDialogElement>(null);
  const [analytics, setAnalytics] = useState(choice?.analytics ?? false);
  const [advertising, setAdvertising] = useState(choice?.advertising ?? false);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    // Back to whatever opened it (the footer link, the banner's Choices) once it closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const configured = settings !== null && (settings.analytics !== null || settings.advertising !== null);
  const save = (answer: ConsentChoice) => consentGiven(answer);

  return (
    <dialog
      ref={ref}
      className="privacy-choices"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        choicesClosed();
      }}
    >
      <h2 id={titleId} className="privacy-choices__title">
        Your Privacy Choices
      </h2>
      {settings === null ? (
        <p>Loading this site&rsquo;s settings&hellip;</p>
      ) : (
        <>
          <p className="privacy-choices__intro">
            {configured
              ? 'Choose what may load besides MailMuse itself. Your answer is kept in this browser only, and nothing optional loads until you choose.'
              : 'This site runs no analytics and no advertising: no other company’s script loads and no cookie is set except the chat’s own session cookie. There is nothing to switch off, and nothing is sold or shared.'}
          </p>
          <ul className="privacy-choices__list">
            <li className="privacy-choices__item">
              <label className="privacy-choices__label">
                <input type="checkbox" checked disabled />
                <span>
                  <strong>Strictly necessary</strong>
                  <span className="privacy-choices__detail">
                    The <code>mm_session</code> cookie links this browser to its chat while you use it. Always on: without it the email
                    generator cannot work.
                  </span>
                </span>
              </label>
            </li>
            {settings.analytics && (
              <li className="privacy-choices__item">
                <label className="privacy-choices__label">
                  <input type="checkbox" checked={analytics} onChange={(event) => setAnalytics(event.target.checked)} />
                  <span>
                    <strong>Analytics: {analyticsName(settings.analytics)}</strong>
                    <span className="privacy-choices__detail">
                      {settings.analytics.provider === 'ga4'
                        ? 'Counts visits and pages with first-party cookies (_ga, _ga_…), without advertising signals.'
                        : 'Counts visits and pages without cookies.'}
                    </span>
                  </span>
                </label>
              </li>
            )}
            {settings.advertising && (
              <li className="privacy-choices__item">
                <label className="privacy-choices__label">
                  <input type="checkbox" checked={advertising && !gpc} disabled={gpc} onChange={(event) => setAdvertising(event.target.checked)} />
                  <span>
                    <strong>Advertising: {advertisingName(settings.advertising)}</strong>
                    <span className="privacy-choices__detail">
                      {gpc
                        ? 'Off: your browser sends Global Privacy Control, which we honor as your request not to sell or share your personal information.'
                        : 'Shows and measures ads with third-party cookies, which may count as selling or sharing under California law. Leaving this off is your “Do Not Sell or Share My Personal Information” choice.'}
                    </span>
                  </span>
                </label>
              </li>
            )}
          </ul>
        </>
      )}
      <p className="privacy-choices__more">
        Details: <Link to="/cookie-policy" onClick={choicesClosed}>Cookie Policy</Link> and{' '}
        <Link to="/privacy-policy" onClick={choicesClosed}>Privacy Policy</Link>.
      </p>
      <div className="privacy-choices__actions">
        {configured ? (
          <>
            <button type="button" className="button button--secondary" onClick={() => save({ analytics: false, advertising: false })}>
              Reject all
            </button>
            <button type="button" className="button button--secondary" onClick={() => save({ analytics: true, advertising: true })}>
              Accept all
            </button>
            <button type="button" className="button button--primary" onClick={() => save({ analytics, advertising })}>
              Save choices
            </button>
          </>
        ) : (
          <button type="button" className="button button--secondary" onClick={choicesClosed}>
            Close
          </button>
        )}
      </div>
    </dialog>
  );
}
