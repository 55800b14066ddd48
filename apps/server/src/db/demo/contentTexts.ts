/** Demo notices, FAQ and the school's own details (Chinese, rich text). */
import { SCHOOL_LOGO } from './mediaCatalog.ts';
import { SCHOOL_NAME } from './legalTexts.ts';

/** Notices: title, rich text, and how many days before "now" each was published. */
export const NOTICES: { title: string; content: string; daysAgo: number }[] = [
  {
    title: '新功能：单元测验和结业测评上线',
    daysAgo: 1,
    content: `<p>每个单元学完后，孩子可以在“测评”里做一次单元测验：看图选词、听音选图、判断对错，题目都配有图片和发音。</p>
<p>提交后立即出分，并能看到每道题的正确答案。每个级别还有一次<strong>结业测评</strong>，帮助您了解孩子的整体掌握情况。</p>`,
  },
  {
    title: '绘本馆上新：7 本有声英文绘本',
    daysAgo: 4,
    content: `<p>绘本馆新增《Kitty and the Ball》《My Family》《A Rainy Day》等 7 本有声绘本，覆盖 Level 1–3。</p>
<ul><li>每一页都有外教朗读，读完自动翻页</li><li>可以暂停、重听、返回上一页</li><li>下次打开自动回到上次读到的页</li></ul>
<p>建议每天睡前陪孩子读一本，坚持一个月，听力和词汇都会有明显进步。</p>`,
  },
  {
    title: '上课前请做好设备检测',
    daysAgo: 9,
    content: `<p>为了保证上课效果，请在开课前 10 分钟进入教室，并检查：</p>
<ol><li>网络稳定，建议使用 Wi-Fi</li><li>允许浏览器使用摄像头和麦克风</li><li>佩戴耳机，减少回声</li></ol>
<p>如遇问题，可以在“设置 - 帮助中心”查看常见问题，或拨打客服电话 400-000-1234。</p>`,
  },
  {
    title: '本月家长开放日报名开始',
    daysAgo: 15,
    content: `<p>本月最后一个周六上午 10:00 举行线上家长开放日：介绍 Level 1–5 课程体系，观看外教示范课，并由学习老师解答在家陪读的问题。</p>
<p>报名方式：在“我的 - 帮助中心 - 意见反馈”中留下孩子的英文名和联系方式即可。</p>`,
  },
  {
    title: '约课与取消规则说明',
    daysAgo: 30,
    content: `<p>可以预约开课前 <strong>2 小时</strong>至 <strong>14 天</strong>内老师开放的时间。</p>
<p>开课前 24 小时及以上取消，课时退回；不足 24 小时取消，课时照常扣除。老师缺席的，退回课时并额外补偿 1 个课时。</p>`,
  },
  {
    title: '系统维护通知',
    daysAgo: 45,
    content: `<p>我们将于凌晨 2:00–4:00 进行系统升级，期间可能无法登录和约课，已预约的课程不受影响。给您带来不便，敬请谅解。</p>`,
  },
];

export const FAQS: { category: string; question: string; answer: string }[] = [
  {
    category: '课程',
    question: '孩子多大可以开始上课？',
    answer:
      '<p>课程适合 4–12 岁的孩子。4–6 岁建议从 Level 1 开始，以儿歌、游戏和绘本为主；已有基础的孩子可以在约课时备注，老师会调整难度。</p>',
  },
  {
    category: '课程',
    question: '一节课多长时间？需要准备什么？',
    answer:
      '<p>每节课 30 分钟，外教 1 对 1。准备一台有摄像头和麦克风的手机、平板或电脑，稳定的网络，以及一副耳机。</p>',
  },
  {
    category: '约课',
    question: '怎样预约课程？',
    answer:
      '<p>在“首页 - 约课”或“推荐教师”中选择老师，选择可约的时间段并确认，即可预约。一次可以预约多个时间段，每节课占用 1 个课时。</p>',
  },
  {
    category: '约课',
    question: '已经预约的课可以取消吗？',
    answer:
      '<p>可以。在“课程 - 我的课表”中取消：开课前 24 小时及以上取消，课时退回；不足 24 小时取消，课时照常扣除；开课后不能取消。</p>',
  },
  {
    category: '课时',
    question: '课时有效期是多久？',
    answer:
      '<p>每份次卡或课包都有自己的有效期，从支付成功开始计算，可在“我的 - 我的课时”中查看。约课时系统会优先使用最早到期的课时。</p>',
  },
  {
    category: '课时',
    question: '老师缺课怎么办？',
    answer:
      '<p>老师取消或缺席的课程，课时会自动退回；老师缺席的，还会额外补偿 1 个课时，可在“课耗进度”中查看明细。</p>',
  },
  {
    category: '上课',
    question: '上课时画面卡顿或听不到声音怎么办？',
    answer:
      '<p>请先检查网络，并确认浏览器已允许使用摄像头和麦克风；可以退出教室后重新进入。问题仍未解决的，请联系客服 400-000-1234。</p>',
  },
  {
    category: '学习',
    question: '在哪里看老师的课后报告？',
    answer:
      '<p>下课后老师会填写课程报告，包括发音、词汇、语法、流利度和自信心的评价以及课后作业。在“课程 - 历史课程”中点开某节课即可查看。</p>',
  },
  {
    category: '学习',
    question: '单元测验可以做几次？',
    answer:
      '<p>可以反复练习，每次提交都会保存成绩，列表显示最好成绩。在“测评 - 测验记录”中可以看到每一次的答题详情和正确答案。</p>',
  },
  {
    category: '账号',
    question: '怎样修改孩子的英文名或头像？',
    answer: '<p>在“我的 - 个人资料”中修改。英文名可以从推荐列表中按首字母和性别挑选。</p>',
  },
  {
    category: '账号',
    question: '怎样注销账号？',
    answer:
      '<p>在“我的 - 设置 - 注销账号”中通过短信验证码确认后注销。<strong>注销后无法恢复</strong>，未上的课程会被取消，孩子的个人信息会被删除。</p>',
  },
];

export const SCHOOL = {
  name: SCHOOL_NAME,
  logo: SCHOOL_LOGO,
  slogan: '每天 30 分钟，和外教快乐说英语',
  intro: `<p>${SCHOOL_NAME}（Little Star English）是一家专注 4–12 岁儿童的在线英语学校。我们相信，孩子学英语最好的方式是“用起来”：在一对一的真实对话里开口，在绘本和儿歌里积累语感。</p>
<ul><li><strong>外教 1 对 1</strong>：来自美国、英国、加拿大、澳大利亚等地的持证外教，每节 30 分钟</li><li><strong>五级课程体系</strong>：从自然拼读、日常对话到阅读表达，每个单元配有测验</li><li><strong>课后有反馈</strong>：老师每节课后写报告，家长随时了解孩子的进步</li></ul>
<p>工作时间：每天 9:00–21:00。</p>`,
  phone: '400-000-1234',
  email: 'hello@littlestar.example',
  address: '上海市徐汇区示例路 88 号 8 楼',
  wechat: 'LittleStarEnglish',
  shortName: '小星星',
  mainColor: '#ff8a3d',
  serviceQr: null,
  icpNumber: '沪ICP备00000000号-1',
  timeZone: null,
};
