/** Texts of the shared editing parts (bilingual fields, rich text, uploads): `t('editing.<key>')`. */
export default {
  zh: '中文',
  en: 'English',
  zhRequired: '请填写中文',
  bold: '粗体',
  italic: '斜体',
  heading: '标题',
  bullets: '列表',
  numbers: '编号',
  pick: '上传文件',
  replace: '更换文件',
  progress: '上传进度',
  failed: '上传失败',
};
