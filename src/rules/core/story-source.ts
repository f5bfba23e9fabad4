// Issue 42, the game's story: what a rule system tells the story about its cars. The story itself
// (game/story/story.ts) is generic; each system names the tracker that decides a car, the damage
// it has taken and how it left play. Pure, and read from the shared state only: a face-down token's
// kind is never in it (the journal's state holds commitments), so the story shows what the table saw.
import type { Setup } from './model';

/** The tracker a car's chart draws (hull, damage boxes, speed, a sheet's main tracker). */
export interface StoryTrack {
  /** Its name as the car card says it ("Hull", "Damage", "Speed"). */
  label: string;
  value: number;
  /** The chart's scale: 0 (or `min`) to max. */
  max: number;
  min?: number;
}

export interface StorySource<S> {
  /** The car's tracker now; null while the car is not on the table (not bought, not placed). */
  track(s: S, carId: string, setup: Setup): StoryTrack | null;
  /**
   * Damage the car has taken so far, in the system's own unit (hull lost, boxes ticked); 0 where the
   * rules count none (White Line Fever). A step's damage is the rise of this figure; a fall (repair)
   * is not damage.
   */
  damage(s: S, carId: string, setup: Setup): number;
  /**
   * What the table would mark on the model now ("wrecked", "flipped", "taken over", "left the
   * road"): the story marks the round each first appears. Words, lower case.
   */
  marks(s: S, carId: string, setup: Setup): string[];
  /** Whether the car is out of the game now (wrecked, left the road): its cause is the step that did it. */
  out(s: S, carId: string, setup: Setup): boolean;
  /** The round the state is in; default: the game core's round. */
  round?(s: S): number;
  /**
   * The car that dealt `carId` the damage of a command (or took it out), when the actor the log
   * row names is not it (a ram's target hitting back, a collision's other car); undefined: the
   * actor's car. Null: no car (the road, a correction); `{ name }`: no car of the setup, named
   * ("The enemy", a mission's vehicle).
   */
  dealer?(
    before: S,
    after: S,
    payload: unknown,
    type: string,
    setup: Setup,
    carId: string,
  ): string | null | { name: string } | undefined;
  /** The result as the table's banner says it, once the rules say the game is over; null before. */
  result?(s: S, setup: Setup): string | null;
}
