// File upload: objects marked `x-renderer: file` (a file reference { id, name, size, type }),
// with `x-accept` (MIME types) and `x-maxSize` (bytes) as data.
import type { WidgetRenderer } from '../widget-renderer.ts';
import { hasKeyword, or, rankWith, widgetIs } from '../testers.ts';
import { FileUploadWidget } from '../widgets/file-upload-widget.tsx';

export const fileUploadRenderer: WidgetRenderer = { name: 'file', test: rankWith(5, or(hasKeyword('x-renderer', 'file'), widgetIs('file'))), component: FileUploadWidget };
