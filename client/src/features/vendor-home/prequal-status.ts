/** A company's prequalification status in words, for the vendor. */
export const PREQUAL_STATUS_WORDS: Readonly<Record<string, string>> = {
  NOT_STARTED: 'Not started',
  AWAITING_RENEWAL: 'Awaiting renewal',
  DRAFT: 'Draft',
  IN_PROGRESS: 'In progress',
  ADMIN_REVIEW_PENDING: 'Submitted, waiting for admin review',
  DEPARTMENT_REVIEW_PENDING: 'Under department review',
  FINAL_REVIEW_PENDING: 'Under final review',
  COMPLETED: 'Completed',
  RENEWAL: 'Renewal',
};

/** Statuses from which the company may begin a (new) prequalification. */
export const BEGINNABLE_STATUSES: readonly string[] = ['NOT_STARTED', 'AWAITING_RENEWAL'];

/** Statuses in which the company is filling its forms. */
export const IN_PROGRESS_STATUSES: readonly string[] = ['DRAFT', 'IN_PROGRESS'];

export const NO_EMPLOYEES_TYPE = 'NoEmployeesFoundException';
export const NO_EMPLOYEES_MESSAGE = 'Please fill the number of employees in the General info section';
