import { describe, expect, it } from 'vitest';
import { TEST_FIELDS } from '../../../../test/fixtures/prequal-fixtures.js';
import { prequalReturnedMail, questionLabel } from './review-mail.js';

describe('the return mail', () => {
  it('names each flagged question by its label (a repeatable group with its row)', () => {
    expect(questionLabel(TEST_FIELDS.FINANCIAL, 'revenue2024')).toBe('Revenue 2024');
    expect(questionLabel(TEST_FIELDS.SAFETY, 'emr2024')).toBe('EMR 2024');
    expect(questionLabel(TEST_FIELDS.SAFETY, 'experience')).toBe('Experience modification rate');
    expect(questionLabel(TEST_FIELDS.SAFETY, 'competentPersons.1.certificate')).toBe('Competent persons, row 2: Certificate');
    expect(questionLabel(TEST_FIELDS.SAFETY, 'personName')).toBe('Competent persons: Name');
    expect(questionLabel(TEST_FIELDS.SAFETY, 'nope')).toBe('nope');
  });

  it('lists the comment, the flags and the link', () => {
    const mail = prequalReturnedMail(
      'a@example.com',
      'Dana',
      'Acme Drywall',
      'Please fix',
      [{ form: 'Legal', question: 'Pending litigation', note: 'Explain' }],
      'http://x/vendor/prequal-form',
    );
    expect(mail).toMatchObject({ to: 'a@example.com', subject: 'Your prequalification forms were returned for corrections' });
    expect(mail.text).toContain('Comment: Please fix');
    expect(mail.text).toContain('- Legal: Pending litigation (Explain)');
    expect(mail.text).toContain('http://x/vendor/prequal-form');
    expect(prequalReturnedMail('a@example.com', 'Dana', 'Acme', 'c', [], 'l').text).not.toContain('Please correct these answers');
  });
});
