import { Alert, Container, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useCompetitionError } from '../lib/realtime/use-competition';
import { useCompetitionFrame } from '../lib/realtime/use-competition-frame';

interface PageProps {
  title: string;
  /** Shown as the h1 when it differs from the tab title (the home page shows the competition name). */
  heading?: ReactNode;
  children?: ReactNode;
}

/** A screen's frame: one h1, the tab title, and a readable measure. */
export function Page({ title, heading, children }: PageProps) {
  const competition = useCompetitionFrame();
  useDocumentTitle(title, competition?.metadata.fullName);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{heading ?? title}</Title>
        {children}
      </Stack>
    </Container>
  );
}

/** Shown in place of content that needs the competition while it loads, or why it cannot. */
export function CompetitionPending() {
  const error = useCompetitionError();
  if (error) {
    return <Text c="red.8">{error}</Text>;
  }
  return (
    <Text c="gray.7" role="status">
      <Loader size="xs" mr="xs" />
      Loading the competition…
    </Text>
  );
}

/**
 * Above a signed-in screen's content: why its view was refused, or that the
 * competition is still loading; nothing once the view is there.
 */
export function ViewPending({ loaded, refused }: { loaded: boolean; refused: string | undefined }) {
  if (refused) {
    return (
      <Alert color="red" role="alert">
        {refused}
      </Alert>
    );
  }
  return loaded ? null : <CompetitionPending />;
}
