export type SeedJob = {
  key: string
  department: 'engineering' | 'research' | 'product' | 'marketing' | 'operations'
  location: 'singapore' | 'zhengzhou' | 'beijing' | 'remote'
  employmentType: 'full_time' | 'part_time'
  zh: { title: string; description: string; requirements: string[] }
  en: { title: string; description: string; requirements: string[] }
}

/** Open positions at launch: nine roles across all departments and locations (fictional). */
export const jobs: readonly SeedJob[] = [
  {
    key: 'llm-inference-engineer',
    department: 'engineering',
    location: 'zhengzhou',
    employmentType: 'full_time',
    zh: {
      title: '大模型推理优化工程师',
      description:
        '加入郑州智算中心的推理平台团队，负责天衍通用大模型与天衍深度推理的线上推理服务。你将从算子、显存调度到服务架构全链路优化性能，让每一次调用都更快、更稳、更省。我们的服务触达超过24亿用户，每节省一毫秒，都是实实在在的体验提升。',
      requirements: [
        '计算机、电子或相关专业本科及以上学历，三年以上高性能计算或后端系统开发经验',
        '精通C++或Python，熟悉GPU编程与主流深度学习推理框架',
        '了解量化、KV缓存、投机解码、连续批处理等大模型推理优化技术',
        '具备线上服务性能分析与故障排查经验，能独立定位瓶颈',
        '有千卡级集群或大规模在线服务经验者优先',
      ],
    },
    en: {
      title: 'LLM Inference Engineer',
      description:
        'Join the inference platform team at our Zhengzhou computing center, which serves the Tianyan General Model and Tianyan Reasoning in production. You will tune the entire stack, from kernels and memory scheduling to service architecture, so every request is faster, steadier and cheaper. When your work reaches more than 2.4 billion users, every millisecond counts.',
      requirements: [
        "Bachelor's degree or higher in computer science, electrical engineering or a related field, plus three or more years in high-performance computing or backend systems",
        'Strong C++ or Python skills and hands-on experience with GPU programming and modern inference frameworks',
        'Working knowledge of LLM serving techniques such as quantization, KV caching, speculative decoding and continuous batching',
        'Proven ability to profile production services and track down performance bottlenecks on your own',
        'Experience running thousand-GPU clusters or large-scale online services is a strong plus',
      ],
    },
  },
  {
    key: 'computing-cluster-reliability-engineer',
    department: 'engineering',
    location: 'singapore',
    employmentType: 'full_time',
    zh: {
      title: '智算集群可靠性工程师',
      description:
        '新加坡智算中心承载着天衍智能在海外市场的训练与推理业务。你将负责GPU集群的稳定运行、监控告警与容量规划，并推动自动化运维体系建设。可靠的算力，是我们向200多个国家和地区提供服务的底气。',
      requirements: [
        '计算机或相关专业本科及以上学历，三年以上大规模基础设施运维或SRE经验',
        '熟悉Linux系统、容器编排与高性能网络，了解GPU服务器硬件与驱动',
        '能熟练使用Python或Go编写自动化工具',
        '具备丰富的故障处理与复盘经验，能接受轮岗值班',
        '能以中英文顺畅沟通，可与郑州团队紧密协作',
      ],
    },
    en: {
      title: 'Computing Cluster Reliability Engineer',
      description:
        'Our Singapore computing center powers training and inference for Tianyan AI customers outside China. You will keep its GPU clusters healthy, own monitoring, alerting and capacity planning, and push our operations toward full automation. Dependable compute is what lets us serve customers in more than 200 countries and regions.',
      requirements: [
        "Bachelor's degree in computer science or a related field and three or more years in SRE or large-scale infrastructure",
        'Deep familiarity with Linux, container orchestration and high-performance networking, plus a working knowledge of GPU hardware and drivers',
        'Fluency in Python or Go for building automation tools',
        'A track record of handling incidents calmly, writing thorough postmortems and taking part in an on-call rotation',
        'Professional working proficiency in English and Mandarin for close collaboration with our Zhengzhou team',
      ],
    },
  },
  {
    key: 'multilingual-nlp-researcher',
    department: 'research',
    location: 'beijing',
    employmentType: 'full_time',
    zh: {
      title: '多语言大模型研究员',
      description:
        '多语言能力是天衍智能的起点，也是我们持续投入的方向。你将加入首席科学家苏念带领的研究团队，攻关低资源语言、跨语言迁移与多语言对齐等课题，研究成果将直接落地到天衍通用大模型。你的工作，将让25种语言的用户都能获得同样出色的体验。',
      requirements: [
        '计算机、人工智能、计算语言学等相关专业博士学历，或硕士学历并有同等研究经历',
        '在自然语言处理或机器学习领域的顶级会议或期刊发表过第一作者论文',
        '深入理解Transformer架构及大模型预训练、微调与评测方法',
        '具备扎实的工程能力，能独立完成大规模实验',
        '掌握中英文以外的其他语言者优先',
      ],
    },
    en: {
      title: 'Multilingual LLM Research Scientist',
      description:
        'Multilingual AI is where Tianyan AI began, and it is still at the heart of what we build. On the research team led by our chief scientist, Su Nian, you will tackle low-resource languages, cross-lingual transfer and multilingual alignment, then see your results ship in the Tianyan General Model. The goal: a first-class experience for users in every one of our 25 languages.',
      requirements: [
        "PhD in computer science, AI, computational linguistics or a related field, or a master's degree with equivalent research experience",
        'First-author publications at top-tier NLP or machine learning venues',
        'Deep understanding of Transformer architectures and of how large models are pretrained, fine-tuned and evaluated',
        'Solid engineering skills and the ability to run large-scale experiments independently',
        'Proficiency in a language other than Chinese and English is a plus',
      ],
    },
  },
  {
    key: 'reasoning-research-intern',
    department: 'research',
    location: 'beijing',
    employmentType: 'part_time',
    zh: {
      title: '深度推理研究实习生',
      description:
        '在天衍开放实验室，与天衍深度推理团队一起探索数学、代码与逻辑推理的前沿问题。你将参与推理数据构建、强化学习训练和评测体系设计，并有机会与合作高校联合发表论文。在这里，你将近距离参与大模型研发的全过程。',
      requirements: [
        '计算机、数学、统计或相关专业在读硕士或博士研究生',
        '每周可实习不少于三天，连续实习六个月以上',
        '熟练使用主流深度学习框架，具备扎实的编程能力',
        '对数学推理、程序生成或强化学习有浓厚兴趣',
        '有竞赛获奖经历或相关论文发表者优先',
      ],
    },
    en: {
      title: 'Research Intern, Reasoning',
      description:
        'Work alongside the Tianyan Reasoning team at the Tianyan Open AI Lab on open problems in mathematical, coding and logical reasoning. You will help build reasoning datasets, train models with reinforcement learning and design new evaluations, with a real chance to co-author papers with our university partners. It is a front-row seat to how large models are built.',
      requirements: [
        "Currently enrolled in a master's or PhD program in computer science, mathematics, statistics or a related field",
        'Available at least three days a week for six months or longer',
        'Strong programming skills and experience with a modern deep learning framework',
        'A genuine interest in mathematical reasoning, program synthesis or reinforcement learning',
        'Competition awards or related publications are a plus',
      ],
    },
  },
  {
    key: 'medical-ai-product-manager',
    department: 'product',
    location: 'beijing',
    employmentType: 'full_time',
    zh: {
      title: '医疗AI产品经理',
      description:
        '负责天衍医疗大模型面向医院与健康管理机构的产品规划，覆盖智能导诊、语音病历和报告解读等场景。你将深入临床一线，把医生和患者的真实需求转化为可落地、可衡量的产品方案。好的医疗AI，能让优质医疗资源惠及更多人。',
      requirements: [
        '本科及以上学历，医学、生物医学工程或计算机相关专业优先',
        '三年以上医疗信息化或AI产品经验，主导过完整的从零到一产品项目',
        '熟悉医院业务流程与医疗数据合规要求',
        '具备出色的需求分析、跨团队协调与文档能力',
        '对大模型能力边界有清晰认知，能与算法团队高效协作',
      ],
    },
    en: {
      title: 'Product Manager, Medical AI',
      description:
        'Own the roadmap for the Tianyan Medical Model as it serves hospitals and health management providers, from smart triage and voice medical records to report interpretation. You will spend real time with clinical teams and turn what doctors and patients need into products that ship and show measurable results. Great medical AI puts quality care within reach of far more people.',
      requirements: [
        "Bachelor's degree or higher, ideally in medicine, biomedical engineering or computer science",
        'Three or more years in healthcare IT or AI products, including at least one product taken from zero to launch',
        'Solid knowledge of hospital workflows and healthcare data compliance',
        'Excellent skills in requirements analysis, cross-team coordination and written specifications',
        'A clear-eyed view of what large models can and cannot do, and a knack for working closely with research teams',
      ],
    },
  },
  {
    key: 'agent-product-designer',
    department: 'product',
    location: 'remote',
    employmentType: 'full_time',
    zh: {
      title: '智能体产品设计师',
      description:
        '为天衍智能体和天衍问答设计人与AI协作的全新交互方式。你将与产品、算法团队一起，从用户研究、交互流程到视觉细节，打造清晰、可信、好用的智能体体验。该岗位支持远程办公，需要定期参加线上评审，偶尔到北京总部出差。',
      requirements: [
        '三年以上互联网产品交互或体验设计经验，有移动端与桌面端完整作品',
        '能独立完成用户研究、信息架构、交互原型与高保真视觉设计',
        '对对话式界面和AI产品有深入思考，善于为结果不确定的AI输出设计交互',
        '具备良好的中英文书面表达能力，适应远程异步协作',
        '请在投递时附上作品集',
      ],
    },
    en: {
      title: 'Product Designer, Agent Experiences',
      description:
        'Design new ways for people and AI to work together in Tianyan Agent and the Tianyan Answers app. Partnering with product and research, you will shape everything from user research and flows to the final pixels, creating agent experiences that feel clear, trustworthy and genuinely useful. This is a remote role with regular online design reviews and occasional trips to our Beijing headquarters.',
      requirements: [
        'Three or more years in interaction or UX design, with shipped work on both mobile and desktop',
        'The ability to carry a project from user research and information architecture through prototypes to polished visual design',
        'Thoughtful ideas about conversational interfaces and how to design for outputs that are not fully predictable',
        'Clear written communication in Chinese and English and comfort with remote, asynchronous teamwork',
        'A portfolio submitted with your application',
      ],
    },
  },
  {
    key: 'international-growth-marketing-manager',
    department: 'marketing',
    location: 'singapore',
    employmentType: 'full_time',
    zh: {
      title: '海外增长营销经理',
      description:
        '立足新加坡，负责天衍问答与智草识植在东南亚及更多海外市场的用户增长与品牌推广。你将制定本地化营销策略，统筹投放、内容与合作渠道，并用数据持续优化投入产出。让更多国家的用户认识天衍智能，是这个岗位的使命。',
      requirements: [
        '本科及以上学历，五年以上消费级应用海外市场营销或增长经验',
        '熟悉东南亚主流社交媒体与应用商店生态，有成功的本地化营销案例',
        '数据驱动，能熟练搭建投放分析与归因体系',
        '英语可作为工作语言，会中文或东南亚语言者优先',
        '善于跨时区、跨团队协作，能适应快节奏的工作环境',
      ],
    },
    en: {
      title: 'International Growth Marketing Manager',
      description:
        'From our Singapore office, you will drive user growth and brand awareness for Tianyan Answers and Zhicao Plant ID across Southeast Asia and beyond. You will build localized marketing strategies, run paid, content and partnership channels, and use data to keep improving return on every dollar. Your mission: introduce Tianyan AI to people in many more countries.',
      requirements: [
        "Bachelor's degree and five or more years in international marketing or growth for consumer apps",
        'Deep knowledge of social platforms and app store ecosystems in Southeast Asia, with localized campaigns you can point to',
        'A data-driven mindset and hands-on experience building campaign analytics and attribution',
        'Full professional proficiency in English, with Mandarin or a Southeast Asian language as a plus',
        'Comfort working across time zones and teams in a fast-moving environment',
      ],
    },
  },
  {
    key: 'tcm-content-reviewer',
    department: 'operations',
    location: 'remote',
    employmentType: 'part_time',
    zh: {
      title: '中医药内容审核专家（兼职）',
      description:
        '加入贺青禾带领的岐黄中医大模型团队，以兼职方式审核模型生成的舌诊解读、穴位说明与方剂建议。你将凭借专业判断标注问题、修订表述，帮助模型输出更准确、更安全的中医药知识。每一条审核意见，都会让千年医道在AI时代传承得更稳。',
      requirements: [
        '中医学、中西医结合或中药学专业本科及以上学历',
        '持有执业医师或执业药师资格，具备临床或药学工作经验',
        '熟悉中医诊断学、方剂学与中药学，能准确识别不当表述',
        '每周可投入不少于十小时，支持远程灵活办公',
        '认真细致，具备良好的文字表达能力',
      ],
    },
    en: {
      title: 'TCM Content Reviewer (Part-Time)',
      description:
        'Join the Qihuang TCM Model team, led by He Qinghe, as a part-time reviewer of AI-generated tongue diagnosis readings, acupoint guides and prescription suggestions. You will apply your professional judgment to flag issues and refine wording so the model delivers traditional Chinese medicine knowledge that is accurate and safe. Every review helps carry a centuries-old practice confidently into the age of AI.',
      requirements: [
        "Bachelor's degree or higher in traditional Chinese medicine, integrated Chinese and Western medicine, or Chinese pharmacy",
        'A license to practice as a physician or pharmacist, with clinical or pharmacy experience',
        'Command of TCM diagnostics, formula studies and materia medica, and a sharp eye for misleading claims',
        'Availability of at least ten hours a week, working remotely on a flexible schedule',
        'Meticulous attention to detail and strong writing skills',
      ],
    },
  },
  {
    key: 'enterprise-delivery-manager',
    department: 'operations',
    location: 'zhengzhou',
    employmentType: 'full_time',
    zh: {
      title: '企业客户交付经理',
      description:
        '负责天衍智能企业客户的私有化部署与解决方案交付，服务金融、医疗、教育等行业客户。你将统筹需求调研、部署实施、验收上线与持续运营，确保项目按时、高质量落地。每一个项目的成功落地，都让我们在11个垂直行业中扎得更深。',
      requirements: [
        '本科及以上学历，三年以上企业软件或AI项目交付经验',
        '具备项目管理能力，能协调研发、售前与客户多方资源',
        '了解私有化部署、数据安全与系统集成的基本流程',
        '沟通表达出色，能适应阶段性出差',
        '持有项目管理相关证书者优先',
      ],
    },
    en: {
      title: 'Enterprise Delivery Manager',
      description:
        'Lead private deployments and solution delivery for Tianyan AI enterprise customers in finance, healthcare, education and more. You will own each project end to end, from discovery and rollout to acceptance and ongoing operations, making sure it lands on time and to a high standard. Project by project, you will help us go deeper across our 11 vertical sectors.',
      requirements: [
        "Bachelor's degree and three or more years delivering enterprise software or AI projects",
        'Strong project management skills and the ability to align engineering, presales and customer stakeholders',
        'A working understanding of private deployment, data security and system integration',
        'Excellent communication skills and willingness to travel for project phases',
        'A project management certification is a plus',
      ],
    },
  },
]
