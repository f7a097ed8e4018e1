import type { PrivacySettings } from '@mailmuse/api/contract';
import { create } from 'zustand';
import { loadConsent, saveConsent, servicesOf, type ConsentChoice } from './consent-storage.ts';

interface ConsentState {
  /** Null until read from the page, after hydration. */
  settings: PrivacySettings | null;
  /** Global Privacy Control, from `navigator.globalPrivacyControl` or the `Sec-GPC` header. */
  gpc: boolean;
  /** The visitor's answer for the configured services; null while unasked. */
  choice: ConsentChoice | null;
  choicesOpen: boolean;
  actions: {
    settingsLoaded(settings: PrivacySettings, browserGpc: boolean): void;
    consentGiven(choice: ConsentChoice): void;
    choicesOpened(): void;
    choicesClosed(): void;
  };
}

const useConsentStore = create<ConsentState>()((set, get) => ({
  settings: null,
  gpc: false,
  choice: null,
  choicesOpen: false,
  actions: {
    settingsLoaded(settings, browserGpc) {
      const gpc = browserGpc || settings.gpc;
      const stored = loadConsent(servicesOf(settings));
      // GPC is an opt-out of selling and sharing: it overrides an earlier yes to advertising.
      set({ settings, gpc, choice: stored && { analytics: stored.analytics, advertising: stored.advertising && !gpc } });
    },
    consentGiven(choice) {
      const { settings, gpc } = get();
      if (!settings) return;
      const answer = { analytics: choice.analytics && settings.analytics !== null, advertising: choice.advertising && settings.advertising !== null && !gpc };
      saveConsent(servicesOf(settings), answer);
      set({ choice: answer, choicesOpen: false });
    },
    choicesOpened() {
      set({ choicesOpen: true });
    },
    choicesClosed() {
      set({ choicesOpen: false });
    },
  },
}));

export const useConsentSettings = () => useConsentStore((state) => state.settings);
export const useGpc = () => useConsentStore((state) => state.gpc);
export const useConsentChoice = () => useConsentStore((state) => state.choice);
export const useChoicesOpen = () => useConsentStore((state) => state.choicesOpen);
export const useConsentActions = () => useConsentStore((state) => state.actions);

/** Opens the privacy choices dialog (the footer's "Your Privacy Choices"). */
export const openPrivacyChoices = () => useConsentStore.getState().actions.choicesOpened();

/** Test helper: back to a page that has not loaded its settings. */
export function resetConsentStore(): void {
  useConsentStore.setState({ settings: null, gpc: false, choice: null, choicesOpen: false });
}
