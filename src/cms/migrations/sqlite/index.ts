import * as migration_20261122_051519_initial from './20261122_051519_initial';
import * as migration_20261122_094723_content from './20261122_094723_content';

export const migrations = [
  {
    up: migration_20261122_051519_initial.up,
    down: migration_20261122_051519_initial.down,
    name: '20261122_051519_initial',
  },
  {
    up: migration_20261122_094723_content.up,
    down: migration_20261122_094723_content.down,
    name: '20261122_094723_content'
  },
];
