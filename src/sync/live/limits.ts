// Issue 31, "bounded everything": what one guest phone may make the host keep or do. Every limit
// is far above what an honest phone reaches at a table and low enough that a hostile one cannot
// take the host phone down. Pure.
import { FRAME_CHARS } from './frames';

export const LIVE_LIMITS = {
  /**
   * Guest phones a game keeps (players + spectators, connected or not). A game has at most 6
   * players (restore()'s SetupSchema), so 16 leaves room for 10 watchers; the phones list every
   * phone is sent stays ~3 KB.
   */
  peers: 16,
  /** hello messages on one link: an honest phone sends one each time its link opens. */
  hellosPerLink: 4,
  /**
   * Decisions kept per phone, newest last (a window), far more than the proposals one hello may
   * carry, so a hello resent with the same queue is still answered from the table; an older
   * proposal that was accepted is still found in the journal (decide() looks from its `seen`).
   */
  decidedPerPhone: 512,
  /**
   * Proposals one hello may carry (the rest of an offline queue waits for the next hello). Issue
   * 39: each the host has not decided yet costs what a 'propose' does, so no more than the burst: a
   * phone back from a blip of two seconds or more has its whole burst, and a hello that is over it
   * is dropped (TOO_FAST). Those it decided before the blip are answered again for nothing.
   */
  helloPending: 40,
  /** Proposals per second per phone, with a burst: a player taps a few times a second at most. */
  proposalsPerSecond: 20,
  proposalBurst: 40,
  /**
   * Heads, resyncs and seat claims per second per phone, with a burst. An honest phone sends one
   * head per batch of the host's entries (so at most as often as the whole table changes the game)
   * and a seat claim when its player taps; each of these makes the host send to every phone.
   */
  chatterPerSecond: 50,
  chatterBurst: 200,
  /** A resync makes the host send the journal again from the phone's head: ten heads' worth. */
  resyncCost: 10,
  /**
   * The largest journal entry a guest may propose, serialized. The largest command in the
   * fixtures (tests/fixtures) is 251 characters (wlf.fire); the largest the reducers accept by
   * their own limits is a road deck shuffle of 1,000 positions (~4,000 characters). 16,000 is four
   * times that and one data channel frame (FRAME_CHARS), the most a browser sends in one message.
   */
  entryChars: FRAME_CHARS,
  /** Strings and lists inside a payload (car.note's 500 characters and the 1,000-card shuffle fit). */
  payloadString: 1_000,
  payloadList: 1_000,
  payloadKeys: 64,
  payloadDepth: 8,
  /** A guided roll a phone has open (messages.ts Rolling): its key and its title. */
  rollingKey: 120,
  rollingTitle: 80,
  /**
   * Issue 40: the questions an open sheet asks of other players (Rolling.asks), and what each may
   * carry: a label, a choice's options, a pool's dice. Road Wolf's largest sheet asks six.
   */
  asks: 24,
  askLabel: 120,
  askOptions: 12,
  askDice: 40,
  /** Issue 32: face-down tokens in one hand-over of a seat's kinds (a game has a few dozen). */
  heldTokens: 500,
  /** A refusal's words kept per decision (the guest shows at most 500). */
  reasonChars: 500,
  /**
   * The largest message a guest may send the host (frames reassembled): a hello with a long
   * offline queue of entries at the size limit (the host reads helloPending of them; a guest sends
   * its whole queue), 256 × 16,000 ≈ 4.1 M characters, rounded up.
   */
  guestMessageChars: 4_200_000,
  /** Phones dropped for a limit, as the host's strip lists them (newest kept). */
  droppedShown: 5,
} as const;
