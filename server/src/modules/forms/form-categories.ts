/** The prequalification questionnaire's categories: one versioned form template each. */
export const FORM_CATEGORIES = ['SAFETY', 'SAFETY_LITE', 'FINANCIAL', 'LEGAL'] as const;
export type FormCategory = (typeof FORM_CATEGORIES)[number];
