// The B9 house rules at their defaults, for text computed outside a game (the reference's worked
// examples).
import { normaliseHouseRules } from '../core/guards';
import { type CcHouseRules, HOUSE_RULES } from './data';

export const HOUSE_DEFAULTS: CcHouseRules = normaliseHouseRules<CcHouseRules>(HOUSE_RULES, {});
