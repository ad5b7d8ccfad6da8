import type { CLEANLINESS, FUEL_LEVELS } from '../../contract/documents.contract.ts';
import type { Language } from '../../contract/constants.ts';

/**
 * The words of the text PDFs (return checklists, damage reports) in the reader's language; what
 * members and admins wrote, and the templates' own words, are drawn as written.
 */
const WORDS = {
  en: {
    printed: (at: string) => `Printed ${at}. Times in Asia/Jerusalem.`,
    returned: (at: string, by: string, version: number) => `Returned ${at} by ${by}. Template version ${version}. Times in Asia/Jerusalem.`,
    reported: (id: number, at: string, version: number) => `Report #${id}, submitted ${at}. Template version ${version}. Times in Asia/Jerusalem.`,
    booking: 'Booking', vehicle: 'Vehicle', booked: 'Booked', condition: 'Condition', fuel: 'Fuel', mileage: 'Mileage',
    km: (n: number) => `${n} km`, notGiven: 'not given', cleanliness: 'Cleanliness', damageSeen: 'Damage seen',
    yesWith: (text: string) => `Yes: ${text}`, yes: 'Yes', no: 'No', equipmentPresent: 'Equipment present', noneListed: 'none listed',
    equipmentMissing: 'Equipment missing', none: 'none', checks: 'Checks', notes: 'Notes', guidance: 'Guidance', incident: 'Incident',
    reportedBy: 'Reported by', incidentDate: 'Incident date', location: 'Location', injuries: 'Injuries', policeNotified: 'Police notified',
    otherParties: 'Other parties', witnesses: 'Witnesses', photos: 'Photos', photosSeen: (n: number) => `${n} (seen in the app)`,
    description: 'Description', review: 'Review', reviewed: 'Reviewed',
    fuelLevel: { full: 'Full', three_quarters: '3/4', half: '1/2', quarter: '1/4', empty: 'Empty' },
    cleanlinessLevel: { clean: 'Clean', needs_cleaning: 'Needs cleaning' },
  },
  he: {
    printed: (at: string) => `הודפס ${at}. השעות לפי שעון ישראל.`,
    returned: (at: string, by: string, version: number) => `הוחזר ${at} על ידי ${by}. גרסת תבנית ${version}. השעות לפי שעון ישראל.`,
    reported: (id: number, at: string, version: number) => `דיווח מס׳ ${id}, הוגש ${at}. גרסת תבנית ${version}. השעות לפי שעון ישראל.`,
    booking: 'הזמנה', vehicle: 'רכב', booked: 'מועד ההזמנה', condition: 'מצב הרכב', fuel: 'דלק', mileage: 'קילומטראז׳',
    km: (n: number) => `${n} ק״מ`, notGiven: 'לא צוין', cleanliness: 'ניקיון', damageSeen: 'נראה נזק',
    yesWith: (text: string) => `כן: ${text}`, yes: 'כן', no: 'לא', equipmentPresent: 'ציוד קיים', noneListed: 'לא פורט',
    equipmentMissing: 'ציוד חסר', none: 'אין', checks: 'בדיקות', notes: 'הערות', guidance: 'הנחיות', incident: 'האירוע',
    reportedBy: 'דווח על ידי', incidentDate: 'מועד האירוע', location: 'מיקום', injuries: 'נפגעים', policeNotified: 'המשטרה עודכנה',
    otherParties: 'צדדים נוספים', witnesses: 'עדים', photos: 'תמונות', photosSeen: (n: number) => `${n} (מוצגות באפליקציה)`,
    description: 'תיאור', review: 'בדיקה', reviewed: 'נבדק',
    fuelLevel: { full: 'מלא', three_quarters: '3/4', half: '1/2', quarter: '1/4', empty: 'ריק' },
    cleanlinessLevel: { clean: 'נקי', needs_cleaning: 'דורש ניקוי' },
  },
} satisfies Record<Language, { fuelLevel: Record<(typeof FUEL_LEVELS)[number], string>; cleanlinessLevel: Record<(typeof CLEANLINESS)[number], string> } & Record<string, unknown>>;

export type DocumentWords = (typeof WORDS)['en'];
export const documentWords = (language: Language): DocumentWords => WORDS[language];
