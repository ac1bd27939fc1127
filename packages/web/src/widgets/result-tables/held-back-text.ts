/**
 * What a spectator reads under a final held for the big screen or the awards
 * (issue 25 item 12, ADR 029): nothing once every place is out.
 */
export function heldBackText(heldBack: number, shown: number): string | undefined {
  if (heldBack <= 0) {
    return undefined;
  }
  return shown === 0
    ? 'Danced: the places are announced at the awards.'
    : `The top ${heldBack === 1 ? 'place is' : `${heldBack} places are`} announced at the awards.`;
}
