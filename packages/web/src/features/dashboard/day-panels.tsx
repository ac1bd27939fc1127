import {
  competitionTimeZone,
  dayEnds,
  dayProgress,
  scheduleEstimate,
  type ScoringView,
  type StaffView,
} from '@floorcraft/domain';
import { SimpleGrid, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useMinuteClock } from '../../hooks/use-minute-clock';
import { CardsPanel } from './cards-panel';
import { CheckInPanel } from './check-in-panel';
import { dayProgressText } from './day-progress-text';
import { DriftPanel } from './drift-panel';
import { checkInSoon, markedRounds, runningRounds } from './floor-summary';
import { MarkedPanel } from './marked-panel';
import { RunningPanel } from './running-panel';
import { TimelineChart } from './timeline-chart';
import { todaysTimeline } from './timeline';
import { venueClock } from './venue-time';

/**
 * The day at a glance from the staff view (or the registrar's or the
 * scoring view, which hold all of it): the competition's name and the day's
 * progress ("14 of 38 rounds posted, 12 min behind"), what is on the floor, the drift and
 * each day's end, rounds waiting to be posted, check-in for the next hour,
 * and today's chart; the cards still to come when `state` is the scoring
 * view. Re-read on every change and on the minute.
 */
export function DayPanels({ state, scoring }: { state: StaffView; scoring?: ScoringView }) {
  const now = useMinuteClock();
  const { events, settings } = state;
  const zone = competitionTimeZone(state.metadata);
  const day = useMemo(() => {
    const clock = venueClock(now, zone);
    // The schedule's own fields only, so a change elsewhere in the view recomputes nothing.
    const schedule = { events, settings };
    const estimate = scheduleEstimate(schedule, clock);
    const based = estimate.basedOn === undefined ? undefined : findRound(events, estimate.basedOn);
    return {
      progress: dayProgressText(dayProgress(schedule, clock)),
      estimate,
      basedOnLabel: based && `${based.eventName} — ${based.roundName}`,
      ends: dayEnds(schedule, estimate),
      running: runningRounds(events, clock),
      marked: markedRounds(events),
      soon: checkInSoon(events, estimate, clock),
      timeline: todaysTimeline(schedule, estimate, clock),
    };
  }, [events, settings, now, zone]);
  return (
    <>
      <section aria-labelledby="dashboard-competition">
        <Title order={2} size="h3" id="dashboard-competition">
          {state.metadata.fullName}
        </Title>
        <Text>{day.progress}</Text>
      </section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <RunningPanel running={day.running} />
        <DriftPanel estimate={day.estimate} basedOnLabel={day.basedOnLabel} ends={day.ends} />
        {scoring && <CardsPanel scoring={scoring} />}
        <MarkedPanel marked={day.marked} />
        <CheckInPanel soon={day.soon} />
      </SimpleGrid>
      {day.timeline && <TimelineChart timeline={day.timeline} />}
    </>
  );
}

/** A round by its id (`{event}-R{n}`), looked up through its event's rounds. */
function findRound(events: StaffView['events'], roundId: string) {
  for (const event of Object.values(events)) {
    for (const round of Object.values(event.rounds)) {
      if (round.roundId === roundId) {
        return round;
      }
    }
  }
  return undefined;
}
