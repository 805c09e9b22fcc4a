import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parseSource, productSourceFiles, projectRoot, visitNodes, whereIs } from '@/tests/support/source-scan';

// A delivered image (CatalogueImage, decision 040) is adult when it is flagged or its work or circle is,
// and a withdrawn or unlisted circle's images go to nobody. lib/catalogue/image-access.ts states
// that once; this check refuses, in the product's source, any read of the table that does not take its
// `where` from `viewableImageWhere(…)` — a Prisma read, a nested `extraImages` relation (a count too),
// or SQL naming the table — so that a new page, address, map layer, print or offline copy that forgets
// the rule fails here. The importer and the export (staff commands that carry the whole delivery) may.

const RULE = 'viewableImageWhere(';
const staffPaths = ['lib/catalogue-import/'];
const READS = new Set(['findMany', 'findFirst', 'findFirstOrThrow', 'findUnique', 'findUniqueOrThrow', 'count', 'aggregate', 'groupBy']);

/** Reads of CatalogueImage in a source text that do not apply the rule, as `file:line how`. */
export function unguardedImageReads(fileName: string, text: string): string[] {
  const source = parseSource(fileName, text);
  const found: string[] = [];
  visitNodes(source, (node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && READS.has(node.expression.name.text)) {
      const target = node.expression.expression;
      if (ts.isPropertyAccessExpression(target) && target.name.text === 'catalogueImage' && !node.arguments.some((argument) => argument.getText(source).includes(RULE))) {
        found.push(`${whereIs(source, node)} catalogueImage.${node.expression.name.text}`);
      }
    }
    if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) && node.name.text === 'extraImages' && !node.initializer.getText(source).includes(RULE)) {
      found.push(`${whereIs(source, node)} extraImages`);
    }
    if ((ts.isStringLiteralLike(node) || ts.isTemplateExpression(node)) && node.getText(source).includes('"CatalogueImage"')) {
      found.push(`${whereIs(source, node)} SQL`);
    }
  });
  return found;
}

describe('reads of delivered images', () => {
  it(`take their where from ${RULE}…) outside the importer`, () => {
    const found = productSourceFiles()
      .filter((file) => !staffPaths.some((prefix) => file.startsWith(prefix)))
      .flatMap((file) => unguardedImageReads(file, readFileSync(path.join(projectRoot, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('are found where the check expects them', () => {
    const reads = readFileSync(path.join(projectRoot, 'lib/catalogue/read-images.ts'), 'utf8');
    expect(reads.match(/catalogueImage\.findMany/g)?.length).toBe(2);
    expect(unguardedImageReads('read-images.ts', reads.replaceAll(RULE, 'forgotten('))).toHaveLength(2);
  });

  describe('the check', () => {
    it('finds a read that forgets the rule, in each of its forms', () => {
      expect(unguardedImageReads('a.ts', 'db.catalogueImage.findMany({ where: { circleId } })')).toEqual(['a.ts:1 catalogueImage.findMany']);
      expect(unguardedImageReads('a.ts', 'await tx.catalogueImage.count({ where: { kind: "MENU" } })')).toEqual(['a.ts:1 catalogueImage.count']);
      expect(unguardedImageReads('a.ts', 'db.circle.findMany({ select: { extraImages: { select: { id: true } } } })')).toEqual(['a.ts:1 extraImages']);
      expect(unguardedImageReads('a.ts', 'db.circle.findMany({ select: { _count: { select: { extraImages: true } } } })')).toEqual(['a.ts:1 extraImages']);
      expect(unguardedImageReads('a.ts', 'db.$queryRaw`SELECT id FROM "CatalogueImage" WHERE "circleId" = ${id}`')).toEqual(['a.ts:1 SQL']);
      expect(unguardedImageReads('a.ts', `client.query('SELECT * FROM "CatalogueImage"')`)).toEqual(['a.ts:1 SQL']);
    });

    it('lets a read through that applies it', () => {
      expect(unguardedImageReads('a.ts', 'db.catalogueImage.findMany({ where: { AND: [viewableImageWhere(viewer), { circleId }] } })')).toEqual([]);
      expect(unguardedImageReads('a.ts', 'db.work.findMany({ select: { extraImages: { where: viewableImageWhere({ adult }) } } })')).toEqual([]);
      expect(unguardedImageReads('a.ts', 'db.catalogueImage.create({ data })')).toEqual([]);
    });
  });
});
