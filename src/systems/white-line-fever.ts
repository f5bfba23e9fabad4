import { defineKit } from '.';

export default defineKit({
  rules: () => import('../rules/white-line-fever'),
  ui: () => import('../ui/systems/white-line-fever'),
  fixture: 'white-line-fever-v1.json',
});
