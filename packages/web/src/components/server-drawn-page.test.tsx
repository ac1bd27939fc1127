import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerDrawnPage } from './server-drawn-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The document's address as the browser loaded it (its navigation entry). */
function loadedFrom(pathname: string | undefined) {
  const entries = pathname === undefined ? [] : [{ name: `http://localhost${pathname}` }];
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue(entries as PerformanceEntryList);
}

function open(pathname: string) {
  const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={[pathname]}>
        <ServerDrawnPage />
      </MemoryRouter>
    </MantineProvider>,
  );
  return reload;
}

/** The app's route for a page the server draws (ADR 044). */
describe('ServerDrawnPage', () => {
  it('loads the page from the server when the app reached it by a link', () => {
    loadedFrom('/c/spring/entries');
    const reload = open('/c/spring/rules');
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('says the server has no renderer when the server answered this very address with the app', () => {
    loadedFrom('/rules');
    const reload = open('/rules');
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'This page comes from the server',
    );
    expect(screen.getByText(/npm run build/)).toBeDefined();
  });
});
