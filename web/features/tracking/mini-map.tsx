import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Popup, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { markerIcon } from './marker-icon.ts';
import { markerState } from './marker-style.ts';
import type { TrackingRecord } from '../../../contract/tracking.contract.ts';
import { usePublicConfig } from '../../lib/public-config.ts';

/** Keeps the map on the vehicle as it moves; a double-click hands the map to the user. */
function Follow({ latitude, longitude, follow, onUnlock }: { latitude: number; longitude: number; follow: boolean; onUnlock: () => void }) {
  const map = useMap();
  useEffect(() => {
    if (follow) map.setView([latitude, longitude], map.getZoom(), { animate: false });
  }, [map, latitude, longitude, follow]);
  useEffect(() => {
    const unlock = () => {
      map.dragging.enable();
      map.scrollWheelZoom.enable();
      map.touchZoom.enable();
      onUnlock();
    };
    map.on('dblclick', unlock);
    return () => void map.off('dblclick', unlock);
  }, [map, onUnlock]);
  return null;
}

/** The card's mini map: zoom 16, 160 px high, marker with its info window (docs/spec/member-app.md 2). */
export function MiniMap({ record, height = 160 }: { record: TrackingRecord; height?: number }) {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  const [unlocked, setUnlocked] = useState(false);
  // The same icon while the state's colour stays: a new one would replace the marker's element at every report.
  const colour = markerState(record).colour;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const icon = useMemo(() => markerIcon(record), [colour]);
  if (!record.coordinates)
    return (
      <div style={{ height }} className="grid place-items-center rounded-md bg-slate-100 text-xs text-slate-500">
        {t('tracking.noPositionYet')}
      </div>
    );
  const at: [number, number] = [record.coordinates.latitude, record.coordinates.longitude];
  return (
    // A map reads left to right in both languages (docs/decisions/020).
    // `isolate`: Leaflet's panes and controls stack inside the card, never over menus and dialogs.
    <div className="relative isolate" dir="ltr">
      <MapContainer
        center={at}
        zoom={16}
        style={{ height }}
        className="rounded-md"
        dragging={false}
        scrollWheelZoom={false}
        touchZoom={false}
        doubleClickZoom={false}
        zoomControl={false}
        attributionControl={false}
      >
        {/* The zoom controls come with the double-click that hands the map over (docs/spec/member-app.md 2.27). */}
        {unlocked && <ZoomControl position="topleft" />}
        {config && <TileLayer url={config.tileUrl} />}
        <Marker position={at} icon={icon}>
          <Popup>
            <strong>{record.vehicleNumber}</strong> · {t(`trackingState.${markerState(record).label}`)}
            <br />
            {record.address ?? ''} · {t('tracking.kmh', { speed: record.currentSpeed })}
          </Popup>
        </Marker>
        <Follow latitude={at[0]} longitude={at[1]} follow={!unlocked} onUnlock={() => setUnlocked(true)} />
      </MapContainer>
      {!unlocked && (
        <span className="pointer-events-none absolute end-1 bottom-1 z-[400] rounded bg-white/80 px-1 text-[10px] text-slate-600">
          {t('tracking.mapControls')}
        </span>
      )}
    </div>
  );
}
