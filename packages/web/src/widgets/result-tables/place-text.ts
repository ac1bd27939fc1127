import { describePlace } from '@floorcraft/skating';

/**
 * A place as the sheets print it: "3rd", or for a place shared by several
 * couples (the mean of the places they cover) "tied for 8th (10)", the
 * skating library's wording.
 */
export function placeText(place: number, allPlaces: readonly number[]): string {
  return describePlace(place, allPlaces.filter((other) => other === place).length);
}
