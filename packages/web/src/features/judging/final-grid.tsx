import { Button, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { ordinal, placeOf, type CardDraft } from './card-model';

interface FinalGridProps {
  couples: number[];
  draft: CardDraft;
  disabled: boolean;
  onTap: (couple: number) => void;
  onPick: (couple: number, place: number | undefined) => void;
}

/**
 * A final card: tap couples in placing order (1st, 2nd, …), or pick a place
 * per couple. The places run along the top so the judge sees the order. An
 * 8-couple final keeps its places on one line and its couples on two rows on a
 * 1024×768 tablet, so Submit is in view without scrolling (issue 25 item 12).
 */
export function FinalGrid({ couples, draft, disabled, onTap, onPick }: FinalGridProps) {
  const slots = draft.kind === 'final' ? draft.slots : [];
  const places = slots.map((_, index) => ordinal(index + 1));
  return (
    <Stack gap="md">
      <ol
        aria-label="Places"
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 8,
          padding: 0,
          margin: 0,
          listStyle: 'none',
        }}
      >
        {slots.map((couple, index) => (
          <li key={index}>
            <Text
              component="span"
              fz="lg"
              fw={700}
              px="sm"
              py={4}
              bd="2px solid var(--mantine-color-gray-5)"
              style={{
                borderRadius: 8,
                display: 'inline-block',
                minWidth: 80,
                textAlign: 'center',
              }}
            >
              {places[index]}: {couple ?? '—'}
            </Text>
          </li>
        ))}
      </ol>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
        {couples.map((couple) => {
          const place = placeOf(draft, couple);
          return (
            <Group key={couple} gap="xs" wrap="nowrap">
              <Button
                aria-pressed={place !== undefined}
                aria-label={`Couple ${couple}`}
                disabled={disabled}
                onClick={() => onTap(couple)}
                variant={place !== undefined ? 'filled' : 'default'}
                color={place !== undefined ? 'blue.9' : undefined}
                h={72}
                miw={{ base: 84, sm: 112 }}
                px="xs"
                fz={30}
                fw={800}
                styles={{ root: { borderWidth: 2 } }}
              >
                {couple}
              </Button>
              <NativeSelect
                aria-label={`Place of couple ${couple}`}
                size="lg"
                disabled={disabled}
                value={place === undefined ? '' : String(place)}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  onPick(couple, value === '' ? undefined : Number(value));
                }}
                data={[
                  { value: '', label: '—' },
                  ...places.map((label, index) => ({ value: String(index + 1), label })),
                ]}
                styles={{ input: { minHeight: 56, fontSize: 22 } }}
              />
            </Group>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
