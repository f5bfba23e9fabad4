import type { GameStory } from '../../game/story/story';
import { firstRound, hasCharts, hitsOf, outLine, playedLine } from './chart';
import { TrackChart } from './track-chart';

/**
 * Issue 42: the story on the printed record sheet (print-view.tsx): the result, the charts, who hit
 * whom and the turning points, from the same GameStory as the screen and the picture.
 */
export function RecordStory({ story }: { story: GameStory }) {
  const charts = hasCharts(story);
  return (
    <section class="rs-story" aria-label="The game’s story">
      <h2>The game’s story</h2>
      <p>
        <strong>{story.result ?? 'The game goes on.'}</strong> {playedLine(story)}
      </p>
      {charts && (
        <div class="rs-charts">
          {story.cars.map((c) => (
            <figure key={c.carId} class="rs-chart">
              <figcaption class="break">
                {c.name}
                {c.track ? ` · ${c.track.label}` : ''}
              </figcaption>
              {c.track ? (
                <TrackChart car={c} rounds={story.rounds} from={firstRound(story)} />
              ) : (
                <p>Never on the table.</p>
              )}
            </figure>
          ))}
        </div>
      )}
      {charts && (
        <>
          <h3>Who hit whom</h3>
          <ul class="rs-list">
            {story.cars.map((c) => {
              const { gave, got } = hitsOf(story, c.carId);
              const out = outLine(c);
              return (
                <li key={c.carId} class="break">
                  <strong>{c.name}</strong>: dealt {c.dealt}, took {c.taken}
                  {gave ? `; hit ${gave}` : ''}
                  {got ? `; hit by ${got}` : ''}
                  {out ? `. ${out}` : ''}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {story.turning.length > 0 && (
        <>
          <h3>Turning points</h3>
          <ol class="rs-list">
            {story.turning.map((t) => (
              <li key={t.index} class="break">
                Round {t.round}: {t.row} ({t.what})
              </li>
            ))}
          </ol>
        </>
      )}
      {!charts && <p>No tracker to chart in {story.systemName}: the log holds the game.</p>}
    </section>
  );
}
