import { addMonths, format, parseISO } from 'date-fns';
import type { CredentialRow, CredentialsRepository, CredentialTypeRow } from './credentials.repository.ts';
import type {
  Credential,
  CredentialRequest,
  CredentialScanReceipt,
  CredentialType,
  CredentialTypeRequest,
  CredentialTypeUpdate,
  CredentialUpdate,
} from '../../../contract/credentials.contract.ts';
import { localDateOf } from '../../../contract/jerusalem-time.ts';
import type { RecordChange } from '../../audit-port.ts';
import { assertAdmin, type AuthContext } from '../../auth-context.ts';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-errors.ts';
import { badRequest, conflict, forbidden, notFound, said } from '../../http-errors.ts';
import type { Notify } from '../../notify-port.ts';
import { readUpload, safeFileName } from '../documents/index.ts';

export interface CredentialsDeps {
  repository: CredentialsRepository;
  /** Whether a user exists (an admin reading someone's credentials). */
  userExists: (id: number) => Promise<boolean>;
  recordChange: RecordChange;
  notify: Notify;
  /** Records a scan as the credential's document for Document Management, replacing one sent before (the documents feature). */
  recordScan: (values: {
    type: 'credential_scan';
    userId: number;
    sourceId: number;
    fileName: string;
    contentType: string;
    data: Buffer;
  }) => Promise<{ id: number }>;
  now?: () => Date;
}

const toType = (row: CredentialTypeRow): CredentialType => ({
  id: row.id,
  name: row.name,
  nameHe: row.nameHe,
  validityMonths: row.validityMonths,
  needsReview: row.needsReview,
  active: row.active,
});

/** The expiry a credential has when none was given: its issue and its type's validity; none without either. */
export function expiryOf(issuedOn: string | null | undefined, validityMonths: number | null): string | null {
  if (!issuedOn || validityMonths === null) return null;
  return format(addMonths(parseISO(issuedOn), validityMonths), 'yyyy-MM-dd');
}

/**
 * Credentials beyond the licence (docs/decisions/028): the types admins define, and each member's
 * of them, valid while unexpired and, for a type that needs review, verified by an admin.
 */
