// `npm run catalogue:schema`: writes docs/catalogue-format.schema.json from the importer's zod schemas.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { catalogueFormatJsonSchemaText } from '@/lib/catalogue-import/json-schema';

const target = path.resolve(import.meta.dirname, '..', 'docs', 'catalogue-format.schema.json');
await writeFile(target, catalogueFormatJsonSchemaText());
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
