import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The product's own source, parsed with the TypeScript compiler, for the checks that keep one kind of
// write or call in one module (tests/unit/architecture/*).

export const projectRoot = path.resolve(import.meta.dirname, '..', '..');

const sourceRoots = ['app', 'components', 'lib', 'scripts', 'prisma', 'bench'];
const sourceFiles = /\.(ts|tsx|mts|mjs|js)$/;
const skipped = new Set(['lib/generated', 'prisma/migrations', 'node_modules']);

/** The source files below `roots` (relative to the project root, `/` separators), `skip`ped folders left out. */
export function sourceFilesIn(roots: readonly string[], skip: readonly string[] = []): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    if (!existsSync(path.join(projectRoot, folder))) return;
    for (const entry of readdirSync(path.join(projectRoot, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`;
      if (skipped.has(relative) || skip.includes(relative)) continue;
      if (entry.isDirectory()) walk(relative);
      else if (sourceFiles.test(entry.name)) files.push(relative);
    }
  };
  for (const root of roots) walk(root);
  return files.sort();
}

/** Every source file of the product, relative to the project root with `/` separators. */
export function productSourceFiles(): string[] {
  const entryFiles = ['proxy.ts', 'auth.ts'].filter((file) => existsSync(path.join(projectRoot, file)));
  return [...entryFiles, ...sourceFilesIn(sourceRoots)].sort();
}

export function parseSource(fileName: string, text: string): ts.SourceFile {
  return ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

/** Calls every node of the tree, depth first. */
export function visitNodes(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => visitNodes(child, visit));
}

/** `file:line` of a node, for a failure message that points at the line. */
export function whereIs(source: ts.SourceFile, node: ts.Node): string {
  return `${source.fileName}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
}
