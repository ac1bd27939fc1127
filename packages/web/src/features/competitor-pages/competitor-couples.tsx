import { Text, Title } from '@mantine/core';
import { CompetitorLink } from '../../widgets/competitor-link';
import type { Couple } from './competitor-day';
import classes from './competitor-page.module.css';

/** The dancer's couples: each partner, the number the couple wears and the events they dance. */
export function CompetitorCouples({
  couples,
  slug,
}: {
  couples: readonly Couple[];
  slug: string | undefined;
}) {
  if (couples.length === 0) {
    return null;
  }
  return (
    <section aria-labelledby="competitor-couples">
      <Title order={2} id="competitor-couples" mb="xs">
        {couples.length === 1 ? 'Couple' : 'Couples'}
      </Title>
      <ul className={classes.couples}>
        {couples.map((couple) => (
          <li key={`${couple.number}-${couple.partner.name}`}>
            <Text fw={700}>
              Number {couple.number} · {couple.role === 'lead' ? 'leading' : 'following'}{' '}
              <CompetitorLink id={couple.partner.id} name={couple.partner.name} slug={slug} />
            </Text>
            <Text size="sm" c="gray.8">
              {couple.events.join(', ')}
            </Text>
          </li>
        ))}
      </ul>
    </section>
  );
}
