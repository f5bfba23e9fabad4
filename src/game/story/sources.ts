// Issue 42: each rule system's StorySource, by system id. Only the story's screen (a lazily
// loaded chunk) imports this, so the table and the start page never load it.

import { ccStory } from '../../rules/car-cult-d20/story';
import type { StorySource } from '../../rules/core/story-source';
import { csStory } from '../../rules/custom/story';
import { dwStory } from '../../rules/dirty-wheels/story';
import { rwStory } from '../../rules/road-wolf/story';
import { wlfStory } from '../../rules/white-line-fever/story';
import type { SystemId } from '../../systems';

const SOURCES: Partial<Record<SystemId, StorySource<never>>> = {
  'white-line-fever': wlfStory,
  'road-wolf': rwStory,
  'dirty-wheels': dwStory,
  'car-cult-d20': ccStory,
  custom: csStory,
};

/** The system's story source; null for free play (no tracker: the rounds, the steps, the result). */
export function storySource(systemId: SystemId): StorySource<unknown> | null {
  return (SOURCES[systemId] as StorySource<unknown> | undefined) ?? null;
}
