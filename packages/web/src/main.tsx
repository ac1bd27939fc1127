import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './app/router';
import { cssVariablesResolver, theme } from './app/theme';
import { pageCompetitionIndex } from './lib/api/competitions';
import { sessionStore } from './lib/session/session-store';

// What the first screen waits for, asked while its code still loads rather than after (issue 25
// item 9): who is signed in (the admin area's guard, the top bar), and on a root route which
// competition it serves. A failure here is met again, and shown, by the screen that reads it.
sessionStore.load().catch(() => undefined);
if (!window.location.pathname.startsWith('/c/')) {
  pageCompetitionIndex().catch(() => undefined);
}

const root = document.getElementById('root');
if (!root) {
  throw new Error('index.html has no #root element');
}

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <RouterProvider router={createRouter()} />
    </MantineProvider>
  </StrictMode>,
);
