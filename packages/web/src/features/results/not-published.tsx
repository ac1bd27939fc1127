import { Text } from '@mantine/core';

/** What the public results pages say while resultsPageShown is off. */
export function NotPublished() {
  return (
    <Text size="lg" role="status">
      Results are not published yet. Please check back later.
    </Text>
  );
}
