/** The player's settings, stored in IndexedDB. Its own module: the start page reads them before app-state loads. */
export interface Settings {
  keepAwake: boolean;
  haptics: boolean;
  /** The "keep your games: install Pitwall" hint was dismissed (issue 16). */
  installHintDismissed?: boolean;
}
