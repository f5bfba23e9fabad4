// Markup as data: what the start page fills in before Preact has loaded (screens/games-html.ts)
// and the last screen's picture (last-screen/), built into DOM nodes one call at a time. No HTML
// text is ever parsed (the security test forbids it).

import type { El } from '../persist/last-screen';

// The shape is persist's: a stored picture is made of it, and persist sits below ui.
export type { El };

const SVG = 'http://www.w3.org/2000/svg';

/** The DOM nodes of a tree (text set as text, attributes one by one). */
export function toDom(n: El | string, svg = false): Node {
  if (typeof n === 'string') return document.createTextNode(n);
  const inSvg = svg || n.t === 'svg';
  const e = inSvg ? document.createElementNS(SVG, n.t) : document.createElement(n.t);
  for (const [k, v] of Object.entries(n.a ?? {})) e.setAttribute(k, v);
  for (const c of n.c ?? []) e.appendChild(toDom(c, inSvg));
  return e;
}
