import type { ReactNode } from 'react';

/** The big screen's own heading levels: h1 in the hall, one level down inside the controller's preview. */
export type HeadingLevel = 1 | 3;

/** A heading at the slide's level (`sub`: the level below it). */
export function Heading({
  level,
  sub = false,
  className,
  children,
}: {
  level: HeadingLevel;
  sub?: boolean;
  className: string | undefined;
  children: ReactNode;
}) {
  const Tag = `h${level + (sub ? 1 : 0)}` as 'h1' | 'h2' | 'h3' | 'h4';
  return <Tag className={className}>{children}</Tag>;
}
