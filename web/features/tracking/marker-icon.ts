import L from 'leaflet';
import type { TrackingRecord } from '../../../contract/tracking.contract.ts';
import { markerState } from './marker-style.ts';

/** A 32 px dot in the vehicle's state colour (no image files to load); labelled on the fleet map. */
export const markerIcon = (r: TrackingRecord, labelled = false) =>
  L.divIcon({
    className: '',
    iconSize: [32, 32],
    iconAnchor: [16, 16],
    html:
      `<span style="display:block;width:32px;height:32px;border-radius:9999px;background:${markerState(r).colour};border:3px solid white;box-shadow:0 1px 4px rgba(0,0,0,.5)"></span>` +
      (labelled ? `<span style="position:absolute;top:34px;left:50%;transform:translateX(-50%);white-space:nowrap;font:600 11px system-ui;background:white;border-radius:4px;padding:0 3px;box-shadow:0 1px 2px rgba(0,0,0,.3)">${r.vehicleNumber}</span>` : ''),
  });
