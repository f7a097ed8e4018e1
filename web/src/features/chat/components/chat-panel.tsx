import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toastKit } from '../../../components/toast/toast-kit.ts';
import { preloadOnFirstInteraction } from '../../../lib/lazy-module.ts';
import { useTemplates } from '../api/get-templates.ts';
import { useChatActions, useMessageKeys, useSessionId } from '../store/use-chat-store.ts';
import { ChatInput } from './chat-input.tsx';
import { useCopyShortcut } from './keyboard-shortcuts.tsx';
import { MessageList } from './message-list.tsx';
import { PromptIdeas } from './prompt-ideas.tsx';
import { ReplyAnnouncer } from './reply-announcer.tsx';
import { TemplateList } from './template-list.tsx';

/** `/?template=ID` chooses that template once the list has loaded, once. */
function useTemplateDeepLink(): void {
  const [params] = useSearchParams();
  const sessionId = useSessionId();
  const templates = useTemplates(sessionId);
  const { templateChosen } = useChatActions();
  const applied = useRef(false);
  const wanted = params.get('template');

  useEffect(() => {
    if (applied.current || !wanted || templates.status !== 'success') return;
    applied.current = true;
    const template = templates.data.find((candidate) => candidate.id === wanted);
    if (template) templateChosen(template);
  }, [wanted, templates, templateChosen]);
}

export function ChatPanel() {
  const { stopRequested, newChatRequested } = useChatActions();
  // Nothing to start over from while the chat holds only its welcome.
  const started = useMessageKeys().length > 1;
  const conversation = useRef<HTMLDivElement>(null);
  useTemplateDeepLink();
  useCopyShortcut();
  // The chat's actions answer with toasts (a prompt chosen, an option copied): their code comes
  // after the visitor's first interaction, before the first toast is due.
  useEffect(() => preloadOnFirstInteraction(toastKit), []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') void stopRequested();
  }

  // The conversation and its input come first, on the page and in Tab order; the templates and
  // prompt ideas that fill the input follow (beside it on a wide screen, below it on a narrow one).
  return (
    <section className="chat-panel" aria-label="Chat" onKeyDown={onKeyDown}>
      <div ref={conversation} className="card chat-panel__conversation">
        <div className="chat-panel__toolbar">
          <button type="button" className="button button--secondary button--small" disabled={!started} onClick={() => void newChatRequested()}>
            New chat
          </button>
        </div>
        <MessageList frame={conversation} />
        <ChatInput />
        <ReplyAnnouncer />
      </div>
      <div className="chat-panel__side">
        <TemplateList />
        <PromptIdeas />
      </div>
    </section>
  );
}
