import { Anchor, Group, Stack, Table, Text, Title } from '@mantine/core';
import { competitionApi } from '../../lib/api/api-client';
import { useResolvedSlug } from '../../lib/realtime/use-competition';

/** The exports beside paper (docs/export.md): what each holds, in JSON and CSV. */
const EXPORTS = [
  { name: 'programme', title: 'Programme', holds: 'the schedule with planned times, by day' },
  { name: 'heats', title: 'Heat lists', holds: "each round's heats with numbers and names" },
  { name: 'results', title: 'Results', holds: 'posted rounds only, with every judge’s marks' },
] as const;

/**
 * The same content as data, for organizers' and federations' own tools: the
 * open-data exports, under the same access rules as the views (a spectator
 * gets the same posted results this screen links to).
 */
export function OpenDataLinks() {
  const slug = useResolvedSlug();
  if (!slug) {
    return null;
  }
  const base = `${competitionApi(slug)}/export`;
  return (
    <Stack gap="xs" component="section" aria-labelledby="open-data-heading">
      <Title order={2} size="h4" id="open-data-heading">
        Open data
      </Title>
      <Text size="sm">
        The same content as data, with a published JSON Schema: anyone may download the programme,
        the heat lists and the posted results.
      </Text>
      <Table>
        <Table.Tbody>
          {EXPORTS.map((item) => (
            <Table.Tr key={item.name}>
              <Table.Th scope="row">{item.title}</Table.Th>
              <Table.Td>{item.holds}</Table.Td>
              <Table.Td>
                <Group gap="sm">
                  <Anchor href={`${base}/${item.name}.json`} aria-label={`${item.title} as JSON`}>
                    JSON
                  </Anchor>
                  <Anchor href={`${base}/${item.name}.csv`} aria-label={`${item.title} as CSV`}>
                    CSV
                  </Anchor>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
