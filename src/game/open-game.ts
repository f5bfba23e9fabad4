import type { RuleSystem } from '../rules/system';
import { initialState, makeReducer } from './game-reducer';
import { restore } from './restore';
import { Timeline, type Snapshot } from './timeline';
import type { GameDoc, GameState } from './types';

export interface OpenGame {
  doc: GameDoc;
  system: RuleSystem;
  timeline: Timeline<GameState>;
}

export type OpenResult = { ok: true; game: OpenGame } | { ok: false; error: string };

/**
 * restore() (shape, document and payload migrations, the system loaded) plus replay: the only
 * way a stored or imported game becomes a live one. A journal entry the rules reject makes the
 * whole document invalid; nothing partial is returned.
 */
export async function openGame(raw: unknown, snapshot?: Snapshot<GameState>): Promise<OpenResult> {
  const restored = await restore(raw);
  if (!restored.ok) return restored;
  const { game: doc, system } = restored;
  try {
    const reduce = makeReducer(system, doc.setup);
    const timeline = Timeline.load(reduce, initialState(system, doc.setup), doc.journal, snapshot);
    return { ok: true, game: { doc, system, timeline } };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}
