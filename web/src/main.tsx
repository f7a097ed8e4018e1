import { mountApp } from './app/mount-app.tsx';
import './styles/global.css';
// With the site's styles, though the code it styles comes on demand: a stylesheet added to the page
// later makes the browser restyle the whole page, in the middle of the first reply.
import './features/chat/components/draft-tools.css';

async function startMocking(): Promise<void> {
  // Only `vite --mode mock` ships msw; the production build drops this branch and its chunk.
  if (import.meta.env.MODE !== 'mock') return;
  const { startMockWorker } = await import('./mocks/browser.ts');
  await startMockWorker();
}

async function start(): Promise<void> {
  await startMocking();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  await mountApp(container);
}

void start();
