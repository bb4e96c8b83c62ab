import { describe, expect, it } from 'vitest';
import { jsdomLabels, labelsOf } from './fast-labels';

function fixture(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.appendChild(host);
  return host;
}

// setup.ts installed labelsOf as every labelable element's `labels`; jsdomLabels is jsdom's own getter it replaced.
describe('labelsOf answers what jsdom answers', () => {
  const cases: Record<string, string> = {
    'for and id': '<label for="a">A</label><input id="a"><label for="a">A again</label>',
    'a label wrapping its control': '<label>B <input id="b"></label>',
    'only the first labelable descendant': '<label>C <input type="hidden" id="h"><input id="c1"><select id="c2"></select></label>',
    'for wins over wrapping': '<label for="d2">D <input id="d1"></label><textarea id="d2"></textarea>',
    'the first element with a duplicated id': '<input id="e" data-n="1"><input id="e" data-n="2"><label for="e">E</label>',
    'an id on a non-labelable element first': '<div id="f"></div><input id="f"><label for="f">F</label>',
    'an empty for': '<label for="">G <input id="g"></label>',
    'a for naming nothing': '<label for="nothing">H <input id="h1"></label>',
    'buttons, meters, outputs and progress':
      '<label>I <button id="i1">x</button></label><label for="i2">m</label><meter id="i2"></meter><label><output id="i3"></output></label><label for="i4">p</label><progress id="i4"></progress>',
    'a hidden input': '<label for="j">J</label><input type="hidden" id="j">',
    'an id with quotes and backslashes': '<label for="k&quot;\\]">K</label><input id="k&quot;\\]">',
    'nested labels': '<label>outer <label>inner <input id="l"></label></label>',
  };
  for (const [name, html] of Object.entries(cases)) {
    it(`finds what the standard finds: ${name}`, () => {
      const host = fixture(html);
      const controls = [...host.querySelectorAll('button, input, meter, output, progress, select, textarea')];
      for (const control of controls) expect(labelsOf(control), control.outerHTML).toEqual(jsdomLabels(control));
      host.remove();
    });
  }

  it('follows the document as it changes, in the same task, and works in a detached tree', () => {
    const host = fixture('<input id="m"><label for="m">M</label><label id="wrap">W</label>');
    const input = host.querySelector('input')!;
    const same = () => expect(labelsOf(input)).toEqual(jsdomLabels(input));
    expect(labelsOf(input)).toHaveLength(1);
    input.id = 'other';
    expect(labelsOf(input)).toEqual([]);
    same();
    host.querySelector('label')!.setAttribute('for', 'other');
    expect(labelsOf(input)).toHaveLength(1);
    same();
    host.querySelector('#wrap')!.appendChild(input);
    expect(labelsOf(input)).toHaveLength(2);
    same();
    input.type = 'hidden';
    expect(labelsOf(input)).toBeNull();
    same();
    input.type = 'text';
    const earlier = document.createElement('label');
    earlier.htmlFor = 'other';
    host.prepend(earlier);
    expect(labelsOf(input)?.[0]).toBe(earlier);
    same();
    host.remove();
    const detached = document.createElement('label');
    detached.innerHTML = 'N <input>';
    const inner = detached.querySelector('input')!;
    expect(labelsOf(inner)).toEqual([detached]);
    expect(labelsOf(inner)).toEqual(jsdomLabels(inner));
  });

  it('is what element.labels answers in the client tests', () => {
    const host = fixture('<label for="o">O</label><input id="o">');
    const input = host.querySelector('input')!;
    expect([...(input.labels ?? [])]).toEqual(jsdomLabels(input));
    host.remove();
  });
});
