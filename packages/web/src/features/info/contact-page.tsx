import { List, Text } from '@mantine/core';
import { CompetitionPending, Page } from '../../components/page';
import { useCompetition } from '../../lib/realtime/use-competition';

/** Who organizes the competition. Contact details stay private until a contact form exists. */
export function Component() {
  const metadata = useCompetition()?.metadata;
  const organizers = Object.values(metadata?.organizers ?? {});
  return (
    <Page title="Contact">
      {!metadata && <CompetitionPending />}
      {metadata && organizers.length === 0 && <Text>The organizers will be listed here soon.</Text>}
      {organizers.length > 0 && (
        <List spacing="xs">
          {organizers.map((organizer) => (
            <List.Item key={organizer.key}>
              <Text span fw={600}>
                {organizer.name}
              </Text>
              {organizer.role && `, ${organizer.role}`}
            </List.Item>
          ))}
        </List>
      )}
    </Page>
  );
}
