import { List, Text } from '@mantine/core';
import type { PlaceReason } from './final-rows';
import { placeText } from './place-text';

/** "Why this place": each couple's place with the skating library's plain sentence. */
export function PlaceReasons({
  reasons,
  label = 'Why each place',
}: {
  reasons: readonly PlaceReason[];
  /** The list's name, when not the results page's. */
  label?: string;
}) {
  const places = reasons.map((reason) => reason.place);
  return (
    <List spacing="sm" listStyleType="none" withPadding={false} aria-label={label}>
      {reasons.map((reason) => (
        <List.Item key={reason.number}>
          <Text fw={700} span>
            {placeText(reason.place, places)}: {reason.number} {reason.names}.
          </Text>{' '}
          <Text span>{reason.sentence}</Text>
        </List.Item>
      ))}
    </List>
  );
}
