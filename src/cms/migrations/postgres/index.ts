import * as migration_20261122_051536_initial from './20261122_051536_initial';

export const migrations = [
  {
    up: migration_20261122_051536_initial.up,
    down: migration_20261122_051536_initial.down,
    name: '20261122_051536_initial'
  },
];
