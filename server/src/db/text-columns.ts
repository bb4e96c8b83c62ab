import type { EntityMetadata, EntityProperty, EventSubscriber, FlushEventArgs } from '@mikro-orm/core';
import { TEXT_MESSAGES } from '@portal/common/validation/text-input';
import { AppError } from '../errors.js';
import { findUnstorableText, unstorableTextError } from '../text-input.js';

/**
 * The last word of the text boundary (server/src/text-input.ts): no write reaches the database with text it cannot
 * store. Before a flush sends any statement, each changed value is checked against its column as the entity
 * declares it: a text longer than its varchar's length ("<Field> must be at most N characters."), and a NUL or a
 * lone surrogate anywhere in a text, text[] or jsonb value. Refused as BAD_USER_INPUT, so the flush (and the
 * transaction around it, audit entry included) writes nothing. The zod schemas say it first, with the
 * specification's messages; this is for a field they do not bound.
 */
export class TextColumnsSubscriber implements EventSubscriber {
  onFlush({ uow }: FlushEventArgs): void {
    for (const changeSet of uow.getChangeSets()) {
      const entity = changeSet.entity as Record<string, unknown>;
      // The payload names what this flush writes; the entity holds it as JavaScript (a json value is already
      // serialised in the payload, where a lone surrogate is only an escape).
      for (const name of Object.keys(changeSet.payload as object)) {
        const prop = (changeSet.meta as EntityMetadata).properties[name];
        const value = entity[name];
        if (prop && value !== null && value !== undefined) checkValue(prop, value);
      }
    }
  }
}

function checkValue(prop: EntityProperty, value: unknown): void {
  if (typeof value !== 'string' && typeof value !== 'object') return;
  const found = findUnstorableText(value);
  if (found) throw unstorableTextError(found, `the field "${prop.name}"`, prop.name);
  const max = varcharLength(prop);
  if (max === null || typeof value !== 'string' || value.length <= max) return;
  // PostgreSQL counts characters, JavaScript UTF-16 code units: a text of emoji is shorter than its .length.
  if ([...value].length <= max) return;
  const message = TEXT_MESSAGES.atMost(label(prop.name), max);
  throw new AppError('BAD_USER_INPUT', message, { fieldErrors: { [prop.name]: message } });
}

/** The length of a varchar column, or null for any other column (text, jsonb, numbers, dates). */
export function varcharLength(prop: EntityProperty): number | null {
  const columnType = (prop.columnTypes?.[0] ?? '').toLowerCase();
  const sized = /^(?:varchar|character varying)\((\d+)\)$/.exec(columnType);
  if (sized) return Number(sized[1]);
  return typeof prop.length === 'number' && /^(?:varchar|character varying)/.test(columnType) ? prop.length : null;
}

/** "officeLocationCity" -> "Office location city". */
function label(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
