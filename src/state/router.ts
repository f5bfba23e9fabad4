import { signal } from '@preact/signals';
import { afterHistorySettles } from './history-steps';
import { hrefOf, parseRoute, type Route } from './route-parse';

export { hrefOf, parseRoute, type Route };

export const route = signal<Route>(parseRoute(typeof location === 'undefined' ? '' : location.hash));

export function startRouter(): void {
  window.addEventListener('hashchange', () => {
    route.value = parseRoute(location.hash);
  });
}

export function navigate(r: Route, replace = false): void {
  // After a sheet's own step back has landed, or that step would undo this navigation.
  afterHistorySettles(() => {
    const href = hrefOf(r);
    if (replace) history.replaceState(null, '', href);
    else history.pushState(null, '', href);
    route.value = r;
  });
}
