import { createTheme, DEFAULT_THEME, type CSSVariablesResolver } from '@mantine/core';

/**
 * Mantine's green with its darkest shade darker: the default green 9
 * (#2b8a3e) reaches only 4.4:1 on white and 3.8:1 on a light green badge,
 * below WCAG AA for small text; #237032 gives 6.1:1 and 5.3:1.
 */
const green = [
  ...DEFAULT_THEME.colors.green.slice(0, 9),
  '#237032',
] as unknown as (typeof DEFAULT_THEME.colors)['green'];

/**
 * The app's theme. Blue 8 as the primary shade keeps white button text
 * above WCAG AA contrast; a system font stack avoids a font download.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  colors: { green },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
});

/**
 * "Dimmed" text (input descriptions, hints) in gray 7 instead of Mantine's
 * gray 6, which is 3.3:1 on white; gray 7 is 8.2:1. A field's error (its
 * message and the text of the field in error) in red 9 instead of red 6,
 * which is 3.3:1 on white; red 9 is 5.5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
