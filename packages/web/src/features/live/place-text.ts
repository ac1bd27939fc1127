import { describePlace } from '@floorcraft/skating';

/** "3rd", or "tied for 2nd (2.5)" for a place shared by several couples (the library's wording). */
export function placeText(place: number, allPlaces: readonly number[]): string {
  return describePlace(place, allPlaces.filter((other) => other === place).length);
}
