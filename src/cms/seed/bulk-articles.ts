import type { Block } from './lexical'
import type { CoverMotif } from './content/types'
import type { ArticleText, SeedArticle } from '@/content-types/news/cms/launch'
import { NEWS_TITLE_MAX, newsCategories } from '@/content-types/news/content/model'

/**
 * Generated news articles for an archive of any size (npm run seed:bulk):
 * deterministic from a seed, bilingual, of natural length, spread over the
 * years since 2014. Each article is a template filled with a product, a
 * place, a partner and a topic drawn from the seed, in both languages.
 */

type Pair = { zh: string; en: string }

const products: Pair[] = [
  { zh: '天衍问答', en: 'Tianyan Answers' },
  { zh: '天衍推理', en: 'Tianyan Reasoning' },
  { zh: '天衍代码', en: 'Tianyan Code' },
  { zh: '天衍医疗', en: 'Tianyan Health' },
  { zh: '天衍翻译', en: 'Tianyan Translate' },
  { zh: '天衍语音', en: 'Tianyan Voice' },
  { zh: '天衍视觉', en: 'Tianyan Vision' },
  { zh: '天衍知识库', en: 'Tianyan Knowledge Base' },
]

const places: Pair[] = [
  { zh: '北京', en: 'Beijing' },
  { zh: '郑州', en: 'Zhengzhou' },
  { zh: '新加坡', en: 'Singapore' },
  { zh: '上海', en: 'Shanghai' },
  { zh: '深圳', en: 'Shenzhen' },
  { zh: '杭州', en: 'Hangzhou' },
  { zh: '成都', en: 'Chengdu' },
  { zh: '武汉', en: 'Wuhan' },
]

const partners: Pair[] = [
  { zh: '省人民医院', en: 'the Provincial People’s Hospital' },
  { zh: '一家城市商业银行', en: 'a city commercial bank' },
  { zh: '连锁零售企业', en: 'a national retail chain' },
  { zh: '高校联合实验室', en: 'a university joint lab' },
  { zh: '物流集团', en: 'a logistics group' },
  { zh: '中医药大学', en: 'a university of traditional Chinese medicine' },
  { zh: '汽车制造商', en: 'a car maker' },
  { zh: '在线教育平台', en: 'an online learning platform' },
]

const topics: Pair[] = [
  { zh: '长文本理解', en: 'long-document understanding' },
  { zh: '语音病历', en: 'spoken medical records' },
  { zh: '多语言翻译', en: 'multilingual translation' },
  { zh: '智能客服', en: 'customer service agents' },
  { zh: '代码审查', en: 'code review' },
  { zh: '模型安全评测', en: 'model safety evaluation' },
  { zh: '舌象分析', en: 'tongue image analysis' },
  { zh: '供应链预测', en: 'supply chain forecasting' },
  { zh: '低资源语言', en: 'low-resource languages' },
  { zh: '智算中心调度', en: 'compute centre scheduling' },
  { zh: '合同审阅', en: 'contract review' },
  { zh: '课堂辅导', en: 'classroom tutoring' },
]

type Template = { title: Pair; summary: Pair }

type Slots = { product: Pair; place: Pair; partner: Pair; topic: Pair; number: number }

const fill = (text: string, slots: Slots, language: 'zh' | 'en') =>
  text
    .replaceAll('{product}', slots.product[language])
    .replaceAll('{place}', slots.place[language])
    .replaceAll('{partner}', slots.partner[language])
    .replaceAll('{topic}', slots.topic[language])
    .replaceAll('{number}', String(slots.number))

