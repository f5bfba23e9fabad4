import { defineKit } from '.';

export default defineKit({
  rules: () => import('../rules/car-cult-d20').then((m) => m.default),
  fixture: 'car-cult-d20-v1.json',
});
