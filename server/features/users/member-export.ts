import { strToU8, zipSync, type Zippable } from 'fflate';
import type { MemberData, createMemberDataRepository } from './member-data.repository.ts';
import type { Language } from '../../../contract/constants.ts';
import type { RecordChange } from '../../audit-port.ts';
import { assertAdmin, type AuthContext } from '../../auth-context.ts';
import { notFound, said } from '../../http-errors.ts';

/** A document's file as the documents feature serves it (agreements and reports rendered as PDF). */
export type DocumentFileOf = (ctx: AuthContext, documentId: number, language: Language) => Promise<{ contentType: string; body: Buffer; fileName: string }>;

interface Deps {
  data: ReturnType<typeof createMemberDataRepository>;
  documentFile: DocumentFileOf;
  recordChange: RecordChange;
  now?: () => Date;
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' };

const README = (data: MemberData, at: Date) => `MedFleet: everything kept about ${data.profile.name} (member #${data.profile.id}), exported ${at.toISOString()}.

profile.json          the account and profile, licence and medical details included
bookings.json         every booking, cancelled ones too
agreements.json       each signed vehicle agreement (its PDF, with the signature, is in documents/)
documents.json        agreements, return checklists, damage reports, licence scans and uploads; files in documents/
damage-reports.json   damage reports; their photos in damage-reports/
override-requests.json requests to book despite a rule
credentials.json      credentials beyond the licence (EMT, paramedic, permits): numbers and dates
notifications.json    the notices in the app
messages.json         e-mail, SMS, WhatsApp and push messages sent or queued (addresses, subjects)
audit.json            audit entries about the member or made by them
`;

/**
 * One member's data as one ZIP archive, for the member's right of access or a move to another
 * service. Files already compressed (PDF, photos) are stored as they are.
 */
export function createMemberExport({ data, documentFile, recordChange, now = () => new Date() }: Deps) {
  return async function exportMember(admin: AuthContext, userId: number, language: Language): Promise<{ fileName: string; body: Buffer }> {
    assertAdmin(admin);
    const member = await data.everythingOf(userId);
    if (!member) throw notFound(said('user.notFound', { id: String(userId) }));
    const at = now();
    const files: Zippable = {};
    const json = (name: string, value: unknown) => void (files[name] = [strToU8(JSON.stringify(value, null, 2)), { level: 6 }]);
    // The confirmation link's hash unlocks an address change: a secret, not something about the person.
    const { preferredEmailTokenHash: _secret, ...profile } = member.profile;
    files['README.txt'] = strToU8(README(member, at));
    json('profile.json', profile);
    json('bookings.json', member.bookings);
    json('agreements.json', member.agreements);
    json('damage-reports.json', member.damageReports);
    json('override-requests.json', member.overrideRequests);
    json('credentials.json', member.credentials);
    json('notifications.json', member.notifications);
    json('messages.json', member.messages);
    json('audit.json', member.audit);
    const unreadable: { documentId: number; reason: string }[] = [];
    for (const document of member.documents) {
      try {
        const file = await documentFile(admin, document.id, language);
        files[`documents/${document.id}-${file.fileName}`] = [file.body, { level: 0 }];
      } catch (error) {
        unreadable.push({ documentId: document.id, reason: error instanceof Error ? error.message : String(error) });
      }
    }
    json('documents.json', { documents: member.documents, unreadable });
    for (const photo of member.damagePhotos)
      files[`damage-reports/${photo.reportId}-${photo.id}.${EXTENSIONS[photo.contentType] ?? 'bin'}`] = [photo.data, { level: 0 }];
    const body = Buffer.from(zipSync(files));
    await recordChange(admin, {
      entity: 'user',
      entityId: userId,
      action: 'export',
      before: null,
      after: { bytes: body.length, documents: member.documents.length },
    });
    return { fileName: `medfleet-member-${userId}-${at.toISOString().slice(0, 10)}.zip`, body };
  };
}
export type ExportMember = ReturnType<typeof createMemberExport>;
