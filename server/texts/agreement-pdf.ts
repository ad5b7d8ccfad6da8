import type { Language } from '../../contract/constants.ts';

/** The words around an agreement's terms in its PDF, in the reader's language; the terms are the template's own. */
export interface AgreementPdfWords {
  heading: (version: string) => string;
  booking: string;
  vehicle: string;
  from: string;
  to: string;
  notes: string;
  member: string;
  name: string;
  email: string;
  licence: string;
  licenceValid: (number: string, until: string | null) => string;
  licenceMissing: string;
  terms: string;
  signature: string;
  signedBy: string;
  signedAt: string;
  signatureDamaged: string;
  hash: string;
}

export const AGREEMENT_PDF: Record<Language, AgreementPdfWords> = {
  en: {
    heading: (version) => `Terms version ${version}. Times in Asia/Jerusalem.`,
    booking: 'Booking',
    vehicle: 'Vehicle',
    from: 'From',
    to: 'To',
    notes: 'Notes',
    member: 'Member',
    name: 'Name',
    email: 'E-mail',
    licence: 'Driving licence',
    licenceValid: (number, until) => `${number}, valid until ${until ?? 'unknown'}`,
    licenceMissing: 'not on file',
    terms: 'Terms',
    signature: 'Signature',
    signedBy: 'Signed by',
    signedAt: 'Signed at',
    signatureDamaged: 'The stored signature image is damaged and cannot be shown.',
    hash: 'Content hash (SHA-256)',
  },
  he: {
    heading: (version) => `גרסת התנאים ${version}. השעות לפי שעון ירושלים.`,
    booking: 'הזמנה',
    vehicle: 'רכב',
    from: 'התחלה',
    to: 'סיום',
    notes: 'הערות',
    member: 'חבר/ת הארגון',
    name: 'שם',
    email: 'דוא״ל',
    licence: 'רישיון נהיגה',
    licenceValid: (number, until) => `${number}, בתוקף עד ${until ?? 'לא ידוע'}`,
    licenceMissing: 'לא נמסר',
    terms: 'תנאים',
    signature: 'חתימה',
    signedBy: 'נחתם על ידי',
    signedAt: 'נחתם ב',
    signatureDamaged: 'תמונת החתימה השמורה פגומה ואי אפשר להציג אותה.',
    hash: 'גיבוב התוכן (SHA-256)',
  },
};

/** What the agreement's terms say where a booking's values would be, before there is a booking (the terms shown before signing). */
export const AGREEMENT_WITHOUT_BOOKING: Record<Language, { vehicleNumber: string; vehicleDescription: string; startTime: string; endTime: string }> = {
  en: {
    vehicleNumber: 'the booked vehicle',
    vehicleDescription: 'the booked vehicle',
    startTime: 'the booking\u2019s start',
    endTime: 'the booking\u2019s end',
  },
  he: { vehicleNumber: 'הרכב המוזמן', vehicleDescription: 'הרכב המוזמן', startTime: 'תחילת ההזמנה', endTime: 'סוף ההזמנה' },
};
