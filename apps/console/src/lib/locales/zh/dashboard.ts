export default {
  welcome: '你好，{{name}}',
  yourRole: '你的角色：{{role}}',
  content: {
    title: '内容',
    drafts: '待校长发布的草稿',
    banners: '本周结束的横幅',
    books: '未发布的绘本',
    exams: '未发布的测验',
    noEnglish: '缺英文的文字',
  },
};
