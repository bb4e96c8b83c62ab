import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { screen } from '@testing-library/react';
import { answerLimitRuleCalls } from '../features/limit-rules/testing/limit-rules-handlers';
import { renderApp } from './render-app';
import { declarationForElement, jsdomComputedStyle, jsdomDeclarationForElement, selectorKeys } from './fast-computed-style';

const fromJsdom = createRequire(createRequire(import.meta.url).resolve('jsdom/package.json'));
const { implForWrapper } = fromJsdom('./lib/jsdom/living/generated/utils.js') as { implForWrapper(wrapper: object): never };

const STYLES = `
  .a { color: red; display: block }
  .A2 { visibility: hidden }
  #main { display: flex }
  p { margin: 1px }
  .a > p, .b ~ span { color: blue }
  :not(.a) { outline-color: green }
  div:not(.b) .c { pointer-events: none }
  [data-x="a b, c"] { display: none }
  * { animation-name: none }
  .a.b, #main .b { visibility: visible }
  .d:is(.e, .f) { display: inline }
  .c::before { color: teal }
  .g:hover, .g:focus-visible { color: gray }
  .h\\:i { display: grid }
  svg|rect { color: pink }
  .unset { color: unset }
  @media screen and (min-width: 10px) { .a { display: inline-block } p { color: purple } }
  @media screen { .b { color: navy } }
  @media print { .a { display: none } }
  @layer base { .a { color: orange } }
  @keyframes spin { from { opacity: 0 } }
`;

const HTML = `
  <div id="main" class="a"><p>one</p><span class="b">two</span><span class="b c">three</span></div>
  <div class="b"><p class="c">four</p><p class="A2 a b">five</p><span data-x="a b, c">six</span></div>
  <section class="d f unset"><i class="g">seven</i><b class="h:i">eight</b></section>
  <svg><rect class="a"></rect></svg>
  <input type="hidden"><button hidden>ten</button>
`;

function fixture(): HTMLElement {
  const style = document.createElement('style');
  style.textContent = STYLES;
  const host = document.createElement('div');
  host.innerHTML = HTML;
  host.prepend(style);
  document.body.appendChild(host);
  return host;
}

function clearCache(element: Element) {
  (implForWrapper(element) as { _ownerDocument: { _styleCache: unknown } })._ownerDocument._styleCache = null;
}

describe('computed styles as jsdom works them out', () => {
  it('matches the same rules in the same order for every element', () => {
    const host = fixture();
    const elements = [document.documentElement, document.body, ...host.querySelectorAll('*')];
    for (const element of elements) {
      clearCache(element);
      const theirs = jsdomDeclarationForElement(implForWrapper(element)).cssText;
      clearCache(element);
      const ours = declarationForElement(implForWrapper(element)).cssText;
      expect(ours, element.outerHTML).toBe(theirs);
    }
    // The fixture is worth comparing: rules of each kind applied.
    const style = (e: Element) => getComputedStyle(e);
    expect(style(host.querySelector('#main')!).display).toBe('flex');
    expect(style(host.querySelector('.b.c')!).color).toBe('rgb(0, 0, 128)');
    expect(style(host.querySelector('.b.c')!).pointerEvents).toBe('none');
    expect(style(host.querySelector('.A2')!).visibility).toBe('visible');
    expect(style(host.querySelector('[data-x]')!).display).toBe('none');
    host.remove();
  });

  it('answers getComputedStyle as jsdom does, and follows the page as it changes', () => {
    const host = fixture();
    const same = () => {
      for (const element of host.querySelectorAll('*')) expect(getComputedStyle(element).cssText, element.outerHTML).toBe(jsdomComputedStyle(element).cssText);
    };
    same();
    const five = host.querySelector('.A2')!;
    const before = getComputedStyle(five).visibility;
    five.classList.remove('b');
    expect(getComputedStyle(five).visibility).not.toBe(before);
    same();
    host.querySelector('.d')!.setAttribute('id', 'main');
    (host.querySelector('i') as HTMLElement).style.display = 'none';
    const extra = document.createElement('style');
    extra.textContent = '.g { visibility: hidden } b { display: table }';
    host.append(extra);
    expect(getComputedStyle(host.querySelector('i')!).display).toBe('none');
    expect(getComputedStyle(host.querySelector('b')!).display).toBe('table');
    same();
    extra.remove();
    expect(getComputedStyle(host.querySelector('b')!).display).toBe('grid');
    same();
    host.remove();
  });

  it('answers for a detached element as jsdom does', () => {
    const host = fixture();
    const p = host.querySelector('p')!;
    host.remove();
    expect(getComputedStyle(p).cssText).toBe(jsdomComputedStyle(p).cssText);
  });
});

describe('selectorKeys', () => {
  it('reads what the last compound of each selector requires', () => {
    expect(selectorKeys('.css-1abc')).toEqual(['.css-1abc']);
    expect(selectorKeys('.css-x:is([data-invalid], [aria-invalid=true])')).toEqual(['.css-x']);
    expect(selectorKeys('.a > p, .b ~ span')).toEqual(['p', 'span']);
    expect(selectorKeys('#Main .B')).toEqual(['.b']);
    expect(selectorKeys('div#x')).toEqual(['#x']);
    expect(selectorKeys('.css-1mi07d4 :where(svg)')).toBeNull();
    expect(selectorKeys(':not(.a)')).toBeNull();
    expect(selectorKeys('p, *')).toBeNull();
    expect(selectorKeys('[data-x="a b, c"]')).toBeNull();
    expect(selectorKeys('.h\\:i')).toBeNull();
    expect(selectorKeys('svg|rect')).toBeNull();
  });
});

describe('on a screen of the app', () => {
  it('matches the same rules for every kind of element of the limit rules screen (Chakra and Emotion style sheets)', async () => {
    answerLimitRuleCalls();
    renderApp('/admin/limit-rules', { role: 'SYSTEM_ADMIN' });
    await screen.findByRole('table', { name: 'Limit rules, in order' });
    const all = [...document.querySelectorAll('*')];
    // The rules an element is tested against follow from its tag, id and classes alone; which of them match depends
    // on where it stands too. One element per tag, id, classes and inline style under a parent of each kind (351 of
    // the screen's 809): jsdom tests every rule of every sheet for each, and in a worker that ran other files first
    // the page holds their Emotion sheets too (comparing every element took 23 s on CI).
    const kinds = new Map<string, Element>();
    const kind = (e: Element | null) => (e ? `${e.namespaceURI} ${e.localName}#${e.id}.${e.getAttribute('class')};${e.getAttribute('style')}` : '');
    for (const element of all) {
      const key = `${kind(element)} < ${kind(element.parentElement)}`;
      if (!kinds.has(key)) kinds.set(key, element);
    }
    const elements = [...kinds.values()];
    expect(document.styleSheets.length).toBeGreaterThan(20);
    expect(elements.length).toBeGreaterThan(50);
    for (const element of elements) {
      clearCache(element);
      const theirs = jsdomDeclarationForElement(implForWrapper(element)).cssText;
      clearCache(element);
      expect(declarationForElement(implForWrapper(element)).cssText, element.outerHTML.slice(0, 200)).toBe(theirs);
    }
    for (const element of all.filter((_, i) => i % 25 === 0)) expect(getComputedStyle(element).cssText).toBe(jsdomComputedStyle(element).cssText);
  });
});
