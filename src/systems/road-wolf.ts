import { defineKit } from '.';

export default defineKit({
  rules: () => import('../rules/road-wolf'),
  ui: () => import('../ui/systems/road-wolf'),
  fixture: 'road-wolf-v1.json',
});
