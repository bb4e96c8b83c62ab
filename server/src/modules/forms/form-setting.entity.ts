import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** The form builder's settings, by key. */
export const FORM_SETTINGS = {
  /**
   * safety-form-emp-count: a company with fewer employees than this answers SAFETY_LITE instead of SAFETY.
   * 11 by default: employers with 10 or fewer employees are partly exempt from OSHA 300 record keeping, so
   * they cannot answer the full safety form's OSHA figures.
   */
  safetyFormEmployeeCount: { key: 'safety-form-emp-count', defaultValue: 11 },
} as const;

@Entity({ tableName: 'form_setting' })
export class FormSetting {
  [OptionalProps]?: 'updatedAt';

  @PrimaryKey({ type: 'string', length: 100 })
  key!: string;

  @Property({ type: 'integer' })
  value!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
