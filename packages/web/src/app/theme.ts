import { createTheme } from '@mantine/core';

/**
 * The app's theme. Blue 8 as the primary shade keeps white button text
 * above WCAG AA contrast; a system font stack avoids a font download.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
});
