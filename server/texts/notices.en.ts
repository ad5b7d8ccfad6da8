/**
 * The notices the server writes, in English (the spec's language), as ICU messages. A notice is
 * stored as one of these keys and its parameters and rendered in its reader's language when it is
 * shown or sent (docs/decisions/019). `{span}` is a booking's start–end, `{from}`/`{until}` are
 * instants, each formatted in the reader's language; `{xGiven}` is `yes` when the text `{x}` is not
 * empty.
 */
export interface NoticeTemplate {
  title: string;
  message: string;
}

export const NOTICES_EN = {
  'booking.pending': {
    title: 'Booking awaiting approval',
    message: "{vehicle}, {span}, falls in a restricted period and waits for an admin's approval.",
  },
  'booking.needsApproval': {
    title: 'Booking needs approval',
    message: '{member} booked {vehicle}, {span}.{reasonGiven, select, yes { {reason}} other {}}',
  },
  'booking.confirmed': { title: 'Booking confirmed', message: '{vehicle} is yours, {span}.' },
  'booking.cancelledByAdmin': {
    title: 'Booking cancelled',
    message: 'An admin cancelled your booking of {vehicle}, {span}.{reasonGiven, select, yes { Reason: {reason}} other {}}',
  },
  'booking.vehicleWithdrawn': {
    title: 'Your booking needs another vehicle',
    message:
      '{vehicle} is no longer available for your booking, {span}: {kind, select, event {{detail}} rule {an availability rule ({detail})} maintenance {it is in maintenance} other {it was retired}}. Move the booking to another vehicle or cancel it in My Reservations.',
  },
  'booking.vehicleBack': { title: 'Your vehicle is back', message: '{vehicle} is available again for your booking, {span}: the booking stays on it.' },
  'booking.statusSet': {
    title: 'Booking updated',
    message:
      'An admin set your booking of {vehicle}, {span}, to {status, select, pending {pending} confirmed {confirmed} active {active} completed {completed} no_show {released as a no-show} other {cancelled}}.',
  },
  'booking.bookedForYou': {
    title: 'Booked for you',
    message:
      "{admin} booked {vehicle} for you, {span}.{status, select, pending { It waits for an admin's approval (Shabbat or a festival).} other { It is yours as if you had booked it.}}",
  },
  'credential.expiresSoon': {
    title: 'Your {type} expires soon',
    message:
      'Your {type} expires on {date}, in {days, plural, one {# day} other {# days}}. Renew it and update it in My Profile: a crew seat that needs it is refused after that.',
  },
  'credential.expired': {
    title: 'Your {type} has expired',
    message: 'Your {type} expired on {date}. Renew it and update it in My Profile: until then crew seats that need it are refused.',
  },
  'credential.expiresSoonAdmins': {
    title: "{member}'s {type} expires soon",
    message: "{member}'s {type} expires on {date}, in {days, plural, one {# day} other {# days}}.",
  },
  'credential.expiredAdmins': { title: "{member}'s {type} has expired", message: "{member}'s {type} expired on {date}." },
  'crew.joined': { title: 'Crew joined', message: '{member} joined your crew of {vehicle}, {span}, as {seat}.' },
  'crew.left': { title: 'Crew seat free', message: '{member} left the {seat} seat of your crew of {vehicle}, {span}.' },
  'crew.removed': { title: 'Crew seat freed', message: 'Your {seat} seat in the crew of {vehicle}, {span}, was freed by the booker or an admin.' },
  'crew.invited': { title: 'Invited to a crew', message: '{member} invites you to be {seat} on {vehicle}, {span}. Join the seat in the app to accept.' },
  'crew.openSeat': { title: 'A crew needs you', message: '{vehicle}, {span}, needs {seat}. Join in one tap.' },
  'series.booked': {
    title: 'Your series is booked',
    message:
      'Your series on {vehicle} is booked: {count, plural, one {# shift} other {# shifts}} from {from} on{pending, plural, =0 {} one {, # waiting for approval} other {, # waiting for approval}}.',
  },
  'series.cancelledByAdmin': {
    title: 'Your series was cancelled',
    message: '{admin} cancelled {count, plural, one {# shift} other {# shifts}} of your series on {vehicle}, from {from} on.',
  },
  'handover.offered': {
    title: 'A shift offered to you',
    message: '{member} offers you their shift on {vehicle}, {span}. Take it in the app: every booking rule is checked for you.',
  },
  'handover.done': { title: 'Shift handed over', message: '{member} took your shift on {vehicle}, {span}: it is theirs now.' },
  'handover.yours': {
    title: 'The shift is yours',
    message: 'The shift on {vehicle}, {span}, that {member} handed over is yours now. Sign its agreement in the app.',
  },
  'handover.declined': { title: 'Shift declined', message: '{member} declined your shift on {vehicle}, {span}: it is still yours.' },
  'handover.bookingCancelled': {
    title: 'Offered shift cancelled',
    message: 'The shift on {vehicle}, {span}, offered to you was cancelled: there is nothing to take.',
  },
  'handover.withdrawn': { title: 'Shift offer withdrawn', message: 'The shift on {vehicle}, {span}, offered by {member}, is no longer offered.' },
  'handover.needsApproval': {
    title: 'A handover to approve',
    message: '{member} hands the shift on {vehicle}, {span}, to {receiver}. Approve or refuse it in Admin Approval.',
  },
  'handover.rejected': {
    title: 'Handover refused',
    message: 'An admin refused handing the shift on {vehicle}, {span}, to {receiver}: {reason}. It stays with its member.',
  },
  'reports.monthly': {
    title: 'MedFleet reports for {month}',
    message:
      'The reports of {month} are attached as one Excel workbook: volunteer hours, vehicle use, no-shows, checks and infractions. They are in the app too, under Reports.',
  },
  'waitlist.offered': {
    title: 'A vehicle is free for you',
    message: '{vehicle} is free for {span}, which you waited for. Accept it in the app within {minutes} minutes, or it goes to the next in line.',
  },
  'crew.bookingMoved': {
    title: 'Your crew shift moved',
    message: 'The shift you crew on {wasVehicle} from {wasStart} is now {vehicle}, {span}. Leave the seat in the app if it no longer suits you.',
  },
  'crew.handedOver': { title: 'Your crew has a new booker', message: '{member} handed the shift on {vehicle}, {span}, to {receiver}. Your seat stays yours.' },
  'crew.bookingCancelled': { title: 'Crew booking cancelled', message: 'The booking of {vehicle}, {span}, whose crew you were in was cancelled.' },
  'crew.bookingReleased': {
    title: 'Crew booking released',
    message: 'Nobody checked in to the booking of {vehicle}, {span}, whose crew you were in: it was released and the vehicle is free for others.',
  },
  'booking.noShow': {
    title: 'Booking released',
    message:
      'Nobody checked in to your booking of {vehicle}, {span}, within {minutes} minutes of its start: it was released and the vehicle is free for others.',
  },
  'booking.noShowAdmins': {
    title: 'No-show released',
    message: '{member} did not check in to {vehicle}, {span}, within {minutes} minutes of the start: the booking was released and the vehicle is free.',
  },
  'booking.approved': {
    title: 'Booking approved',
    message: '{vehicle}, {span}, was approved by {admin}.{noteGiven, select, yes { Note: {note}} other {}}',
  },
  'booking.rejected': { title: 'Booking not approved', message: '{vehicle}, {span}, was not approved by {admin}. Reason: {reason}' },
  'code.issued': {
    title: 'Immobilizer code for {vehicle}',
    message:
      '{codeState, select, afterCheck {Your code comes after your vehicle check in the app.} expired {This code is no longer valid.} unavailable {Your code is not available: ask dispatch.} otherHolder {The code is with the crew’s driver.} other {Your code is {code}.}} It works from {from} until {until}.',
  },
  'code.released': {
    title: 'Immobilizer code for {vehicle}',
    message:
      '{by, select, waiver {An admin waived the vehicle check.} other {Your vehicle check passed.}} {codeState, select, afterCheck {Your code comes after your vehicle check in the app.} expired {This code is no longer valid.} unavailable {Your code is not available: ask dispatch.} otherHolder {The code is with the crew’s driver.} other {Your code is {code}.}} It works from {from} until {until}.',
  },
  'check.failed': {
    title: '{vehicle} failed its check',
    message:
      "{member}'s start-of-shift check of {vehicle} (booking #{bookingId}) failed: {failed}. The vehicle is in maintenance; work order #{workOrderId} is open.{restockGiven, select, yes { Also short: {restock}.} other {}}",
  },
  'maintenance.due': {
    title: '{vehicle}: {program} {state, select, overdue {overdue} other {due soon}}',
    message:
      '{vehicle} {state, select, overdue {is overdue for its {program}: it goes to maintenance when no booking holds it.} other {is due for its {program} by {date}{kmLeft, select, other { ({kmLeft} km left)}}.}}',
  },
  'kit.expiring': {
    title: '{vehicle}: {item} {days, plural, =0 {expires today or has expired} one {expires in # day} other {expires in # days}}',
    message:
      '{item} of {vehicle} {days, plural, =0 {expires on {date} or has expired} one {expires on {date}, tomorrow} other {expires on {date}, in # days}}.{critical, select, yes { It is critical: the next check fails while it is not replaced.} other {}} Replace it and record the new date at the next check.',
  },
  'check.restock': {
    title: '{vehicle} needs a restock',
    message: "{member}'s start-of-shift check of {vehicle} (booking #{bookingId}) found: {restock}. Restock task #{workOrderId} is open.",
  },
  'backup.stale': {
    title: 'No recent backup',
    message:
      '{hours, select, never {MedFleet has no backup yet.} other {The latest backup is {hours} hours old.}} Take one in Settings (Backups) and check the disk of BACKUP_DIR.',
  },
  'code.failed': {
    title: 'No immobilizer code for booking #{bookingId}',
    message:
      'The immobilizer code of booking #{bookingId} ({vehicle}) could not be issued, so its member has none. Give them the code by hand (Immobilizer Control) or ask them to book again.',
  },
  'reminder.booking': { title: 'Booking reminder', message: '{vehicle}, {span}: your booking starts in {minutes, plural, one {# minute} other {# minutes}}.' },
  'reminder.agreement': {
    title: 'Sign the agreement',
    message: 'Sign the vehicle-use agreement of {vehicle}, {span}, in My Reservations before you take the vehicle.',
  },
  'warning.restricted': {
    title: '{period} is coming',
    message: '{period}: restricted from {from} to {until}. Your booking of {vehicle}, {span}, falls in it.',
  },
  'agreement.signed': {
    title: 'Agreement signed',
    message: 'You signed the vehicle-use agreement of {vehicle}. Keep the PDF: it is in My Reservations too.',
  },
  'licence.expired': {
    title: 'Driving licence expired',
    message: 'Your driving licence expired on {date}. Renew it and update My Profile & Settings to keep booking vehicles.',
  },
  'licence.expiresToday': {
    title: 'Driving licence expires today',
    message: 'Your driving licence expires today ({date}). Renew it and update My Profile & Settings to keep booking vehicles.',
  },
  'licence.expiresSoon': {
    title: 'Driving licence expires soon',
    message: 'Your driving licence expires in {days, plural, one {# day} other {# days}}, on {date}. Renew it in time and update My Profile & Settings.',
  },
  'licence.changed': {
    title: 'Licence to verify again',
    message: '{member} changed their driving licence details; the licence is unverified until an admin approves its scan again.',
  },
  'override.requested': {
    title: 'Override requested',
    message:
      '{member} asks to book despite {overrideType, select, license {the driving licence rule} shabbat {Shabbat} holiday {a festival} weekend {the weekend} other {how far ahead bookings may be made}}: {reasonGiven, select, yes {{reason}} other {no reason given}}',
  },
  'override.approved': {
    title: 'Override approved',
    message: 'Your request for {vehicle}, {span}, was approved: the booking is yours.{noteGiven, select, yes { Note: {note}} other {}}',
  },
  'override.rejected': { title: 'Override rejected', message: 'Your request for {vehicle}, {span}, was rejected. Reason: {reason}' },
  'damage.submitted': {
    title: 'Damage report submitted',
    message: '{member} reported damage to {vehicle} at {location}{injuries, select, yes {, with injuries} other {}}.',
  },
  'damage.reviewed': {
    title: 'Damage report reviewed',
    message:
      'Your damage report for {vehicle} was reviewed.{maintenance, select, yes { The vehicle is in maintenance until it is repaired.} other {}}{notesGiven, select, yes { Notes: {notes}} other {}}',
  },
  'credential.changedByAdmin': {
    title: 'Your {type} credential',
    message:
      '{admin} {change, select, verified {verified your {type} credential: it counts now.} unverified {marked your {type} credential as waiting for review.} removed {removed your {type} credential.} other {changed your {type} credential.}} See My Profile & Settings.',
  },
  'document.reviewed': {
    title: '{status, select, approved {Document approved} other {Document rejected}}',
    message:
      'Your {documentType, select, agreement {agreement} checklist {return checklist} damage_report {damage report} license_scan {licence scan} credential_scan {credential scan} other {document}}{vehicleGiven, select, yes { for {vehicle}} other {}} was {status, select, approved {approved} other {rejected}}.{notesGiven, select, yes { Notes: {notes}} other {}}',
  },
  'vehicle.moving': {
    title: '{vehicle} is moving without a booking',
    message: '{vehicle} is moving at {speed} km/h near {place} with no booking. It is set In Use until it stands still for {minutes} minutes.',
  },
  'email.confirm': {
    title: 'Confirm your address for notices',
    message:
      'Open this link to receive your MedFleet notices at {email}:\n{link}\nThe link works until {until}. Until then your notices go to the address they went to before. If you did not ask for this, ignore this e-mail: nothing changes.',
  },
  'demo.welcome': { title: 'Welcome to {service}', message: 'Book ambulances and fly cars for your shifts and follow the fleet live.' },
  'demo.completeProfile': { title: 'Complete your profile', message: 'Add your driving licence and emergency contact so you can book vehicles.' },
  'email.changed': {
    title: 'Your address for notices changed',
    message: 'From now on your MedFleet notices go to {email}. If you did not ask for this, tell dispatch at once.',
  },
  'whatsapp.test': { title: 'Test message', message: 'MedFleet test message: WhatsApp works.' },
} as const satisfies Record<string, NoticeTemplate>;

export type NoticeText = keyof typeof NOTICES_EN;
