// The committed migrations of both databases, for the start-up hook.
// Plain JavaScript on purpose: the generated PostgreSQL migrations do not
// type-check (Payload's adapter and its drizzle package each bring their own
// copy of drizzle-orm's types), and generated files are not edited by hand.
// migration-lists.d.ts gives this module its type. See docs/decisions/003.
export { migrations as sqliteMigrations } from './migrations/sqlite/index'
export { migrations as postgresMigrations } from './migrations/postgres/index'
