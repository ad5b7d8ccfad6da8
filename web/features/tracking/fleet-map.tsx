import 'leaflet/dist/leaflet.css';
import { X } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import { FleetMarkers, type Placed } from './fleet-markers.ts';
import { vehicleDescription } from './marker-icon.ts';
import { STATE_COLOURS } from './marker-style.ts';
import { useTracking } from './use-tracking.ts';
import { textOf } from '../../lib/i18n/index.ts';
import { usePublicConfig } from '../../lib/public-config.ts';

/** Beit Shemesh: where the map opens before any vehicle has a position. */
const SERVICE_AREA: [number, number] = [31.747, 34.9881];

/** Fits every vehicle in view once, when the map opens; after that the user moves it. */
function FitOnce({ points }: { points: [number, number][] }) {
  const map = useMap();
  const ready = points.length > 0;
  useEffect(() => {
    // No animation: a map closed mid-animation throws in Leaflet (_leaflet_pos).
    if (ready) map.fitBounds(points, { padding: [60, 60], maxZoom: 15, animate: false });
    // Only on the first positions: live updates must not pull the view back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, ready]);
  return null;
}

/** The vehicles as canvas markers, kept in step with the live records. */
function Markers({ placed }: { placed: Placed[] }) {
  const map = useMap();
  const { t } = useTranslation();
  const markers = useRef<FleetMarkers>(undefined);
  const latest = useRef(placed);
  useEffect(() => {
    // Made again when the language changes (t with it): the popups and labels speak the language shown.
    const created = new FleetMarkers(map, vehicleDescription());
    created.update(latest.current);
    markers.current = created;
    return () => created.remove();
  }, [map, t]);
  useEffect(() => {
    latest.current = placed;
    markers.current?.update(placed);
  }, [placed]);
  return null;
}

/** Every vehicle on one full-screen map, live (the stream, with polling beneath). */
export function FleetMap({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  const { data, connection } = useTracking(true);
  const placed = useMemo(() => (data ?? []).filter((r): r is Placed => r.coordinates !== null), [data]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div role="dialog" aria-modal="true" aria-label={t('tracking.map')} className="fixed inset-0 z-50 flex flex-col bg-white" data-testid="fleet-map">
      <header className="flex flex-wrap items-center gap-4 border-b border-slate-200 px-4 py-2">
        <h2 className="text-lg font-semibold">{t('tracking.fleetMap')}</h2>
        <span className="text-xs text-slate-600">
          {t(`connection.${connection}`)} · {t('tracking.placed', { placed: placed.length, total: data?.length ?? 0 })}
        </span>
        <ul className="flex flex-wrap gap-3 text-xs" aria-label={t('tracking.legend')}>
          {Object.entries(STATE_COLOURS).map(([label, colour]) => (
            <li key={label} className="flex items-center gap-1">
              <span className="size-3 rounded-full" style={{ background: colour }} />
              {textOf(`trackingState.${label}`)}
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('tracking.closeMap')}
          className="ms-auto grid size-11 place-items-center rounded hover:bg-slate-100"
        >
          <X className="size-6" />
        </button>
      </header>
      {/* A map reads left to right in both languages (docs/decisions/020). */}
      <div className="isolate flex flex-1 flex-col" dir="ltr">
        <MapContainer center={SERVICE_AREA} zoom={12} className="flex-1 [contain:strict]" attributionControl={false}>
          {config && <TileLayer url={config.tileUrl} />}
          <Markers placed={placed} />
          <FitOnce points={placed.map((r) => [r.coordinates.latitude, r.coordinates.longitude])} />
        </MapContainer>
      </div>
    </div>
  );
}
