// Consent for the operator's optional analytics and advertising, and the visitor's privacy choices.
export { ConsentManager } from './consent-manager.tsx';
export { PrivacyChoicesLink } from './privacy-choices-link.tsx';
