import type { FloorContent } from '@floorcraft/domain';
import { Heading, type HeadingLevel } from './heading';
import { NumberGrid } from './number-grid';
import { floorLine } from './screen-words';
import classes from './big-screen.module.css';

/** The floor now: the event, round, dance and heat, and the numbers of the couples dancing. */
export function FloorSlide({ content, level }: { content: FloorContent; level: HeadingLevel }) {
  if (content.item) {
    return (
      <>
        <p className={classes.kicker}>Now</p>
        <Heading level={level} className={classes.title}>
          {content.eventName}
        </Heading>
      </>
    );
  }
  return (
    <>
      <p className={classes.kicker}>On the floor now</p>
      <Heading level={level} className={classes.title}>
        {content.eventName}
      </Heading>
      <p className={classes.subtitle}>{floorLine(content)}</p>
      <NumberGrid numbers={content.numbers} label="Couples on the floor" />
    </>
  );
}
