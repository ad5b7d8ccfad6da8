import type { TemplateBody, TemplateKind } from '../../../contract/templates.contract.ts';

/** Version 1 of each template: the texts MedFleet started with (the agreement's are the terms of 2026-11), in English and Hebrew. */
export const BUILT_IN_TEMPLATES: Record<TemplateKind, TemplateBody> = {
  agreement: {
    title: '{{serviceName}} vehicle-use agreement',
    items: [
      'I hold a driving licence valid for this vehicle for the whole booking and will carry it while driving.',
      'I will use the vehicle only for the emergency medical service\u2019s duties, and only during the booked time.',
      'I will obey the traffic laws; emergency lights and siren only as the service\u2019s driving rules allow.',
      'I will check the vehicle, its equipment and its fuel before leaving, and report any damage or fault at once through the app.',
      'I will not let anyone else drive the vehicle and will return it, clean and refuelled, to its station by the end of the booking.',
      'I am responsible for fines incurred while the vehicle is booked to me, and I will report any accident to dispatch and the police as required.',
      'I understand that the vehicle reports its position and may be immobilized, and that dispatch may recall it for an emergency.',
    ],
    he: {
      title: 'הסכם שימוש ברכב של {{serviceName}}',
      items: [
        'יש לי רישיון נהיגה בתוקף לרכב זה לכל משך ההזמנה, ואשא אותו בזמן הנהיגה.',
        'אשתמש ברכב רק לתפקידי שירות הרפואה הדחופה, ורק בזמן שהוזמן.',
        'אציית לחוקי התנועה; אורות חירום וצופר רק כפי שנוהלי הנהיגה של השירות מתירים.',
        'אבדוק את הרכב, הציוד והדלק לפני היציאה, ואדווח מיד דרך האפליקציה על כל נזק או תקלה.',
        'לא אתן לאחר לנהוג ברכב, ואחזיר אותו נקי ומתודלק לתחנתו עד סוף ההזמנה.',
        'אני אחראי/ת לקנסות שיוטלו בזמן שהרכב מוזמן על שמי, ואדווח על כל תאונה למוקד ולמשטרה כנדרש.',
        'ידוע לי שהרכב מדווח על מיקומו ועשוי להיות מושבת באימובילייזר, ושהמוקד רשאי להחזיר אותו לאירוע חירום.',
      ],
    },
  },
  damage_report: {
    title: '{{serviceName}} vehicle damage report',
    items: [
      'Report every damage or fault at once, however small, before the next crew takes the vehicle.',
      'If anyone was hurt, call dispatch first; then report here.',
      'Photograph the damage and its surroundings before moving the vehicle, when it is safe to do so.',
    ],
    he: {
      title: 'דיווח על נזק לרכב של {{serviceName}}',
      items: [
        'יש לדווח מיד על כל נזק או תקלה, קטנים ככל שיהיו, לפני שהצוות הבא לוקח את הרכב.',
        'אם מישהו נפגע, יש להתקשר קודם למוקד; אחר כך לדווח כאן.',
        'יש לצלם את הנזק ואת סביבתו לפני הזזת הרכב, כשבטוח לעשות זאת.',
      ],
    },
  },
  checklist: {
    title: 'Vehicle return checklist',
    items: [
      'Keys are back in the station key box',
      'The vehicle is locked and parked at its station',
      'Emergency lights and siren are switched off',
      'Used medical supplies are written down for restocking',
    ],
    he: {
      title: 'רשימת בדיקה להחזרת רכב',
      items: ['המפתחות הוחזרו לארון המפתחות בתחנה', 'הרכב נעול וחונה בתחנתו', 'אורות החירום והצופר כבויים', 'ציוד רפואי שנוצל נרשם להשלמה'],
    },
  },
};
