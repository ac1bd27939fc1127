/** "1st", "2nd", "3rd", "4th", "11th", "22nd"; a shared place reads "2.5". */
export function ordinal(place: number): string {
  if (!Number.isInteger(place)) {
    return String(place);
  }
  const lastTwo = place % 100;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][place % 10] ?? 'th');
  return `${place}${suffix}`;
}

/** How a shared place is announced: "tied for 3rd" for 3.5 over places 3–4. */
export function describePlace(place: number, sharedBy = 1): string {
  if (sharedBy <= 1) {
    return ordinal(place);
  }
  const first = place - (sharedBy - 1) / 2;
  return `tied for ${ordinal(first)} (${place})`;
}
