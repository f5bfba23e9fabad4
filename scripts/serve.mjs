#!/usr/bin/env node
import { readFile, stat } from 'node:fs/promises';
// Serves the production build (dist/) on localhost, as a static host would: hashed assets are
// cached for good, index.html and the service worker are always revalidated, unknown paths fall
// back to index.html. Files are read on every request, so a new build in dist/ is a new deploy.
// Usage: node scripts/serve.mjs [--port 4173] [--dir dist]
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const port = Number(opt('port', process.env.PORT ?? 4173));
const root = resolve(opt('dir', 'dist'));
const host = '127.0.0.1';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

async function file(path) {
  try {
    const s = await stat(path);
    return s.isFile() ? path : null;
  } catch {
    return null;
  }
}

const server = createServer(async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405).end();
    return;
  }
  const url = new URL(req.url ?? '/', `http://${host}`);
  const rel = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
  let path = await file(join(root, rel));
  if (!path && !extname(rel)) path = await file(join(root, 'index.html'));
  if (!path?.startsWith(root)) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  const body = await readFile(path);
  const immutable = path.includes(`${join(root, 'assets')}`);
  res.writeHead(200, {
    'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
    'content-length': body.length,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
});

server.listen(port, host, () => {
  console.log(`Pitwall is being served at http://${host}:${port}/ (from ${root}). Ctrl+C stops it.`);
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close(() => process.exit(0)));
