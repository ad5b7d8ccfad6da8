import type { TemplateView } from '../../contract/templates.contract.ts';
import type { Vehicle } from '../../contract/vehicles.contract.ts';

/** A vehicle as GET /api/vehicles answers it: A3, a diesel Ford Transit anyone may book, unless told otherwise. */
export function aVehicleView(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id: 3,
    vehicleNumber: 'A3',
    make: 'Ford',
    model: 'Transit',
    year: 2021,
    category: 'Ambulances',
    description: null,
    allowedUserTypes: ['driver'],
    isActive: true,
    status: 'available',
    immobilizerEnabled: false,
    hasIturanCode: false,
    maintenanceNotes: null,
    lastServiceDate: null,
    nextServiceDate: null,
    nextServiceMileage: null,
    mileage: 87_000,
    registrationDate: null,
    insuranceRenewalDate: null,
    taxRenewalDate: null,
    motExpiryDate: null,
    motTestDate: null,
    insuranceProvider: null,
    insurancePolicyNumber: null,
    vin: null,
    engineNumber: null,
    fuelType: 'diesel',
    equipment: [],
    bookable: true,
    mayBook: true,
    ...overrides,
  };
}

/** A template's current version as GET /api/templates/{kind} answers it. */
export function aTemplateView(overrides: Partial<TemplateView> = {}): TemplateView {
  return {
    kind: 'checklist',
    version: 1,
    title: 'Vehicle return checklist',
    items: ['Keys are back in the station key box'],
    he: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    createdBy: null,
    ...overrides,
  };
}
