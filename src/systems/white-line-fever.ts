import { defineKit } from '.';

export default defineKit({
  rules: () => import('../rules/white-line-fever').then((m) => m.default),
  ui: () => import('../ui/systems/white-line-fever').then((m) => m.ui),
  fixture: 'white-line-fever-v1.json',
});
