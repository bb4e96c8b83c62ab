/** Statuses from which the company may begin a (new) prequalification. */
export const BEGINNABLE_STATUSES: readonly string[] = ['NOT_STARTED', 'AWAITING_RENEWAL'];

/** Statuses in which the company is filling its forms. */
export const IN_PROGRESS_STATUSES: readonly string[] = ['DRAFT', 'IN_PROGRESS'];

export const NO_EMPLOYEES_TYPE = 'NoEmployeesFoundException';
export const NO_EMPLOYEES_MESSAGE = 'Please fill the number of employees in the General info section';
