import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Space } from 'antd';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

interface Props {
  value?: string;
  onChange?: (html: string) => void;
  /** The accessible name of the editing area. */
  label: string;
  lang?: string;
}

/**
 * Rich text (notices, FAQ answers, about us, product descriptions) in Tiptap, a kept editor for
 * React 19. It writes HTML; the server sanitises it (sanitize-html, decision 0014) before storing,
 * so what the editor allows is a convenience, not the guard.
 */
export function RichTextEditor({ value, onChange, label, lang }: Props) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] } })],
    content: value ?? '',
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(lang ? { lang } : {}),
        style:
          'min-height: 140px; padding: 8px 11px; border: 1px solid #d9d9d9; border-radius: 6px; outline-color: #1677ff',
      },
    },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });

  // A form reset or a record loaded later replaces the text.
  useEffect(() => {
    if (!editor) return;
    const next = value ?? '';
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (next !== current) editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  if (!editor) return null;
  const mark = (name: string, run: () => void, text: string, attrs?: Record<string, unknown>) => (
    <Button
      size="small"
      type={editor.isActive(name, attrs) ? 'primary' : 'default'}
      aria-pressed={editor.isActive(name, attrs)}
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
    >
      {text}
    </Button>
  );
  const chain = () => editor.chain().focus();
  return (
    <div>
      <Space size={4} wrap style={{ marginBottom: 6 }} role="toolbar" aria-label={label}>
        {mark('bold', () => chain().toggleBold().run(), t('editing.bold'))}
        {mark('italic', () => chain().toggleItalic().run(), t('editing.italic'))}
        {mark('heading', () => chain().toggleHeading({ level: 2 }).run(), t('editing.heading'), {
          level: 2,
        })}
        {mark('bulletList', () => chain().toggleBulletList().run(), t('editing.bullets'))}
        {mark('orderedList', () => chain().toggleOrderedList().run(), t('editing.numbers'))}
      </Space>
      <EditorContent editor={editor} />
    </div>
  );
}
