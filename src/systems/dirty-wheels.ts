import { defineKit } from '.';

export default defineKit({
  rules: () => import('../rules/dirty-wheels').then((m) => m.default),
  ui: () => import('../ui/systems/dirty-wheels').then((m) => m.ui),
  fixture: 'dirty-wheels-v1.json',
});
