import type { Booking } from '../../contract/bookings.contract.ts';
import type { TemplateView } from '../../contract/templates.contract.ts';
import { NO_PENALTIES, type User } from '../../contract/user.contract.ts';
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

/** A member as GET /api/user/profile answers it: Tamar, an EMT with a valid licence and no penalties, unless told otherwise. */
export function aUserView(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    email: 'tamar@medfleet.test',
    name: 'Tamar Friedman',
    firstName: 'Tamar',
    lastName: 'Friedman',
    role: 'member',
    userTypes: ['EMT'],
    isAdmin: false,
    isActive: true,
    monthlyHourLimit: null,
    preferredEmail: null,
    pendingPreferredEmail: null,
    phone: '050-1234567',
    whatsappNumber: null,
    dateOfBirth: null,
    address: null,
    city: 'Jerusalem',
    postalCode: null,
    emergencyContactName: null,
    emergencyContactPhone: null,
    licenseNumber: '1234567',
    licenseClass: 'B',
    licenseCountryOfIssue: 'Israel',
    licenseIssueDate: null,
    licenseExpiryDate: '2030-01-01',
    licenseIssuingAuthority: null,
    licenseRestrictions: null,
    licenseEndorsements: null,
    licenseOrganDonor: null,
    licenseVeteran: null,
    licenseFrontScanUrl: null,
    hasLicenceScan: false,
    licenseVerifiedAt: null,
    bloodType: null,
    medicalConditions: null,
    allergies: null,
    disabilities: null,
    drivingPenalties: NO_PENALTIES,
    profileComplete: false,
    language: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A booking as the API answers it: Tamar's confirmed booking of A3, unless told otherwise. */
export function aBookingView(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 11,
    vehicleId: 3,
    vehicleNumber: 'A3',
    userId: 7,
    userName: 'Tamar Friedman',
    startTime: '2026-12-01T18:00:00.000Z',
    endTime: '2026-12-02T06:00:00.000Z',
    notes: null,
    purpose: null,
    isEmergency: false,
    status: 'confirmed',
    holidayConflictReason: null,
    holidayConflict: null,
    agreementSigned: false,
    cancellationReason: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
    revision: 0,
    vehicleWithdrawn: null,
    checkedInAt: null,
    checkInMethod: null,
    seriesId: null,
    ...overrides,
  };
}
