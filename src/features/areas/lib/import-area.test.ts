import { describe, expect, it } from 'vitest';
import { importArea } from './import-area';

const ring = [
  [-9.2, 38.7],
  [-9.1, 38.7],
  [-9.1, 38.8],
  [-9.2, 38.7],
];

describe('importArea', () => {
  it('reads a bare Polygon geometry', () => {
    expect(importArea(JSON.stringify({ type: 'Polygon', coordinates: [ring] }))).toEqual([[ring]]);
  });

  it('joins every polygon of a FeatureCollection and skips points', () => {
    const text = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [0, 0] } },
        { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: [[ring], [ring]] } },
      ],
    });
    expect(importArea(text)).toHaveLength(2);
  });

  it('reads a KML polygon as [lng, lat]', () => {
    const text = `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><name>Zone</name>
      <Polygon><outerBoundaryIs><LinearRing><coordinates>-9.2,38.7 -9.1,38.7 -9.1,38.8 -9.2,38.7</coordinates>
      </LinearRing></outerBoundaryIs></Polygon></Placemark></kml>`;
    expect(importArea(text)).toEqual([[ring]]);
  });

  it('answers null for text that holds no polygon', () => {
    expect(importArea('not json')).toBeNull();
    expect(importArea(JSON.stringify({ type: 'Point', coordinates: [1, 2] }))).toBeNull();
    expect(importArea('<kml><oops')).toBeNull();
  });
});
