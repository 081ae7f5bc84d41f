import { ApiBody } from '@nestjs/swagger';
import { z } from 'zod';

/** The JSON Schema of a shared zod schema, for OpenAPI (`io: 'input'` for request bodies). */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'output'): Record<string, unknown> {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
}

/** A request body documented from its zod schema. */
export const ApiZodBody = (schema: z.ZodType) => ApiBody({ schema: jsonSchemaOf(schema, 'input') as object });

/** An array response documented from the zod schema of one element. */
export function arrayOf(schema: z.ZodType): Record<string, unknown> {
  return { type: 'array', items: jsonSchemaOf(schema) };
}
