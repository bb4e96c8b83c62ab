import type { TestPortal } from '../../../test/harness.js';
import { ensurePicture, png } from '../../../test/fixtures/picture-fixtures.js';
import { INTERNAL, type PermissionCase } from '../../../test/permissions.js';

/** Target of every case: the demo company's ordinary user. */
const target = (p: TestPortal) => p.users.VENDOR_USER.id;
const UPLOAD = 'mutation($u:ID!,$f:Upload!){ uploadProfilePicture(userId:$u, file:$f){ userId profilePic } }';
const REMOVE = 'mutation($u:ID!){ removeProfilePicture(userId:$u){ userId } }';
/** Who may change the user's picture: itself, a system admin, its company's admin (the profile edit rule). */
const EDITORS = ['SYSTEM_ADMIN', 'VENDOR_ADMIN', 'VENDOR_USER'] as const;
const EDITORS_ONLY = "the target is the demo company's user: the profile edit rule lets in itself, a system admin and its company's admin";
/** Who may see it: whoever may read the user (staff, itself, its company's admin). */
const VIEWERS = [...INTERNAL, 'VENDOR_ADMIN', 'VENDOR_USER'] as const;

export const profilePicturePermissionCases: PermissionCase[] = [
  {
    kind: 'rest',
    name: 'POST /users/:id/profile-picture',
    allowed: EDITORS,
    narrowedBy: EDITORS_ONLY,
    send: (p, token) => p.restForm('POST', `/users/${target(p)}/profile-picture`, { files: { file: png() }, token }),
    crossVendor: (p, token) => p.restForm('POST', `/users/${target(p)}/profile-picture`, { files: { file: png() }, token }),
  },
  {
    kind: 'rest',
    name: 'DELETE /users/:id/profile-picture',
    allowed: EDITORS,
    narrowedBy: EDITORS_ONLY,
    send: async (p, token) => {
      await ensurePicture(p, target(p));
      return p.rest('DELETE', `/users/${target(p)}/profile-picture`, { token });
    },
    crossVendor: async (p, token) => {
      await ensurePicture(p, target(p));
      return p.rest('DELETE', `/users/${target(p)}/profile-picture`, { token });
    },
  },
  {
    kind: 'rest',
    name: 'GET /users/:id/profile-picture',
    allowed: VIEWERS,
    send: async (p, token) => p.rest('GET', (await ensurePicture(p, target(p))).replace('/api/v1', ''), { token }),
    crossVendor: async (p, token) => p.rest('GET', (await ensurePicture(p, target(p))).replace('/api/v1', ''), { token }),
  },
  {
    kind: 'graphql',
    name: 'uploadProfilePicture',
    allowed: EDITORS,
    narrowedBy: EDITORS_ONLY,
    send: (p, token) => p.gqlUpload(UPLOAD, { u: target(p) }, { f: png() }, token),
    crossVendor: (p, token) => p.gqlUpload(UPLOAD, { u: target(p) }, { f: png() }, token),
  },
  {
    kind: 'graphql',
    name: 'removeProfilePicture',
    allowed: EDITORS,
    narrowedBy: EDITORS_ONLY,
    send: async (p, token) => {
      await ensurePicture(p, target(p));
      return p.gql(REMOVE, { u: target(p) }, token);
    },
    crossVendor: async (p, token) => {
      await ensurePicture(p, target(p));
      return p.gql(REMOVE, { u: target(p) }, token);
    },
  },
];
