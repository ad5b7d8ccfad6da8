/**
 * The contract's field messages in Hebrew, by their English text (as gettext's msgid is): the schemas stay plain English for the
 * API, and the web app shows a message in Hebrew through `fieldMessageInHebrew` (web/lib/server-texts.ts). Messages that a helper
 * builds from a field's name ("First name is at most 100 characters") are read by their shape, with the field's name in Hebrew.
 * Messages that begin with a lower-case letter name an API parameter for a program and stay English.
 */
const WHOLE_MESSAGES: Record<string, string> = {
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
  'Invalid email': 'כתובת דוא״ל לא תקינה',
  'Current points must be a number from 0 to 12': 'מספר הנקודות חייב להיות בין 0 ל-12',
  'Current points must be a whole number': 'מספר הנקודות חייב להיות מספר שלם',
  'Current points must be 0 to 12': 'מספר הנקודות חייב להיות בין 0 ל-12',
  'The end time must be after the start time.': 'שעת הסיום חייבת להיות אחרי שעת ההתחלה.',
  'The end date must not be before the start date.': 'תאריך הסיום לא יכול להיות לפני תאריך ההתחלה.',
  'The end time of day must be after the start time of day.': 'שעת הסיום ביום חייבת להיות אחרי שעת ההתחלה ביום.',
  'Use a date like 2026-05-01': 'הקלידו תאריך כמו 2026-05-01',
  'Use the date format YYYY-MM-DD': 'הקלידו תאריך בתבנית YYYY-MM-DD',
  'Use a time of day like 08:00': 'הקלידו שעה כמו 08:00',
  'Notes are at most 2000 characters': 'הערות הן עד 2000 תווים',
  'The reason is at most 1000 characters': 'הסיבה היא עד 1000 תווים',
  'The Hebrew text needs as many items as the English one': 'בנוסח העברי צריך להיות אותו מספר פריטים כמו באנגלי',
  'A VIN is 11 to 17 letters and digits (no I, O or Q)': 'מספר שלדה (VIN) הוא 11 עד 17 אותיות וספרות (בלי I,‏ O או Q)',
  'A booking may last at least 1 hour': 'הזמנה נמשכת לפחות שעה',
  'A reason is required to reject': 'נא לציין סיבה לדחייה',
  'A reason is required to reject a booking': 'נא לציין סיבה לדחיית ההזמנה',
  'A template needs at least one item': 'בתבנית צריך להיות לפחות פריט אחד',
  'A tracker id is 4 to 64 letters, digits, dots, dashes, colons or underscores (a device IMEI works)':
    'מזהה מכשיר מעקב הוא 4 עד 64 אותיות, ספרות, נקודות, מקפים, נקודתיים או קווים תחתונים (מספר ה-IMEI של המכשיר מתאים)',
  'An item cannot be empty': 'פריט לא יכול להיות ריק',
  'Choose at least one user type': 'בחרו לפחות סוג משתמש אחד',
  'Each photo must be an image data string': 'כל תמונה צריכה להיות קובץ תמונה',
  'Enter a dispatch phone number such as 02-999-1234 or *2710': 'הקלידו מספר טלפון של המוקד, כמו 02-999-1234 או ‎*2710',
  'Enter the booking number': 'הקלידו את מספר ההזמנה',
  'Give the geofence a name': 'תנו שם לגדר הגיאוגרפית',
  'How far ahead is a whole number of months': 'כמה זמן מראש: מספר שלם של חודשים',
  'Bookings must be allowed at least 1 month ahead': 'יש לאפשר הזמנות לפחות חודש אחד מראש',
  'Please enter a phone number for testing.': 'נא להקליד מספר טלפון לבדיקה.',
  'Please enter an Ituran code.': 'נא להקליד קוד איתוראן.',
  'Please take or choose a photo': 'נא לצלם או לבחור תמונה',
  'Please upload at least the front side of your license': 'נא להעלות לפחות את הצד הקדמי של הרישיון',
  'Positions are kept a whole number of days': 'מיקומים נשמרים מספר שלם של ימים',
  'Positions are kept at least 1 day': 'מיקומים נשמרים לפחות יום אחד',
  'Say in the notes why the document is rejected': 'כתבו בהערות למה המסמך נדחה',
  'Say whether you saw damage': 'ציינו אם ראיתם נזק',
  'Say why the positions are held': 'ציינו למה המיקומים נשמרים',
  'The email is linked to your work account and cannot be changed': 'כתובת הדוא״ל מקושרת לחשבון העבודה שלכם ואי אפשר לשנות אותה',
  'The monitor interval is whole seconds': 'מרווח הבדיקה הוא מספר שלם של שניות',
  'The signature image is too large': 'תמונת החתימה גדולה מדי',
  'The signature must be a PNG image (data:image/png;base64,…)': 'החתימה צריכה להיות תמונת PNG ‏(data:image/png;base64,…)',
  'Unknown backup': 'גיבוי לא מוכר',
  'Unknown calendar feed': 'לוח שנה משותף לא מוכר',
  'Unknown photo session': 'מפגש צילום לא מוכר',
  'Year is 1950 or later': 'השנה היא 1950 ואילך',
  // What a check without a message of its own says (contract/zod-messages.ts).
  Required: 'שדה חובה',
  'Must be text': 'נא להקליד טקסט',
  'Must be a number': 'נא להקליד מספר',
  'Must be a whole number': 'נא להקליד מספר שלם',
  'Must be true or false': 'כן או לא',
  'Must be a list': 'צריכה להיות רשימה',
  'Must be an object': 'צריך להיות אובייקט',
  'Must be an e-mail address': 'נא להקליד כתובת דוא״ל',
  'Must be a web address': 'נא להקליד כתובת אינטרנט',
  'Must be a date and time like 2026-05-01T08:00:00+03:00': 'נא להקליד תאריך ושעה כמו 2026-05-01T08:00:00+03:00',
  'Must be a date like 2026-05-01': 'הקלידו תאריך כמו 2026-05-01',
  'Must be a time of day like 08:00': 'הקלידו שעה כמו 08:00',
  'Must be an id of the right form': 'המזהה אינו בצורה הנכונה',
  'Is not of the right form': 'הערך אינו בצורה הנכונה',
  'At most 1 character': 'עד תו אחד',
  'At most 1 item': 'עד פריט אחד',
  'At least 1 item': 'לפחות פריט אחד',
};

