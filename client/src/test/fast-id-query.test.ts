import { describe, expect, it } from 'vitest';
import { elementById, jsdomQuerySelector } from './fast-id-query';

function fixture(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.appendChild(host);
  return host;
}

/** Every container of the fixture (the document, the host and each element in it) asked for `[id="<id>"]`. */
function expectSameAnswers(host: HTMLElement, ids: string[]) {
  for (const container of [document, document.body, host, ...host.querySelectorAll('*')]) {
    for (const id of ids) {
      const selector = `[id="${id}"]`;
      expect(container.querySelector(selector), `${id} in ${container.nodeName}`).toBe(jsdomQuerySelector(container, selector));
    }
  }
}

// setup.ts installed the fast querySelector; jsdomQuerySelector calls the one it replaced.
describe('querySelector of [id="…"] answers what jsdom answers', () => {
  it('finds the one element, inside the container only, never the container itself', () => {
    const host = fixture('<section id="s"><p id="a">A</p><div id="d"><span id="b">B</span></div></section><i id="c">C</i>');
    expectSameAnswers(host, ['a', 'b', 'c', 's', 'd', 'missing']);
    expect(elementById(host.querySelector('#d')!, 'b')).toBe(host.querySelector('span'));
    expect(elementById(host.querySelector('#d')!, 'a')).toBeNull();
    host.remove();
  });

  it('leaves duplicated ids to jsdom (tree order decides), also when a later copy was attached first', () => {
    const host = fixture('<p id="x" data-n="2"></p>');
    const first = document.createElement('p');
    first.id = 'x';
    first.dataset.n = '1';
    host.prepend(first);
    expect(elementById(document, 'x')).toBeUndefined();
    expect(document.querySelector('[id="x"]')).toBe(first);
    expectSameAnswers(host, ['x']);
    host.remove();
  });

  it('follows ids as they change, and elements as they come and go', () => {
    const host = fixture('<p id="a"></p><p></p>');
    const [one, two] = host.querySelectorAll('p');
    one!.id = 'b';
    two!.id = 'a';
    expectSameAnswers(host, ['a', 'b']);
    two!.remove();
    expectSameAnswers(host, ['a', 'b']);
    expect(document.querySelector('[id="a"]')).toBeNull();
    host.remove();
    expect(document.querySelector('[id="b"]')).toBeNull();
  });

  it('answers in a detached tree and in a shadow root through jsdom', () => {
    const detached = document.createElement('div');
    detached.innerHTML = '<p id="d1"></p>';
    expect(elementById(detached, 'd1')).toBeUndefined();
    expect(detached.querySelector('[id="d1"]')).toBe(detached.firstChild);

    const host = fixture('');
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<div><p id="s1"></p></div>';
    const inner = shadow.firstElementChild!;
    expect(elementById(inner, 's1')).toBeUndefined();
    expect(inner.querySelector('[id="s1"]')).toBe(inner.firstChild);
    expect(document.querySelector('[id="s1"]')).toBeNull();
    host.remove();
  });

  it('reads ids with spaces and colons (Zag, React) as written, and leaves quotes and escapes to jsdom', () => {
    const host = fixture('<p id="field::«r1»::label"></p><p id="a b"></p><p id="q&quot;"></p><p id="e\\"></p>');
    expectSameAnswers(host, ['field::«r1»::label', 'a b']);
    expect(document.querySelector('[id="q\\""]')).toBe(host.children[2]);
    expect(document.querySelector('[id="e\\\\"]')).toBe(host.children[3]);
    expect(document.querySelector('[id="a b"] , p')).toBe(jsdomQuerySelector(document, '[id="a b"] , p'));
    host.remove();
  });
});
