import { defineKit } from '.';

export default defineKit({
  rules: () => import('../rules/dirty-wheels').then((m) => m.default),
  fixture: 'dirty-wheels-v1.json',
});
