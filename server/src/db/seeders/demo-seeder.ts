import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../../auth/passwords.js';
import type { PortalModule } from '../../modules/module.js';

export const DEMO_PASSWORD = 'DemoPass#2026';
/** The approved demo company; its account also exists in the CRM simulator (integrations/crm/crm-simulator.ts). */
export const DEMO_COMPANY = {
  companyName: 'Keystone Mechanical Contractors LLC',
  taxId: '52-1234567',
  accountId: '3f6b1c2a-9d4e-4b7a-8c51-2e0d9a7b6c10',
};

/**
 * One user per role and one approved demo company, from the modules' demo seeds (their manifests' `seeds.demo`:
 * users', which asks companies for the demo company), in one transaction. Idempotent: existing e-mails
 * are left alone. The composition root (main.ts, the test harness) hands over the modules.
 */
export async function seedDemo(modules: readonly PortalModule[], em: EntityManager): Promise<{ created: number }> {
  return em.transactional(async (tx) => {
    const scope = { tx, passwordHash: await hashPassword(DEMO_PASSWORD) };
    let created = 0;
    for (const m of modules) if (m.seeds?.demo) created += await m.seeds.demo(scope);
    return { created };
  });
}
