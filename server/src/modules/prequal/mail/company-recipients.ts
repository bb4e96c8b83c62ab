import type { EntityManager } from '@mikro-orm/postgresql';
import { VENDOR_ROLES } from '@portal/common/auth/roles';
import type { Vendor } from '../../companies/index.js';
import { User } from '../../users/index.js';

/** Who a mail about the company's prequalification goes to, and how it greets them. */
export interface Recipient {
  email: string;
  name: string;
}

/**
 * Everyone who must hear of a return or a decision: the primary contact of the registration (who may have no
 * portal account) and the company's users who fill the forms (active, approved VENDOR_ADMIN and VENDOR_USER
 * accounts of this company), each address once whatever its case. The contact comes first, then the users by name.
 */
export async function companyRecipients(em: EntityManager, vendor: Vendor, contact: { email: string | null; name: string | null } | null): Promise<Recipient[]> {
  const users = await em.find(
    User,
    { vendor: vendor.id, role: { $in: [...VENDOR_ROLES] }, isActive: true, registrationStatus: 'APPROVED' },
    { orderBy: { name: 'asc', id: 'asc' } },
  );
  const candidates: { email: string | null | undefined; name: string | null | undefined }[] = [contact ?? { email: null, name: null }, ...users];
  const seen = new Set<string>();
  const recipients: Recipient[] = [];
  for (const c of candidates) {
    const email = c.email?.trim();
    if (!email || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    recipients.push({ email, name: c.name?.trim() || email });
  }
  return recipients;
}
