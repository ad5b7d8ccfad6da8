export { FleetMap } from './fleet-map.tsx';
export { LiveTrackingTab } from './live-tracking-tab.tsx';
export { PositionHoldsPanel } from './position-holds-panel.tsx';
export { TrackerConnectionPanel } from './tracker-connection-panel.tsx';
