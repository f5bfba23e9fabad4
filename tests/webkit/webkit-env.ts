// Ports and paths of the WebKit suite; distinct from the Chromium e2e (4183) and npm start (4173).
export const WEBKIT = {
  display: process.env.WEBKIT_DISPLAY ?? ':98',
  appPort: Number(process.env.WEBKIT_APP_PORT ?? 4185),
  driverPort: Number(process.env.WEBKIT_DRIVER_PORT ?? 4445),
  dist: process.env.E2E_DIST ?? 'dist',
  miniBrowser: process.env.MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
};
export const appUrl = (path = '/', port = WEBKIT.appPort) => `http://127.0.0.1:${port}${path}`;
