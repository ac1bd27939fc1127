import { roundStates, type RoundState } from '@floorcraft/domain';
import { useState } from 'react';
import classes from './schedule-table.module.css';

/** Spec §4's six states with their codes, e.g. "Running (2)". */
const options = Object.entries(roundStates).map(([name, code]) => (
  <option key={code} value={code}>
    {name} ({code})
  </option>
));

interface StateCellProps {
  label: string;
  roundState: RoundState;
  onChange: (roundState: RoundState) => Promise<boolean>;
}

/**
 * A round's state, written directly (spec §4: any state may be set). A
 * native select: light enough for 700 rows and keyboard usable as is. The
 * choice shows at once and gives way to the live state when the server answers.
 */
export function StateCell({ label, roundState, onChange }: StateCellProps) {
  const [pending, setPending] = useState<RoundState>();
  return (
    <select
      className={`${classes.control} ${classes.select}`}
      aria-label={`State of ${label}`}
      value={pending ?? roundState}
      onChange={(event) => {
        const next = Number(event.currentTarget.value) as RoundState;
        setPending(next);
        void onChange(next).finally(() => setPending(undefined));
      }}
    >
      {options}
    </select>
  );
}
