import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { nicknameSchema } from '@/lib/account/schemas';
import { renameLabelSchema, saveMemoSchema } from '@/lib/favorites/schemas';
import { createGroupSchema, setWantSchema } from '@/lib/groups/schemas';
import { inquirySchema } from '@/lib/inquiry/inquiry-schema';
import { favoriteChangeSchema } from '@/lib/offline/schemas';
import { nicknameBody } from '@/lib/tokens/request-schemas';
import { isMemberText } from '@/lib/validation/member-text';
import { parseSource, productSourceFiles, projectRoot, visitNodes, whereIs } from '@/tests/support/source-scan';

// Issue 47, finding 6: a group name with NUL answered 500 and `safe\u202Egnp.exe` was shown to the other
// members as "safeexe.png". Every text a member writes goes through `memberText()` (decision 039). This
// check holds the list of those fields and that each is made by it, and refuses, in every schema module,
// a `z.string()` of free text (no pattern, no format) that does not: a new member-text field written
// with another schema fails here.

/** Every field of text a member writes that the product stores, shows or mails. */
const memberTextFields: Record<string, unknown> = {
  'favourite memo': saveMemoSchema.shape.memo,
  'favourite memo from the device': favoriteChangeSchema.shape.memo.unwrap().shape.value,
  'colour label': renameLabelSchema.shape.label,
  nickname: nicknameSchema.shape.nickname,
  'nickname through /api/v2': nicknameBody.shape.nickname,
  'group name': createGroupSchema.shape.name,
  'want line': setWantSchema.options[1].shape.label,
  'inquiry name': inquirySchema.shape.name,
  'inquiry message': inquirySchema.shape.message,
};

const schemaModule = /^lib\/.+(\/|-)schemas?\.ts$/;

/** Strings in schema modules that are no member's free text, each with why. */
const notMemberText: Record<string, string> = {
  'lib/account/schemas.ts:newPasswordSchema': 'a password: never shown, any character allowed',
  'lib/account/schemas.ts:passwordRepeat': 'a password: never shown, any character allowed',
  'lib/auth/sign-in-schema.ts:password': 'a password: never shown, any character allowed',
  'lib/offline/schemas.ts:owner': 'a user id compared with the signed-in one, never stored nor shown',
  'lib/groups/schemas.ts:userIdSchema': 'a user id looked up among the members',
  'lib/groups/schemas.ts:inviteId': 'an invitation id looked up among the group’s links',
};
/** Schema modules that read no member's text at all. */
const notMemberTextModules: Record<string, string> = {
  'lib/catalogue-import/schemas.ts': 'the operator’s catalogue files',
  'lib/catalogue-import/image-schemas.ts': 'the operator’s catalogue files (images.csv)',
  'lib/config/schema.ts': 'the settings',
};

/** Methods that give a string a shape: it is then an id, a code or an address, not free text. */
const shaped = new Set(['regex', 'length', 'email', 'url', 'uuid', 'startsWith', 'endsWith', 'includes', 'pipe', 'datetime', 'date']);

function nameOf(node: ts.Node): string {
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    if ((ts.isPropertyAssignment(at) || ts.isVariableDeclaration(at)) && (ts.isIdentifier(at.name) || ts.isStringLiteral(at.name))) return at.name.text;
  }
  return '(top level)';
}

/** `z.string()` chains of free text in a source, as `file:name`, each with its line. */
export function freeTextStrings(fileName: string, text: string): { key: string; where: string }[] {
  const source = parseSource(fileName, text);
  const found: { key: string; where: string }[] = [];
  visitNodes(source, (node) => {
    if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
    const callee = node.expression;
    if (callee.name.text !== 'string' || !ts.isIdentifier(callee.expression) || callee.expression.text !== 'z') return;
    const methods: string[] = [];
    let link: ts.Node = node;
    while (ts.isPropertyAccessExpression(link.parent) && ts.isCallExpression(link.parent.parent) && link.parent.parent.expression === link.parent) {
      methods.push(link.parent.name.text);
      link = link.parent.parent;
    }
    if (!methods.some((method) => shaped.has(method))) found.push({ key: `${fileName}:${nameOf(node)}`, where: whereIs(source, node) });
  });
  return found;
}

describe('texts a member writes', () => {
  it.each(Object.entries(memberTextFields))('%s is made by memberText()', (_, schema) => {
    expect(isMemberText(schema)).toBe(true);
  });

  it('are all made by memberText() in every schema module', () => {
    const modules = productSourceFiles().filter((file) => schemaModule.test(file) && !(file in notMemberTextModules));
    expect(modules.length).toBeGreaterThan(8);
    const found = modules
      .flatMap((file) => freeTextStrings(file, readFileSync(path.join(projectRoot, file), 'utf8')))
      .filter(({ key }) => !(key in notMemberText))
      .map(({ where }) => where);
    expect(found).toEqual([]);
  });

  it('refuse control and format characters and keep emoji, in every field', () => {
    const refused = ['a\u0000b', 'safe\u202Egnp.exe', 'zero\u200Bwidth', 'b\uFEFFom', 'iso\u2066late', 'soft\u00ADhyphen', 'sep\u2028arator', 'lone\uD800surrogate', 'esc\u001B[31m'];
    for (const [field, schema] of Object.entries(memberTextFields)) {
      const parse = (value: string) => (schema as { safeParse: (input: unknown) => { success: boolean } }).safeParse(value).success;
      for (const value of refused) expect(parse(value), `${field} ${JSON.stringify(value)}`).toBe(false);
      for (const value of ['Comiket 🎉', '👨‍👩‍👧', '🧑🏽‍💻', '冬コミ', '同人展', 'Ünïcödé']) expect(parse(value), `${field} ${value}`).toBe(true);
    }
  });

  describe('the check', () => {
    it('finds a member-text field written with a schema of its own', () => {
      const groupName = `export const createGroupSchema = z.object({ name: z.string({ error: 'Errors.groups.invalidName' }).trim().min(1).max(40) });`;
      expect(freeTextStrings('lib/groups/schemas.ts', groupName)).toEqual([{ key: 'lib/groups/schemas.ts:name', where: 'lib/groups/schemas.ts:1' }]);
      expect(freeTextStrings('a.ts', `const memo = z\n  .string()\n  .transform(normalizeMemo);`)).toHaveLength(1);
    });

    it('leaves ids, codes and addresses alone', () => {
      expect(freeTextStrings('a.ts', `const id = z.string().regex(/^[a-z]{22}$/); const email = z.string().trim().pipe(z.email()); const name = memberText({ lines: false, max: 40, errors });`)).toEqual([]);
    });

    it('tells a schema memberText() made from one it did not', () => {
      expect(isMemberText(saveMemoSchema.shape.circleId)).toBe(false);
      expect(isMemberText(undefined)).toBe(false);
    });
  });
});
