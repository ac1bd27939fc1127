import { ActionIcon, Menu } from '@mantine/core';

interface EventMenuProps {
  eventName: string;
  roundCount: number;
  onGenerate?: (() => void) | undefined;
  onClear?: (() => void) | undefined;
}

/** An event's own actions, on the row of its first round: generate its rounds again, or clear them. */
export function EventMenu({ eventName, roundCount, onGenerate, onClear }: EventMenuProps) {
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" size="sm" aria-label={`Rounds of ${eventName}`}>
          <span aria-hidden="true">⋯</span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{roundCount === 1 ? '1 round' : `${roundCount} rounds`}</Menu.Label>
        {onGenerate && (
          <Menu.Item onClick={onGenerate}>Generate rounds for {eventName}</Menu.Item>
        )}
        {onClear && (
          <Menu.Item color="red" onClick={onClear}>
            Clear rounds of {eventName}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
