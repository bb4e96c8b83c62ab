import { Readable } from 'node:stream';
import type { TestPortal, TestFile } from './harness.js';
import { User } from '../src/modules/users/user.entity.js';

/** A real 2x2 PNG (red), small enough to send in every permission case. */
export const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==', 'base64');

/** A picture file as a browser would send it (the name does not decide its type; the bytes do). */
export const png = (name = 'me.png'): TestFile => ({ name, content: new Uint8Array(PNG_BYTES) });

/** Gives the user a stored picture (as an upload would), unless it has one. Answers its address. */
export async function ensurePicture(p: TestPortal, userId: string): Promise<string> {
  const em = p.em();
  const user = await em.findOneOrFail(User, { id: userId });
  if (user.profilePicKey && user.profilePic) return user.profilePic;
  const { key } = await p.storage.put(Readable.from([PNG_BYTES]));
  user.profilePicKey = key;
  user.profilePicType = 'image/png';
  user.profilePic = `/api/v1/users/${userId}/profile-picture?v=fixture`;
  await em.flush();
  return user.profilePic;
}
