import turfArea from '@turf/area';
import { featureCollection, multiPolygon } from '@turf/helpers';
import turfIntersect from '@turf/intersect';
import type { MultiPolygonCoords } from './geo';

/**
 * How much of a zone lies outside its city (issue 71: "a zone inside its city, or say by how much it spills"): the
 * zone's area outside the city's, in square metres on the sphere, and as a share of the zone. Both sides run this
 * same code: the console while a zone is drawn, the server before it saves (a spill is refused with these numbers).
 */
export function spillOf(zone: MultiPolygonCoords, city: MultiPolygonCoords): { spillM2: number; percent: number } {
  const zoneM2 = turfArea(multiPolygon(zone));
  if (zoneM2 === 0) return { spillM2: 0, percent: 0 };
  const inside = turfIntersect(featureCollection([multiPolygon(zone), multiPolygon(city)]));
  const insideM2 = inside ? turfArea(inside) : 0;
  const spillM2 = Math.max(0, zoneM2 - insideM2);
  // Below a square metre (or a thousandth of the zone) is rounding, not a spill.
  if (spillM2 < 1 || spillM2 / zoneM2 < 0.001) return { spillM2: 0, percent: 0 };
  return { spillM2: Math.round(spillM2), percent: Math.round((spillM2 / zoneM2) * 1000) / 10 };
}

/** An area's size in square metres (on the sphere). */
export const areaM2 = (area: MultiPolygonCoords) => Math.round(turfArea(multiPolygon(area)));
