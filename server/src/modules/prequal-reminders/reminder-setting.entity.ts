import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** The reminders' settings, by key, kept as data that the system admin edits (like the form builder's settings). */
export const REMINDER_SETTINGS = {
  /** A review (admin, a department's, final) waiting more than this many business days (Mon-Fri) is overdue. */
  overdueReviewBusinessDays: { key: 'overdue-review-business-days', defaultValue: 5, min: 1, max: 60 },
} as const;

@Entity({ tableName: 'reminder_setting' })
export class ReminderSetting {
  [OptionalProps]?: 'updatedAt';

  @PrimaryKey({ type: 'string', length: 100 })
  key!: string;

  @Property({ type: 'integer' })
  value!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** The overdue threshold as the database holds it, or its default. */
export async function overdueBusinessDays(em: { findOne: (e: typeof ReminderSetting, w: { key: string }) => Promise<ReminderSetting | null> }): Promise<number> {
  const { key, defaultValue } = REMINDER_SETTINGS.overdueReviewBusinessDays;
  return (await em.findOne(ReminderSetting, { key }))?.value ?? defaultValue;
}
