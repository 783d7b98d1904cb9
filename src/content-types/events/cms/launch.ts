import type { Block } from '@/cms/seed/lexical'

/** An event's text in one language. */
type EventText = {
  title: string
  summary: string
  body: Block[]
  /** Offline events: where, in this language. */
  venue?: string
  city?: string
}

export type SeedEvent = {
  /** Stable, unique key: the seed finds the event again by it. */
  key: string
  /** Days from the site's first start to the day it happens (negative: before), at `time` China time. */
  inDays: number
  time: { start: string; end: string }
  mode: 'offline' | 'online'
  /** The online link, or none for an offline event. */
  link?: string
  registration?: string
  zh: EventText
  en: EventText
}

/** The launch events (fictional), at least two upcoming whenever the site first starts. */
export const launchEvents: readonly SeedEvent[] = [
  {
    key: 'event-tianyan-3-launch',
    inDays: 21,
    time: { start: '14:00', end: '16:30' },
    mode: 'offline',
    registration: 'https://events.tianyan-ai.example.com/tianyan-3',
    zh: {
      title: '天衍 3 发布会',
      summary: '天衍 3 在郑州正式发布：更长的上下文、更稳的推理，以及面向医疗和农业的新能力。',
      venue: '郑州国际会展中心 3 号厅',
      city: '郑州',
      body: [
        { heading: '发布会看点' },
        {
          paragraph:
            '我们将现场演示天衍 3 在长文档问答、多步推理和中医问诊辅助上的表现，并公布开发者计划。',
        },
        { list: ['新模型能力演示', '行业伙伴分享', '开发者计划与价格'] },
        { paragraph: '现场名额有限，请提前报名。发布会全程另有线上直播。' },
      ],
    },
    en: {
      title: 'Tianyan 3 launch',
      summary:
        'Tianyan 3 launches in Zhengzhou: longer context, steadier reasoning, and new abilities for medicine and farming.',
      venue: 'Hall 3, Zhengzhou International Convention Centre',
      city: 'Zhengzhou',
      body: [
        { heading: 'What to expect' },
        {
          paragraph:
            'We will show Tianyan 3 on long-document questions, multi-step reasoning and support for traditional Chinese medicine consultations, and announce the developer programme.',
        },
        {
          list: [
            'Live demos of the new model',
            'Talks by industry partners',
            'Developer programme and pricing',
          ],
        },
        {
          paragraph:
            'Seats are limited: please register ahead. The launch is also streamed online.',
        },
      ],
    },
  },
  {
    key: 'event-tcm-developers-webinar',
    inDays: 35,
    time: { start: '19:30', end: '21:00' },
    mode: 'online',
    link: 'https://live.tianyan-ai.example.com/tcm-webinar',
    registration: 'https://events.tianyan-ai.example.com/tcm-webinar',
    zh: {
      title: '岐黄大模型开发者线上研讨会',
      summary: '面向开发者的线上研讨会：如何用岐黄大模型的接口搭建中医知识问答与辅助问诊应用。',
      body: [
        { heading: '议程' },
        { list: ['岐黄大模型能力与边界', '接口与示例代码讲解', '答疑'] },
        { paragraph: '研讨会在线举行，报名后会收到观看链接。' },
      ],
    },
    en: {
      title: 'Qihuang model developers webinar',
      summary:
        'An online session for developers: building TCM knowledge Q&A and consultation support on the Qihuang model’s API.',
      body: [
        { heading: 'Agenda' },
        {
          list: [
            'What the Qihuang model can and cannot do',
            'The API, with sample code',
            'Questions and answers',
          ],
        },
        { paragraph: 'The webinar is held online; registered attendees receive the link.' },
      ],
    },
  },
  {
    key: 'event-singapore-health-ai-summit',
    inDays: 63,
    time: { start: '09:30', end: '17:00' },
    mode: 'offline',
    zh: {
      title: '新加坡医疗人工智能峰会',
      summary: '天衍智能在新加坡医疗人工智能峰会上分享大模型在基层医疗中的实践。',
      venue: '滨海湾金沙会展中心',
      city: '新加坡',
      body: [
        {
          paragraph:
            '我们的研究团队将介绍天衍在病历整理、随访提醒和健康科普中的落地经验，并在展台演示最新应用。',
        },
      ],
    },
    en: {
      title: 'Singapore Health AI Summit',
      summary:
        'Tianyan AI shares its work with large models in primary care at the Singapore Health AI Summit.',
      venue: 'Marina Bay Sands Expo and Convention Centre',
      city: 'Singapore',
      body: [
        {
          paragraph:
            'Our research team presents what Tianyan has learnt from drafting medical records, follow-up reminders and health education, and demos the latest apps at our stand.',
        },
      ],
    },
  },
  {
    key: 'event-zhengzhou-developer-meetup',
    inDays: -40,
    time: { start: '14:00', end: '17:30' },
    mode: 'offline',
    zh: {
      title: '郑州 AI 开发者见面会',
      summary: '与郑州的开发者面对面交流大模型应用开发的经验与问题。',
      venue: '天衍智能郑州办公室',
      city: '郑州',
      body: [{ paragraph: '见面会已圆满结束，感谢到场的一百多位开发者。演讲资料已发送给报名者。' }],
    },
    en: {
      title: 'Zhengzhou AI developer meet-up',
      summary: 'An afternoon with Zhengzhou’s developers on building apps with large models.',
      venue: 'Tianyan AI Zhengzhou office',
      city: 'Zhengzhou',
      body: [
        {
          paragraph:
            'Thank you to the more than one hundred developers who came. The slides have been sent to everyone who registered.',
        },
      ],
    },
  },
  {
    key: 'event-tianyan-2-livestream',
    inDays: -120,
    time: { start: '20:00', end: '21:00' },
    mode: 'online',
    link: 'https://live.tianyan-ai.example.com/tianyan-2',
    zh: {
      title: '天衍 2 技术分享直播',
      summary: '研究团队在线讲解天衍 2 的训练数据、评测方法与安全措施。',
      body: [{ paragraph: '直播回放可在我们的视频号观看。' }],
    },
    en: {
      title: 'Tianyan 2 tech talk, live',
      summary:
        'The research team explains Tianyan 2’s training data, evaluation and safety measures, online.',
      body: [{ paragraph: 'The recording is on our video channel.' }],
    },
  },
  {
    key: 'event-beijing-ai-forum',
    inDays: -200,
    time: { start: '13:30', end: '17:00' },
    mode: 'offline',
    zh: {
      title: '北京人工智能大会·行业模型分论坛',
      summary: '天衍智能在分论坛上分享行业大模型的落地方法。',
      venue: '国家会议中心',
      city: '北京',
      body: [{ paragraph: '分论坛聚焦行业大模型在医疗、农业和制造中的应用。' }],
    },
    en: {
      title: 'Beijing AI Conference: industry models forum',
      summary:
        'Tianyan AI on putting industry models to work, at a forum of the Beijing AI Conference.',
      venue: 'China National Convention Center',
      city: 'Beijing',
      body: [
        {
          paragraph: 'The forum looked at industry models in medicine, farming and manufacturing.',
        },
      ],
    },
  },
]
