import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { CompetitionPending, Page } from '../../components/page';
import { useCompetition } from '../../lib/realtime/use-competition';

/** About the competition: its officials, with their roles and short bios. */
export function Component() {
  const metadata = useCompetition()?.metadata;
  const officials = Object.values(metadata?.officials ?? {});
  return (
    <Page title="About">
      {!metadata && <CompetitionPending />}
      {metadata?.tagline && <Text size="lg">{metadata.tagline}</Text>}
      {officials.length > 0 && (
        <>
          <Title order={2}>Officials</Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {officials.map((official) => (
              <Paper key={official.key} withBorder p="md" radius="md">
                <Text fw={600}>{official.name}</Text>
                <Text size="sm" c="gray.7">
                  {official.role}
                </Text>
                {official.bio && <Text mt="xs">{official.bio}</Text>}
              </Paper>
            ))}
          </SimpleGrid>
        </>
      )}
    </Page>
  );
}
