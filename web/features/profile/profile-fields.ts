import { BLOOD_TYPES, LICENSE_COUNTRIES, type User } from '../../../contract/user.contract.ts';

export type EditableKey = Exclude<
  keyof User,
  'id' | 'email' | 'name' | 'role' | 'userTypes' | 'isAdmin' | 'isActive' | 'monthlyHourLimit' | 'licenseFrontScanUrl' | 'drivingPenalties' | 'profileComplete' | 'createdAt'
>;

export interface FieldSpec {
  key: EditableKey;
  label: string;
  type?: 'text' | 'date' | 'select' | 'checkbox' | 'textarea' | 'tel' | 'email';
  options?: readonly string[];
  required?: boolean;
  /** Shown only for licences of the United States (spec/admin-app.md 2.2). */
  usOnly?: boolean;
}

export interface CardSpec {
  id: string;
  title: string;
  fields: FieldSpec[];
}

/** The profile cards of spec/admin-app.md 2.2, in its order; penalties and account have their own. */
export const PROFILE_CARDS: CardSpec[] = [
  {
    id: 'licence',
    title: 'Driving License',
    fields: [
      { key: 'licenseNumber', label: 'License number', required: true },
      { key: 'licenseClass', label: 'License class' },
      { key: 'licenseCountryOfIssue', label: 'Country of issue', type: 'select', options: LICENSE_COUNTRIES },
      { key: 'licenseIssueDate', label: 'Issue date', type: 'date' },
      { key: 'licenseExpiryDate', label: 'Expiry date', type: 'date', required: true },
      { key: 'licenseIssuingAuthority', label: 'Issuing authority' },
      { key: 'licenseRestrictions', label: 'Restrictions' },
      { key: 'licenseEndorsements', label: 'Endorsements' },
      { key: 'licenseOrganDonor', label: 'Organ donor', type: 'checkbox', usOnly: true },
      { key: 'licenseVeteran', label: 'Veteran', type: 'checkbox', usOnly: true },
    ],
  },
  {
    id: 'personal',
    title: 'Personal Details',
    fields: [
      { key: 'firstName', label: 'First name', required: true },
      { key: 'lastName', label: 'Last name', required: true },
      { key: 'dateOfBirth', label: 'Date of birth', type: 'date' },
      { key: 'phone', label: 'Phone', type: 'tel' },
      { key: 'whatsappNumber', label: 'WhatsApp number', type: 'tel' },
      { key: 'preferredEmail', label: 'Preferred email', type: 'email' },
    ],
  },
  {
    id: 'address',
    title: 'Address',
    fields: [
      { key: 'address', label: 'Street address' },
      { key: 'city', label: 'City' },
      { key: 'postalCode', label: 'Postal code' },
    ],
  },
  {
    id: 'emergency',
    title: 'Emergency Contact',
    fields: [
      { key: 'emergencyContactName', label: 'Name' },
      { key: 'emergencyContactPhone', label: 'Phone', type: 'tel' },
    ],
  },
  {
    id: 'medical',
    title: 'Medical Information',
    fields: [
      { key: 'bloodType', label: 'Blood type', type: 'select', options: BLOOD_TYPES },
      { key: 'medicalConditions', label: 'Medical conditions', type: 'textarea' },
      { key: 'allergies', label: 'Allergies', type: 'textarea' },
      { key: 'disabilities', label: 'Disabilities', type: 'textarea' },
    ],
  },
];
