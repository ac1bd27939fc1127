import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CardDraft } from './card-model';

interface RecallGridProps {
  heats: number[][];
  draft: CardDraft;
  disabled: boolean;
  onToggle: (couple: number) => void;
}

/**
 * A preliminary card: every couple as a large toggle button, heat by heat as
 * the floor dances them. A pressed button is a recalled couple.
 */
export function RecallGrid({ heats, draft, disabled, onToggle }: RecallGridProps) {
  const marked = new Set(draft.kind === 'recall' ? draft.marked : []);
  return (
    <Stack gap="md">
      {heats.map((heat, index) => (
        <section key={index} aria-label={heats.length > 1 ? `Heat ${index + 1}` : 'Couples'}>
          {heats.length > 1 && (
            <Text fz="lg" fw={700} mb={6}>
              Heat {index + 1}
            </Text>
          )}
          <SimpleGrid cols={{ base: 3, xs: 4, sm: 6 }} spacing="sm">
            {heat.map((couple) => {
              const pressed = marked.has(couple);
              return (
                <Button
                  key={couple}
                  aria-pressed={pressed}
                  aria-label={`Couple ${couple}`}
                  disabled={disabled}
                  onClick={() => onToggle(couple)}
                  variant={pressed ? 'filled' : 'default'}
                  color={pressed ? 'blue.9' : undefined}
                  h={72}
                  fz={30}
                  fw={800}
                  styles={{ root: { borderWidth: 2 } }}
                >
                  {couple}
                </Button>
              );
            })}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}
