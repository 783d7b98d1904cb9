import * as migration_20261122_051536_initial from './20261122_051536_initial';
import * as migration_20261122_094726_content from './20261122_094726_content';

export const migrations = [
  {
    up: migration_20261122_051536_initial.up,
    down: migration_20261122_051536_initial.down,
    name: '20261122_051536_initial',
  },
  {
    up: migration_20261122_094726_content.up,
    down: migration_20261122_094726_content.down,
    name: '20261122_094726_content'
  },
];
