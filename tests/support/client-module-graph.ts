import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The modules the browser can load, read from the sources: every `'use client'` file and what it
// imports, statically or with import(). Type-only imports are erased and a `'use server'` module reaches
// the browser only as a reference to the action, so neither is followed.

const root = path.resolve(import.meta.dirname, '..', '..');
const extensions = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return name === 'generated' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

const directive = (source: string, name: string) => new RegExp(`^(?:\\s|//[^\\n]*\\n)*['"]${name}['"]`).test(source);

/** What a module imports for its values: package names and project files. */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly = clause !== undefined && (clause.isTypeOnly || (!clause.name && bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/') ? path.join(root, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : undefined;
  if (base === undefined) return undefined;
  return ['', ...extensions].map((extension) => base + extension).find((file) => existsSync(file) && statSync(file).isFile());
}

const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

export type BrowserImport = { from: string; chain: string[] };

/** Every package the browser can load, with one chain of project files that leads to it. */
export function browserPackages(): Map<string, BrowserImport> {
  const entries = ['app', 'components', 'lib'].flatMap((folder) => sourceFiles(path.join(root, folder))).filter((file) => directive(readFileSync(file, 'utf8'), 'use client'));
  const parent = new Map<string, string | null>(entries.map((file) => [file, null]));
  const packages = new Map<string, BrowserImport>();
  const queue = [...entries];
  const chainTo = (file: string) => {
    const chain: string[] = [];
    for (let at: string | null | undefined = file; at; at = parent.get(at)) chain.unshift(path.relative(root, at));
    return chain;
  };
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const specifier of valueImports(file)) {
      if (!specifier.startsWith('.') && !specifier.startsWith('@/')) {
        const name = packageName(specifier);
        if (!packages.has(name)) packages.set(name, { from: path.relative(root, file), chain: chainTo(file) });
        continue;
      }
      const target = resolve(file, specifier);
      if (target === undefined || parent.has(target) || directive(readFileSync(target, 'utf8'), 'use server')) continue;
      parent.set(target, file);
      queue.push(target);
    }
  }
  return packages;
}
