import '@mantine/tiptap/styles.layer.css';
import { useLingui } from '@lingui/react/macro';
import { Input } from '@mantine/core';
import { getUploadImageExtension, Link, RichTextEditor } from '@mantine/tiptap';
import { Image } from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useId } from 'react';
import { failureMessage } from '@/components/list/cells';
import { notify } from '@/lib/notify';
import { uploadImage } from '@/lib/upload';

export type RichTextFieldProps = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  /** An image upload started (true) or ended (false): the form's submit waits for it. */
  onUploading: (busy: boolean) => void;
  testId?: string;
  /** Put the caret in the text once the editor is drawn (it was opened to be written in). */
  autoFocus?: boolean;
};

/**
 * A page body's editor (decision 028): tiptap through Mantine's RichTextEditor with what the server's allow-list
 * keeps — headings 2–4, bold, italic, underline, strike, lists, quotes, code, links, images and tables. Images go
 * through the console's one upload pipeline (`uploadImage`, re-encoded by the server), whether picked, dropped or
 * pasted. The value is the editor's HTML ('' when empty); the server sanitises it again on save.
 */
export function RichTextField({ label, value, onChange, error, onUploading, testId, autoFocus }: RichTextFieldProps) {
  const { t } = useLingui();
  const labelId = useId();
  const upload = async (file: File) => {
    onUploading(true);
    try {
      return (await uploadImage(file, 'banner')).image;
    } finally {
      onUploading(false);
    }
  };
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false, horizontalRule: false }),
      Link.configure({ openOnClick: false, protocols: ['mailto'] }),
      getUploadImageExtension(Image, {
        onImageUpload: upload,
        onImageUploadError: (_file: File, failure: unknown) =>
          notify({ color: 'red', title: t`Error`, message: failureMessage(failure, t`The image was not uploaded.`) }),
      }),
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: value,
    autofocus: autoFocus ? 'end' : false,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId }} error={error} data-testid={testId}>
      <RichTextEditor
        editor={editor}
        onImageUpload={upload}
        labels={{
          boldControlLabel: t`Bold`,
          italicControlLabel: t`Italic`,
          underlineControlLabel: t`Underline`,
          strikeControlLabel: t`Strikethrough`,
          clearFormattingControlLabel: t`Clear formatting`,
          linkControlLabel: t`Link`,
          unlinkControlLabel: t`Remove link`,
          bulletListControlLabel: t`Bullet list`,
          orderedListControlLabel: t`Numbered list`,
          h2ControlLabel: t`Heading 2`,
          h3ControlLabel: t`Heading 3`,
          h4ControlLabel: t`Heading 4`,
          blockquoteControlLabel: t`Quote`,
          codeControlLabel: t`Code`,
          codeBlockControlLabel: t`Code block`,
          undoControlLabel: t`Undo`,
          redoControlLabel: t`Redo`,
          linkEditorInputLabel: t`Link address`,
          linkEditorInputPlaceholder: 'https://example.com/',
          linkEditorExternalLink: t`Open in a new tab`,
          linkEditorInternalLink: t`Open in the same tab`,
          linkEditorSave: t`Save`,
          imageUploadControlLabel: t`Insert image`,
          tableInsertControlLabel: t`Insert table`,
          tableInsertLabel: (columns: number, rows: number) => t`${columns} × ${rows} table`,
          tableDeleteControlLabel: t`Delete table`,
          tableRowAfterControlLabel: t`Add row`,
          tableColumnAfterControlLabel: t`Add column`,
          tableRowDeleteControlLabel: t`Delete row`,
          tableColumnDeleteControlLabel: t`Delete column`,
        }}
        mt={4}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Code />
            <RichTextEditor.CodeBlock />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <RichTextEditor.ImageUpload accept="image/png,image/jpeg,image/webp,image/gif" />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.TableInsert />
            <RichTextEditor.TableRowAfter />
            <RichTextEditor.TableColumnAfter />
            <RichTextEditor.TableRowDelete />
            <RichTextEditor.TableColumnDelete />
            <RichTextEditor.TableDelete />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={240} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
