import type { CutSourceFormat } from './image-header';

/**
 * Why a cut file was refused, as a value: the importer attaches the file name and reports every problem
 * at once. `describeCutProblem` words it for staff (the importer is an English-only staff command).
 */
export type CutProblem =
  | { code: 'cut-empty' }
  | { code: 'cut-too-large'; bytes: number; maxBytes: number }
  | { code: 'cut-not-an-image' }
  | { code: 'cut-malformed-header'; format: CutSourceFormat }
  | { code: 'cut-too-many-pixels'; format: CutSourceFormat; width: number; height: number; maxPixels: number }
  | { code: 'cut-undecodable'; format: CutSourceFormat; reason: string };

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const megapixels = (pixels: number) => `${(pixels / 1e6).toFixed(1)} megapixels`;

/** `noun`: what the file is to staff, `cut` or `image` (images.csv's files have the same checks). */
export function describeCutProblem(problem: CutProblem, noun: 'cut' | 'image' = 'cut'): string {
  switch (problem.code) {
    case 'cut-empty':
      return `the ${noun} file is empty`;
    case 'cut-too-large':
      return `the ${noun} file is ${megabytes(problem.bytes)}, more than the ${megabytes(problem.maxBytes)} allowed`;
    case 'cut-not-an-image':
      return `the ${noun} file is not a JPEG, PNG or WebP image (checked by its content, not its name)`;
    case 'cut-malformed-header':
      return `the ${noun} file starts like a ${problem.format.toUpperCase()} image but its header is cut short or broken`;
    case 'cut-too-many-pixels':
      return (
        `the ${noun === 'cut' ? 'cut image' : 'image'} is ${problem.width} × ${problem.height} (${megapixels(problem.width * problem.height)}), ` +
        `more than the ${megapixels(problem.maxPixels)} allowed; it was not decoded`
      );
    case 'cut-undecodable':
      return `the ${noun} file is a damaged ${problem.format.toUpperCase()} image: ${problem.reason}`;
  }
}
