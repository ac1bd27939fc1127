import type { LevelGroup, SeekerRow, StyleGroup } from '@floorcraft/domain';
import { PlainCompetitorLink } from '../../widgets/plain-competitor-link';

const wants = (row: SeekerRow) =>
  row.role === 'lead' ? 'leads, looking for a follow' : 'follows, looking for a lead';

/** The id of a level's heading, for its section's name (the same on the server and in hydration). */
const headingId = (style: string, level: string) =>
  `tba-${style}-${level}`.toLowerCase().replace(/[^a-z0-9-]+/g, '-');

function LevelSection({
  style,
  group,
  slug,
}: {
  style: string;
  group: LevelGroup;
  slug: string | undefined;
}) {
  const id = headingId(style, group.level);
  return (
    <section aria-labelledby={id}>
      <h3 className="fc-h4" id={id}>
        {group.level === 'Other' ? `${style}, other levels` : `${group.level} ${style}`}
      </h3>
      <ul className="fc-lines">
        {group.rows.map((row) => (
          <li key={row.seekingId} className="fc-line">
            <span className="fc-strong">
              <PlainCompetitorLink id={row.competitorId} name={row.name} slug={slug} />
            </span>
            <div className="fc-muted fc-small">
              {row.eventName} · {wants(row)} · {row.school}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Dancers looking for a partner, by style (h2) and level (h3), each linking
 * to their page. A short list (only those without a partner): drawn whole.
 */
export function TbaList({
  groups,
  slug,
}: {
  groups: readonly StyleGroup[];
  slug: string | undefined;
}) {
  return (
    <div className="fc-events">
      {groups.map((group) => (
        <section key={group.style} aria-label={group.style} className="fc-tba-style">
          <h2>{group.style}</h2>
          {group.levels.map((level) => (
            <LevelSection key={level.level} style={group.style} group={level} slug={slug} />
          ))}
        </section>
      ))}
    </div>
  );
}
