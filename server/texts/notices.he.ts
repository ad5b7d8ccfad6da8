import type { NoticeTemplate, NoticeText } from './notices.en.ts';

/** The notices in Hebrew, as an Israeli EMS says them; every key of the English one (the type says so). */
export const NOTICES_HE: Record<NoticeText, NoticeTemplate> = {
  'booking.pending': {
    title: 'ההזמנה ממתינה לאישור',
    message: '{vehicle}, {span}: ההזמנה חלה בזמן מוגבל (שבת או חג) וממתינה לאישור מנהל.',
  },
  'booking.needsApproval': {
    title: 'הזמנה ממתינה לאישורך',
    message: '{member} הזמין/ה את {vehicle}, {span}.{reasonGiven, select, yes { {reason}} other {}}',
  },
  'booking.confirmed': { title: 'ההזמנה אושרה', message: '{vehicle} שמור לך, {span}.' },
  'booking.cancelledByAdmin': {
    title: 'ההזמנה בוטלה',
    message: 'מנהל ביטל את ההזמנה שלך של {vehicle}, {span}.{reasonGiven, select, yes { סיבה: {reason}} other {}}',
  },
  'booking.vehicleWithdrawn': {
    title: 'ההזמנה שלך צריכה רכב אחר',
    message:
      '{vehicle} כבר לא זמין להזמנה שלך, {span}: {kind, select, event {{detail}} rule {כלל זמינות ({detail})} maintenance {הוא בטיפול} other {הוא הוצא משירות}}. העבירו את ההזמנה לרכב אחר או בטלו אותה ב"ההזמנות שלי".',
  },
  'booking.vehicleBack': { title: 'הרכב שלך חזר', message: '{vehicle} זמין שוב להזמנה שלך, {span}: ההזמנה נשארת עליו.' },
  'booking.statusSet': {
    title: 'ההזמנה עודכנה',
    message:
      'מנהל שינה את סטטוס ההזמנה שלך של {vehicle}, {span}, ל{status, select, pending {ממתינה} confirmed {מאושרת} active {פעילה} completed {הסתיימה} no_show {שוחררה כי לא הגיעו} other {מבוטלת}}.',
  },
  'booking.bookedForYou': {
    title: 'הוזמן עבורך',
    message:
      '{admin} הזמין/ה עבורך את {vehicle}, {span}.{status, select, pending { ההזמנה ממתינה לאישור מנהל (שבת או חג).} other { ההזמנה שלך כאילו הזמנת בעצמך.}}',
  },
  'credential.expiresSoon': {
    title: 'תוקף {type} שלך פג בקרוב',
    message:
      'תוקף {type} שלך פג ב-{date}, {days, plural, one {בעוד יום אחד} two {בעוד יומיים} other {בעוד # ימים}}. חדשו ועדכנו בפרופיל: אחרי זה מושב בצוות שדורש אותה לא יינתן.',
  },
  'credential.expired': {
    title: 'תוקף {type} שלך פג',
    message: 'תוקף {type} שלך פג ב-{date}. חדשו ועדכנו בפרופיל: עד אז מושבים בצוות שדורשים אותה לא יינתנו.',
  },
  'credential.expiresSoonAdmins': {
    title: 'תוקף {type} של {member} פג בקרוב',
    message: 'תוקף {type} של {member} פג ב-{date}, {days, plural, one {בעוד יום אחד} two {בעוד יומיים} other {בעוד # ימים}}.',
  },
  'credential.expiredAdmins': { title: 'תוקף {type} של {member} פג', message: 'תוקף {type} של {member} פג ב-{date}.' },
  'crew.joined': { title: 'הצטרפות לצוות', message: '{member} הצטרף/ה לצוות שלך ב{vehicle}, {span}, בתור {seat}.' },
  'crew.left': { title: 'מושב בצוות התפנה', message: '{member} עזב/ה את המושב {seat} בצוות שלך ב{vehicle}, {span}.' },
  'crew.removed': { title: 'המושב שלך פונה', message: 'המושב שלך ({seat}) בצוות של {vehicle}, {span}, פונה על ידי מי שהזמין או מנהל.' },
  'crew.invited': { title: 'הזמנה לצוות', message: '{member} מזמין/ה אותך להיות {seat} ב{vehicle}, {span}. הצטרפו למושב באפליקציה כדי לאשר.' },
  'crew.openSeat': { title: 'צוות צריך אותך', message: '{vehicle}, {span}, צריך {seat}. הצטרפות בלחיצה אחת.' },
  'series.booked': {
    title: 'הסדרה שלך הוזמנה',
    message:
      'הסדרה שלך ב{vehicle} הוזמנה: {count, plural, one {משמרת אחת} two {שתי משמרות} other {# משמרות}} מ-{from} והלאה{pending, plural, =0 {} one {, אחת מהן ממתינה לאישור} other {, # מהן ממתינות לאישור}}.',
  },
  'series.cancelledByAdmin': {
    title: 'הסדרה שלך בוטלה',
    message: '{admin} ביטל/ה {count, plural, one {משמרת אחת} two {שתי משמרות} other {# משמרות}} מהסדרה שלך ב{vehicle}, מ-{from} והלאה.',
  },
  'handover.offered': {
    title: 'הוצעה לך משמרת',
    message: '{member} מציע/ה לך את המשמרת שלו/ה ב{vehicle}, {span}. קבלו אותה באפליקציה: כל כללי ההזמנה נבדקים עבורכם.',
  },
  'handover.done': { title: 'המשמרת הועברה', message: '{member} קיבל/ה את המשמרת שלך ב{vehicle}, {span}: היא שלו/ה עכשיו.' },
  'handover.yours': {
    title: 'המשמרת שלך',
    message: 'המשמרת ב{vehicle}, {span}, שהעביר/ה {member}, שלך עכשיו. חתמו על ההסכם שלה באפליקציה.',
  },
  'handover.declined': { title: 'המשמרת נדחתה', message: '{member} דחה/תה את המשמרת שלך ב{vehicle}, {span}: היא עדיין שלך.' },
  'handover.bookingCancelled': { title: 'המשמרת שהוצעה בוטלה', message: 'המשמרת ב{vehicle}, {span}, שהוצעה לך, בוטלה: אין מה לקבל.' },
  'handover.withdrawn': { title: 'הצעת המשמרת בוטלה', message: 'המשמרת ב{vehicle}, {span}, שהציע/ה {member}, כבר לא מוצעת.' },
  'handover.needsApproval': {
    title: 'העברת משמרת לאישור',
    message: '{member} מעביר/ה את המשמרת ב{vehicle}, {span}, אל {receiver}. אשרו או דחו בלשונית אישורי מנהל.',
  },
  'handover.rejected': {
    title: 'העברת המשמרת נדחתה',
    message: 'מנהל דחה את העברת המשמרת ב{vehicle}, {span}, אל {receiver}: {reason}. היא נשארת אצל החבר/ה.',
  },
  'reports.monthly': {
    title: 'דוחות MedFleet לחודש {month}',
    message: 'הדוחות של {month} מצורפים כחוברת אקסל אחת: שעות מתנדבים, שימוש ברכבים, אי-הגעות, בדיקות וחריגות. הם גם באפליקציה, בלשונית דוחות.',
  },
  'waitlist.offered': {
    title: 'התפנה רכב בשבילך',
    message: '{vehicle} פנוי ל{span}, שלו המתנת. אשרו באפליקציה תוך {minutes} דקות, אחרת הוא עובר לבא בתור.',
  },
  'crew.bookingMoved': {
    title: 'משמרת הצוות שלך זזה',
    message: 'המשמרת שבה את/ה בצוות ב{wasVehicle} מ-{wasStart} היא עכשיו {vehicle}, {span}. אפשר לעזוב את המושב באפליקציה אם היא כבר לא מתאימה לך.',
  },
  'crew.handedOver': { title: 'לצוות שלך מזמין/ה חדש/ה', message: '{member} העביר/ה את המשמרת ב{vehicle}, {span}, אל {receiver}. המושב שלך נשאר שלך.' },
  'crew.bookingCancelled': { title: 'הזמנת הצוות בוטלה', message: 'ההזמנה של {vehicle}, {span}, שהיית בצוות שלה, בוטלה.' },
  'crew.bookingReleased': {
    title: 'הזמנת הצוות שוחררה',
    message: 'איש לא עשה צ׳ק-אין להזמנה של {vehicle}, {span}, שהיית בצוות שלה: ההזמנה שוחררה והרכב פנוי לאחרים.',
  },
  'booking.noShow': {
    title: 'ההזמנה שוחררה',
    message: 'איש לא עשה צ׳ק-אין להזמנה שלך של {vehicle}, {span}, בתוך {minutes} דקות מתחילתה: ההזמנה שוחררה והרכב פנוי לאחרים.',
  },
  'booking.noShowAdmins': {
    title: 'הזמנה שוחררה: לא הגיעו',
    message: '{member} לא עשה/תה צ׳ק-אין ל{vehicle}, {span}, בתוך {minutes} דקות מההתחלה: ההזמנה שוחררה והרכב פנוי.',
  },
  'booking.approved': {
    title: 'ההזמנה אושרה',
    message: '{vehicle}, {span}: ההזמנה אושרה על ידי {admin}.{noteGiven, select, yes { הערה: {note}} other {}}',
  },
  'booking.rejected': { title: 'ההזמנה לא אושרה', message: '{vehicle}, {span}: ההזמנה לא אושרה על ידי {admin}. סיבה: {reason}' },
  'code.issued': {
    title: 'קוד אימובילייזר ל-{vehicle}',
    message:
      '{codeState, select, afterCheck {הקוד יישלח אחרי בדיקת הרכב באפליקציה.} expired {הקוד הזה כבר לא בתוקף.} unavailable {הקוד לא זמין: פנו למוקד.} otherHolder {הקוד אצל הנהג/ת של הצוות.} other {הקוד שלך: {code}.}} הוא תקף מ{from} עד {until}.',
  },
  'code.released': {
    title: 'קוד אימובילייזר ל-{vehicle}',
    message:
      '{by, select, waiver {מנהל ויתר על בדיקת הרכב.} other {בדיקת הרכב שלך עברה.}} {codeState, select, afterCheck {הקוד יישלח אחרי בדיקת הרכב באפליקציה.} expired {הקוד הזה כבר לא בתוקף.} unavailable {הקוד לא זמין: פנו למוקד.} otherHolder {הקוד אצל הנהג/ת של הצוות.} other {הקוד שלך: {code}.}} הוא תקף מ{from} עד {until}.',
  },
  'check.failed': {
    title: '{vehicle} נכשל בבדיקה',
    message:
      'בדיקת תחילת המשמרת של {member} ב-{vehicle} (הזמנה {bookingId}) נכשלה: {failed}. הרכב בטיפול; הזמנת עבודה {workOrderId} פתוחה.{restockGiven, select, yes { חסר גם: {restock}.} other {}}',
  },
  'maintenance.due': {
    title: '{vehicle}: {program} {state, select, overdue {באיחור} other {בקרוב}}',
    message:
      '{vehicle} {state, select, overdue {עבר את מועד ה{program}: הוא יעבור לטיפול כשאף הזמנה לא תחזיק בו.} other {צריך {program} עד {date}{kmLeft, select, other { (נותרו {kmLeft} ק״מ)}}.}}',
  },
  'kit.expiring': {
    title: '{vehicle}: {item} {days, plural, =0 {פג היום או שכבר פג} one {פג בעוד יום} other {פג בעוד # ימים}}',
    message:
      'תוקף {item} של {vehicle} {days, plural, =0 {פג ב-{date} או שכבר פג} one {פג ב-{date}, מחר} other {פג ב-{date}, בעוד # ימים}}.{critical, select, yes { זה פריט קריטי: הבדיקה הבאה תיכשל כל עוד לא יוחלף.} other {}} החליפו אותו ורשמו את התאריך החדש בבדיקה הבאה.',
  },
  'check.restock': {
    title: '{vehicle} צריך השלמת ציוד',
    message: 'בדיקת תחילת המשמרת של {member} ב-{vehicle} (הזמנה {bookingId}) מצאה: {restock}. משימת השלמה {workOrderId} פתוחה.',
  },
  'backup.stale': {
    title: 'אין גיבוי עדכני',
    message:
      '{hours, select, never {עדיין אין גיבוי של MedFleet.} other {הגיבוי האחרון בן {hours} שעות.}} צרו גיבוי בהגדרות (גיבויים) ובדקו את הדיסק של BACKUP_DIR.',
  },
  'code.failed': {
    title: 'אין קוד אימובילייזר להזמנה #{bookingId}',
    message:
      'לא ניתן היה להנפיק את קוד האימובילייזר של הזמנה #{bookingId} ({vehicle}), ולכן אין למתנדב/ת קוד. מסרו את הקוד ידנית (שליטה באימובילייזר) או בקשו להזמין שוב.',
  },
  'reminder.booking': {
    title: 'תזכורת למשמרת',
    message: '{vehicle}, {span}: ההזמנה שלך מתחילה {minutes, plural, one {בעוד דקה} two {בעוד שתי דקות} other {בעוד # דקות}}.',
  },
  'reminder.agreement': {
    title: 'חתימה על הסכם השימוש',
    message: 'יש לחתום על הסכם השימוש ברכב {vehicle}, {span}, בעמוד ההזמנות שלי לפני שלוקחים את הרכב.',
  },
  'warning.restricted': {
    title: 'בקרוב: {period}',
    message: '{period}: זמן מוגבל מ{from} עד {until}. ההזמנה שלך של {vehicle}, {span}, חלה בו.',
  },
  'agreement.signed': {
    title: 'ההסכם נחתם',
    message: 'חתמת על הסכם השימוש ברכב {vehicle}. שמור/שמרי את קובץ ה-PDF: הוא נמצא גם בעמוד ההזמנות שלי.',
  },
  'credential.changedByAdmin': {
    title: 'הסמכת {type} שלך',
    message:
      '{admin} {change, select, verified {אישר/ה את הסמכת {type} שלך: היא בתוקף עכשיו.} unverified {סימן/ה את הסמכת {type} שלך כממתינה לבדיקה.} removed {הסיר/ה את הסמכת {type} שלך.} other {שינה/תה את הסמכת {type} שלך.}} ראו בפרופיל ובהגדרות.',
  },
  'licence.expired': {
    title: 'רישיון הנהיגה פג',
    message: 'תוקף רישיון הנהיגה שלך פג ב-{date}. יש לחדש אותו ולעדכן בפרופיל ובהגדרות כדי להמשיך להזמין רכבים.',
  },
  'licence.expiresToday': {
    title: 'רישיון הנהיגה פג היום',
    message: 'תוקף רישיון הנהיגה שלך פג היום ({date}). יש לחדש אותו ולעדכן בפרופיל ובהגדרות כדי להמשיך להזמין רכבים.',
  },
  'licence.expiresSoon': {
    title: 'רישיון הנהיגה יפוג בקרוב',
    message:
      'תוקף רישיון הנהיגה שלך יפוג {days, plural, one {מחר} two {בעוד יומיים} other {בעוד # ימים}}, ב-{date}. יש לחדש אותו בזמן ולעדכן בפרופיל ובהגדרות.',
  },
  'licence.changed': {
    title: 'יש לאמת רישיון מחדש',
    message: '{member} שינה/תה את פרטי רישיון הנהיגה; הרישיון אינו מאומת עד שמנהל יאשר שוב את הסריקה שלו.',
  },
  'override.requested': {
    title: 'בקשת חריגה',
    message:
      '{member} מבקש/ת להזמין למרות {overrideType, select, license {כלל רישיון הנהיגה} shabbat {השבת} holiday {החג} weekend {סוף השבוע} other {מגבלת ההזמנה מראש}}: {reasonGiven, select, yes {{reason}} other {לא צוינה סיבה}}',
  },
  'override.approved': {
    title: 'בקשת החריגה אושרה',
    message: 'בקשתך ל-{vehicle}, {span}, אושרה: ההזמנה שלך.{noteGiven, select, yes { הערה: {note}} other {}}',
  },
  'override.rejected': { title: 'בקשת החריגה נדחתה', message: 'בקשתך ל-{vehicle}, {span}, נדחתה. סיבה: {reason}' },
  'damage.submitted': {
    title: 'דיווח נזק חדש',
    message: '{member} דיווח/ה על נזק ב-{vehicle} ב{location}{injuries, select, yes {, עם נפגעים} other {}}.',
  },
  'damage.reviewed': {
    title: 'דיווח הנזק נבדק',
    message:
      'דיווח הנזק שלך על {vehicle} נבדק.{maintenance, select, yes { הרכב בטיפול עד לתיקונו.} other {}}{notesGiven, select, yes { הערות: {notes}} other {}}',
  },
  'document.reviewed': {
    title: '{status, select, approved {המסמך אושר} other {המסמך נדחה}}',
    message:
      '{documentType, select, license_scan {סריקת הרישיון שלך {status, select, approved {אושרה} other {נדחתה}}} credential_scan {סריקת ההסמכה שלך {status, select, approved {אושרה} other {נדחתה}}} agreement {ההסכם שלך{vehicleGiven, select, yes { עבור {vehicle}} other {}} {status, select, approved {אושר} other {נדחה}}} checklist {טופס החזרת הרכב שלך{vehicleGiven, select, yes { עבור {vehicle}} other {}} {status, select, approved {אושר} other {נדחה}}} damage_report {דיווח הנזק שלך{vehicleGiven, select, yes { עבור {vehicle}} other {}} {status, select, approved {אושר} other {נדחה}}} other {המסמך שלך{vehicleGiven, select, yes { עבור {vehicle}} other {}} {status, select, approved {אושר} other {נדחה}}}}.{notesGiven, select, yes { הערות: {notes}} other {}}',
  },
  'vehicle.moving': {
    title: '{vehicle} בתנועה ללא הזמנה',
    message: '{vehicle} נוסע במהירות {speed} קמ״ש ליד {place} ללא הזמנה. הרכב מסומן "בשימוש" עד שיעמוד במקום {minutes} דקות.',
  },
  'email.confirm': {
    title: 'אישור הכתובת להתראות',
    message:
      'כדי לקבל את ההתראות של MedFleet בכתובת {email}, יש לפתוח את הקישור:\n{link}\nהקישור בתוקף עד {until}. עד אז ההתראות ממשיכות להגיע לכתובת הקודמת. אם לא ביקשת זאת, אפשר להתעלם מהודעה זו: דבר לא ישתנה.',
  },
  'demo.welcome': { title: 'ברוכים הבאים ל-{service}', message: 'הזמינו אמבולנסים ורכבי כוננות למשמרות שלכם ועקבו אחרי הצי בזמן אמת.' },
  'demo.completeProfile': { title: 'השלמת הפרופיל', message: 'הוסיפו את רישיון הנהיגה ואיש הקשר לחירום כדי שתוכלו להזמין רכבים.' },
  'email.changed': {
    title: 'הכתובת להתראות שונתה',
    message: 'מעכשיו ההתראות של MedFleet נשלחות אל {email}. אם לא ביקשת זאת, יש לפנות מיד למוקד.',
  },
  'whatsapp.test': { title: 'הודעת בדיקה', message: 'הודעת בדיקה מ-MedFleet: וואטסאפ עובד.' },
};
