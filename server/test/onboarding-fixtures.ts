import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { hashPassword } from '../src/auth/passwords.js';
import { StoredFile } from '../src/modules/files/stored-file.entity.js';
import { User } from '../src/modules/users/user.entity.js';
import type { RegistrationStatus } from '@portal/common/domain/statuses';
import { VendorContact, Vendor } from '../src/modules/companies/index.js';
import { DraftAccessToken } from '../src/modules/registration/draft-access-token.entity.js';
import type { HttpAnswer, TestFile, TestPortal } from './harness.js';

/** The start of a real PDF: what file-type recognises as application/pdf. */
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
export const pdf = (name = 'w9.pdf'): TestFile => ({ name, content: PDF_BYTES });
/** A Windows executable's header (MZ ... PE). */
export const EXE_BYTES = (() => {
  const b = new Uint8Array(512);
  b.set([0x4d, 0x5a]);
  b.set([0x80, 0, 0, 0], 0x3c);
  b.set([0x50, 0x45, 0, 0], 0x80);
  return b;
})();

let taxSeq = 0;
/** A fresh, well-formed tax ID no other test uses. */
export function newTaxId(): string {
  taxSeq += 1;
  const n = (process.pid * 1000 + taxSeq) % 10_000_000;
  return `7${taxSeq % 10}-${String(n).padStart(7, '0')}`;
}

/** A complete, valid registration as the client form submits it (the W9 comes as an upload). */
export function validRegistration(patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    taxId: newTaxId(),
    noOfEmployees: '45',
    companyName: 'Chesapeake Mechanical, LLC',
    dbaName: 'Chesapeake Mech',
    mailingAddress: 'PO Box 1200, Columbia, MD 21044',
    suiteNumber: '200',
    officeLocationAddress1: '10490 Little Patuxent Pkwy',
    officeLocationAddress2: '',
    officeLocationCity: 'Columbia',
    officeLocationState: 'Maryland',
    officeLocationZip: '21044',
    officeLocationCountry: 'United States',
    officePhoneNumber: '410-555-0134',
    officeWebsiteUrl: 'https://www.chesapeakemech.com',
    contacts: [
      { firstName: 'Dana', lastName: 'Whitfield', jobTitle: 'President', email: 'Dana@ChesapeakeMech.com', cellPhone: '443-555-0101' },
      { firstName: 'Luis', lastName: 'Ortega', jobTitle: 'Estimator', email: 'luis@chesapeakemech.com', cellPhone: '443-555-0102' },
    ],
    companyDescription: 'Commercial HVAC and plumbing contractor serving the Baltimore-Washington region since 1998.',
    regions: ['MDBA', 'DC', 'NOVA'],
    marketSectors: ['HEALTHCARE', 'HIGHER_EDUCATION'],
    supplierStatus: 'No',
    selfPerformStatus: 'COMPLETE_TURNKEY_SCOPE',
    workPerformedCategory: 'SUPPLY_AND_INSTALL',
    primaryTrade: '23 00 00',
    secondaryTrades: ['22 00 00', '21 10 00'],
    averageProjectSize: '$1,250,000.50',
    largestProjectSize: '$8,400,000',
    annualVolume: '32,000,000.00',
    emr: '0.82',
    bondable: 'true',
    bondableRate: '$5,000,000',
    classificationsCertifications: ['MBE', 'SBE'],
    companyPerformActions: ['WRITTEN_SAFETY_PROGRAM', 'E_VERIFY'],
    referenceName: 'Whiting-Turner, Jane Smith',
    contractVolume: '$2,500,000',
    howHeard: 'BID_INVITATION',
    ...patch,
  };
}

/**
 * A registration made directly in the database, in any status, with a primary contact and
 * (unless `w9: false`) a stored W9, so a full-rule save passes without an upload.
 */
