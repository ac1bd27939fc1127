import { Container, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The path of the address this document was loaded from (not where the app has moved since). */
function documentPath(): string | undefined {
  const [entry] = performance.getEntriesByType('navigation');
  return entry ? new URL(entry.name).pathname : undefined;
}

/**
 * A route the server draws as HTML (ADR 044: the public pages): reached by a
 * link inside the app, the browser loads it from the server. Only when the
 * server answered this very address with the app (a build without the
 * pages' renderer, or the Vite dev server) does it say so instead of
 * reloading for ever; offline (a judge tablet's cached app answered) it
 * says the page opens once the server can be reached.
 */
export function ServerDrawnPage() {
  const { pathname } = useLocation();
  const answeredWithApp = documentPath() === pathname;
  useEffect(() => {
    if (!answeredWithApp) {
      window.location.reload();
    }
  }, [answeredWithApp, pathname]);
  if (!answeredWithApp) {
    return null;
  }
  return (
    <Container size="lg" py="xl">
      <Title order={1}>This page comes from the server</Title>
      <Text mt="md">
        {navigator.onLine
          ? 'This server has no renderer for its public pages: build the web app with `npm run build` and start the server again.'
          : 'You are offline: this page opens once the server can be reached again.'}
      </Text>
    </Container>
  );
}