const templates: Record<(typeof newsCategories)[number], Template[]> = {
  company: [
    {
      title: { zh: '{product}上线{topic}新功能', en: '{product} Adds {topic} for Every User' },
      summary: {
        zh: '{product}今天面向全部用户开放{topic}功能，首批在{place}的{number}家机构已完成试用。',
        en: '{product} now offers {topic} to every user, after {number} organisations in {place} tried it first.',
      },
    },
    {
      title: { zh: '天衍智能与{partner}达成合作', en: 'Tianyan AI Partners with {partner}' },
      summary: {
        zh: '双方将围绕{topic}共建应用，在{place}落地{number}个试点场景。',
        en: 'The two will build {topic} applications together, starting with {number} pilots in {place}.',
      },
    },
    {
      title: { zh: '天衍智能{place}办公室正式启用', en: 'Tianyan AI Opens Its {place} Office' },
      summary: {
        zh: '新办公室可容纳{number}名员工，将负责{topic}方向的研发与客户支持。',
        en: 'The new office seats {number} people and leads research and support for {topic}.',
      },
    },
  ],
  industry: [
    {
      title: { zh: '{place}发布{topic}行业指引', en: '{place} Issues Guidance on {topic}' },
      summary: {
        zh: '指引明确了{topic}应用的数据要求与评测方法，涉及{number}类常见场景。',
        en: 'The guidance sets data and evaluation rules for {topic} across {number} common uses.',
      },
    },
    {
      title: { zh: '{topic}进入规模应用阶段', en: '{topic} Moves into Everyday Use' },
      summary: {
        zh: '调查显示，{place}已有{number}%的受访企业在业务中使用{topic}。',
        en: 'A survey finds {number}% of companies in {place} now use {topic} in their work.',
      },
    },
  ],
  article: [
    {
      title: { zh: '{topic}背后的工程实践', en: 'The Engineering Behind {topic}' },
      summary: {
        zh: '{product}团队分享了{topic}从原型到上线的{number}个关键决定。',
        en: 'The {product} team shares {number} decisions that took {topic} from prototype to launch.',
      },
    },
    {
      title: { zh: '用{product}做好{topic}', en: 'Getting {topic} Right with {product}' },
      summary: {
        zh: '来自{partner}的案例：{number}周内把{topic}用到日常工作中。',
        en: 'A case from {partner}: putting {topic} to daily use within {number} weeks.',
      },
    },
  ],
}

const sentences: Pair[] = [
  {
    zh: '{product}在{topic}上的表现经过了{number}轮内部评测和外部专家复核。',
    en: '{product} went through {number} rounds of internal evaluation and outside review for {topic}.',
  },
  {
    zh: '{partner}的团队参与了需求梳理，并在{place}的真实业务中给出了反馈。',
    en: 'A team from {partner} helped shape the requirements and gave feedback from real work in {place}.',
  },
  {
    zh: '我们把准确率、响应时间和成本放在同一张表里比较，而不是只看单一指标。',
    en: 'We compare accuracy, response time and cost side by side rather than chase a single number.',
  },
  {
    zh: '数据在{place}本地处理，访问记录可以随时审计。',
    en: 'Data is processed in {place}, and every access can be audited at any time.',
  },
  {
    zh: '上线后的第一个月，用户平均每天节省了约{number}分钟。',
    en: 'In the first month after launch, users saved about {number} minutes a day on average.',
  },
  {
    zh: '下一步，我们会把{topic}扩展到更多语言和行业。',
    en: 'Next, we will bring {topic} to more languages and industries.',
  },
  {
    zh: '模型的每一次更新都会先在隔离环境中运行，再逐步放量。',
    en: 'Every model update runs in an isolated environment first and then rolls out step by step.',
  },
  {
    zh: '我们也公开了评测方法，方便同行复现和讨论。',
    en: 'We have also published the evaluation method so that others can reproduce and discuss it.',
  },
]

const headings: Pair[] = [
  { zh: '为什么是现在', en: 'Why now' },
  { zh: '它如何工作', en: 'How it works' },
  { zh: '接下来', en: 'What comes next' },
  { zh: '我们学到了什么', en: 'What we learned' },
]

const listItems: Pair[] = [
  { zh: '支持{number}种常用文件格式', en: 'Support for {number} common file formats' },
  { zh: '回答附带可核对的来源', en: 'Answers cite sources you can check' },
  { zh: '管理员可以设置访问权限', en: 'Administrators control who has access' },
  { zh: '在{place}的数据中心部署', en: 'Deployed in the {place} data centre' },
  { zh: '按用量计费，没有最低消费', en: 'Pay as you go, with no minimum spend' },
]

