import type { GetInputPropsReturnType } from '@mantine/form';

// Off-screen rather than display:none: some robots skip fields that are not displayed.
const offScreen: React.CSSProperties = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
};

/**
 * The honeypot (issue 13 abuse rules): a field people never see or reach,
 * hidden from screen readers and out of the tab order, that form-filling
 * robots fill in. The server answers a filled one as if it stored it and
 * stores nothing.
 */
export function HoneypotField({ inputProps }: { inputProps: GetInputPropsReturnType }) {
  return (
    <div style={offScreen} aria-hidden="true">
      <label>
        Website (leave this empty)
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={inputProps.value as string}
          onChange={inputProps.onChange as React.ChangeEventHandler<HTMLInputElement>}
        />
      </label>
    </div>
  );
}
