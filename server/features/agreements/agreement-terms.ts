/** The vehicle-use agreement a member signs for each booking. Change the version with the text. */
export const TERMS_VERSION = '2026-11';

export const AGREEMENT_TERMS = [
  'I hold a driving licence valid for this vehicle for the whole booking and will carry it while driving.',
  'I will use the vehicle only for the emergency medical service\u2019s duties, and only during the booked time.',
  'I will obey the traffic laws; emergency lights and siren only as the service\u2019s driving rules allow.',
  'I will check the vehicle, its equipment and its fuel before leaving, and report any damage or fault at once through the app.',
  'I will not let anyone else drive the vehicle and will return it, clean and refuelled, to its station by the end of the booking.',
  'I am responsible for fines incurred while the vehicle is booked to me, and I will report any accident to dispatch and the police as required.',
  'I understand that the vehicle reports its position and may be immobilized, and that dispatch may recall it for an emergency.',
];
