// Small guards for command payloads. A payload may come from an imported file, so every field is
// checked before a rule reads it; a failure is a RuleError with a message a player can read.
import { RuleError } from './model';

export function record(x: unknown, what = 'payload'): Record<string, unknown> {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) throw new RuleError(`The ${what} must be an object.`);
  return x as Record<string, unknown>;
}

export function int(x: unknown, min: number, max: number, what: string): number {
  if (typeof x !== 'number' || !Number.isInteger(x) || x < min || x > max)
    throw new RuleError(`${what} must be a whole number from ${min} to ${max}.`);
  return x;
}

export function bool(x: unknown, what: string): boolean {
  if (typeof x !== 'boolean') throw new RuleError(`${what} must be yes or no.`);
  return x;
}

export function oneOf<T extends string>(x: unknown, options: readonly T[], what: string): T {
  if (typeof x !== 'string' || !options.includes(x as T))
    throw new RuleError(`${what} must be one of ${options.join(', ')}.`);
  return x as T;
}

export function str(x: unknown, what: string, max = 64): string {
  if (typeof x !== 'string' || x.length === 0 || x.length > max) throw new RuleError(`${what} is missing.`);
  return x;
}

export function list<T>(x: unknown, what: string, item: (v: unknown, i: number) => T, max = 100): T[] {
  if (!Array.isArray(x) || x.length > max) throw new RuleError(`${what} must be a list.`);
  return x.map(item);
}
