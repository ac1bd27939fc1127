/** "123 Ann Lee & Bo Chan": how a couple is named on buttons and checkboxes. */
export function coupleLabel(number: number, leadName: string, followName: string): string {
  return `${number} ${leadName} & ${followName}`;
}

/** "Checked in: 123 Ann Lee & Bo Chan, Bronze Standard 1st Round": one check-in box's name. */
export function checkInLabel(
  number: number,
  leadName: string,
  followName: string,
  eventName: string,
  roundName: string,
): string {
  return `Checked in: ${coupleLabel(number, leadName, followName)}, ${eventName} ${roundName}`;
}
