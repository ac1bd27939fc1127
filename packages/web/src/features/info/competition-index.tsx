import {
  Anchor,
  Badge,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import type { HostedCompetition } from '../../lib/api/competitions';
import { formatDateRange } from '../../lib/format-dates';

function CompetitionCard({ competition }: { competition: HostedCompetition }) {
  return (
    <Card withBorder radius="md" padding="lg" component="li">
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Title order={3} size="h4">
            <Anchor component={Link} to={`/c/${competition.slug}`}>
              {competition.fullName}
            </Anchor>
          </Title>
          {competition.archived && (
            <Badge color="gray" variant="light" c="gray.8">
              Archived
            </Badge>
          )}
        </Group>
        <Text fw={600} c="gray.8">
          {formatDateRange(competition.startDate, competition.endDate)}
        </Text>
        {competition.venue && <Text c="gray.7">{competition.venue}</Text>}
      </Stack>
    </Card>
  );
}

function Section({ title, competitions }: { title: string; competitions: HostedCompetition[] }) {
  if (competitions.length === 0) {
    return null;
  }
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {competitions.map((competition) => (
          <CompetitionCard key={competition.slug} competition={competition} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * `/` on a server with several competitions and no default named by the
 * operator (issue 25): current and upcoming ones first, then the past
 * (archived ones among them), each with its dates, venue and link.
 */
export function CompetitionIndex({ competitions }: { competitions: HostedCompetition[] }) {
  useDocumentTitle('Competitions', undefined);
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Title order={1}>Competitions</Title>
        <Section
          title="Current and upcoming"
          competitions={competitions.filter((competition) => !competition.past)}
        />
        <Section
          title="Past"
          competitions={competitions.filter((competition) => competition.past)}
        />
      </Stack>
    </Container>
  );
}
