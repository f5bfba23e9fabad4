import { bool, face, faces, str } from '../../core/answers';
import type { Answers, Question } from '../../core/procedure';
import { isRubble, isWreck, ramCounts, ramProblem } from '../combat';
import { RAM_AIM } from '../data';
import type { DwState, EntityId } from '../model';
import { armour, entity, hasUpgrade, inPlay, needOf } from '../rules';

import {
  type DwCtx,
  damageWords,
  die,
  dwKit,
  name,
  outcome,
  ownerName,
  ownerSeat,
  preview,
  readSet,
  setQuestions,
} from './kit';

// ---- A7.7 ramming -----------------------------------------------------------------------------

type Via = 'move' | 'coms' | 'hunter' | 'tether';

function ramVia(s: DwState): Via[] {
  const head = s.pending[0];
  if (head?.kind === 'HUNTER') return ['hunter'];
  const a = s.activation;
  if (!a) return [];
  const out: Via[] = [];
  if (entity(s, a.entityId)?.kind === 'car') out.push('move');
  if (a.coms) out.push('coms');
  if (s.tethers.some((t) => t.from === a.entityId || t.to === a.entityId)) out.push('tether');
  return out;
}

function rammerOf(s: DwState, via: Via): EntityId | undefined {
  const head = s.pending[0];
  if (via === 'hunter') return head?.kind === 'HUNTER' ? head.carId : undefined;
  if (via === 'coms') return s.activation?.coms?.friendId;
  return s.activation?.entityId;
}

function ramParts(s: DwState, ctx: DwCtx, a: Answers) {
  const qs: Question[] = [];
  const vias = ramVia(s);
  if (!vias.length) return { qs };
  const VIA: Record<Via, string> = {
    move: 'its own move',
    coms: 'the coms-boosted move',
    hunter: 'the Hunter move',
    tether: 'a dragged tether',
  };
  if (vias.length > 1)
    qs.push({
      kind: 'choice',
      id: 'via',
      label: 'Which move made contact?',
      options: vias.map((v) => ({ value: v, label: VIA[v] })),
      default: vias[0]!,
    });
  const via = (str(a, 'via') as Via | undefined) ?? vias[0]!;
  let rammer = rammerOf(s, via);
  if (via === 'tether') {
    const act = s.activation!.entityId;
    const ends = s.tethers
      .filter((t) => t.from === act || t.to === act)
      .map((t) => (t.from === act ? t.to : t.from))
      .filter((id) => inPlay(s, id));
    qs.push({
      kind: 'choice',
      id: 'dragged',
      label: 'Which dragged car or piece hit something?',
      options: ends.map((id) => ({ value: id, label: name(s, ctx, id) })),
    });
    rammer = str(a, 'dragged');
  }
  if (!rammer) return { qs };
  const targets = [...s.carOrder, ...s.sceneryOrder].filter((id) => ramProblem(s, rammer!, id, via) === null);
  qs.push({
    kind: 'choice',
    id: 'target',
    label: `${name(s, ctx, rammer)} touched`,
    options: targets.map((id) => ({
      value: id,
      label: `${name(s, ctx, id)}${entity(s, id)?.kind === 'car' && s.cars[id]!.wreck ? ' (wreck)' : isRubble(s, id) ? ' (rubble)' : ''}`,
    })),
  });
  const target = str(a, 'target');
  if (!target || !targets.includes(target)) return { qs, rammer, via };
  let rem = 0;
  // Right after a skid or hop, the table says whether it touched during it or in a new move [A7.3].
  const afterManoeuvre = via === 'move' && !!s.activation!.manoeuvreMoved;
  if (afterManoeuvre)
    qs.push({
      kind: 'yesno',
      id: 'inManoeuvre',
      label: 'Did it touch during the skid or hop?',
      default: true,
      help: 'No: it started a new move after it and touched then.',
    });
  if (via !== 'tether') {
    // After a skid or hop the segment is already spent: rem counts from the movement before it
    // (Rbefore − inches used before contact, A7.3), so up to a segment more than R is allowed.
    const left = via === 'hunter' ? 4 : via === 'coms' ? s.activation!.coms!.budget : s.activation!.remaining;
    const max = via === 'move' ? left + s.activation!.segmentLength : left;
    qs.push({
      kind: 'number',
      id: 'rem',
      label: `Movement left at contact (inches; ${left} now)`,
      min: 0,
      max,
      default: left,
      help: 'What it still had when it touched: its allowance minus what it used in this segment before contact. After a skid or hop, count from what it had before the manoeuvre [DW-A20, A7.3].',
    });
    rem = typeof a.rem === 'number' ? a.rem : left;
    qs.push({
      kind: 'choice',
      id: 'dir',
      label: 'Moving',
      options: [
        { value: 'forward', label: 'Forwards' },
        { value: 'backward', label: 'Backwards' },
        { value: 'sideways', label: 'Sideways (skid)' },
      ],
      default: 'forward',
    });
  }
  const obstacle = isWreck(s, target) || isRubble(s, target);
  const explosive = hasUpgrade(s, rammer, 'explosive_ram') && !obstacle;
  const roller = ownerName(s, ctx, rammer);
  if (explosive)
    qs.push(
      die('d3A', 'Explosive ram: D3 (+2 attacks)', 3, 1, roller),
      die('d3Self', 'Explosive ram against itself: D3 (+2)', 3, 1, roller),
    );
  const d3A = face(a, 'd3A');
  const d3Self = face(a, 'd3Self');
  if (explosive && (d3A === undefined || d3Self === undefined)) return { qs, rammer, via, target, rem };
  const counts = obstacle ? { nA: 0, nB: 0, nSelf: 0 } : ramCounts(s, rammer, target, d3A, d3Self);
  // Issue 40: the target's own dice are its owner's to throw (on their phone in live play).
  const sets: { key: 'A' | 'B' | 'Self'; n: number; vs: EntityId; label: string; roller: string; player?: string }[] = [
    { key: 'A', n: counts.nA, vs: target, label: `${name(s, ctx, rammer)}'s ram dice`, roller },
    {
      key: 'B',
      n: counts.nB,
      vs: rammer,
      label: `${name(s, ctx, target)}'s ram dice`,
      roller: ownerName(s, ctx, target),
      player: ownerSeat(s, ctx, target),
    },
    { key: 'Self', n: counts.nSelf, vs: rammer, label: 'Explosive ram against itself', roller },
  ];
  const payload: Record<string, unknown> = {};
  let complete = true;
  for (const st of sets) {
    if (!st.n) continue;
    const need = needOf(armour(s, st.vs), RAM_AIM, s.house);
    if (s.house.ramDamagePerSuccess) {
      if (need > 1 && need < 7)
        qs.push(
          die(`ram${st.key}.dice`, `${st.label}: ${st.n} dice, ${need}+ succeeds`, 6, st.n, st.roller, st.player),
        );
      const f = faces(a, `ram${st.key}.dice`);
      if (need > 1 && need < 7 && !f) complete = false;
      if (f) payload[`dice${st.key}`] = f;
      continue;
    }
    qs.push(
      ...setQuestions(`ram${st.key}`, `${st.label} (${st.n})`, need, a, () => [
        die(`ram${st.key}.dice`, `${st.label}: ${st.n} dice, ${need}+ succeeds`, 6, st.n, st.roller, st.player),
      ]),
    );
    const got = readSet(`ram${st.key}`, need, a);
    if (!got) complete = false;
    else {
      if (got.dice) payload[`dice${st.key}`] = got.dice;
      if (got.hit !== undefined) payload[`hit${st.key}`] = got.hit;
    }
  }
  if (afterManoeuvre) payload.inManoeuvre = bool(a, 'inManoeuvre') ?? true;
  return { qs, rammer, via, target, rem, counts, payload, complete, d3A, d3Self };
}

