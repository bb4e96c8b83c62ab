import { defineModule } from '../module.js';
import { insuranceExpiryScanWorker } from './insurance-expiry-scan.js';
import { InsuranceCompliance } from './insurance-compliance.entity.js';
import { InsurancePolicy } from './insurance-policy.entity.js';
import { InsuranceProjectRequirement } from './insurance-project-requirement.entity.js';
import { InsuranceRequirement } from './insurance-requirement.entity.js';
import { insuranceOperations } from './insurance.operations.js';
import { InsuranceService } from './insurance.service.js';

export type { InsuranceService } from './insurance.service.js';

declare module '../module.js' {
  interface Services {
    insurance: InsuranceService;
  }
}

/**
 * Insurance as records (docs/insurance.md): a company's policies read from its certificates of insurance, the
 * builder's requirement profile, each company's compliance (kept per company for the lists and the dashboard), and
 * the daily expiry reminders.
 */
export const insuranceModule = defineModule({
  name: 'insurance',
  entities: [InsurancePolicy, InsuranceRequirement, InsuranceCompliance, InsuranceProjectRequirement],
  operations: insuranceOperations,
  services: {
    insurance: ({ em, deps }) => new InsuranceService(em, deps.jobs),
  },
  workers: [insuranceExpiryScanWorker],
});
