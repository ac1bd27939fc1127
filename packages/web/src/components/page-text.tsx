import { Stack, Text } from '@mantine/core';
import { paragraphs } from './paragraphs';

/**
 * A page text written on the setup screen, as paragraphs. Rendered as text
 * (React escapes it), never as HTML, so nothing an organizer types can run
 * in a visitor's browser.
 */
export function PageText({ text }: { text: string | undefined }) {
  const parts = paragraphs(text);
  if (parts.length === 0) {
    return null;
  }
  return (
    <Stack gap="sm" maw={720}>
      {parts.map((part, index) => (
        // Paragraphs have no identity of their own; their order is their key.
        <Text key={index} style={{ whiteSpace: 'pre-line' }}>
          {part}
        </Text>
      ))}
    </Stack>
  );
}
