export * from './contest';
export * from './dice';
export * from './procedure';
export * from './rng';
