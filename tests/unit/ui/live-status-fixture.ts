// A live status as session.ts publishes it, for tests of what a phone shows in live play: a host
// phone seated as Ann with nothing waiting, changed by `over`.
import type { LiveStatus } from '../../../src/ui/live/live-status';

export const liveStatusOf = (over: Partial<LiveStatus> = {}): LiveStatus => ({
  role: 'host',
  self: null,
  gameId: 'g',
  me: 'ann',
  asked: true,
  link: 'open',
  host: { player: 'ann', head: 3 },
  peers: [],
  head: 3,
  resyncing: false,
  broken: null,
  pending: [],
  heldElsewhere: 0,
  held: [],
  seatRefused: null,
  ended: false,
  droppedPhones: [],
  seatRequests: [],
  ...over,
});
