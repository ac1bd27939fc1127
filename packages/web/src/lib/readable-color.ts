/** WCAG relative luminance of a #RRGGBB colour. */
export function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two #RRGGBB colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function darken(hex: string, factor: number): string {
  return `#${[1, 3, 5]
    .map((start) => Math.round(Number.parseInt(hex.slice(start, start + 2), 16) * factor))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * The competition's colour, darkened just enough to be readable as text on
 * `background` (WCAG AA, 4.5:1). Organizers pick brand colours like pale
 * yellow; the name must still be legible.
 */
export function readableTextColor(color: string, background = '#ffffff', minimum = 4.5): string {
  if (!/^#[0-9a-fA-F]{6}$/.test(color)) {
    return '#1a1b1e';
  }
  let candidate = color.toLowerCase();
  for (
    let factor = 0.9;
    contrastRatio(candidate, background) < minimum && factor > 0;
    factor -= 0.1
  ) {
    candidate = darken(color, factor);
  }
  return contrastRatio(candidate, background) >= minimum ? candidate : '#000000';
}

/** A screen's colours: the competition's colour as the background and a text colour readable on it. */
export interface ScreenColors {
  background: string;
  text: string;
}

/**
 * The competition's colour as a whole screen's background (the big screen)
 * with white or black text, whichever contrasts more: one of them always
 * meets WCAG AA (4.5:1) on any colour. Something that is not a colour gives
 * the app's own dark blue.
 */
export function colorsOn(color: string): ScreenColors {
  const background = /^#[0-9a-fA-F]{6}$/.test(color) ? color.toLowerCase() : '#1a3a6b';
  const text =
    contrastRatio('#ffffff', background) >= contrastRatio('#000000', background)
      ? '#ffffff'
      : '#000000';
  return { background, text };
}
