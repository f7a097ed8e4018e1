import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { site } from 'virtual:site';
import { Spinner } from '../../../components/spinner.tsx';
import { useCreateChat } from '../api/create-chat.ts';
import { loadConversation } from '../store/persist.ts';
import { useChatActions, useSessionId } from '../store/use-chat-store.ts';
import { ChatPanel } from './chat-panel.tsx';
import { Hero } from './hero.tsx';

/** `/?prompt=...` fills the input on load, once. */
function usePromptDeepLink(): void {
  const [params] = useSearchParams();
  const { promptChosen } = useChatActions();
  const applied = useRef(false);
  const prompt = params.get('prompt');

  useEffect(() => {
    if (applied.current || !prompt) return;
    applied.current = true;
    promptChosen(prompt);
  }, [prompt, promptChosen]);
}

/** A reload brings back the conversation kept in the tab, with its session: no new one is opened. */
function useRestoredConversation(): string | null {
  const [saved] = useState(loadConversation);
  const { conversationRestored } = useChatActions();
  useEffect(() => {
    if (saved) conversationRestored(saved);
  }, [saved, conversationRestored]);
  return saved?.sessionId ?? null;
}

export function HomePage() {
  const sessionId = useSessionId();
  const { sessionStarted } = useChatActions();
  const restoredId = useRestoredConversation();
  const { notice } = useCreateChat(sessionId ?? restoredId, sessionStarted);
  usePromptDeepLink();

  return (
    <>
      <title>{site.name}</title>
      <meta name="description" content={site.tagline} />
      {sessionId ? (
        <div className="home">
          <Hero />
          <ChatPanel />
        </div>
      ) : (
        <div className="home home--starting">
          <h1 className="visually-hidden">{site.name}</h1>
          <Spinner label="Starting your AI email specialist..." />
          {notice ? (
            <p className="home__notice" role="status">
              {notice}
            </p>
          ) : null}
        </div>
      )}
    </>
  );
}
