import type { Migration } from 'payload'

export declare const sqliteMigrations: Migration[]
export declare const postgresMigrations: Migration[]
