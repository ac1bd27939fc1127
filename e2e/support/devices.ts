import type { Page } from '@playwright/test';

/** The screens people on the floor hold or look at, as viewport sizes. */
export const PHONE = { width: 390, height: 844 };
export const TABLET = { width: 1024, height: 768 };
export const DESKTOP = { width: 1280, height: 900 };
/** The hall's big screen. */
export const HALL = { width: 1920, height: 1080 };

/** Whether the page itself scrolls sideways (a table may, inside its own box). */
export const pageScrollsSideways = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollWidth > root.clientWidth;
  });
