import { Anchor, Card, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '../../widgets/page';
import { hrefFor } from '../../config/paths';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { printKinds } from './kinds';
import { OpenDataLinks } from './open-data-links';

/**
 * /print-sheets: what to print. Each kind opens its own page, where the
 * rounds (for the kinds that print rounds) and the paper are chosen and the
 * sheets previewed as they print.
 */
export function Component() {
  const slug = useCompetitionSlug();
  return (
    <Page title="Print sheets">
      <Anchor component={Link} to={hrefFor('adminDashboard', slug)}>
        ← Back to the admin area
      </Anchor>
      <Text>
        Paper copies for the day: choose what to print, then the rounds and the paper size. The
        preview is what prints.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {printKinds.map((kind) => (
          <Card key={kind.id} withBorder padding="lg" radius="md">
            <Anchor
              component={Link}
              to={hrefFor('printSheetKind', slug, { kind: kind.id })}
              fw={700}
              size="lg"
            >
              {kind.title}
            </Anchor>
            {kind.description && (
              <Text size="sm" mt="xs">
                {kind.description}
              </Text>
            )}
            {kind.usesRounds && (
              <Text size="sm" c="gray.7" mt="xs">
                For one round, a session or a whole day.
              </Text>
            )}
          </Card>
        ))}
      </SimpleGrid>
      <OpenDataLinks />
    </Page>
  );
}
