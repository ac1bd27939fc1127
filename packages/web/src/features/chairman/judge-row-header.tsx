import type { PanelJudge } from '@floorcraft/domain';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A judge's row header in the chairman's tables: the letter in bold, then the name. */
export function JudgeRowHeader({ judge, children }: { judge: PanelJudge; children?: ReactNode }) {
  return (
    <Table.Th scope="row">
      <Text fw={700} span>
        {judge.letter}
      </Text>{' '}
      {judge.name}
      {children}
    </Table.Th>
  );
}
