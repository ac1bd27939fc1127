import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SetupSectionProps {
  /** The heading's id, so the section (and a form in it) can be named by it. */
  id: string;
  title: string;
  /** Shown under the heading when the member may look but not change. */
  readOnlyNote?: string | false;
  children: ReactNode;
}

/** One part of the setup screen: a headed panel. */
export function SetupSection({ id, title, readOnlyNote, children }: SetupSectionProps) {
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {readOnlyNote && (
          <Text size="sm" c="gray.7">
            {readOnlyNote}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
