import { Menu } from '@mantine/core';
import { useState } from 'react';
import classes from './schedule-table.module.css';

interface EventMenuProps {
  eventName: string;
  roundCount: number;
  onGenerate?: (() => void) | undefined;
  onClear?: (() => void) | undefined;
}

/** Mantine's default: a click or touch outside an open menu closes it. */
const CLOSE_ON = ['mousedown', 'touchstart'];

/** An event's own actions, on the row of its first round: generate its rounds again, or clear them. */
export function EventMenu({ eventName, roundCount, onGenerate, onClear }: EventMenuProps) {
  const [opened, setOpened] = useState(false);
  return (
    <Menu
      position="bottom-start"
      opened={opened}
      onChange={setOpened}
      // A closed menu listens to nothing: with 300 events, 300 document listeners made
      // every click on the schedule slow.
      clickOutsideEvents={opened ? CLOSE_ON : []}
    >
      <Menu.Target>
        <button
          type="button"
          className={`${classes.control} ${classes.button} ${classes.icon}`}
          aria-label={`Rounds of ${eventName}`}
        >
          <span aria-hidden="true">⋯</span>
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{roundCount === 1 ? '1 round' : `${roundCount} rounds`}</Menu.Label>
        {onGenerate && <Menu.Item onClick={onGenerate}>Generate rounds for {eventName}</Menu.Item>}
        {onClear && (
          <Menu.Item color="red" c="red.9" onClick={onClear}>
            Clear rounds of {eventName}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
