import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

/** Badge colours with text dark enough for WCAG AA on their light background. */
const tones = {
  good: { color: 'green', c: 'green.9' },
  waiting: { color: 'gray', c: 'gray.8' },
  warning: { color: 'yellow', c: 'dark.7' },
  alert: { color: 'red', c: 'red.9' },
  info: { color: 'indigo', c: 'indigo.9' },
} as const;

export type Tone = keyof typeof tones;

/** A small status label; its words carry the meaning, the colour only repeats it. */
export function ToneBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    // The label never shrinks to an ellipsis in a narrow table column.
    <Badge
      variant="light"
      tt="none"
      size="md"
      styles={{ label: { overflow: 'visible' } }}
      {...tones[tone]}
    >
      {children}
    </Badge>
  );
}