/** The fields that messages built by a helper name, in Hebrew. */
const FIELD_NAMES: Record<string, string> = {
  'First name': 'שם פרטי',
  'Last name': 'שם משפחה',
  Name: 'שם',
  Address: 'כתובת',
  City: 'עיר',
  'Postal code': 'מיקוד',
  'Date of birth': 'תאריך לידה',
  'Emergency contact name': 'שם איש הקשר לחירום',
  'Blood type': 'סוג דם',
  Allergies: 'אלרגיות',
  Disabilities: 'מוגבלויות',
  'Medical conditions': 'מצבים רפואיים',
  'Ban details': 'פרטי הפסילה',
  'Conviction details': 'פרטי ההרשעה',
  'Insurance refusal details': 'פרטי סירוב הביטוח',
  'Licence country': 'מדינת הרישיון',
  'Licence number': 'מספר הרישיון',
  'Licence class': 'דרגת הרישיון',
  'Licence issue date': 'תאריך הנפקת הרישיון',
  'Licence expiry date': 'תאריך תוקף הרישיון',
  'Issuing authority': 'הרשות המנפיקה',
  Endorsements: 'תוספות לרישיון',
  Restrictions: 'הגבלות',
  'Monthly hour limit': 'מכסת השעות החודשית',
  'Monthly hours': 'השעות החודשיות',
  'Allowed user types': 'סוגי המשתמשים המורשים',
  Language: 'שפה',
  'The language': 'השפה',
  'Vehicle number': 'מספר הרכב',
  Make: 'יצרן',
  Model: 'דגם',
  Year: 'שנה',
  Category: 'קטגוריה',
  Status: 'סטטוס',
  'Fuel type': 'סוג דלק',
  Equipment: 'ציוד',
  Description: 'תיאור',
  'Engine number': 'מספר המנוע',
  'Registration date': 'תאריך הרישום',
  'Insurance provider': 'חברת הביטוח',
  'Insurance policy number': 'מספר פוליסת הביטוח',
  'Insurance renewal date': 'תאריך חידוש הביטוח',
  'Tax renewal date': 'תאריך חידוש אגרת הרישוי',
  'MOT test date': 'תאריך הטסט',
  'MOT expiry date': 'תוקף הטסט',
  'Last service date': 'תאריך הטיפול האחרון',
  'Next service date': 'תאריך הטיפול הבא',
  'Next service mileage': 'הקילומטראז׳ לטיפול הבא',
  'Maintenance notes': 'הערות תחזוקה',
  Mileage: 'קילומטראז׳',
  Location: 'מקום',
  'Other parties': 'צדדים מעורבים',
  Witnesses: 'עדים',
  'Additional comments': 'הערות נוספות',
  Notes: 'הערות',
  Search: 'חיפוש',
  Title: 'כותרת',
  'The title': 'הכותרת',
  'The text': 'הטקסט',
  'The image': 'התמונה',
  'The link': 'הקישור',
  'The donate link': 'קישור התרומה',
  'The description': 'התיאור',
  'The damage description': 'תיאור הנזק',
  'The reason': 'הסיבה',
  'The code': 'הקוד',
  'The phone number': 'מספר הטלפון',
  'The monitor interval': 'מרווח הבדיקה',
  'The radius': 'הרדיוס',
  'A vehicle number': 'מספר רכב',
  'An item': 'פריט',
  'Service name': 'שם השירות',
  'Dispatch phone': 'טלפון המוקד',
  'Rule name': 'שם הכלל',
  'Start time': 'שעת ההתחלה',
  'End time': 'שעת הסיום',
  'Restricted period policy': 'מדיניות התקופות המוגבלות',
  'Hours before candle lighting': 'שעות לפני הדלקת נרות',
  'Hours after havdalah': 'שעות אחרי ההבדלה',
  'Maximum booking length': 'משך ההזמנה המרבי',
  'How far ahead': 'כמה זמן מראש',
  'How long positions are kept': 'כמה זמן נשמרים מיקומים',
};

