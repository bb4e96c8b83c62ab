import type { Locator, Page } from 'playwright-core';
import { W9_PDF } from './registration-form.js';

/** The open tab of the prequalification form. */
export function openTab(page: Page): Locator {
  return page.getByRole('tabpanel');
}

/**
 * Answers every question of the open tab the way a vendor would, whatever the template holds: numbers and
 * money as 1, text as a date-shaped answer (the longest exact length a shipped question asks for), the first
 * choice of every select and radio group, every box ticked, every file a PDF. Questions already answered are
 * left alone, so it also finishes a tab begun in an earlier visit.
 */
export async function answerOpenTab(page: Page): Promise<void> {
  const tab = openTab(page);
  // Each field's state is read in one look when its turn comes (an answer may change what follows), not in three.
  const blank = (field: Locator) =>
    field.evaluate((el: HTMLInputElement | HTMLTextAreaElement) => ({
      // Playwright's isEditable: not disabled (natively, by a fieldset or by aria) and not read-only.
      blank: !el.matches(':disabled') && !el.closest('[aria-disabled="true"]') && !el.readOnly && el.getAttribute('aria-readonly') !== 'true' && !el.value,
      text: el.getAttribute('inputmode') === 'text',
    }));
  for (const input of await tab.locator('input[inputmode]').all()) {
    const state = await blank(input);
    if (state.blank) await input.fill(state.text ? '06/30/2027' : '1');
  }
  for (const area of await tab.locator('textarea').all()) {
    if ((await blank(area)).blank) await area.fill('Answered in the end-to-end test.');
  }
  for (const select of await tab.locator('select:not([multiple]):not([aria-hidden="true"])').all()) {
    if ((await select.isVisible()) && !(await select.inputValue())) await select.selectOption({ index: 1 });
  }
  for (const group of await tab.getByRole('radiogroup').all()) {
    if ((await group.getByRole('radio', { checked: true }).count()) === 0) await group.getByRole('radio').first().check({ force: true });
  }
  for (const box of await tab.getByRole('checkbox').all()) {
    if (!(await box.isChecked())) await box.check({ force: true });
  }
  for (const trigger of await tab.getByRole('combobox').all()) {
    if ((await trigger.evaluate((el) => el.tagName)) === 'SELECT') continue;
    if (!/Select\.\.\./.test((await trigger.textContent()) ?? '')) continue;
    await trigger.click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await page.keyboard.press('Escape');
  }
  const files = tab.locator('input[type="file"]');
  if ((await tab.getByRole('button', { name: /^Remove the file of/ }).count()) < (await files.count())) {
    for (const file of await files.all()) {
      await file.setInputFiles(W9_PDF);
      // One upload at a time, as a person would.
      await tab.getByText('Uploading...').waitFor({ state: 'detached', timeout: 30_000 });
    }
  }
}
