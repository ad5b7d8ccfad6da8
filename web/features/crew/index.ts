export { CrewLine } from './crew-line.tsx';
export { CrewSeatsPanel } from './crew-seats-panel.tsx';
export { IncompleteCrewsPanel } from './incomplete-crews-panel.tsx';
export { JoinSeatButton } from './join-seat-button.tsx';
export { OpenSeatAlerts } from './open-seat-alerts.tsx';
