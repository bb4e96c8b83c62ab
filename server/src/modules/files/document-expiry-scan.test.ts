import { afterAll, beforeAll, expect, it } from 'vitest';
import { fixtureFile } from '../../../test/fixtures/file-fixtures.js';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { Vendor } from '../companies/index.js';
import { runDocumentExpiryScan } from './document-expiry-scan.js';
import { StoredFile } from './stored-file.entity.js';

let portal: TestPortal;
let contactEmail: string;
beforeAll(async () => {
  portal = await startTestPortal();
  const vendor = await portal.em().findOneOrFail(Vendor, { id: portal.users.VENDOR_ADMIN.vendor!.id }, { populate: ['contacts'] });
  contactEmail = vendor.contacts.getItems().find((c) => c.position === 0)!.email!;
});
afterAll(() => portal?.stop());

const deps = () => ({ orm: portal.orm, jobs: portal.jobs, config: portal.config });
const mailsTo = () => portal.mail.messages.filter((m) => JSON.stringify(m.to).includes(contactEmail));

it('mails a company its expiring and expired documents once each, and again when an expiry date changes', async () => {
  const now = new Date('2026-11-23T15:00:00Z');
  const expired = await fixtureFile(portal, { name: 'general-liability.pdf', expiresAt: '2026-11-01' });
  await fixtureFile(portal, { name: 'workers-comp.pdf', expiresAt: '2026-12-10' });
  await fixtureFile(portal, { name: 'far-off.pdf', expiresAt: '2027-06-01' });
  await fixtureFile(portal, { name: 'never.pdf' });

  expect(await runDocumentExpiryScan(deps(), now)).toEqual({ companies: 1, documents: 2 });
  const mail = await portal.mail.waitFor(contactEmail, /expire/);
  expect(mail.text).toContain('general-liability.pdf');
  expect(mail.text).toContain('workers-comp.pdf');
  expect(mail.text).not.toContain('far-off.pdf');
  expect(mail.html).toContain('/vendor/file-manager');

  // The same day again: nothing new to tell.
  expect(await runDocumentExpiryScan(deps(), now)).toEqual({ companies: 0, documents: 0 });

  // A replaced certificate with a new date that is also close: told of it once more.
  await portal.em().nativeUpdate(StoredFile, { id: expired }, { expiresAt: '2026-12-01' });
  expect(await runDocumentExpiryScan(deps(), now)).toEqual({ companies: 1, documents: 1 });
  await expect.poll(() => mailsTo().length, { timeout: 10_000 }).toBe(2);
  expect(mailsTo()[1]!.text).toContain('general-liability.pdf');
  expect(mailsTo()[1]!.text).not.toContain('workers-comp.pdf');
});
