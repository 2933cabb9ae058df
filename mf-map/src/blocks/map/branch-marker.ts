import type * as Leaflet from 'leaflet';
import { MAP_MARKER_PX } from '@bank/shared-kit';
import type { Branch } from '../../branches/branch';
import styles from './branch-map.module.css';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

/**
 * A 46 px marker (spec 9) that is a keyboard-reachable button named after the branch:
 * Leaflet makes it focusable and opens its popup on Enter.
 */
export function branchMarker(L: typeof Leaflet, branch: Branch & { position: { lat: number; lng: number } }): Leaflet.Marker {
  const icon = L.divIcon({
    className: styles.marker,
    html: `<span class="bank-visually-hidden">${escapeHtml(branch.name)}</span>`,
    iconSize: [MAP_MARKER_PX, MAP_MARKER_PX],
    iconAnchor: [MAP_MARKER_PX / 2, MAP_MARKER_PX / 2],
    popupAnchor: [0, -MAP_MARKER_PX / 2],
  });
  return L.marker([branch.position.lat, branch.position.lng], { icon, keyboard: true, title: branch.name, riseOnHover: true });
}
