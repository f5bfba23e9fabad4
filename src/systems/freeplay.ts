import { defineKit } from '.';

// No ui: free play uses the table screen's generic car cards.
export default defineKit({
  rules: () => import('../rules/freeplay').then((m) => m.default),
  fixture: 'game-v1.json',
});
