#!/usr/bin/env node
// The layer rules (issue 29), run by `npm test`: every import in src, type-only imports,
// re-exports, `import()` and `import('…')` types included, parsed with swc and resolved to a
// file, then checked against RULES below and for cycles (Tarjan's strongly connected
// components). Exits 1 with every violation listed, 0 with a one-line summary.
//
// Why not dependency-cruiser: it reads TypeScript through the `typescript` package's API, which
// TypeScript 7 (the compiler this project type-checks with) no longer ships, and its swc path
// parses no JSX. The rules are few; the graph and the cycle search are a page of code.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseSync } from '@swc/core';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const SRC = join(ROOT, 'src');

/** Pure npm packages src/rules may use, each with the reason it is pure. */
const RULES_MAY_IMPORT = [
  // Issue 32: SHA-256 for token commitments. Synchronous functions of their input: no I/O, no
  // randomness (the salt comes from the phone), no DOM.
  '@noble/hashes',
];

/** Each rule: files whose path (from the repository root) matches `from` may not import `to`. */
const RULES = [
  {
    name: 'rules-are-pure',
    why: 'src/rules is pure TypeScript: it imports nothing from outside src/rules',
    from: /^src\/rules\//,
    to: (target) => (target.npm ? !RULES_MAY_IMPORT.includes(target.npm) : !target.path.startsWith('src/rules/')),
  },
  {
    name: 'lower-layers-below-state-and-ui',
    why: 'game, persist, share and sync sit below state and ui',
    from: /^src\/(game|persist|share|sync)\//,
    to: (target) => /^src\/(ui|state)\//.test(target.path ?? ''),
  },
  {
    name: 'pwa-below-state',
    why: 'pwa talks to the platform (service worker, wake lock, vibration); it never reads app state or ui',
    from: /^src\/pwa\//,
    to: (target) => /^src\/(ui|state)\//.test(target.path ?? ''),
  },
];

/**
 * Cycles the config allows, each with its reason. `files`: the whole loop (sorted); `through`: the
 * one file whose imports close it, every one of them an import() (which runs after both modules
 * have loaded, so neither is ever used half-initialised). A change to the loop fails the check.
 */
const ALLOWED_CYCLES = [
  {
    files: [
      'src/systems/car-cult-d20.ts',
      'src/systems/custom.ts',
      'src/systems/dirty-wheels.ts',
      'src/systems/freeplay.ts',
      'src/systems/index.ts',
      'src/systems/road-wolf.ts',
      'src/systems/white-line-fever.ts',
    ],
    through: 'src/systems/index.ts',
    why:
      'each registration imports defineKit from the catalogue, which loads the registrations with import(): ' +
      "that keeps them in the first screen's chunk's orbit, sharing its module-preload helper; moved " +
      'elsewhere, the helper becomes a chunk of its own and the start page 828 B gzip and one request ' +
      'heavier (over its 14,336 B budget, measured with npm run size)',
  },
];

function listSources(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listSources(full));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** Every module specifier a file names, with how (static, type, dynamic). */
function specifiers(file) {
  const ast = parseSync(readFileSync(file, 'utf8'), {
    syntax: 'typescript',
    tsx: file.endsWith('.tsx'),
    dynamicImport: true,
    target: 'es2022',
  });
  const found = [];
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    switch (node.type) {
      case 'ImportDeclaration':
        found.push({ spec: node.source.value, kind: node.typeOnly ? 'type' : 'static' });
        break;
      case 'ExportAllDeclaration':
      case 'ExportNamedDeclaration':
        if (node.source) found.push({ spec: node.source.value, kind: node.typeOnly ? 'type' : 'static' });
        break;
      case 'CallExpression':
        if (node.callee?.type === 'Import' && node.arguments[0]?.expression?.type === 'StringLiteral') {
          found.push({ spec: node.arguments[0].expression.value, kind: 'dynamic' });
        }
        break;
      case 'TsImportType':
        found.push({ spec: node.argument.value, kind: 'type' });
        break;
      default:
        break;
    }
    for (const key in node) if (key !== 'span') visit(node[key]);
  };
  visit(ast.body);
  return found;
}

function resolveSpec(from, spec) {
  if (!spec.startsWith('.')) {
    // A bare specifier: an npm package (its first one or two path parts) or a node builtin.
    const parts = spec.split('/');
    return { npm: spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0] };
  }
  const base = resolve(dirname(from), spec.replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return { path: relative(ROOT, candidate) };
  }
  // A CSS file or an asset: not a module of ours with imports of its own.
  if (existsSync(base)) return { asset: relative(ROOT, base) };
  return { missing: spec };
}

/** Strongly connected components with more than one file (or a file that imports itself). */
function cycles(graph) {
  let index = 0;
  const stack = [];
  const meta = new Map();
  const found = [];
  const strong = (v) => {
    meta.set(v, { index, low: index, onStack: true });
    index += 1;
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!meta.has(w)) {
        strong(w);
        meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low);
      } else if (meta.get(w).onStack) meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index);
    }
    if (meta.get(v).low === meta.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        meta.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)?.has(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!meta.has(v)) strong(v);
  return found;
}

/** One shortest loop through a component, for the message: a → b → … → a. */
function loopThrough(graph, component) {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift();
    for (const w of graph.get(v) ?? []) {
      if (!members.has(w)) continue;
      if (w === start) {
        const path = [start];
        for (let at = v; at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return component;
}

const problems = [];
const graph = new Map();
const edgeKinds = new Map();
let edges = 0;
const files = listSources(SRC);
for (const file of files) {
  const from = relative(ROOT, file);
  const targets = new Set();
  const kinds = new Map();
  let found;
  try {
    found = specifiers(file);
  } catch (error) {
    problems.push(`${from}: cannot parse it (${String(error.message ?? error).split('\n')[0]})`);
    continue;
  }
  for (const { spec, kind } of found) {
    const target = resolveSpec(file, spec);
    if (target.missing) problems.push(`${from}: cannot resolve '${spec}'`);
    for (const rule of RULES) {
      if (rule.from.test(from) && (target.npm || target.path) && rule.to(target)) {
        problems.push(`${rule.name}: ${from} imports ${target.path ?? target.npm} (${kind}): ${rule.why}`);
      }
    }
    if (target.path) {
      targets.add(target.path);
      kinds.set(target.path, [...(kinds.get(target.path) ?? []), kind]);
    }
  }
  edges += targets.size;
  graph.set(from, targets);
  edgeKinds.set(from, kinds);
}
let allowedCycles = 0;
for (const component of cycles(graph)) {
  const rule = ALLOWED_CYCLES.find((c) => c.files.join(' ') === component.join(' '));
  const members = new Set(component);
  const closing = rule ? [...(edgeKinds.get(rule.through) ?? [])].filter(([to]) => members.has(to)) : [];
  if (rule && closing.every(([, how]) => how.every((k) => k === 'dynamic'))) {
    allowedCycles += 1;
    continue;
  }
  problems.push(
    `no-cycle: ${component.length} files import each other, e.g. ${loopThrough(graph, component).join(' → ')}`,
  );
}

if (problems.length > 0) {
  for (const line of problems) console.error(line);
  console.error(`layers: ${problems.length} problem(s) in ${files.length} files`);
  process.exit(1);
}
const allowedNote = allowedCycles ? ` (and ${allowedCycles} allowed by the config, with its reason)` : '';
console.log(
  `layers: ${files.length} files, ${edges} imports, 0 cycles${allowedNote}, 0 imports against the layer rules`,
);
