import { idParams } from './common.contract.ts';
import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';
import { createVehicleRequest, retireVehicleResult, updateVehicleRequest, vehicle, vehicleCheckInCode, vehicleList } from './vehicles.contract.ts';

/** The endpoints of vehicles (server/features/vehicles/vehicles.routes.ts). */
export const vehiclesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/vehicles',
    tags: ['vehicles'],
    summary: 'The fleet, with whether each vehicle is bookable and whether my user types may book it (mayBook)',
    responses: { 200: vehicleList, 401: errorBody },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/vehicles',
    tags: ['vehicles'],
    summary: 'Add a vehicle (admin): vehicleNumber, make, model and category, and any other field of Manage Vehicle',
    body: createVehicleRequest,
    responses: { 201: vehicle, 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/vehicles/:id',
    tags: ['vehicles'],
    summary:
      'Edit a vehicle (admin): any field of Manage Vehicle (ituranCode empty clears it); out of booking only while no booking holds it (409 naming them)',
    params: idParams,
    body: updateVehicleRequest,
    responses: { 200: vehicle, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
  }),
  retire: endpoint({
    method: 'DELETE',
    path: '/api/vehicles/:id',
    tags: ['vehicles'],
    summary:
      'Retire a vehicle (admin): inactive and out of service, never deleted, its history and immobilizer setting kept; refused while it is out on a booking; its coming bookings are marked vehicleWithdrawn and their members told',
    params: idParams,
    responses: { 200: retireVehicleResult, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
  }),
  checkInCode: endpoint({
    method: 'GET',
    path: '/api/admin/vehicles/:id/check-in-code',
    tags: ['vehicles'],
    summary:
      "The code of the vehicle's check-in QR (admin), to print and keep in the vehicle: scanning it opens the app's link, which checks the member's booking in at the vehicle",
    params: idParams,
    responses: { 200: vehicleCheckInCode, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
  }),
};
