// Photo capture: objects marked `x-renderer: photo` (a file reference, with a `uid` when the schema
// has one). Opens the camera on phones and resizes on the device before the upload is queued.
import type { WidgetRenderer } from '../widget-renderer.ts';
import { hasKeyword, or, rankWith, widgetIs } from '../testers.ts';
import { fileControl } from '../widgets/file-upload-widget.tsx';
import { resizeImage } from '../media/image-resize.ts';

const PhotoWidget = fileControl({ camera: true, prepare: (file) => resizeImage(file) });

export const photoRenderer: WidgetRenderer = { name: 'photo', test: rankWith(5, or(hasKeyword('x-renderer', 'photo'), widgetIs('photo'))), component: PhotoWidget };