const UNITS: Record<string, string> = { '': '', ' km': ' ק״מ', ' m': ' מ׳', ' hours': ' שעות', ' seconds': ' שניות', ' days': ' ימים', ' MB': ' MB' };

type Shape = [RegExp, (hebrew: (english: string) => string | undefined, ...parts: string[]) => string | undefined];

const named =
  (say: (name: string, ...rest: string[]) => string) =>
  (hebrew: (english: string) => string | undefined, name: string, ...rest: string[]) => {
    const field = FIELD_NAMES[name];
    return field === undefined ? undefined : say(field, ...rest);
  };
const inner =
  (say: (message: string, ...rest: string[]) => string) =>
  (hebrew: (english: string) => string | undefined, english: string, ...rest: string[]) => {
    const message = hebrew(english);
    return message === undefined ? undefined : say(message, ...rest);
  };
const unit = (english = '') => UNITS[english] ?? english;

/** What a helper adds to a message it was given, and what it builds from a field's name (contract/common.contract.ts and the schemas). */
const SHAPES: Shape[] = [
  [/^(.+) \(years (\d+) to (\d+)\)$/, inner((message, from, to) => `${message} (השנים ${from} עד ${to})`)],
  [/^(.+): that day does not exist$/, inner((message) => `${message}: אין יום כזה`)],
  [/^(.+): use an ISO 8601 date and time$/, inner((message) => `${message}: תאריך ושעה בתבנית ISO 8601`)],
  [/^(.+): use a date like 2026-05-01$/, named((name) => `${name}: הקלידו תאריך כמו 2026-05-01`)],
  [/^(.+) (?:is|are) at most (\d+) characters$/, named((name, most) => `${name}: עד ${most} תווים`)],
  [/^(.+) must be text$/, named((name) => `${name}: נא להקליד טקסט`)],
  [/^(.+) is required$/, named((name) => `${name}: שדה חובה`)],
  [/^(.+) (?:is|must be) one of (.+)$/, named((name, choices) => `${name}: אחד מאלה: ${choices}`)],
  [/^(.+) (?:is|are) chosen from (.+)$/, named((name, choices) => `${name}: מתוך: ${choices}`)],
  [/^(.+) cannot be negative$/, named((name) => `${name}: לא פחות מאפס`)],
  [/^(.+) (?:is|are) at most (\d+)( \w+)?$/, named((name, most, measure) => `${name}: עד ${most}${unit(measure)}`)],
  [/^(.+) (?:is|are) at least (\d+)( \w+)?$/, named((name, least, measure) => `${name}: לפחות ${least}${unit(measure)}`)],
  [/^(.+) must be a number(?: of \w+)?$/, named((name) => `${name}: נא להקליד מספר`)],
  [/^(.+) (?:is|must be) a whole number(?: of \w+)?$/, named((name) => `${name}: מספר שלם`)],
  [/^(.+) must be (?:a number from )?(\d+) to (\d+)$/, named((name, from, to) => `${name}: מספר מ-${from} עד ${to}`)],
  [/^(.+) must be an http\(s\) address$/, named((name) => `${name}: כתובת שמתחילה ב-http://‎ או ב-https://‎`)],
  [/^A booking may last at most (\d+) hours$/, (_, most) => `הזמנה נמשכת עד ${most} שעות`],
  [/^A template has at most (\d+) items$/, (_, most) => `בתבנית יש עד ${most} פריטים`],
  [/^At most (\d+) photos per report$/, (_, most) => `עד ${most} תמונות בדיווח`],
  [/^At most (\d+) equipment items$/, (_, most) => `עד ${most} פריטי ציוד`],
  [/^At most (\d+) characters$/, (_, most) => `עד ${most} תווים`],
  [/^At most (\d+) items$/, (_, most) => `עד ${most} פריטים`],
  [/^At most (-?[\d.e+]+)$/, (_, most) => `עד ${most}`],
  [/^At least (\d+) characters$/, (_, least) => `לפחות ${least} תווים`],
  [/^At least (\d+) items$/, (_, least) => `לפחות ${least} פריטים`],
  [/^At least (-?[\d.e+]+)$/, (_, least) => `לפחות ${least}`],
  [/^Must be one of (.+)$/, (_, choices) => `אחד מאלה: ${choices}`],
  [/^Unknown fields?: (.+)$/, (_, keys) => `שדות לא מוכרים: ${keys}`],
  [/^Choose at most (\d+) days$/, (_, most) => `בחרו עד ${most} ימים`],
  [/^Bookings can be allowed at most (\d+) months ahead$/, (_, most) => `אפשר לפתוח הזמנות עד ${most} חודשים מראש`],
  [/^Positions are kept at most (\d+) days$/, (_, most) => `מיקומים נשמרים עד ${most} ימים`],
  [/^The Ituran code is (\d+) to (\d+) letters or digits$/, (_, from, to) => `קוד איתוראן הוא ${from} עד ${to} אותיות או ספרות`],
  [/^The immobilizer code has at most (\d+) characters$/, (_, most) => `בקוד האימובילייזר יש עד ${most} תווים`],
  [/^Fields are written \{\{field\}\}, one of (.+)$/, (_, choices) => `שדות נכתבים {{field}}, אחד מאלה: ${choices}`],
];

/** A field message of the contract in Hebrew, or undefined when it has none (the English is then shown). */
export function fieldMessageInHebrew(english: string): string | undefined {
  const whole = WHOLE_MESSAGES[english];
  if (whole !== undefined) return whole;
  for (const [pattern, say] of SHAPES) {
    const parts = pattern.exec(english);
    const hebrew = parts && say(fieldMessageInHebrew, ...parts.slice(1).map((part) => part ?? ''));
    if (hebrew) return hebrew;
  }
  return undefined;
}
