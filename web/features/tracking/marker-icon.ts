import L from 'leaflet';
import { markerState } from './marker-style.ts';
import type { TrackingRecord } from '../../../contract/tracking.contract.ts';

/** An element with its inline style; what it says is set as text, never parsed as HTML. */
function element(style: string, text?: string): HTMLElement {
  const span = document.createElement('span');
  span.style.cssText = style;
  if (text !== undefined) span.textContent = text;
  return span;
}

/**
 * A 32 px dot in the vehicle's state colour (no image files to load); labelled on the fleet map.
 * Built as elements: a stored name (the vehicle number) reaches the map as text only.
 */
export function markerIcon(r: TrackingRecord, labelled = false): L.DivIcon {
  const icon = document.createElement('span');
  icon.append(
    element(
      `display:block;width:32px;height:32px;border-radius:9999px;background:${markerState(r).colour};border:3px solid white;box-shadow:0 1px 4px rgba(0,0,0,.5)`,
    ),
  );
  if (labelled) {
    icon.append(
      element(
        'position:absolute;top:34px;left:50%;transform:translateX(-50%);white-space:nowrap;font:600 11px system-ui;background:white;border-radius:4px;padding:0 3px;box-shadow:0 1px 2px rgba(0,0,0,.3)',
        r.vehicleNumber,
      ),
    );
  }
  return L.divIcon({ className: '', iconSize: [32, 32], iconAnchor: [16, 16], html: icon });
}
