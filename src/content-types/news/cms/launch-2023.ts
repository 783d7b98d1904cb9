import type { SeedArticle } from './launch'

/** Launch articles of 2023 (the content brief), oldest first. */
export const news2023: readonly SeedArticle[] = [
  {
    key: '2023-industry-outlook',
    category: 'industry',
    publishedAt: '2023-01-12T10:00:00+08:00',
    cover: { motif: 'network', hue: 205 },
    zh: {
      title: '2023年展望：大模型从实验室走向千行百业',
      summary:
        '过去几个月，生成式人工智能迅速升温。我们认为，2023年的关键不在参数规模，而在于模型能否真正走进业务流程、解决具体问题。',
      body: [
        {
          paragraph:
            '岁末年初，生成式人工智能成了科技圈最热的话题。对话式应用在短短几周内吸引了大批用户，也让越来越多的企业开始认真思考：大模型到底能为我们做什么？在天衍智能看来，热度之下，行业正在进入一个更务实的阶段，比拼的不再只是谁的模型更大，而是谁能让这些能力在真实场景里稳定落地。',
        },
        { heading: '值得关注的四个趋势' },
        {
          list: [
            '从通用到垂直：金融、医疗、教育等行业对专业知识和可靠性要求更高，将推动行业模型加快落地',
            '从文本到多模态：看懂图片、读懂图表，正在成为办公和内容生产的新标配',
            '从能用到可控：数据安全、内容合规和结果可追溯，将成为企业选型的硬指标',
            '从训练到推理：应用规模一旦扩大，推理成本和响应速度就会成为新的竞争焦点',
          ],
        },
        {
          paragraph:
            '算力依然是绕不开的话题。训练一个可用的大模型，需要长期而稳定的算力投入；应用铺开之后，推理环节的开销往往更加可观。那些较早布局算力基础设施、并持续在模型压缩和任务调度上下功夫的团队，将在这一轮竞争中拥有更大的回旋余地。',
        },
        {
          paragraph:
            '我们也清醒地看到大模型的短板。它有时会“一本正经地胡说八道”，在专业领域，这可不是小问题。基于可信知识的检索增强、必要的人工复核，以及如实告知用户模型能做什么、不能做什么，是大模型进入严肃场景的前提。',
        },
        {
          paragraph:
            '对天衍智能而言，近九年积累的多语言技术、2019年起打磨的医学知识图谱，以及郑州、新加坡两座智算中心，是我们投身这轮变革的底气。2023年，通用大模型将是我们最核心的投入方向，我们会坚持“先场景、后规模”，和客户一起检验每一项能力的真实价值。',
        },
      ],
    },
    en: {
      title: '2023 Outlook: Large Models Move From the Lab Into Industry',
      summary:
        'Generative AI has caught fire in recent months. We think the story of 2023 won’t be parameter counts but whether models can slot into real workflows and solve concrete problems.',
      body: [
        {
          paragraph:
            'Generative AI closed out last year as the most talked-about topic in tech. Conversational apps drew huge audiences almost overnight, and leadership teams everywhere started asking the same question: what can a large model actually do for us? At Tianyan AI, we see the hype giving way to a more practical phase. The race is no longer only about who has the biggest model, but about who can deliver its capabilities reliably where real work happens.',
        },
        { heading: 'Four trends to watch' },
        {
          list: [
            'From general to vertical: finance, healthcare and education demand domain expertise and reliability, which will speed up industry-specific models',
            'From text to multimodal: reading images and charts alongside text is becoming standard for office work and content production',
            'From usable to controllable: data security, content compliance and traceable outputs will become hard requirements for buyers',
            'From training to inference: as usage scales, serving cost and latency become the new battleground',
          ],
        },
        {
          paragraph:
            'Compute remains the elephant in the room. Training a capable model takes sustained, dependable capacity, and once an application takes off, the cost of inference can easily outgrow the training bill. Teams that invested early in infrastructure, and keep investing in model compression and smarter scheduling, will have far more room to maneuver.',
        },
        {
          paragraph:
            'We also see the limits clearly. Large models can still produce confident, fluent answers that are simply wrong, and in specialist fields that is no small flaw. Retrieval over trusted knowledge, human review and honest disclosure of what a model can and cannot do are, in our view, prerequisites for any serious deployment.',
        },
        {
          paragraph:
            'For Tianyan AI, nearly a decade of multilingual language technology, a medical knowledge graph we have refined since 2019 and our computing centers in Zhengzhou and Singapore give us a solid footing. In 2023, our general-purpose model will be our central bet, guided by a simple rule: prove value in real scenarios first, then scale.',
        },
      ],
    },
  },
  {
    key: '2023-general-model-launch',
    category: 'company',
    publishedAt: '2023-03-14T10:00:00+08:00',
    cover: { motif: 'spark', hue: 20 },
    zh: {
      title: '天衍通用大模型1.0正式发布',
      summary:
        '天衍智能正式发布天衍通用大模型1.0，具备中英文问答、营销文案、社交媒体笔记创作和图像理解能力，即日起面向企业客户开放测试。',
      body: [
        {
          paragraph:
            '3月14日，天衍智能在北京正式发布天衍通用大模型1.0。这是公司成立九年来规模最大的一次技术投入，也是我们把多语言理解能力延伸到生成式人工智能的关键一步。新模型依托郑州、新加坡两座智算中心完成训练，即日起面向首批企业客户开放测试。',
        },
        { heading: '四项核心能力' },
        {
          list: [
            '中英文问答：读懂复杂提问，给出条理清晰、有理有据的回答',
            '营销文案：根据产品卖点和目标人群，快速生成多种风格的宣传文案',
            '社交媒体笔记：贴合不同平台的表达习惯，信息量和可读性兼顾',
            '图像理解：看懂图片内容，完成图文问答、图表解读等任务',
          ],
        },
        {
          paragraph:
            '中文方面，模型针对成语、口语和行业术语做了专项优化；英文方面，则沿用了天衍智能在机器翻译领域多年沉淀的语料和评测经验。内部测试显示，与去年底的内部版本相比，1.0版本在中文问答任务上的准确率提升约三成，平均响应时间缩短40%。',
        },
        {
          quote:
            '“我们做了九年语言技术，今天终于可以让机器不只是翻译，而是真正听懂并回应人的问题。1.0只是一个起点。”——天衍智能创始人兼首席执行官陈知远',
        },
        {
          paragraph:
            '安全可控是这次发布的重点之一。上线前，模型经过了多轮内容安全评测；面向企业客户，我们还提供私有化部署、敏感信息过滤和调用日志审计等能力，帮助客户在合规的前提下放心使用大模型。',
        },
        { heading: '如何申请测试' },
        {
          paragraph:
            '即日起，企业客户可通过天衍智能官网申请测试资格，首批名额优先开放给营销、教育和科研领域的合作伙伴。我们将根据测试反馈快速迭代，并计划在年内推出面向个人用户的产品。',
        },
      ],
    },
    en: {
      title: 'Tianyan AI Launches Tianyan General Model 1.0',
      summary:
        'Tianyan AI today released Tianyan General Model 1.0, which handles Chinese and English Q&A, marketing copy, social-media notes and image understanding. Enterprise testing opens today.',
      body: [
        {
          paragraph:
            'On March 14 in Beijing, Tianyan AI unveiled Tianyan General Model 1.0, the largest technology investment in the company’s nine-year history. The model carries the multilingual understanding we have built since 2014 into generative AI. It was trained at our Zhengzhou and Singapore computing centers, and the first round of access opens to enterprise customers today.',
        },
        { heading: 'What it does' },
        {
          list: [
            'Chinese and English Q&A: handles complex questions with structured, well-grounded answers',
            'Marketing copy: turns product features and audience notes into copy in several tones',
            'Social-media notes: writes posts that fit each platform’s style without losing substance',
            'Image understanding: describes pictures, answers questions about them and reads charts',
          ],
        },
        {
          paragraph:
            'For Chinese, the team tuned the model on idioms, colloquial speech and industry jargon. For English, it draws on the corpora and evaluation methods we refined over years of machine translation work. In internal tests, version 1.0 answered Chinese questions about 30% more accurately than our internal build from late last year, and it cut average response time by 40%.',
        },
        {
          quote:
            '“We’ve spent nine years on language technology. Today, machines don’t just translate for people—they understand them and answer back. Version 1.0 is only the beginning.” —Chen Zhiyuan, founder and CEO of Tianyan AI',
        },
        {
          paragraph:
            'Safety and control were central to this release. Before launch, the model went through several rounds of content-safety evaluation. Enterprise customers can choose private deployment, filter sensitive information and audit every call, so they can adopt large models with confidence while staying compliant.',
        },
        { heading: 'Getting access' },
        {
          paragraph:
            'Starting today, businesses can apply for testing through the Tianyan AI website. The first slots go to partners in marketing, education and research. We will iterate quickly on their feedback, and we plan to bring a product for individual users to market later this year.',
        },
      ],
    },
  },
  {
    key: '2023-marketing-copy-tips',
    category: 'article',
    publishedAt: '2023-03-29T14:00:00+08:00',
    cover: { motif: 'chart', hue: 130 },
    zh: {
      title: '营销文案怎么写？用好通用大模型的五个技巧',
      summary:
        '同一个模型，问法不同，写出来的文案可能天差地别。本文结合测试客户的实践，总结了五个马上就能用的技巧。',
      body: [
        {
          paragraph:
            '天衍通用大模型1.0开放测试两周以来，营销文案是企业客户用得最多的场景之一。我们发现，效果好的团队未必用了多复杂的功能，而是更懂得怎样把需求说清楚。下面这些经验都来自测试客户的真实反馈，同样适用于社交媒体笔记等其他写作任务。',
        },
        { heading: '五个实用技巧' },
        {
          list: [
            '先交代背景：写明品牌、产品和目标人群，远比一句“帮我写个文案”管用',
            '给出参考样例：附上一两段认可的旧文案，模型更容易拿捏语气',
            '讲清格式篇幅：标题几个字、正文几段、要不要带话题标签，都提前说好',
            '一次只改一处：对初稿不满意时逐条提意见，比推倒重来更高效',
            '最后人工把关：涉及价格、功效和资质的表述，务必由专人核对',
          ],
        },
        {
          paragraph:
            '以一家区域连锁茶饮品牌为例。他们一开始只输入了“写一条新品推广文案”，结果中规中矩，却没什么记忆点。后来团队补充了新品原料、门店所在城市和目标顾客的年龄段，又附上一条过去的爆款文案，生成的内容立刻有了品牌自己的味道，运营同事稍加润色就能发布。',
        },
        { heading: '让模型先看图' },
        {
          paragraph:
            '不少客户还没发现，模型可以直接“看”图。上传产品图或活动海报，先让模型说说画面里的亮点，再据此撰写文案，图文就能彼此呼应。需要多平台同步发布的团队，还可以让模型基于同一张图，分别写出适合各个平台的版本。',
        },
        {
          paragraph:
            '需要强调的是，大模型是提效的工具，替代不了品牌判断。好文案归根结底来自对用户的理解，模型能做的，是让团队把更多时间花在创意和策略上，而不是一遍遍地抠字眼。',
        },
      ],
    },
    en: {
      title: 'Five Ways to Get Better Marketing Copy From Tianyan General Model',
      summary:
        'The same model can produce wildly different copy depending on how you ask. Drawing on our early enterprise testers, here are five tips you can use today.',
      body: [
        {
          paragraph:
            'In the two weeks since Tianyan General Model 1.0 opened for testing, marketing copy has become one of the most popular uses among enterprise customers. The teams getting the best results aren’t necessarily using advanced features. They’re simply better at explaining what they want. These tips come straight from tester feedback, and they work just as well for social-media notes and other writing tasks.',
        },
        { heading: 'Five practical tips' },
        {
          list: [
            'Set the scene: name the brand, the product and the audience—it beats “write me some copy” every time',
            'Show examples: paste one or two past pieces you liked so the model can pick up your voice',
            'Specify format and length: title length, number of paragraphs, whether to add hashtags',
            'Revise one thing at a time: targeted feedback on a draft works better than starting over',
            'Keep a human in the loop: have someone check every claim about price, benefits or certifications',
          ],
        },
        {
          paragraph:
            'Take a regional tea-drink chain in our testing group. Their first prompt was simply “write a promo for our new drink,” and the result was competent but forgettable. Then the team added the key ingredients, the cities where their stores are, the age range of their customers and one of their best-performing past posts. The new draft sounded like the brand, and the social team only needed a light edit before publishing.',
        },
        { heading: 'Let the model look at your visuals' },
        {
          paragraph:
            'Many testers haven’t noticed yet that the model can read images. Upload a product shot or a campaign poster, ask the model what stands out, then have it write copy based on that description. Text and visuals end up telling the same story. Teams publishing across several platforms can ask for a separate version for each one, all from the same image.',
        },
        {
          paragraph:
            'One caveat matters more than any tip: a large model boosts productivity, but it doesn’t replace brand judgment. Great copy still comes from understanding customers. What the model can do is free your team to spend more time on ideas and strategy, and less time polishing sentences.',
        },
      ],
    },
  },
  {
    key: '2023-open-ai-lab-founded',
    category: 'company',
    publishedAt: '2023-06-08T10:00:00+08:00',
    cover: { motif: 'book', hue: 45 },
    zh: {
      title: '天衍开放实验室成立，携手高校与开发者共建生态',
      summary:
        '天衍智能宣布成立天衍开放实验室，由首席科学家苏念牵头，与高校和开发者社区在模型评测、行业数据和人才培养等方向展开合作。',
      body: [
        {
          paragraph:
            '6月8日，天衍智能宣布成立天衍开放实验室。实验室由首席科学家苏念负责，首批与国内外多所高校的研究团队建立合作，并向开发者社区开放部分模型能力、评测工具和研究数据。我们希望借此让天衍通用大模型的研发更加开放，也让更多研究者参与到前沿问题的探索中来。',
        },
        { heading: '三个重点方向' },
        {
          list: [
            '模型评测：共建中英双语评测基准，覆盖知识问答、逻辑推理和内容安全',
            '行业数据：与合作方一起整理医疗、教育、科研等领域的高质量数据',
            '人才培养：设立联合课题和实习项目，支持青年研究者开展长期研究',
          ],
        },
        {
          paragraph:
            '实验室的研究依托郑州和新加坡两座智算中心开展。合作高校可以申请算力资源，用于模型训练和评测实验；开发者则可以借助实验室提供的接口和工具包，基于通用大模型探索各类应用。在符合数据安全要求的前提下，合作成果将以论文、开源工具或公开数据集的形式回馈社区。',
        },
        {
          quote:
            '“大模型的很多难题，单靠一家公司关起门来是解决不了的。我们希望开放实验室成为一个真正的交流平台，让好问题和好想法在这里相遇。”——天衍智能首席科学家苏念',
        },
        {
          paragraph:
            '在天衍智能的研发体系中，开放实验室承担前沿探索的角色，与产品团队形成互补。实验室的早期研究成果，将优先用于通用大模型的后续迭代，以及公司正在研发的行业大模型。',
        },
        {
          paragraph:
            '即日起，高校研究团队和开发者均可通过官网提交合作申请。实验室每季度还将举办一次开放日，分享最新研究进展，也邀请社区成员来聊聊各自在大模型应用上的实践心得。',
        },
      ],
    },
    en: {
      title: 'Tianyan AI Opens the Tianyan Open AI Lab With Universities and Developers',
      summary:
        'Tianyan AI has founded the Tianyan Open AI Lab. Led by chief scientist Su Nian, it will work with universities and developers on evaluation, industry data and talent development.',
      body: [
        {
          paragraph:
            'On June 8, Tianyan AI launched the Tianyan Open AI Lab, led by chief scientist Su Nian. The lab starts with research partnerships with university teams in China and abroad, and it opens selected model capabilities, evaluation tools and research data to the developer community. Our goal is to make the development of Tianyan General Model more open and to bring more researchers into the hardest problems in the field.',
        },
        { heading: 'Three focus areas' },
        {
          list: [
            'Evaluation: building bilingual Chinese–English benchmarks for knowledge, reasoning and content safety',
            'Industry data: curating high-quality datasets with partners in healthcare, education and research',
            'Talent: joint research projects and internships that support early-career researchers',
          ],
        },
        {
          paragraph:
            'The lab runs on our Zhengzhou and Singapore computing centers. Partner universities can apply for compute for training and evaluation experiments, while developers can build on the general model through the lab’s APIs and toolkits. Results will flow back to the community as papers, open-source tools or public datasets, always within our data-security requirements.',
        },
        {
          quote:
            '“Many of the hard problems in large models can’t be solved by one company working behind closed doors. We want the lab to be a real meeting place, where good questions find good ideas.” —Su Nian, Chief Scientist, Tianyan AI',
        },
        {
          paragraph:
            'Within Tianyan AI’s research organization, the lab will focus on longer-range exploration and complement the work of our product teams. Its early findings will feed directly into future versions of the general model and into the industry models we already have in development.',
        },
        {
          paragraph:
            'Starting today, university teams and developers can apply to partner with the lab through our website. The lab will also host a quarterly open day to share its latest results and to hear directly from the people in the community who are building real applications on large models.',
        },
      ],
    },
  },
  {
    key: '2023-generative-ai-governance',
    category: 'industry',
    publishedAt: '2023-06-20T10:00:00+08:00',
    cover: { motif: 'network', hue: 275 },
    zh: {
      title: '生成式AI监管渐明，合规成企业必修课',
      summary:
        '今年以来，各地对生成式人工智能的治理思路日渐清晰。我们认为，合规不是创新的对立面，而是大模型进入严肃场景的入场券。',
      body: [
        {
          paragraph:
            '生成式人工智能普及的速度，远远超出了多数人的预期，新问题也随之而来：模型生成的内容由谁负责？训练数据中的个人信息如何保护？普通人怎样分辨哪些内容出自机器之手？今年以来，多个国家和地区相继发布征求意见稿或指导原则，行业治理框架正在逐步成形。',
        },
        { heading: '治理思路的几个共同点' },
        {
          list: [
            '分类分级：按应用场景风险高低，提出差异化的管理要求',
            '数据合规：强调训练数据来源合法，重视个人信息和重要数据保护',
            '内容标识：要求对生成内容进行显著标识，方便公众识别',
            '责任明确：服务提供者需建立投诉处理和安全评估机制',
          ],
        },
        {
          paragraph:
            '对企业客户来说，这意味着选型标准正在改变。过去大家更关心模型“聪不聪明”，如今越来越多的采购方会接着追问：数据存在哪里？生成内容能否追溯？出了问题怎么处置？能不能把这些问题答清楚，正在成为大模型服务商的基本功。',
        },
        {
          paragraph:
            '我们并不认为合规会拖慢创新。恰恰相反，清晰的规则能降低企业的试错成本，让医疗、金融、教育这些对可靠性要求更高的行业，更放心地引入大模型。真正的风险在于野蛮生长之后的信任透支，用户一旦失去信任，再好的技术也难以落地。',
        },
        {
          paragraph:
            '在天衍通用大模型的研发中，我们始终把安全评测和数据治理摆在与能力提升同等重要的位置。我们支持私有化部署和调用审计，并通过天衍开放实验室与高校合作研究内容安全评测方法。行业标准日趋完善，我们也愿意把自己的经验拿出来，与同行一起探讨。',
        },
      ],
    },
    en: {
      title: 'As Generative AI Rules Take Shape, Compliance Becomes a Core Skill',
      summary:
        'Policymakers are converging on how to govern generative AI. In our view, compliance isn’t the enemy of innovation—it’s the ticket into serious, high-stakes use cases.',
      body: [
        {
          paragraph:
            'Generative AI has spread faster than almost anyone predicted, and it has brought new questions with it. Who is responsible for what a model writes? How is personal data in training sets protected? How can people tell when content was machine-generated? Since the start of the year, several countries and regions have published draft rules or guiding principles, and a governance framework is starting to take shape.',
        },
        { heading: 'Common threads in the emerging rules' },
        {
          list: [
            'Risk-based tiers: obligations scale with how risky a use case is',
            'Data compliance: training data must be lawfully sourced, with strong protection for personal information',
            'Content labeling: generated content should be clearly marked so the public can recognize it',
            'Clear accountability: providers need complaint handling and security assessments in place',
          ],
        },
        {
          paragraph:
            'For enterprise buyers, this changes the checklist. Not long ago, most people simply asked how smart a model was. Today more procurement teams also ask where their data lives, whether outputs can be traced and what happens when something goes wrong. Answering those questions clearly is quickly becoming a basic requirement for any model provider.',
        },
        {
          paragraph:
            'We don’t believe compliance slows innovation. Clear rules actually lower the cost of experimentation and give sectors that demand high reliability—healthcare, finance, education—the confidence to adopt large models. The real risk is the opposite: a free-for-all that burns through public trust. Once users stop trusting AI, even the best technology struggles to find a home.',
        },
        {
          paragraph:
            'At Tianyan AI, safety evaluation and data governance carry the same weight as raw capability in the development of Tianyan General Model. We support private deployment and call auditing, and through the Tianyan Open AI Lab we are working with universities on better ways to evaluate content safety. As industry standards mature, we look forward to sharing what we have learned with our peers.',
        },
      ],
    },
  },
  {
    key: '2023-bilingual-benchmark-note',
    category: 'article',
    publishedAt: '2023-06-28T15:00:00+08:00',
    cover: { motif: 'book', hue: 240 },
    zh: {
      title: '研究笔记：中英双语评测基准是怎样搭起来的',
      summary:
        '开放实验室成立后的第一项工作，是为大模型搭建一套原生的中英双语评测基准。本文介绍我们的设计思路和初步发现。',
      body: [
        {
          paragraph:
            '评测是大模型研发的“指南针”。现有的不少评测集以英文为主，中文部分往往是翻译过来的，很难反映真实的中文表达习惯。天衍开放实验室成立后，我们与几所合作高校一道，着手搭建一套原生的中英双语评测基准，用来更客观地衡量天衍通用大模型的能力。',
        },
        { heading: '设计原则' },
        {
          list: [
            '原生编写：中英文题目分别由母语作者撰写，不做互译',
            '贴近场景：题目取材于问答、写作、图文理解等真实任务',
            '难度分层：从常识问答到多步推理，由浅入深设置梯度',
            '定期更新：按期替换部分题目，降低模型“背题”的风险',
          ],
        },
        {
          paragraph:
            '首版基准约有一万两千道题，覆盖知识问答、阅读理解、逻辑推理、文案写作和内容安全五大类。写作这类没有标准答案的任务，由多名评审各自独立打分，再取一致意见；评审之间的分歧也会被记录下来，作为后续完善评分规则的依据。',
        },
        { heading: '初步发现' },
        {
          paragraph:
            '用这套基准测试天衍通用大模型1.0，我们看到了几个有意思的现象：模型对中文成语和俗语的理解相当稳定，但遇到需要多步计算的推理题就明显吃力；同一道题的中英文版本，得分也有差距，说明双语能力并不是简单对称的。这些发现已经反馈给模型团队，成为下一阶段的优化重点。',
        },
        {
          paragraph:
            '接下来，实验室计划向合作高校开放部分题目和评测脚本，并邀请更多研究者参与出题和审题。我们相信，一套公开透明、持续更新的评测体系，对整个行业都有价值，而不只是服务于我们自己的模型。',
        },
      ],
    },
    en: {
      title: 'Research Note: How We Built a Bilingual Chinese–English Benchmark',
      summary:
        'The Tianyan Open AI Lab’s first project was a natively bilingual benchmark for large models. Here is how we designed it and what it has taught us so far.',
      body: [
        {
          paragraph:
            'Evaluation is the compass of model development. Yet many popular benchmarks are English-first, and their Chinese sections are often translated, which misses how people actually write and speak in Chinese. Soon after the Tianyan Open AI Lab opened, we began building a natively bilingual benchmark with several partner universities, so we could measure Tianyan General Model more honestly.',
        },
        { heading: 'Design principles' },
        {
          list: [
            'Written natively: Chinese and English items are authored separately by native speakers, never translated',
            'Grounded in real tasks: questions come from Q&A, writing and image-understanding scenarios',
            'Graded difficulty: items range from common-sense questions to multi-step reasoning',
            'Refreshed regularly: part of the set is replaced over time so models can’t simply memorize it',
          ],
        },
        {
          paragraph:
            'The first release contains about 12,000 items across five areas: knowledge Q&A, reading comprehension, logical reasoning, copywriting and content safety. For open-ended tasks like writing, several reviewers score each answer independently and we take their consensus. We also log where reviewers disagree, which shows us where the scoring rubric still needs work.',
        },
        { heading: 'Early findings' },
        {
          paragraph:
            'Running Tianyan General Model 1.0 against the benchmark turned up some interesting patterns. The model handles Chinese idioms and proverbs reliably but struggles with reasoning problems that take several steps of calculation. Scores also differ between the Chinese and English versions of equivalent questions, a reminder that bilingual ability is not simply symmetric. These findings are now priorities for the model team.',
        },
        {
          paragraph:
            'Next, the lab plans to share part of the benchmark and its evaluation scripts with partner universities, and to invite more researchers to write and review items. We believe an open, transparent and continuously updated benchmark is valuable to the whole field, not just to our own models.',
        },
      ],
    },
  },
  {
    key: '2023-inference-efficiency',
    category: 'industry',
    publishedAt: '2023-08-23T10:00:00+08:00',
    cover: { motif: 'chip', hue: 185 },
    zh: {
      title: '算力紧张之下，推理效率成为新的竞争力',
      summary:
        '大模型应用规模快速扩大，算力供给持续吃紧。我们认为，接下来比拼的不只是算力总量，更是每一份算力能创造多少价值。',
      body: [
        {
          paragraph:
            '进入下半年，大模型从发布会走进了越来越多的业务系统，算力需求随之水涨船高。高端计算芯片供应紧张、交付周期拉长，成了不少企业绕不过去的现实难题。和训练相比，推理是一笔长期持续的开销：用户越多、调用越频繁，成本压力就越大。',
        },
        { heading: '提升推理效率的几条路径' },
        {
          list: [
            '模型压缩：通过量化和蒸馏，在精度损失可控的前提下给模型“瘦身”',
            '智能调度：按请求的难易程度，把任务分配给规模合适的模型',
            '缓存复用：缓存高频问题和公共上下文，减少重复计算',
            '软硬协同：针对不同芯片优化算子，提高硬件利用率',
          ],
        },
        {
          paragraph:
            '这些方向上，天衍智能已经有了不少实践。在郑州智算中心，团队通过量化推理和动态批处理，让通用大模型在同等算力下支撑的并发请求数提升了一倍以上；新加坡智算中心则主要承接海外业务，就近服务东南亚客户，减少跨境网络带来的延迟。',
        },
        {
          paragraph:
            '算力布局也在从“集中建设”走向“多地协同”。训练任务可以集中在大规模集群上完成，推理服务则更需要贴近用户和数据。在数据合规要求日益严格的背景下，多地部署还能帮助客户满足数据本地化的要求。',
        },
        {
          paragraph:
            '我们判断，未来一段时间，算力仍将是行业的稀缺资源。谁能用更少的算力提供同样好的服务，谁就能以更低的价格覆盖更多用户，也更有条件把大模型带进医疗、教育等对成本更敏感的领域。',
        },
      ],
    },
    en: {
      title: 'With Compute in Short Supply, Inference Efficiency Is the New Edge',
      summary:
        'Large-model applications are scaling fast and compute remains tight. The next race, we believe, is less about how much compute you own than how much value you get from each unit of it.',
      body: [
        {
          paragraph:
            'In the second half of the year, large models have moved from launch events into production systems, and demand for compute has climbed with them. High-end accelerators are scarce and lead times keep stretching. Unlike training, inference is an ongoing expense: the more users and the more calls, the heavier the bill. For many companies, that has become the most practical limit on what they can deploy.',
        },
        { heading: 'Where efficiency gains come from' },
        {
          list: [
            'Compression: quantization and distillation shrink models with a controlled loss of accuracy',
            'Smart routing: send each request to a model sized for its difficulty',
            'Caching: reuse results for frequent questions and shared context to avoid repeated work',
            'Hardware-aware tuning: optimize kernels for each chip to raise utilization',
          ],
        },
        {
          paragraph:
            'Tianyan AI has put several of these ideas into practice. At our Zhengzhou computing center, quantized inference and dynamic batching have more than doubled the number of concurrent requests the general model can handle on the same hardware. Our Singapore computing center serves international customers, keeping Southeast Asian traffic close to home and cutting cross-border latency.',
        },
        {
          paragraph:
            'Infrastructure strategy is also shifting from building one giant site to coordinating several. Training can stay concentrated on large clusters, but inference works best close to users and their data. As data-protection rules tighten, a multi-site footprint also helps customers meet data-localization requirements without sacrificing performance.',
        },
        {
          paragraph:
            'We expect compute to remain scarce for some time. Whoever can deliver the same quality with less of it can serve more users at lower prices—and will be better placed to bring large models into cost-sensitive fields such as healthcare and education, where every saving reaches patients and students.',
        },
      ],
    },
  },
  {
    key: '2023-qihuang-tcm-launch',
    category: 'company',
    publishedAt: '2023-09-13T10:00:00+08:00',
    cover: { motif: 'leaf', hue: 95 },
    zh: {
      title: '岐黄中医大模型发布，助力中医诊疗数字化',
      summary:
        '天衍智能发布岐黄中医大模型，提供舌诊辅助、穴位查询、方剂解析和中药推荐等能力，帮助中医从业者提升诊疗效率。',
      body: [
        {
          paragraph:
            '9月13日，天衍智能正式发布岐黄中医大模型。这是继天衍通用大模型之后，公司推出的首个行业大模型，也是我们2019年进入医疗健康领域以来的又一重要进展。模型以通用大模型为底座，融合了经典医籍、现代临床文献和公司多年积累的医学知识图谱，面向中医医疗机构和从业者开放合作。',
        },
        { heading: '四大核心能力' },
        {
          list: [
            '舌诊辅助：识别舌色、舌苔、舌形等特征，生成结构化的舌象描述',
            '穴位查询：提供穴位定位、主治和配伍信息，并附图示说明',
            '方剂解析：拆解方剂组成和配伍思路，标注用量与禁忌',
            '中药推荐：结合辨证结果给出参考用药建议，由医生审阅取舍',
          ],
        },
        {
          paragraph:
            '岐黄中医大模型由贺青禾带领团队研发。她是中医师出身，在临床一线工作多年后，转而负责人工智能产品。在她看来，中医讲究辨证论治，知识体系庞大而分散，年轻医生往往要花很多年才能攒下足够的经验，而大模型恰好能在查找知识、梳理思路上帮一把。',
        },
        {
          quote:
            '“岐黄不是要替医生看病，而是做医生身边一位随时可以请教的助手。诊断和处方，最终都由医生说了算。”——岐黄中医大模型负责人贺青禾',
        },
        { heading: '安全放在第一位' },
        {
          paragraph:
            '医疗场景容不得半点马虎。模型凡是涉及诊断和用药的输出，都会标注参考依据，并明确提示仅供专业人员参考。正式发布前，研发团队邀请多位资深中医专家对模型回答逐条评审，还针对配伍禁忌、特殊人群用药等高风险问题设置了专门的安全校验。',
        },
        {
          paragraph:
            '目前，岐黄中医大模型已在部分合作医疗机构开展试点。下一步，我们将与更多中医院和中医药院校携手，在临床辅助、教学培训和基层医疗等场景中持续打磨产品，让优质的中医知识惠及更多患者。',
        },
      ],
    },
    en: {
      title: 'Tianyan AI Launches the Qihuang TCM Model for Traditional Chinese Medicine',
      summary:
        'Tianyan AI has released the Qihuang TCM Model, bringing tongue-diagnosis support, acupoint lookup, prescription analysis and herbal recommendations to TCM practitioners.',
      body: [
        {
          paragraph:
            'On September 13, Tianyan AI launched the Qihuang TCM Model, our first industry model built on Tianyan General Model and our biggest step in healthcare since we entered the field in 2019. It combines classical medical texts, modern clinical literature and the medical knowledge graph we have developed over the years, and it is now open to partnerships with TCM hospitals, clinics and practitioners.',
        },
        { heading: 'Four core capabilities' },
        {
          list: [
            'Tongue diagnosis support: identifies tongue color, coating and shape and produces a structured description',
            'Acupoint lookup: location, indications and common pairings, with illustrated guides',
            'Prescription analysis: breaks down a formula’s ingredients and logic, flagging dosages and contraindications',
            'Herbal recommendations: suggests herbs based on the pattern diagnosis, for the physician to review',
          ],
        },
        {
          paragraph:
            'The model was developed by a team led by He Qinghe, a TCM physician who spent years in clinical practice before moving into AI product leadership. TCM relies on pattern differentiation, and its body of knowledge is vast and scattered; young doctors need years to build real experience. She sees large models as a way to speed up knowledge retrieval and help clinicians organize their reasoning.',
        },
        {
          quote:
            '“Qihuang isn’t here to replace doctors. It’s an assistant they can consult at any moment. Diagnosis and prescriptions always stay in the physician’s hands.” —He Qinghe, Head of the Qihuang TCM Model',
        },
        { heading: 'Safety comes first' },
        {
          paragraph:
            'Medicine leaves no room for carelessness. Every output that touches diagnosis or medication cites its sources and is clearly marked as reference material for professionals. Before launch, senior TCM experts reviewed the model’s answers one by one, and the team added dedicated safety checks for high-risk issues such as incompatible herb combinations and medication for special populations.',
        },
        {
          paragraph:
            'The Qihuang TCM Model is already being piloted at several partner institutions. Next, we will work with more TCM hospitals and universities of Chinese medicine to refine it for clinical support, teaching and primary care, where experienced practitioners are often in short supply.',
        },
      ],
    },
  },
  {
    key: '2023-customer-story-sea-retailer',
    category: 'article',
    publishedAt: '2023-11-08T14:00:00+08:00',
    cover: { motif: 'globe', hue: 160 },
    zh: {
      title: '客户故事：东南亚零售企业的双语内容提速记',
      summary:
        '一家东南亚连锁零售企业借助天衍通用大模型，把新品文案的准备时间从三天缩短到半天，客服团队应对中英文咨询也从容了许多。',
      body: [
        {
          paragraph:
            '这家零售企业在东南亚多个城市经营着上百家门店，顾客里既有本地居民，也有大量华人家庭和外国游客。每逢新品上架或节日促销，运营团队都要用中英文准备商品介绍、门店海报和社交媒体内容，人手常常捉襟见肘，各渠道的说法也很难统一。',
        },
        { heading: '他们遇到的难题' },
        {
          list: [
            '商品多、上新快，写文案和校对占去大量人力',
            '中英文内容由不同同事负责，风格和信息时常对不上',
            '节假日咨询量激增，客服回复速度跟不上',
          ],
        },
        {
          paragraph:
            '今年5月，这家企业开始试用天衍通用大模型。出于数据合规和访问速度的考虑，服务部署在天衍新加坡智算中心。运营团队先把过往的优质文案和品牌用语整理成参考库，再让模型根据商品信息和产品图片，同时写出中英文两版介绍，经专人审核后发布。',
        },
        { heading: '半年后的变化' },
        {
          paragraph:
            '半年下来，新品文案的准备时间从平均三天缩短到半天左右，中英文内容也终于“口径一致”了。客服团队用模型草拟常见问题的答复，高峰时段的平均响应时间缩短了约40%。更重要的是，员工有了更多时间策划活动、琢磨顾客的真实需求。',
        },
        {
          paragraph:
            '这家企业的运营负责人坦言，最初最担心的是机器写出来的东西“不像自己”，而参考库加人工审核的做法很好地打消了这个顾虑。接下来，双方计划把合作延伸到销售数据分析和库存周报自动生成上，让大模型在更多环节派上用场。',
        },
      ],
    },
    en: {
      title: 'Customer Story: How a Southeast Asian Retailer Sped Up Bilingual Content',
      summary:
        'With Tianyan General Model, a Southeast Asian retail chain cut the time to prepare new-product copy from three days to half a day and gave its service team room to breathe.',
      body: [
        {
          paragraph:
            'This retailer runs more than a hundred stores across several Southeast Asian cities. Its shoppers include local families, a large Chinese-speaking community and plenty of tourists. Every product launch or holiday promotion meant writing product descriptions, in-store posters and social posts in both Chinese and English. The operations team was stretched thin, and the messaging often drifted from one channel to the next.',
        },
        { heading: 'The challenge' },
        {
          list: [
            'A large, fast-changing catalog that made writing and proofreading a constant drain',
            'Chinese and English copy handled by different people, with mismatched tone and facts',
            'Holiday spikes in customer inquiries that the service team couldn’t keep up with',
          ],
        },
        {
          paragraph:
            'In May, the company began piloting Tianyan General Model, hosted at our Singapore computing center to meet data requirements and keep latency low. The team first built a reference library of its best past copy and brand terminology. The model then drafted Chinese and English descriptions side by side from product data and photos, and an editor approved each one before it went live.',
        },
        { heading: 'Six months later' },
        {
          paragraph:
            'Preparing copy for a new product now takes about half a day instead of three, and the two languages finally tell the same story. The service team uses the model to draft replies to common questions, cutting average response time at peak hours by about 40%. Just as important, staff have more time to plan campaigns and study what customers actually want.',
        },
        {
          paragraph:
            'The company’s head of operations says the biggest worry at the start was that machine-written copy wouldn’t sound like the brand. The reference library, combined with human review, put that concern to rest. Next, the two teams plan to extend the partnership to sales analysis and automatically generated weekly inventory reports.',
        },
      ],
    },
  },
  {
    key: '2023-tianyan-answers-launch',
    category: 'company',
    publishedAt: '2023-12-12T10:00:00+08:00',
    cover: { motif: 'spark', hue: 330 },
    zh: {
      title: '天衍问答App上线，iOS与安卓同步开放下载',
      summary:
        '天衍智能推出面向个人用户的AI问答应用天衍问答，支持中英文提问、拍照识图和写作辅助，iOS和安卓版本同步上线。',
      body: [
        {
          paragraph:
            '12月12日，天衍智能正式推出个人AI问答应用天衍问答，用户可在iOS和安卓应用商店免费下载。这是天衍通用大模型第一次以独立应用的形式直接走到个人用户身边，也兑现了我们在3月发布通用大模型时许下的承诺：把大模型的能力带给更多普通人。',
        },
        { heading: '天衍问答能做什么' },
        {
          list: [
            '随时提问：学习、工作、生活中的问题，中文英文都能问',
            '拍照识图：拍下题目、图表或身边的物品，直接获得解读',
            '写作帮手：起草邮件、总结文章、润色社交媒体笔记',
            '多轮对话：记得上下文，连续追问也能接得住',
          ],
        },
        {
          paragraph:
            '产品设计上，团队把“好用”放在第一位。首页只有一个输入框，文字、语音、图片三种方式都能提问；回答中涉及的关键事实，会尽量标出信息来源，方便用户自行核实。遇到健康、法律、理财等专业问题，应用会明确提醒用户咨询专业人士，避免误导。',
        },
        {
          quote:
            '“这一年，我们发布了通用大模型，成立了开放实验室，推出了岐黄中医大模型。天衍问答把这些积累汇聚到一个人人都能用的应用里。”——天衍智能创始人兼首席执行官陈知远',
        },
        {
          paragraph:
            '回顾2023年，天衍智能的服务用户已超过10亿，业务深耕6个垂直行业。天衍问答的上线，让我们第一次与个人用户建立起直接联系，用户的每一次提问和反馈，都会帮助模型变得更好。',
        },
        {
          paragraph:
            '天衍问答首发版本先在部分国家和地区上线，更多地区将陆续开放。隐私保护方面，用户可以随时查看和删除自己的对话记录，未经授权，我们不会将个人对话用于任何其他用途。',
        },
      ],
    },
    en: {
      title: 'Tianyan Answers Arrives on iOS and Android',
      summary:
        'Tianyan AI has launched Tianyan Answers, a consumer AI Q&A app that takes questions in Chinese or English, answers from photos and helps with writing. It is available now on iOS and Android.',
      body: [
        {
          paragraph:
            'On December 12, Tianyan AI launched Tianyan Answers, a free AI Q&A app for everyday users, available on iOS and Android. It is the first time Tianyan General Model reaches people directly through an app of its own, and it delivers on the promise we made when the model launched in March: to bring large-model capabilities beyond the enterprise and into everyday life.',
        },
        { heading: 'What you can do with Tianyan Answers' },
        {
          list: [
            'Ask anything: questions about study, work or daily life, in Chinese or English',
            'Snap and ask: photograph a problem, a chart or an object and get an explanation',
            'Write better: draft emails, summarize articles and polish social-media notes',
            'Keep talking: follow-up questions build on the conversation so far',
          ],
        },
        {
          paragraph:
            'The design team put simplicity first. The home screen is a single input box that accepts text, voice or photos. Where answers rely on key facts, the app points to sources whenever possible so users can check for themselves. For health, legal or financial questions, it clearly recommends consulting a qualified professional rather than relying on an AI answer alone.',
        },
        {
          quote:
            '“This year we launched our general model, opened the Open AI Lab and released the Qihuang TCM Model. Tianyan Answers brings all of that together in an app anyone can use.” —Chen Zhiyuan, founder and CEO of Tianyan AI',
        },
        {
          paragraph:
            'As 2023 draws to a close, Tianyan AI’s services reach over 1 billion users and span six vertical sectors. Tianyan Answers gives us, for the first time, a direct relationship with individual users, and every question and every piece of feedback they share will help the model get better.',
        },
        {
          paragraph:
            'The first release is available in selected countries and regions, with more to follow. Privacy is built in: users can review and delete their conversation history at any time, and we never use personal conversations for any purpose they haven’t authorized.',
        },
      ],
    },
  },
]
