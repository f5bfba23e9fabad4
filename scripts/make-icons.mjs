#!/usr/bin/env node

// Generates the Pitwall app icons as PNG files, with no dependencies beyond
// node:zlib and node:fs.
//
//   node scripts/make-icons.mjs
//
// The mark: an amber racing die (five pips, with a darker "3D" bottom edge)
// on a dark asphalt rounded square. Shapes are drawn on an RGBA buffer with
// 4x4 supersampling per pixel for anti-aliased edges, then written with a
// small built-in PNG encoder (signature, IHDR, PLTE + tRNS when indexed, IDAT,
// IEND; CRC32 from our own table), lossless and as small as it gets them. public/favicon.svg is a hand-written SVG of the same mark and
// is kept in sync by hand.

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, deflateSync } from 'node:zlib';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

// ---------------------------------------------------------------- colours

const hex = (h) => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];

const ASPHALT = hex('#1b1d22');
const AMBER = hex('#f5a623');
const AMBER_DARK = hex('#b8731a'); // die's bottom edge / shadow
const PIP = hex('#1b1d22');

// ---------------------------------------------------------------- shapes
// All geometry is in unit space: (0,0) top-left, (1,1) bottom-right.

/** Axis-aligned rounded rectangle centred at (cx, cy), half-size h, corner radius r. */
function roundRect(cx, cy, h, r) {
  return (x, y) => {
    const ax = Math.abs(x - cx);
    const ay = Math.abs(y - cy);
    if (ax > h || ay > h) return false;
    const dx = Math.max(ax - (h - r), 0);
    const dy = Math.max(ay - (h - r), 0);
    return dx * dx + dy * dy <= r * r;
  };
}

function circle(cx, cy, r) {
  const r2 = r * r;
  return (x, y) => {
    const dx = x - cx;
    const dy = y - cy;
    return dx * dx + dy * dy <= r2;
  };
}

/**
 * Build the layer list (bottom to top) for one icon variant.
 * @param {object} o
 * @param {boolean} o.fullBleed  background fills the whole square (no transparency)
 * @param {number}  o.scale      artwork scale around the centre
 */
function layers({ fullBleed, scale }) {
  const s = scale;
  const c = 0.5;
  const dieH = 0.29 * s; // half-size of the die face
  const dieR = 0.085 * s; // die corner radius
  const lift = 0.02 * s; // face sits slightly above centre...
  const drop = 0.045 * s; // ...with its darker bottom edge showing below
  const pipR = 0.06 * s;
  const pipOff = 0.155 * s;
  const fy = c - lift;

  const out = [];
  out.push({
    color: ASPHALT,
    test: fullBleed ? () => true : roundRect(0.5, 0.5, 0.5, 0.225),
  });
  out.push({ color: AMBER_DARK, test: roundRect(c, fy + drop, dieH, dieR) });
  out.push({ color: AMBER, test: roundRect(c, fy, dieH, dieR) });
  for (const [px, py] of [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ]) {
    out.push({ color: PIP, test: circle(c + px * pipOff, fy + py * pipOff, pipR) });
  }
  return out;
}

// ---------------------------------------------------------------- raster

const SS = 4; // 4x4 supersampling

/** Render to an RGBA Uint8Array (straight alpha). */
function render(size, layerList) {
  const px = new Uint8Array(size * size * 4);
  const n = SS * SS;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SS; sy++) {
        const uy = (y + (sy + 0.5) / SS) / size;
        for (let sx = 0; sx < SS; sx++) {
          const ux = (x + (sx + 0.5) / SS) / size;
          // Topmost layer covering this sample wins.
          for (let i = layerList.length - 1; i >= 0; i--) {
            const L = layerList[i];
            if (L.test(ux, uy)) {
              r += L.color[0];
              g += L.color[1];
              b += L.color[2];
              a += 1;
              break;
            }
          }
        }
      }
      const o = (y * size + x) * 4;
      if (a > 0) {
        // Colours accumulated only over covered samples = un-premultiplied.
        px[o] = Math.round(r / a);
        px[o + 1] = Math.round(g / a);
        px[o + 2] = Math.round(b / a);
        px[o + 3] = Math.round((a / n) * 255);
      }
    }
  }
  return px;
}

// ---------------------------------------------------------------- PNG

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf) {
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length, 0);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData), 0);
  return Buffer.concat([len, typeAndData, crc]);
}

/** PNG filter `type` applied to one scanline (`bpp` bytes a pixel; `prev` the row above). */
function filterRow(type, row, prev, bpp) {
  const out = Buffer.alloc(row.length + 1);
  out[0] = type;
  for (let i = 0; i < row.length; i++) {
    const a = i >= bpp ? row[i - bpp] : 0;
    const b = prev ? prev[i] : 0;
    const c = prev && i >= bpp ? prev[i - bpp] : 0;
    let p;
    if (type === 0) p = 0;
    else if (type === 1) p = a;
    else if (type === 2) p = b;
    else if (type === 3) p = (a + b) >> 1;
    else {
      const q = a + b - c;
      const pa = Math.abs(q - a);
      const pb = Math.abs(q - b);
      const pc = Math.abs(q - c);
      p = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
    }
    out[i + 1] = (row[i] - p) & 0xff;
  }
  return out;
}

