/**
 * The OpenAPI document as one page a person reads (GET /api/v1/reference): the operations by module, each with
 * its method and path, what it does, who may call it, what it takes and what it answers. Plain HTML, no script,
 * so it works behind the portal's content security policy and prints well.
 */

type Json = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Json;
}
interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  'x-permission'?: string;
  'x-roles'?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, Json>; required?: string[] } }> };
  responses: Record<string, Json>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function referencePage(document: Json): string {
  const info = document.info as { title: string; version: string; description: string };
  const byTag = new Map<string, { method: string; path: string; op: Operation }[]>();
  for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, Operation>>)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, op }]);
    }
  }
  const tags = [...byTag.keys()].sort();
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(info.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>${esc(info.title)}</h1><p>${esc(info.description)}</p>
<p>Version ${esc(info.version)} · machine-readable: <a href="openapi.json">openapi.json</a></p></header>
<nav aria-label="Modules"><ul>${tags.map((t) => `<li><a href="#${esc(t)}">${esc(t)}</a> (${byTag.get(t)!.length})</li>`).join('')}</ul></nav>
<main>
${tags.map((t) => section(t, byTag.get(t)!)).join('\n')}
</main>
</body>
</html>
`;
}

function section(tag: string, ops: { method: string; path: string; op: Operation }[]): string {
  return `<section id="${esc(tag)}" aria-labelledby="h-${esc(tag)}"><h2 id="h-${esc(tag)}">${esc(tag)}</h2>
${ops.map(({ method, path, op }) => operation(method, path, op)).join('\n')}
</section>`;
}

function operation(method: string, path: string, op: Operation): string {
  const who = op['x-permission'] === 'public' ? 'Anyone (no token).' : `${esc(op['x-permission'] ?? '')}: ${esc((op['x-roles'] ?? []).join(', '))}`;
  const params = op.parameters ?? [];
  const body = op.requestBody ? Object.entries(op.requestBody.content) : [];
  return `<article id="${esc(op.operationId)}">
<h3><span class="method ${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h3>
<p>${esc(op.summary)}</p>
<p><strong>Who:</strong> ${who}</p>
${
  params.length
    ? table(
        'Parameters',
        params.map((p) => [p.name, p.in, p.required ? 'yes' : 'no', typeOf(p.schema)]),
      )
    : ''
}
${body
  .map(([type, { schema }]) =>
    Object.keys(schema.properties ?? {}).length
      ? table(
          `Body (${type})`,
          Object.entries(schema.properties ?? {}).map(([name, s]) => [name, 'body', schema.required?.includes(name) ? 'yes' : 'no', typeOf(s)]),
        )
      : '',
  )
  .join('')}
<p><strong>Answers:</strong> ${Object.keys(op.responses)
    .map((code) => esc(code))
    .join(', ')}</p>
</article>`;
}

function table(caption: string, rows: string[][]): string {
  return `<table><caption>${esc(caption)}</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Type</th></tr></thead>
<tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
}

/** A short reading of a JSON Schema: its type, its values or format, its limits. */
function typeOf(schema: Json | undefined): string {
  if (!schema) return 'any';
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.join(', ')}`;
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).map(typeOf).join(' or ');
  const type = typeof schema.type === 'string' ? schema.type : Array.isArray(schema.type) ? schema.type.join(' or ') : 'any';
  const extra = [schema.format, schema.maxLength !== undefined ? `at most ${String(schema.maxLength)} characters` : undefined].filter(Boolean);
  return extra.length ? `${type} (${extra.join(', ')})` : type;
}

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1a202c;background:#fff}
h1{font-size:1.6rem}h2{border-bottom:2px solid #2b6cb0;padding-bottom:.25rem;margin-top:2.5rem}h3{font-size:1.05rem;margin:1.5rem 0 .25rem}
code{font:15px ui-monospace,monospace;word-break:break-all}a{color:#2b6cb0}
nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;padding:0;list-style:none}
.method{display:inline-block;min-width:4.2rem;text-align:center;border-radius:4px;color:#fff;font-size:.85rem;padding:0 .4rem}
.get{background:#2c5282}.post{background:#276749}.put,.patch{background:#7b341e}.delete{background:#9b2c2c}
table{border-collapse:collapse;margin:.5rem 0;width:100%}caption{text-align:left;font-weight:600}
th,td{border:1px solid #cbd5e0;padding:.2rem .5rem;text-align:left;vertical-align:top}th{background:#edf2f7}`;
