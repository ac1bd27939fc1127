import { Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { CompetitorLink } from '../../widgets/competitor-link';
import type { LevelGroup, SeekerRow, StyleGroup } from './tba-groups';
import classes from './tba-list.module.css';

interface TbaListProps {
  groups: readonly StyleGroup[];
  slug: string | undefined;
  /**
   * What to offer beside each dancer: the hook for pairing (the registrar's
   * screen or /updateEntries pass a button); the public list passes nothing.
   */
  action?: (row: SeekerRow) => ReactNode;
}

const wants = (row: SeekerRow) =>
  row.role === 'lead' ? 'leads, looking for a follow' : 'follows, looking for a lead';

function LevelSection({
  style,
  group,
  slug,
  action,
}: { style: string; group: LevelGroup } & Omit<TbaListProps, 'groups'>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {group.level === 'Other' ? `${style}, other levels` : `${group.level} ${style}`}
      </Title>
      <ul className={classes.rows}>
        {group.rows.map((row) => (
          <li key={row.seekingId} className={classes.row}>
            <div>
              <Text fw={700}>
                <CompetitorLink id={row.competitorId} name={row.name} slug={slug} />
              </Text>
              <div className={classes.detail}>
                {row.eventName} · {wants(row)} · {row.school}
              </div>
            </div>
            {action?.(row)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Dancers looking for a partner, by style (h2) and level (h3), each linking to their page. */
export function TbaList({ groups, slug, action }: TbaListProps) {
  return (
    <Stack gap="xl">
      {groups.map((group) => (
        <section key={group.style} aria-label={group.style}>
          <Title order={2} mb="xs">
            {group.style}
          </Title>
          <Stack gap="md">
            {group.levels.map((level) => (
              <LevelSection
                key={level.level}
                style={group.style}
                group={level}
                slug={slug}
                {...(action && { action })}
              />
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
