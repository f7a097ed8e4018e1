import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Site } from '../app/app.tsx';

/** Renders the whole site at `path` with a memory router. */
export function renderRoute(path: string) {
  const user = userEvent.setup();
  return {
    user,
    ...render(
      <StrictMode>
        <MemoryRouter initialEntries={[path]}>
          <Site />
        </MemoryRouter>
      </StrictMode>,
    ),
  };
}
