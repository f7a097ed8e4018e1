import { openPrivacyChoices } from './use-consent-store.ts';

/**
 * The footer's "Your Privacy Choices" link (California's opt-out link). Without scripts it leads to
 * the cookie policy's section on choices; with them it opens the choices dialog.
 */
export function PrivacyChoicesLink() {
  return (
    <a
      href="/cookie-policy#your-privacy-choices"
      onClick={(event) => {
        event.preventDefault();
        openPrivacyChoices();
      }}
    >
      Your Privacy Choices
    </a>
  );
}
