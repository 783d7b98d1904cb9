import { afterEach, describe, expect, it, vi } from 'vitest'
import { getEntries, notify, NOTIFICATION_DURATION_MS, toast, TOAST_DURATION_MS } from './toast'

afterEach(() => vi.useRealTimers())

describe('toasts', () => {
  it('keeps a toast 3 s and a notification 4.5 s', () => {
    vi.useFakeTimers()
    expect(TOAST_DURATION_MS).toBe(3000)
    expect(NOTIFICATION_DURATION_MS).toBe(4500)
    toast.warning('请输入您的问题')
    notify('info', 'Updated')
    expect(getEntries().map((e) => e.variant)).toEqual(['toast', 'notification'])
    vi.advanceTimersByTime(2999)
    expect(getEntries()).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(getEntries().map((e) => e.variant)).toEqual(['notification'])
    vi.advanceTimersByTime(1500)
    expect(getEntries()).toEqual([])
  })
})
