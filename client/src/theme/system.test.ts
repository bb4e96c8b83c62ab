import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { system } from './system';

/** The light-mode value of a colour token, following `{colors.…}` references down to a hex colour. */
function resolve(name: string): string {
  const token = system.tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`no colour token ${name}`);
  const conditions = token.extensions.conditions as Record<string, string> | undefined;
  const raw = conditions?._light ?? conditions?.base ?? (token.originalValue as string) ?? token.value;
  const ref = /^\{colors\.(.+)\}$/.exec(raw)?.[1];
  if (ref) return resolve(ref);
  if (raw === 'white' || raw === 'black') return resolve(raw);
  return raw;
}

/** `share` of `a` mixed with the rest of `b`, both opaque hex colours (as CSS color-mix in sRGB). */
function mixHex(a: string, b: string, share: number): string {
  const ch = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  const [ca, cb] = [ch(a), ch(b)];
  return `#${ca
    .map((c, i) =>
      Math.round(c * share + cb[i]! * (1 - share))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];
const PAGE_BACKGROUNDS = ['bg', 'bg.panel', 'bg.subtle', 'bg.muted'];

/** Every text colour the palette declares against every background it is shown on. */
const PAIRS: [text: string, background: string][] = [
  ...PAGE_BACKGROUNDS.flatMap((bg) => ['fg', 'fg.muted', 'fg.error', 'fg.warning', 'fg.success', 'fg.info'].map((fg): [string, string] => [fg, bg])),
  ['fg.subtle', 'bg'],
  ['fg.subtle', 'bg.panel'],
  ...['error', 'warning', 'success', 'info'].map((s): [string, string] => [`fg.${s}`, `bg.${s}`]),
  ...PALETTES.flatMap((p): [string, string][] => [
    // solid buttons and badges
    [`${p}.contrast`, `${p}.solid`],
    // outline, ghost and plain buttons, links, subtle badges and alerts (at rest and hovered)
    [`${p}.fg`, 'bg'],
    [`${p}.fg`, 'bg.panel'],
    [`${p}.fg`, `${p}.subtle`],
    [`${p}.fg`, `${p}.muted`],
  ]),
];

describe('the colour palette', () => {
  it.each(PAIRS)('%s on %s reaches 4.5:1 (WCAG 2.1 AA for normal text)', (text, background) => {
    const ratio = contrastRatio(resolve(text), resolve(background));
    expect(ratio, `${text} ${resolve(text)} on ${background} ${resolve(background)}`).toBeGreaterThanOrEqual(4.5);
  });

  it.each(PALETTES)('%s.contrast on a hovered or expanded solid button reaches 4.5:1', (p) => {
    const variant = (system.getRecipe('button')?.variants?.variant as Record<string, Record<string, { bg?: string }>> | undefined)?.solid;
    for (const state of ['_hover', '_expanded']) {
      const bg = variant?.[state]?.bg ?? '';
      const mix = /^color-mix\(in srgb, \{colors\.colorPalette\.solid\}(?:\/\d+)? (\d+)%, (black|white|transparent)\)$|^colorPalette\.solid\/(\d+)$/.exec(bg);
      expect(mix, `the ${state} fill of a solid button, ${bg}, is not a shade this test can compute`).toBeTruthy();
      // colorPalette.solid/90 is the fill at 90% over the page (white); color-mix(..., 90%, black) a tenth of black.
      const share = Number(mix![1] ?? mix![3]) / 100;
      const other = mix![2] === 'black' ? '#000000' : '#ffffff';
      const shade = mixHex(resolve(`${p}.solid`), other, share);
      expect(contrastRatio(resolve(`${p}.contrast`), shade), `${p}.contrast on ${state} ${shade}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('computes the WCAG ratio the tester measured', () => {
    expect(contrastRatio('#ef4444', '#ffffff')).toBeCloseTo(3.76, 2);
    expect(contrastRatio('#ffffff', '#16a34a')).toBeCloseTo(3.3, 1);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
  });
});
