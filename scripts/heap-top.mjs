// What a heap snapshot holds, summed by kind of object (self size, not retained): the snapshot
// `npm run bench -- --heap-snapshot=DIR` writes with a game open, or one saved from DevTools.
// Strings are one row, compiled code another; plain objects, arrays and numbers show how much of
// the heap is the game's own data (a journal entry is a few objects and a heap number).
//
//   node scripts/heap-top.mjs /tmp/heap/game-20000.heapsnapshot [rows]
import { readFileSync } from 'node:fs';

const [file, rows = '30'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/heap-top.mjs FILE.heapsnapshot [rows]');
  process.exit(2);
}
const { snapshot, nodes, strings } = JSON.parse(readFileSync(file, 'utf8'));
const fields = snapshot.meta.node_fields;
const kinds = snapshot.meta.node_types[0];
const [at, name, size] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
const sums = new Map();
let total = 0;
for (let i = 0; i < nodes.length; i += fields.length) {
  const kind = kinds[nodes[i + at]];
  const label = /string/.test(kind) ? '(strings)' : kind === 'code' ? '(compiled code)' : strings[nodes[i + name]];
  const key = `${kind}: ${label}`.slice(0, 100);
  const s = sums.get(key) ?? { bytes: 0, count: 0 };
  s.bytes += nodes[i + size];
  s.count++;
  sums.set(key, s);
  total += nodes[i + size];
}
console.log(`${(total / 1e6).toFixed(2)} MB in ${(nodes.length / fields.length).toLocaleString('en-US')} nodes`);
for (const [key, s] of [...sums].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, Number(rows)))
  console.log(`${(s.bytes / 1e3).toFixed(0).padStart(8)} KB ${s.count.toLocaleString('en-US').padStart(9)}  ${key}`);
