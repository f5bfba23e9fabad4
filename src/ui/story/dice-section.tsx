import { useEffect, useState } from 'preact/hooks';
import { type AcrossGames, nameKey } from '../../game/across-games';
import { type DiceGroup, diceGroups, gameThrows } from '../../game/dice-stats';
import { threwDice } from '../../game/journal-rolls';
import type { GameDoc } from '../../game/types';
import { FAIRNESS_HELP } from '../../rules/core/fairness';
import { type PhoneStats, phoneStats, playerAliases, setPlayerAlias } from '../../state/phone-stats';
import { SYSTEMS } from '../../systems';

const BARS_W = 300;
const BARS_H = 110;

/** The bars in words: "Bo’s typed D6s, 4 rolls: 1: 2, 2: 0, …; fair dice give about 0.7 each." */
export function barsWords(g: DiceGroup): string {
  const fair = g.check.rolls / g.sides;
  return `${g.label}, ${g.check.rolls} rolls: ${g.counts.map((n, i) => `${i + 1}: ${n}`).join(', ')}; fair dice give about ${Math.round(fair * 10) / 10} each.`;
}

/** A group's face counts as bars against the even line fair dice give (a dashed line). */
export function DiceBars({ g }: { g: DiceGroup }) {
  const fair = g.check.rolls / g.sides;
  const top = Math.max(fair, ...g.counts) * 1.15 || 1;
  const left = 4;
  const bottom = BARS_H - 22;
  const step = (BARS_W - left * 2) / g.sides;
  const y = (n: number) => bottom - ((bottom - 6) * n) / top;
  const every = g.sides > 12 ? 5 : 1;
  return (
    <svg class="dice-bars" viewBox={`0 0 ${BARS_W} ${BARS_H}`} role="img" aria-label={barsWords(g)}>
      {g.counts.map((n, i) => (
        <g key={i}>
          <rect class="db-bar" x={left + i * step + step * 0.12} width={step * 0.76} y={y(n)} height={bottom - y(n)} />
          {((i + 1) % every === 0 || i === 0) && (
            <text x={left + (i + 0.5) * step} y={BARS_H - 4} text-anchor="middle">
              {i + 1}
            </text>
          )}
        </g>
      ))}
      <line class="db-fair" x1={left} x2={BARS_W - left} y1={y(fair)} y2={y(fair)} />
      <line class="db-base" x1={left} x2={BARS_W - left} y1={bottom} y2={bottom} />
    </svg>
  );
}

function Groups({ groups, none }: { groups: readonly DiceGroup[]; none: string }) {
  if (!groups.length) return <p class="muted">{none}</p>;
  return (
    <ul class="plain-list stack">
      {groups.map((g) => (
        <li key={g.key} class="story-dice" aria-label={g.label}>
          <strong class="break">{g.label}</strong>
          <DiceBars g={g} />
          <p class="break">{g.sentence}</p>
        </li>
      ))}
    </ul>
  );
}

/** This game's dice groups, from its journal (every step's dice, undone ones too). */
export const gameDice = (doc: GameDoc) => diceGroups(gameThrows(doc), doc.setup.players);

const systemName = (id: string) => SYSTEMS.find((s) => s.id === id)?.name ?? id;
const monthName = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return new Date(y ?? 2000, (m ?? 1) - 1, 1).toLocaleString([], { month: 'long', year: 'numeric' });
};
const times = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** A game's length from its first save to its last: minutes, hours, or days for one saved over days. */
export const lasted = (minutes: number) =>
  minutes < 60
    ? times(minutes, 'minute')
    : minutes < 48 * 60
      ? `${times(Math.floor(minutes / 60), 'hour')}${minutes % 60 ? ` ${times(minutes % 60, 'minute')}` : ''}`
      : `${times(Math.round(minutes / 1440), 'day')} (first save to last)`;

/**
 * Issue 42: "Were the dice fair?" for this game and for every game on this phone, and "Across
 * games on this phone" with the names the table says are one player (editable).
 */
