import { defineKit } from '.';

export default defineKit({
  rules: () => import('../rules/road-wolf').then((m) => m.default),
  ui: () => import('../ui/systems/road-wolf').then((m) => m.ui),
  fixture: 'road-wolf-v1.json',
});
