import { roundStates, type RoundState } from '@floorcraft/domain';
import { useState } from 'react';
import classes from './schedule-table.module.css';

/**
 * Spec §4's six states as words ("Running"): the codes are the exports' and the API's, and
 * a code beside each word made the control too wide for a 1280 px laptop (issue 25 item 12).
 */
const options = Object.entries(roundStates).map(([name, code]) => (
  <option key={code} value={code}>
    {name}
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
