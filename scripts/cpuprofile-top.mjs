// Where a tap's main-thread time went, from a profile that `npm run bench:taps -- --profile=DIR`
// wrote: inclusive time per function (a function counted once per sample, however deep it
// recurs), then self time. "(program)" is the renderer's own work outside script: style,
// layout, paint, and native calls such as dialog.showModal.
//
//   node scripts/cpuprofile-top.mjs /tmp/prof/Road_Wolf-move_Hammer_.cpuprofile [rows]
import { readFileSync } from 'node:fs';

const [file, rows = '40'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/cpuprofile-top.mjs FILE.cpuprofile [rows]');
  process.exit(2);
}
const p = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(p.nodes.map((x) => [x.id, x]));
const parent = new Map();
for (const x of p.nodes) for (const c of x.children ?? []) parent.set(c, x.id);
const name = (cf) => `${cf.functionName || '(anonymous)'} ${cf.url.split('/').pop()}:${cf.lineNumber + 1}`;
const add = (m, k, ms) => m.set(k, (m.get(k) ?? 0) + ms);
const inclusive = new Map();
const self = new Map();
const outside = new Map();
let busy = 0;
p.samples.forEach((id, i) => {
  const ms = (p.timeDeltas[i + 1] ?? 0) / 1000;
  const top = byId.get(id).callFrame;
  if (/^\((idle|program|garbage collector)\)$/.test(top.functionName)) {
    add(outside, top.functionName, ms);
    return;
  }
  busy += ms;
  add(self, name(top), ms);
  const seen = new Set();
  for (let n = id; n !== undefined; n = parent.get(n)) {
    const k = name(byId.get(n).callFrame);
    if (!seen.has(k)) add(inclusive, k, ms);
    seen.add(k);
  }
});
const table = (m) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(rows))
    .map(([k, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${k}`)
    .join('\n');
console.log(`script ${busy.toFixed(1)} ms; ${[...outside].map(([k, ms]) => `${k} ${ms.toFixed(1)} ms`).join(', ')}`);
console.log(`\ninclusive\n${table(inclusive)}\n\nself\n${table(self)}`);
