import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, auditActionLabel } from './catalogue.js';

describe('audit catalogue', () => {
  it('names every action by an entity type it knows, with a label', () => {
    for (const [action, { entityType, label }] of Object.entries(AUDIT_ACTIONS)) {
      expect(Object.keys(AUDIT_ENTITY_TYPES), action).toContain(entityType);
      expect(label.length, action).toBeGreaterThan(0);
    }
  });

  it('labels a known action, and shows an unknown one as recorded', () => {
    expect(auditActionLabel('REGISTRATION_APPROVED')).toBe('Approved a registration');
    expect(auditActionLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });
});
