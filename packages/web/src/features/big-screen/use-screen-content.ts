import {
  bigScreenContent,
  competitionTimeZone,
  type BigScreenContent,
  type PublicView,
} from '@floorcraft/domain';
import { useMemo } from 'react';
import { useEstimateClock } from '../../hooks/use-schedule-estimate';
import { spansDays } from '../../lib/planned-time';
import { colorsOn, type ScreenColors } from '../../lib/readable-color';

export interface ScreenContent {
  content: BigScreenContent;
  colors: ScreenColors;
  withDay: boolean;
}

/**
 * What the big screen shows now, from the public view and the clock (read
 * each minute: the expected times move, and auto mode lets a result go after
 * a few minutes). The screen and the controller's preview both call this.
 */
export function useScreenContent(view: PublicView | undefined): ScreenContent | undefined {
  const clock = useEstimateClock(competitionTimeZone(view?.metadata ?? {}));
  return useMemo(() => {
    if (!view) {
      return undefined;
    }
    const content = bigScreenContent(view, clock);
    const planned = content.kind === 'upcoming' ? content.rounds.map((round) => round.planned) : [];
    return {
      content,
      colors: colorsOn(view.metadata.primaryColor),
      withDay: spansDays(view.metadata, planned),
    };
  }, [view, clock]);
}
