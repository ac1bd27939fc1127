/**
 * Mantine's dimmed grey falls below 4.5:1 on white for small text; gray 7
 * keeps input descriptions at WCAG AA contrast.
 */
export const readableDescription = { description: { color: 'var(--mantine-color-gray-7)' } };
