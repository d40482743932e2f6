import type { MessageTable } from './table';

/** Cities and geofences (issue 71): the codes of their validation, answers and refusals. */
export const AREA_MESSAGES = {
  'geo.position': {
    text: 'Coordinates are [longitude, latitude]: longitude from -180 to 180, latitude from -90 to 90',
  },
  'geo.polygon': { text: 'Give a GeoJSON Polygon or MultiPolygon' },
  'geo.too_few_points': { text: 'An outline needs at least {min} different points', params: { min: 'number' } },
  'geo.too_many_points': { text: 'An area may have at most {max} points', params: { max: 'number' } },
  'geo.self_intersection': {
    text: 'The outline crosses itself at longitude {lng}, latitude {lat}',
    params: { lng: 'text', lat: 'text' },
  },
  'geo.hole_outside': { text: 'A hole must lie inside its outline' },
  'geo.spill': {
    text: 'The zone spills out of its city by {area} m² ({percent}% of the zone)',
    params: { area: 'number', percent: 'number' },
  },
  'geo.radius': { text: 'The radius is from {min} to {max} metres', params: { min: 'number', max: 'number' } },
  'geo.import_unreadable': { text: 'No polygon found: paste GeoJSON or KML with a Polygon or MultiPolygon' },
  'city.not_found': { text: 'City not found' },
  'city.created': { text: 'City added' },
  'city.updated': { text: 'City saved' },
  'city.deleted': { text: 'City deleted' },
  'city.default_name_required': {
    text: 'The name in the default language ({lang}) is required',
    params: { lang: 'text' },
  },
  'city.language_not_enabled': {
    text: 'The language {lang} is not enabled for this marketplace',
    params: { lang: 'text' },
  },
  'city.country': { text: 'A country is its two-letter code, such as IN or PT' },
  'city.unknown_service_type': { text: 'Choose one of your service types' },
  'geofence.not_found': { text: 'Geofence not found' },
  'geofence.created': { text: 'Geofence added' },
  'geofence.updated': { text: 'Geofence saved' },
  'geofence.deleted': { text: 'Geofence deleted' },
  'geofence.unknown_city': { text: 'Choose one of your cities' },
  'geofence.surcharge_required': { text: 'A surcharge zone needs its surcharge' },
  'geofence.schedule_order': { text: 'The end must be after the start' },
  'area.not_served': { text: 'This address is outside every area we serve' },
} as const satisfies MessageTable;
