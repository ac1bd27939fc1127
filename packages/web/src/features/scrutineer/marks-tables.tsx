import type { DanceEvent, Round } from '@floorcraft/domain';
import { Stack, Text, Title } from '@mantine/core';
import {
  CardsTableView,
  ResultTablesForStaff,
  coupleNames,
  type CardsTable,
} from '../../widgets/result-tables';

interface MarksTablesProps {
  dances: CardsTable[];
  final: boolean;
  event: DanceEvent;
  round: Round;
  /** "the Semi-Final of Adult Latin": names each table. */
  title: string;
}

/** Every judge's card per dance, in the shared result tables' frame. */
export function MarksTables({ dances, final, event, round, title }: MarksTablesProps) {
  const names = coupleNames(event, round);
  return (
    <ResultTablesForStaff>
      <Stack gap="lg">
        <Text size="sm" c="gray.8">
          {final
            ? 'Each judge’s place for each couple.'
            : 'An X where a judge recalled the couple; the last column counts them.'}{' '}
          A judge marked “waiting” has not sent this card yet.
        </Text>
        {dances.map((table) => (
          <Stack key={table.dance} gap={4}>
            <Title order={3} size="h4">
              {table.dance}
            </Title>
            <CardsTableView
              table={table}
              names={names}
              caption={`Marks of ${title}, ${table.dance}`}
            />
          </Stack>
        ))}
      </Stack>
    </ResultTablesForStaff>
  );
}
