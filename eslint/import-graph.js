// The repository's import graph, type-only imports included, for the import-cycles rule and `node eslint/import-graph.js`.
// import-x/no-cycle skips `import type` edges, and a circle of types is still a circle a reader has to untangle:
// it is how a kernel file that names every module in a type ends up depending on all of them.
// The same graph without type-only imports backs the client's rule (no-value-import-cycles), which does import-x/no-cycle's
// job there at a fraction of its cost: import-x parsed every file an import reaches, once per importing file.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|cts)$/;

/** ORM entities refer to each other both ways (a relation and its inverse side): an edge between two entity files never counts. */
export const isExemptEdge = (from, to) => from.endsWith('.entity.ts') && to.endsWith('.entity.ts');

const isFile = (file) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/** A relative specifier as TypeScript's NodeNext resolution reads it: `./x.js` is `./x.ts`; a folder is its index. */
export function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const stem = base.replace(/\.(js|jsx|mjs|cjs)$/, '');
  const ext = base.slice(stem.length);
  const candidates = [
    ...(ext ? [`${stem}.ts`, `${stem}.tsx`, `${stem}${ext.replace('js', 'ts')}`] : []),
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  const found = candidates.find(isFile);
  return found && SOURCE.test(found) ? found : null;
}

const importsCache = new Map();

/** The source files a file imports (static, dynamic, re-exports and type-only alike), resolved and de-duplicated. */
export function importsOf(file) {
  let imports = importsCache.get(file);
  if (!imports) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      // Deleted since it was resolved (a file moved while ESLint runs): it imports nothing.
    }
    const { importedFiles } = ts.preProcessFile(text, true, true);
    imports = [...new Set(importedFiles.map((i) => resolveImport(file, i.fileName)).filter(Boolean))];
    importsCache.set(file, imports);
  }
  return imports;
}

const valueImportsCache = new Map();

/** A type-only import or re-export: `import type`, `import { type A, type B }`, `export type { A } from`. */
function isTypeOnly(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false;
    if (clause.isTypeOnly) return true;
    const named = clause.namedBindings;
    return !clause.name && !!named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
  }
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  if (ts.isImportEqualsDeclaration(node)) return node.isTypeOnly;
  return false;
}

/**
 * The source files a file imports for their values: static imports and re-exports that bring a value, and dynamic
 * `import()`; type-only imports (as import-x/no-cycle reads them) and `import('x')` in a type are left out.
 */
export function valueImportsOf(file) {
  let imports = valueImportsCache.get(file);
  if (!imports) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      // Deleted since it was resolved: it imports nothing.
    }
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const specifiers = [];
    const walk = (node) => {
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        if (!isTypeOnly(node)) specifiers.push(node.moduleSpecifier.text);
        return;
      }
      if (ts.isImportEqualsDeclaration(node)) {
        const ref = node.moduleReference;
        if (!isTypeOnly(node) && ts.isExternalModuleReference(ref) && ts.isStringLiteral(ref.expression)) specifiers.push(ref.expression.text);
        return;
      }
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0]))
        specifiers.push(node.arguments[0].text);
      ts.forEachChild(node, walk);
    };
    walk(source);
    imports = [...new Set(specifiers.map((s) => resolveImport(file, s)).filter(Boolean))];
    valueImportsCache.set(file, imports);
  }
  return imports;
}

