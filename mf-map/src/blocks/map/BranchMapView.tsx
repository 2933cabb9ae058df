import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useUnit } from 'effector-react';
import type * as Leaflet from 'leaflet';
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp } from 'lucide';
import {
  Icon,
  MAP_DEFAULT_CENTRE,
  MAP_DEFAULT_ZOOM,
  MAP_HEIGHT_PX,
  MAP_MIN_ZOOM,
  loadSanitizer,
  runtimeConfig,
  sanitizeHtml,
  type IconDrawing,
  type SiteLanguage,
} from '@bank/shared-kit';
import { translator, type StringKey } from '../../i18n/strings';
import type { Branch } from '../../branches/branch';
import type { BranchMapModel } from '../../stores/branch-map-model';
import { branchMarker } from './branch-marker';
import { drawCitySchematic } from './draw-city-schematic';
import { BranchDetails } from './BranchDetails';
import styles from './branch-map.module.css';

interface LiveMap {
  L: typeof Leaflet;
  map: Leaflet.Map;
  branches: Leaflet.LayerGroup;
  visitor: Leaflet.LayerGroup;
  route: Leaflet.LayerGroup;
  markers: Map<string, Leaflet.Marker>;
}

const FOCUS_ZOOM = 15;
const PAN_PX = 120;
// Arrows with their full names for assistive technology: four worded buttons stacked a phone's map 960 px down.
const PAN_BUTTONS: Array<[StringKey, IconDrawing, [number, number]]> = [
  ['mapPanWest', ArrowLeft, [-PAN_PX, 0]],
  ['mapPanNorth', ArrowUp, [0, -PAN_PX]],
  ['mapPanSouth', ArrowDown, [0, PAN_PX]],
  ['mapPanEast', ArrowRight, [PAN_PX, 0]],
];

/**
 * The Leaflet map. Leaflet touches `window` when it loads, so it is imported inside an effect: the server
 * renders only the empty frame, and a page pays for Leaflet only once the map is shown. With the tile
 * server unreachable the markers, the visitor and the route draw on a schematic of the city.
 */
