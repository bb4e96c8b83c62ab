import type { TestPortal } from '../../../test/harness.js';
import { pdf } from '../../../test/fixtures/onboarding-fixtures.js';
import { EVERYONE, INTERNAL, type PermissionCase } from '../../../test/permissions.js';
import { fixtureFile } from '../../../test/fixtures/file-fixtures.js';
import { encodeLinkPart, signViewToken } from './view-links.js';

const demoFile = (p: TestPortal) => fixtureFile(p);
const demoVendor = (p: TestPortal) => p.users.VENDOR_ADMIN.vendor!.id;
const otherVendor = (p: TestPortal) => p.users.otherVendorAdmin.vendor!.id;

/** A file link as GET /files/{id}/view-link makes it, signed `at` (now by default). */
async function linkFor(p: TestPortal, fileId: string, vendorId: string, at?: Date): Promise<string> {
  const { token } = await signViewToken(p.config.JWT_SECRET, { id: fileId, vendorId }, at);
  return `/s3files/view?s3FilePath=${encodeLinkPart(fileId)}&authToken=${encodeLinkPart(token)}&mode=view`;
}

const FILE_FIELDS = 'fileId fileName fileType expiresAt expiryStatus';
const UPLOAD = `mutation($file:Upload!,$v:ID,$a:String,$f:ID,$e:String){ uploadCompanyFile(file:$file, vendorId:$v, uploadedArea:$a, fileId:$f, expiresAt:$e){ fileId fileName } }`;
/** Staff who edit company detail. */
const EDITORS = ['SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'PREQUAL_REVIEWER'] as const;
/** Roles that add General documents, replace, rename and delete files and set expiry dates (the company's admin: its own company's). */
const MANAGERS = [...EDITORS, 'VENDOR_ADMIN'] as const;
const READERS = [...INTERNAL, 'VENDOR_ADMIN', 'VENDOR_USER'] as const;

export const filesPermissionCases: PermissionCase[] = [
  {
    kind: 'rest',
    name: 'GET /files/:fileId/content',
    allowed: READERS,
    send: async (p, token) => p.rest('GET', `/files/${await demoFile(p)}/content`, { token }),
    crossVendor: async (p, token) => p.rest('GET', `/files/${await demoFile(p)}/content`, { token }),
  },
  {
    kind: 'rest',
    name: 'POST /s3files/upload',
    allowed: ['SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'VENDOR_ADMIN'],
    narrowedBy: "an Essential file (the prequalification forms' uploads): the company's admin, or the prequalification editors for any company",
    send: (p, token) => p.restForm('POST', `/s3files/upload?uploadedArea=ESSENTIAL&vendorId=${demoVendor(p)}`, { files: { file: pdf('program.pdf') }, token }),
    crossVendor: (p, token) => p.restForm('POST', `/s3files/upload?uploadedArea=ESSENTIAL&vendorId=${demoVendor(p)}`, { files: { file: pdf('program.pdf') }, token }),
  },
  {
    kind: 'rest',
    name: 'POST /s3files/upload',
    allowed: MANAGERS,
    narrowedBy: 'a General document ("Add New Doc"): the company\'s admin, or staff who edit company detail',
    send: (p, token) =>
      p.restForm('POST', `/s3files/upload?uploadedArea=GENERAL&vendorId=${demoVendor(p)}&fileManagerUpload=true`, { files: { file: pdf('licence.pdf') }, token }),
    crossVendor: (p, token) => p.restForm('POST', `/s3files/upload?uploadedArea=GENERAL&vendorId=${demoVendor(p)}`, { files: { file: pdf('licence.pdf') }, token }),
  },
  {
    kind: 'rest',
    name: 'POST /s3files/upload',
    allowed: MANAGERS,
    narrowedBy: "a replacement (fileId): the roles that manage the file's own company's files, whatever vendorId says",
    send: async (p, token) => p.restForm('POST', `/s3files/upload?fileId=${await fixtureFile(p, { area: 'ESSENTIAL' })}`, { files: { file: pdf('new.pdf') }, token }),
    crossVendor: async (p, token) =>
      p.restForm('POST', `/s3files/upload?fileId=${await fixtureFile(p, { area: 'ESSENTIAL' })}&vendorId=${otherVendor(p)}`, {
        files: { file: pdf('new.pdf') },
        token,
      }),
  },
  {
    kind: 'rest',
    name: 'GET /files/vendor/:vendorId/files',
    send: (p, token) => p.rest('GET', `/files/vendor/${demoVendor(p)}/files?limit=25&page=1&type=GENERAL`, { token }),
    crossVendor: (p, token) => p.rest('GET', `/files/vendor/${demoVendor(p)}/files?limit=25&page=1`, { token }),
  },
  {
    kind: 'rest',
    name: 'GET /files/files',
    send: async (p, token) => p.rest('GET', `/files/files?fileId=${await demoFile(p)}`, { token }),
    crossVendor: async (p, token) => p.rest('GET', `/files/files?fileId=${await demoFile(p)}`, { token }),
  },
  {
    kind: 'rest',
    name: 'PUT /files/:fileId/rename',
    send: async (p, token) => p.rest('PUT', `/files/${await demoFile(p)}/rename`, { token, body: { newName: 'renamed' } }),
    crossVendor: async (p, token) => p.rest('PUT', `/files/${await demoFile(p)}/rename`, { token, body: { newName: 'renamed' } }),
  },
  {
    kind: 'rest',
    name: 'POST /files/:fileId/rename',
    send: async (p, token) => p.rest('POST', `/files/${await demoFile(p)}/rename`, { token, body: { newName: 'renamed' } }),
    crossVendor: async (p, token) => p.rest('POST', `/files/${await demoFile(p)}/rename`, { token, body: { newName: 'renamed' } }),
  },
  {
    kind: 'rest',
    name: 'DELETE /files/files/:fileId',
    send: async (p, token) => p.rest('DELETE', `/files/files/${await demoFile(p)}`, { token }),
    crossVendor: async (p, token) => p.rest('DELETE', `/files/files/${await demoFile(p)}`, { token }),
  },
  {
    kind: 'rest',
    name: 'PUT /files/:fileId/expiry',
    send: async (p, token) => p.rest('PUT', `/files/${await demoFile(p)}/expiry`, { token, body: { expiresAt: '2030-01-31' } }),
    crossVendor: async (p, token) => p.rest('PUT', `/files/${await demoFile(p)}/expiry`, { token, body: { expiresAt: '2030-01-31' } }),
  },
  {
    kind: 'rest',
    name: 'GET /files/:fileId/view-link',
    send: async (p, token) => p.rest('GET', `/files/${await demoFile(p)}/view-link?mode=view`, { token }),
    crossVendor: async (p, token) => p.rest('GET', `/files/${await demoFile(p)}/view-link`, { token }),
  },
  {
    kind: 'rest',
    name: 'GET /s3files/view',
    // The link's own token is the credential, whoever follows it (signed in or not).
    allowed: EVERYONE,
    send: async (p, token) => p.rest('GET', await linkFor(p, await demoFile(p), demoVendor(p)), { token }),
    // Another company's admin holds a valid link to its own file, and points it at the demo company's file.
    crossVendor: async (p, token) => {
      const own = await fixtureFile(p, { vendorId: otherVendor(p) });
      const { token: linkToken } = await signViewToken(p.config.JWT_SECRET, { id: own, vendorId: otherVendor(p) });
      return p.rest('GET', `/s3files/view?s3FilePath=${encodeLinkPart(await demoFile(p))}&authToken=${encodeLinkPart(linkToken)}`, { token });
    },
  },
  {
    kind: 'rest',
    name: 'GET /s3files/view',
    allowed: EVERYONE,
    send: async (p, token) => p.rest('GET', (await linkFor(p, await demoFile(p), demoVendor(p))).replace('&mode=view', ''), { token }),
    // An expired link (made six minutes ago) opens nothing, even with the company's own session beside it.
    crossVendor: async (p, token) => p.rest('GET', await linkFor(p, await demoFile(p), demoVendor(p), new Date(Date.now() - 6 * 60_000)), { token }),
  },
  {
    kind: 'rest',
    name: 'GET /files/folders',
    send: (p, token) => p.rest('GET', '/files/folders?page=1&limit=28', { token }),
  },
  {
    kind: 'graphql',
    name: 'vendorFiles',
    send: (p, token) =>
      p.gql(
        `query($v:ID!){ vendorFiles(vendorId:$v, options:{ type:"GENERAL", page:1, limit:25 }){ totalCount items { ${FILE_FIELDS} } } }`,
        { v: demoVendor(p) },
        token,
      ),
    crossVendor: (p, token) => p.gql(`query($v:ID!){ vendorFiles(vendorId:$v){ totalCount } }`, { v: demoVendor(p) }, token),
  },
  {
    kind: 'graphql',
    name: 'companyFile',
    send: async (p, token) => p.gql(`query($f:ID!){ companyFile(fileId:$f){ ${FILE_FIELDS} } }`, { f: await demoFile(p) }, token),
    crossVendor: async (p, token) => p.gql(`query($f:ID!){ companyFile(fileId:$f){ fileId } }`, { f: await demoFile(p) }, token),
  },
  {
    kind: 'graphql',
    name: 'fileViewLink',
    send: async (p, token) => p.gql(`query($f:ID!){ fileViewLink(fileId:$f, mode:"view"){ url expiresAt } }`, { f: await demoFile(p) }, token),
    crossVendor: async (p, token) => p.gql(`query($f:ID!){ fileViewLink(fileId:$f){ url } }`, { f: await demoFile(p) }, token),
  },
  {
    kind: 'graphql',
    name: 'fileFolders',
    send: (p, token) => p.gql(`{ fileFolders(options:{ search:"", page:1 }){ totalCount items { vendorId companyName fileCount } } }`, {}, token),
  },
  {
    kind: 'rest',
    name: 'GET /files/folders/:vendorId',
    send: (p, token) => p.rest('GET', `/files/folders/${demoVendor(p)}`, { token }),
  },
  {
    kind: 'graphql',
    name: 'fileFolder',
    send: (p, token) => p.gql(`query($v:ID!){ fileFolder(vendorId:$v){ vendorId companyName fileCount } }`, { v: demoVendor(p) }, token),
  },
  {
    kind: 'graphql',
    name: 'uploadCompanyFile',
    allowed: MANAGERS,
    narrowedBy: "a General document: the company's admin, or staff who edit company detail",
    send: (p, token) => p.gqlUpload(UPLOAD, { v: demoVendor(p), a: 'GENERAL' }, { file: pdf('licence.pdf') }, token),
    crossVendor: (p, token) => p.gqlUpload(UPLOAD, { v: demoVendor(p), a: 'GENERAL' }, { file: pdf('licence.pdf') }, token),
  },
  {
    kind: 'graphql',
    name: 'uploadCompanyFile',
    allowed: MANAGERS,
    narrowedBy: "a replacement: the roles that manage the file's own company's files",
    send: async (p, token) => p.gqlUpload(UPLOAD, { f: await fixtureFile(p, { area: 'ESSENTIAL' }) }, { file: pdf('new.pdf') }, token),
    crossVendor: async (p, token) => p.gqlUpload(UPLOAD, { f: await fixtureFile(p, { area: 'ESSENTIAL' }) }, { file: pdf('new.pdf') }, token),
  },
  {
    kind: 'graphql',
    name: 'renameFile',
    send: async (p, token) => p.gql(`mutation($f:ID!){ renameFile(fileId:$f, newName:"renamed"){ fileName } }`, { f: await demoFile(p) }, token),
    crossVendor: async (p, token) => p.gql(`mutation($f:ID!){ renameFile(fileId:$f, newName:"renamed"){ fileName } }`, { f: await demoFile(p) }, token),
  },
  {
    kind: 'graphql',
    name: 'deleteFile',
    send: async (p, token) => p.gql(`mutation($f:ID!){ deleteFile(fileId:$f) }`, { f: await demoFile(p) }, token),
    crossVendor: async (p, token) => p.gql(`mutation($f:ID!){ deleteFile(fileId:$f) }`, { f: await demoFile(p) }, token),
  },
  {
    kind: 'graphql',
    name: 'setFileExpiry',
    send: async (p, token) => p.gql(`mutation($f:ID!){ setFileExpiry(fileId:$f, expiresAt:"2030-01-31"){ expiresAt } }`, { f: await demoFile(p) }, token),
    crossVendor: async (p, token) => p.gql(`mutation($f:ID!){ setFileExpiry(fileId:$f, expiresAt:"2030-01-31"){ expiresAt } }`, { f: await demoFile(p) }, token),
  },
];
