import { BLOOD_TYPES, LICENSE_COUNTRIES, type User } from '../../../contract/user.contract.ts';

export type EditableKey = Exclude<
  keyof User,
  | 'id'
  | 'email'
  | 'name'
  | 'role'
  | 'userTypes'
  | 'isAdmin'
  | 'isActive'
  | 'monthlyHourLimit'
  | 'licenseFrontScanUrl'
  | 'drivingPenalties'
  | 'profileComplete'
  | 'createdAt'
>;

/** A field's label is the catalogue's `profile.field.<key>`, a card's title `profile.card.<id>`. */
export interface FieldSpec {
  key: EditableKey;
  type?: 'text' | 'date' | 'select' | 'checkbox' | 'textarea' | 'tel' | 'email';
  options?: readonly string[];
  required?: boolean;
  /** Shown only for licences of the United States (docs/spec/admin-app.md 2.2). */
  usOnly?: boolean;
}

export interface CardSpec {
  id: string;
  fields: FieldSpec[];
}

/** The profile cards of docs/spec/admin-app.md 2.2, in its order; penalties and account have their own. */
export const PROFILE_CARDS: CardSpec[] = [
  {
    id: 'licence',
    fields: [
      { key: 'licenseNumber', required: true },
      { key: 'licenseClass' },
      { key: 'licenseCountryOfIssue', type: 'select', options: LICENSE_COUNTRIES },
      { key: 'licenseIssueDate', type: 'date' },
      { key: 'licenseExpiryDate', type: 'date', required: true },
      { key: 'licenseIssuingAuthority' },
      { key: 'licenseRestrictions' },
      { key: 'licenseEndorsements' },
      { key: 'licenseOrganDonor', type: 'checkbox', usOnly: true },
      { key: 'licenseVeteran', type: 'checkbox', usOnly: true },
    ],
  },
  {
    id: 'personal',
    fields: [
      { key: 'firstName', required: true },
      { key: 'lastName', required: true },
      { key: 'dateOfBirth', type: 'date' },
      { key: 'phone', type: 'tel' },
      { key: 'whatsappNumber', type: 'tel' },
      { key: 'preferredEmail', type: 'email' },
    ],
  },
  {
    id: 'address',
    fields: [{ key: 'address' }, { key: 'city' }, { key: 'postalCode' }],
  },
  {
    id: 'emergency',
    fields: [{ key: 'emergencyContactName' }, { key: 'emergencyContactPhone', type: 'tel' }],
  },
  {
    id: 'medical',
    fields: [
      { key: 'bloodType', type: 'select', options: BLOOD_TYPES },
      { key: 'medicalConditions', type: 'textarea' },
      { key: 'allergies', type: 'textarea' },
      { key: 'disabilities', type: 'textarea' },
    ],
  },
];
