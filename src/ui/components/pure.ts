import { Component, type ComponentType, type FunctionComponent, h } from 'preact';

function sameProps(a: object, b: object): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) if ((a as Record<string, unknown>)[k] !== (b as Record<string, unknown>)[k]) return false;
  return true;
}

/**
 * `render` skipped while its props are the same values (===, key by key), like preact/compat's
 * memo without the compat bundle. Issue 15 (every tap in one frame): a table's cards and panels
 * take the rules state, which is a new object only when a command changed it, so opening or
 * closing a sheet (the table's own useState) no longer re-renders every card. Give such a
 * component only values and stable callbacks (a useState setter, a ref-backed function): a fresh
 * closure per render would defeat it. Signals read inside still re-render it by themselves.
 */
export function pure<P extends object>(render: FunctionComponent<P>): ComponentType<P> {
  class Pure extends Component<P> {
    override shouldComponentUpdate(next: P): boolean {
      return !sameProps(this.props, next);
    }
    override render(props: P) {
      return h(render as ComponentType<P>, props);
    }
  }
  Pure.displayName = `pure(${render.displayName ?? render.name})`;
  return Pure;
}
