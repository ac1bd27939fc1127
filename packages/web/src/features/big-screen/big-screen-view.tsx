import type { BigScreenContent } from '@floorcraft/domain';
import type { ScreenColors } from '../../lib/readable-color';
import { FloorSlide } from './floor-slide';
import type { HeadingLevel } from './heading';
import { FinalSlide, RecallsSlide } from './result-slides';
import { UpcomingSlide } from './upcoming-slide';
import { WelcomeSlide } from './welcome-slide';
import classes from './big-screen.module.css';

interface BigScreenViewProps {
  content: BigScreenContent;
  colors: ScreenColors;
  /** h1 on the hall's screen; h3 inside the controller's preview. */
  level: HeadingLevel;
  /** Times name their day: the competition spans days. */
  withDay: boolean;
  /** The whole window (the hall's screen), rather than a 16:9 box (the preview). */
  fullScreen?: boolean;
}

/**
 * What the big screen shows, drawn from the domain's `bigScreenContent`:
 * the hall's screen and the controller's preview render this same component
 * from the same content, so the preview is the screen.
 */
export function BigScreenView({
  content,
  colors,
  level,
  withDay,
  fullScreen = false,
}: BigScreenViewProps) {
  return (
    <div
      className={fullScreen ? `${classes.stage} ${classes.fullScreen}` : classes.stage}
      style={{ background: colors.background, color: colors.text }}
      data-kind={content.kind}
    >
      <Slide content={content} level={level} withDay={withDay} />
    </div>
  );
}

function Slide({
  content,
  level,
  withDay,
}: {
  content: BigScreenContent;
  level: HeadingLevel;
  withDay: boolean;
}) {
  switch (content.kind) {
    case 'floor':
      return <FloorSlide content={content} level={level} />;
    case 'recalls':
      return <RecallsSlide content={content} level={level} />;
    case 'final':
      return <FinalSlide content={content} level={level} />;
    case 'upcoming':
      return <UpcomingSlide content={content} level={level} withDay={withDay} />;
    case 'welcome':
      return <WelcomeSlide content={content} level={level} />;
  }
}