export function createCredentialsService(deps: CredentialsDeps) {
  const { repository, now = () => new Date() } = deps;

  const toCredential = (row: CredentialRow): Credential => {
    const expired = row.expiresOn !== null && row.expiresOn < localDateOf(now());
    return {
      id: row.id,
      userId: row.userId,
      typeId: row.typeId,
      typeName: row.typeName,
      typeNameHe: row.typeNameHe,
      number: row.number,
      issuedOn: row.issuedOn,
      expiresOn: row.expiresOn,
      verified: row.verified,
      state: expired ? 'expired' : row.needsReview && !row.verified ? 'unverified' : 'valid',
      updatedAt: row.updatedAt.toISOString(),
    };
  };

  async function existingType(id: number): Promise<CredentialTypeRow> {
    const row = await repository.type(id);
    if (!row) throw notFound(said('credentialType.notFound', { id: String(id) }));
    return row;
  }

  /** A credential its member or an admin may change; others are told it is not theirs. */
  async function reachable(ctx: AuthContext, id: number): Promise<CredentialRow> {
    const row = await repository.find(id);
    if (!row) throw notFound(said('credential.notFound', { id: String(id) }));
    if (row.userId !== ctx.user.id && !ctx.isAdmin) throw forbidden(said('credential.notYours'), 'NOT_YOUR_CREDENTIAL');
    return row;
  }

  /** An admin's change of someone's credential: audited, and its member told what changed. */
  async function byAdmin(admin: AuthContext, before: Credential, after: Credential | null): Promise<void> {
    await deps.recordChange(admin, { entity: 'credential', entityId: before.id, action: after ? 'update' : 'delete', before, after });
    const change = !after ? 'removed' : after.verified !== before.verified ? (after.verified ? 'verified' : 'unverified') : 'changed';
    const params = { admin: admin.user.name, change, type: before.typeName, 'type.he': before.typeNameHe };
    await deps.notify([before.userId], { type: 'system_update', text: 'credential.changedByAdmin', params });
  }

  /** The credential as written, or a 409 when a type name or the member's one-per-type is taken. */
  async function written<T>(write: () => Promise<T>, taken: () => Error): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (pgErrorCode(error) === UNIQUE_VIOLATION) throw taken();
      if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw badRequest(said('credential.noSuchType'));
      throw error;
    }
  }

  return {
    async types(admin: AuthContext): Promise<CredentialType[]> {
      assertAdmin(admin);
      return (await repository.types()).map(toType);
    },
    activeTypes: async (): Promise<CredentialType[]> => (await repository.types()).filter((t) => t.active).map(toType),

    async createType(admin: AuthContext, input: CredentialTypeRequest): Promise<CredentialType> {
      assertAdmin(admin);
      const row = await written(
        () => repository.addType(input),
        () => conflict(said('credentialType.nameTaken', { name: input.name }), 'CREDENTIAL_TYPE_EXISTS'),
      );
      await deps.recordChange(admin, { entity: 'credential_type', entityId: row.id, action: 'create', after: toType(row) });
      return toType(row);
    },

    async updateType(admin: AuthContext, id: number, patch: CredentialTypeUpdate): Promise<CredentialType> {
      assertAdmin(admin);
      const before = await existingType(id);
      const row = await written(
        async () => (await repository.updateType(id, patch))!,
        () => conflict(said('credentialType.nameTaken', { name: patch.name ?? '' }), 'CREDENTIAL_TYPE_EXISTS'),
      );
      await deps.recordChange(admin, { entity: 'credential_type', entityId: id, action: 'update', before: toType(before), after: toType(row) });
      return toType(row);
    },

    mine: async (ctx: AuthContext): Promise<Credential[]> => (await repository.ofUser(ctx.user.id)).map(toCredential),

    async ofUser(admin: AuthContext, userId: number): Promise<Credential[]> {
      assertAdmin(admin);
      if (!(await deps.userExists(userId))) throw notFound(said('user.notFound', { id: String(userId) }));
      return (await repository.ofUser(userId)).map(toCredential);
    },

    /** One of the member's own, one per type; an active type only. */
    async add(ctx: AuthContext, input: CredentialRequest): Promise<Credential> {
      const type = await repository.type(input.typeId);
      if (!type || !type.active) throw badRequest(said('credential.noSuchType'));
      const id = await written(
        () =>
          repository.add({
            userId: ctx.user.id,
            typeId: type.id,
            number: input.number?.trim() || null,
            issuedOn: input.issuedOn ?? null,
            expiresOn: input.expiresOn ?? expiryOf(input.issuedOn, type.validityMonths),
            verified: !type.needsReview,
          }),
        () => conflict(said('credential.haveOne', { type: type.name, 'type.he': type.nameHe }), 'CREDENTIAL_EXISTS'),
      );
      return toCredential((await repository.find(id))!);
    },

    /**
     * Its member's change of a type that needs review makes it unverified again; an admin's keeps
     * what it was unless they say, and is audited.
     */
    async update(ctx: AuthContext, id: number, patch: CredentialUpdate): Promise<Credential> {
      const before = await reachable(ctx, id);
      const own = before.userId === ctx.user.id;
      if (patch.verified !== undefined && !ctx.isAdmin) throw forbidden(said('admin.only'), 'ADMIN_ONLY');
      const issuedOn = patch.issuedOn === undefined ? before.issuedOn : patch.issuedOn;
      const expiresOn = patch.expiresOn === undefined ? before.expiresOn : patch.expiresOn;
      if (issuedOn && expiresOn && expiresOn <= issuedOn) throw badRequest(said('credential.expiryBeforeIssue'));
      const changed = (['number', 'issuedOn', 'expiresOn'] as const).some((k) => patch[k] !== undefined);
      const verified = patch.verified ?? (own && !ctx.isAdmin && changed && before.needsReview ? false : before.verified);
      const changes = {
        ...(patch.number !== undefined && { number: patch.number?.trim() || null }),
        ...(patch.issuedOn !== undefined && { issuedOn: patch.issuedOn }),
        ...(patch.expiresOn !== undefined && { expiresOn: patch.expiresOn }),
        verified,
      };
      if (!(await repository.update(id, changes))) throw notFound(said('credential.notFound', { id: String(id) }));
      const after = toCredential((await repository.find(id))!);
      if (!own) await byAdmin(ctx, toCredential(before), after);
      return after;
    },

    /** The member hands in a scan of their credential: it waits for an admin, whose approval verifies it. */
    async scan(ctx: AuthContext, id: number, read: () => Promise<{ fileName: string; data: Buffer }>): Promise<CredentialScanReceipt> {
      const row = await repository.find(id);
      if (!row || row.userId !== ctx.user.id) throw notFound(said('credential.notFound', { id: String(id) }));
      // The body is read only for the credential's own member.
      const stored = await readUpload(await read());
      const extension = stored.contentType === 'application/pdf' ? 'pdf' : stored.contentType.split('/')[1];
      const document = await deps.recordScan({
        type: 'credential_scan',
        userId: ctx.user.id,
        sourceId: id,
        fileName: safeFileName(`${row.typeName}-scan-${id}.${extension}`),
        contentType: stored.contentType,
        data: stored.data,
      });
      return { credentialId: id, documentId: document.id, status: 'pending' };
    },

    async remove(ctx: AuthContext, id: number): Promise<void> {
      const before = await reachable(ctx, id);
      if (!(await repository.remove(id))) throw notFound(said('credential.notFound', { id: String(id) }));
      if (before.userId !== ctx.user.id) await byAdmin(ctx, toCredential(before), null);
    },
  };
}
export type CredentialsService = ReturnType<typeof createCredentialsService>;
