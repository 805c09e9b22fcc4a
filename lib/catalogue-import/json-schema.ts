import { z } from 'zod';
import { imageRowSchema } from '@/lib/catalogue-import/image-schemas';
import { circleRowSchema, eventJsonSchema, exhibitorRowSchema, genreRowSchema, linkRowSchema, venueFeatureSchema, workRowSchema } from '@/lib/catalogue-import/schemas';

/**
 * The JSON Schema of the exchange format, generated from the zod schemas the importer reads it with (as
 * input: CSV cells are the strings a spreadsheet writes). docs/catalogue-format.schema.json holds it; a
 * test fails when the two differ.
 */
export function catalogueFormatJsonSchema(): object {
  const input = <T extends z.ZodType>(schema: T) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'Catalogue exchange format (docs/catalogue-format.md)',
    $defs: {
      'event.json': input(eventJsonSchema),
      'venue.geojson feature': input(venueFeatureSchema),
      'genres.csv row': input(genreRowSchema),
      'circles.csv row': input(circleRowSchema),
      'works.csv row': input(workRowSchema),
      'links.csv row': input(linkRowSchema),
      'exhibitors.csv row': input(exhibitorRowSchema),
      'images.csv row': input(imageRowSchema),
    },
  };
}

export const catalogueFormatJsonSchemaText = () => `${JSON.stringify(catalogueFormatJsonSchema(), null, 2)}\n`;
