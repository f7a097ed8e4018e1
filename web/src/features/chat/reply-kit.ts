// The chat's code for replies, fetched on demand (see load-reply-kit.ts): the streaming client,
// the store's reply actions, the email option cards with their tools, and the keyboard shortcuts'
// list and copy shortcut.
export { stopReply } from './api/stop-reply.ts';
export { generate, refineOption, regenerateReply } from './store/reply-actions.ts';
export { EmailOptionCard } from './components/email-option-card.tsx';
export { RegenerateButton } from './components/regenerate-button.tsx';
export { ShortcutsPanel } from './components/shortcuts-panel.tsx';
export { copyShortcutOption } from './shortcut-copy.ts';
