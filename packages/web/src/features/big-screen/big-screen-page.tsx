import { useDocumentTitle } from '../../hooks/use-document-title';
import { useCompetition, useCompetitionError } from '../../lib/realtime/use-competition';
import { BigScreenView } from './big-screen-view';
import { useScreenContent } from './use-screen-content';
import classes from './big-screen.module.css';

/**
 * /jumbotron: the hall's big screen (issue 14), made to be read from the
 * back of the hall: the whole window in the competition's colour, very
 * large type, no scrolling and no cursor. It shows what the controller
 * picked (the live state's `floor.bigScreen`), so every open screen follows
 * the controller and a reloaded one comes back where it was. Plain elements
 * and one stylesheet: this chunk stays small.
 */
export function Component() {
  const view = useCompetition();
  const error = useCompetitionError();
  const shown = useScreenContent(view);
  useDocumentTitle('Big screen', view?.metadata.fullName);
  if (!shown) {
    return (
      <div className={`${classes.stage} ${classes.fullScreen}`}>
        <h1 className={classes.kicker}>Big screen</h1>
        <p className={classes.waiting} role="status">
          {error ?? 'Loading the competition…'}
        </p>
      </div>
    );
  }
  return (
    <BigScreenView
      content={shown.content}
      colors={shown.colors}
      level={1}
      withDay={shown.withDay}
      fullScreen
    />
  );
}
