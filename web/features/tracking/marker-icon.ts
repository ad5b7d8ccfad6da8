import L from 'leaflet';
import type { Describe } from './fleet-markers.ts';
import { markerState } from './marker-style.ts';
import type { TrackingRecord } from '../../../contract/tracking.contract.ts';
import { t, textOf } from '../../lib/i18n/index.ts';

/** An element with its inline style; what it says is set as text, never parsed as HTML. */
function element(style: string, text?: string): HTMLElement {
  const span = document.createElement('span');
  span.style.cssText = style;
  if (text !== undefined) span.textContent = text;
  return span;
}

/** A 32 px dot in the vehicle's state colour (no image files to load): the card's mini map. */
export function markerIcon(r: TrackingRecord): L.DivIcon {
  const icon = document.createElement('span');
  icon.append(
    element(
      `display:block;width:32px;height:32px;border-radius:9999px;background:${markerState(r).colour};border:3px solid white;box-shadow:0 1px 4px rgba(0,0,0,.5)`,
    ),
  );
  return L.divIcon({ className: '', iconSize: [32, 32], iconAnchor: [16, 16], html: icon });
}

/**
 * What the fleet map says of a vehicle: its popup and its label. Built as elements: a stored name
 * (the vehicle number) reaches the map as text only.
 */
export function vehicleDescription(): Describe {
  return {
    popup: (r) => {
      const popup = element('');
      popup.append(
        element('font-weight:700', r.vehicleNumber),
        ` · ${textOf(`trackingState.${markerState(r).label}`)}`,
        element('display:block', `${r.address ?? ''} · ${t('tracking.kmh', { speed: r.currentSpeed })}`),
      );
      return popup;
    },
    label: (r) => element('font:600 11px system-ui', r.vehicleNumber),
  };
}
