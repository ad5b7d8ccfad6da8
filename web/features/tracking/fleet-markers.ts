import L from 'leaflet';
import { FleetCanvas } from './fleet-canvas.ts';
import { markerState } from './marker-style.ts';
import type { TrackingRecord } from '../../../contract/tracking.contract.ts';

/** Vehicles in view up to which each is labelled with its number; above it the labels would cover the map. */
export const LABELLED_UP_TO = 100;

export type Placed = TrackingRecord & { coordinates: NonNullable<TrackingRecord['coordinates']> };

/** What a vehicle's popup and label say: built as elements, so a stored name reaches the map as text only. */
export type Describe = { popup: (r: Placed) => HTMLElement; label: (r: Placed) => HTMLElement };

/**
 * The fleet on the map (docs/decisions/010): dots on one canvas (FleetCanvas), a popup for the
 * vehicle clicked, kept up to date while open, and each vehicle's number as a label while at most
 * LABELLED_UP_TO vehicles are in view. A thousand vehicles moving every second stay one redraw.
 */
export class FleetMarkers {
  private readonly canvas = new FleetCanvas((vehicleId) => this.open(vehicleId));
  private readonly popup = L.popup({ offset: [0, -10] });
  private readonly labels = new Map<number, { tooltip: L.Tooltip; says: string }>();
  private records = new Map<number, Placed>();
  private popupOf?: number;
  private readonly relabel = () => this.label();
  private readonly closed = () => (this.popupOf = undefined);

  constructor(
    private readonly map: L.Map,
    private readonly describe: Describe,
  ) {
    this.canvas.addTo(map);
    map.on('moveend', this.relabel);
    this.popup.on('remove', this.closed);
  }

  /** Shows `records`, the vehicles with a position, where they are now. */
  update(records: Placed[]): void {
    const before = this.records;
    this.records = new Map(records.map((r) => [r.vehicleId, r]));
    this.canvas.setDots(records.map((r) => ({ vehicleId: r.vehicleId, latLng: latLngOf(r), colour: markerState(r).colour })));
    const open = this.popupOf === undefined ? undefined : this.records.get(this.popupOf);
    if (open && open !== before.get(open.vehicleId)) this.popup.setLatLng(latLngOf(open)).setContent(this.describe.popup(open));
    else if (this.popupOf !== undefined && !open) this.map.closePopup(this.popup);
    this.label();
  }

  remove(): void {
    this.map.off('moveend', this.relabel);
    this.popup.off('remove', this.closed);
    this.map.closePopup(this.popup);
    this.labels.forEach((label) => label.tooltip.remove());
    this.canvas.remove();
  }

  private open(vehicleId: number): void {
    const record = this.records.get(vehicleId)!;
    this.popup.setLatLng(latLngOf(record)).setContent(this.describe.popup(record)).openOn(this.map);
    this.popupOf = vehicleId;
  }

  /** Labels the vehicles in view when there are few enough, and only those. */
  private label(): void {
    const bounds = this.map.getBounds();
    const inView = [...this.records.values()].filter((r) => bounds.contains(latLngOf(r)));
    const labelled = new Map(inView.length <= LABELLED_UP_TO ? inView.map((r) => [r.vehicleId, r]) : []);
    for (const [vehicleId, label] of this.labels) {
      if (labelled.has(vehicleId)) continue;
      label.tooltip.remove();
      this.labels.delete(vehicleId);
    }
    for (const [vehicleId, record] of labelled) {
      const label = this.labels.get(vehicleId);
      if (!label) {
        this.labels.set(vehicleId, { tooltip: this.newLabel(record), says: record.vehicleNumber });
        continue;
      }
      label.tooltip.setLatLng(latLngOf(record));
      // A vehicle renumbered while on the map: its label says the new number, once.
      if (label.says !== record.vehicleNumber) {
        label.tooltip.setContent(this.describe.label(record));
        label.says = record.vehicleNumber;
      }
    }
  }

  private newLabel(record: Placed): L.Tooltip {
    return L.tooltip({ permanent: true, direction: 'bottom', offset: [0, 12] })
      .setLatLng(latLngOf(record))
      .setContent(this.describe.label(record))
      .addTo(this.map);
  }
}

const latLngOf = (r: Placed) => L.latLng(r.coordinates.latitude, r.coordinates.longitude);
