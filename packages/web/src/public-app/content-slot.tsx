import type { ComponentType } from 'react';

/** A page's content kept out of the public script, and where the page draws it. */
export interface ContentSlot<Props extends object> {
  /** Gives the content: the server's renderer at start, the browser before hydrating the page. */
  set: (component: ComponentType<Props>) => void;
  /** Draws the content given to `set`. */
  Slot: ComponentType<Props>;
}

/**
 * A slot for a page's content that is a chunk of its own (a form and its
 * checks), so the other public pages' script stays small (ADR 044): the
 * server's renderer fills it at start, `entry-client.tsx` loads it before
 * hydrating that page only, so the first render is the server's.
 */
export function contentSlot<Props extends object>(page: string): ContentSlot<Props> {
  let Content: ComponentType<Props> | undefined;
  return {
    set: (component) => {
      Content = component;
    },
    Slot: (props) => {
      if (!Content) {
        throw new Error(`the content of ${page} was not loaded before drawing it`);
      }
      return <Content {...props} />;
    },
  };
}
