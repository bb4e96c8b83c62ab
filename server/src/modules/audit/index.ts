import { defineModule } from '../module.js';
import { AuditLog } from './audit-log.entity.js';
import { AuditLogService } from './audit-list.service.js';
import { auditOperations } from './audit.operations.js';

export { AuditLog } from './audit-log.entity.js';
export { audit, diff, type AuditEntry } from './audit.service.js';
export type { AuditLogService } from './audit-list.service.js';

declare module '../module.js' {
  interface Services {
    auditLogs: AuditLogService;
  }
}

/** The activity log: one row per change, written in the change's own transaction by audit(); read by the Activity Logs screen. */
export const auditModule = defineModule({
  name: 'audit',
  entities: [AuditLog],
  operations: auditOperations,
  services: {
    auditLogs: ({ em }) => new AuditLogService(em),
  },
});
