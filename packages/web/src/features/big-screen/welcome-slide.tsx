import type { WelcomeContent } from '@floorcraft/domain';
import { Heading, type HeadingLevel } from './heading';
import classes from './big-screen.module.css';

/** The competition's name and the controller's words: sponsors, thanks. */
export function WelcomeSlide({ content, level }: { content: WelcomeContent; level: HeadingLevel }) {
  return (
    <>
      <p className={classes.kicker}>Welcome to</p>
      <Heading level={level} className={classes.title}>
        {content.name}
      </Heading>
      {content.text && <p className={classes.welcomeText}>{content.text}</p>}
    </>
  );
}
