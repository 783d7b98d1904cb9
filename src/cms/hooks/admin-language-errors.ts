import type { AfterErrorHook } from 'payload'
import { adminLanguage, type AdminLanguage, type AdminText } from '../admin-text'

const ACCEPTED = {
  zh: 'PNG、JPEG、WebP、AVIF、SVG 图片或 MP4、WebM 视频',
  en: 'PNG, JPEG, WebP, AVIF or SVG images, or MP4 or WebM videos',
}

/**
 * Messages Payload writes in English whatever the editor's language (its
 * upload checks, its summary of invalid fields), each with its wording in
 * both admin languages.
 */
const known: { pattern: RegExp; text: (match: RegExpMatchArray) => AdminText }[] = [
  {
    pattern:
      /^(?:Invalid MIME type: (.+?)\.|File type (.+?) \(from extension .+\) is not allowed\.|Invalid file type(?:: '(.+)')?)$/,
    text: (match) => {
      const type = match[1] ?? match[2] ?? match[3]
      return {
        zh: `不支持这种文件${type ? `（${type}）` : ''}：请上传 ${ACCEPTED.zh}。`,
        en: `This kind of file${type ? ` (${type})` : ''} is not accepted: upload ${ACCEPTED.en}.`,
      }
    },
  },
  {
    pattern: /^SVG file contains potentially harmful content\.$/,
    text: () => ({
      zh: '这个 SVG 文件含有脚本、外部链接等可能有害的内容，不能上传：请导出不含脚本的 SVG，或改传 PNG。',
      en: 'This SVG file holds scripts, outside links or other content that could do harm: export it without scripts, or upload a PNG instead.',
    }),
  },
  {
    pattern: /^(?:Invalid or corrupted .+|Invalid PDF file\.|Could not read uploaded file.*)$/,
    text: () => ({
      zh: '文件已损坏或无法读取：请重新导出后再上传。',
      en: 'The file is damaged or cannot be read: export it again and upload it anew.',
    }),
  },
  {
    pattern: /^(?:Invalid URL|link node failed to validate:.*)$/,
    text: () => ({
      zh: '链接地址无效：请以 https://、http://、mailto:、tel: 或 / 开头。',
      en: 'The link address is not valid: start it with https://, http://, mailto:, tel: or /.',
    }),
  },
  {
    pattern:
      /^(?:Document with ID .+|Global document with slug ".+") is currently locked by another user and cannot be modified\.$/,
    text: () => ({
      zh: '没有保存：另一位编辑正在编辑这一项。请等对方离开，或在提示中选择“接管”后再保存。',
      en: 'Not saved: another editor is editing this item. Wait until they leave it, or take it over in the prompt, then save.',
    }),
  },
  {
    pattern: /^The following fields? (?:is|are) invalid(?: \(\d+\))?:\s*(.*)$/,
    text: (match) => ({
      zh: `以下字段需要修改：${match[1] ?? ''}`,
      en: `These fields need a change: ${match[1] ?? ''}`,
    }),
  },
]

/** A message of Payload's in the admin's language; other messages as they are. */
export function inLanguage(message: string, language: AdminLanguage): string {
  for (const { pattern, text } of known) {
    const match = message.match(pattern)
    if (match) return text(match)[language]
  }
  return message
}

type ErrorEntry = { message?: unknown; data?: { errors?: { message?: unknown }[] } }

/**
 * Answers a refused request in the editor's language: the messages Payload
 * writes only in English (above) are rewritten, in the summary and at each
 * field. Runs after every other error hook.
 */
export const errorsInAdminLanguage: AfterErrorHook = ({ req, result }) => {
  if (!result || !Array.isArray(result.errors)) return undefined
  const language = adminLanguage(req)
  const translate = (value: unknown): string | undefined =>
    typeof value === 'string' ? inLanguage(value, language) : undefined
  const errors = (result.errors as ErrorEntry[]).map((entry) => ({
    ...entry,
    message: translate(entry.message),
    ...(entry.data && Array.isArray(entry.data.errors)
      ? {
          data: {
            ...entry.data,
            errors: entry.data.errors.map((error) => ({
              ...error,
              message: translate(error.message),
            })),
          },
        }
      : {}),
  }))
  return { response: { ...result, errors, ...wholeMessage(errors) } }
}

/**
 * A refusal that marks no field (a stale save, a medium in use), said whole:
 * the admin's form shows a response's top-level message as it is, but cuts
 * an error's message into a list at its first colon and every comma ("04:
 * 26", one line per clause of an English sentence). A refusal marking
 * fields keeps Payload's list: its fields are marked from it.
 */
export function wholeMessage(errors: ErrorEntry[]): { message?: string } {
  if (errors.length === 0 || errors.some((entry) => Array.isArray(entry.data?.errors))) return {}
  const messages = errors.map((entry) => entry.message).filter((m) => typeof m === 'string')
  return messages.length > 0 ? { message: messages.join(' ') } : {}
}
