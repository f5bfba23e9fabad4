import { defineKit } from '.';

export default defineKit({
  rules: () => import('../rules/custom').then((m) => m.default),
  fixture: 'custom-v1.json',
});
