export * from './rng';
export * from './dice';
export * from './contest';
export * from './procedure';