export const ramProcedure = dwKit.fromParts({
  id: 'dw.ram',
  title: 'Ram',
  parts: ramParts,
  resolve(x, s, ctx, a) {
    if (!x.rammer || !x.target || !x.counts || !x.complete || !x.payload || !x.via)
      return { error: 'Still needed: what it touched and the ram dice.' };
    const direction = x.via === 'tether' ? 'forward' : (str(a, 'dir') ?? 'forward');
    const payload = {
      rammerId: x.rammer,
      targetId: x.target,
      rem: x.rem ?? 0,
      direction,
      via: x.via,
      diceA: [],
      diceB: [],
      ...x.payload,
      ...(x.d3A !== undefined ? { d3A: x.d3A, d3Self: x.d3Self } : {}),
    };
    const push =
      x.via === 'tether' ||
      entity(s, x.target)?.kind === 'scenery' ||
      (entity(s, x.target)?.kind === 'car' && s.cars[x.target]!.wreck)
        ? 0
        : (x.rem ?? 0) / (direction === 'backward' ? 6 : 3);
    const reasons = [
      push > 0
        ? `Move ${name(s, ctx, x.rammer)} and ${name(s, ctx, x.target)} together ${Math.round(push * 10) / 10}" in ${name(s, ctx, x.rammer)}'s direction; stop if either touches anything else.`
        : `No push: ${name(s, ctx, x.target)} does not move.`,
      `Attacks: ${name(s, ctx, x.rammer)} ${x.counts.nA}, ${name(s, ctx, x.target)} ${x.counts.nB}${x.counts.nSelf ? `, explosive ram against itself ${x.counts.nSelf}` : ''}; each die + 2 must beat the target's armour, at most 1 damage per side [DW-A21].`,
    ];
    if (x.via === 'move')
      reasons.push(
        `${name(s, ctx, x.rammer)}'s move ends; it may still shoot if it has a shooting action left [DW-A24].`,
      );
    const command = { type: 'dw.ram', payload };
    // The pinned line says who took what and what to do with the models [issue 11: the result shown is the result applied].
    const models =
      push > 0 ? `Move both ${Math.round(push * 10) / 10}" together.` : `No push: ${name(s, ctx, x.target)} stays put.`;
    return preview(
      s,
      ctx,
      command,
      outcome(
        s,
        ctx,
        command,
        (after) =>
          `${name(s, ctx, x.rammer!)} rams ${name(s, ctx, x.target!)}: ${damageWords(s, after, ctx, [x.target!, x.rammer!])}. ${models}`,
      ),
      reasons,
    );
  },
});
