// Names of the vehicles a mission brings (not in the setup's car list): read from the id alone,
// so a log line or an imported game names them without the state (B12.3, B12.5, B12.9).
const PREFIXES: readonly [string, string][] = [
  ['enemy-buggy-', 'Enemy buggy'],
  ['enemy-bike-', 'Enemy bike'],
  ['mutant-', 'Mutant'],
  ['civilian-', 'Civilian'],
  ['replacement-', 'Replacement'],
];

export function missionCarName(id: string): string | null {
  if (id === 'truck') return 'The Truck';
  for (const [prefix, name] of PREFIXES) if (id.startsWith(prefix)) return `${name} ${id.slice(prefix.length)}`;
  return null;
}

/** Controllers that are not players: neutral vehicles and the Gauntlet's enemies. */
export function missionPlayerName(id: string): string | null {
  return id === 'NEUTRAL' ? 'Neutral' : id === 'ENEMY' ? 'The enemies' : null;
}
