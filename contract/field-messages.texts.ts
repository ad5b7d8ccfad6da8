/**
 * The contract's field messages in Hebrew, by their English text (as gettext's msgid is): the schemas
 * stay plain English for the API, and the web app shows a message in Hebrew when it is here
 * (web/lib/server-texts.ts; its Hebrew catalogue takes each as `validation.<English>` when it is built).
 */
export const FIELD_MESSAGES_HE = {
  'Please select a vehicle': 'נא לבחור רכב',
  'Incident date is required': 'נא לציין את תאריך האירוע',
  'Location is required': 'נא לציין מקום',
  'Please provide a detailed description': 'נא לתאר בפירוט מה קרה',
  'Type your full name to sign': 'הקלידו את שמכם המלא כדי לחתום',
  'Draw your signature to sign': 'ציירו את החתימה כדי לחתום',
  'Accept the agreement to sign it': 'יש לאשר את ההסכם כדי לחתום עליו',
  'Choose the fuel level': 'בחרו את מפלס הדלק',
  'Mileage must be a number': 'הקילומטראז׳ חייב להיות מספר',
  'Mileage is whole kilometres': 'הקילומטראז׳ בקילומטרים שלמים',
  'Mileage cannot be negative': 'הקילומטראז׳ לא יכול להיות שלילי',
  'Mileage is at most 2,000,000 km': 'הקילומטראז׳ הוא עד 2,000,000 ק״מ',
  'Say whether the vehicle is clean': 'ציינו אם הרכב נקי',
  'Describe the damage you saw': 'תארו את הנזק שראיתם',
  'Please enter the immobilizer code': 'נא להקליד את קוד האימובילייזר',
  'Enter a phone number like 050-123-4567 or +972 50 123 4567': 'הקלידו מספר טלפון כמו 050-123-4567 או ‎+972 50 123 4567',
  'Please enter a valid email address': 'נא להקליד כתובת דוא״ל תקינה',
  'Current points must be a number from 0 to 12': 'מספר הנקודות חייב להיות בין 0 ל-12',
  'Current points must be a whole number': 'מספר הנקודות חייב להיות מספר שלם',
  'Current points must be 0 to 12': 'מספר הנקודות חייב להיות בין 0 ל-12',
  'The end time must be after the start time.': 'שעת הסיום חייבת להיות אחרי שעת ההתחלה.',
  'The end date must not be before the start date.': 'תאריך הסיום לא יכול להיות לפני תאריך ההתחלה.',
  'Use a date like 2026-05-01': 'הקלידו תאריך כמו 2026-05-01',
  'Notes are at most 2000 characters': 'הערות הן עד 2000 תווים',
  'The reason is at most 1000 characters': 'הסיבה היא עד 1000 תווים',
  'The Hebrew text needs as many items as the English one': 'בנוסח העברי צריך להיות אותו מספר פריטים כמו באנגלי',
} satisfies Record<string, string>;
