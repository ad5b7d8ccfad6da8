/**
 * The refusals people meet, members and admins, in English and Hebrew side by side, as ICU messages.
 * The server answers a refusal's `message` in English with its `messageKey` and `params`
 * (server/http-errors.ts); the web app says it in the reader's language: its Hebrew catalogue takes
 * each as `refusal.<key>` when it is built (web/lib/i18n/server-text-entries.ts; docs/decisions/020).
 * Parameters follow the notices' rules: ISO instants are written in the language, `x.he` is `x`
 * in Hebrew.
 */
export const REFUSALS = {
  'session.signIn': { en: 'Sign in to continue.', he: 'יש להתחבר כדי להמשיך.' },
  'session.ended': { en: 'Your session has ended. Please sign in again.', he: 'פג תוקף ההתחברות. נא להתחבר שוב.' },
  'session.disabled': { en: 'This account is disabled. Please contact an administrator.', he: 'החשבון הזה מושבת. נא לפנות למנהל.' },
  'admin.only': { en: 'Only administrators can do this.', he: 'רק מנהלים יכולים לעשות זאת.' },
  'idempotency.badKey': {
    en: 'Idempotency-Key must be 8 to 200 visible ASCII characters.',
    he: 'הכותרת Idempotency-Key חייבת להכיל 8 עד 200 תווי ASCII גלויים.',
  },
  'idempotency.reused': {
    en: 'This Idempotency-Key was already used for another request. Send a new key with a new request.',
    he: 'המפתח Idempotency-Key כבר שימש לבקשה אחרת. שלחו מפתח חדש עם בקשה חדשה.',
  },
  'idempotency.inProgress': {
    en: 'This request is still being processed. Try again in a moment.',
    he: 'הבקשה הזאת עדיין בטיפול. נסו שוב בעוד רגע.',
  },
  'booking.startInPast': { en: 'The start time is in the past. Choose a time from now on.', he: 'שעת ההתחלה כבר עברה. בחרו שעה מעכשיו והלאה.' },
  'booking.endAfterStart': { en: 'The end time must be after the start time.', he: 'שעת הסיום חייבת להיות אחרי שעת ההתחלה.' },
  'booking.tooLong': { en: 'A booking can be at most {hours} hours long.', he: 'הזמנה יכולה להימשך {hours} שעות לכל היותר.' },
  'booking.tooFarAhead': { en: 'Bookings can be made at most {months} months ahead (until {until}).', he: 'אפשר להזמין עד {months} חודשים מראש (עד {until}).' },
  'booking.weekendClosed': {
    en: 'Bookings on Friday and Saturday are closed; an admin may approve an override.',
    he: 'ההזמנות בימי שישי ושבת סגורות; מנהל יכול לאשר חריגה.',
  },
  'booking.periodClosed': {
    en: 'Bookings in {period}, from {from} to {until}, are closed; an admin may approve an override.',
    he: 'ההזמנות ב{period}, מ-{from} עד {until}, סגורות; מנהל יכול לאשר חריגה.',
  },
  'vehicle.inactive': { en: '{vehicle} is not in active service and cannot be booked.', he: '{vehicle} אינו בשירות פעיל ואי אפשר להזמין אותו.' },
  'vehicle.inMaintenance': { en: '{vehicle} is in maintenance and cannot be booked.', he: '{vehicle} בטיפול ואי אפשר להזמין אותו.' },
  'vehicle.outOfService': { en: '{vehicle} is out of service and cannot be booked.', he: '{vehicle} מושבת ואי אפשר להזמין אותו.' },
  'vehicle.missing': { en: 'Vehicle {id} does not exist.', he: 'רכב {id} לא קיים.' },
  'booking.typesOnly': {
    en: '{vehicle} can be booked only by: {allowed}. Your types: {yours}.',
    he: 'את {vehicle} יכולים להזמין רק: {allowed}. הסוגים שלך: {yours}.',
  },
  'licence.missing': {
    en: 'No driving licence on file. Add your licence in My Profile & Settings before booking.',
    he: 'אין רישיון נהיגה בתיק. הוסיפו את הרישיון בפרופיל ובהגדרות לפני ההזמנה.',
  },
  'licence.expiresBefore': {
    en: 'Your driving licence expires on {expiry}, before this booking ends. Renew it in My Profile & Settings.',
    he: 'תוקף רישיון הנהיגה שלך פג ב-{expiry}, לפני סוף ההזמנה. חדשו אותו בפרופיל ובהגדרות.',
  },
  'licence.unverified': {
    en: 'Your driving licence has not been verified yet: an admin approves your licence scan before you can book.',
    he: 'רישיון הנהיגה שלך עוד לא אומת: מנהל מאשר את סריקת הרישיון לפני שאפשר להזמין.',
  },
  'booking.monthlyLimit': {
    en: 'This booking would pass your monthly limit of {limit} hours for {month}: {booked} hours are booked and this booking adds {adds}.',
    he: 'ההזמנה הזו תחרוג ממכסת {limit} השעות החודשית שלך ל{month}: כבר הוזמנו {booked} שעות וההזמנה מוסיפה {adds}.',
  },
  'booking.ownOverlap': { en: 'You already have {vehicle} booked from {from} to {until}.', he: 'כבר הזמנת את {vehicle} מ-{from} עד {until}.' },
  'booking.vehicleTaken': { en: '{vehicle} is already booked from {from} to {until}.', he: '{vehicle} כבר מוזמן מ-{from} עד {until}.' },
  'booking.justTaken': { en: 'The vehicle was just booked by someone else for this time.', he: 'מישהו אחר הזמין את הרכב לזמן הזה ממש עכשיו.' },
  'booking.notFound': { en: 'No booking with id {id}.', he: 'אין הזמנה מספר {id}.' },
  'positionHold.none': { en: 'The positions of booking {id} are not held.', he: 'המיקומים של הזמנה {id} אינם שמורים.' },
  'booking.already': {
    en: 'This booking is already {status}.',
    he: 'ההזמנה הזו כבר {status, select, pending {ממתינה} confirmed {מאושרת} active {פעילה} completed {הסתיימה} no_show {שוחררה כי לא הגיעו} other {בוטלה}}.',
  },
  'booking.forInactive': { en: '{member} is not active and cannot be booked for.', he: '{member} אינו/ה פעיל/ה ואי אפשר להזמין עבורו/ה.' },
  'checkIn.notHeld': {
    en: 'This booking is {status} and cannot be checked in.',
    he: 'ההזמנה הזו {status, select, pending {ממתינה לאישור} completed {הסתיימה} no_show {שוחררה כי לא הגיעו} other {בוטלה}} ואי אפשר לעשות לה צ׳ק-אין.',
  },
  'checkIn.tooEarly': {
    en: 'Check-in opens {minutes} minutes before the start, at {from}.',
    he: 'הצ׳ק-אין נפתח {minutes} דקות לפני ההתחלה, ב-{from}.',
  },
  'checkIn.ended': { en: 'This booking has ended.', he: 'ההזמנה הזו הסתיימה.' },
  'checkIn.proofNeeded': {
    en: 'Check in at the vehicle: share your location, or scan the QR code in the vehicle.',
    he: 'עושים צ׳ק-אין ליד הרכב: שתפו את המיקום, או סרקו את קוד ה-QR שברכב.',
  },
  'checkIn.tooFar': {
    en: 'You are {metres} m from {vehicle}; check in within {radius} m of it, or scan the QR code in the vehicle.',
    he: 'את/ה במרחק {metres} מ׳ מ{vehicle}; עושים צ׳ק-אין בטווח {radius} מ׳ ממנו, או סורקים את קוד ה-QR שברכב.',
  },
  'checkIn.positionUnknown': {
    en: 'The position of {vehicle} is not known: scan the QR code in the vehicle.',
    he: 'המיקום של {vehicle} אינו ידוע: סרקו את קוד ה-QR שברכב.',
  },
  'checkIn.wrongCode': { en: 'This QR code is not the code of {vehicle}.', he: 'קוד ה-QR הזה אינו הקוד של {vehicle}.' },
  'booking.changed': { en: 'This booking changed meanwhile; reload and try again.', he: 'ההזמנה השתנתה בינתיים; טענו מחדש ונסו שוב.' },
  'booking.notReschedulable': {
    en: 'This booking is {status} and can no longer be rescheduled.',
    he: 'ההזמנה הזו {status, select, pending {ממתינה} confirmed {מאושרת} active {פעילה} completed {הסתיימה} no_show {שוחררה כי לא הגיעו} other {בוטלה}} ואי אפשר עוד לשנות את מועדה.',
  },
  'backup.busy': { en: 'A backup is being taken right now. Try again when it is done.', he: 'גיבוי נלקח ממש עכשיו. נסו שוב כשיסתיים.' },
  'backup.notFound': { en: 'There is no backup {fileName}.', he: 'אין גיבוי {fileName}.' },
  'agreement.notOwner': { en: 'Only the member who made the booking can sign its agreement.', he: 'רק מי שביצע את ההזמנה יכול לחתום על ההסכם שלה.' },
  'agreement.notSignable': {
    en: 'This booking is {status}; its agreement can no longer be signed.',
    he: 'ההזמנה הזו {status, select, pending {ממתינה} confirmed {מאושרת} active {פעילה} completed {הסתיימה} no_show {שוחררה כי לא הגיעו} other {בוטלה}}; אי אפשר עוד לחתום על ההסכם שלה.',
  },
  'agreement.alreadySigned': { en: 'This agreement is already signed.', he: 'על ההסכם הזה כבר חתמו.' },
  'agreement.notSigned': { en: 'This booking has no signed agreement yet.', he: 'להזמנה הזו עדיין אין הסכם חתום.' },
  'immobilizer.locked': { en: 'Too many wrong codes for {vehicle}. Try again after {until}.', he: 'יותר מדי קודים שגויים ל-{vehicle}. נסו שוב אחרי {until}.' },
  'immobilizer.notEnabled': { en: '{vehicle} has no immobilizer enabled.', he: 'ל-{vehicle} אין אימובילייזר פעיל.' },
  'immobilizer.noBooking': {
    en: 'You have no current booking of {vehicle}. Its code works from 1 hour before your booking starts.',
    he: 'אין לך הזמנה נוכחית של {vehicle}. הקוד שלו עובד משעה לפני תחילת ההזמנה.',
  },
  'immobilizer.moving': {
    en: '{vehicle} is moving ({speed} km/h). The immobilizer stops the engine, so it is engaged only while the vehicle stands still.',
    he: '{vehicle} בתנועה ({speed} קמ״ש). האימובילייזר מדומם את המנוע, ולכן מופעל רק כשהרכב עומד.',
  },
  'immobilizer.wrongCode': {
    en: 'Wrong immobilizer code for {vehicle}. {attemptsLeft, plural, one {# attempt left.} other {# attempts left.}}',
    he: 'קוד אימובילייזר שגוי ל-{vehicle}. {attemptsLeft, plural, one {נשאר ניסיון אחד.} two {נשארו שני ניסיונות.} other {נשארו # ניסיונות.}}',
  },
  'immobilizer.wrongCodeLocked': {
    en: 'Wrong immobilizer code for {vehicle}. Too many wrong codes: try again after {until}.',
    he: 'קוד אימובילייזר שגוי ל-{vehicle}. יותר מדי קודים שגויים: נסו שוב אחרי {until}.',
  },
  'damage.tooManyPhotos': { en: 'At most {max} photos per report', he: 'עד {max} תמונות בדיווח' },
  'damage.noVehicle': { en: 'Please select a vehicle: this one does not exist.', he: 'נא לבחור רכב: הרכב הזה לא קיים.' },
  'damage.bookingOfOther': {
    en: 'Booking #{booking} is for {bookingVehicle}, not {vehicle}.',
    he: 'הזמנה #{booking} היא של {bookingVehicle}, לא של {vehicle}.',
  },
  'damage.future': { en: 'The incident date cannot be in the future.', he: 'תאריך האירוע לא יכול להיות בעתיד.' },
  'documents.notOwner': { en: 'Only the member who made the booking can hand in its documents.', he: 'רק מי שביצע את ההזמנה יכול להגיש את המסמכים שלה.' },
  'documents.notBegun': { en: 'The vehicle can be returned once the booking has begun.', he: 'אפשר להחזיר את הרכב רק אחרי שההזמנה התחילה.' },
  'documents.alreadyReturned': { en: 'The return checklist of this booking was already handed in.', he: 'רשימת הבדיקה בהחזרה של ההזמנה הזו כבר הוגשה.' },
  'documents.cancelled': { en: 'This booking is cancelled.', he: 'ההזמנה הזו בוטלה.' },
  'documents.tooLarge': { en: 'The file is larger than 10 MB.', he: 'הקובץ גדול מ-10 MB.' },
  'override.notRefused': { en: 'This booking is not refused: book it directly.', he: 'ההזמנה הזו לא נדחתה: אפשר להזמין ישירות.' },
  'override.notAllowed': {
    en: 'Overrides of {type, select, license {the driving licence rule} shabbat {Shabbat} holiday {a festival} weekend {the weekend} other {how far ahead bookings may be made}} are not allowed. {refusal}',
    he: 'חריגות {type, select, license {מכלל רישיון הנהיגה} shabbat {בשבת} holiday {בחג} weekend {בסוף השבוע} other {ממגבלת ההזמנה מראש}} אינן מותרות. {refusal}',
  },
  'override.reasonRequired': { en: 'Please give a reason for the override.', he: 'נא לציין סיבה לחריגה.' },
  'override.tooMany': {
    en: 'You already have {max} override requests waiting for an admin. Withdraw one, or wait for a decision, before asking again.',
    he: 'כבר יש לך {max} בקשות חריגה שממתינות למנהל. בטלו אחת, או המתינו להחלטה, לפני שתבקשו שוב.',
  },
  'override.alreadyRequested': {
    en: 'You already asked for an override of this booking; it waits for an admin.',
    he: 'כבר ביקשת חריגה להזמנה הזו; היא ממתינה למנהל.',
  },
  'settings.smsNeedsPhone': {
    en: 'SMS notifications need a phone number: add one in your profile first.',
    he: 'להתראות SMS צריך מספר טלפון: הוסיפו אחד בפרופיל קודם.',
  },
  'settings.whatsappNeedsPhone': {
    en: 'WhatsApp notifications need a phone number: add one in your profile first.',
    he: 'להתראות WhatsApp צריך מספר טלפון: הוסיפו אחד בפרופיל קודם.',
  },
  'vehicle.notFound': { en: 'No vehicle with id {id}.', he: 'אין רכב עם המזהה {id}.' },
  'vehicle.inactiveImmobilizer': { en: 'An inactive vehicle cannot have its immobilizer enabled.', he: 'אי אפשר להפעיל קודנית ברכב שאינו פעיל.' },
  'vehicle.numberTaken': { en: 'There is already a vehicle {vehicle}.', he: 'כבר קיים רכב {vehicle}.' },
  'vehicle.activateFirst': {
    en: '{vehicle} is inactive: activate it before enabling its immobilizer.',
    he: '{vehicle} אינו פעיל: יש להפעיל אותו לפני הפעלת הקודנית.',
  },
  'vehicle.held': {
    en: '{vehicle} cannot be {what, select, deactivated {deactivated} retired {retired} maintenance {set to maintenance} other {set to out of service}} while it is out on a booking: {list}. Wait until it is returned.',
    he: 'אי אפשר {what, select, deactivated {להשבית את} retired {להוציא משירות את} maintenance {להעביר לתחזוקה את} other {להוציא מכלל שימוש את}} {vehicle} כל עוד הוא בחוץ בהזמנה: {list}. המתינו עד שיוחזר.',
  },
  'user.notFound': { en: 'No user with id {id}.', he: 'אין משתמש עם המזהה {id}.' },
  'user.hourLimitAdminOnly': { en: 'Only an admin can change the monthly hour limit.', he: 'רק מנהל יכול לשנות את מגבלת השעות החודשית.' },
  'user.ownAccountGone': { en: 'Your account no longer exists.', he: 'החשבון שלך כבר לא קיים.' },
  'user.deleteSelf': { en: 'You cannot delete your own account.', he: 'אי אפשר למחוק את החשבון שלך.' },
  'user.deleteOwner': { en: 'The organisation owner cannot be deleted.', he: 'אי אפשר למחוק את בעל הארגון.' },
  'user.csvConflict': {
    en: 'Some of these users were created meanwhile by another upload; nothing was written. Upload the file again.',
    he: 'חלק מהמשתמשים האלה נוצרו בינתיים בהעלאה אחרת; שום דבר לא נשמר. העלו את הקובץ שוב.',
  },
  'user.disableSelf': { en: 'You cannot disable your own account.', he: 'אי אפשר להשבית את החשבון שלך.' },
  'user.demoteSelf': { en: 'You cannot take the admin type from your own account.', he: 'אי אפשר להסיר את סוג המנהל מהחשבון שלך.' },
  'user.ownerStays': { en: 'The organisation owner stays an active admin.', he: 'בעל הארגון נשאר מנהל פעיל.' },
  'user.emailTaken': { en: 'Another user already has the e-mail address {email}.', he: 'למשתמש אחר כבר יש את כתובת הדוא״ל {email}.' },
  'documents.odometerImplausible': {
    en: 'The odometer reading {reading, number} km is more than {vehicle} can have driven since the booking began (its last reading is {last, number} km; at most {possible, number} km more). Check the reading.',
    he: 'קריאת מד המרחק {reading, number} ק״מ גבוהה ממה ש-{vehicle} יכול היה לנסוע מאז תחילת ההזמנה (הקריאה האחרונה {last, number} ק״מ; לכל היותר {possible, number} ק״מ נוספים). כדאי לבדוק את הקריאה.',
  },
  'announcement.noImage': { en: 'The banner has no image in this language.', he: 'לבאנר אין תמונה בשפה הזו.' },
  'preferredEmail.tooMany': {
    en: 'We sent {max} confirmation e-mails in the last hour. Check your inbox, or try again later.',
    he: 'שלחנו {max} הודעות אישור בשעה האחרונה. כדאי לבדוק את תיבת הדואר, או לנסות שוב מאוחר יותר.',
  },
  'preferredEmail.nothingPending': { en: 'No address is waiting for confirmation.', he: 'אין כתובת שממתינה לאישור.' },
  'preferredEmail.linkDead': {
    en: 'This confirmation link has expired or was already used. Ask for a new one in your profile.',
    he: 'קישור האישור פג או שכבר נעשה בו שימוש. אפשר לבקש קישור חדש בפרופיל.',
  },
  'csv.tooLarge': { en: 'The CSV file is larger than {mb} MB.', he: 'קובץ ה־CSV גדול מ־{mb} MB.' },
  'csv.notCsv': {
    en: 'This is not a CSV file: save the sheet as CSV (UTF-8) and upload that.',
    he: 'זה לא קובץ CSV: שמרו את הגיליון כ־CSV ‏(UTF-8) והעלו אותו.',
  },
  'csv.sendAs': {
    en: 'Send the CSV as text/csv, or as the file of a multipart/form-data form.',
    he: 'שלחו את ה־CSV כ־text/csv, או כקובץ של טופס multipart/form-data.',
  },
  'csv.notCsvName': { en: '{file} is not a CSV file: upload a .csv file.', he: '{file} אינו קובץ CSV: העלו קובץ ‎.csv.' },
  'upload.noCsv': { en: 'Attach the CSV file to the form (field "file").', he: 'צרפו את קובץ ה־CSV לטופס (השדה "file").' },
  'upload.noFile': { en: 'Attach the file to the form (field "file").', he: 'צרפו את הקובץ לטופס (השדה "file").' },
  'upload.notMultipart': { en: 'Send the file as multipart/form-data (field "file").', he: 'שלחו את הקובץ כ־multipart/form-data (השדה "file").' },
  'upload.oneAtATime': {
    en: 'Send one {what, select, csv {CSV file} other {file}} at a time.',
    he: 'שלחו {what, select, csv {קובץ CSV} other {קובץ}} אחד בכל פעם.',
  },
  'upload.malformed': {
    en: 'The form could not be read as multipart/form-data ({reason}).',
    he: 'לא ניתן היה לקרוא את הטופס כ־multipart/form-data ‏({reason}).',
  },
  'override.notFound': { en: 'No override request with id {id}.', he: 'אין בקשת חריגה עם המזהה {id}.' },
  'override.beingDecided': { en: 'Someone is deciding this override request right now.', he: 'מישהו מחליט על בקשת החריגה הזו ממש עכשיו.' },
  'override.alreadyDecided': {
    en: 'This override request was already {status}.',
    he: 'בקשת החריגה הזו כבר {status, select, approved {אושרה} rejected {נדחתה} cancelled {בוטלה} other {טופלה}}.',
  },
  'override.memberInactive': { en: 'The member who asked is no longer active.', he: 'החבר שביקש כבר אינו פעיל.' },
  'hebrewCalendar.rangeTooLong': {
    en: 'Choose a range of at most {years} years (startDate to endDate).',
    he: 'בחרו טווח של {years} שנים לכל היותר (startDate עד endDate).',
  },
  'template.savedMeanwhile': {
    en: 'Another admin saved this template a moment ago; reload it and save again.',
    he: 'מנהל אחר שמר את התבנית הזו לפני רגע; טענו אותה מחדש ושמרו שוב.',
  },
  'notification.notFound': { en: 'No notification with id {id}.', he: 'אין התראה עם המזהה {id}.' },
  'messagingTest.memberGone': { en: 'The member of this booking no longer exists.', he: 'החבר שביצע את ההזמנה הזו כבר לא קיים.' },
  'messagingTest.noPhone': { en: '{member} has no phone number for WhatsApp.', he: 'אין ל־{member} מספר טלפון לוואטסאפ.' },
  'messagingTest.chooseChannel': { en: 'Choose e-mail or WhatsApp.', he: 'בחרו דוא״ל או וואטסאפ.' },
  'messagingTest.codeNotHeld': {
    en: 'An immobilizer code is sent for a confirmed or active booking only; this one is {status}.',
    he: 'קוד אימובילייזר נשלח רק להזמנה מאושרת או פעילה; ההזמנה הזו במצב {status}.',
  },
  'messagingTest.codeTooEarly': {
    en: 'The immobilizer code can be sent from an hour before the booking starts: from {from}.',
    he: 'אפשר לשלוח את קוד האימובילייזר משעה לפני תחילת ההזמנה: מ-{from}.',
  },
  'messagingTest.codeTooLate': {
    en: 'This booking has ended: its immobilizer code is no longer sent.',
    he: 'ההזמנה הזו הסתיימה: קוד האימובילייזר שלה כבר לא נשלח.',
  },
  'messagingTest.badPhone': {
    en: 'Enter a phone number like 050-123-4567 or +972 50 123 4567.',
    he: 'הזינו מספר טלפון כמו 050-123-4567 או ‎+972 50 123 4567.',
  },
  'messagingTest.ownNumberOnly': {
    en: 'You can send a test only to your own WhatsApp number ({number}).',
    he: 'אפשר לשלוח הודעת בדיקה רק למספר הוואטסאפ שלך ({number}).',
  },
  'messagingTest.noOwnNumber': { en: 'Add your WhatsApp or phone number to your profile first.', he: 'יש להוסיף קודם מספר וואטסאפ או טלפון לפרופיל.' },
  'messagingTest.tooMany': {
    en: 'You sent {max} test messages in the last hour. Try again later.',
    he: 'שלחת {max} הודעות בדיקה בשעה האחרונה. אפשר לנסות שוב מאוחר יותר.',
  },
  'push.notConfigured': { en: 'Web Push is not configured on this server.', he: 'התראות דחיפה לא הוגדרו בשרת הזה.' },
  'push.notSubscribed': { en: 'This device is not subscribed.', he: 'המכשיר הזה לא רשום להתראות.' },
  'push.endpointNotPublic': {
    en: 'This push endpoint cannot be used: it must be an https address of a public push service.',
    he: 'אי אפשר להשתמש בכתובת ההתראות הזו: היא חייבת להיות כתובת https של שירות התראות ציבורי.',
  },
  'push.tooMany': {
    en: 'You already receive notifications on {max} devices. Turn them off on a device you no longer use first.',
    he: 'כבר יש לך התראות ב-{max} מכשירים. כבו אותן קודם במכשיר שכבר לא בשימוש.',
  },
  'push.endpointTaken': { en: 'This push endpoint is registered by another device subscription.', he: 'כתובת ההתראות הזו רשומה למנוי של מכשיר אחר.' },
  'delivery.notRetryable': { en: 'Only a failed or unsent message can be sent again.', he: 'אפשר לשלוח שוב רק הודעה שנכשלה או שלא נשלחה.' },
  'damage.notFound': { en: 'No damage report with id {id}.', he: 'אין דיווח נזק עם המזהה {id}.' },
  'damage.photoNotFound': { en: 'No photo {photo} in damage report {id}.', he: 'אין תמונה {photo} בדיווח הנזק {id}.' },
  'damage.alreadyReviewed': { en: 'This damage report was already reviewed.', he: 'דיווח הנזק הזה כבר נבדק.' },
  'damage.tooManyFields': { en: 'The form has more fields than a damage report.', he: 'בטופס יש יותר שדות מאשר בדיווח נזק.' },
  'damage.unexpectedFile': { en: 'Unexpected file field {field}: send photos as "photos".', he: 'שדה קובץ לא צפוי {field}: שלחו תמונות בשדה "photos".' },
  'damage.fieldTooLong': { en: '{field} is too long.', he: 'השדה {field} ארוך מדי.' },
  'tracking.trackerTaken': { en: 'Another vehicle already has the tracker {tracker}.', he: 'המכשיר {tracker} כבר מחובר לרכב אחר.' },
  'booking.notPending': {
    en: 'This booking is {status}, not waiting for approval.',
    he: 'ההזמנה הזו {status, select, confirmed {מאושרת} active {פעילה} completed {הסתיימה} no_show {שוחררה כי לא הגיעו} other {בוטלה}} ואינה ממתינה לאישור.',
  },
  'booking.endedCannotBe': {
    en: 'A booking that has ended cannot be {status} again.',
    he: 'הזמנה שהסתיימה לא יכולה להיות שוב {status, select, pending {ממתינה} other {מאושרת}}.',
  },
  'booking.activeOnlyDuring': { en: 'A booking is active only during its time.', he: 'הזמנה פעילה רק בזמן שלה.' },
  'booking.completeBeforeStart': {
    en: 'A booking that has not begun cannot be completed; cancel it instead.',
    he: 'אי אפשר לסיים הזמנה שעוד לא התחילה; בטלו אותה במקום זאת.',
  },
  'calendar.eventNotFound': { en: 'No calendar event with id {id}.', he: 'אין אירוע ביומן עם המזהה {id}.' },
  'calendar.ruleNotFound': { en: 'No availability rule with id {id}.', he: 'אין כלל זמינות עם המזהה {id}.' },
  'calendar.blockedByEvent': {
    en: '{vehicle} cannot be booked then: {type} "{title}" from {from} to {until}.',
    he: 'אי אפשר להזמין את {vehicle} בזמן הזה: {type, select, maintenance {תחזוקה} holiday {חג} training {הדרכה} emergency {חירום} other {פגישה}} "{title}" מ־{from} עד {until}.',
  },
  'calendar.blockedByRule': {
    en: '{vehicle} cannot be booked then: rule "{rule}" ({description}).',
    he: 'אי אפשר להזמין את {vehicle} בזמן הזה: הכלל "{rule}" ‏({description}).',
  },
  'geofence.notFound': { en: 'No geofence with id {id}.', he: 'אין גדר גאוגרפית עם המזהה {id}.' },
  'geofence.orVehicleNotFound': { en: 'No such geofence or vehicle.', he: 'אין גדר גאוגרפית או רכב כאלה.' },
  'licence.scanGone': { en: 'This licence scan is no longer kept.', he: 'סריקת הרישיון הזו כבר לא שמורה.' },
  'licence.scanNotFound': { en: 'No licence scan with id {id}.', he: 'אין סריקת רישיון עם המזהה {id}.' },
  'licence.unreadable': {
    en: 'The image could not be read. Please upload a clear JPG or PNG photo of your license.',
    he: 'לא ניתן היה לקרוא את התמונה. נא להעלות צילום ברור של הרישיון, JPG או PNG.',
  },
  'licence.ownOnly': { en: 'You can see the licence validity of your own account only.', he: 'אפשר לראות רק את תוקף הרישיון של החשבון שלך.' },
  'photoLink.invalid': { en: 'This photo link is not valid. Open a new one on your computer.', he: 'קישור הצילום הזה אינו תקף. פתחו קישור חדש במחשב.' },
  'photoLink.used': { en: 'This photo link was already used. Open a new one on your computer.', he: 'כבר השתמשו בקישור הצילום הזה. פתחו קישור חדש במחשב.' },
  'photoLink.expired': { en: 'This photo link has expired. Open a new one on your computer.', he: 'פג התוקף של קישור הצילום הזה. פתחו קישור חדש במחשב.' },
  'documents.notFound': { en: 'No document with id {id}.', he: 'אין מסמך עם המזהה {id}.' },
  'documents.alreadyReviewed': {
    en: 'This document was already {status}.',
    he: 'המסמך הזה כבר {status, select, approved {אושר} rejected {נדחה} other {נבדק}}.',
  },
  'documents.noFile': { en: 'This document has no file.', he: 'למסמך הזה אין קובץ.' },
  'documents.cannotShow': { en: 'This document cannot be shown.', he: 'אי אפשר להציג את המסמך הזה.' },
  'documents.notChecklistItems': { en: 'These are not items of the current checklist: {items}', he: 'אלה אינם פריטים ברשימת הבדיקה הנוכחית: {items}' },
  'provider.unreachable': {
    en: 'The {provider} service cannot be reached right now. Please try again shortly.',
    he: 'אין כרגע חיבור לשירות {provider}. נסו שוב בעוד רגע.',
  },
  'auth.signInExpired': { en: 'That sign-in expired or was already used. Please sign in again.', he: 'תוקף ההתחברות פג או שכבר נעשה בה שימוש. התחברו שוב.' },
  'auth.providerDown': {
    en: '{provider} sign-in cannot be reached right now. Please try again shortly.',
    he: 'אי אפשר להגיע כרגע להתחברות דרך {provider}. נסו שוב בעוד רגע.',
  },
  'image.notImage': {
    en: '{upload, select, licence {Please upload an image file (JPG, PNG, etc.)} photo {Photo {n} is not an image (JPEG, PNG, WebP or GIF).} document {Upload a PDF or an image (JPG, PNG).} banner {The banner must be an image (JPEG, PNG, WebP or GIF).} other {The signature must be a PNG image (data:image/png;base64,…).}}',
    he: '{upload, select, licence {נא להעלות קובץ תמונה (JPG, PNG וכדומה)} photo {תמונה {n} אינה תמונה (JPEG, PNG, WebP או GIF).} document {נא להעלות PDF או תמונה (JPG, PNG).} banner {תמונת הבאנר צריכה להיות תמונה (JPEG, PNG, WebP או GIF).} other {החתימה צריכה להיות תמונת PNG (data:image/png;base64,…).}}',
  },
  'image.tooLarge': {
    en: '{upload, select, licence {Please upload an image smaller than 10MB} banner {The banner image is larger than 5 MB.} other {Photo {n} is larger than 10 MB. Send a smaller photo.}}',
    he: '{upload, select, licence {נא להעלות תמונה קטנה מ־10MB} banner {תמונת הבאנר גדולה מ־5 MB.} other {תמונה {n} גדולה מ־10 MB. שלחו תמונה קטנה יותר.}}',
  },
  'image.heic': {
    en: '{upload, select, licence {Please upload an image file (JPG, PNG, etc.)} photo {Photo {n} is not an image (JPEG, PNG, WebP or GIF).} document {Upload a PDF or an image (JPG, PNG).} banner {The banner must be an image (JPEG, PNG, WebP or GIF).} other {The signature must be a PNG image (data:image/png;base64,…).}} HEIC photos cannot be read here: choose JPEG in the camera settings, or send a screenshot.',
    he: '{upload, select, licence {נא להעלות קובץ תמונה (JPG, PNG וכדומה)} photo {תמונה {n} אינה תמונה (JPEG, PNG, WebP או GIF).} document {נא להעלות PDF או תמונה (JPG, PNG).} banner {תמונת הבאנר צריכה להיות תמונה (JPEG, PNG, WebP או GIF).} other {החתימה צריכה להיות תמונת PNG (data:image/png;base64,…).}} אי אפשר לקרוא כאן תמונות HEIC: בחרו JPEG בהגדרות המצלמה, או שלחו צילום מסך.',
  },
  'image.damaged': {
    en: '{upload, select, licence {Please upload an image file (JPG, PNG, etc.)} photo {Photo {n} is not an image (JPEG, PNG, WebP or GIF).} document {Upload a PDF or an image (JPG, PNG).} banner {The banner must be an image (JPEG, PNG, WebP or GIF).} other {The signature must be a PNG image (data:image/png;base64,…).}} This one is damaged or cannot be decoded.',
    he: '{upload, select, licence {נא להעלות קובץ תמונה (JPG, PNG וכדומה)} photo {תמונה {n} אינה תמונה (JPEG, PNG, WebP או GIF).} document {נא להעלות PDF או תמונה (JPG, PNG).} banner {תמונת הבאנר צריכה להיות תמונה (JPEG, PNG, WebP או GIF).} other {החתימה צריכה להיות תמונת PNG (data:image/png;base64,…).}} הקובץ הזה פגום או שלא ניתן לפענח אותו.',
  },
  'image.tooManyPixels': {
    en: 'The image is {width} × {height} pixels; at most {megapixels} megapixels and {side} pixels a side are taken.',
    he: 'התמונה בגודל {width} × {height} פיקסלים; מתקבלות תמונות של {megapixels} מגה־פיקסל לכל היותר ו־{side} פיקסלים לכל צלע.',
  },
  'csv.unreadable': { en: 'The file could not be read as CSV: {reason}', he: 'לא ניתן היה לקרוא את הקובץ כ־CSV: {reason}' },
  'csv.tooManyRows': { en: 'At most {max} rows in one file.', he: 'לכל היותר {max} שורות בקובץ אחד.' },
  'csv.unknownColumn': { en: 'Unknown column {column} is ignored.', he: 'העמודה הלא מוכרת {column} לא נקראת.' },
  'csv.needsColumn': { en: 'The file needs a {column} column.', he: 'בקובץ חסרה העמודה {column}.' },
  'csv.noRows': { en: 'The file has no rows of users.', he: 'אין בקובץ שורות של משתמשים.' },
  'csv.duplicateEmail': { en: '{email} is already on line {line}.', he: '{email} כבר מופיע בשורה {line}.' },
  'csv.noTypes': { en: 'No user types: a new user is a driver.', he: 'לא צוינו סוגי משתמש: משתמש חדש יהיה נהג.' },
  'csv.emailRequired': { en: 'An e-mail address is required.', he: 'נדרשת כתובת דוא״ל.' },
  'csv.notEmail': { en: '{email} is not an e-mail address.', he: '{email} אינה כתובת דוא״ל.' },
  'csv.nameRequired': { en: 'A name is required (or a first and last name).', he: 'נדרש שם (או שם פרטי ושם משפחה).' },
  'csv.nameTooLong': { en: 'A name is at most 200 characters.', he: 'שם הוא לכל היותר 200 תווים.' },
  'csv.unknownType': { en: 'Unknown user type {types}: use {known}.', he: 'סוג משתמש לא מוכר {types}: השתמשו ב־{known}.' },
  'csv.hourLimit': {
    en: 'The monthly hour limit is a whole number from 0 to {max}, not {value}.',
    he: 'מגבלת השעות החודשית היא מספר שלם מ־0 עד {max}, לא {value}.',
  },
  'csv.notPhone': {
    en: '{value} is not a phone number (050-123-4567 or +972 50 123 4567).',
    he: '{value} אינו מספר טלפון (050-123-4567 או ‎+972 50 123 4567).',
  },
  'csv.notDate': { en: '{value} is not a date: use 2026-05-01 or 01/05/2026.', he: '{value} אינו תאריך: השתמשו ב־2026-05-01 או 01/05/2026.' },
  'csv.unknownCountry': { en: 'Unknown country {country}: use {known}.', he: 'מדינה לא מוכרת {country}: השתמשו ב־{known}.' },
  'csv.textTooLong': { en: '{column} is at most 500 characters.', he: '{column} הוא לכל היותר 500 תווים.' },
  'check.noItem': { en: 'The check has no item {key}.', he: 'בבדיקה אין פריט {key}.' },
  'check.answeredTwice': { en: 'The item {item} is answered twice.', he: 'הפריט {item} נענה פעמיים.' },
  'check.wrongField': { en: 'The item {item} is answered with {field}, not {others}.', he: 'הפריט {item} נענה ב־{field}, לא ב־{others}.' },
  'check.noteNeeded': { en: 'Say in a note what is short or to replace: {item}.', he: 'כתבו בהערה מה חסר או מה להחליף: {item}.' },
  'check.notYet': {
    en: 'The check of {vehicle} opens at {opens}, an hour before the booking starts.',
    he: 'הבדיקה של {vehicle} נפתחת ב־{opens}, שעה לפני תחילת ההזמנה.',
  },
  'check.over': { en: 'This booking has ended: its vehicle check can no longer be done.', he: 'ההזמנה הסתיימה: אי אפשר עוד לבצע את בדיקת הרכב שלה.' },
  'check.notHeld': {
    en: 'Only a confirmed or active booking has a vehicle check; this one is {status}.',
    he: 'בדיקת רכב יש רק להזמנה מאושרת או פעילה; ההזמנה הזו {status}.',
  },
  'check.holderOnly': { en: 'Only the member who holds this booking does its vehicle check.', he: 'רק החבר שמחזיק בהזמנה מבצע את בדיקת הרכב שלה.' },
  'check.done': { en: 'The vehicle check of this booking was already done ({result}).', he: 'בדיקת הרכב של ההזמנה הזו כבר בוצעה ({result}).' },
  'check.oldTemplate': {
    en: 'The check of {category} changed since this one was opened (version {sent}, now {current}). Open the check again.',
    he: 'הבדיקה של {category} השתנתה מאז שנפתחה (גרסה {sent}, כעת {current}). פתחו את הבדיקה שוב.',
  },
  'check.noTemplate': {
    en: 'No check template for {category} yet: an admin writes one first.',
    he: 'עוד אין תבנית בדיקה ל־{category}: מנהל צריך לכתוב אותה קודם.',
  },
  'check.notNeeded': { en: 'This booking has already passed its check or had it waived.', he: 'ההזמנה הזו כבר עברה את הבדיקה או שהבדיקה בוטלה לה.' },
  'immobilizer.checkFirst': {
    en: 'The code of {vehicle} is released after a passed vehicle check: do the check in the app first.',
    he: 'הקוד של {vehicle} משתחרר אחרי בדיקת רכב שעברה: בצעו קודם את הבדיקה באפליקציה.',
  },
  'maintenance.overdue': {
    en: '{vehicle} is overdue for its {program} and cannot be booked until it is done.',
    he: '{vehicle} עבר את מועד ה{program} שלו ואי אפשר להזמין אותו עד שיבוצע.',
  },
  'maintenance.dueBefore': {
    en: '{vehicle} is due for its {program} on {date}: book it to end by then, or after the service.',
    he: '{vehicle} צריך {program} עד {date}: הזמינו אותו עד אז, או אחרי הטיפול.',
  },
  'fuel.future': { en: 'The fill time is in the future. Use the time you filled the tank.', he: 'שעת התדלוק בעתיד. רשמו את השעה שבה תדלקתם.' },
  'fuel.notYours': {
    en: 'Fuel is recorded for {vehicle} by a member who had it within the last day, or by an admin.',
    he: 'תדלוק של {vehicle} רושם חבר שהרכב היה אצלו ביממה האחרונה, או מנהל.',
  },
  'workOrder.changed': { en: 'This work order was changed meanwhile. Open it again.', he: 'הזמנת העבודה שונתה בינתיים. פתחו אותה שוב.' },
  'workOrder.notFound': { en: 'No work order with id {id}.', he: 'אין הזמנת עבודה עם המזהה {id}.' },
  'credentialType.notFound': { en: 'No credential type with id {id}.', he: 'אין סוג הסמכה עם המזהה {id}.' },
  'credentialType.nameTaken': { en: 'A credential type named {name} already exists.', he: 'כבר קיים סוג הסמכה בשם {name}.' },
  'credential.notFound': { en: 'No credential with id {id}.', he: 'אין הסמכה עם המזהה {id}.' },
  'credential.notYours': { en: 'This credential is not yours.', he: 'ההסמכה הזו אינה שלך.' },
  'credential.noSuchType': { en: 'There is no such credential type to add.', he: 'אין סוג הסמכה כזה להוספה.' },
  'credential.haveOne': { en: 'You already have a {type} credential: change that one.', he: 'כבר יש לך הסמכת {type}: עדכנו אותה.' },
  'credential.expiryBeforeIssue': { en: 'The expiry date must be after the issue date.', he: 'תאריך התפוגה חייב להיות אחרי תאריך ההנפקה.' },
  'workOrder.fileNotFound': { en: 'This work order has no file with id {id}.', he: 'להזמנת העבודה הזו אין קובץ עם המזהה {id}.' },
  'workOrder.badStep': {
    en: 'A work order goes open, in progress, done: it cannot go from {from} to {to}.',
    he: 'הזמנת עבודה עוברת פתוחה, בטיפול, הושלמה: אי אפשר לעבור מ־{from} ל־{to}.',
  },
} as const satisfies Record<string, { en: string; he: string }>;

export type RefusalKey = keyof typeof REFUSALS;
