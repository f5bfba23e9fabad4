import { defineKit } from '.';

export default defineKit({
  rules: () => import('../rules/road-wolf').then((m) => m.default),
  fixture: 'road-wolf-v1.json',
});
