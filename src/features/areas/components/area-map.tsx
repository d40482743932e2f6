import L from './leaflet-global';
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { MultiPolygonCoords } from '@/shared/schemas/geo';
import classes from './area-map.module.css';

/** An area drawn read-only under the edited one: the city around a zone, or a city's zones. */
export type MapShape = {
  id: string;
  label: string;
  kind: 'context' | 'service' | 'excluded' | 'surcharge';
  area: MultiPolygonCoords;
};

type Props = {
  /** The edited area (null: none yet); drawn with the editing tools when `onChange` is given. */
  value: MultiPolygonCoords | null;
  onChange?: (area: MultiPolygonCoords | null) => void;
  shapes?: MapShape[];
  /** The map's accessible name. */
  label: string;
  testId?: string;
};

/** The countries' outlines (Natural Earth 1:110m, world-atlas): fetched with the map, never at start-up. */
let land: Promise<GeoJSON.FeatureCollection> | undefined;
const landOutline = () => {
  land ??= import('world-atlas/countries-110m.json').then((m) => {
    const topology = (m.default ?? m) as unknown as Topology<{ countries: GeometryCollection }>;
    return feature(topology, topology.objects.countries) as unknown as GeoJSON.FeatureCollection;
  });
  return land;
};

const toLatLngs = (area: MultiPolygonCoords) =>
  area.map((polygon) => polygon.map((ring) => ring.slice(0, -1).map(([lng, lat]) => L.latLng(lat, lng))));

/** The edited layers' polygons as MultiPolygon coordinates ([lng, lat], rings closed). */
function areaOf(group: L.FeatureGroup): MultiPolygonCoords | null {
  const polygons: MultiPolygonCoords = [];
  group.eachLayer((layer) => {
    if (!(layer instanceof L.Polygon)) return;
    const g = layer.toGeoJSON(15).geometry;
    if (g.type === 'Polygon') polygons.push(g.coordinates as MultiPolygonCoords[number]);
    else if (g.type === 'MultiPolygon') polygons.push(...(g.coordinates as MultiPolygonCoords));
  });
  return polygons.length > 0 ? polygons : null;
}

/**
 * A map that needs no tile server (decision 029): Leaflet over the land's outline, with geoman's tools to draw a
 * polygon (or a rectangle), move its vertices (mouse or touch) and remove it. The edited area is one layer group;
 * every change answers the group's polygons. Loaded with its route only (leaflet, geoman, the outline and their CSS).
 */
export default function AreaMap({ value, onChange, shapes = [], label, testId }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const edited = useRef<L.FeatureGroup | null>(null);
  const others = useRef<L.FeatureGroup | null>(null);
  const emit = useRef(onChange);
  emit.current = onChange;
  /** The last area this map answered: a value equal to it needs no redraw (the user's layers stay as they are). */
  const answered = useRef<string | null>(null);
  const editable = onChange !== undefined;

  useEffect(() => {
    if (!host.current) return;
    const m = L.map(host.current, { zoomSnap: 0.5, attributionControl: true, worldCopyJump: false });
    m.attributionControl.setPrefix(false).addAttribution('Natural Earth');
    m.setView([20, 0], 2);
    map.current = m;
    others.current = L.featureGroup([], { pmIgnore: true }).addTo(m);
    edited.current = L.featureGroup().addTo(m);
    let live = true;
    void landOutline().then((outline) => {
      if (!live) return;
      L.geoJSON(outline, { style: { className: classes.land }, interactive: false, pmIgnore: true })
        .addTo(m)
        .bringToBack();
    });
    if (editable) {
      m.pm.setGlobalOptions({ layerGroup: edited.current, snappable: true, allowSelfIntersection: true });
      m.pm.addControls({
        position: 'topleft',
        drawMarker: false,
        drawCircleMarker: false,
        drawPolyline: false,
        drawCircle: false,
        drawText: false,
        cutPolygon: false,
        rotateMode: false,
        dragMode: false,
        drawRectangle: true,
        drawPolygon: true,
        editMode: true,
        removalMode: true,
      });
      // geoman titles its buttons' boxes, not the buttons: give each button its box's title as its name (axe).
      for (const button of m.getContainer().querySelectorAll<HTMLElement>('.leaflet-buttons-control-button')) {
        const title = button.parentElement?.getAttribute('title');
        if (title) button.setAttribute('aria-label', title);
      }
      const changed = () => {
        const area = edited.current ? areaOf(edited.current) : null;
        answered.current = JSON.stringify(area);
        emit.current?.(area);
      };
      const watch = (layer: L.Layer) => {
        layer.on('pm:edit', changed);
        layer.on('pm:markerdragend', changed);
      };
      m.on('pm:create', (e) => {
        watch(e.layer);
        changed();
      });
      m.on('pm:remove', changed);
      edited.current.on('layeradd', (e) => watch(e.layer));
    }
    return () => {
      live = false;
      m.remove();
      map.current = null;
    };
  }, [editable]);

  // The edited area, when it comes from outside (loaded, imported, typed), not from the map itself.
  useEffect(() => {
    const m = map.current;
    const group = edited.current;
    if (!m || !group) return;
    const key = JSON.stringify(value);
    if (key === answered.current) return;
    answered.current = key;
    group.clearLayers();
    if (value) {
      for (const polygon of toLatLngs(value)) L.polygon(polygon).addTo(group);
      m.fitBounds(group.getBounds(), { padding: [24, 24], maxZoom: 15 });
    }
  }, [value]);

  useEffect(() => {
    const m = map.current;
    const group = others.current;
    if (!m || !group) return;
    group.clearLayers();
    for (const shape of shapes) {
      L.polygon(toLatLngs(shape.area), { className: classes[shape.kind], interactive: false, pmIgnore: true })
        .bindTooltip(shape.label)
        .addTo(group);
    }
    if (!value && shapes.length > 0) m.fitBounds(group.getBounds(), { padding: [24, 24], maxZoom: 15 });
  }, [shapes, value]);

  return <div ref={host} className={classes.map} role="region" aria-label={label} data-testid={testId} />;
}
