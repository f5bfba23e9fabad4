import { defineKit } from '.';

export default defineKit({
  rules: () => import('../rules/freeplay').then((m) => m.default),
  fixture: 'game-v1.json',
});