export function DiceAndAcross({ doc, groups }: { doc: GameDoc; groups: readonly DiceGroup[] }) {
  const [phone, setPhone] = useState<PhoneStats | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () =>
    phoneStats().then(
      (p) => setPhone(p),
      () => setFailed(true),
    );
  useEffect(() => {
    void load();
  }, []);
  return (
    <>
      <section class="stack" aria-labelledby="story-dice">
        <h3 id="story-dice">Were the dice fair?</h3>
        <h4>This game</h4>
        <Groups
          groups={groups}
          none={
            // Steps saved before each roll's dice were kept with it (issue 42) still show their faces in the log.
            doc.journal.some((e) => e.kind === 'do' && threwDice(e.command))
              ? 'This game’s rolls were made before Pitwall kept each roll’s dice apart; rolls from now on are counted.'
              : 'No dice are in this game’s log yet.'
          }
        />
        <h4>All games on this phone</h4>
        {phone ? (
          <Groups groups={phone.dice} none="No dice on this phone yet." />
        ) : (
          <p class="muted">{failed ? 'The games on this phone could not be read.' : 'Reading the games…'}</p>
        )}
        <p class="muted">{FAIRNESS_HELP}</p>
      </section>
      <section class="stack" aria-labelledby="story-across">
        <h3 id="story-across">Across games on this phone</h3>
        {phone ? (
          <Across across={phone.across} doc={doc} names={namesOf(phone)} onAlias={load} />
        ) : (
          <p class="muted">{failed ? 'The games on this phone could not be read.' : 'Reading the games…'}</p>
        )}
      </section>
    </>
  );
}

const namesOf = (p: PhoneStats) =>
  [...new Set(p.summaries.flatMap((s) => s.players.map((n) => n.trim())))].sort((a, b) => a.localeCompare(b));

function Across({
  across: a,
  doc,
  names,
  onAlias,
}: {
  across: AcrossGames;
  doc: GameDoc;
  names: string[];
  onAlias: () => void;
}) {
  const [name, setName] = useState('');
  const [same, setSame] = useState('');
  const aliases = Object.entries(playerAliases.value);
  const save = (n: string, to: string | null) => void setPlayerAlias(n, to).then(onAlias);
  const all = [...new Set([...names, ...doc.setup.players.map((p) => p.name.trim())])];
  // An alias is kept by the name's key (lower case): shown as a game spells the name.
  const shown = (key: string) => all.find((n) => nameKey(n) === key) ?? key;
  const wins = a.wins.filter((w) => w.played > 0);
  return (
    <>
      <p>
        {times(a.games, 'game')} on this phone
        {a.longest
          ? `; the longest: ${a.longest.name}, ${lasted(a.longest.minutes)}, ${times(a.longest.steps, 'step')}.`
          : '.'}
      </p>
      <h4>Per system</h4>
      <ul class="plain-list">
        {a.perSystem.map((s) => (
          <li key={s.system}>
            {systemName(s.system)}: {s.count}
          </li>
        ))}
      </ul>
      <h4>Per month</h4>
      <ul class="plain-list">
        {a.perMonth.map((m) => (
          <li key={m.month}>
            {monthName(m.month)}: {m.count}
          </li>
        ))}
      </ul>
      <h4>Wins</h4>
      {wins.length ? (
        <ul class="plain-list" aria-label="Wins">
          {wins.map((w) => (
            <li key={w.player} class="break">
              {w.player}: {times(w.wins, 'win')} in {times(w.played, 'finished game')}
            </li>
          ))}
        </ul>
      ) : (
        <p class="muted">No finished game yet.</p>
      )}
      <h4>Same player, other name</h4>
      {aliases.map(([from, to]) => (
        <div key={from} class="row wrap">
          <span class="grow break">
            {shown(from)} is {to}
          </span>
          <button type="button" onClick={() => save(from, null)} aria-label={`Not the same: ${shown(from)} and ${to}`}>
            Not the same
          </button>
        </div>
      ))}
      <label class="field">
        This name
        <select value={name} onChange={(e) => setName(e.currentTarget.value)}>
          <option value="">Pick a name…</option>
          {all.map((n) => (
            <option key={n}>{n}</option>
          ))}
        </select>
      </label>
      <label class="field">
        is the same player as
        <select value={same} onChange={(e) => setSame(e.currentTarget.value)}>
          <option value="">Pick a name…</option>
          {all
            .filter((n) => n !== name)
            .map((n) => (
              <option key={n}>{n}</option>
            ))}
        </select>
      </label>
      <button
        type="button"
        disabled={!name || !same}
        onClick={() => {
          save(name, same);
          setName('');
          setSame('');
        }}
      >
        Same player
      </button>
    </>
  );
}
