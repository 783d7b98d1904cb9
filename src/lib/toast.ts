/**
 * Toasts and notifications (specification constants): a toast lasts 3 s and
 * sits 8 px from the top; a notification lasts 4.5 s, sits 24 px from the top and right edges
 * and is 384 px wide. `<Toaster>` renders what is published here.
 */
export const TOAST_DURATION_MS = 3000
export const TOAST_TOP_PX = 8
export const NOTIFICATION_DURATION_MS = 4500
export const NOTIFICATION_EDGE_PX = 24
export const NOTIFICATION_WIDTH_PX = 384

export type ToastKind = 'info' | 'success' | 'warning' | 'error'

export type ToastEntry = {
  id: number
  variant: 'toast' | 'notification'
  kind: ToastKind
  title: string
  description?: string
}

type Listener = (entries: readonly ToastEntry[]) => void

let entries: readonly ToastEntry[] = []
let nextId = 1
const listeners = new Set<Listener>()

function emit() {
  for (const listener of listeners) listener(entries)
}

function add(entry: Omit<ToastEntry, 'id'>, duration: number): number {
  const id = nextId++
  entries = [...entries, { ...entry, id }]
  emit()
  setTimeout(() => dismiss(id), duration)
  return id
}

export function dismiss(id: number): void {
  entries = entries.filter((entry) => entry.id !== id)
  emit()
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getEntries(): readonly ToastEntry[] {
  return entries
}

export const toast = {
  show: (kind: ToastKind, title: string) =>
    add({ variant: 'toast', kind, title }, TOAST_DURATION_MS),
  warning: (title: string) => add({ variant: 'toast', kind: 'warning', title }, TOAST_DURATION_MS),
  error: (title: string) => add({ variant: 'toast', kind: 'error', title }, TOAST_DURATION_MS),
}

export const notify = (kind: ToastKind, title: string, description?: string) =>
  add({ variant: 'notification', kind, title, description }, NOTIFICATION_DURATION_MS)
