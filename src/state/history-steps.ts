// Sheets own history entries (Back closes the open sheet, issue 9). A sheet closed any other way
// steps back over its entry, and history.back() is asynchronous: until its popstate arrives, a new
// history entry (a sheet opening, a navigation) would be undone by that step. Both wait for it.

let settling: Promise<void> | null = null;

/** Steps back over an entry this app pushed, remembering the step until it has landed. */
export function stepBack(): void {
  settling = new Promise<void>((resolve) => {
    const done = () => {
      window.removeEventListener('popstate', done);
      clearTimeout(timer);
      settling = null;
      resolve();
    };
    window.addEventListener('popstate', done);
    // Never wait forever: a browser that drops the step must not freeze navigation.
    const timer = setTimeout(done, 1000);
    history.back();
  });
}

/** Runs `fn` now, or once a step back that is on its way has landed. */
export function afterHistorySettles(fn: () => void): void {
  if (settling !== null) void settling.then(fn);
  else fn();
}
