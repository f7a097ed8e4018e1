import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/app.tsx';
import { preloadRoutes, routes } from './app/routes.tsx';
import './styles/global.css';

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
  if (container.hasChildNodes()) {
    await preloadRoutes(window.location.pathname);
    hydrateRoot(container, <App router={createBrowserRouter(routes)} />);
  } else {
    createRoot(container).render(<App router={createBrowserRouter(routes)} />);
  }
}

void start();
