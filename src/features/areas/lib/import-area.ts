import { kml } from '@tmcw/togeojson';
import type { MultiPolygonCoords, PolygonCoords } from '@/shared/schemas/geo';

/**
 * An area pasted or picked as a file: GeoJSON (a geometry, a Feature or a FeatureCollection) or KML. Every Polygon and
 * MultiPolygon in it joins one MultiPolygon; other geometries are left out. Null when it holds no polygon (or is
 * neither): the form then says `geo.import_unreadable`. The shared checks run on the result like on a drawn area.
 */
export function importArea(text: string): MultiPolygonCoords | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (trimmed.startsWith('<')) {
    const doc = new DOMParser().parseFromString(trimmed, 'text/xml');
    if (doc.getElementsByTagName('parsererror').length > 0) return null;
    return polygonsOf(kml(doc));
  }
  try {
    return polygonsOf(JSON.parse(trimmed));
  } catch {
    return null;
  }
}

function polygonsOf(input: unknown): MultiPolygonCoords | null {
  const found: PolygonCoords[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const o = node as {
      type?: unknown;
      coordinates?: unknown;
      geometry?: unknown;
      features?: unknown;
      geometries?: unknown;
    };
    if (o.type === 'Polygon' && Array.isArray(o.coordinates)) found.push(o.coordinates as PolygonCoords);
    else if (o.type === 'MultiPolygon' && Array.isArray(o.coordinates))
      found.push(...(o.coordinates as PolygonCoords[]));
    else if (o.type === 'Feature') visit(o.geometry);
    else if (o.type === 'FeatureCollection' && Array.isArray(o.features)) o.features.forEach(visit);
    else if (o.type === 'GeometryCollection' && Array.isArray(o.geometries)) o.geometries.forEach(visit);
  };
  visit(input);
  return found.length > 0 ? found : null;
}

/** An area as a GeoJSON file's text (a Feature with its name), for "Export GeoJSON". */
export function areaFile(name: string, area: MultiPolygonCoords): string {
  return JSON.stringify(
    { type: 'Feature', properties: { name }, geometry: { type: 'MultiPolygon', coordinates: area } },
    null,
    2,
  );
}
