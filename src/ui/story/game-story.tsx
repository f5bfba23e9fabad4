import { useMemo, useState } from 'preact/hooks';
import { storySource } from '../../game/story/sources';
import { buildStory, type GameStory } from '../../game/story/story';
import type { GameDoc } from '../../game/types';
import type { LiveGame } from '../../state/app-state';
import { Sheet } from '../dice/sheet';
import { firstRound, hasCharts, hitsOf, markWords, outLine, playedLine } from './chart';
import { DiceAndAcross, gameDice } from './dice-section';
import { sharePicture } from './story-picture';
import { TrackChart } from './track-chart';
import './story.css';

export { RecordStory } from './record-story';

/**
 * Issue 42: the story of the open game, built from the shared journal (never from what this phone
 * alone holds: hidden stays hidden), replayed with the game's rules.
 */
export function gameStory(l: LiveGame, doc = journalDoc(l)): GameStory {
  return buildStory(doc, l.system, storySource(l.doc.system));
}

/** The open game as a document with its journal (the live game keeps the journal in its timeline). */
const journalDoc = (l: LiveGame): GameDoc => ({ ...l.doc, journal: l.timeline.entries.slice() });

/** A swatch and a car's name. */
const CarName = ({ name, color }: { name: string; color: string }) => (
  <span class="row">
    <span class="swatch" style={{ background: color }} />
    <span class="break">{name}</span>
  </span>
);

/**
 * Issue 42: the game's story, from the table (the Log's "Game story", mid-game and at the end): the
 * result, each car's tracker by round, who hit whom, the turning points (each opens its log row:
 * `onStep`), whether the dice were fair, the games across this phone, and "Share as picture". Loaded when first opened, off the precache (vite.config.ts).
 */
export function StoryView({
  l,
  onClose,
  onStep,
}: {
  l: LiveGame;
  onClose: () => void;
  /** A turning point's log row to open (the story has closed: onClose first). */
  onStep: (journalIndex: number) => void;
}) {
  const doc = useMemo(() => journalDoc(l), [l]);
  const story = useMemo(() => gameStory(l, doc), [l, doc]);
  const dice = useMemo(() => gameDice(doc), [doc]);
  const charts = hasCharts(story);
  const from = firstRound(story);
  const none = charts
    ? null
    : l.doc.system === 'freeplay'
      ? 'Free play keeps no tracker, so there is nothing to chart: the log holds the game.'
      : 'No car has been on the table yet.';
  const [shared, setShared] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const share = () => {
    setBusy(true);
    setShared(null);
    sharePicture(
      story,
      dice.map((g) => g.sentence),
      none,
    )
      .then(
        (how) =>
          setShared(how === 'shared' ? 'Picture shared.' : how === 'saved' ? 'Picture saved to your downloads.' : null),
        (e: unknown) => setShared(e instanceof Error ? e.message : 'The picture could not be made.'),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Sheet title={l.doc.name} onClose={onClose} class="story-sheet">
      <section class="stack story-top" aria-label="Result">
        <p class="story-result">{story.result ?? 'The game goes on.'}</p>
        <p class="muted">{playedLine(story)}</p>
        <button type="button" class="primary" disabled={busy} onClick={share}>
          Share as picture
        </button>
        {shared && (
          <p role="status" class="muted">
            {shared}
          </p>
        )}
      </section>
      {charts ? (
        <section class="stack" aria-labelledby="story-cars">
          <h3 id="story-cars">{story.trackLabel ? `${story.trackLabel} by round` : 'Each car by round'}</h3>
          {story.cars.map((c) => (
            <figure key={c.carId} class="story-car">
              <figcaption>
                <CarName name={c.name} color={c.color} />
              </figcaption>
              {c.track ? (
                <>
                  <TrackChart car={c} rounds={story.rounds} from={from} />
                  {c.marks.length > 0 && <p class="muted">{markWords(c)}</p>}
                </>
              ) : (
                <p class="muted">Never on the table.</p>
              )}
            </figure>
          ))}
        </section>
      ) : (
        <p class="story-none">{none}</p>
      )}
      {charts && (
        <section class="stack" aria-labelledby="story-hits">
          <h3 id="story-hits">Who hit whom</h3>
          {story.hits.length === 0 && <p class="muted">No car has taken damage.</p>}
          <ul class="plain-list stack story-hits">
            {story.cars.map((c) => {
              const { gave, got } = hitsOf(story, c.carId);
              const out = outLine(c);
              return (
                <li key={c.carId} aria-label={c.name}>
                  <CarName name={c.name} color={c.color} />
                  <p>
                    Dealt {c.dealt} · took {c.taken}
                  </p>
                  {gave && <p class="break">Hit {gave}</p>}
                  {got && <p class="break">Hit by {got}</p>}
                  {out && <p class="break story-out">{out}</p>}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {story.turning.length > 0 && (
        <section class="stack" aria-labelledby="story-turns">
          <h3 id="story-turns">Turning points</h3>
          <ol class="plain-list stack">
            {story.turning.map((t) => (
              <li key={t.index}>
                <button
                  type="button"
                  class="story-turn"
                  onClick={() => {
                    onClose();
                    onStep(t.index);
                  }}
                >
                  <span class="muted">
                    Round {t.round} · {t.what}
                  </span>
                  <span class="break">{t.row}</span>
                </button>
              </li>
            ))}
          </ol>
        </section>
      )}
      <DiceAndAcross doc={doc} groups={dice} />
    </Sheet>
  );
}
