import { BilingualInput } from './BilingualInput.tsx';
import { RichTextEditor } from './RichTextEditor.tsx';

/**
 * A rich text the school writes in Chinese and English (a product's description, a teacher's
 * intro, a notice, an agreement): the rich text editor on each side. Its own file so forms without
 * rich text do not load the editor.
 */
export function BilingualRichText({ name, label }: { name: string; label: string }) {
  return (
    <BilingualInput
      name={name}
      label={label}
      render={(lang, sideLabel) => (
        <RichTextEditor label={sideLabel} lang={lang === 'en' ? 'en' : 'zh-CN'} />
      )}
    />
  );
}
