import { Avatar, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { CompetitionPending, Page } from '../../widgets/page';
import { useCompetition } from '../../lib/realtime/use-competition';
import { PageText } from '../../components/page-text';

/** About the competition: the organizers' text, then its officials with roles, photos and bios. */
export function Component() {
  const competition = useCompetition();
  const metadata = competition?.metadata;
  const officials = Object.values(metadata?.officials ?? {});
  return (
    <Page title="About">
      {!metadata && <CompetitionPending />}
      {metadata?.tagline && <Text size="lg">{metadata.tagline}</Text>}
      <PageText text={competition?.pages.about} />
      {officials.length > 0 && (
        <>
          <Title order={2}>Officials</Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {officials.map((official) => (
              <Paper key={official.key} withBorder p="md" radius="md">
                <Group gap="md" wrap="nowrap" align="flex-start">
                  {official.photoURL && (
                    <Avatar src={official.photoURL} alt={official.name} size="lg" radius="xl" />
                  )}
                  <div>
                    <Text fw={600}>{official.name}</Text>
                    <Text size="sm" c="gray.7">
                      {official.role}
                    </Text>
                  </div>
                </Group>
                {official.bio && <Text mt="xs">{official.bio}</Text>}
              </Paper>
            ))}
          </SimpleGrid>
        </>
      )}
    </Page>
  );
}