export function BranchMapView({
  model,
  language,
  idBase,
  embedded = false,
}: {
  model: BranchMapModel;
  language: SiteLanguage;
  idBase: string;
  embedded?: boolean;
}) {
  const [visible, selected, location, focus, directions, popupTakesFocus, tilesUnavailable] = useUnit([
    model.$visible,
    model.$selected,
    model.$location,
    model.$focus,
    model.$directions,
    model.$popupTakesFocus,
    model.$tilesUnavailable,
  ]);
  const events = useUnit({ markerChosen: model.markerChosen, tilesFailed: model.tilesFailed, tileLoaded: model.tileLoaded, popupFocused: model.popupFocused });
  const markerChosen = events.markerChosen;
  const popupHeading = useRef<HTMLHeadingElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const live = useRef<LiveMap | null>(null);
  const [ready, setReady] = useState(false);
  const [popup, setPopup] = useState<{ element: HTMLElement; branch: Branch; marker: Leaflet.Marker } | null>(null);
  const t = translator(language);
  const focusPopup = () => {
    popupHeading.current?.focus();
    events.popupFocused();
  };

  useEffect(() => {
    let cancelled = false;
    // The tiles' attribution is HTML from the config: sanitised, or without the sanitiser bare text.
    Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css'), loadSanitizer().catch(() => undefined)])
      .then(([L]) => {
        if (cancelled || !container.current) return;
        const config = runtimeConfig();
        const map = L.map(container.current, {
          center: [MAP_DEFAULT_CENTRE.lat, MAP_DEFAULT_CENTRE.lng],
          zoom: MAP_DEFAULT_ZOOM,
          minZoom: MAP_MIN_ZOOM,
          keyboard: true,
          zoomControl: false,
        });
        L.control.zoom({ zoomInTitle: t('mapZoomIn'), zoomOutTitle: t('mapZoomOut') }).addTo(map);
        let tilesLoaded = 0;
        L.tileLayer(config.mapTileUrl, { attribution: sanitizeHtml(config.mapAttribution) })
          .on('tileload', () => {
            tilesLoaded += 1;
            events.tileLoaded();
          })
          .on('tileerror', () => {
            if (tilesLoaded === 0) events.tilesFailed();
          })
          .addTo(map);
        map.on('popupopen', (event) => {
          // Leaflet names its close button in English only.
          event.popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', t('close'));
        });
        live.current = {
          L,
          map,
          branches: L.layerGroup().addTo(map),
          visitor: L.layerGroup().addTo(map),
          route: L.layerGroup().addTo(map),
          markers: new Map(),
        };
        setReady(true);
      })
      .catch((error: unknown) => console.error('map: Leaflet could not be loaded', error));
    return () => {
      cancelled = true;
      live.current?.map.remove();
      live.current = null;
    };
    // The map is made once per mount; the language of a mounted block does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Markers: the filtered places, plus a branch chosen elsewhere (the map calculator) that is not among them.
  // Choosing one of the shown markers must not redraw them all, or its popup would close at once.
  const external = selected && !visible.some((branch) => branch.id === selected.id) ? selected : null;
  useEffect(() => {
    const current = live.current;
    if (!ready || !current) return;
    current.branches.clearLayers();
    current.markers.clear();
    const shown = external ? [...visible, external] : visible;
    for (const branch of shown) {
      if (!branch.position) continue;
      const marker = branchMarker(current.L, { ...branch, position: branch.position });
      const element = document.createElement('div');
      marker.bindPopup(element, { minWidth: 240, maxWidth: 320 });
      marker.on('popupopen', () => {
        setPopup({ element, branch, marker });
        markerChosen(branch.id);
      });
      marker.on('popupclose', () => setPopup((open) => (open?.element === element ? null : open)));
      marker.addTo(current.branches);
      current.markers.set(branch.id, marker);
    }
  }, [ready, visible, external, markerChosen]);

  useEffect(() => {
    const current = live.current;
    if (!ready || !current) return;
    for (const [id, marker] of current.markers) marker.getElement()?.classList.toggle(styles.markerSelected ?? '', id === selected?.id);
  }, [ready, selected, visible]);

  useEffect(() => {
    const current = live.current;
    if (!ready || !current || !focus) return;
    current.map.setView([focus.point.lat, focus.point.lng], Math.max(current.map.getZoom(), FOCUS_ZOOM));
    const marker = selected ? current.markers.get(selected.id) : undefined;
    if (!marker || selected?.position?.lat !== focus.point.lat || selected.position.lng !== focus.point.lng) return;
    if (!marker.isPopupOpen()) marker.openPopup();
    // Its popup already open (the list stays beside a map without tiles): no new popup will take the focus
    // from the "Show on map" button that was pressed, so the open one takes it now.
    else if (popupTakesFocus) focusPopup();
    // Only a new focus moves the map, not every change of the chosen branch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, focus]);

  // "Show on map" unmounted the button that had focus: the map takes it at once, the branch's popup once open.
  useEffect(() => {
    if (popupTakesFocus) container.current?.focus();
    // On mount only: the popup effect below moves it on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Leaflet measured the popup while it was still empty; measure again once React has filled it.
  useEffect(() => {
    popup?.marker.getPopup()?.update();
    if (popup && popupTakesFocus) focusPopup();
    // Only a newly opened popup takes the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [popup]);

  useEffect(() => {
    const current = live.current;
    if (!ready || !current || !tilesUnavailable) return;
    const schematic = drawCitySchematic(current.L, current.map);
    return () => {
      schematic.remove();
    };
  }, [ready, tilesUnavailable]);

  useEffect(() => {
    const current = live.current;
    if (!ready || !current) return;
    current.visitor.clearLayers();
    if (!location) return;
    current.L.circleMarker([location.lat, location.lng], { radius: 9, color: '#fff', weight: 3, fillColor: '#1b5fd1', fillOpacity: 1 })
      .bindTooltip(t('mapYouAreHere'), { permanent: true, direction: 'top', offset: [0, -10] })
      .addTo(current.visitor);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, location]);

  useEffect(() => {
    const current = live.current;
    if (!ready || !current) return;
    current.route.clearLayers();
    if (!directions || directions.path.length < 2) return;
    const line = current.L.polyline(
      directions.path.map((point) => [point.lat, point.lng] as [number, number]),
      { color: '#0a6b3d', weight: 5, opacity: 0.85, dashArray: directions.mode === 'WALKING' ? '2 10' : undefined },
    ).addTo(current.route);
    current.map.fitBounds(line.getBounds(), { padding: [40, 40] });
  }, [ready, directions]);

  return (
    <div className={styles.mapArea}>
      <p id={`${idBase}-map-hint`} className={styles.muted}>
        {t('mapKeyboardHint')}
      </p>
      {tilesUnavailable && (
        <p role="status" className={styles.mapUnavailable}>
          {t(embedded ? 'mapUnavailable' : 'mapUnavailableSeeList')}
        </p>
      )}
      <div role="group" aria-label={t('mapPan')} className={styles.panButtons}>
        {PAN_BUTTONS.map(([label, Arrow, offset]) => (
          <button
            key={label}
            type="button"
            className={`bank-square-button ${styles.panButton}`}
            disabled={!ready}
            onClick={() => live.current?.map.panBy(offset)}
          >
            <Icon drawing={Arrow} size={18} />
            <span className="bank-visually-hidden">{t(label)}</span>
          </button>
        ))}
      </div>
      <div className="mf-map-leaflet">
        <div
          ref={container}
          role="region"
          aria-label={t('mapLabel')}
          aria-describedby={`${idBase}-map-hint`}
          // Focusable by script before Leaflet loads ("Show on map" moves focus here); Leaflet then makes it a Tab stop.
          tabIndex={-1}
          className={styles.map}
          style={{ height: MAP_HEIGHT_PX }}
        />
      </div>
      {popup &&
        createPortal(
          <div className={styles.popup}>
            <h3 ref={popupHeading} tabIndex={-1} className={styles.cardTitle}>
              {popup.branch.name}
            </h3>
            <BranchDetails branch={popup.branch} language={language} />
          </div>,
          popup.element,
        )}
    </div>
  );
}
