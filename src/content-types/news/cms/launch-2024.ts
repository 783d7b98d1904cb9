import type { SeedArticle } from './launch'

/** Launch articles of 2024 (the content brief), oldest first. */
export const news2024: readonly SeedArticle[] = [
  {
    key: '2024-compute-cost-outlook',
    category: 'industry',
    publishedAt: '2024-01-17T10:00:00+08:00',
    cover: { motif: 'chip', hue: 200 },
    zh: {
      title: '算力账怎么算：大模型落地的新课题',
      summary:
        '进入2024年，大模型的竞争正从参数规模转向单位成本与交付效率。结合自家智算中心的运营经验，我们谈谈算力为何成了落地的关键变量。',
      body: [
        {
          paragraph:
            '过去一年，大模型从实验室走进了大量企业的试点项目。但在我们接触的客户里，讨论的重点已经悄然变化：大家不再只问“模型有多大”，而是更关心“回答一个问题要花多少钱、等多久”。算力成本与响应速度，正在决定一个试点能否真正变成日常业务。',
        },
        { heading: '从拼规模到拼效率' },
        {
          paragraph:
            '训练只做一次，推理却天天都在发生。一个拥有数百万日活用户的应用，推理开销往往很快就会超过当初的训练投入。模型压缩、批量调度、缓存复用这些工程手段因此变得格外重要：谁能把单次调用的成本降下来，谁就能把服务铺得更广。',
        },
        {
          paragraph:
            '以天衍智能自身为例，郑州智算中心和新加坡智算中心分别于2021年和2022年投入运行。两地协同调度之后，训练任务可以集中安排在夜间低谷，在线推理则就近分配给用户所在区域，设备利用率提高了，跨境访问的延迟也缩短了。',
        },
        { heading: '我们对2024年的几点判断' },
        {
          list: [
            '推理成本将与准确率一起，成为企业选型时的核心指标',
            '中等规模模型配合行业数据，会在更多场景取代“一个大模型包打天下”',
            '跨地域算力调度与数据合规，需要在架构设计之初就统筹考虑',
            '能效比将成为衡量智算中心的重要指标',
          ],
        },
        { quote: '“模型能力决定上限，工程效率决定能走多远。”——天衍智能首席技术官周明澈' },
        {
          paragraph:
            '算力并非越多越好，关键是用在刀刃上。新的一年，我们会继续打磨两座智算中心的调度体系，把省下来的资源投入推理能力和行业模型的研发，让客户以更低的成本获得更稳定的服务。',
        },
      ],
    },
    en: {
      title: 'Doing the Compute Math: The Next Hurdle for Putting Large Models to Work',
      summary:
        'As 2024 begins, the race in large models is shifting from parameter counts to cost per task and speed of delivery. Drawing on our own computing centers, we look at why compute has become the deciding factor.',
      body: [
        {
          paragraph:
            'Over the past year, large models moved out of the lab and into pilot projects at companies of every size. Yet in our conversations with customers, the question has changed. Fewer people ask how big a model is; more ask what each answer costs and how long it takes. Cost and latency now decide whether a pilot becomes part of everyday operations.',
        },
        { heading: 'From Scale to Efficiency' },
        {
          paragraph:
            'A model is trained once, but it serves requests every second of every day. For an app with millions of daily users, inference spending quickly outgrows the original training budget. That is why engineering work such as model compression, smarter batching and response caching has become so valuable: whoever lowers the cost of a single call can afford to serve far more people.',
        },
        {
          paragraph:
            'Our own setup shows how this plays out. The Zhengzhou Computing Center came online in 2021, and the Singapore Computing Center followed in 2022. By scheduling the two together, we run heavy training jobs during off-peak hours and route live traffic to the site closest to each user, which raises hardware utilization and trims cross-border latency.',
        },
        { heading: 'What We Expect in 2024' },
        {
          list: [
            'Inference cost will sit next to accuracy as a core criterion when companies choose a model',
            'Mid-sized models tuned on industry data will replace the “one giant model for everything” approach in many settings',
            'Cross-region compute scheduling and data compliance will need to be designed in from day one',
            'Energy efficiency will become a headline metric for every computing center',
          ],
        },
        {
          quote:
            '“Model capability sets the ceiling. Engineering efficiency decides how far you actually get.” — Zhou Mingche, CTO, Tianyan AI',
        },
        {
          paragraph:
            'More compute is not automatically better; what matters is putting it where it counts. This year we will keep refining how our two computing centers share the load and reinvest the savings in reasoning research and industry models, so customers get steadier service at a lower cost.',
        },
      ],
    },
  },
  {
    key: '2024-qihuang-hospital-pilot',
    category: 'article',
    publishedAt: '2024-03-20T14:00:00+08:00',
    cover: { motif: 'pulse', hue: 350 },
    zh: {
      title: '舌诊辅助进诊室：一家医院集团的半年实践',
      summary:
        '岐黄中医大模型发布后，一家省级医院集团率先在中医门诊试用舌诊辅助与处方参考。半年过去，我们回访了项目团队，看看诊室里发生了哪些变化。',
      body: [
        {
          paragraph:
            '2023年9月，天衍智能发布岐黄中医大模型。两个月后，一家省级医院集团在旗下三个院区的中医门诊启动试点，把舌诊辅助、穴位查询和处方参考三项能力接入医生工作站。项目的初衷很朴素：让医生把更多时间留给问诊本身。',
        },
        { heading: '从一张舌象照片说起' },
        {
          paragraph:
            '试点流程并不复杂。患者候诊时，护士在标准光源下拍摄舌象，模型随即描述舌色、舌苔、舌形等要素，并提示可能相关的证候方向。医生接诊时直接参考这份记录，再结合望闻问切作出判断。模型只提供参考，诊断和处方始终由医生决定。',
        },
        {
          paragraph:
            '岐黄中医大模型负责人贺青禾本身就是中医师出身，项目初期她多次到门诊蹲点。团队据此改了界面：结论放在最前面，依据折叠起来，医生需要时再展开。考虑到各地用药习惯不同，处方参考中还会提示常见的加减思路。',
        },
        { heading: '医生们最看重的几点' },
        {
          list: [
            '舌象描述统一规范，复诊时便于前后对比',
            '处方参考附有出处和配伍说明，核对起来心里有数',
            '常用穴位可按病症快速检索，带教时也用得上',
            '所有记录都留在院内系统，数据不出医院',
          ],
        },
        {
          quote:
            '“好的工具不替医生做决定，而是让医生做决定时更有底气。”——岐黄中医大模型负责人贺青禾',
        },
        {
          paragraph:
            '半年下来，参与试点的医生普遍反映，写病历、查资料的时间明显少了，年轻医生更是把它当成随手可翻的“案头书”。下一步，双方计划把试点推广到更多院区，并一起整理一批高质量的舌象标注数据，持续改进模型。',
        },
      ],
    },
    en: {
      title: 'Tongue Diagnosis Goes Digital: Six Months with a Provincial Hospital Group',
      summary:
        'Soon after the Qihuang TCM Model launched, a provincial hospital group began piloting its tongue-diagnosis and prescription tools in TCM clinics. We checked in with the team six months on.',
      body: [
        {
          paragraph:
            'In September 2023, Tianyan AI released the Qihuang TCM Model. Two months later, a provincial hospital group started a pilot in the traditional Chinese medicine clinics of three of its campuses, plugging tongue-diagnosis support, acupoint lookup and prescription references into the physician workstation. The goal was simple: give doctors more time for the consultation itself.',
        },
        { heading: 'It Starts with a Photo' },
        {
          paragraph:
            'The workflow is straightforward. While patients wait, a nurse photographs the tongue under a standard light source. The model describes its color, coating and shape and flags the patterns they may point to. The physician reads this note at the start of the visit and weighs it alongside their own examination. The model only advises; diagnosis and prescribing stay with the doctor.',
        },
        {
          paragraph:
            'He Qinghe, who leads the Qihuang TCM Model, practiced as a TCM physician before moving into AI. She spent days in the clinics early on, and the team reworked the interface based on what she saw: conclusions come first, and the supporting evidence stays folded away until a doctor wants it. Prescription references also suggest common adjustments that reflect regional prescribing habits.',
        },
        { heading: 'What Doctors Value Most' },
        {
          list: [
            'Consistent tongue descriptions that make follow-up visits easy to compare',
            'Prescription references with sources and notes on herb combinations',
            'Fast acupoint search by condition, which also helps when teaching residents',
            'Records that never leave the hospital’s own systems',
          ],
        },
        {
          quote:
            '“A good tool doesn’t make decisions for doctors. It helps them decide with more confidence.” — He Qinghe, Head of the Qihuang TCM Model',
        },
        {
          paragraph:
            'Six months in, doctors in the pilot say they spend noticeably less time writing notes and looking things up, and younger physicians treat the tool as a desk reference they can open at any moment. Next, the two teams plan to extend the pilot to more campuses and build a high-quality set of annotated tongue images to keep improving the model.',
        },
      ],
    },
  },
  {
    key: '2024-reasoning-launch',
    category: 'company',
    publishedAt: '2024-04-16T10:00:00+08:00',
    cover: { motif: 'spark', hue: 30 },
    zh: {
      title: '天衍深度推理发布：先想清楚，再回答',
      summary:
        '天衍智能正式发布天衍深度推理，专攻数学、编程与逻辑推理，还能把推理过程整理成思维导图。即日起在天衍问答应用上线，企业客户可通过接口调用。',
      body: [
        {
          paragraph:
            '4月16日，天衍智能在北京发布天衍深度推理。与追求快速应答的通用模型不同，它会先拆解问题、理清思路、逐步验证，再给出最终答案。无论是一道几何证明题、一段需要排查的代码，还是一个环环相扣的逻辑谜题，它都能把每一步讲明白。',
        },
        { heading: '四项核心能力' },
        {
          list: [
            '数学：覆盖从中学代数到高等数学的常见题型，给出完整推导',
            '编程：阅读、编写与调试代码，定位错误并说明修改理由',
            '逻辑推理：处理多条件约束问题，检验结论是否自洽',
            '思维导图：一键把推理过程整理成结构清晰的导图，方便复习和分享',
          ],
        },
        {
          paragraph:
            '首席科学家苏念介绍，团队在训练中大量使用了可自动验证答案的题目和代码，让模型不仅要“答对”，更要学会“检查自己有没有答对”。内部评测显示，天衍深度推理在多步数学题上的正确率明显高于天衍通用大模型，代码调试任务的一次通过率也大幅提升。',
        },
        {
          quote:
            '“我们希望它像一位耐心的老师，不只告诉你答案，还告诉你答案从哪里来。”——天衍智能创始人兼首席执行官陈知远',
        },
        { heading: '上线与使用' },
        {
          paragraph:
            '即日起，天衍问答应用的iOS和安卓用户在对话框中切换到“深度推理”模式，即可免费体验；企业客户和开发者可通过接口调用，用于教育辅导、科研计算、财务核算等场景。天衍开放实验室也将向合作高校开放评测通道，共同打磨推理能力。',
        },
      ],
    },
    en: {
      title: 'Introducing Tianyan Reasoning: A Model That Thinks Before It Answers',
      summary:
        'Tianyan AI has launched Tianyan Reasoning, a model built for math, coding and logic that can turn its reasoning into a mind map. It is live now in the Tianyan Answers app and available to businesses through our API.',
      body: [
        {
          paragraph:
            'On April 16 in Beijing, Tianyan AI launched Tianyan Reasoning. Where our general model is tuned for quick answers, this one slows down on purpose: it breaks a problem apart, lays out a plan, checks each step and only then commits to an answer. Whether it faces a geometry proof, a buggy function or a tangled logic puzzle, it shows its work from start to finish.',
        },
        { heading: 'What It Does Best' },
        {
          list: [
            'Math: common problem types from high school algebra through university calculus, with full derivations',
            'Coding: reads, writes and debugs code, pinpoints errors and explains every fix',
            'Logic: works through multi-constraint problems and checks that its conclusions hold together',
            'Mind maps: turns the reasoning into a clean, structured map in one tap, ready to review or share',
          ],
        },
        {
          paragraph:
            'Chief Scientist Su Nian says the team trained heavily on problems and code whose answers can be checked automatically, so the model learns not only to get things right but to verify that it has. In internal tests, Tianyan Reasoning solved multi-step math problems far more reliably than the Tianyan General Model and passed noticeably more debugging tasks on the first try.',
        },
        {
          quote:
            '“We want it to be a patient teacher, one that doesn’t just hand you the answer but shows you where the answer comes from.” — Chen Zhiyuan, Founder and CEO, Tianyan AI',
        },
        { heading: 'Availability' },
        {
          paragraph:
            'Starting today, Tianyan Answers users on iOS and Android can switch to Reasoning mode right in the chat box at no cost. Businesses and developers can call the model through our API for tutoring, research computing, financial reconciliation and more. The Tianyan Open AI Lab is also opening an evaluation track to partner universities to help sharpen the model’s reasoning further.',
        },
      ],
    },
  },
  {
    key: '2024-reasoning-tips',
    category: 'article',
    publishedAt: '2024-04-25T15:00:00+08:00',
    cover: { motif: 'book', hue: 260 },
    zh: {
      title: '五个技巧，用好深度推理与思维导图',
      summary:
        '天衍深度推理上线一周多，我们从用户最常问的问题里总结出五个上手技巧，帮你把复杂问题拆得更清楚。',
      body: [
        {
          paragraph:
            '天衍深度推理上线后，不少用户发现：同一道题，换个问法，推理质量可能差别很大。深度推理擅长一步步拆解问题，但前提是它准确理解了你要解决什么。下面这些技巧来自产品团队对大量真实对话的梳理，学习、工作和日常思考都用得上。',
        },
        { heading: '五个上手技巧' },
        {
          list: [
            '把已知条件和目标分开写，先列数据，再说要求什么',
            '题目较长时，先让模型复述题意，确认理解无误再开始推理',
            '调试代码时附上报错信息和运行环境，定位会更准',
            '对结论有疑问，直接追问某一步的依据，不必从头再问',
            '推理结束后点击“生成导图”，把思路整理成可编辑的思维导图',
          ],
        },
        {
          paragraph:
            '最容易被忽略的是第四条。深度推理会保留完整的推理链，你可以针对任意一步追问，比如“第三步为什么能这样变形”。模型会回到这一步重新检查，必要时连带修正后面的结论。比起推倒重来，这样的对话效率更高，也更像在和老师一起讨论问题。',
        },
        { heading: '思维导图怎么用' },
        {
          paragraph:
            '生成的导图以问题为中心，向外展开已知条件、关键步骤和结论，每个节点都能编辑、折叠或展开。学生可以用它整理错题思路，研发人员可以用它记录排查过程，团队讨论方案时，也可以把导图直接分享给同事，当作会议材料。',
        },
        {
          paragraph:
            '需要提醒的是，深度推理思考得更久。简单的查询、翻译或文案写作，用通用模式响应更快。把合适的任务交给合适的模式，才能兼顾速度与质量。我们也会根据大家的反馈持续改进，欢迎在应用内分享你的使用心得。',
        },
      ],
    },
    en: {
      title: 'Five Ways to Get More Out of Tianyan Reasoning and Its Mind Maps',
      summary:
        'Tianyan Reasoning has been live for just over a week. From the questions users ask most, we’ve pulled together five practical tips for breaking hard problems into clear steps.',
      body: [
        {
          paragraph:
            'Since Tianyan Reasoning went live, many users have noticed that the same problem, phrased two different ways, can produce reasoning of very different quality. The model is built to work through a problem step by step, but first it has to understand exactly what you are asking. The tips below come from our product team’s review of real conversations, and they work for study, work and everyday thinking alike.',
        },
        { heading: 'Five Tips to Get Started' },
        {
          list: [
            'Separate what you know from what you want: list the givens first, then state the goal',
            'For long problems, ask the model to restate the question before it starts solving',
            'When debugging, include the error message and details of your runtime environment',
            'If a conclusion looks off, ask about that specific step instead of starting over',
            'When the reasoning is done, tap “Generate mind map” to get an editable outline',
          ],
        },
        {
          paragraph:
            'The fourth tip is the one people miss most often. Tianyan Reasoning keeps its full chain of reasoning, so you can question any single step, for example: “Why can you rearrange the equation that way in step three?” The model revisits that step, checks it again and corrects later conclusions if needed. It’s faster than starting from scratch and feels much more like working through a problem with a teacher.',
        },
        { heading: 'Making the Most of Mind Maps' },
        {
          paragraph:
            'Each map puts the problem at the center and branches out into the givens, the key steps and the conclusion. Every node can be edited, collapsed or expanded. Students use maps to review problems they got wrong, engineers use them to document a debugging session, and teams share them with colleagues as ready-made material for meetings.',
        },
        {
          paragraph:
            'One caveat: Reasoning mode takes longer to think. For quick lookups, translation or copywriting, the standard mode responds faster. Matching the mode to the task gives you the best balance of speed and quality. We’ll keep improving based on your feedback, so tell us how you use it from inside the app.',
        },
      ],
    },
  },
  {
    key: '2024-open-lab-first-year',
    category: 'company',
    publishedAt: '2024-06-12T10:30:00+08:00',
    cover: { motif: 'network', hue: 170 },
    zh: {
      title: '天衍开放实验室成立一周年',
      summary:
        '成立一年来，天衍开放实验室与高校和开发者一起开放评测集、开展联合课题，并推出开发者扶持计划。第二年，实验室将重点投入多语言与推理研究。',
      body: [
        {
          paragraph:
            '2023年6月，天衍智能成立天衍开放实验室，希望把企业的工程能力和高校的研究视野结合起来，让更多人参与到大模型研究中。一年过去，由首席科学家苏念牵头的实验室已与多所高校建立合作，也聚拢了一批活跃的开发者。',
        },
        { heading: '这一年的主要进展' },
        {
          list: [
            '开放多语言理解和中文推理两套评测集，供学术研究免费使用',
            '与合作高校开展十余项联合课题，涉及推理、医疗、植物识别等方向',
            '依托郑州和新加坡两座智算中心，为学生和独立开发者提供算力资助',
            '举办多场线上技术分享，公开课题进展与实验心得',
          ],
        },
        {
          paragraph:
            '天衍深度推理的研发就得益于实验室的合作。高校团队参与构建了大批可自动验证答案的数学与逻辑题，并在模型发布前完成了多轮独立评测。这种研究先行、产品随后的协作方式，让我们在推出新能力时更有把握。',
        },
        {
          paragraph:
            '苏念强调，开放不等于放低标准。实验室公开的每一份数据和评测集都经过严格的来源审查与隐私处理，联合课题的成果也会优先以论文和开源工具的形式回馈学术界。',
        },
        { quote: '“研究不该只发生在一家公司的围墙之内。”——天衍智能首席科学家苏念' },
        { heading: '第二年的计划' },
        {
          paragraph:
            '接下来，实验室将聚焦两个方向：一是借助公司在25种语言上的积累，研究低资源语言的理解与生成；二是继续提升模型在复杂推理上的可靠性。实验室同时宣布扩大开发者扶持计划，欢迎更多高校团队和开发者加入。',
        },
      ],
    },
    en: {
      title: 'Tianyan Open AI Lab Turns One: A Year of Research with Universities',
      summary:
        'In its first year, the Tianyan Open AI Lab released evaluation sets, ran joint projects with universities and launched a developer support program. Year two will focus on multilingual and reasoning research.',
      body: [
        {
          paragraph:
            'In June 2023, Tianyan AI set up the Tianyan Open AI Lab to pair our engineering strength with the research perspective of universities and to open large-model research to more people. One year on, the lab, led by Chief Scientist Su Nian, has partnerships with several universities and an active community of developers around it.',
        },
        { heading: 'Highlights from Year One' },
        {
          list: [
            'Released two evaluation sets, one for multilingual understanding and one for Chinese reasoning, free for academic use',
            'Ran more than ten joint projects with partner universities in reasoning, healthcare and plant recognition',
            'Gave compute grants to students and independent developers, backed by our Zhengzhou and Singapore computing centers',
            'Hosted a series of online tech talks sharing project progress and lessons learned',
          ],
        },
        {
          paragraph:
            'Tianyan Reasoning owes a lot to this work. University teams helped build large sets of math and logic problems with automatically checkable answers, and they ran several rounds of independent evaluation before launch. Doing the research first and the product second gave us real confidence when we shipped the new capability.',
        },
        {
          paragraph:
            'Open doesn’t mean lower standards, Su Nian stresses. Every dataset and benchmark the lab publishes goes through strict provenance checks and privacy review, and results from joint projects go back to the academic community first, as papers and open-source tools.',
        },
        {
          quote:
            '“Research shouldn’t only happen inside one company’s walls.” — Su Nian, Chief Scientist, Tianyan AI',
        },
        { heading: 'Plans for Year Two' },
        {
          paragraph:
            'The lab will now concentrate on two areas. The first builds on the company’s experience across 25 languages to study understanding and generation in low-resource languages. The second continues the work of making complex reasoning more dependable. The lab is also expanding its developer support program and invites more university teams and developers to join.',
        },
      ],
    },
  },
  {
    key: '2024-zhicao-launch',
    category: 'company',
    publishedAt: '2024-07-09T10:00:00+08:00',
    cover: { motif: 'leaf', hue: 115 },
    zh: {
      title: '智草植物大模型发布，智草识植同步上线',
      summary:
        '天衍智能发布智草植物大模型，专注植物与中草药的识别和知识问答；基于该模型的智草识植应用同步登陆iOS与安卓平台。',
      body: [
        {
          paragraph:
            '7月9日，天衍智能发布智草植物大模型。拍下一片叶子、一朵花或一块药材切片，模型就能认出植物种类，并介绍形态特征、分布区域和常见用途。遇到中草药，它还会提示性味归经和常见的易混品种，帮用户分清长得相像的药材。',
        },
        { heading: '从岐黄到智草' },
        {
          paragraph:
            '智草植物大模型的起点，是研发岐黄中医大模型时积累的大量药材资料。在此基础上，团队与天衍开放实验室的合作高校一道，补充了野外植物、园艺花卉和农作物的图像与文献，让模型既懂药材，也认得路边的一草一木。',
        },
        {
          paragraph:
            '基于该模型的智草识植应用同步上线，用户可在iOS和安卓应用商店免费下载。应用支持拍照识别、相册识别和植物百科查询，识别结果一键收藏，慢慢就能攒出一本属于自己的植物图鉴。',
        },
        {
          list: [
            '拍照识别：对准植物拍一张，几秒内给出结果和相似品种',
            '药材鉴别：针对常用中药材，提示关键鉴别特征和易混品',
            '植物百科：查询形态、习性、养护要点和文化典故',
            '个人图鉴：自动记录识别的时间和地点，整理成专属收藏',
          ],
        },
        {
          quote:
            '“中医药的根在草木之间。让更多人认识身边的植物，也是在传承一份知识。”——岐黄中医大模型负责人贺青禾',
        },
        {
          paragraph:
            '天衍智能还将向中药材种植、流通和教学领域的合作伙伴开放智草植物大模型的接口，用于药材质量核验、科普教学等场景。也请用户留意：识别结果仅供参考，涉及食用或药用时，请务必咨询专业人士。',
        },
      ],
    },
    en: {
      title: 'Zhicao Herb & Plant Model Launches Alongside the Zhicao Plant ID App',
      summary:
        'Tianyan AI has released the Zhicao Herb & Plant Model, built to recognize plants and medicinal herbs and answer questions about them. The Zhicao Plant ID app, powered by the model, is out now on iOS and Android.',
      body: [
        {
          paragraph:
            'On July 9, Tianyan AI released the Zhicao Herb & Plant Model. Snap a photo of a leaf, a flower or a slice of dried herb, and the model identifies the species and explains its features, where it grows and how it is commonly used. For medicinal herbs, it also describes their traditional properties and flags look-alike species, so users can tell similar herbs apart.',
        },
        { heading: 'From Qihuang to Zhicao' },
        {
          paragraph:
            'Zhicao grew out of the extensive herbal material we gathered while building the Qihuang TCM Model. Working with partner universities of the Tianyan Open AI Lab, the team then added images and literature on wild plants, garden flowers and crops, so the model knows medicinal herbs as well as it knows the weeds by the roadside.',
        },
        {
          paragraph:
            'The Zhicao Plant ID app, built on the model, launches today as a free download on iOS and Android. It identifies plants from the camera or the photo library, includes a plant encyclopedia and lets users save every result, so over time they build a field guide of their own.',
        },
        {
          list: [
            'Snap to identify: point the camera at a plant and get a match, plus similar species, in seconds',
            'Herb checks: key identification features and common look-alikes for widely used medicinal herbs',
            'Plant encyclopedia: form, habits, care tips and cultural background',
            'Personal field guide: every ID is saved with its time and place',
          ],
        },
        {
          quote:
            '“Chinese medicine is rooted in plants. Helping people recognize what grows around them is one way of passing that knowledge on.” — He Qinghe, Head of the Qihuang TCM Model',
        },
        {
          paragraph:
            'Tianyan AI will also open the Zhicao model’s API to partners in herb cultivation, distribution and education, for uses such as quality checks and science teaching. A reminder for users: identification results are for reference only. Before eating any plant or using it as medicine, always consult a qualified professional.',
        },
      ],
    },
  },
  {
    key: '2024-zhicao-lookalike-herbs',
    category: 'article',
    publishedAt: '2024-07-23T16:00:00+08:00',
    cover: { motif: 'leaf', hue: 75 },
    zh: {
      title: '研究手记：智草如何分辨“长得像”的药材',
      summary:
        '外形相近的药材，是植物识别里最难啃的一类问题。本文介绍智草植物大模型在数据、模型和评测上的几项关键做法。',
      body: [
        {
          paragraph:
            '中药材里，“同名异物”和“同物异名”并不少见，有些药材切片在颜色和纹理上几乎一模一样，经验不足的人很容易看走眼。研发智草植物大模型时，团队把这类易混品种列为重点攻关对象，因为这恰恰是用户最需要帮助的地方。',
        },
        { heading: '数据：先把难题找出来' },
        {
          paragraph:
            '我们先请中药鉴定方面的专业人员梳理出数百组易混药材，再针对每一组收集不同产地、不同炮制方法、不同拍摄条件下的图像。与普通图片相比，这些样本更侧重断面、纹理和细部特征，标注时还会写明专家判断所依据的具体部位。',
        },
        { heading: '模型：既看整体，也看局部' },
        {
          paragraph:
            '仅凭一张整体照片，模型往往只能作出大致判断。因此，智草在识别时会同时关注整体轮廓和局部细节。当两个候选品种的置信度难分高下时，它会主动请用户补拍断面或特定角度的照片，而不是硬给出一个答案。',
        },
        { heading: '评测：别让平均数掩盖问题' },
        {
          list: [
            '易混品种单独建立评测集，不与常见品种混在一起算准确率',
            '引入专家复核，重点抽查模型信心很高却可能出错的结果',
            '在不同光线、背景和设备条件下检验识别是否稳定',
            '定期把用户反馈的误识别案例回流到训练数据中',
          ],
        },
        {
          paragraph:
            '这些工作让我们对模型的边界有了更清醒的认识：在易混品种上，智草已经能给出有价值的参考，但仍然替代不了专业鉴定。我们会继续和天衍开放实验室的合作高校一起扩充样本，也欢迎业内同行交流经验。',
        },
      ],
    },
    en: {
      title: 'Research Notes: How Zhicao Tells Look-Alike Herbs Apart',
      summary:
        'Herbs that look nearly identical are the hardest cases in plant recognition. Here is how the Zhicao Herb & Plant Model handles them in its data, its training and its evaluation.',
      body: [
        {
          paragraph:
            'In the world of medicinal herbs, one name can cover several plants, and one plant can go by several names. Some dried slices look almost identical in color and texture, and people without years of experience mix them up easily. When we built the Zhicao Herb & Plant Model, we made these look-alikes a priority, because they are exactly where users need help most.',
        },
        { heading: 'Data: Find the Hard Cases First' },
        {
          paragraph:
            'We began by asking specialists in herb authentication to compile hundreds of groups of easily confused herbs. For each group we gathered images across regions of origin, processing methods and shooting conditions. These samples focus on cross-sections, grain and fine detail, and each label records which feature the expert relied on to make the call.',
        },
        { heading: 'Model: See the Whole and the Detail' },
        {
          paragraph:
            'A single overall photo often supports only a rough guess, so Zhicao looks at both the overall outline and the local details. When two candidates score too close to call, it asks the user for a photo of a cross-section or a specific angle instead of forcing an answer it can’t stand behind.',
        },
        { heading: 'Evaluation: Don’t Let Averages Hide Problems' },
        {
          list: [
            'Look-alike species get their own test set instead of being averaged in with common ones',
            'Experts review cases where the model is highly confident but might still be wrong',
            'Recognition is tested under different lighting, backgrounds and devices',
            'Misidentifications reported by users flow back into the training data on a regular cycle',
          ],
        },
        {
          paragraph:
            'This work has given us a clearer view of the model’s limits. On look-alike herbs, Zhicao now offers genuinely useful guidance, but it is no substitute for professional authentication. We will keep expanding our samples with partner universities of the Tianyan Open AI Lab, and we welcome colleagues across the field to compare notes.',
        },
      ],
    },
  },
  {
    key: '2024-ai-in-classrooms',
    category: 'industry',
    publishedAt: '2024-07-30T10:00:00+08:00',
    cover: { motif: 'book', hue: 300 },
    zh: {
      title: '大模型进课堂：机会与边界',
      summary:
        '新学期临近，越来越多学校开始尝试在教学中引入大模型。结合服务教育客户的经验，我们谈谈AI在课堂上能做什么、不该做什么。',
      body: [
        {
          paragraph:
            '暑假过半，不少学校已经在为新学期做准备，“教学中要不要用大模型”成了许多教研组的热门话题。从我们服务教育客户的经验来看，大模型最大的价值不在于替学生写作业，而在于帮老师把有限的精力留给最需要的学生。',
        },
        { heading: '大模型能帮上忙的地方' },
        {
          list: [
            '为老师生成分层练习题，并附上解题思路',
            '批改客观题和基础写作，把共性问题汇总给老师',
            '随时为学生答疑，遇到难题时逐步引导，而不是直接给答案',
            '支持多语种学习，在外语课上开展情景对话练习',
          ],
        },
        {
          paragraph:
            '推理类模型的出现，让“讲过程”成为可能。过去学生拿到的往往只是一个答案，现在模型可以一步步展示推导，学生也能就任何一步追问。这更接近一对一辅导，同时也给老师提出了新课题：怎样引导学生自己思考，而不是照抄过程。',
        },
        { heading: '需要守住的边界' },
        {
          paragraph:
            '我们认为，教育场景至少有三条边界要守住：学生数据必须严格保护，不得挪作与教学无关的用途；涉及评价和升学的判断应由老师作出，模型只作参考；面向低龄学生的产品要控制使用时长，并默认开启内容安全过滤。',
        },
        {
          paragraph:
            '技术进课堂急不得。与其追求一步到位的“全面智能化”，不如从一两个具体场景做起，在实践中积累经验、调整规则。天衍智能也会继续与学校和教研机构合作，让大模型成为老师的得力助手，而不是课堂的主角。',
        },
      ],
    },
    en: {
      title: 'Large Models in the Classroom: Where They Help and Where to Draw the Line',
      summary:
        'With a new school year approaching, more schools are trying large models in teaching. Drawing on our work with education customers, we look at what AI can do in the classroom, and what it shouldn’t.',
      body: [
        {
          paragraph:
            'Summer break is half over, and many schools are already planning for the new term. Whether to bring large models into teaching has become a hot topic among teaching teams. From our work with education customers, the biggest value of these models isn’t doing homework for students. It’s helping teachers spend their limited time on the students who need them most.',
        },
        { heading: 'Where Large Models Can Help' },
        {
          list: [
            'Generating differentiated practice problems for teachers, complete with worked solutions',
            'Grading objective questions and basic writing, then summarizing common mistakes for the teacher',
            'Answering students’ questions around the clock, guiding them step by step instead of handing over answers',
            'Supporting language learning with role-play conversations in foreign-language classes',
          ],
        },
        {
          paragraph:
            'Reasoning models make it possible to teach the process, not just the result. Students used to get an answer and little else; now a model can walk through a derivation step by step, and students can question any step along the way. That comes closer to one-on-one tutoring, but it also asks something new of teachers: guiding students to think for themselves rather than copy the steps.',
        },
        { heading: 'Lines Worth Holding' },
        {
          paragraph:
            'In education, we believe at least three lines need to hold. Student data must be strictly protected and never used for purposes unrelated to learning. Judgments tied to grades and admissions belong to teachers, with the model only advising. And products for younger children should limit screen time and switch on content-safety filters by default.',
        },
        {
          paragraph:
            'Bringing technology into the classroom takes patience. Rather than chasing a fully AI-powered school overnight, start with one or two concrete use cases, learn from them and adjust the rules as you go. Tianyan AI will keep working with schools and teaching institutions so that large models become a teacher’s trusted assistant, never the star of the lesson.',
        },
      ],
    },
  },
  {
    key: '2024-agent-launch',
    category: 'company',
    publishedAt: '2024-10-22T10:00:00+08:00',
    cover: { motif: 'network', hue: 240 },
    zh: {
      title: '天衍智能体发布：从“会回答”到“会办事”',
      summary:
        '基于天衍通用大模型打造的天衍智能体正式发布，能理解目标、规划步骤并调用工具完成任务，首批面向财务管理、科研、教育和营销等场景开放。',
      body: [
        {
          paragraph:
            '10月22日，天衍智能在北京发布天衍智能体。它以天衍通用大模型为基础，融合了天衍深度推理的规划能力，不再止步于回答问题：它能理解用户想达成的目标，自行拆分步骤，调用检索、表格、代码执行等工具，在关键节点请用户确认，最终交付完整的成果。',
        },
        { heading: '首批开放的场景' },
        {
          list: [
            '财务管理：汇总多份报表，核对差异，生成月度分析初稿',
            '科研辅助：检索文献、提炼要点，按要求拟出综述提纲',
            '教育：根据教学进度为老师准备课件素材和分层练习',
            '营销内容：为新品撰写营销文案和社交媒体笔记，并按平台调整风格',
          ],
        },
        {
          paragraph:
            '首席技术官周明澈介绍，做智能体最难的不是“能做多少事”，而是“做错了怎么办”。为此，天衍智能体会记录每一步操作，用户可以随时查看、修改或撤回；付款、对外发送等敏感操作，必须经用户明确授权才会执行。',
        },
        {
          quote:
            '“好的智能体应该像一位靠谱的同事：交代清楚就能放心，拿不准的会主动来问。”——天衍智能创始人兼首席执行官陈知远',
        },
        { heading: '面向企业与开发者' },
        {
          paragraph:
            '即日起，企业客户可申请使用天衍智能体，并可选择部署在郑州或新加坡智算中心，以满足不同地区的数据合规要求。天衍问答应用也将在年底前陆续上线智能体功能。目前天衍智能已深耕8个垂直行业，智能体将率先在财务、科研和教育领域落地。',
        },
      ],
    },
    en: {
      title: 'Tianyan Agent Launches: From Answering Questions to Getting Work Done',
      summary:
        'Tianyan Agent, built on the Tianyan General Model, is now available. It understands goals, plans the steps and uses tools to finish the job, starting with finance, research, education and marketing.',
      body: [
        {
          paragraph:
            'On October 22 in Beijing, Tianyan AI launched Tianyan Agent. Built on the Tianyan General Model and drawing on the planning strength of Tianyan Reasoning, it goes beyond answering questions. It grasps what the user wants to achieve, breaks the job into steps, uses tools such as search, spreadsheets and code execution, checks in at key moments and delivers a finished result.',
        },
        { heading: 'Where It Starts' },
        {
          list: [
            'Financial management: consolidates multiple statements, reconciles differences and drafts a monthly analysis',
            'Research: searches the literature, distills key points and outlines a review to your brief',
            'Education: prepares slide materials and tiered exercises that follow the teaching schedule',
            'Marketing: writes launch copy and social-media posts, adjusting the tone for each platform',
          ],
        },
        {
          paragraph:
            'According to CTO Zhou Mingche, the hardest part of building an agent isn’t how much it can do but what happens when it gets something wrong. Tianyan Agent therefore logs every action it takes, and users can review, edit or roll back any step. Sensitive actions, such as making a payment or sending something outside the company, run only with the user’s explicit approval.',
        },
        {
          quote:
            '“A good agent should be like a colleague you can count on: brief it clearly and you can stop worrying, and when it’s unsure, it comes and asks.” — Chen Zhiyuan, Founder and CEO, Tianyan AI',
        },
        { heading: 'For Businesses and Developers' },
        {
          paragraph:
            'Businesses can apply for access starting today and choose deployment in either the Zhengzhou or the Singapore computing center to meet regional data rules. Agent features will also roll out in the Tianyan Answers app before the end of the year. Tianyan AI now serves eight vertical sectors, and the agent will start in three of them: finance, research and education.',
        },
      ],
    },
  },
  {
    key: '2024-trustworthy-ai-review',
    category: 'industry',
    publishedAt: '2024-12-11T10:00:00+08:00',
    cover: { motif: 'globe', hue: 15 },
    zh: {
      title: '年终观察：可信与合规成为大模型必修课',
      summary:
        '回望2024年，大模型在各行各业加速落地，监管与合规要求也日渐清晰。我们梳理了这一年的几个趋势，以及天衍智能的应对思路。',
      body: [
        {
          paragraph:
            '这一年，大模型走出对话框，进入了医院、课堂、财务部门和研究机构。用得越深，人们的要求也越具体：答案从哪里来？数据安不安全？出了错谁来负责？随着多个国家和地区陆续出台或完善人工智能相关规则，“可信”已经从加分项变成了入场券。',
        },
        { heading: '我们观察到的四个趋势' },
        {
          list: [
            '生成内容标识逐渐成为通行要求，用户有权知道哪些内容出自AI',
            '医疗、金融、教育等高风险场景的审慎要求更加明确',
            '数据跨境流动日趋规范，本地化部署需求明显增加',
            '企业客户越来越看重模型的可解释性和操作留痕',
          ],
        },
        {
          paragraph:
            '对于同时在中国和东南亚等地提供服务的企业，合规不能事后补课，而要写进产品设计。天衍智能的做法是以郑州和新加坡两座智算中心为区域枢纽，让数据尽可能在本地处理；医疗、教育类产品则默认启用更严格的审核与权限控制。',
        },
        { heading: '让可信看得见' },
        {
          paragraph:
            '今年相继发布的天衍深度推理和天衍智能体，让我们更加确信：透明本身就是一种安全机制。推理过程看得到，智能体的每一步操作查得到，用户才能真正放心地把任务交出去。这也是我们做产品时始终坚持的原则。',
        },
        { quote: '“技术跑得越快，越要让人看清它在做什么。”——天衍智能创始人兼首席执行官陈知远' },
        {
          paragraph:
            '展望2025年，天衍智能将继续完善内容标识、安全评测和隐私保护机制，并通过天衍开放实验室与高校共同研究模型评估方法。我们相信，守住可信这条底线，大模型才能在更多行业走得更远。',
        },
      ],
    },
    en: {
      title: 'Year in Review: Trust and Compliance Become Core Requirements for AI',
      summary:
        'In 2024, large models spread quickly across industries while rules and compliance expectations came into sharper focus. Here are the trends we saw this year and how Tianyan AI is responding.',
      body: [
        {
          paragraph:
            'This was the year large models left the chat window and went to work in hospitals, classrooms, finance departments and research labs. The deeper they go, the more pointed people’s questions become: Where does an answer come from? Is the data safe? Who is accountable when something goes wrong? As governments around the world introduce or refine AI rules, trust has turned from a nice-to-have into the price of entry.',
        },
        { heading: 'Four Trends We Saw' },
        {
          list: [
            'Labeling AI-generated content is becoming standard practice, so users know what a machine produced',
            'Expectations for high-stakes fields such as healthcare, finance and education are getting clearer',
            'Cross-border data flows face tighter rules, driving demand for local deployment',
            'Business customers increasingly ask for explainable outputs and full audit trails',
          ],
        },
        {
          paragraph:
            'For a company serving users in China, Southeast Asia and beyond, compliance can’t be patched on later; it has to be designed in. Tianyan AI uses its Zhengzhou and Singapore computing centers as regional hubs so that data is processed locally wherever possible, and our healthcare and education products ship with stricter review and access controls turned on by default.',
        },
        { heading: 'Trust You Can See' },
        {
          paragraph:
            'Launching Tianyan Reasoning and Tianyan Agent this year convinced us that transparency is itself a safety feature. When people can inspect the reasoning and trace every step an agent takes, they can hand over real work with confidence. That principle guides every product we design.',
        },
        {
          quote:
            '“The faster technology moves, the more clearly people need to see what it’s doing.” — Chen Zhiyuan, Founder and CEO, Tianyan AI',
        },
        {
          paragraph:
            'In 2025, Tianyan AI will keep strengthening content labeling, safety testing and privacy protection, and will work with universities through the Tianyan Open AI Lab on better ways to evaluate models. Holding the line on trust is what will let large models go further, in more industries.',
        },
      ],
    },
  },
]