/** Scanlines filtered with one type throughout, or (`type` -1) each row's smallest sum of |bytes|. */
function filtered(rows, bpp, type) {
  return Buffer.concat(
    rows.map((row, y) => {
      const prev = y > 0 ? rows[y - 1] : null;
      if (type >= 0) return filterRow(type, row, prev, bpp);
      let best = null;
      let bestSum = Infinity;
      for (let t = 0; t < 5; t++) {
        const f = filterRow(t, row, prev, bpp);
        let sum = 0;
        for (let i = 1; i < f.length; i++) sum += f[i] < 128 ? f[i] : 256 - f[i];
        if (sum < bestSum) [best, bestSum] = [f, sum];
      }
      return best;
    }),
  );
}

/**
 * Encode an RGBA buffer as PNG, losslessly and as small as this encoder gets it: an indexed
 * image (colour type 3, with tRNS for edge alpha) when it has at most 256 colours (the icons
 * have 41-65: flat shapes with anti-aliased edges), else RGB (opaque=true) or RGBA; then every
 * filter choice and zlib strategy is tried and the smallest IDAT kept. Same pixels either way.
 */
function encodePng(size, rgba, { opaque }) {
  // A pixel's colour as one number: 0xRRGGBB (opaque) or 0xRRGGBBAA.
  const keyAt = (s) =>
    opaque
      ? (rgba[s] << 16) | (rgba[s + 1] << 8) | rgba[s + 2]
      : ((rgba[s] << 24) | (rgba[s + 1] << 16) | (rgba[s + 2] << 8) | rgba[s + 3]) >>> 0;
  const colours = new Map();
  for (let s = 0; s < rgba.length; s += 4) colours.set(keyAt(s), (colours.get(keyAt(s)) ?? 0) + 1);
  const indexed = colours.size <= 256;
  const alphaOf = (k) => (opaque ? 255 : k & 0xff);
  // Translucent colours first (tRNS then lists only them), each group most frequent first.
  const palette = [...colours.keys()].sort(
    (a, b) => Number(alphaOf(b) < 255) - Number(alphaOf(a) < 255) || colours.get(b) - colours.get(a),
  );
  const slot = new Map(palette.map((k, i) => [k, i]));

  const channels = indexed ? 1 : opaque ? 3 : 4;
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(size * channels);
    for (let x = 0; x < size; x++) {
      const s = (y * size + x) * 4;
      if (indexed) row[x] = slot.get(keyAt(s));
      else for (let c = 0; c < channels; c++) row[x * channels + c] = rgba[s + c];
    }
    rows.push(row);
  }
  let idat = null;
  for (const type of [-1, 0, 1, 2, 3, 4])
    for (const strategy of [constants.Z_DEFAULT_STRATEGY, constants.Z_FILTERED, constants.Z_RLE]) {
      const z = deflateSync(filtered(rows, channels, type), { level: 9, memLevel: 9, strategy });
      if (!idat || z.length < idat.length) idat = z;
    }

  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0); // width
  ihdr.writeUInt32BE(size, 4); // height
  ihdr[8] = 8; // bit depth
  ihdr[9] = indexed ? 3 : opaque ? 2 : 6; // colour type: indexed / RGB / RGBA
  ihdr[10] = 0; // compression
  ihdr[11] = 0; // filter method
  ihdr[12] = 0; // interlace: none

  const extra = [];
  if (indexed) {
    const rgb = (k) =>
      opaque
        ? [(k >>> 16) & 0xff, (k >>> 8) & 0xff, k & 0xff]
        : [(k >>> 24) & 0xff, (k >>> 16) & 0xff, (k >>> 8) & 0xff];
    extra.push(chunk('PLTE', Buffer.from(palette.flatMap(rgb))));
    const alphas = palette.map(alphaOf);
    const last = alphas.findLastIndex((a) => a < 255);
    if (last >= 0) extra.push(chunk('tRNS', Buffer.from(alphas.slice(0, last + 1))));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...extra,
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------------------------------------------------------------- outputs

const ICONS = [
  // "any" purpose: transparent rounded corners.
  { file: 'public/icons/icon-192.png', size: 192, fullBleed: false, scale: 1 },
  { file: 'public/icons/icon-512.png', size: 512, fullBleed: false, scale: 1 },
  // Maskable: full-bleed; artwork scaled so its farthest corner stays well
  // inside the central safe-zone circle (radius 0.4 of the icon).
  { file: 'public/icons/maskable-512.png', size: 512, fullBleed: true, scale: 0.9 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'public/apple-touch-icon.png', size: 180, fullBleed: true, scale: 1 },
];

for (const icon of ICONS) {
  const rgba = render(icon.size, layers(icon));
  const png = encodePng(icon.size, rgba, { opaque: icon.fullBleed });
  const out = join(ROOT, icon.file);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, png);
  console.log(`${icon.file}  ${icon.size}x${icon.size}  ${png.length} bytes`);
}
