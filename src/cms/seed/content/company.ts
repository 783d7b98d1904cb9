import type { SeedCompany } from './types'

/** About page: mission, vision, values, founder and milestones 2014–2026 (per the story bible). */
export const company: SeedCompany = {
  mission: {
    zh: '让人工智能跨越语言与行业的边界，把可信、好用的智能带给每一个人。',
    en: "To carry AI across the boundaries of language and industry, putting trustworthy, genuinely useful intelligence within everyone's reach.",
  },
  vision: {
    zh: '成为全球用户与企业信赖的人工智能伙伴，让知识、健康与创造力触手可及。',
    en: 'To be the AI partner that people and businesses around the world rely on, making knowledge, health and creativity available to all.',
  },
  values: {
    zh: [
      {
        title: '求真',
        text: '尊重事实与科学规律，用严谨的研究和可验证的结果说话。',
      },
      {
        title: '向善',
        text: '技术必须服务于人。我们把安全、隐私与责任放在每一项产品决策的首位。',
      },
      {
        title: '开放',
        text: '与高校、开发者和合作伙伴共享能力、共建生态，相信协作能走得更远。',
      },
      {
        title: '长期主义',
        text: '不追逐一时热点，专注打磨核心技术，在真正重要的问题上持续投入。',
      },
    ],
    en: [
      {
        title: 'Rigor',
        text: 'We respect facts and the scientific method, and we let careful research and verifiable results do the talking.',
      },
      {
        title: 'Responsibility',
        text: 'Technology has to serve people. Safety, privacy and accountability come first in every product decision we make.',
      },
      {
        title: 'Openness',
        text: 'We share our capabilities with universities, developers and partners, because we go further when we build together.',
      },
      {
        title: 'Long-Term Thinking',
        text: 'We skip the hype cycles and keep investing in core technology and the problems that truly matter.',
      },
    ],
  },
  founder: {
    name: { zh: '陈知远', en: 'Chen Zhiyuan' },
    title: { zh: '创始人兼首席执行官', en: 'Founder & CEO' },
    bio: {
      zh: '陈知远是天衍智能创始人兼首席执行官，创业前长期从事多语言自然语言处理研究。2014年，他在北京创立天衍智能，以一款多语言翻译引擎起步，带领公司从语言技术走向通用大模型与行业智能。在他的带领下，天衍智能的服务已覆盖200多个国家和地区，用户超过24亿。他始终坚信，人工智能的价值在于让每个人都能平等地获取知识。',
      en: 'Chen Zhiyuan is the founder and CEO of Tianyan AI. A multilingual NLP researcher by training, he founded the company in Beijing in 2014 with a single product, a multilingual translation engine, and has since steered it from language technology to general-purpose large models and industry AI. Under his leadership, Tianyan AI now serves more than 2.4 billion users in over 200 countries and regions. He has always believed that AI matters most when it gives everyone equal access to knowledge.',
    },
    honours: {
      zh: [
        '2016年度全球多语言技术创新人物',
        '2019年度中国人工智能创新人物',
        '2023年度智慧医疗科技领军人物',
        '2025年度数字经济杰出企业家',
      ],
      en: [
        'Global Multilingual Technology Innovator of the Year, 2016',
        'China AI Innovator of the Year, 2019',
        'Smart Healthcare Technology Leader of the Year, 2023',
        'Outstanding Digital Economy Entrepreneur of the Year, 2025',
      ],
    },
  },
  milestones: [
    {
      year: 2014,
      zh: { title: '北京创立', text: '陈知远在北京创立天衍智能，首款产品多语言翻译引擎正式上线。' },
      en: {
        title: 'Founded in Beijing',
        text: 'Chen Zhiyuan founds Tianyan AI in Beijing and launches its first product, a multilingual translation engine.',
      },
    },
    {
      year: 2016,
      zh: { title: '翻译覆盖25种语言', text: '翻译服务支持的语言扩展至25种。' },
      en: {
        title: 'Translation in 25 Languages',
        text: 'Our translation services expand to cover 25 languages.',
      },
    },
    {
      year: 2017,
      zh: { title: '郑州研发中心成立', text: '郑州研发中心正式启用，研发力量进一步壮大。' },
      en: {
        title: 'Zhengzhou R&D Center Opens',
        text: 'Our new Zhengzhou R&D center opens its doors and expands our engineering bench.',
      },
    },
    {
      year: 2018,
      zh: { title: '布局新加坡', text: '新加坡办公室设立，天衍智能开始服务海外客户。' },
      en: {
        title: 'Singapore Office Opens',
        text: 'We open our Singapore office and begin serving customers around the world.',
      },
    },
    {
      year: 2019,
      zh: { title: '进军医疗健康', text: '以医学知识图谱为起点，正式进军医疗健康领域。' },
      en: {
        title: 'Entering Healthcare',
        text: 'We move into healthcare with a purpose-built medical knowledge graph.',
      },
    },
    {
      year: 2021,
      zh: { title: '郑州智算中心上线', text: '郑州智算中心投入运行，为模型研发提供自主算力。' },
      en: {
        title: 'Zhengzhou Computing Center Goes Live',
        text: 'Our Zhengzhou computing center comes online, giving our model research compute of its own.',
      },
    },
    {
      year: 2022,
      zh: { title: '新加坡智算中心上线', text: '新加坡智算中心投入运行，全面支撑海外业务。' },
      en: {
        title: 'Singapore Computing Center Goes Live',
        text: 'Our Singapore computing center comes online to power our international business.',
      },
    },
    {
      year: 2023,
      zh: { title: '天衍通用大模型1.0发布', text: '3月，天衍通用大模型1.0正式发布。' },
      en: {
        title: 'Tianyan General Model 1.0',
        text: 'In March, we release Tianyan General Model 1.0.',
      },
    },
    {
      year: 2023,
      zh: {
        title: '天衍开放实验室成立',
        text: '6月，天衍开放实验室成立，携手高校与开发者共建生态。',
      },
      en: {
        title: 'Tianyan Open AI Lab Founded',
        text: 'In June, we launch the Tianyan Open AI Lab to build alongside universities and developers.',
      },
    },
    {
      year: 2023,
      zh: {
        title: '岐黄中医大模型发布',
        text: '9月，岐黄中医大模型发布，让AI读懂舌象、穴位与方剂。',
      },
      en: {
        title: 'Qihuang TCM Model Launches',
        text: 'In September, the Qihuang TCM Model debuts, bringing AI to tongue diagnosis, acupoints and prescriptions.',
      },
    },
    {
      year: 2023,
      zh: { title: '天衍问答上线', text: '12月，天衍问答应用登陆iOS与Android平台。' },
      en: {
        title: 'Tianyan Answers App Debuts',
        text: 'In December, the Tianyan Answers app arrives on iOS and Android.',
      },
    },
    {
      year: 2024,
      zh: { title: '天衍深度推理发布', text: '4月，天衍深度推理发布，专攻数学、编程与逻辑推理。' },
      en: {
        title: 'Tianyan Reasoning Launches',
        text: 'In April, we introduce Tianyan Reasoning, built for math, coding and logic.',
      },
    },
    {
      year: 2024,
      zh: { title: '智草植物大模型发布', text: '7月，智草植物大模型与智草识植应用同步推出。' },
      en: {
        title: 'Zhicao Model and Plant ID App',
        text: 'In July, the Zhicao Herb & Plant Model launches together with the Zhicao Plant ID app.',
      },
    },
    {
      year: 2024,
      zh: { title: '天衍智能体发布', text: '10月，基于通用大模型打造的天衍智能体正式发布。' },
      en: {
        title: 'Tianyan Agent Launches',
        text: 'In October, we release Tianyan Agent, built on the Tianyan General Model.',
      },
    },
    {
      year: 2025,
      zh: {
        title: '天衍医疗大模型发布',
        text: '3月，天衍医疗大模型发布，覆盖健康咨询、智能导诊与报告解读等场景。',
      },
      en: {
        title: 'Tianyan Medical Model Launches',
        text: 'In March, the Tianyan Medical Model arrives for health consultations, triage, report interpretation and more.',
      },
    },
    {
      year: 2025,
      zh: { title: '通用大模型2.0发布', text: '6月，天衍通用大模型2.0发布，能力全面升级。' },
      en: {
        title: 'General Model 2.0',
        text: 'In June, Tianyan General Model 2.0 delivers a major upgrade across the board.',
      },
    },
    {
      year: 2025,
      zh: { title: '用户突破24亿', text: '9月，用户超过24亿，服务覆盖200多个国家和地区。' },
      en: {
        title: '2.4 Billion Users',
        text: 'In September, we pass 2.4 billion users, with services in more than 200 countries and regions.',
      },
    },
    {
      year: 2026,
      zh: {
        title: '郑州智算中心二期投运',
        text: '1月，郑州智算中心二期建成投运，算力规模再上台阶。',
      },
      en: {
        title: 'Zhengzhou Computing Center Phase II',
        text: 'In January, phase II of our Zhengzhou computing center comes online, taking our compute to the next level.',
      },
    },
    {
      year: 2026,
      zh: { title: '商业报告分析上线', text: '5月，商业报告分析能力上线，首批发布三份区域报告。' },
      en: {
        title: 'Business Report Analysis',
        text: 'In May, we roll out business report analysis, debuting with three regional reports.',
      },
    },
    {
      year: 2026,
      zh: { title: '深耕11个垂直行业', text: '9月，业务覆盖11个垂直行业，行业智能走向纵深。' },
      en: {
        title: 'Eleven Vertical Sectors',
        text: 'In September, our work reaches 11 vertical sectors as industry AI goes deeper.',
      },
    },
  ],
}
