import type { VehicleCategory } from '../../../contract/constants.ts';
import type { CheckItem } from '../../../contract/vehicle-checks.contract.ts';

const item = (key: string, kind: CheckItem['kind'], label: string, labelHe: string, more: Partial<CheckItem> = {}): CheckItem => ({
  key,
  kind,
  label,
  labelHe,
  critical: false,
  ...more,
});

/** What every vehicle that carries patients is checked for before a shift. */
const patientCare: CheckItem[] = [
  item('oxygen-portable', 'number', 'Portable oxygen cylinder', 'בלון חמצן נייד', { critical: true, minimum: 100, unit: 'bar' }),
  item('defibrillator', 'presence', 'Defibrillator there, self-test passed', 'דפיברילטור במקום, הבדיקה העצמית עברה', { critical: true }),
  item('defibrillator-pads', 'expiry', 'Defibrillator pads', 'מדבקות דפיברילטור', { critical: true }),
  item('airway-kit', 'presence', 'Airway kit (bag-valve mask, airways)', 'ערכת נתיב אוויר (אמבו, מנתבי אוויר)', { critical: true }),
  item('trauma-bag', 'presence', 'Trauma bag', 'תיק טראומה'),
  item('gloves-masks', 'presence', 'Gloves and masks', 'כפפות ומסכות'),
  item('lights-siren', 'presence', 'Lights and siren work', 'אורות וסירנה תקינים', { critical: true }),
  item('fuel', 'number', 'Fuel', 'דלק', { minimum: 25, unit: '%' }),
];

const ambulance: CheckItem[] = [
  item('oxygen-main', 'number', 'Main oxygen cylinder', 'בלון חמצן ראשי', { critical: true, minimum: 50, unit: 'bar' }),
  ...patientCare,
  item('suction', 'presence', 'Suction unit', 'מכשיר שאיבה', { critical: true }),
  item('stretcher', 'presence', 'Stretcher and straps', 'אלונקה ורצועות', { critical: true }),
  item('drug-bag-seal', 'seal', 'Drug bag seal number', 'מספר הפלומבה של תיק התרופות'),
];

/**
 * The checks a new installation starts with (version 1 of each, once): an ambulance's, an ALS
 * vehicle's (an ambulance's and the paramedic's kit) and a BLS vehicle's (a fly car's kit).
 * Admins change them in Check Templates; categories without one have no check.
 */
export const BUILT_IN_CHECK_TEMPLATES: Partial<Record<VehicleCategory, CheckItem[]>> = {
  Ambulances: ambulance,
  'ALS Vehicle': [
    ...ambulance,
    item('monitor', 'presence', 'Cardiac monitor, charged', 'מוניטור לב, טעון', { critical: true }),
    item('intubation-kit', 'presence', 'Intubation kit', 'ערכת הנשמה מתקדמת (אינטובציה)', { critical: true }),
    item('drug-box-seal', 'seal', 'ALS drug box seal number', 'מספר הפלומבה של ארגז התרופות', { critical: true }),
    item('drug-box-expiry', 'expiry', 'ALS drug box: earliest expiry', 'ארגז התרופות: התפוגה הקרובה ביותר', { critical: true }),
  ],
  'BLS Vehicles': patientCare,
};
