import type { FormField } from '@portal/common/forms/field-model';
import { describe, expect, it } from 'vitest';
import { findPlace, insertNode, moveNode, moveNodeTo, removeNode, slugsOf, toFields, toNodes, updateNode, type FieldNode } from './field-tree';

const FIELDS: FormField[] = [
  { slug: 'a', type: 'inputText', props: { label: 'A', type: 'text' } },
  {
    slug: 'g',
    type: 'formGroup',
    props: { title: 'G', viewType: 'vertical', columns: 1, multipleDynamicInputs: false },
    children: [
      { slug: 'g1', type: 'inputText', props: { label: 'G1', type: 'text' } },
      { slug: 'g2', type: 'checkbox', props: { label: 'G2' } },
    ],
  },
  { slug: 'b', type: 'fileInput', props: { label: 'B' } },
];

const keyOf = (nodes: FieldNode[], slug: string): string => {
  const visit = (list: FieldNode[]): FieldNode | undefined => list.find((n) => n.data.slug === slug) ?? list.map((n) => visit(n.children)).find(Boolean);
  return visit(nodes)!.key;
};
const slugs = (fields: FormField[]): unknown[] => fields.map((f) => (f.type === 'formGroup' ? [f.slug, slugs(f.children)] : f.slug));

describe('the builder tree', () => {
  it('turns fields into keyed nodes and back, answers dropped', () => {
    const filled = [{ ...FIELDS[0]!, userInput: 'x' }, ...FIELDS.slice(1)] as FormField[];
    const nodes = toNodes(filled);
    expect(new Set([nodes[0]!.key, nodes[1]!.key, nodes[1]!.children[0]!.key]).size).toBe(3);
    expect(toFields(nodes)).toEqual(FIELDS);
  });

  it('finds a field with its parent and index, and lists the slugs but one', () => {
    const nodes = toNodes(FIELDS);
    const place = findPlace(nodes, keyOf(nodes, 'g2'));
    expect(place).toMatchObject({ parentKey: keyOf(nodes, 'g'), index: 1 });
    expect([...slugsOf(nodes, keyOf(nodes, 'g1'))].sort()).toEqual(['a', 'b', 'g', 'g2']);
  });

  it('inserts at the end of the form or of a group, updates and removes (a group with its fields)', () => {
    let nodes = toNodes(FIELDS);
    const extra = toNodes([{ slug: 'c', type: 'button', props: { label: 'C' } }])[0]!;
    nodes = insertNode(nodes, keyOf(nodes, 'g'), extra);
    expect(slugs(toFields(nodes))).toEqual(['a', ['g', ['g1', 'g2', 'c']], 'b']);
    nodes = updateNode(nodes, extra.key, { slug: 'c2', type: 'button', props: { label: 'C2', url: 'https://osha.gov' } });
    expect(toFields(nodes)[1]).toMatchObject({ children: [{}, {}, { slug: 'c2', props: { url: 'https://osha.gov' } }] });
    nodes = removeNode(nodes, keyOf(nodes, 'g'));
    expect(slugs(toFields(nodes))).toEqual(['a', 'b']);
  });

  it('moves one step among siblings, not past either end', () => {
    const nodes = toNodes(FIELDS);
    expect(slugs(toFields(moveNode(nodes, keyOf(nodes, 'b'), -1)))).toEqual(['a', 'b', ['g', ['g1', 'g2']]]);
    expect(slugs(toFields(moveNode(nodes, keyOf(nodes, 'g2'), -1)))).toEqual(['a', ['g', ['g2', 'g1']], 'b']);
    expect(moveNode(nodes, keyOf(nodes, 'a'), -1)).toBe(nodes);
    expect(moveNode(nodes, keyOf(nodes, 'g2'), 1)).toBe(nodes);
  });

  it('drops into and out of groups, never a group into itself', () => {
    const nodes = toNodes(FIELDS);
    const g = keyOf(nodes, 'g');
    expect(slugs(toFields(moveNodeTo(nodes, keyOf(nodes, 'a'), g, 1)))).toEqual([['g', ['g1', 'a', 'g2']], 'b']);
    expect(slugs(toFields(moveNodeTo(nodes, keyOf(nodes, 'g1'), null, Number.MAX_SAFE_INTEGER)))).toEqual(['a', ['g', ['g2']], 'b', 'g1']);
    expect(slugs(toFields(moveNodeTo(nodes, keyOf(nodes, 'b'), null, 0)))).toEqual(['b', 'a', ['g', ['g1', 'g2']]]);
    expect(moveNodeTo(nodes, g, g, 0)).toBe(nodes);
    expect(moveNodeTo(nodes, keyOf(nodes, 'b'), keyOf(nodes, 'a'), 0)).toBe(nodes);
  });
});
