import { contrastRatio } from '../../lib/readable-color';

/**
 * The heat map's backgrounds from agreement to the furthest disagreement:
 * one hue getting darker, so the order reads without telling colours apart.
 */
export const HEAT_STEPS = ['#f1f3f5', '#ffe8cc', '#ffc078', '#f76707', '#c92a2a', '#5c0f0f'];

/** A cell's colours: the step's background and black or white text, whichever contrasts more. */
export interface HeatColors {
  background: string;
  color: string;
}

function textOn(background: string): string {
  return contrastRatio('#000000', background) >= contrastRatio('#ffffff', background)
    ? '#000000'
    : '#ffffff';
}

/**
 * The colours of a distance out of the furthest possible (`max`): 0 is the
 * first step; any disagreement at least the second, so a small one still
 * shows; the furthest the last.
 */
export function heatColors(distance: number, max: number): HeatColors {
  const last = HEAT_STEPS.length - 1;
  const step =
    distance <= 0 || max <= 0
      ? 0
      : Math.min(last, 1 + Math.floor((distance / max) * (last - 1) + 1e-9));
  const background = HEAT_STEPS[step]!;
  return { background, color: textOn(background) };
}
