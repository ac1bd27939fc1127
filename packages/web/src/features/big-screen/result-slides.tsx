import type { FinalContent, RecallsContent } from '@floorcraft/domain';
import type { CSSProperties } from 'react';
import { Heading, type HeadingLevel } from './heading';
import { NumberGrid } from './number-grid';
import { placeRowSize } from './screen-layout';
import classes from './big-screen.module.css';

/** A posted round's recall: the numbers going through, ascending. */
export function RecallsSlide({ content, level }: { content: RecallsContent; level: HeadingLevel }) {
  return (
    <>
      <p className={classes.kicker}>
        {content.nextRoundName ? `Recalled to the ${content.nextRoundName}` : 'Recalled'}
      </p>
      <Heading level={level} className={classes.title}>
        {content.eventName}
      </Heading>
      <p className={classes.subtitle}>{content.roundName}</p>
      <NumberGrid numbers={content.numbers} label="Recalled couples" />
    </>
  );
}

/** A final's places revealed so far, best first, standing at the bottom so the next appears above. */
export function FinalSlide({ content, level }: { content: FinalContent; level: HeadingLevel }) {
  const style = { '--row-size': `${placeRowSize(content.total)}cqh` } as CSSProperties;
  return (
    <>
      <p className={classes.kicker}>Final results</p>
      <Heading level={level} className={classes.title}>
        {content.eventName}
      </Heading>
      {content.places.length === 0 ? (
        <p className={classes.waiting}>The places in a moment…</p>
      ) : (
        <ol className={classes.places} style={style} aria-label="Places">
          {content.places.map((place) => (
            <li key={place.number} className={classes.place}>
              <span className={classes.placeText}>{place.placeText}</span>
              <span className={classes.placeNumber}>{place.number}</span>
              <span className={classes.couple}>
                {place.names} <span className={classes.school}>{place.school}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
