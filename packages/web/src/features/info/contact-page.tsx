import { List, Text } from '@mantine/core';
import { CompetitionPending, Page } from '../../widgets/page';
import { useCompetition } from '../../lib/realtime/use-competition';
import { PageText } from '../../components/page-text';

/** Who organizes the competition. Contact details stay private until a contact form exists. */
export function Component() {
  const competition = useCompetition();
  const metadata = competition?.metadata;
  const text = competition?.pages.contact;
  const organizers = Object.values(metadata?.organizers ?? {});
  return (
    <Page title="Contact">
      {!metadata && <CompetitionPending />}
      <PageText text={text} />
      {metadata && organizers.length === 0 && !text?.trim() && (
        <Text>The organizers will be listed here soon.</Text>
      )}
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
