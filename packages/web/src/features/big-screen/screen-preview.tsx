import { Box, Stack, Text, Title } from '@mantine/core';
import type { ScreenContent } from './use-screen-content';
import { BigScreenView } from './big-screen-view';

/**
 * The big screen in small: the same component drawn from the same content,
 * sized in container units, so what is seen here is what the hall sees.
 */
export function ScreenPreview({ shown, sentence }: { shown: ScreenContent; sentence: string }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="preview-heading">
      <Title order={2} id="preview-heading">
        Showing now
      </Title>
      <Text aria-live="polite" data-testid="showing-now">
        {sentence}
      </Text>
      <Box maw={640} role="region" aria-label="Preview of the big screen">
        <BigScreenView
          content={shown.content}
          colors={shown.colors}
          level={3}
          withDay={shown.withDay}
        />
      </Box>
    </Stack>
  );
}
