import type { PrivacySettings } from '@mailmuse/api/contract';
import { useSyncExternalStore } from 'react';
import { advertisingName, analyticsName, readPrivacySettings } from '../../lib/privacy-settings.ts';

/**
 * What this installation actually runs, read from the page the server sent, so the privacy and
 * cookie policies say it for this site, not only in general. Shown after hydration: the
 * prerendered page cannot know the server's configuration.
 */
// The settings never change while the page is open: read once, then always the same object.
let cached: PrivacySettings | null = null;
const read = () => (cached ??= readPrivacySettings());
const noSubscription = () => () => undefined;
// Prerendering and hydration see nothing, so the markup matches; the note appears right after.
const onServer = () => null;

export function ServicesNow() {
  const settings = useSyncExternalStore(noSubscription, read, onServer);
  if (!settings) return null;
  const { analytics, advertising, gpc } = settings;
  let text: string;
  if (!analytics && !advertising) {
    text = 'On this site now: no analytics and no advertising are switched on. No script from another company loads, and the only cookie is the chat’s session cookie, mm_session.';
  } else {
    const services = [analytics && `${analyticsName(analytics)} for analytics`, advertising && `${advertisingName(advertising)} for advertising`].filter(Boolean).join(' and ');
    text = `On this site now: ${services}. Each loads only if you agree, and you can change your answer at any time under Your Privacy Choices at the foot of this page.`;
    if (advertising && gpc) text += ' Your browser sends Global Privacy Control, so advertising stays off for you.';
  }
  return (
    <p className="legal__now" role="note">
      {text}
    </p>
  );
}
