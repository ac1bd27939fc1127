import type { ReactNode } from 'react';

interface PlainAlertProps {
  /** Red for a refusal, green for done, blue for news, gray for a plain notice. */
  color: 'red' | 'green' | 'blue' | 'gray';
  /** `alert` is heard at once; `status` when the screen reader is free. */
  role: 'alert' | 'status';
  title?: string | undefined;
  children: ReactNode;
}

/** A tinted notice with its title, in the look of Mantine's Alert, for the server-drawn pages. */
export function PlainAlert({ color, role, title, children }: PlainAlertProps) {
  return (
    <div role={role} className={`fc-alert fc-alert-${color}`}>
      {title && <strong className="fc-alert-title">{title}</strong>}
      <div>{children}</div>
    </div>
  );
}
