import { competitionTimeZone, formatInZone } from '@floorcraft/domain';
import { List, Text } from '@mantine/core';
import { CompetitionPending, Page } from '../../widgets/page';
import { formatDateRange } from '../../lib/format-dates';
import { useCompetition } from '../../lib/realtime/use-competition';
import { PageText } from '../../components/page-text';

/**
 * Competition details: dates and registration deadlines (ADR 019: early
 * price until the early deadline, normal price until the open deadline,
 * late price until registration closes), then the organizers' own text.
 */
export function Component() {
  const competition = useCompetition();
  const metadata = competition?.metadata;
  const zone = competitionTimeZone(metadata ?? {});
  return (
    <Page title="Details">
      {metadata ? (
        <List spacing="xs">
          <List.Item>
            <Text span fw={600}>
              Dates:
            </Text>{' '}
            {formatDateRange(metadata.startDate, metadata.endDate)}
          </List.Item>
          {metadata.dateRegistrationEarly && (
            <List.Item>
              <Text span fw={600}>
                Early registration ends:
              </Text>{' '}
              {formatInZone(metadata.dateRegistrationEarly, zone)}
            </List.Item>
          )}
          {metadata.dateRegistrationOpen && (
            <List.Item>
              <Text span fw={600}>
                Normal registration ends:
              </Text>{' '}
              {formatInZone(metadata.dateRegistrationOpen, zone)}
            </List.Item>
          )}
          {metadata.dateRegistrationClosed && (
            <List.Item>
              <Text span fw={600}>
                Registration closes:
              </Text>{' '}
              {formatInZone(metadata.dateRegistrationClosed, zone)}
            </List.Item>
          )}
        </List>
      ) : (
        <CompetitionPending />
      )}
      <PageText text={competition?.pages.details} />
    </Page>
  );
}
