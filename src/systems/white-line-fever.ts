import { defineKit } from '.';

export default defineKit({
  rules: () => import('../rules/white-line-fever').then((m) => m.default),
  fixture: 'white-line-fever-v1.json',
});
