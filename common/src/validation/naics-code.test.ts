import { describe, expect, it } from 'vitest';
import { PROFILE_FIELDS, REGISTRATION_MESSAGES } from './registration-fields.js';
import { profileFieldSchema } from './registration.js';

/** The company profile's NAICS Code: optional, six digits when given, in every mode. */
describe('naicsCode', () => {
  const row = PROFILE_FIELDS.find((f) => f.name === 'naicsCode')!;
  for (const mode of ['registration', 'draft', 'generalInfo'] as const) {
    const schema = profileFieldSchema(row, mode);
    it(`${mode}: takes six digits or nothing`, () => {
      expect(schema.parse('238220')).toBe('238220');
      expect(schema.parse(' 236115 ')).toBe('236115');
      expect(schema.parse('')).toBeNull();
      expect(schema.parse(undefined)).toBeUndefined();
    });
    it(`${mode}: refuses anything else with the portal's message`, () => {
      for (const bad of ['23822', '2382201', '23-822', 'abcdef']) {
        const r = schema.safeParse(bad);
        expect(r.success).toBe(false);
        expect(r.error!.issues.map((i) => i.message)).toContain(REGISTRATION_MESSAGES.naicsFormat);
      }
    });
  }
});
