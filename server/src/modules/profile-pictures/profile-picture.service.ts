import type { EntityManager } from '@mikro-orm/postgresql';
import { isInternalRole } from '@portal/common/auth/roles';
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_MESSAGES } from '@portal/common/validation/profile-picture';
import { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { Actor } from '../../auth/actor.js';
import { assertUuid } from '../../db/uuid.js';
import { AppError } from '../../errors.js';
import type { ObjectStorage } from '../../integrations/storage/object-storage.js';
import { audit } from '../audit/index.js';
import type { IncomingFile } from '../files/index.js';
import { User, type UsersService } from '../users/index.js';
import { receivePicture } from './picture-intake.js';

export interface ProfilePictureDeps {
  storage: ObjectStorage;
  logger: Logger;
}

/** A picture to send: its content, its image type and the version (a hash of its bytes) its address carries. */
export interface PictureContent {
  stream: Readable;
  contentType: string;
  version: string;
}

/** The picture's address: the authenticated route, with the content's hash so a new picture is a new address. */
export const pictureUrl = (userId: string, version: string) => `/api/v1/users/${userId}/profile-picture?v=${version}`;

/** The version an address carries (its `v`), or null. */
const versionOf = (url: string | null | undefined) => (url ? (new URL(url, 'http://portal').searchParams.get('v') ?? null) : null);

/**
 * Profile pictures of users, stored like every other file (the storage driver: disk or S3). Whoever may edit a
 * profile (users/users.service.ts, UsersService.updateProfile: oneself, a system admin anyone, a company admin its
 * company's users) may change or remove its picture; whoever may read the user (UsersService.get) may see it.
 * The permissions are declared by profile-pictures.operations.ts and profile-picture.routes.ts.
 */
export class ProfilePictureService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: ProfilePictureDeps,
    private readonly users: UsersService,
  ) {}

  /** The user whose picture the actor may change; checked before a byte of an upload is read. */
  async target(a: Actor, id: string): Promise<User> {
    assertUuid(id, 'User');
    const user = await this.em.findOne(User, { id }, { populate: ['vendor'] });
    if (!user) throw AppError.notFound('User');
    if (!mayEdit(a, user)) throw AppError.forbidden();
    return user;
  }

  /** A new picture (PNG, JPEG or WebP by its bytes, at most 5 MB) replaces the old one, which leaves storage. */
  async upload(actor: Actor, userId: string, file: IncomingFile | null | undefined): Promise<User> {
    const user = await this.target(actor, userId);
    if (!file) throw AppError.badInput(PROFILE_PICTURE_MESSAGES.required, { file: PROFILE_PICTURE_MESSAGES.required });
    const picture = await receivePicture(file, PROFILE_PICTURE_MAX_BYTES);
    const stored = await this.deps.storage.put(Readable.from(picture.bytes));
    const oldKey = user.profilePicKey ?? null;
    try {
      await this.em.transactional(async (tx) => {
        tx.assign(user, { profilePicKey: stored.key, profilePicType: picture.type, profilePic: pictureUrl(user.id, picture.hash) });
        audit(tx, actor, { entityType: 'User', entityId: user.id, action: 'PROFILE_UPDATED', changes: { profilePicture: 'uploaded' } });
      });
    } catch (err) {
      await this.discard(stored.key);
      throw err;
    }
    if (oldKey) await this.discard(oldKey);
    return user;
  }

  /** No picture: the initials show again. Removing none is not an error. */
  async remove(actor: Actor, userId: string): Promise<User> {
    const user = await this.target(actor, userId);
    const oldKey = user.profilePicKey ?? null;
    if (!oldKey && !user.profilePic) return user;
    await this.em.transactional(async (tx) => {
      tx.assign(user, { profilePicKey: null, profilePicType: null, profilePic: null });
      audit(tx, actor, { entityType: 'User', entityId: user.id, action: 'PROFILE_UPDATED', changes: { profilePicture: 'removed' } });
    });
    if (oldKey) await this.discard(oldKey);
    return user;
  }

  /** The picture of a user the actor may read (never anonymous); NOT_FOUND when the user has none. */
  async content(actor: Actor, userId: string): Promise<PictureContent> {
    const user = await this.users.get(actor, userId);
    if (!user.profilePicKey || !user.profilePicType) throw AppError.notFound('Profile picture');
    return { stream: await this.deps.storage.get(user.profilePicKey), contentType: user.profilePicType, version: versionOf(user.profilePic) ?? 'none' };
  }

  /** A stored object no row points at any more; a failure to remove it is logged, never the caller's error. */
  private async discard(key: string): Promise<void> {
    await this.deps.storage.delete(key).catch((err: unknown) => this.deps.logger.warn({ err, key }, 'profile picture not removed from storage'));
  }
}

/** The rule of UsersService.updateProfile: oneself; a system admin anyone; a company admin its own company's users. */
function mayEdit(a: Actor, user: User): boolean {
  if (a.userId === user.id) return true;
  if (a.role === 'SYSTEM_ADMIN') return true;
  return a.role === 'VENDOR_ADMIN' && !isInternalRole(user.role) && a.vendorId != null && user.vendor?.id === a.vendorId;
}
