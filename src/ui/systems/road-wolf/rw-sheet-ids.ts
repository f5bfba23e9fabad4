/** The guided sheets Road Wolf's table opens, and how a card or panel asks for one. */
export type RwSheetId =
  | 'initiative'
  | 'moveEnd'
  | 'ram'
  | 'wipeout'
  | 'melee'
  | 'shoot'
  | 'spikes'
  | 'ambush'
  | 'repair'
  | 'takeover'
  | 'transfer'
  | 'pickUp'
  | 'supplies'
  | 'suppliesToken'
  | 'objectRam'
  | 'cardContact'
  | 'enemyAttack'
  | 'blast'
  | 'replacement'
  | 'trainFight'
  | 'trainRam';
export type OpenSheet = (id: RwSheetId, carId?: string, initial?: Record<string, string>) => void;
