import { z } from 'zod';
import { AUDIT_ACTIONS, type AuditAction } from '../audit/catalogue.js';
import type { Permission } from '../auth/roles.js';
import { DEFAULT_SCORE_WEIGHTS, type ScoreWeights } from '../insights/score-weights.js';
import { scoreWeightsError, scoreWeightsSchema } from '../validation/score-weights.js';

/**
 * The portal's settings: values an administrator changes from a screen, kept as data in the one `setting` table
 * (server/src/modules/settings). Each is declared here once; the server's SettingsService reads, validates,
 * authorizes and audits every one of them from this declaration (docs/settings.md).
 */
export interface SettingDeclaration<T> {
  /** What a stored or sent value must be; its messages are the ones the screens show. */
  schema: z.ZodType<T>;
  /** The value while no row is stored (a database before the first change). */
  default: T;
  /** Who may read it through an operation (internal reads, e.g. sign-in, need none). */
  read: Permission;
  /** Who may change it. */
  write: Permission;
  /**
   * How a change is recorded in the activity log: the action (its entity type and label come from the audit
   * catalogue), the entity it is about (the setting's key, the user who changed it, or none: the portal as a whole)
   * and the name of the field in `changes` (`{ [field]: { from, to } }`).
   */
  audit: { action: AuditAction; about: 'setting' | 'actor' | 'portal'; field: string };
  /**
   * A stored value as the schema reads it today, for a value saved before the declaration grew (a part added since
   * takes its default). Stored values only: a value sent to be saved must be whole.
   */
  upgrade?: (stored: unknown) => unknown;
  /**
   * How a refused value is reported: the error's message and its field errors, under `field` (the input the value
   * came in). Left out: the schema's first message, under `field`.
   */
  refusal?: (error: z.ZodError, field: string) => { message: string; fieldErrors: Record<string, string> };
}

/** The messages of the settings' rules, shown by the screens that edit them. */
export const SETTING_MESSAGES = {
  thresholdWhole: 'Employee threshold must be a whole number',
  thresholdMin: 'Employee threshold must be at least 1',
  thresholdMax: 'Employee threshold must be at most 1000000',
  overdueDays: 'Business days must be a whole number from 1 to 60',
} as const;

const declare = <T>(d: SettingDeclaration<T>): SettingDeclaration<T> => d;

export const SETTINGS = {
  /**
   * The form builder's Safety Lite threshold: a company with fewer employees answers SAFETY_LITE instead of SAFETY.
   * 11 by default: employers with 10 or fewer employees are partly exempt from OSHA 300 record keeping, so they
   * cannot answer the full safety form's OSHA figures.
   */
  'safety-form-emp-count': declare<number>({
    schema: z
      .number({ error: SETTING_MESSAGES.thresholdWhole })
      .int(SETTING_MESSAGES.thresholdWhole)
      .min(1, SETTING_MESSAGES.thresholdMin)
      .max(1_000_000, SETTING_MESSAGES.thresholdMax),
    default: 11,
    read: 'forms.read',
    write: 'forms.edit',
    audit: { action: 'FORM_SETTING_CHANGED', about: 'setting', field: 'value' },
  }),

  /** A review (admin, a department's, final) waiting more than this many business days (Mon-Fri) is overdue. */
  'overdue-review-business-days': declare<number>({
    schema: z
      .number({ error: SETTING_MESSAGES.overdueDays })
      .int(SETTING_MESSAGES.overdueDays)
      .min(1, SETTING_MESSAGES.overdueDays)
      .max(60, SETTING_MESSAGES.overdueDays),
    default: 5,
    read: 'prequal.list',
    write: 'reminders.settings',
    audit: { action: 'REMINDER_SETTING_CHANGED', about: 'setting', field: 'value' },
  }),

  /** Whether every internal user must sign in with a second factor (read by sign-in, in its one statement). */
  'security.requireMfaForInternal': declare<boolean>({
    schema: z.boolean(),
    default: false,
    read: 'settings.security',
    write: 'settings.security',
    audit: { action: 'MFA_POLICY_CHANGED', about: 'actor', field: 'requireForInternal' },
  }),

  /**
   * The prequalification score's weights and thresholds (common/src/insights/score-weights.ts; docs/insights.md,
   * "Score"), edited by the system admin. Each refused field is named by its factor (`weights.emr.zero`), and saved
   * weights without a factor added since take that factor's default.
   */
  'score.weights': declare<ScoreWeights>({
    schema: scoreWeightsSchema,
    default: DEFAULT_SCORE_WEIGHTS,
    read: 'score.weights',
    write: 'score.weights',
    audit: { action: 'SCORE_WEIGHTS_SAVED', about: 'portal', field: 'weights' },
    upgrade: (stored) => (stored !== null && typeof stored === 'object' && !Array.isArray(stored) ? { ...DEFAULT_SCORE_WEIGHTS, ...stored } : stored),
    refusal: (error, field) => ({
      message: scoreWeightsError(error),
      fieldErrors: Object.fromEntries(error.issues.map((i) => [`${field}.${i.path.join('.')}`, i.message])),
    }),
  }),
} satisfies Record<string, SettingDeclaration<unknown>>;

export type SettingKey = keyof typeof SETTINGS;

/** The type of a setting's value, from its declaration. */
export type SettingValue<K extends SettingKey> = (typeof SETTINGS)[K] extends SettingDeclaration<infer T> ? T : never;

export function isSettingKey(key: string): key is SettingKey {
  return Object.prototype.hasOwnProperty.call(SETTINGS, key);
}

/** The declaration of a key, typed by its value. */
export function settingOf<K extends SettingKey>(key: K): SettingDeclaration<SettingValue<K>> {
  return SETTINGS[key] as unknown as SettingDeclaration<SettingValue<K>>;
}

/** The entity type a setting's change is recorded under (the audit catalogue's, for its action). */
export function settingAuditEntityType(key: SettingKey) {
  return AUDIT_ACTIONS[SETTINGS[key].audit.action].entityType;
}
