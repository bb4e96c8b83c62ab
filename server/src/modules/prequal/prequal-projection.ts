import type { Vendor } from '../companies/index.js';
import { nextPrequalStatus, type PrequalTransition } from './prequal-status.js';

/**
 * vendor.prequal_status is the prequal module's projection of the company's current cycle, kept on the
 * company row so lists and the dashboard read it without a join. Only this module writes it, always in
 * the transaction of the change (the caller flushes).
 */
export function moveCompanyPrequal(vendor: Vendor, transition: PrequalTransition): { from: Vendor['prequalStatus']; to: Vendor['prequalStatus'] } {
  const from = vendor.prequalStatus;
  vendor.prequalStatus = nextPrequalStatus(from, transition);
  return { from, to: vendor.prequalStatus };
}

/** A newly approved company has no prequalification yet: NOT_STARTED, until someone begins one. */
export function startCompanyPrequal(vendor: Vendor): void {
  vendor.prequalStatus = 'NOT_STARTED';
}