const motifs: CoverMotif[] = ['network', 'chip', 'globe', 'leaf', 'chart', 'spark', 'book', 'pulse']

/** The generated covers articles reuse: a motif and a hue each. */
export const bulkCovers: { motif: CoverMotif; hue: number }[] = motifs.map((motif, index) => ({
  motif,
  hue: (index * 47 + 200) % 360,
}))

/** A small deterministic random source (mulberry32). */
function random(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  return { next, pick }
}

/** The first moment of the archive: articles are spread from here to `now`. */
export const BULK_FIRST_DATE = Date.UTC(2014, 0, 1)

export type BulkArticle = Omit<SeedArticle, 'zh' | 'en' | 'cover' | 'state'> & {
  state: 'published' | 'draft' | 'scheduled'
  /** Index into bulkCovers. */
  cover: number
  zh?: ArticleText
  en?: ArticleText
}

const smallWords = new Set(['a', 'an', 'and', 'the', 'of', 'for', 'in', 'on', 'to', 'with', 'into'])

/** An English headline in title case: "Getting Code Review Right with Tianyan Code". */
function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, index) =>
      index > 0 && smallWords.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ')
}

const cut = (text: string, max: number) => (text.length <= max ? text : text.slice(0, max).trim())

/** Article `index` of the archive generated from `seed`, dated between 2014 and `now`. */
export function bulkArticle(
  seed: number,
  index: number,
  now: Date,
  image: (cover: number) => number,
): BulkArticle {
  const { next, pick } = random(seed * 1_000_003 + index)
  const category = pick(newsCategories)
  const slots: Slots = {
    product: pick(products),
    place: pick(places),
    partner: pick(partners),
    topic: pick(topics),
    number: 2 + Math.floor(next() * 48),
  }
  const template = pick(templates[category])
  const cover = Math.floor(next() * bulkCovers.length)
  const roll = next()
  const state = roll < 0.01 ? 'scheduled' : roll < 0.03 ? 'draft' : 'published'
  const span = now.getTime() - BULK_FIRST_DATE
  // Scheduled ones up to 60 days ahead; the rest anywhere in the archive's years, on the minute.
  const at =
    state === 'scheduled'
      ? now.getTime() + (1 + next() * 59) * 86_400_000
      : BULK_FIRST_DATE + next() * span
  const publishedAt = new Date(Math.floor(at / 60_000) * 60_000).toISOString()
  const languageRoll = next()
  const only = languageRoll < 0.03 ? 'zh' : languageRoll < 0.05 ? 'en' : undefined
  const paragraphs = Array.from({ length: 3 + Math.floor(next() * 3) }, () =>
    Array.from({ length: 2 + Math.floor(next() * 3) }, () => pick(sentences)),
  )
  const heading = pick(headings)
  const items = [pick(listItems), pick(listItems), pick(listItems)].filter(
    (item, position, all) => all.indexOf(item) === position,
  )
  const text = (language: 'zh' | 'en'): ArticleText => {
    const joiner = language === 'zh' ? '' : ' '
    const paragraph = (group: Pair[]): Block => ({
      paragraph: group.map((sentence) => fill(sentence[language], slots, language)).join(joiner),
    })
    const [first, ...rest] = paragraphs
    return {
      title: cut(
        (language === 'en' ? titleCase : String)(fill(template.title[language], slots, language)),
        NEWS_TITLE_MAX[language],
      ),
      summary: fill(template.summary[language], slots, language),
      body: [
        paragraph(first ?? []),
        { heading: heading[language] },
        ...rest.slice(0, 1).map(paragraph),
        { list: items.map((item) => fill(item[language], slots, language)) },
        { image: image(cover) },
        ...rest.slice(1).map(paragraph),
      ],
    }
  }
  return {
    key: `bulk-${seed}-${index}`,
    category,
    publishedAt,
    state,
    cover,
    ...(only !== 'en' ? { zh: text('zh') } : {}),
    ...(only !== 'zh' ? { en: text('en') } : {}),
  }
}
