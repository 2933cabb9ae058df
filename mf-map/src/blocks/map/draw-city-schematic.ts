import type * as Leaflet from 'leaflet';
import { DNIPRO_IN_KYIV, KYIV_OUTLINE, type SchematicLine } from '../../geo/kyiv-schematic';

const SCHEMATIC_PANE = 'schematic';

const latLngs = (line: SchematicLine) => line.map(([lat, lng]) => [lat, lng] as [number, number]);

/**
 * Draws the city's schematic in a pane of its own under the markers, the visitor and the route, so that a map
 * without tiles shows where its pins are instead of a blank box. Nothing in it can be clicked or focused.
 */
export function drawCitySchematic(L: typeof Leaflet, map: Leaflet.Map): Leaflet.LayerGroup {
  const pane = map.getPane(SCHEMATIC_PANE) ?? map.createPane(SCHEMATIC_PANE);
  // Under the tile pane (200), whose failed tiles Leaflet keeps invisible: tiles that load after all cover it.
  pane.style.zIndex = '150';
  const style = { pane: SCHEMATIC_PANE, interactive: false };
  return L.layerGroup([
    L.polygon(latLngs(KYIV_OUTLINE), { ...style, color: '#9aa5b1', weight: 2, dashArray: '6 6', fillColor: '#f7f5ef', fillOpacity: 1 }),
    L.polyline(latLngs(DNIPRO_IN_KYIV), { ...style, color: '#a8cbe8', weight: 14, lineCap: 'round', lineJoin: 'round' }),
  ]).addTo(map);
}
