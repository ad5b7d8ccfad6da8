export { ImmobilizerCodeDialog, type ImmobilizerTarget } from './immobilizer-code-dialog.tsx';
export { ImmobilizerControl } from './immobilizer-control.tsx';
export { ImmobilizerFleetPanel } from './immobilizer-fleet-panel.tsx';
export { VehicleSecurityForm } from './vehicle-security-form.tsx';
