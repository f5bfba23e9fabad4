// Issue 15 (every tap in one frame): pure() skips a table's cards and panels while their props
// are the same values, so opening a sheet re-renders the sheet alone; any changed prop (a new
// rules state after a command) renders them again.
import { describe, expect, it } from 'vitest';
import { pure } from '../../../src/ui/components/pure';

type Inst = { props: object; shouldComponentUpdate(next: object): boolean };
const instance = (props: object): Inst => {
  const C = pure((p: object) => JSON.stringify(p)) as unknown as new (p: object) => Inst;
  const inst = new C(props);
  inst.props = props;
  return inst;
};

describe('pure (issue 15)', () => {
  const s = { cars: {} };
  const open = () => undefined;

  it('skips a render when every prop is the same value', () => {
    expect(instance({ s, open, note: 'x' }).shouldComponentUpdate({ s, open, note: 'x' })).toBe(false);
  });

  it('renders again when the state is a new object (a command changed it)', () => {
    expect(instance({ s, open }).shouldComponentUpdate({ s: { cars: {} }, open })).toBe(true);
  });

  it('renders again when a callback is a new closure, or a prop comes or goes', () => {
    expect(instance({ s, open }).shouldComponentUpdate({ s, open: () => undefined })).toBe(true);
    expect(instance({ s, open }).shouldComponentUpdate({ s, open, over: true })).toBe(true);
    expect(instance({ s, open, over: false }).shouldComponentUpdate({ s, open })).toBe(true);
  });

  it('names itself after the component it wraps', () => {
    function WlfCars() {
      return null;
    }
    expect((pure(WlfCars) as unknown as { displayName: string }).displayName).toBe('pure(WlfCars)');
  });
});
