export { useCreateVehicle, useUpdateVehicle, useVehicles } from './use-vehicles.ts';