export async function createRegistration(
  portal: TestPortal,
  opts: { status?: RegistrationStatus; taxId?: string; companyName?: string; email?: string; w9?: boolean } = {},
): Promise<Vendor> {
  const em = portal.em();
  const values = validRegistration();
  const status = opts.status ?? 'DRAFT';
  const vendor = em.create(Vendor, {
    companyName: opts.companyName ?? `Fixture Builders ${randomUUID().slice(0, 8)}`,
    taxId: opts.taxId ?? newTaxId(),
    registrationStatus: status,
    submittedAt: status === 'DRAFT' ? null : new Date(),
    accountId: status === 'APPROVED' ? randomUUID() : null,
    noOfEmployees: 12,
    officeLocationAddress1: '1 Main St',
    officeLocationCity: 'Baltimore',
    officeLocationState: 'Maryland',
    officeLocationZip: '21201',
    officeLocationCountry: 'United States',
    officePhoneNumber: '410-555-0199',
    officeWebsiteUrl: 'www.fixture.example.com',
    companyDescription: String(values.companyDescription),
    regions: ['MDBA'],
    marketSectors: ['HEALTHCARE'],
    selfPerformStatus: 'COMPLETE_TURNKEY_SCOPE',
    workPerformedCategory: 'SUPPLY_AND_INSTALL',
    primaryTrade: '23 00 00',
    secondaryTrades: ['22 00 00'],
    averageProjectSize: '100000.00',
    largestProjectSize: '200000.00',
    annualVolume: '300000.00',
    bondable: 'false',
    classificationsCertifications: ['NONE'],
    companyPerformActions: ['E_VERIFY'],
    referenceName: 'A reference',
    howHeard: 'BID_INVITATION',
  });
  em.create(VendorContact, {
    vendor,
    position: 0,
    firstName: 'Fiona',
    lastName: 'Fixture',
    jobTitle: 'Owner',
    email: opts.email ?? `fiona.${randomUUID().slice(0, 8)}@fixture.example.com`,
    cellPhone: '443-555-0111',
  });
  if (opts.w9 !== false) {
    const { key, size } = await portal.storage.put(Readable.from([Buffer.from(PDF_BYTES)]));
    em.create(StoredFile, {
      vendor,
      fileName: 'fixture-w9.pdf',
      storageKey: key,
      size,
      contentType: 'application/pdf',
      uploadedArea: 'REGISTRATION',
      uploadedCategory: 'W9',
      uploadedBy: 'fixture',
    });
  }
  await em.flush();
  return vendor;
}

/** A signed-up user awaiting approval, of `vendor` (default: the demo company). */
export async function createPendingUser(portal: TestPortal, vendor?: Vendor, email = `pending.${randomUUID().slice(0, 8)}@example.com`): Promise<User> {
  const em = portal.em();
  const user = em.create(User, {
    name: 'Pat Pending',
    email,
    phone: '301-555-0177',
    role: 'VENDOR_USER',
    passwordHash: await hashPassword('Pending#2026'),
    vendor: vendor?.id ?? portal.users.VENDOR_ADMIN.vendor!.id,
    registrationStatus: 'PENDING',
    priority: 'MEDIUM',
  });
  await em.flush();
  return user;
}

/** The registration fields of the GraphQL VendorRegistration most tests read back. */
export const REGISTRATION_FIELDS = `vendorId registrationStatus companyName taxId accountId prequalStatus submittedAt registrationComment
  primaryContactFirstName primaryContactEmail primaryContactOfficePhone secondaryContacts { contactId firstName email }
  averageProjectSize largestProjectSize annualVolume bondableRate contractVolume emr noOfEmployees regions secondaryTrades
  w9File { fileId name url } generalContractReferencesDocument { fileId name url }`;

/** A secret of `vendor`'s draft, stored as the service stores one (its SHA-256), valid for a day unless told otherwise. */
export async function draftSecret(portal: TestPortal, vendor: Vendor | string, expiresAt = new Date(Date.now() + 86_400_000)): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const em = portal.em();
  em.create(DraftAccessToken, { vendor: typeof vendor === 'string' ? vendor : vendor.id, tokenHash: createHash('sha256').update(token).digest('hex'), expiresAt });
  await em.flush();
  return token;
}

/** A draft made in the database (createRegistration) with one live secret, as its anonymous registrant holds it. */
export async function createDraft(
  portal: TestPortal,
  opts: Omit<NonNullable<Parameters<typeof createRegistration>[1]>, 'status'> = {},
): Promise<{ vendor: Vendor; token: string }> {
  const vendor = await createRegistration(portal, { ...opts, status: 'DRAFT' });
  return { vendor, token: await draftSecret(portal, vendor) };
}

/** The REST header that carries a draft's secret. */
export const draftHeader = (token: string | null | undefined): Record<string, string> => (token ? { 'x-draft-token': token } : {});

/** A multipart REST call with extra headers (X-Draft-Token, If-Match), as the harness's restForm sends one. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as loosely as the harness's own
export async function restFormWith<T = any>(
  portal: TestPortal,
  method: string,
  path: string,
  opts: { fields?: Record<string, unknown>; files?: Record<string, TestFile>; token?: string | null; headers?: Record<string, string> },
): Promise<HttpAnswer<T>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(opts.fields ?? {})) {
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) value.forEach((v) => form.append(name, v));
    else form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const [name, file] of Object.entries(opts.files ?? {})) form.append(name, new Blob([file.content]), file.name);
  const res = await fetch(`${portal.url}/api/v1${path}`, {
    method,
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    body: form,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: body as T, headers: res.headers };
}
