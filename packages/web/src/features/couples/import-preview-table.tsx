import { Badge, Table, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { PreviewRow } from './preview-rows';

/**
 * Every line of the file with OK or the reason it cannot be taken. A file
 * may hold 1,500 lines, so only the rows in view are rendered; the table
 * keeps its header and says how many rows it has.
 */
export function ImportPreviewTable({ rows }: { rows: readonly PreviewRow[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  // TanStack Virtual keeps its own mutable state; this component does not memoise around it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 41,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <div ref={scroller} style={{ maxHeight: '60vh', overflow: 'auto' }}>
      <Table
        aria-label="Import preview"
        aria-rowcount={rows.length + 1}
        stickyHeader
        striped
        miw={760}
      >
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            <Table.Th>Line</Table.Th>
            <Table.Th>Lead</Table.Th>
            <Table.Th>Follow</Table.Th>
            <Table.Th>School</Table.Th>
            <Table.Th>Events</Table.Th>
            <Table.Th>Number</Table.Th>
            <Table.Th>Result</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {before > 0 && (
            <tr aria-hidden>
              <td colSpan={7} style={{ height: before, padding: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index]!;
            return (
              <Table.Tr
                key={row.line}
                data-index={item.index}
                ref={virtualizer.measureElement}
                aria-rowindex={item.index + 2}
              >
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>{row.lead}</Table.Td>
                <Table.Td>{row.follow}</Table.Td>
                <Table.Td>{row.school}</Table.Td>
                <Table.Td>{row.events}</Table.Td>
                <Table.Td>{row.number}</Table.Td>
                <Table.Td>
                  {row.problem === undefined ? (
                    <Badge color="green" variant="light">
                      OK
                    </Badge>
                  ) : (
                    <Text size="sm" c="red.8">
                      {row.problem}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
          {after > 0 && (
            <tr aria-hidden>
              <td colSpan={7} style={{ height: after, padding: 0 }} />
            </tr>
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}
