import type { VNode } from 'preact';
import type { LiveGame } from '../../state/app-state';
import type { SheetSource } from '../print/sheet-data';

/**
 * A rule system's own table: its panels and car cards, plus the bottom bar's main button. S is
 * the system's state; its registration below (defineUi) checks it is the state its rules make.
 * The table screen holds SystemUi (S = never): it passes the game's state, which the registration
 * guarantees is that system's. Plain function components: a class component's props would make
 * SystemUi<S> invariant in S.
 */
export interface SystemUi<S = never> {
  /**
   * `ended`: the game is over (issue 40: the table's game.end leaves the system's state as it was,
   * so without it a table whose props did not change kept offering its turn after "Game over").
   */
  Table: (props: { l: LiveGame; s: S; notes: Record<string, string>; ended?: boolean }) => VNode | null;
  Primary?: (props: { s: S }) => VNode | null;
  /** Its part of the printable record sheet (issue 10); absent: names and notes only. */
  sheet?: SheetSource<S>;
  /** What the system calls a car in shared copy ("vehicle" in Road Wolf); absent: "car". */
  carWord?: string;
}
