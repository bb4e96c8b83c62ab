import { createRequire } from 'node:module';
import { screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { answerLimitRuleCalls } from '../features/limit-rules/testing/limit-rules-handlers';
import { domAccessibilityComputeAccessibleName, hiddenStyle, testingLibraryIsInaccessible, testingLibraryIsSubtreeInaccessible } from './fast-hidden';
import { renderApp } from './render-app';

const STYLES = `
  .gone { display: none }
  .ghost { visibility: hidden }
  .back { visibility: visible }
  .inherits { visibility: inherit }
`;

const HTML = `
  <div class="gone"><button>one</button></div>
  <div class="ghost"><button>two</button><p class="back"><button>three</button></p></div>
  <div style="display: none"><span>four</span></div>
  <div style="visibility: hidden"><span class="inherits">five</span></div>
  <div aria-hidden="true"><button>six</button></div>
  <button hidden>seven</button>
  <label>Eight <input> <span style="display: inline-block">nine</span><span class="gone">x</span></label>
  <input class="gone" aria-label="twelve">
  <button aria-label="ten"><span class="ghost">x</span>eleven</button>
`;

/** Every element of `root`, and `display`, `visibility` and the hidden checks as jsdom and Testing Library answer them. */
function compareAll(root: Element) {
  const elements = [document.documentElement, document.body, ...root.querySelectorAll('*')];
  for (const element of elements) {
    const whole = window.getComputedStyle(element);
    const fast = hiddenStyle(element);
    expect([fast.display, fast.visibility, fast.getPropertyValue('display'), fast.getPropertyValue('visibility')]).toEqual([
      whole.display,
      whole.visibility,
      whole.getPropertyValue('display'),
      whole.getPropertyValue('visibility'),
    ]);
    expect(fast.getPropertyValue('color')).toBe(whole.getPropertyValue('color'));
  }
  return elements;
}

/** The fixture in the page until the test ends (Testing Library's cleanup empties only what it rendered). */
function fixture(): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = `<style>${STYLES}</style>${HTML}`;
  document.body.appendChild(host);
  onTestFinished(() => host.remove());
  return host;
}

describe('hidden elements as Testing Library finds them', () => {
  it('answers display and visibility as getComputedStyle does, and follows the page as it changes', () => {
    const host = fixture();
    compareAll(host);
    host.querySelector('.ghost')!.classList.remove('ghost');
    host.querySelector('.gone')!.setAttribute('style', 'display: block');
    compareAll(host);
  });

  it('gives a detached element to getComputedStyle', () => {
    const detached = document.createElement('div');
    detached.style.display = 'none';
    expect(hiddenStyle(detached)).toBeInstanceOf(CSSStyleDeclaration);
    expect(hiddenStyle(detached).display).toBe('none');
  });

  it('is installed: role queries skip what is hidden and name what is shown', () => {
    fixture();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['three', 'xeleven']);
    expect(screen.getByRole('button', { name: 'ten' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Eight nine' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getAllByRole('textbox', { hidden: true })[1]).toHaveClass('gone');
  });

  it('agrees with Testing Library and dom-accessibility-api on every element of the limit rules screen', async () => {
    answerLimitRuleCalls();
    renderApp('/admin/limit-rules', { role: 'SYSTEM_ADMIN' });
    await screen.findByRole('table', { name: 'Limit rules, in order' });
    const elements = compareAll(document.body);
    // The functions Testing Library's queries call (looked up on their modules at each call).
    const fromTestingLibrary = createRequire(createRequire(import.meta.url).resolve('@testing-library/dom'));
    const { isInaccessible, isSubtreeInaccessible } = fromTestingLibrary('./role-helpers.js') as Record<
      'isInaccessible' | 'isSubtreeInaccessible',
      (e: Element) => boolean
    >;
    const { computeAccessibleName } = fromTestingLibrary('dom-accessibility-api') as { computeAccessibleName: typeof domAccessibilityComputeAccessibleName };
    expect(isInaccessible).not.toBe(testingLibraryIsInaccessible);
    expect(computeAccessibleName).not.toBe(domAccessibilityComputeAccessibleName);
    let hidden = 0;
    for (const element of elements) {
      const inaccessible = testingLibraryIsInaccessible(element);
      if (inaccessible) hidden++;
      expect(isInaccessible(element)).toBe(inaccessible);
      expect(isSubtreeInaccessible(element)).toBe(testingLibraryIsSubtreeInaccessible(element));
    }
    // Names of what a role query can name (a name from content of a wrapper would walk the screen again and again).
    const named = elements.filter((e) => e.matches('button, input, select, textarea, a, label, h1, h2, h3, table, option, [role], [aria-label], [aria-labelledby]'));
    expect(named.length).toBeGreaterThan(100);
    for (const element of named) {
      const options = { computedStyleSupportsPseudoElements: false };
      expect(computeAccessibleName(element, options)).toBe(domAccessibilityComputeAccessibleName(element, options));
    }
    // The screen has hidden parts (the native selects' options, a closed menu), or the comparison proves little.
    expect(hidden).toBeGreaterThan(0);
    expect(elements.length).toBeGreaterThan(300);
  });
});
