/** The admin list of companies by insurance compliance (the dashboard card opens it). */
export const INSURANCE_LIST_PATH = '/admin/insurance';
