import { timeOfDayParts } from '../format';

/**
 * When a log entry or a roll happened, as a narrow column: "06:28" over "AM" (12-hour locales),
 * so a 360 px row keeps its width for the text. Used by the game log and the dice tray's rolls.
 */
export function TimeOfDay({ at, class: cls }: { at: number; class?: string }) {
  const { clock, period } = timeOfDayParts(at);
  return (
    <time class={cls ? `time-of-day ${cls}` : 'time-of-day'} dateTime={new Date(at).toISOString()}>
      <span>{clock}</span>
      {period && (
        <>
          {' '}
          <span>{period}</span>
        </>
      )}
    </time>
  );
}
