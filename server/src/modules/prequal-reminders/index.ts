import { defineModule } from '../module.js';
import { prequalRemindersOperations } from './prequal-reminders.operations.js';
import { PrequalRemindersService } from './prequal-reminders.service.js';
import { overdueScanWorker } from './overdue-scan.js';
import { stalledScanWorker } from './stalled-scan.js';

export type { PrequalRemindersService } from './prequal-reminders.service.js';

declare module '../module.js' {
  interface Services {
    prequalReminders: PrequalRemindersService;
  }
}

/**
 * Nothing waits unnoticed: the daily reminder of forms left unsubmitted (7 and 14 days), the staff's list of the
 * companies that stall, and the reviews waiting more business days than the setting (docs/reminders.md).
 */
export const prequalRemindersModule = defineModule({
  name: 'prequal-reminders',
  operations: prequalRemindersOperations,
  services: { prequalReminders: ({ em, services }) => new PrequalRemindersService(em, services.settings) },
  workers: [stalledScanWorker, overdueScanWorker],
});
