// Roll-offs with tie re-rolls (WLF W-2, Road Wolf initiative R-5) keep every pass on the sheet,
// so a die typed wrong before a tie can still be changed (issue 9); this names each pass's dice.

/** "", " (tied: roll again)", " (tied again: roll 3)" for passes 0, 1, 2... */
export function rollOffPassLabel(pass: number): string {
  return pass === 0 ? '' : pass === 1 ? ' (tied: roll again)' : ` (tied again: roll ${pass + 1})`;
}
