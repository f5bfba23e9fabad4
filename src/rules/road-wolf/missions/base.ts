// The part of every mission that comes from its catalogue entry (catalogue.ts): the sides it
// needs, their budgets and who rolls for first. A mission file spreads `fromCatalogue(id)` and
// adds its own hooks.
import type { Mission } from '../mission';
import type { RwState } from '../model';
import type { Issue } from '../rules';
import { catalogueOf, type MissionId } from './catalogue';
import { roleSide } from './common';
import { RULES_AS_WRITTEN } from './defaults';

/** B12: a mission with roles needs exactly that many sides (teams), matched in order. */
export function sideIssues(s: RwState, id: MissionId): Issue[] {
  const info = catalogueOf(id);
  if (!info || info.roles.length === 0) return [];
  if (s.sides.length === info.roles.length) return [];
  return [
    {
      spec: info.spec,
      message: `${info.name} is played by ${info.roles.length} sides: ${info.roles.map((r) => r.name).join(' and ')}. Set the teams first.`,
    },
  ];
}

/** Budgets, first side and the side count, from the catalogue. */
export function fromCatalogue(id: MissionId): Omit<Mission, 'victory'> {
  const info = catalogueOf(id);
  if (!info) throw new Error(`No mission ${id}`);
  return {
    ...RULES_AS_WRITTEN,
    id,
    forceIssues: (s) => ({ errors: sideIssues(s, id), warnings: [] }),
    sideBudget: (s, side) => info.roles.find((r) => roleSide(s, r.id)?.id === side.id)?.budget ?? null,
    firstSide: (s) => (info.first ? (roleSide(s, info.first)?.id ?? null) : null),
  };
}

/** Joins a mission's own force issues to the side count's. */
export function withSides(
  s: RwState,
  id: MissionId,
  own: { errors: Issue[]; warnings: Issue[] },
): { errors: Issue[]; warnings: Issue[] } {
  return { errors: [...sideIssues(s, id), ...own.errors], warnings: own.warnings };
}
