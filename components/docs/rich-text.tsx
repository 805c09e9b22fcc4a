import type { ReactNode } from 'react';

type Chunks = ReactNode;

// Long-form messages carry their own paragraphs and lists, so translators can restructure a text freely.
export const richBlocks = {
  p: (chunks: Chunks) => <p className="mt-3 first:mt-0">{chunks}</p>,
  ul: (chunks: Chunks) => <ul className="mt-3 list-disc space-y-1.5 pl-6">{chunks}</ul>,
  li: (chunks: Chunks) => <li>{chunks}</li>,
  strong: (chunks: Chunks) => <strong className="font-semibold text-slate-900">{chunks}</strong>,
};
