/**
 * One value per server process, however many bundles load the module that
 * asks for it: Next.js bundles the CMS's configuration into each route that
 * reads content, so a module-level `new Thing()` there makes one per bundle.
 * State that must be counted or queued once per process (sign-in failures,
 * saves that must not overlap) lives here under its name.
 */
export function processWide<T>(name: string, create: () => T): T {
  const store = globalThis as Record<symbol, unknown>
  const key = Symbol.for(`tianyan.${name}`)
  if (!(key in store)) store[key] = create()
  return store[key] as T
}
