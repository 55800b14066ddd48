/** Texts of the shared editing parts (bilingual fields, rich text, uploads): `t('editing.<key>')`. */
export default {
  zh: 'Chinese',
  en: 'English',
  zhRequired: 'Enter the Chinese',
  bold: 'Bold',
  italic: 'Italic',
  heading: 'Heading',
  bullets: 'List',
  numbers: 'Numbered',
  pick: 'Upload a file',
  replace: 'Replace the file',
  progress: 'Upload progress',
  failed: 'Upload failed',
};
