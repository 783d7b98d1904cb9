import { onEmptyPostgres } from './postgres'
import { upgradeSuite } from './upgrade-suite'

onEmptyPostgres('Upgrading a PostgreSQL database with live content', () =>
  upgradeSuite('PostgreSQL'),
)
