import { ROLES, type Role } from '@portal/common/auth/roles';
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_MESSAGES } from '@portal/common/validation/profile-picture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultOf, sendFault } from '../../../test/http/cut-multipart.js';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { PNG_BYTES, png } from '../../../test/fixtures/picture-fixtures.js';
import { UPLOAD_MESSAGES } from '../../uploads/upload-errors.js';
import { AuditLog } from '../audit/index.js';
import { User } from '../users/index.js';

let p: TestPortal;
beforeAll(async () => {
  p = await startTestPortal();
});
afterAll(() => p?.stop());

const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(200, 1)]);
const WEBP_BYTES = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(200, 2)]);
const PDF_AS_PNG = { name: 'me.png', content: '%PDF-1.4\n%%EOF\n'.padEnd(400, 'x') };

const row = (who: Role) => p.em().findOneOrFail(User, { id: p.users[who].id });
const upload = async (who: Role, file = png(), userId = p.users[who].id) =>
  p.restForm('POST', `/users/${userId}/profile-picture`, { files: { file }, token: await p.tokenFor(who) });
/** The stored object still there (true) or gone (false). */
const inStorage = (key: string) =>
  p.storage.get(key).then(
    (s) => (s.destroy(), true),
    () => false,
  );

describe('uploading a profile picture', () => {
  it.each(ROLES)('%s puts a picture on its own profile and sees it served back', async (who) => {
    const answer = await upload(who);
    expect(answer.status).toBe(201);
    const user = await row(who);
    expect(answer.body.profilePic).toBe(user.profilePic);
    expect(user.profilePic).toMatch(new RegExp(`^/api/v1/users/${user.id}/profile-picture\\?v=[0-9a-f]{16}$`));
    expect(user.profilePicType).toBe('image/png');

    const res = await fetch(`${p.url}${user.profilePic}`, { headers: { authorization: `Bearer ${await p.tokenFor(who)}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
  });

  it('decides the type by the bytes: a JPEG named .txt and a WebP without a name are taken, a PDF named .png is not', async () => {
    expect((await upload('PREQUAL_VIEWER', { name: 'holiday.txt', content: new Uint8Array(JPEG_BYTES) })).status).toBe(201);
    expect((await row('PREQUAL_VIEWER')).profilePicType).toBe('image/jpeg');
    expect((await upload('PREQUAL_VIEWER', { name: 'blob', content: new Uint8Array(WEBP_BYTES) })).status).toBe(201);
    expect((await row('PREQUAL_VIEWER')).profilePicType).toBe('image/webp');

    const before = await row('PREQUAL_VIEWER');
    const refused = await upload('PREQUAL_VIEWER', PDF_AS_PNG);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: PROFILE_PICTURE_MESSAGES.invalidType, errors: { file: PROFILE_PICTURE_MESSAGES.invalidType } });
    const after = await row('PREQUAL_VIEWER');
    expect({ key: after.profilePicKey, url: after.profilePic }).toEqual({ key: before.profilePicKey, url: before.profilePic });
  });

  it('refuses a picture over 5 MB with a clear message, and keeps the one before', async () => {
    await upload('PREQUAL_REVIEWER');
    const before = await row('PREQUAL_REVIEWER');
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(PROFILE_PICTURE_MAX_BYTES + 1 - PNG_BYTES.length)]);
    const answer = await upload('PREQUAL_REVIEWER', { name: 'big.png', content: new Uint8Array(big) });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(PROFILE_PICTURE_MESSAGES.tooLarge);
    expect((await row('PREQUAL_REVIEWER')).profilePicKey).toBe(before.profilePicKey);
    // Exactly the limit is taken.
    const exact = Buffer.concat([PNG_BYTES, Buffer.alloc(PROFILE_PICTURE_MAX_BYTES - PNG_BYTES.length)]);
    expect((await upload('PREQUAL_REVIEWER', { name: 'exact.png', content: new Uint8Array(exact) })).status).toBe(201);
  });

  it('asks for a file when none is sent', async () => {
    const answer = await p.restForm('POST', `/users/${p.users.VENDOR_USER.id}/profile-picture`, {
      fields: { note: 'no file' },
      token: await p.tokenFor('VENDOR_USER'),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(PROFILE_PICTURE_MESSAGES.required);
  });

  it('a cut upload answers 400 (REST and GraphQL), the portal serves on and the picture is unchanged', async () => {
    await upload('VENDOR_ADMIN');
    const before = await row('VENDOR_ADMIN');
    const token = await p.tokenFor('VENDOR_ADMIN');
    const content = `${PNG_BYTES.toString('latin1')}${'x'.repeat(4000)}`;
    const rest = faultOf({ fields: [], file: { field: 'file', name: 'me.png', content } }, 'closing boundary missing');
    const restAnswer = await sendFault(p.url, `POST /api/v1/users/${before.id}/profile-picture`, rest, { authorization: `Bearer ${token}` });
    expect(restAnswer.status).toBe(400);
    expect(JSON.parse(restAnswer.body)).toMatchObject({ message: UPLOAD_MESSAGES.cut, type: 'BAD_USER_INPUT' });

    const operations = JSON.stringify({ query: `mutation($f:Upload!){ uploadProfilePicture(userId:"${before.id}", file:$f){ userId } }`, variables: { f: null } });
    const gql = faultOf(
      {
        fields: [
          ['operations', operations],
          ['map', JSON.stringify({ 0: ['variables.f'] })],
        ],
        file: { field: '0', name: 'me.png', content },
      },
      'closing boundary missing',
    );
    const gqlAnswer = await sendFault(p.url, 'POST /graphql', gql, { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' });
    expect(gqlAnswer.status).toBe(400);
    expect(gqlAnswer.body).not.toMatch(/INTERNAL_SERVER_ERROR/);

    expect((await fetch(`${p.url}/health`)).status).toBe(200);
    expect((await row('VENDOR_ADMIN')).profilePicKey).toBe(before.profilePicKey);
  });

  it('a new picture replaces the old one in storage, with an audit entry', async () => {
    await upload('PREQUAL_ADMIN');
    const first = await row('PREQUAL_ADMIN');
    await upload('PREQUAL_ADMIN', { name: 'me.jpg', content: new Uint8Array(JPEG_BYTES) });
    const second = await row('PREQUAL_ADMIN');
    expect(second.profilePic).not.toBe(first.profilePic);
    expect(await inStorage(first.profilePicKey!)).toBe(false);
    expect(await inStorage(second.profilePicKey!)).toBe(true);
    const logs = await p.em().find(AuditLog, { entityId: first.id, action: 'PROFILE_UPDATED' });
    expect(logs.map((l) => l.changes)).toContainEqual({ profilePicture: 'uploaded' });
  });

  it('works through GraphQL too', async () => {
    const token = await p.tokenFor('SYSTEM_ADMIN');
    const id = p.users.SYSTEM_ADMIN.id;
    const answer = await p.gqlUpload('mutation($u:ID!,$f:Upload!){ uploadProfilePicture(userId:$u, file:$f){ profilePic } }', { u: id }, { f: png() }, token);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.uploadProfilePicture.profilePic).toBe((await row('SYSTEM_ADMIN')).profilePic);
    const refused = await p.gqlUpload('mutation($u:ID!,$f:Upload!){ uploadProfilePicture(userId:$u, file:$f){ profilePic } }', { u: id }, { f: PDF_AS_PNG }, token);
    expect(refused.body.errors[0]).toMatchObject({ message: PROFILE_PICTURE_MESSAGES.invalidType, extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('the profile update', () => {
  it('cannot point profilePic at anything else: the picture changes only by an upload or a removal', async () => {
    await upload('PREQUAL_VIEWER');
    const before = await row('PREQUAL_VIEWER');
    const token = await p.tokenFor('PREQUAL_VIEWER');
    const answer = await p.rest('PUT', `/users/${before.id}`, {
      token,
      body: { name: before.name, phone: before.phone, profilePic: 'https://tracker.example/pixel.png' },
    });
    expect(answer.status).toBe(200);
    expect((await row('PREQUAL_VIEWER')).profilePic).toBe(before.profilePic);
  });
});

describe('removing a profile picture', () => {
  it('clears it, removes it from storage, and the address answers 404', async () => {
    await upload('VENDOR_USER');
    const user = await row('VENDOR_USER');
    const token = await p.tokenFor('VENDOR_USER');
    const answer = await p.rest('DELETE', `/users/${user.id}/profile-picture`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.profilePic).toBeNull();
    const after = await row('VENDOR_USER');
    expect({ url: after.profilePic, key: after.profilePicKey, type: after.profilePicType }).toEqual({ url: null, key: null, type: null });
    expect(await inStorage(user.profilePicKey!)).toBe(false);
    expect((await p.rest('GET', `/users/${user.id}/profile-picture`, { token })).status).toBe(404);
    // Removing none is no error.
    expect(
      (await p.gql('mutation($u:ID!){ removeProfilePicture(userId:$u){ profilePic } }', { u: user.id }, token)).body.data.removeProfilePicture.profilePic,
    ).toBeNull();
  });
});

describe('seeing a profile picture', () => {
  it('nobody anonymous; an address that is not the current one is revalidated, an unchanged one answers 304', async () => {
    await upload('VENDOR_USER');
    const user = await row('VENDOR_USER');
    expect((await fetch(`${p.url}${user.profilePic}`)).status).toBe(401);
    const auth = { authorization: `Bearer ${await p.tokenFor('PREQUAL_VIEWER')}` };
    const stale = await fetch(`${p.url}/api/v1/users/${user.id}/profile-picture?v=old`, { headers: auth });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('cache-control')).toBe('private, no-cache');
    const etag = stale.headers.get('etag')!;
    await stale.arrayBuffer();
    expect((await fetch(`${p.url}/api/v1/users/${user.id}/profile-picture`, { headers: { ...auth, 'if-none-match': etag } })).status).toBe(304);
  });

  it("a company admin sees its own users' pictures, not another company's; a company user sees no one else's", async () => {
    await upload('VENDOR_USER');
    await upload('PREQUAL_ADMIN');
    const vendorUser = (await row('VENDOR_USER')).profilePic!;
    const staff = (await row('PREQUAL_ADMIN')).profilePic!;
    const get = async (who: Role | 'otherVendorAdmin', url: string) =>
      (await fetch(`${p.url}${url}`, { headers: { authorization: `Bearer ${await p.tokenFor(who)}` } })).status;
    expect(await get('VENDOR_ADMIN', vendorUser)).toBe(200);
    expect(await get('otherVendorAdmin', vendorUser)).toBe(403);
    expect(await get('VENDOR_USER', staff)).toBe(403);
    expect(await get('PREQUAL_VIEWER', vendorUser)).toBe(200);
  });

  it("another company's admin can neither change nor remove a user's picture", async () => {
    await upload('VENDOR_USER');
    const before = await row('VENDOR_USER');
    const other = await p.tokenFor('otherVendorAdmin');
    expect((await p.restForm('POST', `/users/${before.id}/profile-picture`, { files: { file: png() }, token: other })).status).toBe(403);
    expect((await p.rest('DELETE', `/users/${before.id}/profile-picture`, { token: other })).status).toBe(403);
    expect((await row('VENDOR_USER')).profilePicKey).toBe(before.profilePicKey);
  });
});