/** Circles of a graph whose edges `edgesOf` gives: Tarjan's strongly connected components, grown as files are asked about. */
function graphOf(edgesOf) {
  // A file's component is final once visited.
  const componentOf = new Map();
  const indexOf = new Map();
  const lowOf = new Map();
  let counter = 0;

  function visit(root) {
    const stack = [];
    const onStack = new Set();
    const work = [[root, 0]];
    indexOf.set(root, counter);
    lowOf.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const edges = edgesOf(node);
      if (i < edges.length) {
        frame[1]++;
        const next = edges[i];
        if (!indexOf.has(next)) {
          indexOf.set(next, counter);
          lowOf.set(next, counter++);
          stack.push(next);
          onStack.add(next);
          work.push([next, 0]);
        } else if (onStack.has(next)) {
          lowOf.set(node, Math.min(lowOf.get(node), indexOf.get(next)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        lowOf.set(parent, Math.min(lowOf.get(parent), lowOf.get(node)));
      }
      if (lowOf.get(node) === indexOf.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        for (const m of component) componentOf.set(m, component);
      }
    }
  }

  /** The files that import each other in a circle with this one (itself included), or just itself. */
  function circleOf(file) {
    if (!componentOf.has(file)) visit(file);
    return componentOf.get(file);
  }

  /** A shortest way back from `to` to `from` inside their circle, for the message: from -> to -> ... -> from. */
  function pathBack(from, to) {
    const circle = new Set(circleOf(from));
    const previous = new Map([[to, null]]);
    const queue = [to];
    while (queue.length) {
      const node = queue.shift();
      if (node === from) break;
      for (const next of edgesOf(node)) {
        if (circle.has(next) && !previous.has(next)) {
          previous.set(next, node);
          queue.push(next);
        }
      }
    }
    const way = [];
    for (let node = from; node; node = previous.get(node)) way.unshift(node);
    return [from, ...way];
  }

  return { circleOf, pathBack };
}

const allImports = graphOf((file) => importsOf(file).filter((to) => !isExemptEdge(file, to)));
export const { circleOf, pathBack } = allImports;
const valueImports = graphOf(valueImportsOf);

/** An ESTree import or re-export that brings only types (what valueImportsOf leaves out). */
const isTypeOnlyNode = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.type === 'ImportDeclaration' && node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));

/** An ESLint rule: an import that closes a circle of `graph` back to the importing file (`valueOnly`: a value import). */
function cyclesRule(graph, { description, message, exempt = () => false, valueOnly = false }) {
  return {
    meta: { type: 'problem', docs: { description }, schema: [], messages: { cycle: message } },
    create(context) {
      const file = context.physicalFilename;
      if (!SOURCE.test(file)) return {};
      const check = (node) => {
        if (!node.source || typeof node.source.value !== 'string') return;
        if (valueOnly && isTypeOnlyNode(node)) return;
        const target = resolveImport(file, node.source.value);
        if (!target || exempt(file, target) || !graph.circleOf(file).includes(target)) return;
        const way = graph.pathBack(file, target).map((f) => path.relative(context.cwd, f));
        context.report({ node, messageId: 'cycle', data: { way: way.join(' -> ') } });
      };
      return {
        ImportDeclaration: check,
        ExportNamedDeclaration: check,
        ExportAllDeclaration: check,
        ImportExpression: check,
        ...(valueOnly
          ? {}
          : {
              TSImportType(node) {
                const literal = node.argument?.literal ?? node.argument;
                if (literal?.type === 'Literal') check({ ...node, source: literal });
              },
            }),
      };
    },
  };
}

/** ESLint rule: an import (type-only included) that closes a circle back to the importing file. */
export const noImportCycles = cyclesRule(allImports, {
  description: 'Forbid import circles, type-only imports included (an edge between two ORM entity files aside).',
  message: 'Import circle (type-only imports count): {{way}}',
  exempt: isExemptEdge,
});

/** ESLint rule: a value import that closes a circle of value imports back to the importing file (import-x/no-cycle's rule). */
export const noValueImportCycles = cyclesRule(valueImports, {
  description: 'Forbid import circles of value imports (type-only imports aside).',
  message: 'Import circle: {{way}}',
  valueOnly: true,
});

// `node eslint/import-graph.js <folder>...`: every circle under the folders, largest first, and how many files they hold.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
      d.isDirectory()
        ? d.name === 'node_modules' || d.name === 'dist'
          ? []
          : walk(path.join(dir, d.name))
        : SOURCE.test(d.name) && !d.name.endsWith('.d.ts')
          ? [path.join(dir, d.name)]
          : [],
    );
  const files = process.argv.slice(2).flatMap((dir) => walk(path.resolve(dir)));
  const circles = [...new Set(files.map(circleOf))].filter((c) => c.length > 1).sort((a, b) => b.length - a.length);
  for (const c of circles)
    console.log(
      `${c.length} files: ${c
        .map((f) => path.relative(process.cwd(), f))
        .sort()
        .join(', ')}\n`,
    );
  console.log(`${circles.reduce((n, c) => n + c.length, 0)} files in ${circles.length} import circles (of ${files.length} files)`);
}
