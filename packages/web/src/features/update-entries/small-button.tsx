import type { ReactNode } from 'react';

interface SmallButtonProps {
  onClick: () => void;
  /** A request is on its way: the button waits (Mantine's `loading`). */
  busy?: boolean;
  /** The page's main action here (Accept), filled; the others are outlined. */
  filled?: boolean;
  /** Its name for a screen reader, where the words alone would not say which row ("Drop"). */
  label?: string;
  disabled?: boolean;
  children: ReactNode;
}

/** The small buttons of a row on /updateEntries (drop, accept, pair), in plain HTML. */
export function SmallButton({
  onClick,
  busy,
  filled,
  label,
  disabled,
  children,
}: SmallButtonProps) {
  return (
    <button
      type="button"
      className={`fc-button fc-button-small${filled ? '' : ' fc-button-default'}`}
      aria-label={label}
      aria-busy={busy || undefined}
      disabled={busy || disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
