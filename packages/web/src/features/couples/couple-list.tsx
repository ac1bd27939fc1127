import type { Competitor, DanceEvent } from '@floorcraft/domain';
import { Stack, Text, TextInput } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { CoupleCard } from './couple-card';
import { matchesSearch, type CoupleRow } from './couple-rows';
import { EditDancersDialog } from './edit-dancers-dialog';
import { useCoupleActions } from './use-couple-actions';

interface CoupleListProps {
  couples: readonly CoupleRow[];
  events: Record<string, DanceEvent>;
  competitors: Record<string, Competitor>;
  affiliations: readonly string[];
}

/**
 * Every couple, searchable by name, school or number. A large competition
 * has 1,500 couples, so only the cards in view are rendered (virtualised).
 */
export function CoupleList({ couples, events, competitors, affiliations }: CoupleListProps) {
  const [query, setQuery] = useState('');
  // One dialog for the list, opened for one couple at a time.
  const [editing, setEditing] = useState<CoupleRow>();
  // Typing stays quick while 1,500 couples are filtered behind it.
  const search = useDeferredValue(query);
  const shown = useMemo(
    () => couples.filter((couple) => matchesSearch(couple, search)),
    [couples, search],
  );
  const { actionsFor, enterFor, pending, problemOf, mayRenumber, mayEdit } =
    useCoupleActions(couples);
  const scroller = useRef<HTMLDivElement>(null);
  // TanStack Virtual keeps its own mutable state; this component does not memoise around it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 120,
    overscan: 6,
    getItemKey: (index) => shown[index]?.key ?? index,
  });

  return (
    <Stack gap="sm">
      <TextInput
        label="Search couples"
        description="Name, school, event or number"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        maw={420}
      />
      <Text size="sm" c="gray.7" aria-live="polite">
        {shown.length === couples.length
          ? `${couples.length} couples`
          : `${shown.length} of ${couples.length} couples`}
      </Text>
      {couples.length === 0 && (
        <Text c="gray.7">No couples yet: add one, or import a CSV file below.</Text>
      )}
      <div ref={scroller} style={{ maxHeight: '70vh', overflowY: 'auto' }}>
        <div
          role="list"
          aria-label="Couples"
          style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const couple = shown[item.index]!;
            return (
              <div
                key={item.key}
                role="listitem"
                data-index={item.index}
                ref={virtualizer.measureElement}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  transform: `translateY(${item.start}px)`,
                  paddingBottom: 8,
                }}
              >
                <CoupleCard
                  couple={couple}
                  events={events}
                  actions={actionsFor(couple)}
                  pending={pending}
                  mayRenumber={mayRenumber}
                  problem={problemOf(couple)}
                  onEnter={enterFor(couple)}
                  onEdit={mayEdit ? () => setEditing(couple) : undefined}
                />
              </div>
            );
          })}
        </div>
      </div>
      <EditDancersDialog
        couple={editing}
        competitors={competitors}
        affiliations={affiliations}
        onClose={() => setEditing(undefined)}
      />
    </Stack>
  );
}
