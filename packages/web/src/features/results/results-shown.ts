/**
 * Whether results may be shown: to staff always (/admin/results), to the
 * public once the organisers set resultsPageShown (spec §3).
 */
export function resultsShown(
  metadata: { resultsPageShown: boolean } | undefined,
  staff: boolean,
): boolean {
  return staff || metadata?.resultsPageShown === true;
}
