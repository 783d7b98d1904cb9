import { cmsSuite } from './cms-suite'
import { onEmptyPostgres } from './postgres'

onEmptyPostgres('CMS and data layer on PostgreSQL', () => cmsSuite('PostgreSQL'))
