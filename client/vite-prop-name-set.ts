import type { Plugin } from 'vite';
import { patchModules } from './vite-text-edits';

const IS_PROP_VALID = /[\\/]@emotion[\\/]is-prop-valid[\\/]dist[\\/]emotion-is-prop-valid\.esm\.js$/;

/** `var reactPropsRegex = /^((name|name|...)|(pattern))$/;`: the names, then the one pattern after them. */
const PROPS_REGEX = /var reactPropsRegex = \/\^\(\(([A-Za-z0-9|]+)\)\|(\(.+\))\)\$\/;/;

/**
 * Emotion's `isPropValid` (which Chakra's styled factory asks of every prop of every element) with its list of
 * HTML and SVG attribute names looked up in a Set instead of matched by one regular expression. That expression is
 * some 4,100 characters of alternatives, and V8 compiles it when it is first used, in the middle of the first
 * render: 10 ms on a desktop host (a tenth of a second on a phone), in one unit of React's work that cannot yield.
 * A Set of the same names answers the same: a prop is valid when it is one of the names or matches the pattern that
 * followed them (`data-`, `aria-` and `x-` attributes), which stays a small regular expression; the `on[A-Z]` check
 * after it is untouched. Names and pattern are read from Emotion's own code, so the list stays Emotion's; should it
 * change shape the build warns and keeps Emotion's expression (the page stays right, only its first render slower).
 * Build only: the dev server and the tests run Emotion's code.
 */
export function patchIsPropValid(code: string): string | null {
  const found = PROPS_REGEX.exec(code);
  if (!found || code.indexOf('reactPropsRegex.test(prop)') < 0) return null;
  const [statement, names = '', pattern = ''] = found;
  const replacement = [
    `var reactPropNames = /* @__PURE__ */ new Set(${JSON.stringify(names)}.split("|"));`,
    `var reactPropPattern = /^${pattern}$/;`,
    'var reactPropsRegex = { test: function (prop) { return reactPropNames.has(prop) || reactPropPattern.test(prop); } };',
  ].join('\n');
  return code.replace(statement, () => replacement);
}

export function propNameSet(): Plugin {
  return {
    name: 'portal-prop-name-set',
    apply: 'build',
    transform: patchModules({
      file: IS_PROP_VALID,
      patch: patchIsPropValid,
      changed: "Emotion's isPropValid changed: its prop names are matched by one large regular expression again",
    }),
  };
}
