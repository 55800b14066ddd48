export default {
  welcome: 'Hello, {{name}}',
  yourRole: 'Your role: {{role}}',
  content: {
    title: 'Content',
    drafts: 'Drafts waiting for the owner',
    banners: 'Banners ending this week',
    books: 'Unpublished books',
    exams: 'Unpublished exams',
    noEnglish: 'Texts without English',
  },
};
