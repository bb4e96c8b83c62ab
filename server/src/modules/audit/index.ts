import { defineModule } from '../module.js';
import { AuditLog } from './audit-log.entity.js';

export { AuditLog } from './audit-log.entity.js';
export { audit, diff, type AuditEntry } from './audit.service.js';

/** The activity log: one row per change, written in the change's own transaction by audit(). */
export const auditModule = defineModule({
  name: 'audit',
  entities: [AuditLog],
});
